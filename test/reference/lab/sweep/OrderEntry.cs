// OrderEntry: a line-of-business order service as such services are written: properties, inheritance with
// [XmlInclude], enums with [XmlEnum] and [Flags], nullable values, List<T> of classes with [XmlArray] renames,
// [DefaultValue]s, SOAP headers in, out and both (one Required), a DataSet result, overloads by MessageName.
using System;
using System.Collections.Generic;
using System.ComponentModel;
using System.Data;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Contoso.Orders
{
    public enum OrderStatus
    {
        [XmlEnum("NEW")] New,
        [XmlEnum("HOLD")] OnHold,
        [XmlEnum("SHIP")] Shipped,
        [XmlEnum("CANC")] Cancelled
    }

    [Flags]
    public enum DeliveryOptions { None = 0, Express = 1, Insured = 2, SignatureRequired = 4, Weekend = 8 }

    public class Address
    {
        public string Line1 { get; set; }
        public string Line2 { get; set; }
        public string City { get; set; }
        [XmlElement("Zip")] public string PostalCode { get; set; }
        [DefaultValue("US")] public string Country { get; set; }
    }

    public class Customer
    {
        [XmlAttribute("id")] public int CustomerId { get; set; }
        public string Name { get; set; }
        public string Email { get; set; }
        public Address BillTo { get; set; }
        public Address ShipTo { get; set; }
        public DateTime? Since { get; set; }
    }

    [XmlInclude(typeof(CardPayment))]
    [XmlInclude(typeof(InvoicePayment))]
    public abstract class Payment
    {
        public decimal Amount { get; set; }
        [DefaultValue("USD")] public string Currency { get; set; }
    }

    public class CardPayment : Payment
    {
        public string CardHolder { get; set; }
        [XmlElement("Last4")] public string LastDigits { get; set; }
        public DateTime Expires { get; set; }
    }

    public class InvoicePayment : Payment
    {
        public int TermsDays { get; set; }
        public string PurchaseOrder { get; set; }
    }

    public class OrderLine
    {
        [XmlAttribute] public int LineNo { get; set; }
        public string Sku { get; set; }
        public int Quantity { get; set; }
        public decimal UnitPrice { get; set; }
        public decimal? Discount { get; set; }
    }

    public class Order
    {
        [XmlAttribute("orderId")] public Guid OrderId { get; set; }
        public Customer Customer { get; set; }
        public DateTime Placed { get; set; }
        public OrderStatus Status { get; set; }
        public DeliveryOptions Options { get; set; }
        [XmlArray("Lines"), XmlArrayItem("Line")] public List<OrderLine> Lines { get; set; }
        public Payment Payment { get; set; }
        [DefaultValue(0)] public int Priority { get; set; }
        public string Notes { get; set; }
    }

    public class AuthHeader : SoapHeader
    {
        public string UserName;
        public string Password;
    }

    public class ResultInfo : SoapHeader
    {
        public int ElapsedMs;
        public string ServerName;
    }

    public class TraceHeader : SoapHeader
    {
        [XmlAttribute] public string CorrelationId;
    }

    [WebService(Namespace = "http://contoso.com/orders/", Description = "Order entry for the web shop")]
    [WebServiceBinding(ConformsTo = WsiProfiles.None)]  // overloads break BP 1.1, as VS tells you
    public class OrderEntry : WebService
    {
        public AuthHeader Auth;
        public ResultInfo Info;
        public TraceHeader Trace;

        [WebMethod(Description = "Places an order and returns its id")]
        [SoapHeader("Auth", Required = true)]
        [SoapHeader("Info", Direction = SoapHeaderDirection.Out)]
        [SoapHeader("Trace", Direction = SoapHeaderDirection.InOut)]
        public Guid PlaceOrder(Order order) { return order.OrderId; }

        [WebMethod]
        [SoapHeader("Auth", Required = true)]
        public Order GetOrder(Guid orderId) { return null; }

        [WebMethod]
        [SoapHeader("Auth", Required = true)]
        public Order[] FindOrders(int customerId) { return new Order[0]; }

        [WebMethod(MessageName = "FindOrdersByStatus")]
        [SoapHeader("Auth", Required = true)]
        public Order[] FindOrders(int customerId, OrderStatus status, DateTime? placedAfter) { return new Order[0]; }

        [WebMethod]
        public DataSet GetOrderSummary(DateTime from, DateTime to) { return new DataSet("Summary"); }

        [WebMethod]
        [SoapHeader("Auth", Required = true)]
        public bool UpdateStatus(Guid orderId, OrderStatus status, string reason) { return true; }

        [WebMethod]
        [SoapDocumentMethod(OneWay = true)]
        public void NotifyShipped(Guid orderId, DateTime shippedAt) { }

        [WebMethod]
        public List<Customer> GetCustomers(string nameStartsWith, int? maxCount) { return new List<Customer>(); }
    }
}
