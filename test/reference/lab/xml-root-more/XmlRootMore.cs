// [XmlRoot] forms beyond ElementName with Namespace: each service class shows one group, so that one failing
// ?wsdl does not hide the others.
// lab.sh wsdl XmlRootMore.cs Lab.<Class> wsdl/<Class>
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml;
using System.Xml.Serialization;

namespace Lab {
  [XmlRoot("Named")]
  public class NameOnly {
    public string A;
  }

  [XmlRoot(Namespace = "urn:only")]
  public class SpaceOnly {
    public string B;
  }

  [XmlRoot("Thing", Namespace = "urn:root")]
  public class Widget {
    public string Name;
    public int Size;
  }

  [XmlRoot("Typed", Namespace = "urn:root")]
  [XmlType(Namespace = "urn:type")]
  public class Typed {
    public string C;
  }

  [XmlRoot("Animal", Namespace = "urn:zoo")]
  [XmlInclude(typeof(Dog))]
  public class Animal {
    public string Name;
  }

  public class Dog : Animal {
    public int Legs;
  }

  [XmlRoot("Car", Namespace = "urn:cars")]
  public class Car : Vehicle {
    public string Make;
  }

  public class Vehicle {
    public int Wheels;
  }

  [WebService(Namespace = "http://lab.example.com/xml-root-more")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class RootAlone : WebService {
    [WebMethod] public NameOnly GetNamed() { return new NameOnly { A = "a" }; }
    [WebMethod] public NameOnly EchoNamed(NameOnly n) { return n; }
    [WebMethod] public SpaceOnly GetSpaced() { return new SpaceOnly { B = "b" }; }
    [WebMethod] public SpaceOnly EchoSpaced(SpaceOnly s) { return s; }
  }

  [WebService(Namespace = "http://lab.example.com/xml-root-more")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class RootNamed : WebService {
    [WebMethod] public NameOnly GetNamed() { return new NameOnly { A = "a" }; }
    [WebMethod] public NameOnly EchoNamed(NameOnly n) { return n; }
  }

  [WebService(Namespace = "http://lab.example.com/xml-root-more")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class RootResults : WebService {
    [WebMethod] public Widget[] GetWidgets() { return new[] { new Widget { Name = "a", Size = 1 }, null }; }
    [WebMethod] public int CountWidgets(Widget[] ws) { return ws == null ? -1 : ws.Length; }
    [WebMethod] public void OutWidget(out Widget w) { w = new Widget { Name = "o", Size = 3 }; }
    [WebMethod] [return: XmlElement("Renamed")] public Widget GetRenamed() { return new Widget { Name = "r", Size = 4 }; }
    [WebMethod] [return: XmlElement(IsNullable = true)] public Widget GetNullable() { return null; }
    [WebMethod] public Widget GetNull() { return null; }
    [WebMethod] public Widget GetWidget() { return new Widget { Name = "w", Size = 2 }; }
  }

  [WebService(Namespace = "http://lab.example.com/xml-root-more")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class RootBare : WebService {
    [WebMethod] [SoapDocumentMethod(ParameterStyle = SoapParameterStyle.Bare)]
    public Widget BareEcho(Widget w) { return w; }
  }

  [WebService(Namespace = "http://lab.example.com/xml-root-more")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class RootTyped : WebService {
    [WebMethod] public Typed GetTyped() { return new Typed { C = "c" }; }
  }

  [WebService(Namespace = "http://lab.example.com/xml-root-more")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class RootBase : WebService {
    [WebMethod] public Animal GetAnimal() { return new Dog { Name = "d", Legs = 4 }; }
  }

  // More of a root on a base class: the base itself, a parameter, an array of the base holding a subclass.
  [WebService(Namespace = "http://lab.example.com/xml-root-more")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class RootBaseMore : WebService {
    [WebMethod] public Animal GetPlain() { return new Animal { Name = "p" }; }
    [WebMethod] public Animal EchoAnimal(Animal a) { return a; }
    [WebMethod] public Animal[] GetAnimals() { return new Animal[] { new Dog { Name = "d", Legs = 4 }, new Animal { Name = "p" } }; }
  }

  // The subclass of a root base as a result of its own.
  [WebService(Namespace = "http://lab.example.com/xml-root-more")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class RootBaseDog : WebService {
    [WebMethod] public Dog GetDog() { return new Dog { Name = "d", Legs = 4 }; }
  }

  [WebService(Namespace = "http://lab.example.com/xml-root-more")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class RootDerived : WebService {
    [WebMethod] public Car GetCar() { return new Car { Make = "m", Wheels = 4 }; }
  }
}
