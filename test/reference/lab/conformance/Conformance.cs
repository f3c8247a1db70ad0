// [WebServiceBinding(ConformsTo, EmitConformanceClaims)], [WebMethod(EnableSession, CacheDuration)],
// [WebServiceBinding(Location)], [SoapDocumentService(Use, ParameterStyle)].
// lab.sh wsdl Conformance.cs Lab.Conformance wsdl/
using System;
using System.Web.Services;
using System.Web.Services.Description;
using System.Web.Services.Protocols;

namespace Lab {
  [WebService(Namespace = "http://lab.example.com/conformance")]
  [WebServiceBinding(ConformsTo = WsiProfiles.BasicProfile1_1, EmitConformanceClaims = true)]
  public class Conformance : WebService {
    [WebMethod] public string Get(string k) { return "g:" + k; }
    [WebMethod(EnableSession = true)] public int Count() { object o = Session["n"]; int n = o == null ? 1 : (int)o + 1; Session["n"] = n; return n; }
    [WebMethod(CacheDuration = 60)] public string Cached(string k) { return "c:" + k + ":" + DateTime.Now.Ticks; }
  }
}
