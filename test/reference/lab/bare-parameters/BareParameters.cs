// [SoapDocumentMethod(ParameterStyle = Bare)] and [XmlElement] on parameters: no wrapper element.
// lab.sh wsdl BareParameters.cs Lab.BareParameters wsdl/
using System;
using System.Web.Services;
using System.Web.Services.Description;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Lab {
  public class Order { public string Id; public int Count; }

  [WebService(Namespace = "http://lab.example.com/bare")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class BareParameters : WebService {
    // one class parameter, bare: the body holds the parameter's element
    [WebMethod, SoapDocumentMethod(ParameterStyle = SoapParameterStyle.Bare)]
    [return: XmlElement("Confirmation")]
    public string Place([XmlElement("NewOrder")] Order order) { return order == null ? "-" : order.Id + ":" + order.Count; }

    // two simple parameters, bare
    [WebMethod, SoapDocumentMethod(ParameterStyle = SoapParameterStyle.Bare)]
    public int Add(int a, int b) { return a + b; }

    // wrapped, with [XmlElement] on the parameter
    [WebMethod]
    public string Named([XmlElement("Who")] string name) { return "Hi " + name; }
  }
}
