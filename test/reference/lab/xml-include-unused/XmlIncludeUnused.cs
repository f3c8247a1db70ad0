// [XmlInclude] on the service class and on a method: subclasses no operation uses still exported.
// lab.sh wsdl XmlIncludeUnused.cs Lab.XmlIncludeUnused wsdl/
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Lab {
  public class Shape { public string Name; }
  public class Circle : Shape { public double Radius; }
  public class Square : Shape { public double Side; }
  // unrelated to any operation's type: a class only the service's XmlInclude names
  public class Note { public string Text; }
  public class StickyNote : Note { public string Color; }

  [WebService(Namespace = "http://lab.example.com/include")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  [XmlInclude(typeof(Circle)), XmlInclude(typeof(StickyNote))]
  public class XmlIncludeUnused : WebService {
    [WebMethod] public Shape Get(string name) { return new Circle { Name = name, Radius = 1 }; }

    [WebMethod, XmlInclude(typeof(Square))]
    public object Any(int kind) { return kind == 0 ? (object)new Square { Name = "s", Side = 2 } : new StickyNote { Text = "n", Color = "y" }; }
  }
}
