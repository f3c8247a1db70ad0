// Every method in a named binding of the service's namespace: does ASMX publish the service's own binding?
// lab.sh wsdl AllNamed.cs Lab.AllNamed wsdl/
using System;
using System.Web.Services;
using System.Web.Services.Protocols;

namespace Lab {
  [WebService(Namespace = "urn:random")]
  [WebServiceBinding(Name = "Near", Namespace = "urn:random")]
  public class AllNamed : WebService {
    [WebMethod, SoapDocumentMethod(Binding = "Near")] public string Get(string id) { return id; }
  }
}
