// [WebMethod(CacheDuration = N)] (issue #32): no WSDL change; the answers the server caches.
// Mono's System.Web does not cache (its own HttpCachePolicy, not .NET's): the lab shows the WSDL, the bodies and
// Mono's headers; what .NET caches and sends is taken from its reference source (README).
// lab.sh wsdl OutputCache.cs Lab.OutputCache wsdl/
using System;
using System.Web.Services;
using System.Web.Services.Protocols;

namespace Lab {
  [WebService(Namespace = "http://lab.example.com/cache")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class OutputCache : WebService {
    static int calls;
    [WebMethod(CacheDuration = 60)] public string Stamp(string k) { calls++; return k + ":" + calls; }
    [WebMethod] public string Plain(string k) { calls++; return k + ":" + calls; }
    [WebMethod(CacheDuration = 30)] public string Fail(string k) { throw new ArgumentException("no " + k); }
  }
}
