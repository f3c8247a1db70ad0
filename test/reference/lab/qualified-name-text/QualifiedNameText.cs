// XmlQualifiedName as a class's [XmlText], beside an attribute.
// lab.sh wsdl QualifiedNameText.cs Lab.QualifiedNameText wsdl/
using System;
using System.ComponentModel;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml;
using System.Xml.Serialization;

namespace Lab {
  public class Tagged {
    [XmlAttribute] public string Label;
    [XmlText] public XmlQualifiedName Value;
  }

  [WebService(Namespace = "http://lab.example.com/qname-text")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class QualifiedNameText : WebService {
    [WebMethod] public Tagged Get() { return new Tagged { Label = "l", Value = new XmlQualifiedName("v", "urn:v") }; }
    [WebMethod] public Tagged Echo(Tagged t) { return t; }
  }
}
