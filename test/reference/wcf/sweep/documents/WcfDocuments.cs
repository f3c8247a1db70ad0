// Sweep (#28): a document store as line-of-business teams write it: an upload contract of message contracts with
// headers, a one-way notification, and a legacy [XmlSerializerFormat] search contract beside it on a second
// endpoint. Recorded with ../../../../../../shared/asmx-lab/lab.sh wcf WcfDocuments.cs 8773 (Mono 6.8
// System.ServiceModel; bodies by DataContractSerializer and XmlSerializer, Microsoft's reference source).
using System;
using System.Collections.Generic;
using System.Runtime.Serialization;
using System.ServiceModel;
using System.ServiceModel.Description;
using System.Xml.Serialization;

namespace Northwind.Documents {
  [DataContract(Namespace = "http://northwind.com/documents/data")]
  public enum Classification {
    [EnumMember(Value = "public")] Public,
    [EnumMember(Value = "internal")] Internal,
    [EnumMember(Value = "secret")] Secret
  }

  [DataContract(Namespace = "http://northwind.com/documents/data")]
  public class DocumentInfo {
    [DataMember(Order = 0, IsRequired = true)] public Guid DocumentId { get; set; }
    [DataMember(Order = 1)] public string FileName { get; set; }
    [DataMember(Order = 2)] public long Size { get; set; }
    [DataMember(Order = 3)] public Classification Classification { get; set; }
    [DataMember(Order = 4)] public DateTimeOffset UploadedAt { get; set; }
    [DataMember(Order = 5, EmitDefaultValue = false)] public string[] Keywords { get; set; }
  }

  [DataContract(Namespace = "http://northwind.com/documents/data")]
  public class StorageFault {
    [DataMember] public string Reason { get; set; }
    [DataMember] public long? QuotaBytes { get; set; }
  }

  [MessageContract(WrapperName = "UploadRequest", WrapperNamespace = "http://northwind.com/documents/2023")]
  public class UploadRequest {
    [MessageHeader(Namespace = "http://northwind.com/headers")] public string TenantId;
    [MessageHeader(Namespace = "http://northwind.com/headers")] public Guid CorrelationId;
    [MessageBodyMember(Order = 0)] public string FileName;
    [MessageBodyMember(Order = 1)] public Classification Classification;
    [MessageBodyMember(Order = 2)] public byte[] Content;
  }

  [MessageContract(IsWrapped = false)]
  public class UploadResponse {
    [MessageHeader(Namespace = "http://northwind.com/headers")] public Guid CorrelationId;
    [MessageBodyMember] public DocumentInfo Document;
  }

  [ServiceContract(Namespace = "http://northwind.com/documents/2023", Name = "DocumentStore")]
  public interface IDocumentStore {
    [OperationContract]
    [FaultContract(typeof(StorageFault))]
    UploadResponse Upload(UploadRequest request);

    [OperationContract]
    [FaultContract(typeof(StorageFault))]
    DocumentInfo GetInfo(Guid documentId);

    [OperationContract(IsOneWay = true, Action = "urn:northwind:documents/viewed")]
    void MarkViewed(Guid documentId, string user);
  }

  // The legacy search contract, kept on XmlSerializer for its older clients.
  public class SearchHit {
    [XmlAttribute] public string Id;
    public string Title;
    public decimal Score;
  }

  // Mono 6.8 ignores [XmlSerializerFormat] on a contract and honours it on an operation only
  // (../../xml-serializer/README.md), so the operation repeats it: the same service on .NET.
  [ServiceContract(Namespace = "http://northwind.com/search/2019")]
  [XmlSerializerFormat]
  public interface ISearch {
    [OperationContract, XmlSerializerFormat]
    SearchHit[] Find(string text, int top);
  }

  public class DocumentService : IDocumentStore, ISearch {
    static readonly Guid Doc = new Guid("3f2504e0-4f89-11d3-9a0c-0305e82c3301");
    static DocumentInfo Info() {
      return new DocumentInfo { DocumentId = Doc, FileName = "plan.pdf", Size = 1234567890123L,
        Classification = Classification.Internal, UploadedAt = new DateTimeOffset(2023, 6, 1, 9, 0, 0, TimeSpan.FromHours(-4)),
        Keywords = new[] { "plan", "q3" } };
    }
    public UploadResponse Upload(UploadRequest request) {
      if (request.Content == null || request.Content.Length == 0)
        throw new FaultException<StorageFault>(new StorageFault { Reason = "empty", QuotaBytes = 1000 }, "empty upload");
      var info = Info();
      info.FileName = request.FileName; info.Size = request.Content.Length; info.Classification = request.Classification;
      info.Keywords = null;
      return new UploadResponse { CorrelationId = request.CorrelationId, Document = info };
    }
    public DocumentInfo GetInfo(Guid documentId) {
      if (documentId != Doc) throw new FaultException<StorageFault>(new StorageFault { Reason = "missing" }, "no such document");
      return Info();
    }
    public void MarkViewed(Guid documentId, string user) { }
    public SearchHit[] Find(string text, int top) {
      return new[] { new SearchHit { Id = "d1", Title = text + " plan", Score = 0.75m } };
    }
  }

  public static class Program {
    public static void Main(string[] args) {
      var baseUri = new Uri(args.Length > 0 ? args[0] : "http://127.0.0.1:8773/");
      var host = new ServiceHost(typeof(DocumentService), baseUri);
      // Mono routes only its first endpoint: Find was recorded from a host started with SEARCH_FIRST=1.
      if (Environment.GetEnvironmentVariable("SEARCH_FIRST") == "1") {
        host.AddServiceEndpoint(typeof(ISearch), new BasicHttpBinding(), "search");
        host.AddServiceEndpoint(typeof(IDocumentStore), new BasicHttpBinding(), "");
      } else {
        host.AddServiceEndpoint(typeof(IDocumentStore), new BasicHttpBinding(), "");
        host.AddServiceEndpoint(typeof(ISearch), new BasicHttpBinding(), "search");
      }
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
