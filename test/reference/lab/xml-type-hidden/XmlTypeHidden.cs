// [XmlType(IncludeInSchema = false)] on a class used as a member.
// lab.sh wsdl XmlTypeHidden.cs Lab.XmlTypeHidden wsdl/
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml;
using System.Xml.Serialization;

namespace Lab {
  [XmlType(IncludeInSchema = false)]
  public class Hidden {
    public string A;
  }

  public class Shown {
    public string Name;
    public Hidden Part;
  }

  [WebService(Namespace = "http://lab.example.com/xml-type-hidden")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class XmlTypeHidden : WebService {
    [WebMethod] public Shown GetShown() { return new Shown { Name = "n", Part = new Hidden { A = "a" } }; }
  }
}
