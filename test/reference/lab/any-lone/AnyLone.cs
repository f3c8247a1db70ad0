// [XmlAnyElement] on a lone XmlElement member (not an array).
// lab.sh wsdl AnyLone.cs Lab.AnyLone wsdl/
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml;
using System.Xml.Serialization;

namespace Lab {
  public class Lone {
    public string Name;
    [XmlAnyElement] public XmlElement Extra;
    public int Count;
  }

  [WebService(Namespace = "http://lab.example.com/any-lone")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class AnyLone : WebService {
    [WebMethod] public Lone Get() {
      var d = new XmlDocument();
      var x = d.CreateElement("x", "urn:e"); x.InnerText = "1";
      return new Lone { Name = "n", Extra = x, Count = 3 };
    }
    [WebMethod] public Lone Echo(Lone o) { return o; }
  }
}
