// XmlQualifiedName with [DefaultValue].
// lab.sh wsdl QualifiedNameDefault.cs Lab.QualifiedNameDefault wsdl/
using System;
using System.ComponentModel;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml;
using System.Xml.Serialization;

namespace Lab {
  public class Defaulted {
    [DefaultValue(typeof(XmlQualifiedName), "d")] public XmlQualifiedName Name;
    public string Text;
  }

  [WebService(Namespace = "http://lab.example.com/qname-default")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class QualifiedNameDefault : WebService {
    [WebMethod] public Defaulted Get() { return new Defaulted { Name = new XmlQualifiedName("d", ""), Text = "t" }; }
  }
}
