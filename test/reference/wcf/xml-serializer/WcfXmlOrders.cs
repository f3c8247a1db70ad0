// [XmlSerializerFormat] on a WCF contract: bodies by XmlSerializer (ASMX's rules) inside WCF's envelope,
// routing, faults and metadata. Run with ../shared/asmx-lab/lab.sh wcf WcfXmlOrders.cs (README here).
// On .NET the contract's attribute applies to every operation; Mono 6.8 ignores it on the contract and honours it
// on an operation only (README), so each operation repeats it: the same service on .NET.
using System;
using System.ServiceModel;
using System.ServiceModel.Description;
using System.Xml.Serialization;

namespace Lab.XmlOrders {
  public class Item {
    [XmlAttribute] public string Code;
    [XmlElement("Label")] public string Name;
    public int Count;
    public decimal Price;
    [XmlArray("Tags"), XmlArrayItem("Tag")] public string[] Tags;
    [XmlElement("Part")] public string[] Parts;
  }

  public class OrderFault {
    public string Reason;
    public int Code;
  }

  [ServiceContract(Namespace = "http://xs.example.com/orders")]
  [XmlSerializerFormat(SupportFaults = true)]
  public interface IOrders {
    [OperationContract, XmlSerializerFormat(SupportFaults = true)] int Add(int a, int b);
    [OperationContract, XmlSerializerFormat(SupportFaults = true)] string Hello(string name);
    [OperationContract, XmlSerializerFormat(SupportFaults = true)] Item GetItem(int id);
    [OperationContract, XmlSerializerFormat(SupportFaults = true)] Item[] ListItems(string prefix);
    [OperationContract, XmlSerializerFormat(SupportFaults = true)] [FaultContract(typeof(OrderFault))] Item Check(Item item);
    [OperationContract, XmlSerializerFormat(SupportFaults = true)] void Ping();
  }

  public class OrderService : IOrders {
    public int Add(int a, int b) { return a + b; }
    public string Hello(string name) { return "Hello " + name; }
    public Item GetItem(int id) {
      return new Item { Code = "C" + id, Name = "Widget", Count = id, Price = 2.5m, Tags = new[] { "red", "big" }, Parts = new[] { "p1", "p2" } };
    }
    public Item[] ListItems(string prefix) {
      return new[] { new Item { Code = prefix + "1", Name = "One", Count = 1, Price = 1m }, new Item { Code = prefix + "2", Name = null, Count = 2, Price = 0.5m, Tags = new string[0] } };
    }
    public Item Check(Item item) {
      if (item == null) throw new FaultException<OrderFault>(new OrderFault { Reason = "no item", Code = 1 }, "No item");
      if (item.Count < 0) throw new FaultException<OrderFault>(new OrderFault { Reason = "negative count", Code = 2 }, "Bad count");
      if (item.Count == 99) throw new InvalidOperationException("boom");
      item.Count = item.Count + 1;
      return item;
    }
    public void Ping() { }
  }

  public static class Program {
    public static void Main(string[] args) {
      var baseUri = new Uri(args.Length > 0 ? args[0] : "http://127.0.0.1:8734/");
      var host = new ServiceHost(typeof(OrderService), baseUri);
      host.AddServiceEndpoint(typeof(IOrders), new BasicHttpBinding(), "");
      host.Description.Behaviors.Add(new ServiceMetadataBehavior { HttpGetEnabled = true });
      var dbg = host.Description.Behaviors.Find<ServiceDebugBehavior>();
      if (dbg != null) dbg.IncludeExceptionDetailInFaults = Environment.GetEnvironmentVariable("WCF_DETAIL") != "0";
      host.Open();
      Console.WriteLine("open " + baseUri);
      System.Threading.Thread.Sleep(System.Threading.Timeout.Infinite);
    }
  }
}
