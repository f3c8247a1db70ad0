// [SoapDocumentService(RoutingStyle = SoapServiceRoutingStyle.RequestElement)]: SOAP requests routed by the body's
// first element; methods may share an action ("" here).
// lab.sh wsdl RequestRouting.cs Lab.RequestRouting wsdl/
using System;
using System.Web.Services;
using System.Web.Services.Protocols;

namespace Lab {
  [WebService(Namespace = "http://lab.example.com/routing")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  [SoapDocumentService(RoutingStyle = SoapServiceRoutingStyle.RequestElement)]
  public class RequestRouting : WebService {
    [WebMethod] public string Get(string k) { return "g:" + k; }
    [WebMethod, SoapDocumentMethod(Action = "")] public int Add(int a, int b) { return a + b; }
    [WebMethod, SoapDocumentMethod(Action = "")] public string Echo(string s) { return "e:" + s; }
  }
}
