// Enums declared in namespaces other than the contracts that use them (#28): recorded with
// ../../../../../shared/asmx-lab/lab.sh wcf WcfEnums.cs 8741 (Mono 6.8 System.ServiceModel; bodies by
// DataContractSerializer, Microsoft's reference source).
using System;
using System.Collections.Generic;
using System.Runtime.Serialization;
using System.ServiceModel;
using System.ServiceModel.Description;

namespace Lab.Paints {
  // [DataContract(Namespace)] on an enum: its own namespace, not the class's nor the CLR namespace's.
  [DataContract(Namespace = "http://paints.example.com/codes")]
  public enum Color {
    [EnumMember] Red,
    [EnumMember(Value = "dark-green")] Green,
    [EnumMember] Blue
  }

  // A [Flags] enum in a third namespace.
  [Flags, DataContract(Namespace = "http://paints.example.com/flags")]
  public enum Finish {
    [EnumMember] None = 0,
    [EnumMember] Matte = 1,
    [EnumMember] Gloss = 2,
    [EnumMember] Primer = 4
  }

  // No [DataContract]: the CLR namespace's default, http://schemas.datacontract.org/2004/07/Lab.Paints.
  public enum Size { Small, Large }

  [DataContract(Namespace = "http://paints.example.com/data")]
  public class Paint {
    [DataMember] public string Name { get; set; }
    [DataMember] public Color Color { get; set; }
    [DataMember] public Finish Finish { get; set; }
    [DataMember] public Size Size { get; set; }
    [DataMember] public List<Color> Palette { get; set; }
    [DataMember] public Color? Accent { get; set; }
  }

  [ServiceContract(Namespace = "http://paints.example.com/wcf")]
  public interface IPaints {
    [OperationContract] Paint Mix(Paint paint);
    [OperationContract] Color Pick(Color color, Size size);
    [OperationContract] Color[] All(Finish finish);
  }

  public class PaintService : IPaints {
    public Paint Mix(Paint paint) {
      if (paint == null) return null;
      paint.Name = paint.Name + "+";
      paint.Finish = paint.Finish | Finish.Primer;
      return paint;
    }
    public Color Pick(Color color, Size size) { return size == Size.Large ? Color.Blue : color; }
    public Color[] All(Finish finish) { return finish == Finish.None ? new Color[0] : new[] { Color.Red, Color.Green, Color.Blue }; }
  }

  public static class Program {
    public static void Main(string[] args) {
      var baseUri = new Uri(args.Length > 0 ? args[0] : "http://127.0.0.1:8192/");
      var host = new ServiceHost(typeof(PaintService), baseUri);
      host.AddServiceEndpoint(typeof(IPaints), new BasicHttpBinding(), "");
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
