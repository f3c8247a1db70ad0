// Generics nested in generics and KeyValuePair<K,V> under DataContractSerializer (#28, docs/wcf-design.md §37's
// "Left"): KeyValuePair<string, Parcel> and KeyValuePair<string, int> (the generic struct of
// System.Collections.Generic), List<KeyValuePair<string, Parcel>>, Dictionary<string, KeyValuePair<int, Stamp>>;
// Wrapper<Wrapper<Parcel>> (the default name, twice nested), Result<List<Result<Parcel, Stamp>>, int> ([DataContract(
// Name = "Result_{0}_{1}_{#}")] over a list of itself); Dictionary<string, Dictionary<string, int>>,
// List<Dictionary<string, Dictionary<string, Parcel>>>, Dictionary<string, int[]>; each a member (Holder), a parameter
// and a result. Recorded with ../../../../../shared/asmx-lab/lab.sh wcf WcfGenericNesting.cs 8828 (Mono 6.8
// System.ServiceModel; bodies by DataContractSerializer, Microsoft's reference source).
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

  [DataContract(Namespace = "urn:other")]
  public class Stamp {
    [DataMember] public string Code { get; set; }
  }

  [DataContract]
  public class Wrapper<T> {
    [DataMember] public T Item { get; set; }
  }

  [DataContract(Name = "Result_{0}_{1}_{#}")]
  public class Result<T, U> {
    [DataMember] public T Value { get; set; }
    [DataMember] public U Extra { get; set; }
  }

  [DataContract]
  public class Holder {
    [DataMember] public KeyValuePair<string, Parcel> Pair { get; set; }
    [DataMember] public KeyValuePair<string, int> Count { get; set; }
    [DataMember] public List<KeyValuePair<string, Parcel>> Pairs { get; set; }
    [DataMember] public Dictionary<string, KeyValuePair<int, Stamp>> PairBy { get; set; }
    [DataMember] public Wrapper<Wrapper<Parcel>> Wrapped { get; set; }
    [DataMember] public Result<List<Result<Parcel, Stamp>>, int> Results { get; set; }
    [DataMember] public Dictionary<string, Dictionary<string, int>> Nested { get; set; }
    [DataMember] public List<Dictionary<string, Dictionary<string, Parcel>>> NestedPages { get; set; }
    [DataMember] public Dictionary<string, int[]> Lists { get; set; }
  }

  [ServiceContract(Namespace = "http://nesting.example.com/wcf")]
  public interface INesting {
    [OperationContract] Holder Echo(Holder holder);
    [OperationContract] KeyValuePair<string, Parcel> EchoPair(KeyValuePair<string, Parcel> pair);
    [OperationContract] KeyValuePair<string, int> EchoCount(KeyValuePair<string, int> count);
    [OperationContract] List<KeyValuePair<string, Parcel>> EchoPairs(List<KeyValuePair<string, Parcel>> pairs);
    [OperationContract] Dictionary<string, KeyValuePair<int, Stamp>> EchoPairBy(Dictionary<string, KeyValuePair<int, Stamp>> pairBy);
    [OperationContract] Wrapper<Wrapper<Parcel>> EchoWrapped(Wrapper<Wrapper<Parcel>> wrapped);
    [OperationContract] Result<List<Result<Parcel, Stamp>>, int> EchoResults(Result<List<Result<Parcel, Stamp>>, int> results);
    [OperationContract] Dictionary<string, Dictionary<string, int>> EchoNested(Dictionary<string, Dictionary<string, int>> nested);
    [OperationContract] List<Dictionary<string, Dictionary<string, Parcel>>> EchoNestedPages(List<Dictionary<string, Dictionary<string, Parcel>>> pages);
    [OperationContract] Dictionary<string, int[]> EchoLists(Dictionary<string, int[]> lists);
    [OperationContract] Holder Make(string kind);
  }

  public class NestingService : INesting {
    public Holder Echo(Holder holder) { return holder; }
    public KeyValuePair<string, Parcel> EchoPair(KeyValuePair<string, Parcel> pair) { return pair; }
    public KeyValuePair<string, int> EchoCount(KeyValuePair<string, int> count) { return count; }
    public List<KeyValuePair<string, Parcel>> EchoPairs(List<KeyValuePair<string, Parcel>> pairs) { return pairs; }
    public Dictionary<string, KeyValuePair<int, Stamp>> EchoPairBy(Dictionary<string, KeyValuePair<int, Stamp>> pairBy) { return pairBy; }
    public Wrapper<Wrapper<Parcel>> EchoWrapped(Wrapper<Wrapper<Parcel>> wrapped) { return wrapped; }
    public Result<List<Result<Parcel, Stamp>>, int> EchoResults(Result<List<Result<Parcel, Stamp>>, int> results) { return results; }
    public Dictionary<string, Dictionary<string, int>> EchoNested(Dictionary<string, Dictionary<string, int>> nested) { return nested; }
    public List<Dictionary<string, Dictionary<string, Parcel>>> EchoNestedPages(List<Dictionary<string, Dictionary<string, Parcel>>> pages) { return pages; }
    public Dictionary<string, int[]> EchoLists(Dictionary<string, int[]> lists) { return lists; }
    public Holder Make(string kind) {
      if (kind == "empty") return new Holder();
      var p = new Parcel { Id = "p1", Weight = 3 };
      var pairBy = new Dictionary<string, KeyValuePair<int, Stamp>>();
      pairBy.Add("a", new KeyValuePair<int, Stamp>(1, new Stamp { Code = "X1" }));
      var inner = new Dictionary<string, int>(); inner.Add("x", 1);
      var nested = new Dictionary<string, Dictionary<string, int>>(); nested.Add("n", inner); nested.Add("m", null);
      var innerP = new Dictionary<string, Parcel>(); innerP.Add("q", p);
      var outerP = new Dictionary<string, Dictionary<string, Parcel>>(); outerP.Add("o", innerP);
      var lists = new Dictionary<string, int[]>(); lists.Add("l", new[] { 1, 2 });
      return new Holder {
        Pair = new KeyValuePair<string, Parcel>("k", p),
        Count = new KeyValuePair<string, int>("c", 2),
        Pairs = new List<KeyValuePair<string, Parcel>> { new KeyValuePair<string, Parcel>("k", p), new KeyValuePair<string, Parcel>("z", null) },
        PairBy = pairBy,
        Wrapped = new Wrapper<Wrapper<Parcel>> { Item = new Wrapper<Parcel> { Item = p } },
        Results = new Result<List<Result<Parcel, Stamp>>, int> { Value = new List<Result<Parcel, Stamp>> { new Result<Parcel, Stamp> { Value = p, Extra = new Stamp { Code = "Y2" } } }, Extra = 7 },
        Nested = nested,
        NestedPages = new List<Dictionary<string, Dictionary<string, Parcel>>> { outerP },
        Lists = lists,
      };
    }
  }

  public static class Program {
    public static void Main(string[] args) {
      var baseUri = new Uri(args.Length > 0 ? args[0] : "http://127.0.0.1:8192/");
      var host = new ServiceHost(typeof(NestingService), baseUri);
      host.AddServiceEndpoint(typeof(INesting), new BasicHttpBinding(), "");
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
