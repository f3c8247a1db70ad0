// [XmlAnyAttribute] in more places: on a SOAP header class (InOut), in a class hierarchy (on the base, the derived
// class adding an attribute beside it; and on a derived class whose base has none), on a class with [XmlText].
// lab.sh wsdl AnyAttributesMore.cs Lab.AnyAttributesMore wsdl/
using System;
using System.Xml;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Lab {
  public class Tag : SoapHeader {
    [XmlAttribute] public string Id;
    [XmlAnyAttribute] public XmlAttribute[] Extra;
    public string Note;
  }

  [XmlInclude(typeof(Child))]
  public class Parent {
    [XmlAttribute] public string P;
    [XmlAnyAttribute] public XmlAttribute[] Extra;
    public string Text;
  }

  public class Child : Parent {
    [XmlAttribute] public string C;
    public string More;
  }

  [XmlInclude(typeof(Child2))]
  public class Parent2 {
    [XmlAttribute] public string P;
    public string Text;
  }

  public class Child2 : Parent2 {
    [XmlAttribute] public string C;
    [XmlAnyAttribute] public XmlAttribute[] Extra;
    public string More;
  }

  public class Amount {
    [XmlAttribute] public string Unit;
    [XmlAnyAttribute] public XmlAttribute[] Extra;
    [XmlText] public string Value;
  }

  [WebService(Namespace = "http://lab.example.com/anymore")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class AnyAttributesMore : WebService {
    public Tag Tag;

    static XmlAttribute[] Extras() {
      XmlDocument doc = new XmlDocument();
      XmlAttribute k = doc.CreateAttribute("k"); k.Value = "v";
      XmlAttribute q = doc.CreateAttribute("z", "q", "urn:z"); q.Value = "w";
      return new XmlAttribute[] { k, q };
    }

    [WebMethod, SoapHeader("Tag", Direction = SoapHeaderDirection.InOut)]
    public string Tagged() {
      string seen = Tag == null ? "-" : Tag.Id + "/" + (Tag.Extra == null ? 0 : Tag.Extra.Length) + "/" + Tag.Note;
      Tag = new Tag { Id = "i2", Extra = Extras(), Note = "n2" };
      return seen;
    }

    [WebMethod] public Parent GetChild() {
      return new Child { P = "p", Extra = Extras(), Text = "t", C = "c", More = "m" };
    }
    [WebMethod] public Parent EchoParent(Parent item) { return item; }

    [WebMethod] public Parent2 GetChild2() {
      return new Child2 { P = "p", Text = "t", C = "c", Extra = Extras(), More = "m" };
    }
    [WebMethod] public Parent2 EchoParent2(Parent2 item) { return item; }

    [WebMethod] public Amount GetAmount() { return new Amount { Unit = "kg", Extra = Extras(), Value = "12.5" }; }
    [WebMethod] public Amount EchoAmount(Amount a) { return a; }
  }
}
