// A binding in another namespace whose methods take and return classes, an array and a SOAP header; a method on
// the default binding uses the same class.
// lab.sh wsdl BindingNamespaceTypes.cs Lab.BindingNamespaceTypes wsdl
// BindingNamespaceMore (more/): Carrier's forms: an enum (parameter, attribute, nullable member), a nullable
// decimal, a flat [XmlElement] array, a DateTime.
// lab.sh wsdl BindingNamespaceTypes.cs Lab.BindingNamespaceMore more/wsdl
// BindingNamespaceHttp (http/): a class result of a method on Far that HTTP GET/POST offer (simple parameters).
// lab.sh wsdl BindingNamespaceTypes.cs Lab.BindingNamespaceHttp http/wsdl
// BindingNamespaceBare (bare/): a bare method with a class parameter and result on Far.
// lab.sh wsdl BindingNamespaceTypes.cs Lab.BindingNamespaceBare bare/wsdl
// BindingNamespaceHeader (header/): the SOAP header alone, simple values otherwise.
// lab.sh wsdl BindingNamespaceTypes.cs Lab.BindingNamespaceHeader header/wsdl
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Lab {
  public class Parcel {
    public string Id;
    public int Weight;
  }

  public class Receipt {
    public string Code;
    public Parcel[] Items;
  }

  public class Ticket : SoapHeader {
    public string Token;
  }

  [WebService(Namespace = "http://lab.example.com/near")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  [WebServiceBinding(Name = "Far", Namespace = "urn:other")]
  public class BindingNamespaceTypes : WebService {
    public Ticket Ticket;

    [WebMethod] public Parcel Local(Parcel p) { return p; }

    [WebMethod, SoapDocumentMethod(Binding = "Far")]
    public Receipt Ship(Parcel p) {
      Receipt r = new Receipt();
      r.Code = p == null ? null : p.Id;
      r.Items = p == null ? null : new Parcel[] { p };
      return r;
    }

    [WebMethod, SoapDocumentMethod(Binding = "Far")]
    public int Count(Parcel[] items) { return items == null ? -1 : items.Length; }

    [WebMethod, SoapDocumentMethod(Binding = "Far"), SoapHeader("Ticket")]
    public string Check(string a) { return (Ticket == null ? "none" : Ticket.Token) + ":" + a; }
  }

  [WebService(Namespace = "http://lab.example.com/near")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  [WebServiceBinding(Name = "Far", Namespace = "urn:other")]
  public class BindingNamespaceHeader : WebService {
    public Ticket Ticket;

    [WebMethod] public string Near(string a) { return a; }

    [WebMethod, SoapDocumentMethod(Binding = "Far"), SoapHeader("Ticket")]
    public string Check(string a) { return (Ticket == null ? "none" : Ticket.Token) + ":" + a; }
  }

  public enum Level { Ground, Air }

  public class Box {
    [XmlAttribute] public Level Mode;
    public decimal? Length;
    public Level? Wanted;
    [XmlElement("Item")] public string[] Items;
    public DateTime When;
  }

  [WebService(Namespace = "http://lab.example.com/near")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  [WebServiceBinding(Name = "Far", Namespace = "urn:other")]
  public class BindingNamespaceMore : WebService {
    [WebMethod] public string Near(string a) { return a; }

    [WebMethod, SoapDocumentMethod(Binding = "Far")]
    public Box Pack(Box b, Level l) {
      if (b != null) b.Wanted = l;
      return b;
    }
  }

  [WebService(Namespace = "http://lab.example.com/near")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  [WebServiceBinding(Name = "Far", Namespace = "urn:other")]
  public class BindingNamespaceHttp : WebService {
    [WebMethod] public string Near(string a) { return a; }

    [WebMethod, SoapDocumentMethod(Binding = "Far")]
    public Receipt Find(string code) {
      Receipt r = new Receipt();
      r.Code = code;
      Parcel p = new Parcel();
      p.Id = code;
      p.Weight = 2;
      r.Items = new Parcel[] { p };
      return r;
    }
  }

  [WebService(Namespace = "http://lab.example.com/near")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  [WebServiceBinding(Name = "Far", Namespace = "urn:other")]
  public class BindingNamespaceBare : WebService {
    [WebMethod] public string Near(string a) { return a; }

    [WebMethod, SoapDocumentMethod(Binding = "Far", ParameterStyle = SoapParameterStyle.Bare)]
    public Parcel Weigh(Parcel p) {
      if (p != null) p.Weight = p.Weight + 1;
      return p;
    }
  }
}
