using System.Web.Services;
using System.Web.Services.Protocols;
namespace Lab {
  [WebService(Namespace = "urn:random")]
  public class BareClash : WebService {
    [WebMethod, SoapDocumentMethod(ParameterStyle = SoapParameterStyle.Bare)]
    public void Echo(string when) { }
    [WebMethod, SoapDocumentMethod(ParameterStyle = SoapParameterStyle.Bare)]
    public void Find(string[] when) { }
  }
  [WebService(Namespace = "urn:random")]
  public class BareNullable : WebService {
    [WebMethod, SoapDocumentMethod(ParameterStyle = SoapParameterStyle.Bare)]
    public void Echo(int when) { }
    [WebMethod, SoapDocumentMethod(ParameterStyle = SoapParameterStyle.Bare)]
    public void Find(int? when) { }
  }
  [WebService(Namespace = "urn:random")]
  public class BareResult : WebService {
    [WebMethod, SoapDocumentMethod(ParameterStyle = SoapParameterStyle.Bare)]
    public string Echo(string EchoResult) { return EchoResult; }
  }
  [WebService(Namespace = "urn:random")]
  public class BareSame : WebService {
    [WebMethod, SoapDocumentMethod(ParameterStyle = SoapParameterStyle.Bare)]
    public void Echo(string when) { }
    [WebMethod, SoapDocumentMethod(ParameterStyle = SoapParameterStyle.Bare)]
    public string Find(string when) { return when; }
  }
}
