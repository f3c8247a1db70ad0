// [XmlType(AnonymousType = true)] with Namespace, with TypeName, on a [Flags] enum, and on a class with [XmlText]:
// one service class each, so that one failing ?wsdl does not hide the others.
// lab.sh wsdl XmlTypeAnonymousForms.cs Lab.<Class> wsdl/<Class>
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Lab {
  [XmlType(AnonymousType = true, Namespace = "urn:anon")]
  public class AnonSpaced {
    public string A;
  }

  public class SpacedHolder {
    public AnonSpaced Inner;
  }

  [XmlType("Renamed", AnonymousType = true)]
  public class AnonNamed {
    public string B;
  }

  [Flags]
  [XmlType(AnonymousType = true)]
  public enum Perms { None = 0, Read = 1, Write = 2 }

  public class PermHolder {
    public Perms P;
  }

  [XmlType(AnonymousType = true)]
  public class AnonText {
    [XmlAttribute] public string Code;
    [XmlText] public string Value;
  }

  public class TextHolder {
    public AnonText T;
  }

  [WebService(Namespace = "http://lab.example.com/xml-type-anonymous-forms")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class AnonSpace : WebService {
    [WebMethod] public SpacedHolder GetSpaced() { return new SpacedHolder { Inner = new AnonSpaced { A = "a" } }; }
  }

  [WebService(Namespace = "http://lab.example.com/xml-type-anonymous-forms")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class AnonName : WebService {
    [WebMethod] public AnonNamed GetNamed() { return new AnonNamed { B = "b" }; }
  }

  [WebService(Namespace = "http://lab.example.com/xml-type-anonymous-forms")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class AnonFlags : WebService {
    [WebMethod] public PermHolder GetPerms() { return new PermHolder { P = Perms.Read | Perms.Write }; }
    [WebMethod] public Perms EchoPerms(Perms p) { return p; }
  }

  [WebService(Namespace = "http://lab.example.com/xml-type-anonymous-forms")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class AnonTextual : WebService {
    [WebMethod] public TextHolder GetText() { return new TextHolder { T = new AnonText { Code = "c", Value = "v" } }; }
  }
}
