// A result or out parameter that is a choice of classes without a common base and without [XmlChoiceIdentifier]
// (issue #32), beside ../choice-classes (whose ChoiceResult.Pick is served here again for SOAP 1.2 and HTTP POST):
// [return: XmlElement(typeof(A)), XmlElement(typeof(B))] over object (Pick) and object[] (PickMany),
// [return: XmlArrayItem(typeof(A)), XmlArrayItem(typeof(B))] over object[] (PickArray), and an out parameter
// [XmlElement(typeof(A)), XmlElement(typeof(B))] out object (PickOut).
// (Pick's WSDL is ../choice-classes/wsdl-result, identical.) lab.sh wsdl ChoiceClassesResult.cs Lab.ChoiceResultMore wsdl/
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Lab {
  public class Pallet { public string Sscc; public decimal Weight; }
  public class Drum { public decimal Litres; }

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

  [WebService(Namespace = "http://lab.example.com/choice-classes")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class ChoiceResultMore : WebService {
    static object[] Many(int kind) {
      if (kind == 0) return new object[] { new Pallet { Sscc = "p", Weight = 2m }, new Drum { Litres = 3m }, null, new Pallet() };
      if (kind == 1) return new object[0];
      if (kind == 3) return new object[] { "text" };
      return null;
    }
    [WebMethod]
    [return: XmlElement(typeof(Pallet)), XmlElement(typeof(Drum))]
    public object[] PickMany(int kind) { return Many(kind); }

    [WebMethod]
    [return: XmlArrayItem(typeof(Pallet)), XmlArrayItem(typeof(Drum))]
    public object[] PickArray(int kind) { return Many(kind); }

    [WebMethod]
    public string PickOut(int kind, [XmlElement(typeof(Pallet)), XmlElement(typeof(Drum))] out object unit) {
      unit = kind == 0 ? (object)new Pallet { Sscc = "p", Weight = 2m } : kind == 1 ? (object)new Drum { Litres = 3m } : kind == 3 ? (object)"text" : null;
      return "r" + kind;
    }
  }
}
