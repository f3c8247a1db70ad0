// XmlNode results offered over HTTP GET and POST: an XmlElement, an XmlDocument and an XmlNode result of methods whose
// parameters are text (ASMX offers them there), beside a string result for comparison.
using System.Web.Services;
using System.Xml;

namespace Lab
{
    [WebService(Namespace = "urn:lab")]
    public class XmlNodeHttp : WebService
    {
        [WebMethod]
        public XmlElement GetElement(string name)
        {
            XmlDocument doc = new XmlDocument();
            XmlElement e = doc.CreateElement("Item", "urn:items");
            e.SetAttribute("name", name);
            e.InnerText = "x";
            return e;
        }

        [WebMethod]
        public XmlDocument GetDocument(string name)
        {
            XmlDocument doc = new XmlDocument();
            doc.LoadXml("<order id=\"" + name + "\"><line>1</line></order>");
            return doc;
        }

        [WebMethod]
        public XmlNode GetNode(string name)
        {
            XmlDocument doc = new XmlDocument();
            return doc.CreateTextNode(name);
        }

        [WebMethod]
        public string GetText(string name)
        {
            return name;
        }
    }
}
