// [MessageContract]s under [XmlSerializerFormat]: headers and body members written by XmlSerializer (each part an
// XmlSerializer element of its declared type), wrapped and IsWrapped = false, [MessageBodyMember] Order, Name and
// Namespace. Run with ../shared/asmx-lab/lab.sh wcf WcfXmlMessages.cs 8791 (README here). Mono 6.8 honours
// [XmlSerializerFormat] per operation only, so each operation repeats it (the same service on .NET).
using System;
using System.ServiceModel;
using System.ServiceModel.Description;
using System.Xml.Serialization;

namespace Lab.XmlMessages {
  public class Line {
    [XmlAttribute] public string Sku;
    public int Qty;
    [XmlElement("Note")] public string Comment;
  }

  [MessageContract(WrapperName = "PlaceOrder", WrapperNamespace = "http://xm.example.com/msg")]
  public class PlaceRequest {
    [MessageHeader(Namespace = "http://xm.example.com/h")] public string ApiKey;
    [MessageHeader] public int Priority;
    [MessageBodyMember(Order = 2)] public Line[] Lines;
    [MessageBodyMember(Order = 1, Name = "Customer")] public string CustomerName;
    [MessageBodyMember(Order = 3, Namespace = "http://xm.example.com/extra")] public string Memo;
  }

  [MessageContract]
  public class ReorderRequest {
    [MessageHeader] public int Priority;
    [MessageBodyMember(Order = 1)] public string Customer;
    [MessageBodyMember(Order = 2)] public Line[] Lines;
  }

  [MessageContract(IsWrapped = false)]
  public class PlaceResponse {
    [MessageHeader] public string Server;
    [MessageBodyMember(Order = 1)] public Line First;
    [MessageBodyMember(Order = 2)] public int Total;
  }

  [MessageContract]
  public class CountRequest {
    [MessageHeader] public Line Filter;
    [MessageBodyMember] public string Prefix;
  }

  [MessageContract]
  public class CountResponse {
    [MessageBodyMember] public int Count;
    [MessageBodyMember] public DateTime? When;
  }

  [ServiceContract(Namespace = "http://xm.example.com/wcf")]
  public interface IXmlMessages {
    [OperationContract, XmlSerializerFormat] PlaceResponse Place(PlaceRequest request);
    [OperationContract, XmlSerializerFormat] CountResponse Count(CountRequest request);
    [OperationContract, XmlSerializerFormat] PlaceResponse Reorder(ReorderRequest request);
  }

  public class XmlMessagesService : IXmlMessages {
    public PlaceResponse Place(PlaceRequest r) {
      int total = 0;
      if (r.Lines != null) foreach (var l in r.Lines) total += l.Qty;
      var first = r.Lines != null && r.Lines.Length > 0 ? r.Lines[0] : null;
      return new PlaceResponse { Server = "lab/" + r.ApiKey + "/" + r.Priority + "/" + r.CustomerName + "/" + r.Memo, First = first, Total = total };
    }
    public PlaceResponse Reorder(ReorderRequest r) {
      int total = 0;
      if (r.Lines != null) foreach (var l in r.Lines) total += l.Qty;
      var first = r.Lines != null && r.Lines.Length > 0 ? r.Lines[0] : null;
      return new PlaceResponse { Server = "re/" + r.Priority + "/" + r.Customer, First = first, Total = total };
    }
    public CountResponse Count(CountRequest r) {
      return new CountResponse { Count = (r.Prefix ?? "").Length + (r.Filter == null ? 0 : r.Filter.Qty), When = r.Filter == null ? (DateTime?)null : new DateTime(2026, 1, 2, 3, 4, 5, DateTimeKind.Utc) };
    }
  }

  public static class Program {
    public static void Main(string[] args) {
      var baseUri = new Uri(args.Length > 0 ? args[0] : "http://127.0.0.1:8791/");
      var host = new ServiceHost(typeof(XmlMessagesService), baseUri);
      host.AddServiceEndpoint(typeof(IXmlMessages), new BasicHttpBinding(), "");
      host.Description.Behaviors.Add(new ServiceMetadataBehavior { HttpGetEnabled = true });
      host.Open();
      Console.WriteLine("open " + baseUri);
      System.Threading.Thread.Sleep(System.Threading.Timeout.Infinite);
    }
  }
}
