using System.Web.Services;
using System.Xml.Serialization;
namespace Lab {
  [XmlType(Namespace = "urn:random:types"), XmlInclude(typeof(Line))]
  public class Order { public int Id; }
  public class Line : Order { public int N; }
  [XmlType(Namespace = "urn:random:types")]
  public class Cart { public Order Order; }
  [WebService(Namespace = "urn:random")]
  public class BaseFirst : WebService {
    [WebMethod] public void Send(Order o) { }
  }
  [WebService(Namespace = "urn:random")]
  public class CartFirst : WebService {
    [WebMethod] public void Send(Cart c) { }
  }
  [WebService(Namespace = "urn:random")]
  public class BothUsed : WebService {
    [WebMethod] public void Send(Order o) { }
    [WebMethod] public void Take(Line l) { }
  }
}
