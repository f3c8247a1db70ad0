// [XmlRoot] on a base class: the forms beyond ElementName with Namespace on a base with one level of included
// subclasses (that one is xml-root-more's RootBase), and two writer questions: where a SOAP header class's xmlns goes
// beside its [XmlAttribute] members, and whether a subclass's members in its own [XmlType(Namespace)] take the
// xsi:type's prefix. One service class per form, so that one failing ?wsdl does not hide the others.
// lab.sh wsdl RootBaseForms.cs Lab.<Class> wsdl/<Class>
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml;
using System.Xml.Serialization;

namespace Lab {
  // A root base with ElementName alone.
  [XmlRoot("Beast")]
  [XmlInclude(typeof(Cat))]
  public class Creature {
    public string Name;
  }
  public class Cat : Creature {
    public int Lives;
  }

  // A root base with Namespace alone.
  [XmlRoot(Namespace = "urn:fish")]
  [XmlInclude(typeof(Trout))]
  public class Fish {
    public string Name;
  }
  public class Trout : Fish {
    public int Spots;
  }

  // A root base with [XmlType(Namespace)] of its own.
  [XmlRoot("Bird", Namespace = "urn:birds")]
  [XmlType(Namespace = "urn:bird-type")]
  [XmlInclude(typeof(Owl))]
  public class Bird {
    public string Name;
  }
  public class Owl : Bird {
    public int Hoots;
  }

  // A root base whose subclasses have a namespace or a root of their own.
  [XmlRoot("Pet", Namespace = "urn:pets")]
  [XmlInclude(typeof(Hamster))]
  [XmlInclude(typeof(Parrot))]
  public class Pet {
    public string Name;
  }
  [XmlType(Namespace = "urn:hamsters")]
  public class Hamster : Pet {
    public int Cheeks;
  }
  [XmlRoot("Polly", Namespace = "urn:parrots")]
  public class Parrot : Pet {
    public string Word;
  }

  // A root base whose subclass is not in its [XmlInclude].
  [XmlRoot("Tree", Namespace = "urn:trees")]
  public class Tree {
    public string Name;
  }
  public class Oak : Tree {
    public int Rings;
  }

  // Two levels of subclasses under a root base.
  [XmlRoot("Mammal", Namespace = "urn:mammals")]
  [XmlInclude(typeof(Horse))]
  [XmlInclude(typeof(Foal))]
  public class Mammal {
    public string Name;
  }
  public class Horse : Mammal {
    public int Hands;
  }
  public class Foal : Horse {
    public int Months;
  }

  // A SOAP header class with [XmlAttribute] members.
  public class Stamp : SoapHeader {
    [XmlAttribute] public string Id;
    [XmlAttribute] public int Seq;
    public string Note;
  }

  // A subclass with [XmlType(Namespace)] under a base in another namespace (no root).
  [XmlType(Namespace = "urn:shapes")]
  [XmlInclude(typeof(Circle))]
  public class Shape {
    public string Name;
  }
  [XmlType(Namespace = "urn:circles")]
  public class Circle : Shape {
    public int Radius;
  }
  // The same under a base in the service's namespace.
  [XmlInclude(typeof(Square))]
  public class Figure {
    public string Name;
  }
  [XmlType(Namespace = "urn:squares")]
  public class Square : Figure {
    public int Side;
  }

  [WebService(Namespace = "http://lab.example.com/root-base-forms")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class RootNamedBase : WebService {
    [WebMethod] public Creature GetCreature() { return new Cat { Name = "c", Lives = 9 }; }
    [WebMethod] public Creature GetPlainCreature() { return new Creature { Name = "p" }; }
    [WebMethod] public Creature EchoCreature(Creature c) { return c; }
  }

  [WebService(Namespace = "http://lab.example.com/root-base-forms")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class RootSpacedBase : WebService {
    [WebMethod] public Fish GetFish() { return new Trout { Name = "t", Spots = 7 }; }
    [WebMethod] public Fish GetPlainFish() { return new Fish { Name = "p" }; }
    [WebMethod] public Fish EchoFish(Fish f) { return f; }
  }

  [WebService(Namespace = "http://lab.example.com/root-base-forms")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class RootTypedBase : WebService {
    [WebMethod] public Bird GetBird() { return new Owl { Name = "o", Hoots = 2 }; }
    [WebMethod] public Bird GetPlainBird() { return new Bird { Name = "p" }; }
    [WebMethod] public Bird EchoBird(Bird b) { return b; }
  }

  [WebService(Namespace = "http://lab.example.com/root-base-forms")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class RootOwnSub : WebService {
    [WebMethod] public Pet GetHamster() { return new Hamster { Name = "h", Cheeks = 2 }; }
    [WebMethod] public Pet GetParrot() { return new Parrot { Name = "y", Word = "hi" }; }
    [WebMethod] public Pet EchoPet(Pet p) { return p; }
    [WebMethod] public Parrot GetPolly() { return new Parrot { Name = "z", Word = "yo" }; }
  }

  [WebService(Namespace = "http://lab.example.com/root-base-forms")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class RootExcluded : WebService {
    [WebMethod] public Tree GetTree() { return new Oak { Name = "o", Rings = 80 }; }
    [WebMethod] public Oak GetOak() { return new Oak { Name = "k", Rings = 5 }; }
    [WebMethod] public Tree EchoTree(Tree t) { return t; }
  }

  [WebService(Namespace = "http://lab.example.com/root-base-forms")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class RootTwoLevels : WebService {
    [WebMethod] public Mammal GetFoal() { return new Foal { Name = "f", Hands = 12, Months = 3 }; }
    [WebMethod] public Mammal GetHorse() { return new Horse { Name = "h", Hands = 15 }; }
    [WebMethod] public Mammal EchoMammal(Mammal m) { return m; }
    [WebMethod] public Horse GetHorseAsHorse() { return new Foal { Name = "g", Hands = 11, Months = 2 }; }
  }

  [WebService(Namespace = "http://lab.example.com/root-base-forms")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class HeaderAttributes : WebService {
    public Stamp Stamp;
    [WebMethod, SoapHeader("Stamp", Direction = SoapHeaderDirection.InOut)]
    public string Stamped() {
      string seen = Stamp == null ? "none" : Stamp.Id + "/" + Stamp.Seq + "/" + Stamp.Note;
      Stamp = new Stamp { Id = "out", Seq = 2, Note = "n" };
      return seen;
    }
  }

  [WebService(Namespace = "http://lab.example.com/root-base-forms")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class SubclassSpaced : WebService {
    [WebMethod] public Shape GetShape() { return new Circle { Name = "c", Radius = 3 }; }
    [WebMethod] public Figure GetFigure() { return new Square { Name = "s", Side = 4 }; }
    [WebMethod] public Shape EchoShape(Shape s) { return s; }
  }
}
