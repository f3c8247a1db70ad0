// Generic names whose type arguments live in other namespaces (#28): DataContractSerializer appends a digest of
// the arguments' namespaces (`{#}`) to the closed name. Dictionary<string, Parcel>, Dictionary<Size, int> (an enum
// key), Dictionary<string, List<Parcel>>, List<Dictionary<string, Parcel>>, Dictionary<Guid, Parcel[]>,
// Dictionary<string, Stamp> (Stamp in urn:other) and Result<Parcel, Stamp> ([DataContract(Name =
// "Result_{0}_{1}_{#}")]); each a member (Holder), a parameter and a result. Recorded with
// ../../../../../shared/asmx-lab/lab.sh wcf WcfGenericDigest.cs 8797 (Mono 6.8 System.ServiceModel; bodies by
// DataContractSerializer, Microsoft's reference source).
using System;
using System.Collections.Generic;
using System.Runtime.Serialization;
using System.ServiceModel;
using System.ServiceModel.Description;

namespace Lab {
  [DataContract]
  public class Parcel {
    [DataMember] public string Id { get; set; }
    [DataMember] public int Weight { get; set; }
  }

  [DataContract]
  public enum Size {
    [EnumMember] Small,
    [EnumMember] Large,
  }

  [DataContract(Namespace = "urn:other")]
  public class Stamp {
    [DataMember] public string Code { get; set; }
  }

  [DataContract(Name = "Result_{0}_{1}_{#}")]
  public class Result<T, U> {
    [DataMember] public T Value { get; set; }
    [DataMember] public U Extra { get; set; }
  }

  [DataContract]
  public class Holder {
    [DataMember] public Dictionary<string, Parcel> ByName { get; set; }
    [DataMember] public Dictionary<Size, int> CountBySize { get; set; }
    [DataMember] public Dictionary<string, List<Parcel>> Groups { get; set; }
    [DataMember] public List<Dictionary<string, Parcel>> Pages { get; set; }
    [DataMember] public Dictionary<Guid, Parcel[]> ById { get; set; }
    [DataMember] public Dictionary<string, Stamp> Stamps { get; set; }
    [DataMember] public Result<Parcel, Stamp> Result { get; set; }
  }

  [ServiceContract(Namespace = "http://digest.example.com/wcf")]
  public interface IDigest {
    [OperationContract] Holder Echo(Holder holder);
    [OperationContract] Dictionary<string, Parcel> EchoByName(Dictionary<string, Parcel> byName);
    [OperationContract] Dictionary<Size, int> EchoCountBySize(Dictionary<Size, int> counts);
    [OperationContract] Dictionary<string, List<Parcel>> EchoGroups(Dictionary<string, List<Parcel>> groups);
    [OperationContract] List<Dictionary<string, Parcel>> EchoPages(List<Dictionary<string, Parcel>> pages);
    [OperationContract] Dictionary<Guid, Parcel[]> EchoById(Dictionary<Guid, Parcel[]> byId);
    [OperationContract] Dictionary<string, Stamp> EchoStamps(Dictionary<string, Stamp> stamps);
    [OperationContract] Result<Parcel, Stamp> EchoResult(Result<Parcel, Stamp> result);
    [OperationContract] Holder Make(string kind);
  }

  public class DigestService : IDigest {
    public Holder Echo(Holder holder) { return holder; }
    public Dictionary<string, Parcel> EchoByName(Dictionary<string, Parcel> byName) { return byName; }
    public Dictionary<Size, int> EchoCountBySize(Dictionary<Size, int> counts) { return counts; }
    public Dictionary<string, List<Parcel>> EchoGroups(Dictionary<string, List<Parcel>> groups) { return groups; }
    public List<Dictionary<string, Parcel>> EchoPages(List<Dictionary<string, Parcel>> pages) { return pages; }
    public Dictionary<Guid, Parcel[]> EchoById(Dictionary<Guid, Parcel[]> byId) { return byId; }
    public Dictionary<string, Stamp> EchoStamps(Dictionary<string, Stamp> stamps) { return stamps; }
    public Result<Parcel, Stamp> EchoResult(Result<Parcel, Stamp> result) { return result; }
    public Holder Make(string kind) {
      if (kind == "empty") return new Holder();
      var p = new Parcel { Id = "p1", Weight = 3 };
      var byName = new Dictionary<string, Parcel>(); byName.Add("a", p); byName.Add("b", null);
      var counts = new Dictionary<Size, int>(); counts.Add(Size.Large, 2);
      var groups = new Dictionary<string, List<Parcel>>(); groups.Add("g", new List<Parcel> { p });
      var pages = new List<Dictionary<string, Parcel>> { byName, null };
      var byId = new Dictionary<Guid, Parcel[]>(); byId.Add(new Guid("0f8fad5b-d9cb-469f-a165-70867728950e"), new[] { p });
      var stamps = new Dictionary<string, Stamp>(); stamps.Add("s", new Stamp { Code = "X1" });
      var result = new Result<Parcel, Stamp> { Value = p, Extra = new Stamp { Code = "Y2" } };
      return new Holder { ByName = byName, CountBySize = counts, Groups = groups, Pages = pages, ById = byId, Stamps = stamps, Result = result };
    }
  }

  public static class Program {
    public static void Main(string[] args) {
      var baseUri = new Uri(args.Length > 0 ? args[0] : "http://127.0.0.1:8192/");
      var host = new ServiceHost(typeof(DigestService), baseUri);
      host.AddServiceEndpoint(typeof(IDigest), new BasicHttpBinding(), "");
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
