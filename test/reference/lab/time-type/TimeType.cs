// [XmlElement(DataType = "time")] on DateTime members: the time of day alone.
// lab.sh wsdl TimeType.cs Lab.TimeType wsdl/
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Lab {
  public class Slot {
    [XmlElement(DataType = "time")] public DateTime Utc;
    [XmlElement(DataType = "time")] public DateTime Local;
    [XmlElement(DataType = "time")] public DateTime Unspecified;
    [XmlAttribute(DataType = "time")] public DateTime At;
    public string Seen;
  }

  [WebService(Namespace = "http://lab.example.com/time-type")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class TimeType : WebService {
    [WebMethod] public Slot Get() {
      return new Slot {
        Utc = new DateTime(2020, 1, 2, 13, 14, 15, 678, DateTimeKind.Utc),
        Local = new DateTime(2020, 1, 2, 8, 0, 0, DateTimeKind.Local),
        Unspecified = new DateTime(2020, 1, 2, 23, 59, 59, DateTimeKind.Unspecified).AddTicks(1234567),
        At = new DateTime(2020, 1, 2, 0, 0, 0, DateTimeKind.Utc)
      };
    }
    // Says what was read: each value's ticks and kind.
    [WebMethod] public Slot Echo(Slot s) {
      s.Seen = s.Utc.ToString("o") + " " + s.Utc.Kind + "|" + s.Local.ToString("o") + " " + s.Local.Kind + "|" + s.Unspecified.ToString("o") + " " + s.Unspecified.Kind + "|" + s.At.ToString("o") + " " + s.At.Kind;
      return s;
    }
  }
}
