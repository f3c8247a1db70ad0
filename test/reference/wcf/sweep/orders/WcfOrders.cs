// Sweep (#28): an order service as line-of-business teams write it. Recorded with
// ../../../../../../shared/asmx-lab/lab.sh wcf WcfOrders.cs 8771 (Mono 6.8 System.ServiceModel; bodies by
// DataContractSerializer, Microsoft's reference source).
using System;
using System.Collections.Generic;
using System.Runtime.Serialization;
using System.ServiceModel;
using System.ServiceModel.Description;

namespace Contoso.Orders {
  [DataContract(Namespace = "http://contoso.com/orders/data")]
  public enum OrderStatus {
    [EnumMember(Value = "new")] New,
    [EnumMember(Value = "paid")] Paid,
    [EnumMember(Value = "shipped")] Shipped,
    [EnumMember(Value = "cancelled")] Cancelled
  }

  [Flags]
  [DataContract(Namespace = "http://contoso.com/orders/data")]
  public enum OrderFlags {
    [EnumMember] None = 0,
    [EnumMember] Gift = 1,
    [EnumMember] Express = 2,
    [EnumMember(Value = "signature-required")] SignatureRequired = 4
  }

  [DataContract(Namespace = "http://contoso.com/orders/data")]
  [KnownType(typeof(CardPayment))]
  [KnownType(typeof(InvoicePayment))]
  public abstract class Payment {
    [DataMember(Order = 1, IsRequired = true)] public decimal Amount { get; set; }
    [DataMember(Order = 2, EmitDefaultValue = false)] public string Currency { get; set; }
  }

  [DataContract(Namespace = "http://contoso.com/orders/data")]
  public class CardPayment : Payment {
    [DataMember] public string Last4 { get; set; }
    [DataMember] public DateTimeOffset? AuthorisedAt { get; set; }
  }

  [DataContract(Namespace = "http://contoso.com/orders/data")]
  public class InvoicePayment : Payment {
    [DataMember] public int TermsDays { get; set; }
    [DataMember(EmitDefaultValue = false)] public string PurchaseOrder { get; set; }
  }

  [DataContract(Namespace = "http://contoso.com/orders/data")]
  public class OrderLine {
    [DataMember(Order = 0)] public string Sku { get; set; }
    [DataMember(Order = 1)] public int Quantity { get; set; }
    [DataMember(Order = 2)] public decimal UnitPrice { get; set; }
  }

  [DataContract(Namespace = "http://contoso.com/orders/data")]
  public class Order {
    [DataMember(Name = "OrderId", Order = 0, IsRequired = true)] public Guid Id { get; set; }
    [DataMember(Order = 1)] public string CustomerRef { get; set; }
    [DataMember(Order = 2)] public OrderStatus Status { get; set; }
    [DataMember(Order = 3)] public OrderFlags Flags { get; set; }
    [DataMember(Order = 4)] public List<OrderLine> Lines { get; set; }
    [DataMember(Order = 5)] public Payment Payment { get; set; }
    [DataMember(Order = 6)] public DateTimeOffset? PlacedAt { get; set; }
    [DataMember(Order = 7, EmitDefaultValue = false)] public string Notes { get; set; }
  }

  // The generic envelope every operation of this team returns.
  [DataContract(Namespace = "http://contoso.com/common")]
  public class Result<T> {
    [DataMember] public bool Success { get; set; }
    [DataMember] public T Value { get; set; }
    [DataMember] public List<string> Messages { get; set; }
  }

  [DataContract(Name = "PageOf{0}", Namespace = "http://contoso.com/common")]
  public class Page<T> {
    [DataMember] public int Total { get; set; }
    [DataMember] public int Index { get; set; }
    [DataMember] public List<T> Items { get; set; }
  }

  [DataContract(Namespace = "http://contoso.com/orders/faults")]
  public class OrderFault {
    [DataMember] public string Code { get; set; }
    [DataMember] public string Detail { get; set; }
  }

  [DataContract(Namespace = "http://contoso.com/orders/faults")]
  public class ValidationFault {
    [DataMember] public List<string> Fields { get; set; }
  }

  [ServiceContract(Namespace = "http://contoso.com/orders/2024", Name = "OrderService")]
  public interface IOrderService {
    [OperationContract]
    [FaultContract(typeof(OrderFault))]
    Result<Order> GetOrder(Guid orderId);

    [OperationContract(Name = "PlaceOrder", Action = "urn:contoso:orders/place", ReplyAction = "urn:contoso:orders/placed")]
    [FaultContract(typeof(OrderFault))]
    [FaultContract(typeof(ValidationFault))]
    Result<Guid> Place(Order order);

    [OperationContract]
    Result<Page<Order>> Search(string customerRef, OrderStatus? status, int pageIndex);

    [OperationContract(IsOneWay = true)]
    void Touch(Guid orderId, DateTimeOffset at);

    [OperationContract]
    [ServiceKnownType(typeof(CardPayment))]
    Payment LastPayment(Guid orderId);
  }

  public class OrderService : IOrderService {
    static readonly Guid Known = new Guid("6f9619ff-8b86-d011-b42d-00c04fc964ff");
    static Order Sample() {
      return new Order {
        Id = Known, CustomerRef = "C-100", Status = OrderStatus.Paid,
        Flags = OrderFlags.Gift | OrderFlags.SignatureRequired,
        Lines = new List<OrderLine> { new OrderLine { Sku = "A-1", Quantity = 2, UnitPrice = 9.5m } },
        Payment = new CardPayment { Amount = 19m, Currency = "EUR", Last4 = "4242",
          AuthorisedAt = new DateTimeOffset(2024, 3, 1, 10, 30, 0, TimeSpan.FromHours(2)) },
        PlacedAt = new DateTimeOffset(2024, 3, 1, 10, 0, 0, TimeSpan.Zero)
      };
    }
    public Result<Order> GetOrder(Guid orderId) {
      if (orderId != Known)
        throw new FaultException<OrderFault>(new OrderFault { Code = "NOT_FOUND", Detail = orderId.ToString() }, "no such order");
      return new Result<Order> { Success = true, Value = Sample(), Messages = new List<string>() };
    }
    public Result<Guid> Place(Order order) {
      if (order == null || order.Lines == null || order.Lines.Count == 0)
        throw new FaultException<ValidationFault>(new ValidationFault { Fields = new List<string> { "Lines" } }, "invalid order");
      return new Result<Guid> { Success = true, Value = order.Id, Messages = new List<string> { "placed " + order.Status + " " + order.Flags + " " + order.Payment.GetType().Name } };
    }
    public Result<Page<Order>> Search(string customerRef, OrderStatus? status, int pageIndex) {
      var items = new List<Order>();
      if (customerRef == "C-100") items.Add(Sample());
      return new Result<Page<Order>> { Success = true, Value = new Page<Order> { Total = items.Count, Index = pageIndex, Items = items }, Messages = null };
    }
    public void Touch(Guid orderId, DateTimeOffset at) { }
    public Payment LastPayment(Guid orderId) {
      return new InvoicePayment { Amount = 5m, TermsDays = 30 };
    }
  }

  public static class Program {
    public static void Main(string[] args) {
      var baseUri = new Uri(args.Length > 0 ? args[0] : "http://127.0.0.1:8771/");
      var host = new ServiceHost(typeof(OrderService), baseUri);
      host.AddServiceEndpoint(typeof(IOrderService), new BasicHttpBinding(), "");
      host.Description.Behaviors.Add(new ServiceMetadataBehavior { HttpGetEnabled = true });
      var dbg = host.Description.Behaviors.Find<ServiceDebugBehavior>();
      if (dbg == null) { dbg = new ServiceDebugBehavior(); host.Description.Behaviors.Add(dbg); }
      dbg.IncludeExceptionDetailInFaults = true;
      host.Open();
      Console.WriteLine("open " + baseUri);
      System.Threading.Thread.Sleep(System.Threading.Timeout.Infinite);
    }
  }
}
