// Message contract headers whose type is a class (a known subtype by i:type) and [MessageHeaderArray] (#28):
// recorded with ../../../../../shared/asmx-lab/lab.sh wcf WcfHeaders.cs 8762 (Mono 6.8 System.ServiceModel;
// bodies by DataContractSerializer, Microsoft's reference source).
using System;
using System.Runtime.Serialization;
using System.ServiceModel;
using System.ServiceModel.Description;

namespace Lab.Headers {
  [DataContract(Namespace = "http://headers.example.com/data")]
  [KnownType(typeof(SignedTicket))]
  public class Ticket {
    [DataMember] public string Id { get; set; }
  }

  [DataContract(Namespace = "http://headers.example.com/data")]
  public class SignedTicket : Ticket {
    [DataMember] public string Signature { get; set; }
  }

  [MessageContract(WrapperName = "Submit", WrapperNamespace = "http://headers.example.com/wcf")]
  public class SubmitRequest {
    [MessageHeader(Namespace = "http://headers.example.com/h")] public Ticket Ticket;
    [MessageHeaderArray(Namespace = "http://headers.example.com/h")] public string[] Tags;
    [MessageBodyMember(Namespace = "http://headers.example.com/wcf")] public string Text;
  }

  [MessageContract(WrapperName = "SubmitResponse", WrapperNamespace = "http://headers.example.com/wcf")]
  public class SubmitResponse {
    [MessageHeader(Namespace = "http://headers.example.com/h")] public Ticket Ticket;
    [MessageHeaderArray(Namespace = "http://headers.example.com/h")] public string[] Tags;
    [MessageBodyMember(Namespace = "http://headers.example.com/wcf")] public string Result;
  }

  [ServiceContract(Namespace = "http://headers.example.com/wcf")]
  public interface IHeaders {
    [OperationContract] SubmitResponse Submit(SubmitRequest request);
    [OperationContract] SubmitResponse Make(MakeRequest request);
  }

  [MessageContract(WrapperName = "Make", WrapperNamespace = "http://headers.example.com/wcf")]
  public class MakeRequest {
    [MessageBodyMember(Namespace = "http://headers.example.com/wcf")] public string Kind;
  }

  public class HeaderService : IHeaders {
    public SubmitResponse Submit(SubmitRequest r) {
      return new SubmitResponse { Ticket = r.Ticket, Tags = r.Tags, Result = (r.Ticket == null ? "none" : r.Ticket.GetType().Name) + "/" + (r.Tags == null ? "null" : r.Tags.Length.ToString()) };
    }
    public SubmitResponse Make(MakeRequest r) {
      switch (r.Kind) {
        case "signed": return new SubmitResponse { Ticket = new SignedTicket { Id = "T1", Signature = "sig" }, Tags = new[] { "a", "b" }, Result = "signed" };
        case "plain": return new SubmitResponse { Ticket = new Ticket { Id = "T2" }, Tags = new string[0], Result = "plain" };
        default: return new SubmitResponse { Result = "none" };
      }
    }
  }

  public static class Program {
    public static void Main(string[] args) {
      var baseUri = new Uri(args.Length > 0 ? args[0] : "http://127.0.0.1:8192/");
      var host = new ServiceHost(typeof(HeaderService), baseUri);
      host.AddServiceEndpoint(typeof(IHeaders), new BasicHttpBinding(), "");
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
