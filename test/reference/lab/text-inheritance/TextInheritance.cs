// [XmlText] in class hierarchies: a base with text and a subclass adding attributes; a base of attributes alone
// and a subclass adding the text; an abstract base with text. One service each.
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml;
using System.Xml.Serialization;

namespace Lab {
  [XmlInclude(typeof(Tagged))]
  public class Money {
    [XmlAttribute] public string Currency;
    [XmlText] public decimal Amount;
  }
  public class Tagged : Money {
    [XmlAttribute] public string Tag;
  }

  [WebService(Namespace = "http://lab.example.com/text-inheritance")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class TextBase : WebService {
    [WebMethod] public Money GetMoney() { return new Tagged { Currency = "EUR", Amount = 1.5m, Tag = "t" }; }
    [WebMethod] public Money EchoMoney(Money m) { return m; }
    [WebMethod] public Tagged GetTagged() { return new Tagged { Currency = "USD", Amount = 2m, Tag = "u" }; }
  }

  [XmlInclude(typeof(Memo))]
  public class Note {
    [XmlAttribute] public string Lang;
  }
  public class Memo : Note {
    [XmlText] public string Body;
  }

  [WebService(Namespace = "http://lab.example.com/text-inheritance")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class TextSub : WebService {
    [WebMethod] public Note GetNote() { return new Memo { Lang = "en", Body = "hi" }; }
  }

  [XmlInclude(typeof(Celsius))]
  public abstract class Reading {
    [XmlText] public double Value;
  }
  public class Celsius : Reading {
    [XmlAttribute] public string Place;
  }

  [WebService(Namespace = "http://lab.example.com/text-inheritance")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class TextAbstract : WebService {
    [WebMethod] public Reading GetReading() { return new Celsius { Value = 21.5, Place = "in" }; }
  }
}
