// [XmlAnyElement] on an XmlElement[] member: `<s:any minOccurs="0" maxOccurs="unbounded" />` at its place in the
// class's sequence; its elements written as they are among the class's own.
// lab.sh wsdl AnyElements.cs Lab.AnyElements wsdl/
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml;
using System.Xml.Serialization;

namespace Lab {
  public class Open {
    public string Name;
    [XmlAnyElement] public XmlElement[] Extra;
    public int Count;
  }

  [WebService(Namespace = "http://lab.example.com/any-elements")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class AnyElements : WebService {
    [WebMethod] public Open Get() {
      var d = new XmlDocument();
      var x = d.CreateElement("x", "urn:e"); x.InnerText = "1";
      var y = d.CreateElement("y"); y.InnerText = "2";
      var z = d.CreateElement("p", "z", "urn:z"); z.SetAttribute("k", "v");
      return new Open { Name = "n", Extra = new[] { x, y, z }, Count = 3 };
    }
    [WebMethod] public Open Echo(Open o) { return o; }
  }
}
