// A SOAP header whose class is in the service's namespace and is also a type some operation uses;
// and header classes with [XmlType]/[XmlRoot] in the service's namespace.
// lab.sh wsdl HeaderClass.cs Lab.HeaderClass wsdl/
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Lab {
  public class Auth : SoapHeader {
    public string User;
    public string Token;
  }
  // A header class that an operation also takes as a parameter type.
  public class Context : SoapHeader {
    public string Culture;
  }
  // Header class declared with XmlRoot in the service's namespace.
  [XmlRoot(Namespace = "http://lab.example.com/headers")]
  public class Trace : SoapHeader {
    public int Level;
  }
  // Header class declared with XmlType in the service's namespace.
  [XmlType(Namespace = "http://lab.example.com/headers")]
  public class Session : SoapHeader {
    public string Id;
  }

  [WebService(Namespace = "http://lab.example.com/headers")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class HeaderClass : WebService {
    public Auth Auth;
    public Context Context;
    public Trace Trace;
    public Session Session;

    [WebMethod, SoapHeader("Auth")]
    public string WhoAmI() { return Auth == null ? "nobody" : Auth.User; }

    [WebMethod, SoapHeader("Context")]
    public string Culture(Context given) { return (Context == null ? "-" : Context.Culture) + "/" + (given == null ? "-" : given.Culture); }

    [WebMethod, SoapHeader("Trace", Direction = SoapHeaderDirection.InOut), SoapHeader("Session")]
    public int Traced() { return Trace == null ? -1 : Trace.Level; }
  }
}
