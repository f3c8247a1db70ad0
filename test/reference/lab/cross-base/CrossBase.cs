using System.Web.Services;
using System.Xml.Serialization;
namespace Lab {
  [XmlType(Namespace = "urn:random:types"), XmlInclude(typeof(Line))]
  public class Order { public int Id; }
  public class Line : Order { }
  [WebService(Namespace = "urn:random")]
  public class CrossBase : WebService {
    [WebMethod] public void Send(Line when) { }
  }
  [XmlType(Namespace = "urn:random:types")]
  public class Order2 { public int Id; }
  public class Line2 : Order2 { }
  [WebService(Namespace = "urn:random")]
  public class CrossBaseNoInclude : WebService {
    [WebMethod] public void Send(Line2 when) { }
  }
}
