// [XmlType(Namespace)] on an enum (found by the session-18 sweep, Billing's CurrencyCode): where the schema declares
// it, and what the wire does with it as a parameter, a result (SOAP and HTTP GET), an array and a class member.
using System;
using System.Web.Services;
using System.Xml.Serialization;

namespace Lab
{
    [XmlType(Namespace = "urn:common")]
    public enum Currency { EUR, USD, GBP }

    public class Price
    {
        public decimal Amount;
        public Currency Currency;
        public Currency? Alt;
    }

    [WebService(Namespace = "http://lab.example.com/enum-namespace")]
    public class EnumNamespace : WebService
    {
        [WebMethod]
        public Currency Echo(Currency c) { return c; }

        [WebMethod]
        public string Nullable(Currency? c) { return c.HasValue ? c.Value.ToString() : "null"; }

        [WebMethod]
        public Currency[] EchoAll(Currency[] cs) { return cs; }

        [WebMethod]
        public Price GetPrice(Currency c) { Price p = new Price(); p.Amount = 1.5m; p.Currency = c; p.Alt = Currency.GBP; return p; }
    }

    // What an object holding one is (SOAP: Object.*; HTTP GET/POST: Object.GetCode.http*, the enum a parameter's only).
    [WebService(Namespace = "http://lab.example.com/enum-namespace")]
    public class EnumObject : WebService
    {
        [WebMethod]
        public object GetCode(Currency c) { return c; }

        [WebMethod]
        public string Kind(object o) { return o == null ? "null" : o.GetType().Name + ":" + o; }
    }

    // Over HTTP an object's result document knows the types the methods' results reach: here Echo's result reaches
    // Currency (ObjectHttp.GetCode.http*).
    [WebService(Namespace = "http://lab.example.com/enum-namespace")]
    public class ObjectHttp : WebService
    {
        [WebMethod]
        public object GetCode(Currency c) { return c; }

        [WebMethod]
        public Currency Echo(Currency c) { return c; }
    }

    // The same with an enum of the service's namespace (PlainObjectHttp.*).
    public enum Tone { Low, High }

    [WebService(Namespace = "http://lab.example.com/enum-namespace")]
    public class PlainObjectHttp : WebService
    {
        [WebMethod]
        public object GetTone(Tone t) { return t; }

        [WebMethod]
        public Tone Echo(Tone t) { return t; }
    }
}
