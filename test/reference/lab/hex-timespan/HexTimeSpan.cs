// [XmlElement(DataType = "hexBinary")] and [XmlAttribute(DataType = "hexBinary")] on byte[] members, and a TimeSpan member (XmlSerializer
// exports it as an empty class: TimeSpan has no public read-write members).
// lab.sh wsdl HexTimeSpan.cs Lab.HexTimeSpan wsdl/
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Lab {
  public class Blob {
    [XmlElement(DataType = "hexBinary")] public byte[] Hex;
    public byte[] Base64;
    [XmlAttribute(DataType = "hexBinary")] public byte[] Tag;
    [XmlElement(DataType = "hexBinary")] public byte[][] Parts;
    public TimeSpan Span;
  }

  [WebService(Namespace = "http://lab.example.com/hex-timespan")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class HexTimeSpan : WebService {
    [WebMethod] public Blob Get() {
      return new Blob {
        Hex = new byte[] { 0, 171, 255 }, Base64 = new byte[] { 0, 171, 255 }, Tag = new byte[] { 1, 2 },
        Parts = new[] { new byte[] { 16 }, new byte[0] }, Span = TimeSpan.FromSeconds(90)
      };
    }
    [WebMethod] public Blob Echo(Blob b) { return b; }
    [WebMethod] public TimeSpan Span(TimeSpan s) { return s; }
  }
}
