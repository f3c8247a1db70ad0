// Arrays of XmlQualifiedName: members (wrapped, flat, named items), parameters and results.
// lab.sh wsdl QualifiedNameArrays.cs Lab.QualifiedNameArrays wsdl/
using System;
using System.ComponentModel;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml;
using System.Xml.Serialization;

namespace Lab {
  public class Holder {
    public XmlQualifiedName[] Names;
    [XmlElement("Flat")] public XmlQualifiedName[] Flat;
    [XmlArrayItem("N")] public XmlQualifiedName[] Items;
  }

  [WebService(Namespace = "http://lab.example.com/qname-arrays")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class QualifiedNameArrays : WebService {
    [WebMethod] public Holder Get() {
      return new Holder {
        Names = new[] { new XmlQualifiedName("a", "urn:a"), new XmlQualifiedName("b", "urn:b"), null, new XmlQualifiedName("c", "urn:a") },
        Flat = new[] { new XmlQualifiedName("f", "urn:f"), new XmlQualifiedName("g", "urn:f") },
        Items = new[] { new XmlQualifiedName("n", "http://lab.example.com/qname-arrays") }
      };
    }
    [WebMethod] public Holder Echo(Holder h) { return h; }
    [WebMethod] public XmlQualifiedName[] Names(XmlQualifiedName[] names) { return names; }
    [WebMethod] public XmlQualifiedName[] List() {
      return new[] { new XmlQualifiedName("x", "urn:x"), new XmlQualifiedName("y", "urn:y") };
    }
  }
}
