// A subclass with [XmlRoot(ElementName, Namespace)] of its own under an included base of no namespace.
// lab.sh wsdl RootSub.cs Lab.RootSub wsdl-rootsub/
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Lab {
  [XmlInclude(typeof(Line))]
  public class Order { public string Name; }
  [XmlRoot("LineRoot", Namespace = "urn:random:roots")]
  public class Line : Order { public int Count; }

  [WebService(Namespace = "urn:random")]
  public class RootSub : WebService {
    [WebMethod] public void Put(Order id) { }
    [WebMethod] public Order Get(int kind) { return kind == 0 ? new Order { Name = "o" } : new Line { Name = "l", Count = 2 }; }
  }
}
