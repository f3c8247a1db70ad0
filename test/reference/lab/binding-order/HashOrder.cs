// Which order do a service's SOAP bindings take? ProtocolReflector.Reflect collects each binding's methods in a
// Hashtable keyed by the binding's name ("" for the service's own) and reflects the bindings in the order the
// Hashtable enumerates them: the order follows the names' hash codes, not the declaration order.
// Same shape as OffHttp.cs with the binding named Gamma (OffGamma), and the service's own method declared
// first (OwnFirst): Mono's Hashtable puts "Gamma" before "" and "Alpha" after it.
// lab.sh wsdl HashOrder.cs Lab.OffGamma wsdl-offgamma/; lab.sh wsdl HashOrder.cs Lab.OwnFirst wsdl-ownfirst/
using System;
using System.Web.Services;
using System.Web.Services.Protocols;

namespace Lab {
  public class Item { public string Name; }

  [WebService(Namespace = "http://lab.example.com/two")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  [WebServiceBinding(Name = "Gamma", Namespace = "http://lab.example.com/two")]
  public class OffGamma : WebService {
    [WebMethod, SoapDocumentMethod(Binding = "Gamma")] public string First(Item item) { return item.Name; }
    [WebMethod] public string Own(string o) { return o; }
    [WebMethod, SoapDocumentMethod(Binding = "Gamma")] public string Later(string l) { return l; }
  }

  [WebService(Namespace = "http://lab.example.com/two")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  [WebServiceBinding(Name = "Gamma", Namespace = "http://lab.example.com/two")]
  [WebServiceBinding(Name = "Alpha", Namespace = "http://lab.example.com/two")]
  public class OwnFirst : WebService {
    [WebMethod] public string Own(string o) { return o; }
    [WebMethod, SoapDocumentMethod(Binding = "Alpha")] public string Second(string s) { return s; }
    [WebMethod, SoapDocumentMethod(Binding = "Gamma")] public string Later(string l) { return l; }
  }
}
