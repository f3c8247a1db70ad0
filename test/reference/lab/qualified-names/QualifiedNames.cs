// XmlQualifiedName members, attributes, parameters and results.
// lab.sh wsdl QualifiedNames.cs Lab.QualifiedNames wsdl/
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml;
using System.Xml.Serialization;

namespace Lab {
  public class Item {
    public XmlQualifiedName Name;
    [XmlAttribute] public XmlQualifiedName QAttr;
    public XmlQualifiedName Same;
    public XmlQualifiedName Empty;
    public XmlQualifiedName Missing;
    public string Text;
  }

  [WebService(Namespace = "http://lab.example.com/qname")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class QualifiedNames : WebService {
    [WebMethod] public Item Get() {
      return new Item {
        Name = new XmlQualifiedName("local", "urn:q"), QAttr = new XmlQualifiedName("a", "urn:attr"),
        Same = new XmlQualifiedName("s", "http://lab.example.com/qname"),
        Empty = new XmlQualifiedName("e", ""), Missing = null, Text = "t"
      };
    }
    [WebMethod] public Item Echo(Item item) { return item; }
    [WebMethod] public XmlQualifiedName Name(XmlQualifiedName name) { return name; }
  }
}
