// An XmlQualifiedName result and parameter over HTTP GET and POST.
// lab.sh wsdl QualifiedNameHttp.cs Lab.QualifiedNameHttp wsdl/
using System;
using System.ComponentModel;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml;
using System.Xml.Serialization;

namespace Lab {
  [WebService(Namespace = "http://lab.example.com/qname-http")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class QualifiedNameHttp : WebService {
    [WebMethod] public XmlQualifiedName Get() { return new XmlQualifiedName("r", "urn:r"); }
    [WebMethod] public XmlQualifiedName Same() { return new XmlQualifiedName("s", "http://lab.example.com/qname-http"); }
    [WebMethod] public XmlQualifiedName None() { return new XmlQualifiedName("n", ""); }
    [WebMethod] public XmlQualifiedName[] List() { return new[] { new XmlQualifiedName("x", "urn:x") }; }
    [WebMethod] public string Take(XmlQualifiedName name) { return name == null ? "null" : name.ToString(); }
  }
}
