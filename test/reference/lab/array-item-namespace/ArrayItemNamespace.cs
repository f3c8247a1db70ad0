// [XmlArrayItem(Namespace = ...)]: array items in another namespace (strings, ints renamed, classes, enums).
// lab.sh wsdl ArrayItemNamespace.cs Lab.ArrayItemNamespace wsdl/
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Lab {
  public enum Color { Red, Blue }

  public class Inner {
    public string Code;
  }

  public class Item {
    [XmlArrayItem(Namespace = "urn:items")] public string[] Names;
    [XmlArrayItem("N", Namespace = "urn:items")] public int[] Numbers;
    public string Text;
    [XmlArrayItem(Namespace = "urn:items")] public Inner[] Inners;
    [XmlArrayItem(Namespace = "urn:items")] public Color[] Colors;
  }

  [WebService(Namespace = "http://lab.example.com/ains")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class ArrayItemNamespace : WebService {
    [WebMethod] public Item Get() {
      return new Item {
        Names = new[] { "a", "b" }, Numbers = new[] { 1, 2 }, Text = "t",
        Inners = new[] { new Inner { Code = "c" } }, Colors = new[] { Color.Blue }
      };
    }
    [WebMethod] public Item Echo(Item item) { return item; }
  }
}
