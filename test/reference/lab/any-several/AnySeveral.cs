// Several [XmlAnyElement] attributes on one XmlElement[] member.
// lab.sh wsdl AnySeveral.cs Lab.AnySeveral wsdl/
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml;
using System.Xml.Serialization;

namespace Lab {
  public class Several {
    public string Name;
    [XmlAnyElement("A", Namespace = "urn:a")]
    [XmlAnyElement("B", Namespace = "urn:b")]
    public XmlElement[] Extra;
    public int Count;
  }

  [WebService(Namespace = "http://lab.example.com/any-several")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class AnySeveral : WebService {
    [WebMethod] public Several Get() {
      var d = new XmlDocument();
      var a = d.CreateElement("A", "urn:a"); a.InnerText = "1";
      var b = d.CreateElement("B", "urn:b"); b.InnerText = "2";
      return new Several { Name = "n", Extra = new[] { b, a }, Count = 3 };
    }
    [WebMethod] public Several Echo(Several o) { return o; }
  }
}
