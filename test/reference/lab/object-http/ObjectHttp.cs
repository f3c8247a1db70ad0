// A method returning object, over SOAP and HTTP GET/POST: the HTTP result document of an object.
// lab.sh wsdl ObjectHttp.cs Lab.ObjectHttp wsdl/
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Lab {
  [XmlInclude(typeof(Circle))]
  public class Shape { public string Name; }
  public class Circle : Shape { public double Radius; }
  public enum Color { Red, Green }

  [WebService(Namespace = "http://lab.example.com/object")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class ObjectHttp : WebService {
    [WebMethod] public Shape Get(string name) { return new Shape { Name = name }; }

    [WebMethod] public object Any(int kind) {
      switch (kind) {
        case 0: return new Circle { Name = "c", Radius = 2 };
        case 1: return "text";
        case 2: return 42;
        case 3: return Color.Green;
        case 4: return new int[] { 1, 2 };
        default: return null;
      }
    }
  }
}
