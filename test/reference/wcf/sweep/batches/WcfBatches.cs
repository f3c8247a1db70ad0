// Sweep 2 (#28): a batch intake service as line-of-business teams write it: message contracts with a MustUnderstand
// header each way, array and list headers, several body members wrapped and unwrapped, and fault contracts whose
// details hold collections. Recorded with ../../../../../../shared/asmx-lab/lab.sh wcf WcfBatches.cs 8775 (Mono 6.8
// System.ServiceModel; bodies by DataContractSerializer, Microsoft's reference source).
// [MessageHeaderArray] is not here: Mono's message formatter (its own code) writes it as one array header, where
// .NET's reference source writes one header per item (../../message-headers/README.md); the spec refuses it.
using System;
using System.Collections.Generic;
using System.Runtime.Serialization;
using System.ServiceModel;
using System.ServiceModel.Description;

namespace Contoso.Batches {
  [DataContract(Namespace = "http://contoso.com/batches/data")]
  public enum Priority {
    [EnumMember] Low,
    [EnumMember] Normal,
    [EnumMember] Rush
  }

  [DataContract(Namespace = "http://contoso.com/batches/data")]
  public class LineItem {
    [DataMember(Order = 0, IsRequired = true)] public string Sku { get; set; }
    [DataMember(Order = 1)] public int Quantity { get; set; }
    [DataMember(Order = 2, EmitDefaultValue = false)] public decimal? UnitPrice { get; set; }
  }

  [DataContract(Namespace = "http://contoso.com/batches/data")]
  public class LineError {
    [DataMember] public int Line { get; set; }
    [DataMember] public string Message { get; set; }
  }

  // A fault detail holding collections: a list of data contracts and a string array.
  [DataContract(Namespace = "http://contoso.com/batches/faults")]
  public class BatchFault {
    [DataMember(Order = 0)] public Guid BatchId { get; set; }
    [DataMember(Order = 1)] public List<LineError> Errors { get; set; }
    [DataMember(Order = 2)] public string[] Codes { get; set; }
  }

  [DataContract(Namespace = "http://contoso.com/batches/faults")]
  public class QuotaFault {
    [DataMember] public int Limit { get; set; }
    [DataMember] public Dictionary<string, int> UsedByTenant { get; set; }
  }

  [MessageContract(WrapperName = "SubmitBatch", WrapperNamespace = "http://contoso.com/batches/2024")]
  public class SubmitBatchRequest {
    [MessageHeader(Namespace = "http://contoso.com/headers", MustUnderstand = true)] public string Tenant;
    [MessageHeader(Namespace = "http://contoso.com/headers")] public string[] Tags;
    [MessageHeader(Namespace = "http://contoso.com/headers")] public List<int> Routes;
    [MessageHeader(Namespace = "http://contoso.com/headers")] public DateTime? NotAfter;
    [MessageBodyMember(Order = 0)] public Guid BatchId;
    [MessageBodyMember(Order = 1)] public List<LineItem> Items;
    [MessageBodyMember(Order = 2)] public Priority Priority;
    [MessageBodyMember(Order = 3)] public string Notes;
    [MessageBodyMember(Order = 4)] public DateTime? Deadline;
  }

  [MessageContract(WrapperName = "SubmitBatchResult", WrapperNamespace = "http://contoso.com/batches/2024")]
  public class SubmitBatchResponse {
    [MessageHeader(Namespace = "http://contoso.com/headers", MustUnderstand = true)] public Guid Receipt;
    [MessageHeader(Namespace = "http://contoso.com/headers")] public string[] Warnings;
    [MessageHeader(Namespace = "http://contoso.com/headers")] public LineItem Largest;
    [MessageBodyMember(Order = 0)] public int Accepted;
    [MessageBodyMember(Order = 1)] public List<string> Rejected;
    [MessageBodyMember(Order = 2)] public LineItem[] Adjusted;
  }

  [MessageContract(IsWrapped = false)]
  public class CancelRequest {
    [MessageHeader(Namespace = "http://contoso.com/headers", MustUnderstand = true)] public string Tenant;
    [MessageBodyMember(Namespace = "http://contoso.com/batches/cancel", Order = 0)] public Guid BatchId;
    [MessageBodyMember(Namespace = "http://contoso.com/batches/cancel", Order = 1)] public string Reason;
    [MessageBodyMember(Namespace = "http://contoso.com/batches/cancel", Order = 2)] public List<string> Lines;
  }

  [MessageContract(IsWrapped = false)]
  public class CancelResponse {
    [MessageBodyMember(Order = 0)] public bool Cancelled;
    [MessageBodyMember(Order = 1)] public int[] LinesCancelled;
  }

  [ServiceContract(Namespace = "http://contoso.com/batches/2024", Name = "BatchIntake")]
  public interface IBatchIntake {
    [OperationContract]
    [FaultContract(typeof(BatchFault))]
    [FaultContract(typeof(QuotaFault))]
    SubmitBatchResponse SubmitBatch(SubmitBatchRequest request);

    [OperationContract]
    [FaultContract(typeof(BatchFault))]
    CancelResponse Cancel(CancelRequest request);
  }

  public class BatchService : IBatchIntake {
    public SubmitBatchResponse SubmitBatch(SubmitBatchRequest request) {
      if (request.Tenant == "full")
        throw new FaultException<QuotaFault>(new QuotaFault { Limit = 10, UsedByTenant = new Dictionary<string, int> { { "full", 10 }, { "other", 3 } } }, "quota exceeded");
      var errors = new List<LineError>();
      var items = request.Items ?? new List<LineItem>();
      for (int i = 0; i < items.Count; i++)
        if (items[i].Quantity <= 0) errors.Add(new LineError { Line = i + 1, Message = "quantity must be positive: " + items[i].Sku });
      if (items.Count > 0 && errors.Count == items.Count)
        throw new FaultException<BatchFault>(new BatchFault { BatchId = request.BatchId, Errors = errors, Codes = new[] { "E100", "E101" } }, "no valid lines");
      var rejected = new List<string>();
      var adjusted = new List<LineItem>();
      foreach (var it in items) {
        if (it.Quantity <= 0) rejected.Add(it.Sku);
        else if (it.UnitPrice == null) adjusted.Add(new LineItem { Sku = it.Sku, Quantity = it.Quantity, UnitPrice = 9.99m });
      }
      var warnings = new List<string>();
      if (request.Tags != null) foreach (var t in request.Tags) warnings.Add("tag " + t);
      if (request.Routes != null) warnings.Add("routes " + request.Routes.Count);
      warnings.Add(request.Priority + (request.Deadline.HasValue ? " by " + request.Deadline.Value.ToString("yyyy-MM-dd") : ""));
      if (request.NotAfter.HasValue) warnings.Add("not after " + request.NotAfter.Value.ToString("yyyy-MM-dd"));
      LineItem largest = null;
      foreach (var it in items) if (it.Quantity > 0 && (largest == null || it.Quantity > largest.Quantity)) largest = it;
      return new SubmitBatchResponse {
        Receipt = new Guid("5a1b2c3d-0000-4000-8000-00000000beef"), Warnings = warnings.ToArray(), Largest = largest,
        Accepted = items.Count - rejected.Count, Rejected = rejected, Adjusted = adjusted.ToArray()
      };
    }
    public CancelResponse Cancel(CancelRequest request) {
      if (request.Reason == null)
        throw new FaultException<BatchFault>(new BatchFault { BatchId = request.BatchId, Errors = new List<LineError>(), Codes = new string[0] }, "a reason is required");
      var n = new List<int>();
      if (request.Lines != null) for (int i = 0; i < request.Lines.Count; i++) n.Add(i + 1);
      return new CancelResponse { Cancelled = true, LinesCancelled = n.ToArray() };
    }
  }

  public static class Program {
    public static void Main(string[] args) {
      var baseUri = new Uri(args.Length > 0 ? args[0] : "http://127.0.0.1:8775/");
      var host = new ServiceHost(typeof(BatchService), baseUri);
      host.AddServiceEndpoint(typeof(IBatchIntake), new BasicHttpBinding(), "");
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
