// A named binding whose first method is off HTTP (a class parameter): only the SOAP ports tell its place.
// lab.sh wsdl OffHttp.cs Lab.OffHttp wsdl-offhttp/
using System;
using System.Web.Services;
using System.Web.Services.Protocols;

namespace Lab {
  public class Item { public string Name; }

  [WebService(Namespace = "http://lab.example.com/two")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  [WebServiceBinding(Name = "Alpha", Namespace = "http://lab.example.com/two")]
  public class OffHttp : WebService {
    [WebMethod, SoapDocumentMethod(Binding = "Alpha")] public string First(Item item) { return item.Name; }
    [WebMethod] public string Own(string o) { return o; }
    [WebMethod, SoapDocumentMethod(Binding = "Alpha")] public string Later(string l) { return l; }
  }
}
