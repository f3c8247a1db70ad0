// [WebServiceBinding(Location)] and other namespaces, the forms binding-location-forms left: a located binding in the
// service's namespace beside one in another namespace (OwnBeside) and beside a located one (OwnLocated); bindings in
// two other namespaces (TwoSpaces) and three (ThreeSpaces: one located, two not; LocatedThree: three located); two
// located bindings at one location, in one namespace (SameLocation) and in two (SharedLocation); three located
// bindings beside types in three other namespaces (LocatedThreeTyped: where i2 goes among s1, s2, s3; WSDL only);
// OwnLocated with classes, an enum and an array of the service's namespace (OwnLocatedTyped: the schema's QNames
// under i1; WSDL only). Bindings of two
// methods, called over SOAP 1.1, SOAP 1.2, HTTP GET and HTTP POST (TwoSpaces).
// lab.sh wsdl BindingLocationMore.cs Lab.OwnBeside ownbeside/wsdl (and the others); exchanges with ../record.mjs
using System;
using System.Web.Services;
using System.Web.Services.Protocols;

namespace Lab {
  [WebService(Namespace = "http://lab.example.com/ownbeside")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  [WebServiceBinding(Name = "Near", Namespace = "http://lab.example.com/ownbeside", Location = "http://example.com/near.wsdl")]
  [WebServiceBinding(Name = "Other", Namespace = "urn:other")]
  public class OwnBeside : WebService {
    [WebMethod] public string Own(string s) { return "o:" + s; }
    [WebMethod, SoapDocumentMethod(Binding = "Near")] public string Close(string s) { return "c:" + s; }
    [WebMethod, SoapDocumentMethod(Binding = "Other")] public string Away(string s) { return "w:" + s; }
  }

  [WebService(Namespace = "http://lab.example.com/ownlocated")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  [WebServiceBinding(Name = "Ext", Namespace = "urn:ext", Location = "http://example.com/ext.wsdl")]
  [WebServiceBinding(Name = "Near", Namespace = "http://lab.example.com/ownlocated", Location = "http://example.com/near.wsdl")]
  public class OwnLocated : WebService {
    [WebMethod] public string Own(string s) { return "o:" + s; }
    [WebMethod, SoapDocumentMethod(Binding = "Ext")] public string Far(string s) { return "f:" + s; }
    [WebMethod, SoapDocumentMethod(Binding = "Near")] public string Close(string s) { return "c:" + s; }
  }

  [WebService(Namespace = "http://lab.example.com/twospaces")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  [WebServiceBinding(Name = "OtherA", Namespace = "urn:othera")]
  [WebServiceBinding(Name = "OtherB", Namespace = "urn:otherb")]
  public class TwoSpaces : WebService {
    [WebMethod] public string Own(string s) { return "o:" + s; }
    [WebMethod, SoapDocumentMethod(Binding = "OtherA")] public string AwayA(string s) { return "a:" + s; }
    [WebMethod, SoapDocumentMethod(Binding = "OtherB")] public string AwayB(string s) { return "b:" + s; }
    [WebMethod, SoapDocumentMethod(Binding = "OtherA")] public int CountA(int n) { return n + 1; }
  }

  [WebService(Namespace = "http://lab.example.com/threespaces")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  [WebServiceBinding(Name = "Ext", Namespace = "urn:ext", Location = "http://example.com/ext.wsdl")]
  [WebServiceBinding(Name = "OtherA", Namespace = "urn:othera")]
  [WebServiceBinding(Name = "OtherB", Namespace = "urn:otherb")]
  public class ThreeSpaces : WebService {
    [WebMethod] public string Own(string s) { return "o:" + s; }
    [WebMethod, SoapDocumentMethod(Binding = "OtherA")] public string AwayA(string s) { return "a:" + s; }
    [WebMethod, SoapDocumentMethod(Binding = "Ext")] public string Far(string s) { return "f:" + s; }
    [WebMethod, SoapDocumentMethod(Binding = "OtherB")] public string AwayB(string s) { return "b:" + s; }
  }

  [WebService(Namespace = "http://lab.example.com/locthree")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  [WebServiceBinding(Name = "ExtA", Namespace = "urn:exta", Location = "http://example.com/a.wsdl")]
  [WebServiceBinding(Name = "ExtB", Namespace = "urn:extb", Location = "http://example.com/b.wsdl")]
  [WebServiceBinding(Name = "ExtC", Namespace = "urn:extc", Location = "http://example.com/c.wsdl")]
  public class LocatedThree : WebService {
    [WebMethod] public string Own(string s) { return "o:" + s; }
    [WebMethod, SoapDocumentMethod(Binding = "ExtA")] public string FarA(string s) { return "a:" + s; }
    [WebMethod, SoapDocumentMethod(Binding = "ExtB")] public string FarB(string s) { return "b:" + s; }
    [WebMethod, SoapDocumentMethod(Binding = "ExtC")] public string FarC(string s) { return "c:" + s; }
  }

  [WebService(Namespace = "http://lab.example.com/samelocation")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  [WebServiceBinding(Name = "ExtA", Namespace = "urn:exta", Location = "http://example.com/a.wsdl")]
  [WebServiceBinding(Name = "ExtA2", Namespace = "urn:exta", Location = "http://example.com/a.wsdl")]
  public class SameLocation : WebService {
    [WebMethod] public string Own(string s) { return "o:" + s; }
    [WebMethod, SoapDocumentMethod(Binding = "ExtA")] public string FarA(string s) { return "a:" + s; }
    [WebMethod, SoapDocumentMethod(Binding = "ExtA2")] public string FarA2(string s) { return "2:" + s; }
  }

  [WebService(Namespace = "http://lab.example.com/sharedlocation")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  [WebServiceBinding(Name = "ExtA", Namespace = "urn:exta", Location = "http://example.com/ab.wsdl")]
  [WebServiceBinding(Name = "ExtB", Namespace = "urn:extb", Location = "http://example.com/ab.wsdl")]
  public class SharedLocation : WebService {
    [WebMethod] public string Own(string s) { return "o:" + s; }
    [WebMethod, SoapDocumentMethod(Binding = "ExtA")] public string FarA(string s) { return "a:" + s; }
    [WebMethod, SoapDocumentMethod(Binding = "ExtB")] public string FarB(string s) { return "b:" + s; }
  }

  [System.Xml.Serialization.XmlType(Namespace = "urn:ta")] public class Ta { public string A; }
  [System.Xml.Serialization.XmlType(Namespace = "urn:tb")] public class Tb { public string B; }
  [System.Xml.Serialization.XmlType(Namespace = "urn:tc")] public class Tc { public string C; }

  [WebService(Namespace = "http://lab.example.com/locthreetyped")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  [WebServiceBinding(Name = "ExtA", Namespace = "urn:exta", Location = "http://example.com/a.wsdl")]
  [WebServiceBinding(Name = "ExtB", Namespace = "urn:extb", Location = "http://example.com/b.wsdl")]
  [WebServiceBinding(Name = "ExtC", Namespace = "urn:extc", Location = "http://example.com/c.wsdl")]
  public class LocatedThreeTyped : WebService {
    [WebMethod] public string Own(Ta a, Tb b, Tc c) { return "o"; }
    [WebMethod, SoapDocumentMethod(Binding = "ExtA")] public string FarA(string s) { return "a:" + s; }
    [WebMethod, SoapDocumentMethod(Binding = "ExtB")] public string FarB(string s) { return "b:" + s; }
    [WebMethod, SoapDocumentMethod(Binding = "ExtC")] public string FarC(string s) { return "c:" + s; }
  }

  public enum Kind { Small, Large }
  public class Thing { public string Name; public Kind Kind; public int[] Counts; }

  [WebService(Namespace = "http://lab.example.com/ownlocatedtyped")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  [WebServiceBinding(Name = "Ext", Namespace = "urn:ext", Location = "http://example.com/ext.wsdl")]
  [WebServiceBinding(Name = "Near", Namespace = "http://lab.example.com/ownlocatedtyped", Location = "http://example.com/near.wsdl")]
  public class OwnLocatedTyped : WebService {
    [WebMethod] public Thing Own(Thing t) { return t; }
    [WebMethod, SoapDocumentMethod(Binding = "Ext")] public string Far(string s) { return "f:" + s; }
    [WebMethod, SoapDocumentMethod(Binding = "Near")] public string Close(string s) { return "c:" + s; }
  }
}
