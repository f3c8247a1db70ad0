// One [WebServiceBinding] with a Name and no method naming it: is it the default binding?
// lab.sh wsdl NamedBinding.cs Lab.NamedBinding wsdl-named/
using System;
using System.Web.Services;
using System.Web.Services.Protocols;

namespace Lab {
  [WebService(Namespace = "http://lab.example.com/order")]
  [WebServiceBinding(Name = "OrdersBinding", ConformsTo = WsiProfiles.None)]
  public class NamedBinding : WebService {
    [WebMethod] public string Zulu(string z) { return z; }
    [WebMethod] public string Alpha(string a) { return a; }
  }
}
