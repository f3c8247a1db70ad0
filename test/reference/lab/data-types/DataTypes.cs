// [XmlElement(DataType)] / [XmlAttribute(DataType)] on string members: the XSD string types XmlSerializer maps
// to System.String, what the WSDL says and what the wire carries.
// lab.sh wsdl DataTypes.cs Lab.DataTypes wsdl/
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Lab {
  public class Texts {
    [XmlElement(DataType = "normalizedString")] public string NormalizedString;
    [XmlElement(DataType = "token")] public string Token;
    [XmlElement(DataType = "language")] public string Language;
    [XmlElement(DataType = "Name")] public string Name;
    [XmlElement(DataType = "NCName")] public string NCName;
    [XmlElement(DataType = "NMTOKEN")] public string NmToken;
    [XmlElement(DataType = "NMTOKENS")] public string NmTokens;
    [XmlElement(DataType = "ID")] public string Id;
    [XmlElement(DataType = "IDREF")] public string IdRef;
    [XmlElement(DataType = "IDREFS")] public string IdRefs;
    [XmlElement(DataType = "ENTITY")] public string Entity;
    [XmlElement(DataType = "ENTITIES")] public string Entities;
    [XmlElement(DataType = "anyURI")] public string AnyUri;
    [XmlElement(DataType = "integer")] public string Integer;
    [XmlElement(DataType = "positiveInteger")] public string PositiveInteger;
    [XmlElement(DataType = "negativeInteger")] public string NegativeInteger;
    [XmlElement(DataType = "nonNegativeInteger")] public string NonNegativeInteger;
    [XmlElement(DataType = "nonPositiveInteger")] public string NonPositiveInteger;
    [XmlElement(DataType = "duration")] public string Duration;
    [XmlElement(DataType = "gYear")] public string Year;
    [XmlAttribute(DataType = "NMTOKEN")] public string Code;
    [XmlElement(DataType = "token")] public string[] Tokens;
  }

  [WebService(Namespace = "http://lab.example.com/data-types")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class DataTypes : WebService {
    [WebMethod] public Texts Get(int kind) {
      if (kind == 1) return new Texts {
        NormalizedString = "a\tb", Token = " a  b ", Language = "en-GB", Name = "a b:c", NCName = "a b:c", NmToken = "a b",
        NmTokens = "a b  c", Id = "a b", IdRef = "x y", IdRefs = "x y", Entity = "e f", Entities = "e f", AnyUri = "http://x/a b",
        Integer = "12x", PositiveInteger = "-1", NegativeInteger = "1", NonNegativeInteger = "x", NonPositiveInteger = "5",
        Duration = "1 day", Year = "20", Code = "c d", Tokens = new[] { "t 1", "t2" }
      };
      return new Texts {
        NormalizedString = "n", Token = "t", Language = "en", Name = "n:1", NCName = "nc", NmToken = "tok",
        NmTokens = "a b", Id = "i1", IdRef = "i1", IdRefs = "i1 i2", Entity = "e", Entities = "e1 e2", AnyUri = "http://x/",
        Integer = "123456789012345678901234567890", PositiveInteger = "1", NegativeInteger = "-1", NonNegativeInteger = "0",
        NonPositiveInteger = "0", Duration = "P1D", Year = "2024", Code = "c", Tokens = new[] { "t1", "t2" }
      };
    }
    [WebMethod] public Texts Echo(Texts t) { return t; }
    [WebMethod] public string Param([XmlElement(DataType = "token")] string t, [XmlElement(DataType = "integer")] string n) { return t + "|" + n; }
  }
}
