// object members, parameters and results holding an XmlQualifiedName (xsi:type xsd:QName).
// lab.sh wsdl QualifiedNameObject.cs Lab.QualifiedNameObject wsdl/
using System;
using System.ComponentModel;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml;
using System.Xml.Serialization;

namespace Lab {
  public class Box {
    public object Value;
    public object[] Values;
  }

  [WebService(Namespace = "http://lab.example.com/qname-object")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class QualifiedNameObject : WebService {
    [WebMethod] public Box Get() {
      return new Box { Value = new XmlQualifiedName("v", "urn:v"), Values = new object[] { new XmlQualifiedName("w", "urn:w"), "s" } };
    }
    [WebMethod] public Box Echo(Box b) { return b; }
    [WebMethod] public object Take(object value) { return value; }
    [WebMethod] public string TypeOf(object value) { return value == null ? "null" : value.GetType().FullName + ":" + value; }
  }
}
