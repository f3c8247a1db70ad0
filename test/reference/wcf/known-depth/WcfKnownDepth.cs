// Known types at depth, objects without i:type and a dictionary as a known type under DataContractSerializer (#28):
// recorded with ../../../../../shared/asmx-lab/lab.sh wcf WcfKnownDepth.cs 8764 (Mono 6.8 System.ServiceModel;
// bodies by DataContractSerializer, Microsoft's reference source).
using System;
using System.Collections.Generic;
using System.Runtime.Serialization;
using System.ServiceModel;
using System.ServiceModel.Description;

namespace Lab.KnownDepth {
  [DataContract(Namespace = "http://depth.example.com/data")]
  public class Animal { [DataMember] public string Name { get; set; } }

  // Dog derives from Animal; Animal names no known type: Dog is known only where an enclosing class names it.
  [DataContract(Namespace = "http://depth.example.com/data")]
  public class Dog : Animal { [DataMember] public string Breed { get; set; } }

  [DataContract(Namespace = "http://depth.example.com/data")]
  public class Kennel { [DataMember] public Animal Pet { get; set; } }

  // Knows Dog; its Kennel's Pet (two levels down) may be one.
  [DataContract(Namespace = "http://depth.example.com/data")]
  [KnownType(typeof(Dog))]
  public class Yard { [DataMember] public Kennel Kennel { get; set; } }

  // Yard's scope ends with Yard: Spare, beside it, is outside.
  [DataContract(Namespace = "http://depth.example.com/data")]
  public class Farm {
    [DataMember(Order = 1)] public Yard Yard { get; set; }
    [DataMember(Order = 2)] public Kennel Spare { get; set; }
  }

  // An object member without known types: what it reads without i:type.
  [DataContract(Namespace = "http://depth.example.com/data")]
  public class Box { [DataMember] public object Value { get; set; } }

  // A dictionary as a known type of an object member.
  [DataContract(Namespace = "http://depth.example.com/data")]
  [KnownType(typeof(Dictionary<string, int>))]
  public class MapBox { [DataMember] public object Value { get; set; } }

  [ServiceContract(Namespace = "http://depth.example.com/wcf")]
  public interface IDepth {
    [OperationContract] Kennel EchoKennel(Kennel box);
    [OperationContract] Yard EchoYard(Yard box);
    [OperationContract] Farm EchoFarm(Farm box);
    [OperationContract] Yard MakeYard();
    [OperationContract] Box EchoBox(Box box);
    [OperationContract] string ShowObject(object value);
    [OperationContract] object EchoObject(object value);
    [OperationContract] Box MakeBox();
    [OperationContract] MapBox EchoMap(MapBox box);
    [OperationContract] MapBox MakeMap();
  }

  public class DepthService : IDepth {
    static string Show(object v) {
      if (v == null) return "null";
      var d = v as Dictionary<string, int>;
      if (d != null) { var s = "Dictionary:"; foreach (var kv in d) s += kv.Key + "=" + kv.Value + ";"; return s; }
      return v.GetType().FullName + ":" + v;
    }
    public Kennel EchoKennel(Kennel box) { return box; }
    public Yard EchoYard(Yard box) { return box; }
    public Farm EchoFarm(Farm box) { return box; }
    public Yard MakeYard() {
      return new Yard { Kennel = new Kennel { Pet = new Dog { Name = "Rex", Breed = "collie" } } };
    }
    public Box EchoBox(Box box) { return box; }
    public string ShowObject(object value) { return Show(value); }
    public object EchoObject(object value) { return value; }
    public Box MakeBox() { return new Box { Value = new object() }; }
    public MapBox EchoMap(MapBox box) { return box; }
    public MapBox MakeMap() {
      var d = new Dictionary<string, int>(); d["a"] = 1; d["b"] = 2;
      return new MapBox { Value = d };
    }
  }

  public static class Program {
    public static void Main(string[] args) {
      var baseUri = new Uri(args.Length > 0 ? args[0] : "http://127.0.0.1:8192/");
      var host = new ServiceHost(typeof(DepthService), baseUri);
      host.AddServiceEndpoint(typeof(IDepth), new BasicHttpBinding(), "");
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
