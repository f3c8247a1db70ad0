using System.Web.Services;
using System.Xml;
using System.Xml.Serialization;

namespace Archive
{
    // [XmlText] beside [XmlAnyElement] (and an [XmlAttribute]): XmlSerializer accepts it and publishes mixed="true".
    public class Remark
    {
        [XmlAttribute] public string Author;
        [XmlText] public string Text;
        [XmlAnyElement] public XmlElement[] Markup;
    }

    [WebService(Namespace = "http://archive.example.com/annotations")]
    public class Annotations : WebService
    {
        [WebMethod]
        public Remark Review(Remark remark)
        {
            return remark;
        }
    }
}
