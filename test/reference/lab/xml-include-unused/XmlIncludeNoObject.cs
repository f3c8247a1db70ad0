// [XmlInclude] on the service and a method, with no method returning object: which included classes are
// exported, and where. lab.sh wsdl XmlIncludeNoObject.cs Lab.XmlIncludeNoObject wsdl-no-object/
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Lab {
  public class Shape { public string Name; }
  public class Circle : Shape { public double Radius; }
  public class Square : Shape { public double Side; }
  public class Note { public string Text; }
  public class StickyNote : Note { public string Color; }

  [WebService(Namespace = "http://lab.example.com/include")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  [XmlInclude(typeof(Circle)), XmlInclude(typeof(StickyNote))]
  public class XmlIncludeNoObject : WebService {
    [WebMethod] public string Hello(string name) { return name; }
    [WebMethod, XmlInclude(typeof(Square))]
    public Shape Get(string name) { return new Square { Name = name, Side = 1 }; }
  }
}
