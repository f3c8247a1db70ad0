// [XmlAnyElement(Name, Namespace)] on XmlElement[] members: what the schema says and which elements the member takes.
// lab.sh wsdl AnyNamed.cs Lab.AnyNamed wsdl/
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml;
using System.Xml.Serialization;

namespace Lab {
  public class Named {
    public string Name;
    [XmlAnyElement("Extra", Namespace = "urn:x")] public XmlElement[] Extra;
    [XmlAnyElement(Namespace = "urn:y")] public XmlElement[] OfY;
    [XmlAnyElement("Plain")] public XmlElement[] Plain;
    public int Count;
  }

  [WebService(Namespace = "http://lab.example.com/any-named")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class AnyNamed : WebService {
    [WebMethod] public Named Get() {
      var d = new XmlDocument();
      var x = d.CreateElement("Extra", "urn:x"); x.InnerText = "1";
      var y = d.CreateElement("q", "urn:y"); y.InnerText = "2";
      var p = d.CreateElement("Plain", "http://lab.example.com/any-named"); p.InnerText = "3";
      return new Named { Name = "n", Extra = new[] { x }, OfY = new[] { y }, Plain = new[] { p }, Count = 3 };
    }
    [WebMethod] public Named Echo(Named o) { return o; }
  }
}
