// Enums renamed by [DataContract(Name)] (with and without Namespace), values by [EnumMember(Value)] (#28):
// recorded with ../../../../../shared/asmx-lab/lab.sh wcf WcfEnumNames.cs 8752 (Mono 6.8 System.ServiceModel;
// bodies by DataContractSerializer, Microsoft's reference source).
using System;
using System.Collections.Generic;
using System.Runtime.Serialization;
using System.ServiceModel;
using System.ServiceModel.Description;

namespace Lab.Tones {
  // [DataContract(Name, Namespace)]: the data contract name ToneCode in its own namespace; values renamed.
  [DataContract(Name = "ToneCode", Namespace = "http://tones.example.com/codes")]
  public enum Tone {
    [EnumMember(Value = "warm-1")] Warm,
    [EnumMember] Cold,
    [EnumMember(Value = "N")] Neutral
  }

  // [DataContract(Name)] alone: the CLR namespace's default, http://schemas.datacontract.org/2004/07/Lab.Tones.
  [DataContract(Name = "Shade")]
  public enum ShadeKind {
    [EnumMember] Light,
    [EnumMember(Value = "dark")] Dark
  }

  [DataContract(Namespace = "http://tones.example.com/data")]
  public class Swatch {
    [DataMember] public string Label { get; set; }
    [DataMember] public Tone Tone { get; set; }
    [DataMember] public ShadeKind Shade { get; set; }
    [DataMember] public List<Tone> Tones { get; set; }
    [DataMember] public Tone? Maybe { get; set; }
  }

  [ServiceContract(Namespace = "http://tones.example.com/wcf")]
  public interface ITones {
    [OperationContract] Swatch Echo(Swatch swatch);
    [OperationContract] Tone Pick(Tone tone, ShadeKind shade);
    [OperationContract] Tone[] All();
  }

  public class ToneService : ITones {
    public Swatch Echo(Swatch swatch) {
      if (swatch == null) return null;
      swatch.Label = swatch.Label + "+";
      return swatch;
    }
    public Tone Pick(Tone tone, ShadeKind shade) { return shade == ShadeKind.Dark ? Tone.Neutral : tone; }
    public Tone[] All() { return new[] { Tone.Warm, Tone.Cold, Tone.Neutral }; }
  }

  public static class Program {
    public static void Main(string[] args) {
      var baseUri = new Uri(args.Length > 0 ? args[0] : "http://127.0.0.1:8192/");
      var host = new ServiceHost(typeof(ToneService), baseUri);
      host.AddServiceEndpoint(typeof(ITones), new BasicHttpBinding(), "");
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
