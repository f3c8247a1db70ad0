// An object member, parameter and result holding a value of an [XmlType(AnonymousType = true)] class: does
// XmlSerializer name it with xsi:type, and can it read it back?
// lab.sh wsdl ObjectAnonymous.cs Lab.ObjectAnonymous wsdl
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Lab {
  [XmlType(AnonymousType = true)]
  public class Anon {
    public string A;
  }

  public class Holder {
    public object Value;
    public Anon Known;
  }

  [WebService(Namespace = "http://lab.example.com/object-anonymous")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class ObjectAnonymous : WebService {
    [WebMethod] public Holder Get() { return new Holder { Value = new Anon { A = "a" }, Known = new Anon { A = "k" } }; }
    [WebMethod] public object GetObject() { return new Anon { A = "r" }; }
    [WebMethod] public object[] GetArray() { return new object[] { new Anon { A = "i" } }; }
    [WebMethod] public string TypeOf(Holder h) { return h.Value == null ? "null" : h.Value.GetType().FullName; }
  }
}
