// [XmlAttribute(Namespace = "urn:x")] in more places: on a SOAP header class (InOut and Out), in a derived class
// beside its base class's (sent by xsi:type), on a class with an [XmlText] member; and a SoapException whose detail
// (XmlDocument nodes, attributes without a prefix) holds attributes of other namespaces.
// lab.sh wsdl AttributeNamespaceMore.cs Lab.AttributeNamespaceMore wsdl/
using System;
using System.IO;
using System.Xml;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Lab {
  public class Stamp : SoapHeader {
    [XmlAttribute(Namespace = "urn:x")] public string Mark;
    [XmlAttribute] public string Plain;
    public string Note;
  }

  [XmlInclude(typeof(Derived))]
  public class Base {
    [XmlAttribute(Namespace = "urn:x")] public string A;
    public string Text;
  }

  public class Derived : Base {
    [XmlAttribute(Namespace = "urn:x")] public string B;
    [XmlAttribute] public string C;
    public string More;
  }

  public class Measure {
    [XmlAttribute(Namespace = "urn:x")] public string Unit;
    [XmlText] public string Value;
  }

  public class Problem {
    [XmlAttribute(Namespace = "urn:x")] public string Code;
    public string Text;
    public Cause Cause;
  }

  public class Cause {
    [XmlAttribute(Namespace = "urn:x")] public string K;
    [XmlAttribute(Namespace = "urn:y")] public string L;
  }

  [WebService(Namespace = "http://lab.example.com/attrns")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class AttributeNamespaceMore : WebService {
    public Stamp Stamp;

    [WebMethod, SoapHeader("Stamp", Direction = SoapHeaderDirection.InOut)]
    public string Stamped() {
      string seen = Stamp == null ? "-" : Stamp.Mark + "/" + Stamp.Plain + "/" + Stamp.Note;
      Stamp = new Stamp { Mark = "m2", Plain = "p2", Note = "n2" };
      return seen;
    }

    [WebMethod, SoapHeader("Stamp", Direction = SoapHeaderDirection.Out)]
    public int Issue() {
      Stamp = new Stamp { Mark = "m3", Plain = "p3", Note = "n3" };
      return 3;
    }

    [WebMethod] public Base GetDerived() {
      return new Derived { A = "a", Text = "t", B = "b", C = "c", More = "m" };
    }
    [WebMethod] public Base EchoBase(Base item) { return item; }

    [WebMethod] public Measure GetMeasure() { return new Measure { Unit = "kg", Value = "12.5" }; }
    [WebMethod] public Measure EchoMeasure(Measure m) { return m; }

    [WebMethod] public string Fail(int n) {
      const string ns = "http://lab.example.com/attrns";
      XmlDocument doc = new XmlDocument();
      XmlNode detail = doc.CreateNode(XmlNodeType.Element, SoapException.DetailElementName.Name,
          SoapException.DetailElementName.Namespace);
      if (n == 1) {
        // Nodes built one by one, attributes of other namespaces without a prefix.
        XmlElement problem = doc.CreateElement("Problem", ns);
        XmlAttribute code = doc.CreateAttribute("Code", "urn:x"); code.Value = "E1";
        problem.Attributes.Append(code);
        XmlElement text = doc.CreateElement("Text", ns); text.InnerText = "bad";
        problem.AppendChild(text);
        XmlElement inner = doc.CreateElement("Inner", ns);
        XmlAttribute kind = doc.CreateAttribute("Kind", "urn:x"); kind.Value = "k";
        inner.Attributes.Append(kind);
        XmlAttribute other = doc.CreateAttribute("Other", "urn:y"); other.Value = "o";
        inner.Attributes.Append(other);
        problem.AppendChild(inner);
        detail.AppendChild(problem);
      } else if (n == 3 || n == 4) {
        // As ShipmentTracking.cs does: XmlSerializer through XmlWriter.Create, the service namespace the default.
        XmlSerializerNamespaces names = new XmlSerializerNamespaces();
        names.Add("", ns);
        StringWriter sw = new StringWriter();
        using (XmlWriter w = XmlWriter.Create(sw, new XmlWriterSettings { OmitXmlDeclaration = true }))
          new XmlSerializer(typeof(Problem), ns).Serialize(w, n == 3 ? new Problem { Code = "E3", Text = "worst" }
              : new Problem { Code = "E4", Text = "nested", Cause = new Cause { K = "k", L = "l" } }, names);
        XmlDocument made = new XmlDocument();
        made.LoadXml(sw.ToString());
        detail.AppendChild(doc.ImportNode(made.DocumentElement, true));
      } else {
        // A class serialized by XmlSerializer (through an XmlTextWriter) into a document, then imported.
        StringWriter sw = new StringWriter();
        new XmlSerializer(typeof(Problem), ns).Serialize(sw, new Problem { Code = "E2", Text = "worse" });
        XmlDocument made = new XmlDocument();
        made.LoadXml(sw.ToString());
        detail.AppendChild(doc.ImportNode(made.DocumentElement, true));
      }
      throw new SoapException("failed", SoapException.ClientFaultCode, "", detail);
    }
  }
}
