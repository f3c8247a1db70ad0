// DataType on results ([return: XmlElement(DataType)], [return: XmlArrayItem(DataType)]) and parameters (time,
// date, hexBinary, token), [XmlText(DataType)], and DataType with [DefaultValue].
// lab.sh wsdl DataTypeResults.cs Lab.DataTypeResults wsdl/
using System;
using System.ComponentModel;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Lab {
  public class TokenText {
    [XmlAttribute] public int N;
    [XmlText(DataType = "token")] public string Value;
  }
  public class NameText {
    [XmlText(DataType = "NMTOKEN")] public string Value;
  }
  public class TimeText {
    [XmlText(DataType = "time")] public DateTime Value;
  }
  public class HexText {
    [XmlText(DataType = "hexBinary")] public byte[] Value;
  }
  public class DateText {
    [XmlText(DataType = "date")] public DateTime Value;
  }
  public class Texts {
    public TokenText Token;
    public NameText Name;
    public TimeText Time;
    public HexText Hex;
    public DateText Date;
  }
  public class Defaults {
    [XmlElement(DataType = "token"), DefaultValue("a b")] public string Token = "a b";
    [XmlElement(DataType = "NMTOKEN"), DefaultValue("x y")] public string Name = "x y";
    [XmlAttribute(DataType = "language"), DefaultValue("en")] public string Lang = "en";
    [XmlElement(DataType = "integer"), DefaultValue("7")] public string Count = "7";
    public string Seen;
  }

  [WebService(Namespace = "http://lab.example.com/data-type-results")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class DataTypeResults : WebService {
    [WebMethod] [return: XmlElement(DataType = "time")]
    public DateTime Time([XmlElement(DataType = "time")] DateTime t) { return t; }
    [WebMethod] [return: XmlElement(DataType = "date")]
    public DateTime Date([XmlElement(DataType = "date")] DateTime d) { return d; }
    [WebMethod] [return: XmlElement(DataType = "hexBinary")]
    public byte[] Hex([XmlElement(DataType = "hexBinary")] byte[] h) { return h; }
    [WebMethod] [return: XmlElement(DataType = "NMTOKEN")]
    public string Name([XmlElement(DataType = "token")] string s) { return s; }
    [WebMethod] [return: XmlArrayItem(DataType = "token")]
    public string[] Tokens(string[] s) { return s; }
    [WebMethod] [return: XmlArrayItem(DataType = "time")]
    public DateTime[] Times() { return new[] { new DateTime(2020, 1, 2, 13, 14, 15, 678, DateTimeKind.Utc), new DateTime(2020, 1, 2, 8, 0, 0, DateTimeKind.Local) }; }
    [WebMethod] public Texts EchoTexts(Texts t) { return t; }
    [WebMethod] public Texts GetTexts() {
      return new Texts {
        Token = new TokenText { N = 1, Value = " a  b " }, Name = new NameText { Value = "a b" },
        Time = new TimeText { Value = new DateTime(2020, 1, 2, 13, 14, 15, DateTimeKind.Utc) },
        Hex = new HexText { Value = new byte[] { 0, 171 } }, Date = new DateText { Value = new DateTime(2024, 2, 29) }
      };
    }
    [WebMethod] public Defaults EchoDefaults(Defaults d) {
      d.Seen = "[" + d.Token + "][" + d.Name + "][" + d.Lang + "][" + d.Count + "]";
      return d;
    }
    [WebMethod] public Defaults GetDefaults(bool changed) {
      var d = new Defaults();
      if (changed) { d.Token = "c"; d.Name = "p q"; d.Lang = "fr"; d.Count = "8"; }
      return d;
    }
  }
}
