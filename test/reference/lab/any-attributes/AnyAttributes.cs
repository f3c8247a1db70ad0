// [XmlAnyAttribute] on an XmlAttribute[] member: `<s:anyAttribute />` after the class's attributes; its
// attributes travel on the class's element as they are.
// lab.sh wsdl AnyAttributes.cs Lab.AnyAttributes wsdl/
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml;
using System.Xml.Serialization;

namespace Lab {
  public class Tagged {
    [XmlAttribute] public string Id;
    public string Name;
    [XmlAnyAttribute] public XmlAttribute[] Extra;
    [XmlAttribute] public int Rank;
  }

  [WebService(Namespace = "http://lab.example.com/any-attributes")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class AnyAttributes : WebService {
    [WebMethod] public Tagged Get() {
      var d = new XmlDocument();
      var a = d.CreateAttribute("k"); a.Value = "v";
      var b = d.CreateAttribute("z", "q", "urn:z"); b.Value = "w";
      return new Tagged { Id = "i", Name = "n", Extra = new[] { a, b }, Rank = 2 };
    }
    [WebMethod] public Tagged Echo(Tagged t) { return t; }
  }
}
