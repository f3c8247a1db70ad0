// Warehouse: polymorphic arrays ([XmlArrayItem(typeof(A))] twice) and polymorphic members ([XmlElement(typeof(A))]
// twice, no choice identifier) over an object and, renamed, over an object array (a second Pallet element in one
// class is refused by XmlSerializer: "already present in the current scope"), overloads told apart by MessageName, and an operation with very many
// parameters.
using System;
using System.Web.Services;
using System.Xml.Serialization;

namespace Logistics.Warehouse
{
    public class Pallet { public string Sscc; public decimal Weight; }
    public class Carton { public string Gtin; public int Units; }
    public class Drum { public decimal Litres; }

    public class Shipment
    {
        public string Id;
        [XmlArrayItem(typeof(Pallet)), XmlArrayItem(typeof(Carton)), XmlArrayItem(typeof(Drum))]
        public object[] Units;
        [XmlElement(typeof(Pallet)), XmlElement(typeof(Carton))]
        public object Head;
        [XmlElement("LoosePallet", typeof(Pallet)), XmlElement("LooseDrum", typeof(Drum))]
        public object[] Loose;
    }

    [WebService(Namespace = "http://warehouse.example.com/")]
    public class Warehouse : WebService
    {
        [WebMethod] public Shipment Ship(Shipment shipment) { return shipment; }
        [WebMethod(MessageName = "StockBySku")] public int Stock(string sku) { return 0; }
        [WebMethod(MessageName = "StockBySkuAndBin")] public int Stock(string sku, string bin) { return 0; }
        [WebMethod(MessageName = "StockByPallet")] public int Stock(Pallet pallet) { return 0; }
        [WebMethod]
        public string Receive(string a1, string a2, string a3, string a4, string a5, string a6, string a7, string a8,
            string a9, string a10, int b1, int b2, int b3, int b4, int b5, int b6, int b7, int b8, int b9, int b10,
            decimal c1, decimal c2, decimal c3, decimal c4, decimal c5, bool d1, bool d2, bool d3, DateTime e1,
            DateTime e2, long f1, double g1, float h1, short i1, byte j1, Guid k1)
        { return a1; }
    }
}
