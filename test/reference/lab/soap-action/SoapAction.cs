// [SoapDocumentMethod(Action)]: a method's SOAPAction other than {namespace}/{method}.
// lab.sh wsdl SoapAction.cs Lab.SoapAction wsdl/
using System;
using System.Web.Services;
using System.Web.Services.Protocols;

namespace Lab {
  [WebService(Namespace = "http://lab.example.com/action")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class SoapAction : WebService {
    [WebMethod, SoapDocumentMethod(Action = "urn:custom:get")] public string Get(string k) { return "g:" + k; }
    [WebMethod] public string Plain(string p) { return "p:" + p; }
  }
}
