// [DefaultValue] on class members of every simple type: the WSDL's default="" and what is sent.
// lab.sh wsdl DefaultValues.cs Lab.DefaultValues wsdl/
using System;
using System.ComponentModel;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Lab {
  public enum Level { Low, Mid, High }
  [Flags] public enum Perm { None = 0, Read = 1, Write = 2 }

  // [DefaultValue(\'a\')] on a char: ASMX refuses the WSDL ("The default value type, System.Char, is unsupported.")
  public class Settings {
    [DefaultValue("")] public string Empty = "";
    [DefaultValue("x")] public string Letter = "x";
    [DefaultValue(7)] public int Count = 7;
    [DefaultValue(true)] public bool On = true;
    [DefaultValue(Level.Mid)] public Level Level = Level.Mid;
    [DefaultValue(Perm.Read | Perm.Write)] public Perm Perm = Perm.Read | Perm.Write;
    [DefaultValue(typeof(decimal), "1.5")] public decimal Rate = 1.5m;
    [DefaultValue(2.5)] public double Ratio = 2.5;
    [DefaultValue(typeof(DateTime), "2020-01-02")] public DateTime Day = new DateTime(2020, 1, 2);
    [DefaultValue(typeof(Guid), "00000000-0000-0000-0000-000000000000")] public Guid Id = Guid.Empty;
    [DefaultValue((byte)3)] public byte Small = 3;
    [DefaultValue(-1L)] public long Big = -1;
    [XmlAttribute, DefaultValue("")] public string Tag = "";
    [XmlAttribute, DefaultValue(0)] public int Version = 0;
  }

  [WebService(Namespace = "http://lab.example.com/defaults")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class DefaultValues : WebService {
    // all defaults: nothing sent but the wrapper
    [WebMethod] public Settings Defaults() { return new Settings(); }
    // every value differs from its default: everything sent
    [WebMethod] public Settings Changed() {
      return new Settings { Empty = "e", Letter = "y", Count = 8, On = false, Level = Level.High, Perm = Perm.None,
        Rate = 2m, Ratio = 3, Day = new DateTime(2021, 3, 4), Id = new Guid("11111111-1111-1111-1111-111111111111"),
        Small = 4, Big = 5, Tag = "t", Version = 1 };
    }
    // echo: what an absent element reads as
    [WebMethod] public Settings Echo(Settings s) { return s; }
    // null string with DefaultValue("") is omitted too?
    [WebMethod] public Settings NullEmpty() { return new Settings { Empty = null, Letter = null }; }
  }
}
