// System.Object as an array item and a dictionary value (#28): object[], List<object> (ArrayOfanyType) and
// Dictionary<string, object> (ArrayOfKeyValueOfstringanyType) members, parameters and results. Recorded with
// ../../../../../shared/asmx-lab/lab.sh wcf WcfObjectArrays.cs 8771 (Mono 6.8 System.ServiceModel; bodies by
// DataContractSerializer, Microsoft's reference source).
using System;
using System.Collections.Generic;
using System.Runtime.Serialization;
using System.ServiceModel;
using System.ServiceModel.Description;

namespace Lab.ObjectArrays {
  [DataContract(Namespace = "http://objarrays.example.com/data")]
  public enum Tone { [EnumMember] Warm, [EnumMember] Cold }

  [DataContract(Namespace = "http://objarrays.example.com/data")]
  public class Point {
    [DataMember] public int X { get; set; }
    [DataMember] public int Y { get; set; }
  }

  [DataContract(Namespace = "http://objarrays.example.com/data")]
  [KnownType(typeof(Tone))]
  [KnownType(typeof(Point))]
  [KnownType(typeof(object[]))]
  public class Bag {
    [DataMember] public string Label { get; set; }
    [DataMember] public object[] Items { get; set; }
    [DataMember] public List<object> List { get; set; }
    [DataMember] public Dictionary<string, object> Map { get; set; }
  }

  [ServiceContract(Namespace = "http://objarrays.example.com/wcf")]
  [ServiceKnownType(typeof(Tone))]
  [ServiceKnownType(typeof(Point))]
  public interface IBags {
    [OperationContract] Bag Echo(Bag bag);
    [OperationContract] Bag Make(string kind);
    [OperationContract] object[] EchoItems(object[] items);
    [OperationContract] List<object> MakeList(string kind);
    [OperationContract] Dictionary<string, object> EchoMap(Dictionary<string, object> map);
    [OperationContract] Dictionary<string, object> MakeMap(string kind);
  }

  public class BagService : IBags {
    static object[] Items(string kind) {
      switch (kind) {
        case "mixed": return new object[] { 42, "two", null };
        case "classes": return new object[] { new Point { X = 1, Y = 2 }, Tone.Cold };
        case "nested": return new object[] { 1, new object[] { "in", null } };
        case "empty": return new object[0];
        default: return null;
      }
    }
    public Bag Echo(Bag bag) { return bag; }
    public Bag Make(string kind) {
      var items = Items(kind);
      var map = items == null ? null : new Dictionary<string, object>();
      if (map != null) for (int i = 0; i < items.Length; i++) map.Add("k" + i, items[i]);
      return new Bag { Label = kind, Items = items, List = items == null ? null : new List<object>(items), Map = map };
    }
    public object[] EchoItems(object[] items) { return items; }
    public List<object> MakeList(string kind) { var items = Items(kind); return items == null ? null : new List<object>(items); }
    public Dictionary<string, object> EchoMap(Dictionary<string, object> map) { return map; }
    public Dictionary<string, object> MakeMap(string kind) {
      var items = Items(kind);
      if (items == null) return null;
      var map = new Dictionary<string, object>();
      for (int i = 0; i < items.Length; i++) map.Add("k" + i, items[i]);
      return map;
    }
  }

  public static class Program {
    public static void Main(string[] args) {
      var baseUri = new Uri(args.Length > 0 ? args[0] : "http://127.0.0.1:8192/");
      var host = new ServiceHost(typeof(BagService), baseUri);
      host.AddServiceEndpoint(typeof(IBags), new BasicHttpBinding(), "");
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
