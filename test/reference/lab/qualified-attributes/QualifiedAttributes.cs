// Qualified attributes: [XmlAttribute(Form = XmlSchemaForm.Qualified)] and [XmlAttribute(Namespace = ...)]
// on a class of the service's namespace.
// lab.sh wsdl QualifiedAttributes.cs Lab.QualifiedAttributes wsdl/
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Schema;
using System.Xml.Serialization;

namespace Lab {
  public class Item {
    [XmlAttribute(Form = XmlSchemaForm.Qualified)] public string Qual;
    [XmlAttribute(Form = XmlSchemaForm.Qualified)] public int Num;
    [XmlAttribute(Namespace = "urn:other")] public string Other;
    [XmlAttribute] public string Plain;
    public string Text;
    public int Count;
  }

  [WebService(Namespace = "http://lab.example.com/qattr")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class QualifiedAttributes : WebService {
    [WebMethod] public Item Get() {
      return new Item { Qual = "q", Num = 4, Other = "o", Plain = "p", Text = "t", Count = 2 };
    }
    [WebMethod] public Item Echo(Item item) { return item; }
  }
}
