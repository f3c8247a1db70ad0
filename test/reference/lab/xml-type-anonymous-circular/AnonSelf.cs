using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;
namespace Lab {
  [XmlType(AnonymousType = true)] public class Node { public string A; public Node Next; }
  [WebService(Namespace = "http://lab.example.com/anon-Self")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class AnonSelf : WebService {
    [WebMethod] public Node Get() { return new Node { A = "a" }; }
  }
}
