// Two named bindings in the service's namespace: which order do their port types, bindings and ports take?
// Zed is declared first on the class, Alpha's method comes first.
// lab.sh wsdl TwoBindings.cs Lab.TwoBindings wsdl/
using System;
using System.Web.Services;
using System.Web.Services.Protocols;

namespace Lab {
  [WebService(Namespace = "http://lab.example.com/two")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  [WebServiceBinding(Name = "Zed", Namespace = "http://lab.example.com/two")]
  [WebServiceBinding(Name = "Alpha", Namespace = "http://lab.example.com/two")]
  public class TwoBindings : WebService {
    [WebMethod, SoapDocumentMethod(Binding = "Alpha")] public string First(string a) { return a; }
    [WebMethod] public string Own(string o) { return o; }
    [WebMethod, SoapDocumentMethod(Binding = "Zed")] public string Second(string b) { return b; }
    [WebMethod, SoapDocumentMethod(Binding = "Alpha")] public string Third(string c) { return c; }
  }
}
