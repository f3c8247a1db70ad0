// Form on members: [XmlElement(Form)], [XmlArray(Form)], [XmlArrayItem(Form)], [XmlAttribute(Form = Unqualified)]:
// elements without a namespace in a class of the service's.
// lab.sh wsdl Forms.cs Lab.Forms wsdl/
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Schema;
using System.Xml.Serialization;

namespace Lab {
  public class Inner {
    public string Code;
  }

  public class Item {
    public string Plain;
    [XmlElement(Form = XmlSchemaForm.Unqualified)] public string Local;
    [XmlElement(Form = XmlSchemaForm.Unqualified)] public int Count;
    [XmlElement(Form = XmlSchemaForm.Unqualified)] public Inner Child;
    [XmlElement(Form = XmlSchemaForm.Unqualified, IsNullable = true)] public string Maybe;
    [XmlElement("Rep", Form = XmlSchemaForm.Unqualified)] public string[] Reps;
    [XmlArray(Form = XmlSchemaForm.Unqualified)] public string[] Tags;
    [XmlArrayItem(Form = XmlSchemaForm.Unqualified)] public int[] Codes;
    [XmlArray(Form = XmlSchemaForm.Unqualified)] [XmlArrayItem("N", Form = XmlSchemaForm.Unqualified)] public string[] Both;
    [XmlArrayItem(Form = XmlSchemaForm.Unqualified)] public Inner[] Inners;
    [XmlAttribute(Form = XmlSchemaForm.Unqualified)] public string Unq;
  }

  [WebService(Namespace = "http://lab.example.com/forms")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class Forms : WebService {
    [WebMethod] public Item Get() {
      return new Item {
        Plain = "p", Local = "l", Count = 3, Child = new Inner { Code = "c" }, Maybe = null,
        Reps = new[] { "r1", "r2" }, Tags = new[] { "t1", "t2" },
        Codes = new[] { 1, 2 }, Both = new[] { "b" }, Inners = new[] { new Inner { Code = "i" } },
        Unq = "u"
      };
    }
    [WebMethod] public Item Echo(Item item) { return item; }
  }
}
