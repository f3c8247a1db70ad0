// [XmlAnyElement] on web method parameters and results.
// lab.sh wsdl AnyParameters.cs Lab.AnyParameters wsdl/
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml;
using System.Xml.Serialization;

namespace Lab {
  [WebService(Namespace = "http://lab.example.com/any-parameters")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class AnyParameters : WebService {
    [WebMethod] [return: XmlAnyElement] public XmlElement[] Get(string p) {
      var d = new XmlDocument();
      var x = d.CreateElement("x", "urn:e"); x.InnerText = p;
      return new[] { x };
    }
    [WebMethod] public int Count([XmlAnyElement] XmlElement[] items) { return items == null ? -1 : items.Length; }
    [WebMethod] [return: XmlAnyElement] public XmlElement One([XmlAnyElement] XmlElement item) { return item; }
  }
}
