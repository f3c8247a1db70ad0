using System.Web.Services;
using System.Xml.Serialization;
namespace Lab {
  [XmlType(AnonymousType = true)]
  public class Note { public int N; }
  public class Line {
    [XmlArrayItem("Item")] public Note[] Code;
    public Note[] Plain;
  }
  public class Line2 {
    [XmlArrayItem("Item")] public Line[] Named;
  }
  [WebService(Namespace = "urn:random")]
  public class AnonItems : WebService {
    [WebMethod] public void Put(Line when, Line2 other) { }
  }
}
