// [XmlRoot] on a base class: the forms root-base-forms left out, one service each.
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml;
using System.Xml.Serialization;

namespace Lab {
  // A root with neither ElementName nor Namespace on a base ([XmlRoot(IsNullable = false)]).
  [XmlRoot(IsNullable = false), XmlInclude(typeof(Lamb))]
  public class Sheep { public string Name; }
  public class Lamb : Sheep { public int Weeks; }

  [WebService(Namespace = "http://lab.example.com/root-base-more")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class RootBare : WebService {
    [WebMethod] public Sheep GetSheep() { return new Lamb { Name = "l", Weeks = 3 }; }
    [WebMethod] public Sheep EchoSheep(Sheep s) { return s; }
  }

  // A root on a class that has a base: Vehicle -> Car [XmlRoot("Car", Namespace = "urn:cars")] -> Coupe.
  [XmlInclude(typeof(Car))]
  public class Vehicle { public string Make; }
  [XmlRoot("Car", Namespace = "urn:cars"), XmlInclude(typeof(Coupe))]
  public class Car : Vehicle { public int Doors; }
  public class Coupe : Car { public bool Soft; }

  [WebService(Namespace = "http://lab.example.com/root-base-more")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class RootMiddle : WebService {
    [WebMethod] public Car GetCar() { return new Coupe { Make = "m", Doors = 2, Soft = true }; }
    [WebMethod] public Vehicle GetVehicle() { return new Coupe { Make = "v", Doors = 2, Soft = false }; }
    [WebMethod] public Car EchoCar(Car c) { return c; }
  }

  // A subclass with a namespace of its own under a root of ElementName alone.
  [XmlRoot("Plant"), XmlInclude(typeof(Fern))]
  public class Flora { public string Name; }
  [XmlType(Namespace = "urn:ferns")]
  public class Fern : Flora { public int Fronds; }

  [WebService(Namespace = "http://lab.example.com/root-base-more")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class RootNamedOwn : WebService {
    [WebMethod] public Flora GetFlora() { return new Fern { Name = "f", Fronds = 5 }; }
    [WebMethod] public Flora EchoFlora(Flora p) { return p; }
  }

  // A subclass with an [XmlRoot] of its own under a root with a namespace, two levels down.
  [XmlRoot("Fish", Namespace = "urn:fish"), XmlInclude(typeof(Salmon))]
  public class Fish { public string Name; }
  [XmlInclude(typeof(Smolt))]
  public class Salmon : Fish { public int Runs; }
  [XmlRoot("Smolt", Namespace = "urn:smolts")]
  public class Smolt : Salmon { public int Age; }

  [WebService(Namespace = "http://lab.example.com/root-base-more")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class RootDeepOwn : WebService {
    [WebMethod] public Fish GetFish() { return new Smolt { Name = "s", Runs = 0, Age = 1 }; }
    [WebMethod] public Smolt GetSmolt() { return new Smolt { Name = "t", Runs = 1, Age = 2 }; }
  }

  // A subclass under a namespaced subclass of a root.
  [XmlRoot("Pet", Namespace = "urn:pets"), XmlInclude(typeof(Rodent))]
  public class Pet { public string Name; }
  [XmlType(Namespace = "urn:rodents"), XmlInclude(typeof(Gerbil))]
  public class Rodent : Pet { public int Teeth; }
  public class Gerbil : Rodent { public int Tail; }

  [WebService(Namespace = "http://lab.example.com/root-base-more")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class RootUnderSpaced : WebService {
    [WebMethod] public Pet GetPet() { return new Gerbil { Name = "g", Teeth = 16, Tail = 4 }; }
  }
}
