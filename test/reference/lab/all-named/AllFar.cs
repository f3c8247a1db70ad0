// Every method in a named binding of another namespace: the set ASMX publishes without the service's own SOAP binding.
// lab.sh wsdl AllFar.cs Lab.AllFar wsdl-far/
using System;
using System.Web.Services;
using System.Web.Services.Protocols;

namespace Lab {
  [WebService(Namespace = "urn:random")]
  [WebServiceBinding(Name = "Far", Namespace = "urn:random:far")]
  public class AllFar : WebService {
    [WebMethod, SoapDocumentMethod(Binding = "Far")] public string Get(string id) { return id; }
  }
}
