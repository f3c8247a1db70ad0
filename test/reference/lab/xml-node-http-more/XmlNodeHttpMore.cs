// XmlNode results over HTTP GET and POST, the forms xml-node-http left open: a null result, an element with child
// elements (indentation), mixed content, a prefixed element with a namespaced attribute, an empty XmlDocument and
// an XmlDocument with a declaration and a comment.
using System.Web.Services;
using System.Xml;

namespace Lab
{
    [WebService(Namespace = "urn:lab")]
    public class XmlNodeHttpMore : WebService
    {
        [WebMethod]
        public XmlElement GetNull(string name)
        {
            return null;
        }

        [WebMethod]
        public XmlElement GetTree(string name)
        {
            XmlDocument doc = new XmlDocument();
            doc.LoadXml("<tree xmlns=\"urn:t\" n=\"" + name + "\"><b>1</b><c><d /><e>2</e></c></tree>");
            return doc.DocumentElement;
        }

        [WebMethod]
        public XmlNode GetMixed(string name)
        {
            XmlDocument doc = new XmlDocument();
            doc.LoadXml("<p>Hello <b>" + name + "</b>, bye</p>");
            return doc.DocumentElement;
        }

        [WebMethod]
        public XmlElement GetPrefixed(string name)
        {
            XmlDocument doc = new XmlDocument();
            XmlElement e = doc.CreateElement("x", "item", "urn:x");
            e.SetAttribute("code", "urn:y", name);
            XmlElement child = doc.CreateElement("x", "part", "urn:x");
            child.InnerText = "1";
            e.AppendChild(child);
            return e;
        }

        [WebMethod]
        public XmlDocument GetEmptyDocument(string name)
        {
            return new XmlDocument();
        }

        [WebMethod]
        public XmlDocument GetCommented(string name)
        {
            XmlDocument doc = new XmlDocument();
            doc.LoadXml("<?xml version=\"1.0\" encoding=\"utf-8\"?><!-- c --><root><k>" + name + "</k></root>");
            return doc;
        }
    }
}
