// `object` data members holding an enum or a System.Uri (#28): recorded with
// ../../../../../shared/asmx-lab/lab.sh wcf WcfObjects.cs 8761 (Mono 6.8 System.ServiceModel; bodies by
// DataContractSerializer, Microsoft's reference source).
using System;
using System.Runtime.Serialization;
using System.ServiceModel;
using System.ServiceModel.Description;

namespace Lab.Objects {
  // An enum in a namespace of its own.
  [DataContract(Namespace = "http://tones.example.com/data")]
  public enum Tone { [EnumMember] Warm, [EnumMember] Cold }

  // An enum in the classes' namespace.
  [DataContract(Namespace = "http://objects.example.com/data")]
  public enum Shade { [EnumMember] Light, [EnumMember] Dark }

  [DataContract(Namespace = "http://objects.example.com/data")]
  [KnownType(typeof(Tone))]
  [KnownType(typeof(Shade))]
  public class Box {
    [DataMember] public object Value { get; set; }
    [DataMember] public string Label { get; set; }
  }

  // The same member without known types: what needs [KnownType] and what does not.
  [DataContract(Namespace = "http://objects.example.com/data")]
  public class LooseBox {
    [DataMember] public object Value { get; set; }
  }

  [ServiceContract(Namespace = "http://objects.example.com/wcf")]
  public interface IObjects {
    [OperationContract] Box Echo(Box box);
    [OperationContract] Box Make(string kind);
    [OperationContract] LooseBox EchoLoose(LooseBox box);
    [OperationContract] LooseBox MakeLoose(string kind);
  }

  public class ObjectService : IObjects {
    static object Value(string kind) {
      switch (kind) {
        case "tone": return Tone.Cold;
        case "shade": return Shade.Dark;
        case "uri": return new Uri("http://links.example.com/a b?x=%zz");
        case "relative": return new Uri("docs/Zo\u00eb.html", UriKind.Relative);
        case "int": return 42;
        default: return null;
      }
    }
    public Box Echo(Box box) { return box; }
    public Box Make(string kind) { return new Box { Value = Value(kind), Label = kind }; }
    public LooseBox EchoLoose(LooseBox box) { return box; }
    public LooseBox MakeLoose(string kind) { return new LooseBox { Value = Value(kind) }; }
  }

  public static class Program {
    public static void Main(string[] args) {
      var baseUri = new Uri(args.Length > 0 ? args[0] : "http://127.0.0.1:8192/");
      var host = new ServiceHost(typeof(ObjectService), baseUri);
      host.AddServiceEndpoint(typeof(IObjects), new BasicHttpBinding(), "");
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
