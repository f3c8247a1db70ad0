// Classes copied into another namespace's schema (XmlSerializer reflecting them again with that namespace as its
// default), each with one construct the copy has not been shown with: an anonymous enum member, an [XmlAnyElement]
// member, an [XmlText] member, [XmlRoot] on the class, a choice ([XmlChoiceIdentifier]) member, a member with
// Form = Unqualified. Each construct is a service of its own (a ?wsdl that fails hides nothing else):
//   CopiedX (far-x/): Echo(X) -> X on the binding Far (urn:far), Near(string) on the service's binding;
//   ResultX (result-x/): X Get() with [return: XmlElement(Namespace = "urn:res")] on the service's binding.
// lab.sh wsdl CopiedMembers.cs Lab.CopiedAnonymous far-anonymous/wsdl (and so on, per service)
using System;
using System.Xml;
using System.Xml.Schema;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Lab {
  [XmlType(AnonymousType = true)]
  public enum Shade { Light, Dark }

  public class Swatch {
    public string Name;
    public Shade Tone;
  }

  public class Bag {
    public string Name;
    [XmlAnyElement] public XmlElement[] Extra;
  }

  public class Note {
    [XmlAttribute] public string Lang;
    [XmlText] public string Value;
  }

  [XmlRoot("StampRoot")]
  public class Stamp {
    public string Code;
  }

  [XmlRoot(Namespace = "urn:root")]
  public class Seal {
    public string Code;
  }

  [XmlType(IncludeInSchema = false)]
  public enum PickKind { Word, Number }

  public class Pick {
    [XmlChoiceIdentifier("Kind")]
    [XmlElement("Word", typeof(string))]
    [XmlElement("Number", typeof(int))]
    public object Item;
    [XmlIgnore] public PickKind Kind;
  }

  public class Slot {
    [XmlElement(Form = XmlSchemaForm.Unqualified)] public string Code;
    public int N;
  }

  [WebService(Namespace = "http://lab.example.com/near")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  [WebServiceBinding(Name = "Far", Namespace = "urn:far")]
  public class CopiedAnonymous : WebService {
    [WebMethod] public string Near(string a) { return a; }
    [WebMethod, SoapDocumentMethod(Binding = "Far")] public Swatch Echo(Swatch x) { return x; }
  }

  [WebService(Namespace = "http://lab.example.com/near")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  [WebServiceBinding(Name = "Far", Namespace = "urn:far")]
  public class CopiedAny : WebService {
    [WebMethod] public string Near(string a) { return a; }
    [WebMethod, SoapDocumentMethod(Binding = "Far")] public Bag Echo(Bag x) { return x; }
  }

  [WebService(Namespace = "http://lab.example.com/near")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  [WebServiceBinding(Name = "Far", Namespace = "urn:far")]
  public class CopiedText : WebService {
    [WebMethod] public string Near(string a) { return a; }
    [WebMethod, SoapDocumentMethod(Binding = "Far")] public Note Echo(Note x) { return x; }
  }

  [WebService(Namespace = "http://lab.example.com/near")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  [WebServiceBinding(Name = "Far", Namespace = "urn:far")]
  public class CopiedRoot : WebService {
    [WebMethod] public string Near(string a) { return a; }
    [WebMethod, SoapDocumentMethod(Binding = "Far")] public Stamp Echo(Stamp x) { return x; }
  }

  [WebService(Namespace = "http://lab.example.com/near")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  [WebServiceBinding(Name = "Far", Namespace = "urn:far")]
  public class CopiedRootNamespace : WebService {
    [WebMethod] public string Near(string a) { return a; }
    [WebMethod, SoapDocumentMethod(Binding = "Far")] public Seal Echo(Seal x) { return x; }
  }

  [WebService(Namespace = "http://lab.example.com/near")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  [WebServiceBinding(Name = "Far", Namespace = "urn:far")]
  public class CopiedChoice : WebService {
    [WebMethod] public string Near(string a) { return a; }
    [WebMethod, SoapDocumentMethod(Binding = "Far")] public Pick Echo(Pick x) { return x; }
  }

  [WebService(Namespace = "http://lab.example.com/near")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  [WebServiceBinding(Name = "Far", Namespace = "urn:far")]
  public class CopiedUnqualified : WebService {
    [WebMethod] public string Near(string a) { return a; }
    [WebMethod, SoapDocumentMethod(Binding = "Far")] public Slot Echo(Slot x) { return x; }
  }

  [WebService(Namespace = "http://lab.example.com/near")]
  public class ResultAnonymous : WebService {
    [WebMethod] [return: XmlElement(Namespace = "urn:res")] public Swatch Get() { Swatch s = new Swatch(); s.Name = "a"; s.Tone = Shade.Dark; return s; }
  }

  [WebService(Namespace = "http://lab.example.com/near")]
  public class ResultAny : WebService {
    [WebMethod] [return: XmlElement(Namespace = "urn:res")] public Bag Get() {
      Bag b = new Bag(); b.Name = "a"; XmlDocument d = new XmlDocument(); b.Extra = new XmlElement[] { d.CreateElement("x", "urn:x") }; return b;
    }
  }

  [WebService(Namespace = "http://lab.example.com/near")]
  public class ResultText : WebService {
    [WebMethod] [return: XmlElement(Namespace = "urn:res")] public Note Get() { Note n = new Note(); n.Lang = "en"; n.Value = "hi"; return n; }
  }

  [WebService(Namespace = "http://lab.example.com/near")]
  public class ResultRoot : WebService {
    [WebMethod] [return: XmlElement(Namespace = "urn:res")] public Stamp Get() { Stamp s = new Stamp(); s.Code = "c"; return s; }
  }

  [WebService(Namespace = "http://lab.example.com/near")]
  public class ResultChoice : WebService {
    [WebMethod] [return: XmlElement(Namespace = "urn:res")] public Pick Get() { Pick p = new Pick(); p.Item = 7; p.Kind = PickKind.Number; return p; }
  }

  [WebService(Namespace = "http://lab.example.com/near")]
  public class ResultUnqualified : WebService {
    [WebMethod] [return: XmlElement(Namespace = "urn:res")] public Slot Get() { Slot s = new Slot(); s.Code = "c"; s.N = 1; return s; }
  }
}
