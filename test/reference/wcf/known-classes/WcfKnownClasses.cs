// Which classes and arrays a value of `object` may hold at each position under DataContractSerializer (#28):
// recorded with ../../../../../shared/asmx-lab/lab.sh wcf WcfKnownClasses.cs 8763 (Mono 6.8 System.ServiceModel;
// bodies by DataContractSerializer, Microsoft's reference source). `Gift` is no subclass of any class here: it is
// known only where a class on the path names it by [KnownType]; `Gift[]` only where the array is named.
using System;
using System.Runtime.Serialization;
using System.ServiceModel;
using System.ServiceModel.Description;

namespace Lab.KnownClasses {
  [DataContract(Namespace = "http://gifts.example.com/data")]
  public class Gift { [DataMember] public string Label { get; set; } }

  // No known types.
  [DataContract(Namespace = "http://classes.example.com/data")]
  public class Loose { [DataMember] public object Value { get; set; } }

  // A class that is not a subclass, known on the declaring class.
  [DataContract(Namespace = "http://classes.example.com/data")]
  [KnownType(typeof(Gift))]
  public class GiftHolder { [DataMember] public object Value { get; set; } }

  // Gift known only through the sibling member's class (Held), not beside it (Other).
  [DataContract(Namespace = "http://classes.example.com/data")]
  public class Pair {
    [DataMember(Order = 1)] public GiftHolder Held { get; set; }
    [DataMember(Order = 2)] public object Other { get; set; }
  }

  // An array of a class known, the class itself not.
  [DataContract(Namespace = "http://classes.example.com/data")]
  [KnownType(typeof(Gift[]))]
  public class GiftList { [DataMember] public object Value { get; set; } }

  [ServiceContract(Namespace = "http://classes.example.com/wcf")]
  public interface IClasses {
    [OperationContract] Loose EchoLoose(Loose box);
    [OperationContract] GiftHolder EchoHolder(GiftHolder box);
    [OperationContract] Pair EchoPair(Pair box);
    [OperationContract] GiftList EchoList(GiftList box);
    [OperationContract] string EchoObject(object value);
  }

  public class ClassesService : IClasses {
    static string Show(object v) {
      if (v == null) return "null";
      var g = v as Gift; if (g != null) return "Gift:" + g.Label;
      var a = v as Gift[]; if (a != null) return "Gift[]:" + a.Length;
      return v.GetType().Name + ":" + v;
    }
    public Loose EchoLoose(Loose box) { return box; }
    public GiftHolder EchoHolder(GiftHolder box) { return box; }
    public Pair EchoPair(Pair box) { return box; }
    public GiftList EchoList(GiftList box) { return box; }
    public string EchoObject(object value) { return Show(value); }
  }

  public static class Program {
    public static void Main(string[] args) {
      var baseUri = new Uri(args.Length > 0 ? args[0] : "http://127.0.0.1:8192/");
      var host = new ServiceHost(typeof(ClassesService), baseUri);
      host.AddServiceEndpoint(typeof(IClasses), new BasicHttpBinding(), "");
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
