// [XmlRoot] on classes: a result's class with ElementName and Namespace, one with IsNullable = false, and one
// used as a parameter and as a member.
// lab.sh wsdl XmlRootResult.cs Lab.XmlRootResult wsdl/
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml;
using System.Xml.Serialization;

namespace Lab {
  [XmlRoot("Thing", Namespace = "urn:root")]
  public class Widget {
    public string Name;
    public int Size;
  }

  [XmlRoot(IsNullable = false)]
  public class Plain {
    public string Text;
  }

  public class Holder {
    public Widget Inner;
  }

  [WebService(Namespace = "http://lab.example.com/xml-root")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class XmlRootResult : WebService {
    [WebMethod] public Widget GetWidget() { return new Widget { Name = "w", Size = 2 }; }
    [WebMethod] public Plain GetPlain() { return new Plain { Text = "t" }; }
    [WebMethod] public Holder Hold(Widget w) { return new Holder { Inner = w }; }
  }
}
