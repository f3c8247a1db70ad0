// [XmlType(AnonymousType = true)] on a class used as a member and as a result.
// lab.sh wsdl XmlTypeAnonymous.cs Lab.XmlTypeAnonymous wsdl/
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml;
using System.Xml.Serialization;

namespace Lab {
  [XmlType(AnonymousType = true)]
  public class Inline {
    public string A;
    public int B;
  }

  public class Outer {
    public string Name;
    public Inline Part;
  }

  [WebService(Namespace = "http://lab.example.com/xml-type-anonymous")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class XmlTypeAnonymous : WebService {
    [WebMethod] public Outer GetOuter() { return new Outer { Name = "n", Part = new Inline { A = "a", B = 1 } }; }
    [WebMethod] public Inline GetInline() { return new Inline { A = "x", B = 2 }; }
  }
}
