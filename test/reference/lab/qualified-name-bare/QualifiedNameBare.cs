// XmlQualifiedName parameters and results in bare (SoapParameterStyle.Bare) methods.
// lab.sh wsdl QualifiedNameBare.cs Lab.QualifiedNameBare wsdl/
using System;
using System.ComponentModel;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml;
using System.Xml.Serialization;

namespace Lab {
  [WebService(Namespace = "http://lab.example.com/qname-bare")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class QualifiedNameBare : WebService {
    [WebMethod, SoapDocumentMethod(ParameterStyle = SoapParameterStyle.Bare)]
    public XmlQualifiedName Name(XmlQualifiedName name) { return name; }
    [WebMethod, SoapDocumentMethod(ParameterStyle = SoapParameterStyle.Bare)]
    public XmlQualifiedName Other(XmlQualifiedName other) { return new XmlQualifiedName("o", "urn:o"); }
  }
}
