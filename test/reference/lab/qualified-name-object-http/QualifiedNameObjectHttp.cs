// An object result holding an XmlQualifiedName over HTTP GET (the root's WriteTypedPrimitive) and SOAP.
// lab.sh wsdl QualifiedNameObjectHttp.cs Lab.QualifiedNameObjectHttp wsdl
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml;
using System.Xml.Serialization;

namespace Lab {
  [WebService(Namespace = "http://lab.example.com/qname-object-http")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class QualifiedNameObjectHttp : WebService {
    [WebMethod] public object GetName() { return new XmlQualifiedName("v", "urn:v"); }
    [WebMethod] public object GetLocal() { return new XmlQualifiedName("v", ""); }
    [WebMethod] public object GetSchemaName() { return new XmlQualifiedName("int", "http://www.w3.org/2001/XMLSchema"); }
    [WebMethod] public object GetOwn() { return new XmlQualifiedName("w", "http://lab.example.com/qname-object-http"); }
  }
}
