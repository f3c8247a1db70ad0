// Generic struct and collection data contracts (#28): [DataContract] struct Pair<TKey, TValue>,
// [CollectionDataContract] class PageOf<T> : List<T>, [CollectionDataContract(ItemName, KeyName, ValueName)] class
// Lookup<T> : Dictionary<string, T>, and the plain List<Pair<string, int>> and Dictionary<string, Pair<int, int>>;
// each a member (Holder), a parameter and a result. Recorded with
// ../../../../../shared/asmx-lab/lab.sh wcf WcfGenericCollections.cs 8796 (Mono 6.8 System.ServiceModel; bodies by
// DataContractSerializer, Microsoft's reference source).
using System;
using System.Collections.Generic;
using System.Runtime.Serialization;
using System.ServiceModel;
using System.ServiceModel.Description;

namespace Lab.GenericCollections {
  [DataContract(Namespace = "http://generics.example.com/data")]
  public struct Pair<TKey, TValue> {
    [DataMember] public TKey Key { get; set; }
    [DataMember] public TValue Value { get; set; }
  }

  [CollectionDataContract(Namespace = "http://generics.example.com/data")]
  public class PageOf<T> : List<T> { }

  [CollectionDataContract(Namespace = "http://generics.example.com/data", ItemName = "Entry", KeyName = "Name", ValueName = "Item")]
  public class Lookup<T> : Dictionary<string, T> { }

  [DataContract(Namespace = "http://generics.example.com/data")]
  public class Holder {
    [DataMember] public Pair<string, int> Pair { get; set; }
    [DataMember] public PageOf<string> Page { get; set; }
    [DataMember] public PageOf<Pair<string, int>> PairPage { get; set; }
    [DataMember] public Lookup<int> Lookup { get; set; }
    [DataMember] public List<Pair<string, int>> Pairs { get; set; }
    [DataMember] public Dictionary<string, Pair<int, int>> Ranges { get; set; }
  }

  [ServiceContract(Namespace = "http://generics.example.com/wcf")]
  public interface IGenerics {
    [OperationContract] Holder Echo(Holder holder);
    [OperationContract] Pair<string, int> EchoPair(Pair<string, int> pair);
    [OperationContract] PageOf<string> EchoPage(PageOf<string> page);
    [OperationContract] PageOf<Pair<string, int>> EchoPairPage(PageOf<Pair<string, int>> page);
    [OperationContract] Lookup<int> EchoLookup(Lookup<int> lookup);
    [OperationContract] List<Pair<string, int>> EchoPairs(List<Pair<string, int>> pairs);
    [OperationContract] Dictionary<string, Pair<int, int>> EchoRanges(Dictionary<string, Pair<int, int>> ranges);
    [OperationContract] Holder Make(string kind);
  }

  public class GenericsService : IGenerics {
    public Holder Echo(Holder holder) { return holder; }
    public Pair<string, int> EchoPair(Pair<string, int> pair) { return pair; }
    public PageOf<string> EchoPage(PageOf<string> page) { return page; }
    public PageOf<Pair<string, int>> EchoPairPage(PageOf<Pair<string, int>> page) { return page; }
    public Lookup<int> EchoLookup(Lookup<int> lookup) { return lookup; }
    public List<Pair<string, int>> EchoPairs(List<Pair<string, int>> pairs) { return pairs; }
    public Dictionary<string, Pair<int, int>> EchoRanges(Dictionary<string, Pair<int, int>> ranges) { return ranges; }
    public Holder Make(string kind) {
      if (kind == "empty") return new Holder();
      var page = new PageOf<string>(); page.Add("a"); page.Add(null);
      var pairPage = new PageOf<Pair<string, int>>(); pairPage.Add(new Pair<string, int> { Key = "p", Value = 1 });
      var lookup = new Lookup<int>(); lookup.Add("one", 1); lookup.Add("two", 2);
      var pairs = new List<Pair<string, int>> { new Pair<string, int> { Key = "x", Value = 3 }, new Pair<string, int>() };
      var ranges = new Dictionary<string, Pair<int, int>>(); ranges.Add("r", new Pair<int, int> { Key = 1, Value = 9 });
      return new Holder { Pair = new Pair<string, int> { Key = kind, Value = 7 }, Page = page, PairPage = pairPage, Lookup = lookup, Pairs = pairs, Ranges = ranges };
    }
  }

  public static class Program {
    public static void Main(string[] args) {
      var baseUri = new Uri(args.Length > 0 ? args[0] : "http://127.0.0.1:8192/");
      var host = new ServiceHost(typeof(GenericsService), baseUri);
      host.AddServiceEndpoint(typeof(IGenerics), new BasicHttpBinding(), "");
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
