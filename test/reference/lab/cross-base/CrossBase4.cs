using System.Web.Services;
using System.Xml.Serialization;
namespace Lab {
  [XmlInclude(typeof(Money))]
  public abstract class Order { }
  [XmlType(Namespace = "urn:random:types")]
  public class Money : Order { }
  [WebService(Namespace = "urn:random")]
  public class OwnSub : WebService {
    [WebMethod] public Order Put() { return new Money(); }
  }
}
