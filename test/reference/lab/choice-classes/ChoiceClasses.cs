// Choices of classes without a common base and without [XmlChoiceIdentifier] (issue #32; the sweep3-names
// Warehouse service): [XmlArrayItem(typeof(A))] several times over object[] (ArrayOfChoice1), [XmlElement(typeof(A))]
// several times over object, renamed over object[]; the runtime type of the value picks the element. Also as
// parameters (ChoiceClasses) and a result (ChoiceResult).
// lab.sh wsdl ChoiceClasses.cs Lab.ChoiceClasses wsdl/; lab.sh wsdl ChoiceClasses.cs Lab.ChoiceResult wsdl-result/
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Lab {
  public class Pallet { public string Sscc; public decimal Weight; }
  public class Carton { [XmlAttribute] public string Gtin; public int Units; }
  public class Drum { public decimal Litres; }

  public class Load {
    public string Id;
    [XmlArrayItem(typeof(Pallet)), XmlArrayItem(typeof(Carton)), XmlArrayItem(typeof(Drum))]
    public object[] Units;
    [XmlElement(typeof(Pallet)), XmlElement(typeof(Carton))]
    public object Head;
    [XmlElement("LoosePallet", typeof(Pallet)), XmlElement("LooseDrum", typeof(Drum))]
    public object[] Loose;
    public int Count;
  }

  [WebService(Namespace = "http://lab.example.com/choice-classes")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class ChoiceClasses : WebService {
    [WebMethod] public Load Get(int kind) {
      var l = new Load { Id = "L1", Count = 2 };
      if (kind == 0) {
        l.Units = new object[] { new Pallet { Sscc = "s1", Weight = 1.5m }, new Drum { Litres = 200m }, null, new Carton { Gtin = "g1", Units = 12 } };
        l.Head = new Carton { Gtin = "g0", Units = 1 };
        l.Loose = new object[] { new Drum { Litres = 5m }, new Pallet { Sscc = "s2", Weight = 0m } };
      } else if (kind == 1) {
        l.Units = new object[0];
        l.Head = new Pallet();
        l.Loose = new object[0];
      }
      return l;
    }
    [WebMethod] public Load Echo(Load load) { return load; }
    [WebMethod]
    public string Put([XmlElement(typeof(Pallet)), XmlElement(typeof(Drum))] object unit) {
      return unit == null ? "null" : unit.GetType().Name;
    }
    [WebMethod]
    public int PutMany([XmlElement("P", typeof(Pallet)), XmlElement("D", typeof(Drum))] object[] units) {
      return units == null ? -1 : units.Length;
    }
  }

  // A result of the choice: its SOAP element names the class; over HTTP GET/POST the document is <anyType xsi:type>.
  [WebService(Namespace = "http://lab.example.com/choice-classes")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class ChoiceResult : WebService {
    [WebMethod]
    [return: XmlElement(typeof(Pallet)), XmlElement(typeof(Drum))]
    public object Pick(int kind) {
      if (kind == 0) return new Pallet { Sscc = "p", Weight = 2m };
      if (kind == 1) return new Drum { Litres = 3m };
      return null;
    }
  }
}
