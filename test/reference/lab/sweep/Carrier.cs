// Carrier: a carrier integration implementing an industry binding in the standard's namespace beside its own
// methods: classes, arrays and a header on the standard binding, rates with decimal and nullable values.
using System;
using System.Collections.Generic;
using System.ComponentModel;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Tailspin.Carrier
{
    public enum ServiceLevel { Ground, TwoDay, Overnight, Freight }

    public class Parcel
    {
        public decimal WeightKg;
        public decimal? LengthCm;
        public decimal? WidthCm;
        public decimal? HeightCm;
        [DefaultValue(false)] public bool Dangerous;
    }

    public class RateRequest
    {
        public string FromPostcode;
        public string ToPostcode;
        [XmlElement("Parcel")] public Parcel[] Parcels;
        public ServiceLevel? Level;
        public DateTime ShipDate;
    }

    public class Rate
    {
        [XmlAttribute] public ServiceLevel Level;
        public decimal Price;
        public string Currency;
        public int TransitDays;
        public DateTime? GuaranteedBy;
    }

    public class PartnerHeader : SoapHeader
    {
        public string PartnerCode;
        public string ApiKey;
    }

    [WebService(Namespace = "http://tailspin.example/carrier")]
    [WebServiceBinding(Name = "ShippingStandard", Namespace = "urn:industry:shipping:2010")]
    public class Carrier : WebService
    {
        public PartnerHeader Partner;

        [WebMethod]
        public string Ping() { return "pong"; }

        [WebMethod]
        public Rate[] GetRatesLocal(RateRequest request) { return null; }

        [WebMethod]
        [SoapDocumentMethod(Binding = "ShippingStandard")]
        [SoapHeader("Partner", Required = true)]
        public Rate[] GetRates(RateRequest request) { return null; }

        [WebMethod]
        [SoapDocumentMethod(Binding = "ShippingStandard")]
        [SoapHeader("Partner", Required = true)]
        public string Book(RateRequest request, ServiceLevel level) { return null; }

        [WebMethod]
        [SoapDocumentMethod(Binding = "ShippingStandard")]
        public bool Cancel(string trackingNumber) { return true; }
    }
}
