// Qualified attributes on nested classes: a prefix made up on an outer element is reused inside, a new one is
// made at the inner element's depth (d5p1); an element of a namespace with no prefix in scope declares it.
// lab.sh wsdl Nested.cs Lab.Nested wsdl/
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Schema;
using System.Xml.Serialization;
namespace Lab {
  public class Inner {
    [XmlAttribute(Form = XmlSchemaForm.Qualified)] public string B;
    [XmlAttribute(Namespace = "urn:x")] public string C;
    public string Code;
  }
  public class Outer {
    [XmlAttribute(Form = XmlSchemaForm.Qualified)] public string A;
    public Inner Child;
    public string[] Tags;
    [XmlElement(Namespace = "urn:x")] public string InX;
  }
  [WebService(Namespace = "http://lab.example.com/nest")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class Nested : WebService {
    [WebMethod] public Outer Get() {
      return new Outer { A = "a", Child = new Inner { B = "b", C = "c", Code = "k" }, Tags = new[] { "t" }, InX = "x" };
    }
  }
}
