// IXmlSerializable without [XmlSchemaProvider] (GetSchema returns null), as arrays (parameter, result) and as a
// member of an ordinary class (issue #32); the PropertyBag of ../xml-serializable-bare.
// lab.sh wsdl BagShelf.cs Lab.BagShelf wsdl
using System;
using System.Collections.Generic;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml;
using System.Xml.Schema;
using System.Xml.Serialization;

namespace Lab {
  public class PropertyBag : IXmlSerializable {
    public List<KeyValuePair<string, string>> Values = new List<KeyValuePair<string, string>>();
    public XmlSchema GetSchema() { return null; }
    public void ReadXml(XmlReader reader) {
      bool empty = reader.IsEmptyElement;
      reader.ReadStartElement();
      if (empty) return;
      reader.MoveToContent();
      while (reader.NodeType == XmlNodeType.Element) {
        string key = reader.GetAttribute("key");
        Values.Add(new KeyValuePair<string, string>(key, reader.ReadElementContentAsString()));
        reader.MoveToContent();
      }
      reader.ReadEndElement();
    }
    public void WriteXml(XmlWriter writer) {
      foreach (var pair in Values) {
        writer.WriteStartElement("entry");
        writer.WriteAttributeString("key", pair.Key);
        writer.WriteString(pair.Value);
        writer.WriteEndElement();
      }
    }
    public override string ToString() {
      var text = "";
      foreach (var pair in Values) text += pair.Key + "=" + pair.Value + ",";
      return "[" + text + "]";
    }
  }

  public class Profile {
    public string Name;
    public PropertyBag Settings;
    public int Age;
  }

  [WebService(Namespace = "http://lab.example.com/bag-shelf")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class BagShelf : WebService {
    static PropertyBag Bag(int i) {
      var bag = new PropertyBag();
      for (int k = 0; k < i; k++) bag.Values.Add(new KeyValuePair<string, string>("k" + k, "v" + i));
      return bag;
    }

    // n < 0: null; else n bags, the i-th with i entries; n = 100: a bag, a null item, a bag.
    [WebMethod] public PropertyBag[] GetBags(int n) {
      if (n < 0) return null;
      if (n == 100) return new PropertyBag[] { Bag(1), null, Bag(2) };
      var bags = new PropertyBag[n];
      for (int i = 0; i < n; i++) bags[i] = Bag(i);
      return bags;
    }

    [WebMethod] public string CountBags(PropertyBag[] bags) {
      if (bags == null) return "null";
      var text = bags.Length + ":";
      foreach (var bag in bags) text += (bag == null ? "null" : bag.ToString()) + ";";
      return text;
    }

    // n < 0: null; 0: no settings; else settings of n entries.
    [WebMethod] public Profile GetProfile(int n) {
      if (n < 0) return null;
      return new Profile { Name = "Ann", Settings = n == 0 ? null : Bag(n), Age = 30 + n };
    }

    [WebMethod] public string EchoProfile(Profile profile) {
      if (profile == null) return "null";
      return profile.Name + ":" + (profile.Settings == null ? "null" : profile.Settings.ToString()) + ":" + profile.Age;
    }
  }
}
