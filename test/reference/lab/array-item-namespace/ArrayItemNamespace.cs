// [XmlArrayItem(Namespace = ...)]: array items in another namespace.
// lab.sh wsdl ArrayItemNamespace.cs Lab.ArrayItemNamespace wsdl/
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Lab {
  public class Item {
    [XmlArrayItem(Namespace = "urn:items")] public string[] Names;
    [XmlArrayItem("N", Namespace = "urn:items")] public int[] Numbers;
    public string Text;
  }

  [WebService(Namespace = "http://lab.example.com/ains")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class ArrayItemNamespace : WebService {
    [WebMethod] public Item Get() {
      return new Item { Names = new[] { "a", "b" }, Numbers = new[] { 1, 2 }, Text = "t" };
    }
    [WebMethod] public Item Echo(Item item) { return item; }
  }
}
