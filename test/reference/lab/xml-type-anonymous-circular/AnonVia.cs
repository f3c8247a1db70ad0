using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;
namespace Lab {
  [XmlType(AnonymousType = true)] public class Node { public string A; public Named Next; }
  public class Named { public Node Back; }
  [WebService(Namespace = "http://lab.example.com/anon-Via")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class AnonVia : WebService {
    [WebMethod] public Node Get() { return new Node { A = "a" }; }
  }
}
