// Inventory: a warehouse service with a second binding for administration, bare methods for a scanner
// integration, renamed wrappers, byte[] images, char codes, List<string>, arrays of enums, [XmlElement] on arrays.
using System;
using System.Collections.Generic;
using System.ComponentModel;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Acme.Warehouse
{
    public enum StockClass { A, B, C }

    public enum UnitOfMeasure
    {
        [XmlEnum("EA")] Each,
        [XmlEnum("BX")] Box,
        [XmlEnum("PL")] Pallet,
        [XmlEnum("KG")] Kilogram
    }

    [Flags]
    public enum ItemFlags
    {
        None = 0,
        [XmlEnum("haz")] Hazardous = 1,
        [XmlEnum("cold")] Refrigerated = 2,
        [XmlEnum("fragile")] Fragile = 4
    }

    public class Bin
    {
        [XmlAttribute] public string Aisle;
        [XmlAttribute] public int Shelf;
        [XmlAttribute] public char Slot;
    }

    public class Item
    {
        [XmlAttribute("sku")] public string Sku;
        public string Description;
        public UnitOfMeasure Uom;
        [XmlAttribute] public ItemFlags Flags;
        public StockClass Class;
        public decimal OnHand;
        public decimal? Reserved;
        [XmlElement("Barcode")] public List<string> Barcodes;
        [XmlArray("Locations")] [XmlArrayItem("Bin")] public Bin[] Bins;
        public byte[] Thumbnail;
        [DefaultValue(true)] public bool Active = true;
        public DateTime LastCounted;
        public Guid? SupplierId;
    }

    public class StockMovement
    {
        public string Sku;
        public decimal Quantity;
        public UnitOfMeasure Uom;
        public Bin From;
        public Bin To;
        public DateTime At;
        [XmlElement(IsNullable = true)] public string Reference;
    }

    public class MovementResult
    {
        public bool Accepted;
        public string[] Messages;
        public StockClass[] ReclassifiedTo;
    }

    public class ScanHeader : SoapHeader
    {
        public string DeviceId;
        public char Mode;
    }

    [WebService(Namespace = "urn:acme:warehouse")]
    [WebServiceBinding(Name = "InventoryAdmin", Namespace = "urn:acme:warehouse")]
    public class Inventory : WebService
    {
        public ScanHeader Scan;

        [WebMethod]
        public Item GetItem(string sku) { return null; }

        [WebMethod]
        public Item[] SearchItems(string text, StockClass[] classes, UnitOfMeasure? uom, int maxResults) { return new Item[0]; }

        [WebMethod]
        [SoapDocumentMethod(RequestElementName = "PostMovement", ResponseElementName = "PostMovementResult")]
        public MovementResult Move(StockMovement movement) { return null; }

        [WebMethod]
        [SoapDocumentMethod(ParameterStyle = SoapParameterStyle.Bare)]
        [SoapHeader("Scan")]
        public MovementResult Scan2(StockMovement Movement) { return null; }

        [WebMethod]
        [SoapDocumentMethod(ParameterStyle = SoapParameterStyle.Bare)]
        [return: XmlElement("OnHand")]
        public decimal QuickCount([XmlElement("Sku")] string sku) { return 0; }

        [WebMethod]
        public byte[] GetThumbnail(string sku, int size) { return new byte[0]; }

        [WebMethod]
        public int[] CountByClass(int[] warehouseIds) { return new int[0]; }

        [WebMethod]
        [SoapDocumentMethod(Binding = "InventoryAdmin")]
        public void SetThumbnail(string sku, byte[] image) { }

        [WebMethod]
        [SoapDocumentMethod(Binding = "InventoryAdmin")]
        public bool Deactivate(string sku, [XmlElement("Why")] string reason, char code) { return true; }

        [WebMethod]
        [SoapDocumentMethod(Binding = "InventoryAdmin", OneWay = true)]
        public void Recount(string[] skus) { }
    }
}
