// The other order: the header class is met as a header (WhoAmI) before an operation takes it as a parameter (Culture).
// lab.sh wsdl HeaderFirst.cs Lab.HeaderFirst wsdl-header-first/
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Lab {
  public class Context : SoapHeader {
    public string Culture;
  }

  [WebService(Namespace = "http://lab.example.com/headers")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class HeaderFirst : WebService {
    public Context Context;

    [WebMethod, SoapHeader("Context")]
    public string WhoAmI() { return Context == null ? "-" : Context.Culture; }

    [WebMethod]
    public string Culture(Context given) { return given == null ? "-" : given.Culture; }
  }
}
