// An ISerializable type under DataContractSerializer (#28): its schema (xs:any, ser:FactoryType) and its wire (each
// SerializationInfo entry an element with i:type). Recorded with ../../../../../shared/asmx-lab/lab.sh wcf
// WcfISerializable.cs 8782 (Mono 6.8 System.ServiceModel; bodies by DataContractSerializer, Microsoft's reference source).
using System;
using System.Runtime.Serialization;
using System.ServiceModel;
using System.ServiceModel.Description;

namespace Lab.Serial {
  // ISerializable: GetObjectData writes the entries.
  [Serializable]
  public class Bag : ISerializable {
    public string Name; public int Count;
    public Bag() {}
    protected Bag(SerializationInfo info, StreamingContext context) { Name = info.GetString("name"); Count = info.GetInt32("count"); }
    public void GetObjectData(SerializationInfo info, StreamingContext context) { info.AddValue("name", Name); info.AddValue("count", Count); }
  }

  // A custom exception (ISerializable through Exception) as a fault detail.
  [Serializable]
  public class BagException : Exception {
    public BagException() {}
    public BagException(string message) : base(message) {}
    protected BagException(SerializationInfo info, StreamingContext context) : base(info, context) {}
  }

  [ServiceContract(Namespace = "http://serial.example.com/wcf")]
  public interface IBags {
    [OperationContract] Bag EchoBag(Bag bag);
    [OperationContract] [FaultContract(typeof(BagException))] void Fail(string message);
  }

  public class BagService : IBags {
    public Bag EchoBag(Bag bag) { return bag; }
    public void Fail(string message) { throw new FaultException<BagException>(new BagException(message), new FaultReason(message)); }
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
