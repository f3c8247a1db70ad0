// [SoapDocumentMethod(ParameterStyle = Bare)]: void, out and ref parameters, SOAP headers, arrays, nullable values,
// one-way. lab.sh wsdl BareMore.cs Lab.BareMore wsdl/
using System;
using System.Web.Services;
using System.Web.Services.Description;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Lab {
  public class Auth : SoapHeader { public string User; }

  [WebService(Namespace = "http://lab.example.com/baremore")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class BareMore : WebService {
    public Auth auth;

    [WebMethod, SoapDocumentMethod(ParameterStyle = SoapParameterStyle.Bare)]
    public void Log(string message) { }

    [WebMethod, SoapDocumentMethod(ParameterStyle = SoapParameterStyle.Bare)]
    public int Split(int total, out int rest) { rest = total % 3; return total / 3; }

    [WebMethod, SoapDocumentMethod(ParameterStyle = SoapParameterStyle.Bare)]
    public string Bump(ref int count) { count++; return "b" + count; }

    [WebMethod, SoapDocumentMethod(ParameterStyle = SoapParameterStyle.Bare), SoapHeader("auth")]
    public string Who(string name) { return (auth == null ? "-" : auth.User) + ":" + name; }

    [WebMethod, SoapDocumentMethod(ParameterStyle = SoapParameterStyle.Bare)]
    public int[] Twice(int[] items) { if (items == null) return null; var r = new int[items.Length]; for (int i = 0; i < items.Length; i++) r[i] = 2 * items[i]; return r; }

    [WebMethod, SoapDocumentMethod(ParameterStyle = SoapParameterStyle.Bare)]
    public int? Half(int? n) { return n == null ? (int?)null : n / 2; }

    [WebMethod, SoapDocumentMethod(ParameterStyle = SoapParameterStyle.Bare, OneWay = true)]
    public void Fire(string message) { }
  }
}
