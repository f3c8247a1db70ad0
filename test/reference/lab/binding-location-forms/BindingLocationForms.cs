// [WebServiceBinding(Location)] forms: a located binding in the service's own namespace (LocatedOwn), two located
// bindings (LocatedTwo), one beside a binding in another namespace (LocatedBeside); Plain: one document (absent documents).
// lab.sh wsdl BindingLocationForms.cs Lab.LocatedOwn own/wsdl (and two/wsdl, beside/wsdl); exchanges with ../record.mjs
using System;
using System.Web.Services;
using System.Web.Services.Protocols;

namespace Lab {
  [WebService(Namespace = "http://lab.example.com/locown")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  [WebServiceBinding(Name = "Near", Namespace = "http://lab.example.com/locown", Location = "http://example.com/near.wsdl")]
  public class LocatedOwn : WebService {
    [WebMethod] public string Own(string s) { return "o:" + s; }
    [WebMethod, SoapDocumentMethod(Binding = "Near")] public string Close(string s) { return "c:" + s; }
  }

  [WebService(Namespace = "http://lab.example.com/loctwo")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  [WebServiceBinding(Name = "ExtA", Namespace = "urn:exta", Location = "http://example.com/a.wsdl")]
  [WebServiceBinding(Name = "ExtB", Namespace = "urn:extb", Location = "http://example.com/b.wsdl")]
  public class LocatedTwo : WebService {
    [WebMethod] public string Own(string s) { return "o:" + s; }
    [WebMethod, SoapDocumentMethod(Binding = "ExtA")] public string FarA(string s) { return "a:" + s; }
    [WebMethod, SoapDocumentMethod(Binding = "ExtB")] public string FarB(string s) { return "b:" + s; }
  }

  [WebService(Namespace = "http://lab.example.com/locbeside")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  [WebServiceBinding(Name = "Ext", Namespace = "urn:ext", Location = "http://example.com/ext.wsdl")]
  [WebServiceBinding(Name = "Other", Namespace = "urn:other")]
  public class LocatedBeside : WebService {
    [WebMethod] public string Own(string s) { return "o:" + s; }
    [WebMethod, SoapDocumentMethod(Binding = "Ext")] public string Far(string s) { return "f:" + s; }
    [WebMethod, SoapDocumentMethod(Binding = "Other")] public string Away(string s) { return "w:" + s; }
  }

  [WebService(Namespace = "http://lab.example.com/plain")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class Plain : WebService {
    [WebMethod] public string Echo(string s) { return s; }
  }
}
