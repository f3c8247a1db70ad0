// Catalog: a product catalogue whose DTOs were written for several serializers at once: [Serializable] and
// [DataContract]/[DataMember] attributes XmlSerializer ignores, constants and static members, [XmlIgnore]d
// dictionaries and interface members, get-only List<T> properties (readonly collections), and two
// IXmlSerializable types: a Money value with [XmlSchemaProvider] publishing its own schema type, and a legacy
// attribute bag without one.
using System;
using System.Collections.Generic;
using System.Runtime.Serialization;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml;
using System.Xml.Schema;
using System.Xml.Serialization;

namespace Contoso.Catalog.Dto
{
    public interface ITagged
    {
        string[] Tags { get; }
    }

    [Serializable]
    [DataContract(Namespace = "http://contoso.example/catalog/dc")]
    public class Product : ITagged
    {
        public const int MaxNameLength = 80;
        public static readonly string DefaultCulture = "en-US";
        public static int Instances;

        private readonly List<string> tags = new List<string>();
        private readonly List<Variant> variants = new List<Variant>();

        [DataMember(Order = 1)] public string Sku { get; set; }
        [DataMember(Order = 2, IsRequired = true)] public string Name { get; set; }
        [DataMember] public Money Price { get; set; }
        public List<Variant> Variants { get { return variants; } }
        [XmlArrayItem("Tag")] public List<string> TagList { get { return tags; } }
        [XmlIgnore] public string[] Tags { get { return tags.ToArray(); } }
        [XmlIgnore] public Dictionary<string, string> Attributes { get; set; }
        [XmlIgnore] public ITagged Parent { get; set; }
        [IgnoreDataMember] public bool Discontinued { get; set; }
        [NonSerialized] private int hits;
        public int Hits { get { return hits; } }
    }

    [Serializable]
    public class Variant
    {
        [XmlAttribute] public string Code { get; set; }
        public string Colour { get; set; }
        public string Size { get; set; }
        public Money Surcharge { get; set; }
    }

    [XmlSchemaProvider("GetSchema")]
    public class Money : IXmlSerializable
    {
        public const string Ns = "http://contoso.example/catalog/types";
        public decimal Amount;
        public string Currency;

        public static XmlQualifiedName GetSchema(XmlSchemaSet xs)
        {
            string text = "<xs:schema xmlns:xs='http://www.w3.org/2001/XMLSchema' targetNamespace='" + Ns + "' elementFormDefault='qualified'>"
                + "<xs:complexType name='Money'><xs:simpleContent><xs:extension base='xs:decimal'>"
                + "<xs:attribute name='currency' type='xs:string'/></xs:extension></xs:simpleContent></xs:complexType></xs:schema>";
            xs.Add(XmlSchema.Read(new System.IO.StringReader(text), null));
            return new XmlQualifiedName("Money", Ns);
        }

        XmlSchema IXmlSerializable.GetSchema() { return null; }

        public void ReadXml(XmlReader reader)
        {
            Currency = reader.GetAttribute("currency");
            Amount = XmlConvert.ToDecimal(reader.ReadElementContentAsString());
        }

        public void WriteXml(XmlWriter writer)
        {
            if (Currency != null) writer.WriteAttributeString("currency", Currency);
            writer.WriteString(XmlConvert.ToString(Amount));
        }
    }

    public class PropertyBag : IXmlSerializable
    {
        public Dictionary<string, string> Values = new Dictionary<string, string>();

        public XmlSchema GetSchema() { return null; }

        public void ReadXml(XmlReader reader)
        {
            bool empty = reader.IsEmptyElement;
            reader.ReadStartElement();
            if (empty) return;
            while (reader.NodeType == XmlNodeType.Element)
            {
                Values[reader.GetAttribute("key")] = reader.ReadElementContentAsString();
            }
            reader.ReadEndElement();
        }

        public void WriteXml(XmlWriter writer)
        {
            foreach (KeyValuePair<string, string> pair in Values)
            {
                writer.WriteStartElement("entry");
                writer.WriteAttributeString("key", pair.Key);
                writer.WriteString(pair.Value);
                writer.WriteEndElement();
            }
        }
    }
}

namespace Contoso.Catalog
{
    using Contoso.Catalog.Dto;

    [WebService(Namespace = "http://contoso.example/catalog/2019/")]
    public class Catalog : WebService
    {
        public const string Version = "2019.3";

        [WebMethod]
        public Product GetProduct(string sku)
        {
            Product p = new Product();
            p.Sku = sku;
            p.Name = "Widget";
            p.Price = new Money();
            p.Price.Amount = 9.95m;
            p.Price.Currency = "EUR";
            p.TagList.Add("blue");
            return p;
        }

        [WebMethod]
        public List<Product> Search(string text, int max) { return new List<Product>(); }

        [WebMethod]
        public Money PriceOf(string sku, int quantity) { Money m = new Money(); m.Amount = 1m * quantity; return m; }

        [WebMethod]
        public PropertyBag GetSettings(string scope) { return new PropertyBag(); }

        [WebMethod]
        public void SaveSettings(string scope, PropertyBag settings) { }
    }
}
