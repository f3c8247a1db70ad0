// [XmlEnum("")] on an enum member: the WSDL's <s:enumeration value="" />, and what travels as an element, an
// attribute, an array item, a parameter, a result and a [DefaultValue] of it, over SOAP and HTTP GET.
// lab.sh wsdl EnumEmpty.cs Lab.EnumEmpty wsdl/
using System;
using System.ComponentModel;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Lab {
  public enum Dimension {
    [XmlEnum("")] Unassigned,
    [XmlEnum("CC")] CostCentre,
    Region
  }

  public class Tagged {
    [XmlAttribute] public Dimension Kind;
    public Dimension Value;
    [DefaultValue(Dimension.Unassigned)] public Dimension Defaulted;
    public Dimension[] All;
    public Dimension? Maybe;
  }

  [WebService(Namespace = "http://lab.example/enum-empty")]
  public class EnumEmpty : WebService {
    [WebMethod] public Dimension Echo(Dimension d) { return d; }
    [WebMethod] public Tagged EchoTagged(Tagged t) { return t; }
    [WebMethod] public Tagged Make(Dimension d) {
      Tagged t = new Tagged(); t.Kind = d; t.Value = d; t.Defaulted = d; t.Maybe = d;
      t.All = new Dimension[] { d, Dimension.CostCentre, Dimension.Unassigned };
      return t;
    }
    [WebMethod] public string Name(Dimension d) { return d.ToString(); }
  }
}
