// [XmlType(AnonymousType = true)] on an enum.
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml;
using System.Xml.Serialization;

namespace Lab {
  [XmlType(AnonymousType = true)]
  public enum Color { Red, Green }

  public class Paint {
    public Color Color;
  }

  [WebService(Namespace = "http://lab.example.com/xml-type-anonymous-enum")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class XmlTypeAnonymousEnum : WebService {
    [WebMethod] public Paint GetPaint() { return new Paint { Color = Color.Green }; }
    [WebMethod] public Color GetColor() { return Color.Red; }
  }
}
