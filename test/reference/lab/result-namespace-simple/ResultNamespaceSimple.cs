// [return: XmlElement(Namespace = "urn:other")] and parameter [XmlElement(Namespace = "urn:other")] on simple types,
// an enum, a class, a nullable value and a DateTime, named and unnamed, beside the service namespace urn:lab.
using System.Web.Services;
using System.Xml;
using System.Xml.Serialization;

namespace Lab
{
    public enum Color { Red, Green }

    public class Box
    {
        public string Label;
        public int Size;
    }

    [WebService(Namespace = "urn:lab")]
    public class ResultNamespaceSimple : WebService
    {
        [WebMethod]
        [return: XmlElement("Text", Namespace = "urn:other")]
        public string GetText(string name) { return name == "null" ? null : name; }

        [WebMethod]
        [return: XmlElement(Namespace = "urn:other")]
        public string GetTextDefault(string name) { return name; }

        [WebMethod]
        [return: XmlElement("Count", Namespace = "urn:other")]
        public int GetCount(int n) { return n + 1; }

        [WebMethod]
        [return: XmlElement("Maybe", Namespace = "urn:other")]
        public int? GetMaybe(int n) { return n == 0 ? (int?)null : n; }

        [WebMethod]
        [return: XmlElement("Shade", Namespace = "urn:other")]
        public Color GetColor(int n) { return n == 0 ? Color.Red : Color.Green; }

        [WebMethod]
        [return: XmlElement("Parcel", Namespace = "urn:other")]
        public Box GetBox(string label) { return label == "null" ? null : new Box { Label = label, Size = 3 }; }

        [WebMethod]
        [return: XmlElement("When", Namespace = "urn:other")]
        public System.DateTime GetWhen() { return new System.DateTime(2020, 1, 2, 3, 4, 5); }

        [WebMethod]
        public string PutText([XmlElement("Value", Namespace = "urn:other")] string value, int n)
        {
            return value + "/" + n;
        }

        [WebMethod]
        public int PutCount([XmlElement(Namespace = "urn:other")] int count)
        {
            return count * 2;
        }

        [WebMethod]
        public string PutElement([XmlElement("In", Namespace = "urn:other")] XmlElement value, string tail)
        {
            return value == null ? "null/" + tail : value.OuterXml + "/" + tail;
        }
    }
}
