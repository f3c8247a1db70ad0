// [XmlAnyElement] on an XmlNode[] member: elements and text nodes.
// lab.sh wsdl AnyNodes.cs Lab.AnyNodes wsdl/
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml;
using System.Xml.Serialization;

namespace Lab {
  public class Nodes {
    public string Name;
    [XmlAnyElement] public XmlNode[] Extra;
    public int Count;
    public Nodes Inner;
  }

  [WebService(Namespace = "http://lab.example.com/any-nodes")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class AnyNodes : WebService {
    [WebMethod] public Nodes Get() {
      var d = new XmlDocument();
      var x = d.CreateElement("x", "urn:e"); x.InnerText = "1";
      var t = d.CreateTextNode("t<&");
      var y = d.CreateElement("y", "urn:e"); var z = d.CreateElement("z", "urn:e"); z.InnerText = "2"; y.AppendChild(z);
      return new Nodes { Name = "n", Extra = new XmlNode[] { x, t, y }, Count = 3, Inner = new Nodes { Name = "i", Count = 4 } };
    }
    [WebMethod] public Nodes Echo(Nodes o) { return o; }
  }
}
