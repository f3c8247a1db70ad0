// [return: XmlElement("Renamed", Namespace = "urn:other")] on XmlElement and XmlNode results (and a local rename
// without a namespace, and a namespace alone), beside a string result renamed the same way for comparison. Each
// result of urn:other is a global element of that namespace: one name for an XmlElement and an XmlNode result is
// refused by XmlSerializer ("The top XML element 'Renamed' from namespace 'urn:other' references distinct types").
using System.Web.Services;
using System.Xml;
using System.Xml.Serialization;

namespace Lab
{
    [WebService(Namespace = "urn:lab")]
    public class ResultRenamed : WebService
    {
        [WebMethod]
        [return: XmlElement("Renamed", Namespace = "urn:other")]
        public XmlElement GetElement(string name)
        {
            XmlDocument doc = new XmlDocument();
            XmlElement e = doc.CreateElement("Item", "urn:items");
            e.SetAttribute("name", name);
            e.InnerText = "x";
            return name == "null" ? null : e;
        }

        [WebMethod]
        [return: XmlElement("RenamedNode", Namespace = "urn:other")]
        public XmlNode GetNode(string name)
        {
            XmlDocument doc = new XmlDocument();
            return doc.CreateTextNode(name);
        }

        [WebMethod]
        [return: XmlElement("Local")]
        public XmlElement GetLocal(string name)
        {
            XmlDocument doc = new XmlDocument();
            XmlElement e = doc.CreateElement("Item", "urn:items");
            e.InnerText = name;
            return e;
        }

        [WebMethod]
        [return: XmlElement(Namespace = "urn:other")]
        public XmlElement GetOtherNs(string name)
        {
            XmlDocument doc = new XmlDocument();
            XmlElement e = doc.CreateElement("Item");
            e.InnerText = name;
            return e;
        }

        [WebMethod]
        [return: XmlElement("RenamedText", Namespace = "urn:other")]
        public string GetText(string name)
        {
            return name;
        }

        [WebMethod]
        public XmlElement Echo([XmlElement("In", Namespace = "urn:other")] XmlElement value)
        {
            return value;
        }
    }
}
