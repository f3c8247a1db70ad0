// [XmlChoiceIdentifier] with [XmlElement] of simple values: a member that is one of several elements.
// lab.sh wsdl ChoiceSimple.cs Lab.ChoiceSimple wsdl/
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Lab {
  [XmlType(IncludeInSchema = false)]
  public enum ItemChoiceType { Email, Phone, Age }
  public enum ItemsChoiceType { Tag, Code }

  public class Contact {
    public string Name;
    [XmlChoiceIdentifier("ItemKind")]
    [XmlElement("Email", typeof(string))]
    [XmlElement("Phone", typeof(string))]
    [XmlElement("Age", typeof(int))]
    public object Item;
    [XmlIgnore] public ItemChoiceType ItemKind;

    [XmlChoiceIdentifier("ItemsKinds")]
    [XmlElement("Tag", typeof(string))]
    [XmlElement("Code", typeof(string))]
    public string[] Items;
    [XmlIgnore] public ItemsChoiceType[] ItemsKinds;
  }

  [WebService(Namespace = "http://lab.example.com/choice")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class ChoiceSimple : WebService {
    [WebMethod] public Contact Get(int kind) {
      var c = new Contact { Name = "Ann" };
      if (kind == 0) { c.Item = "ann@example.com"; c.ItemKind = ItemChoiceType.Email; }
      else if (kind == 1) { c.Item = "555"; c.ItemKind = ItemChoiceType.Phone; }
      else { c.Item = 42; c.ItemKind = ItemChoiceType.Age; }
      c.Items = new[] { "a", "b", "c" };
      c.ItemsKinds = new[] { ItemsChoiceType.Tag, ItemsChoiceType.Code, ItemsChoiceType.Tag };
      return c;
    }
    [WebMethod] public Contact Echo(Contact c) { return c; }
  }
}
