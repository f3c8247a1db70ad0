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
// BindingNamespaceHierarchy (hierarchy/): a base class with [XmlInclude] of a subclass, used on Far and on the
// service's own binding; a subclass of two levels; an array of the base.
// lab.sh wsdl BindingNamespaceTypes.cs Lab.BindingNamespaceHierarchy hierarchy/wsdl
// BindingNamespaceHierarchyOnly (hierarchy-only/): the same hierarchy used on Far only.
// lab.sh wsdl BindingNamespaceTypes.cs Lab.BindingNamespaceHierarchyOnly hierarchy-only/wsdl
// BindingNamespaceMethodInclude (method-include/): [XmlInclude] on the method on Far, of classes without one.
// lab.sh wsdl BindingNamespaceTypes.cs Lab.BindingNamespaceMethodInclude method-include/wsdl
// BindingNamespaceFlagsOnly (flags-only/): the [Flags] enum alone (parameter, result, class element and attribute).
// lab.sh wsdl BindingNamespaceTypes.cs Lab.BindingNamespaceFlagsOnly flags-only/wsdl
// BindingNamespaceFlags (flags/): a [Flags] enum, a Guid and a char as parameters, result and class members on Far.
// lab.sh wsdl BindingNamespaceTypes.cs Lab.BindingNamespaceFlags flags/wsdl
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

  [XmlInclude(typeof(Truck))]
  public class Vehicle {
    public string Plate;
  }

  [XmlInclude(typeof(Tanker))]
  public class Truck : Vehicle {
    public int Axles;
  }

  public class Tanker : Truck {
    public decimal Litres;
  }

  [WebService(Namespace = "http://lab.example.com/near")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  [WebServiceBinding(Name = "Far", Namespace = "urn:other")]
  public class BindingNamespaceHierarchy : WebService {
    [WebMethod] public Vehicle Park(Vehicle v) { return v; }

    [WebMethod, SoapDocumentMethod(Binding = "Far")]
    public Vehicle Move(Vehicle v) {
      if (v is Truck) ((Truck)v).Axles = ((Truck)v).Axles + 1;
      return v;
    }

    [WebMethod, SoapDocumentMethod(Binding = "Far")]
    public Vehicle[] Fleet(string plate) {
      Vehicle a = new Vehicle(); a.Plate = plate;
      Truck b = new Truck(); b.Plate = plate; b.Axles = 3;
      Tanker c = new Tanker(); c.Plate = plate; c.Axles = 4; c.Litres = 1.5m;
      return new Vehicle[] { a, b, c };
    }
  }

  [Flags]
  public enum Perm { None = 0, Read = 1, Write = 2, Run = 4 }

  public class Tag {
    public Guid Id;
    public char Mark;
    public Perm Rights;
    [XmlAttribute] public Perm Mode;
  }

  [WebService(Namespace = "http://lab.example.com/near")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  [WebServiceBinding(Name = "Far", Namespace = "urn:other")]
  public class BindingNamespaceFlags : WebService {
    [WebMethod] public string Near(string a) { return a; }

    [WebMethod, SoapDocumentMethod(Binding = "Far")]
    public Tag Stamp(Tag t, Guid g, char c, Perm p) {
      if (t == null) t = new Tag();
      t.Id = g;
      t.Mark = c;
      t.Rights = p;
      return t;
    }

    [WebMethod, SoapDocumentMethod(Binding = "Far")]
    public Perm Grant(Perm p) { return p | Perm.Read; }
  }

  [WebService(Namespace = "http://lab.example.com/near")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  [WebServiceBinding(Name = "Far", Namespace = "urn:other")]
  public class BindingNamespaceHierarchyOnly : WebService {
    [WebMethod] public string Near(string a) { return a; }

    [WebMethod, SoapDocumentMethod(Binding = "Far")]
    public Vehicle Move(Vehicle v) {
      if (v is Truck) ((Truck)v).Axles = ((Truck)v).Axles + 1;
      return v;
    }
  }

  public class Animal {
    public string Name;
  }

  public class Dog : Animal {
    public int Barks;
  }

  [WebService(Namespace = "http://lab.example.com/near")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  [WebServiceBinding(Name = "Far", Namespace = "urn:other")]
  public class BindingNamespaceMethodInclude : WebService {
    [WebMethod] public string Near(string a) { return a; }

    [WebMethod, SoapDocumentMethod(Binding = "Far"), XmlInclude(typeof(Dog))]
    public Animal Walk(Animal a) {
      if (a is Dog) ((Dog)a).Barks = ((Dog)a).Barks + 1;
      return a;
    }
  }

  public class Badge {
    public string Name;
    public Perm Rights;
    [XmlAttribute] public Perm Mode;
  }

  [WebService(Namespace = "http://lab.example.com/near")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  [WebServiceBinding(Name = "Far", Namespace = "urn:other")]
  public class BindingNamespaceFlagsOnly : WebService {
    [WebMethod] public string Near(string a) { return a; }

    [WebMethod, SoapDocumentMethod(Binding = "Far")]
    public Badge Label(Badge b, Perm p) {
      if (b != null) b.Rights = b.Rights | p;
      return b;
    }

    [WebMethod, SoapDocumentMethod(Binding = "Far")]
    public Perm Grant(Perm p) { return p | Perm.Read; }
  }
}
