// A bare method's parameters and result with [XmlElement(DataType)]: token, time, hexBinary, date.
// lab.sh wsdl BareTyped.cs Lab.BareTyped wsdl-baretyped/
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Lab {
  [WebService(Namespace = "urn:random")]
  public class BareTyped : WebService {
    [WebMethod, SoapDocumentMethod(ParameterStyle = SoapParameterStyle.Bare)]
    [return: XmlElement(DataType = "date")]
    public DateTime Get([XmlElement(DataType = "token")] string when, [XmlElement(DataType = "time")] DateTime at, [XmlElement(DataType = "hexBinary")] byte[] data) { return at; }
  }
}
