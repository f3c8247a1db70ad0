// [Flags] enums whose members name combinations, as DataContractSerializer writes and reads them (#28): recorded with
// ../../../../../shared/asmx-lab/lab.sh wcf WcfFlagsCombined.cs 8761 (Mono 6.8 System.ServiceModel; bodies by
// DataContractSerializer, Microsoft's reference source).
using System;
using System.ServiceModel;
using System.ServiceModel.Description;

namespace Lab.FlagsCombined {
  // A zero member; the combination AB declared after its parts.
  [Flags] public enum After { None = 0, A = 1, B = 2, AB = 3, C = 4 }
  // The combination AB declared before its parts; no zero member.
  [Flags] public enum Before { AB = 3, A = 1, B = 2, C = 4 }
  // BC covers part of some values (3 = A|B, 7 = A|B|C).
  [Flags] public enum Partial { A = 1, BC = 6, B = 2, C = 4 }

  [ServiceContract(Namespace = "http://flags.example.com/wcf")]
  public interface IFlags {
    [OperationContract] After AfterOf(int value);
    [OperationContract] int AfterValue(After value);
    [OperationContract] Before BeforeOf(int value);
    [OperationContract] int BeforeValue(Before value);
    [OperationContract] Partial PartialOf(int value);
    [OperationContract] int PartialValue(Partial value);
  }

  public class FlagsService : IFlags {
    public After AfterOf(int value) { return (After)value; }
    public int AfterValue(After value) { return (int)value; }
    public Before BeforeOf(int value) { return (Before)value; }
    public int BeforeValue(Before value) { return (int)value; }
    public Partial PartialOf(int value) { return (Partial)value; }
    public int PartialValue(Partial value) { return (int)value; }
  }

  public static class Program {
    public static void Main(string[] args) {
      var baseUri = new Uri(args.Length > 0 ? args[0] : "http://127.0.0.1:8192/");
      var host = new ServiceHost(typeof(FlagsService), baseUri);
      host.AddServiceEndpoint(typeof(IFlags), new BasicHttpBinding(), "");
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
