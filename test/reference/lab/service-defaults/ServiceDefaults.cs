// [SoapDocumentService(Use, ParameterStyle)]: every method's defaults; [WebServiceBinding(Location)].
// lab.sh wsdl ServiceDefaults.cs Lab.ServiceBare wsdl/ ; lab.sh wsdl ServiceDefaults.cs Lab.BindingLocation location/
using System;
using System.Web.Services;
using System.Web.Services.Description;
using System.Web.Services.Protocols;

namespace Lab {
  [WebService(Namespace = "http://lab.example.com/servicebare")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  [SoapDocumentService(Use = SoapBindingUse.Literal, ParameterStyle = SoapParameterStyle.Bare)]
  public class ServiceBare : WebService {
    [WebMethod] public int Twice(int a) { return 2 * a; }
    [WebMethod, SoapDocumentMethod(ParameterStyle = SoapParameterStyle.Wrapped)] public int Add(int a, int b) { return a + b; }
  }

  [WebService(Namespace = "http://lab.example.com/location")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  [WebServiceBinding(Name = "Ext", Namespace = "urn:ext", Location = "http://example.com/ext.wsdl")]
  public class BindingLocation : WebService {
    [WebMethod] public string Own(string s) { return "o:" + s; }
    [WebMethod, SoapDocumentMethod(Binding = "Ext")] public string Far(string s) { return "f:" + s; }
  }
}
