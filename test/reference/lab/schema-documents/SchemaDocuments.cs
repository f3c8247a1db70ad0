// A third schema namespace beside a binding of another namespace ([WebServiceBinding(Name = "Far", Namespace =
// "urn:far")]) (issue #32): which schema documents ASMX numbers, who imports them, the prefixes, the wire.
// guid-own/ (Lab.SchemaGuidOwn): a Guid and a char on the service's own binding only; Far takes simple values.
// lab.sh wsdl SchemaDocuments.cs Lab.SchemaGuidOwn guid-own/wsdl
// guid-both/ (Lab.SchemaGuidBoth): a Guid and a char on the own binding (parameters, a class's members) and on Far.
// lab.sh wsdl SchemaDocuments.cs Lab.SchemaGuidBoth guid-both/wsdl
// own-ns/ (Lab.SchemaOwnNs): a class and an enum of [XmlType(Namespace = "urn:own")] on the own binding and on Far.
// lab.sh wsdl SchemaDocuments.cs Lab.SchemaOwnNs own-ns/wsdl
// element-ns/ (Lab.SchemaElementNs): a class with an [XmlElement(Namespace = "urn:el")] member, on Far (copied).
// lab.sh wsdl SchemaDocuments.cs Lab.SchemaElementNs element-ns/wsdl
// http-array/ (Lab.SchemaHttpArray): a string[] parameter of a method HTTP GET/POST offer (StringArray).
// lab.sh wsdl SchemaDocuments.cs Lab.SchemaHttpArray http-array/wsdl
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Lab {
  public class Token {
    public Guid Id;
    public char Mark;
    public string Name;
  }

  [WebService(Namespace = "urn:lab")]
  [WebServiceBinding(Name = "Far", Namespace = "urn:far")]
  public class SchemaGuidOwn : WebService {
    [WebMethod] public Guid Mark(Guid g, char c) { return c == 'x' ? Guid.Empty : g; }

    [WebMethod, SoapDocumentMethod(Binding = "Far")]
    public string Far(int n) { return "far" + n; }
  }

  [WebService(Namespace = "urn:lab")]
  [WebServiceBinding(Name = "Far", Namespace = "urn:far")]
  public class SchemaGuidBoth : WebService {
    [WebMethod] public Token Own(Guid g, char c) {
      Token t = new Token();
      t.Id = g;
      t.Mark = c;
      t.Name = "own";
      return t;
    }

    [WebMethod, SoapDocumentMethod(Binding = "Far")]
    public char Stamp(Guid g, char c) { return g == Guid.Empty ? 'e' : c; }
  }

  [XmlType(Namespace = "urn:own")]
  public class Card {
    public string Name;
    public int Size;
  }

  [XmlType(Namespace = "urn:own")]
  public enum Hue { Red, Blue }

  [WebService(Namespace = "urn:lab")]
  [WebServiceBinding(Name = "Far", Namespace = "urn:far")]
  public class SchemaOwnNs : WebService {
    [WebMethod] public Card Paint(Card c, Hue h) {
      if (c != null) c.Name = c.Name + ":" + h;
      return c;
    }

    [WebMethod, SoapDocumentMethod(Binding = "Far")]
    public Hue Tint(Card c, Hue h) { return c == null ? Hue.Red : h; }
  }

  public class Note {
    [XmlElement(Namespace = "urn:el")] public string Text;
    public int Size;
  }

  [WebService(Namespace = "urn:lab")]
  [WebServiceBinding(Name = "Far", Namespace = "urn:far")]
  public class SchemaElementNs : WebService {
    [WebMethod] public string Near(string a) { return a; }

    [WebMethod, SoapDocumentMethod(Binding = "Far")]
    public Note Write(Note n) {
      if (n != null) n.Size = n.Size + 1;
      return n;
    }
  }

  [WebService(Namespace = "urn:lab")]
  [WebServiceBinding(Name = "Far", Namespace = "urn:far")]
  public class SchemaHttpArray : WebService {
    [WebMethod] public string Join(string[] parts) { return parts == null ? "null" : string.Join("+", parts); }

    [WebMethod, SoapDocumentMethod(Binding = "Far")]
    public string Far(int n) { return "far" + n; }
  }
}
