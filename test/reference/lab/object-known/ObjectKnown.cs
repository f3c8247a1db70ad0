// Which types an object result knows, over HTTP GET/POST and SOAP: a type only a parameter reaches, only another
// method's result, only the service's [XmlInclude], only a SOAP header, only a method HTTP does not offer (its
// parameter is a class), only a member of a result's class.
// lab.sh wsdl ObjectKnown.cs Lab.ObjectKnown wsdl/
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Lab {
  public enum ParamTone { Low, High }
  public class ParamThing { public string Name; }
  public enum ResultTone { Soft, Loud }
  public class MemberThing { public string Name; }
  public class ResultThing { public string Name; public MemberThing Part; }
  public class SoapOnlyThing { public string Name; }
  public class IncludedThing { public string Name; }
  public enum HeaderTone { Dim, Bright }
  public class Ticket : SoapHeader { public string Id; public HeaderTone Tone; }

  [WebService(Namespace = "http://lab.example.com/object-known")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  [XmlInclude(typeof(IncludedThing))]
  public class ObjectKnown : WebService {
    public Ticket Ticket;

    [WebMethod] public string Take(ParamTone tone, ParamThing thing) { return "ok"; }
    [WebMethod] public ResultThing GetThing() { return new ResultThing { Name = "r" }; }
    [WebMethod] public ResultTone GetTone() { return ResultTone.Loud; }
    [WebMethod] [SoapHeader("Ticket")] public string Stamp() { return "s"; }
    [WebMethod] public SoapOnlyThing Convert(ParamThing thing) { return new SoapOnlyThing { Name = thing.Name }; }

    [WebMethod] public object Any(int kind) {
      switch (kind) {
        case 0: return ParamTone.High;
        case 1: return new ParamThing { Name = "p" };
        case 2: return ResultTone.Loud;
        case 3: return new ResultThing { Name = "r" };
        case 4: return new IncludedThing { Name = "i" };
        case 5: return new Ticket { Id = "t", Tone = HeaderTone.Bright };
        case 6: return HeaderTone.Bright;
        case 7: return new SoapOnlyThing { Name = "o" };
        default: return new MemberThing { Name = "m" };
      }
    }
  }
}
