using System;
using System.Web.Services;
using System.Web.Services.Protocols;
namespace Lab {
  [WebService(Namespace = "http://lab.example.com/empty")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class EmptyAction : WebService {
    [WebMethod, SoapDocumentMethod(Action = "")] public string Get(string k) { return "g:" + k; }
    [WebMethod] public string Plain(string p) { return "p:" + p; }
  }
  [WebService(Namespace = "http://lab.example.com/empty2")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class TwoEmpty : WebService {
    [WebMethod, SoapDocumentMethod(Action = "")] public string Get(string k) { return "g:" + k; }
    [WebMethod, SoapDocumentMethod(Action = "")] public string Plain(string p) { return "p:" + p; }
  }
}
