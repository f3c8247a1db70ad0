// Billing: invoicing with generic page results, types in a shared schema namespace, choices of line kinds,
// nullable arrays, [return: XmlArray] renames, object extension values, renamed wrappers in another namespace.
using System;
using System.Collections.Generic;
using System.ComponentModel;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Fabrikam.Billing
{
    [XmlType(Namespace = "http://fabrikam.example/schemas/common")]
    public enum CurrencyCode { EUR, USD, GBP, CHF }

    [XmlType(Namespace = "http://fabrikam.example/schemas/common")]
    public class Amount
    {
        [XmlAttribute("ccy")] public CurrencyCode Currency;
        [XmlText] public decimal Value;
    }

    [XmlType(Namespace = "http://fabrikam.example/schemas/common")]
    public class Party
    {
        public string Name;
        public string VatNumber;
        [XmlElement(IsNullable = true)] public string Email;
    }

    public abstract class InvoiceLine
    {
        [XmlAttribute] public int No;
        public string Text;
        public Amount Net;
        [DefaultValue(typeof(decimal), "19")] public decimal VatRate = 19m;
    }

    public class ProductLine : InvoiceLine
    {
        public string Sku;
        public decimal Quantity;
    }

    public class ServiceLine : InvoiceLine
    {
        public decimal Hours;
        public DateTime? PerformedOn;
    }

    public class DiscountLine : InvoiceLine
    {
        public decimal Percent;
    }

    public enum InvoiceState { Draft, Issued, Paid, Overdue, Void }

    public class Invoice
    {
        [XmlAttribute] public string Number;
        [XmlAttribute] public InvoiceState State;
        public Party Seller;
        public Party Buyer;
        public DateTime IssueDate;
        public DateTime? DueDate;
        [XmlElement("Product", typeof(ProductLine))]
        [XmlElement("Service", typeof(ServiceLine))]
        [XmlElement("Discount", typeof(DiscountLine))]
        public InvoiceLine[] Lines;
        public Amount Total;
        public int?[] ReminderDays;
        public object Extension;
    }

    public class PagedResult<T>
    {
        public int Page;
        public int PageSize;
        public int TotalCount;
        public List<T> Items;
    }

    public class InvoiceFilter
    {
        public InvoiceState[] States;
        public DateTime? From;
        public DateTime? To;
        public string BuyerVat;
        [DefaultValue(50)] public int PageSize = 50;
    }

    [WebService(Namespace = "http://fabrikam.example/billing/v2")]
    [XmlInclude(typeof(ProductLine)), XmlInclude(typeof(ServiceLine)), XmlInclude(typeof(DiscountLine))]
    public class Billing : WebService
    {
        [WebMethod]
        public Invoice GetInvoice(string number) { return null; }

        [WebMethod]
        public PagedResult<Invoice> ListInvoices(InvoiceFilter filter, int page) { return null; }

        [WebMethod]
        public PagedResult<Party> ListCustomers(int page) { return null; }

        [WebMethod]
        [return: XmlArray("Numbers"), XmlArrayItem("No")]
        public string[] IssueAll(Invoice[] drafts) { return new string[0]; }

        [WebMethod]
        public Amount Outstanding(Party buyer, CurrencyCode? currency) { return null; }

        [WebMethod]
        [SoapDocumentMethod(RequestNamespace = "http://fabrikam.example/billing/payments", ResponseNamespace = "http://fabrikam.example/billing/payments")]
        public bool RegisterPayment(string invoiceNumber, Amount paid, DateTime paidOn) { return true; }

        [WebMethod]
        public InvoiceLine[] PreviewLines(InvoiceLine[] lines) { return lines; }
    }
}
