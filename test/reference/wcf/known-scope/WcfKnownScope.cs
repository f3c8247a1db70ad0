// Which known types a value may use at each position under DataContractSerializer (#28): recorded with
// ../../../../../shared/asmx-lab/lab.sh wcf WcfKnownScope.cs 8762 (Mono 6.8 System.ServiceModel; bodies by
// DataContractSerializer, Microsoft's reference source). Every class holds `object` members; the enum Tone
// (a namespace of its own) is the value whose scope is probed.
using System;
using System.Runtime.Serialization;
using System.ServiceModel;
using System.ServiceModel.Description;

namespace Lab.KnownScope {
  [DataContract(Namespace = "http://tones.example.com/data")]
  public enum Tone { [EnumMember] Warm, [EnumMember] Cold }

  // No known types.
  [DataContract(Namespace = "http://scope.example.com/data")]
  public class Loose { [DataMember] public object Value { get; set; } }

  // Tone known on the declaring class.
  [DataContract(Namespace = "http://scope.example.com/data")]
  [KnownType(typeof(Tone))]
  public class Holder { [DataMember] public object Value { get; set; } }

  // Tone known on the base only.
  [DataContract(Namespace = "http://scope.example.com/data")]
  public class HolderChild : Holder { [DataMember] public string Extra { get; set; } }

  // Tone known on an enclosing class: does it reach a member of a class it holds?
  [DataContract(Namespace = "http://scope.example.com/data")]
  [KnownType(typeof(Tone))]
  public class Outer { [DataMember] public Loose Inner { get; set; } }

  // A member of a type with known types beside an object member of the holder's.
  [DataContract(Namespace = "http://scope.example.com/data")]
  public class Plain {
    [DataMember(Order = 1)] public Holder Held { get; set; }
    [DataMember(Order = 2)] public object Other { get; set; }
  }

  // A known type's own known types: Chain knows ChainSub, which knows Tone.
  [DataContract(Namespace = "http://scope.example.com/data")]
  [KnownType(typeof(ChainSub))]
  public class Chain { [DataMember] public object Value { get; set; } }

  [DataContract(Namespace = "http://scope.example.com/data")]
  [KnownType(typeof(Tone))]
  public class ChainSub : Chain { }

  // An array of the enum known.
  [DataContract(Namespace = "http://scope.example.com/data")]
  [KnownType(typeof(Tone[]))]
  public class ArrHolder { [DataMember] public object Value { get; set; } }

  [ServiceContract(Namespace = "http://scope.example.com/wcf")]
  public interface IScope {
    [OperationContract] Loose EchoLoose(Loose box);
    [OperationContract] [ServiceKnownType(typeof(Tone))] Loose EchoKnown(Loose box);
    [OperationContract] Holder EchoHolder(Holder box);
    [OperationContract] HolderChild EchoChild(HolderChild box);
    [OperationContract] Outer EchoOuter(Outer box);
    [OperationContract] Plain EchoPlain(Plain box);
    [OperationContract] Chain EchoChain(Chain box);
    [OperationContract] ArrHolder EchoArr(ArrHolder box);
    [OperationContract] string EchoTwo(Holder first, Loose second);
    [OperationContract] Loose MakeLoose();
    [OperationContract] Plain MakePlain();
    [OperationContract] Holder MakeArray();
  }

  [ServiceContract(Namespace = "http://scope.example.com/wcf")]
  [ServiceKnownType(typeof(Tone))]
  public interface IScopeWide {
    [OperationContract] Loose EchoWide(Loose box);
  }

  public class ScopeService : IScope, IScopeWide {
    static string Show(object v) { return v == null ? "null" : v.GetType().Name + ":" + v; }
    public Loose EchoLoose(Loose box) { return box; }
    public Loose EchoKnown(Loose box) { return box; }
    public Holder EchoHolder(Holder box) { return box; }
    public HolderChild EchoChild(HolderChild box) { return box; }
    public Outer EchoOuter(Outer box) { return box; }
    public Plain EchoPlain(Plain box) { return box; }
    public Chain EchoChain(Chain box) { return box; }
    public ArrHolder EchoArr(ArrHolder box) { return box; }
    public string EchoTwo(Holder first, Loose second) {
      return Show(first == null ? null : first.Value) + "|" + Show(second == null ? null : second.Value);
    }
    public Loose MakeLoose() { return new Loose { Value = Tone.Cold }; }
    public Plain MakePlain() { return new Plain { Held = new Holder { Value = Tone.Warm }, Other = Tone.Cold }; }
    public Holder MakeArray() { return new Holder { Value = new Tone[] { Tone.Cold } }; }
    public Loose EchoWide(Loose box) { return box; }
  }

  public static class Program {
    public static void Main(string[] args) {
      var baseUri = new Uri(args.Length > 0 ? args[0] : "http://127.0.0.1:8192/");
      var host = new ServiceHost(typeof(ScopeService), baseUri);
      host.AddServiceEndpoint(typeof(IScope), new BasicHttpBinding(), "");
      host.AddServiceEndpoint(typeof(IScopeWide), new BasicHttpBinding(), "wide");
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
