// [XmlType(AnonymousType = true)] enums and classes in the places the first recordings did not show: an enum as
// an attribute, with a namespace of its own, [Flags]; a [Flags]
// enum with a namespace; a class as a choice's element.
using System;
using System.ComponentModel;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml;
using System.Xml.Serialization;

namespace Lab {
  [XmlType(AnonymousType = true)]
  public enum Shade { Light, Dark }

  [XmlType(AnonymousType = true)]
  public enum Tone { Warm, Cool }

  [XmlType(AnonymousType = true, Namespace = "urn:lab:colors")]
  public enum Hue { Red, Blue }

  [Flags, XmlType(AnonymousType = true)]
  public enum Marks { None = 0, Bold = 1, Italic = 2 }

  [Flags, XmlType(Namespace = "urn:lab:colors")]
  public enum Layers { None = 0, Base = 1, Top = 2 }

  [XmlType(AnonymousType = true)]
  public class Dot {
    public int X;
    public int Y;
  }

  public class Swatch {
    [XmlAttribute] public Shade Shade;
    [XmlAttribute("tone")] public Tone Tone;
    public Hue Hue;
    public Marks Marks;
    public Layers Layers;
    [XmlAttribute] public Marks Flags;
    [XmlAttribute(Namespace = "urn:lab:attrs")] public Shade Edge;
    [XmlAttribute, DefaultValue(Tone.Warm)] public Tone Temper = Tone.Warm;
  }

  public class Figure {
    [XmlElement("Dot", typeof(Dot))]
    [XmlElement("Name", typeof(string))]
    public object Item;
  }

  [WebService(Namespace = "http://lab.example.com/xml-type-anonymous-places")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class XmlTypeAnonymousPlaces : WebService {
    [WebMethod] public Swatch EchoSwatch(Swatch swatch) { return swatch; }
    [WebMethod] public Figure EchoFigure(Figure figure) { return figure; }
    [WebMethod] public Hue GetHue(Hue hue) { return hue; }
    [WebMethod] public Marks GetMarks(Marks marks) { return marks; }
    [WebMethod] public Layers GetLayers(Layers layers) { return layers; }
  }
}
