// IXmlSerializable without [XmlSchemaProvider] (GetSchema returns null): the sweep2-types Catalog service's
// PropertyBag, as result and parameter (issue #32). ASMX publishes a DataSet's shape under the class's name;
// on the wire the element holds whatever WriteXml writes.
// lab.sh wsdl SettingsBag.cs Lab.SettingsBag wsdl/
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
      while (reader.NodeType == XmlNodeType.Element) {
        string key = reader.GetAttribute("key");
        Values.Add(new KeyValuePair<string, string>(key, reader.ReadElementContentAsString()));
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
  }

  [WebService(Namespace = "http://lab.example.com/bag")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class SettingsBag : WebService {
    [WebMethod] public PropertyBag GetSettings(string scope) {
      var bag = new PropertyBag();
      if (scope == "none") return null;
      if (scope == "empty") return bag;
      bag.Values.Add(new KeyValuePair<string, string>("theme", "dark"));
      bag.Values.Add(new KeyValuePair<string, string>("lang", scope));
      return bag;
    }
    [WebMethod] public PropertyBag Echo(PropertyBag settings) { return settings; }
    [WebMethod] public int SaveSettings(string scope, PropertyBag settings) { return settings == null ? -1 : settings.Values.Count; }
  }
}
