// [XmlAnyElement] on web method parameters and results: the forms any-parameters left, one class each.
// lab.sh wsdl AnyParametersMore.cs Lab.AnyBeside wsdl/AnyBeside (and AnyNamed, AnyNodes, AnyOut, AnyBare)
using System;
using System.Web.Services;
using System.Web.Services.Description;
using System.Web.Services.Protocols;
using System.Xml;
using System.Xml.Serialization;

namespace Lab {
  static class Show {
    public static string Of(XmlNode[] items) {
      if (items == null) return "null";
      var s = items.Length.ToString();
      foreach (var n in items) s += ":" + (n is XmlElement ? "{" + n.NamespaceURI + "}" + n.LocalName : n.NodeType.ToString());
      return s;
    }
    public static XmlElement El(string name, string ns, string text) {
      var d = new XmlDocument();
      var x = d.CreateElement(name, ns); x.InnerText = text;
      return x;
    }
  }

  // An any parameter beside other parameters; a lone one between two.
  [WebService(Namespace = "http://lab.example.com/any-beside")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class AnyBeside : WebService {
    [WebMethod] public string Beside(string a, [XmlAnyElement] XmlElement[] items, int b) {
      return a + "|" + Show.Of(items) + "|" + b;
    }
    [WebMethod] public string Lone([XmlAnyElement] XmlElement item, string c) {
      return (item == null ? "null" : "{" + item.NamespaceURI + "}" + item.LocalName) + "|" + c;
    }
  }

  // Name and Namespace on a parameter and a result.
  [WebService(Namespace = "http://lab.example.com/any-named-parameters")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class AnyNamed : WebService {
    [WebMethod] public string Named([XmlAnyElement("Extra", Namespace = "urn:x")] XmlElement[] items) {
      return Show.Of(items);
    }
    [WebMethod] public string NamedPlain([XmlAnyElement("Plain")] XmlElement[] items) {
      return Show.Of(items);
    }
    [WebMethod] public string NamedSpace([XmlAnyElement(Namespace = "urn:y")] XmlElement[] items) {
      return Show.Of(items);
    }
    [WebMethod] [return: XmlAnyElement("Extra", Namespace = "urn:x")] public XmlElement[] NamedGet(string p) {
      return new[] { Show.El("Extra", "urn:x", p) };
    }
  }

  // XmlNode[] with [XmlAnyElement].
  [WebService(Namespace = "http://lab.example.com/any-nodes-parameters")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class AnyNodes : WebService {
    [WebMethod] public string Nodes([XmlAnyElement] XmlNode[] items) {
      return Show.Of(items);
    }
    [WebMethod] [return: XmlAnyElement] public XmlNode[] NodesGet(string p) {
      var x = Show.El("x", "urn:e", p);
      return new XmlNode[] { x, x.OwnerDocument.CreateTextNode("t<") };
    }
  }

  // out and ref.
  [WebService(Namespace = "http://lab.example.com/any-out")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class AnyOut : WebService {
    [WebMethod] public int Out(string p, [XmlAnyElement] out XmlElement[] items) {
      items = new[] { Show.El("x", "urn:e", p) };
      return 1;
    }
    [WebMethod] public string Ref([XmlAnyElement] ref XmlElement[] items) {
      var s = Show.Of(items);
      return s;
    }
  }

  // Bare.
  [WebService(Namespace = "http://lab.example.com/any-bare")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class AnyBare : WebService {
    [WebMethod] [SoapDocumentMethod(ParameterStyle = SoapParameterStyle.Bare)]
    public string Bare([XmlAnyElement] XmlElement[] items) {
      return Show.Of(items);
    }
    [WebMethod] [SoapDocumentMethod(ParameterStyle = SoapParameterStyle.Bare)]
    [return: XmlAnyElement] public XmlElement[] BareGet(string p) {
      return new[] { Show.El("x", "urn:e", p) };
    }
  }
}
