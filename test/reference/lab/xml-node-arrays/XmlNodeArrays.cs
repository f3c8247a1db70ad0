// XmlElement[] and XmlNode[] members (no [XmlAnyElement]): ArrayOfXmlElement / ArrayOfXmlNode wrappers of
// items holding any XML.
// lab.sh wsdl XmlNodeArrays.cs Lab.XmlNodeArrays wsdl/
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml;
using System.Xml.Serialization;

namespace Lab {
  public class Bag {
    public string Name;
    public XmlElement[] Elements;
    public XmlNode[] Nodes;
  }

  [WebService(Namespace = "http://lab.example.com/xml-node-arrays")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class XmlNodeArrays : WebService {
    [WebMethod] public Bag Get() {
      var d = new XmlDocument();
      var x = d.CreateElement("x", "urn:e"); x.InnerText = "1";
      var y = d.CreateElement("y"); y.InnerText = "2";
      return new Bag { Name = "n", Elements = new[] { x, y, null }, Nodes = new XmlNode[] { x.CloneNode(true), d.CreateTextNode("t") } };
    }
    [WebMethod] public Bag Echo(Bag b) { return b; }
  }
}
