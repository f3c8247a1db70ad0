using System.Web.Services;
using System.Xml.Serialization;
namespace Lab {
  [XmlInclude(typeof(Sub))]
  public class Plain { public int Id; }
  public class Sub : Plain { public int N; }
  [XmlType(Namespace = "urn:random:types")]
  public class Holder { public Plain P; }
  [WebService(Namespace = "urn:random")]
  public class CopiedBase : WebService {
    [WebMethod] public void Send(Holder h) { }
  }
  [XmlType(Namespace = "urn:random:types"), XmlInclude(typeof(Line))]
  public class Order { public int Id; }
  public class Line : Order { public int N; }
  [XmlType(Namespace = "urn:random:types")]
  public class Cart { public Line Line; }
  [WebService(Namespace = "urn:random")]
  public class SubMember : WebService {
    [WebMethod] public void Send(Cart c) { }
  }
}
