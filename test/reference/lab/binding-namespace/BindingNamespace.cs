// A method's named binding in another namespace: [WebServiceBinding(Name = "Far", Namespace = ...)].
// lab.sh wsdl BindingNamespace.cs Lab.BindingNamespace wsdl/
using System;
using System.Web.Services;
using System.Web.Services.Protocols;

namespace Lab {
  [WebService(Namespace = "http://lab.example.com/near")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  [WebServiceBinding(Name = "Far", Namespace = "http://lab.example.com/far")]
  public class BindingNamespace : WebService {
    [WebMethod] public string Near(string a) { return a; }
    [WebMethod, SoapDocumentMethod(Binding = "Far")] public string Away(string b) { return b; }
  }
}
