// [SoapDocumentMethod(RequestNamespace, ResponseNamespace)]: SOAP wrappers in namespaces of their own.
// lab.sh wsdl WrapperNamespace.cs Lab.WrapperNamespace wsdl/
using System;
using System.Web.Services;
using System.Web.Services.Protocols;

namespace Lab {
  public class Point { public int X; public int Y; }

  [WebService(Namespace = "http://lab.example.com/wrapper")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class WrapperNamespace : WebService {
    [WebMethod, SoapDocumentMethod(RequestNamespace = "urn:lab:request", ResponseNamespace = "urn:lab:response")]
    public string Get(string k, int n) { return "g:" + k + n; }
    [WebMethod, SoapDocumentMethod(RequestNamespace = "urn:lab:request")]
    public int Only(int a) { return a + 1; }
    [WebMethod, SoapDocumentMethod(ResponseNamespace = "urn:lab:response")]
    public Point Move(Point p) { p.X++; return p; }
    [WebMethod] public string Plain(string p) { return "p:" + p; }
  }
}
