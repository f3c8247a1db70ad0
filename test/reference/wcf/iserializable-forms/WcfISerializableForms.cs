// ISerializable types in every position under DataContractSerializer (#28): as a data member, an array item, a
// parameter and a result, entries of several types (a data contract and an enum from another namespace, an array,
// null), and a custom exception as a [FaultContract] detail. Recorded with
// ../../../../../shared/asmx-lab/lab.sh wcf WcfISerializableForms.cs 8783 (Mono 6.8 System.ServiceModel; bodies by
// DataContractSerializer, Microsoft's reference source).
using System;
using System.Collections.Generic;
using System.Runtime.Serialization;
using System.ServiceModel;
using System.ServiceModel.Description;

namespace Lab.Forms.Data {
  [DataContract] public class Point { [DataMember] public int X; [DataMember] public int Y; }
  [DataContract] public enum Tone { [EnumMember] Low, [EnumMember] High }
}

namespace Lab.Forms {
  using Lab.Forms.Data;

  // ISerializable: whatever entries it was read with, written back in the same order.
  [Serializable]
  [KnownType(typeof(Point))]
  [KnownType(typeof(Tone))]
  public class Bag : ISerializable {
    public List<KeyValuePair<string, object>> Entries = new List<KeyValuePair<string, object>>();
    public Bag() {}
    protected Bag(SerializationInfo info, StreamingContext context) {
      foreach (SerializationEntry e in info) Entries.Add(new KeyValuePair<string, object>(e.Name, e.Value));
    }
    public void GetObjectData(SerializationInfo info, StreamingContext context) {
      foreach (var e in Entries) info.AddValue(e.Key, e.Value);
    }
  }

  [DataContract]
  public class Holder {
    [DataMember] public string Label;
    [DataMember] public Bag Main;
    [DataMember] public Bag[] Items;
  }

  // A custom exception (ISerializable through Exception) as a fault detail.
  [Serializable]
  public class ParcelException : Exception {
    public ParcelException() {}
    public ParcelException(string message) : base(message) {}
    protected ParcelException(SerializationInfo info, StreamingContext context) : base(info, context) {}
  }

  [ServiceContract(Namespace = "http://forms.example.com/wcf")]
  public interface IParcels {
    [OperationContract] Bag EchoBag(Bag bag);
    [OperationContract] Holder EchoHolder(Holder holder);
    [OperationContract] Bag[] EchoBags(Bag[] bags);
    [OperationContract] Bag MakeBag(int kind);
    [OperationContract] [FaultContract(typeof(ParcelException))] string Send(string parcel);
  }

  public class ParcelService : IParcels {
    public Bag EchoBag(Bag bag) { return bag; }
    public Holder EchoHolder(Holder holder) { return holder; }
    public Bag[] EchoBags(Bag[] bags) { return bags; }
    public Bag MakeBag(int kind) {
      var bag = new Bag();
      if (kind == 0) return bag;
      if (kind == 1) return null;
      bag.Entries.Add(new KeyValuePair<string, object>("point", new Point { X = 1, Y = 2 }));
      bag.Entries.Add(new KeyValuePair<string, object>("tone", Tone.High));
      bag.Entries.Add(new KeyValuePair<string, object>("when", new DateTime(2024, 5, 1, 10, 30, 0, DateTimeKind.Utc)));
      bag.Entries.Add(new KeyValuePair<string, object>("id", new Guid("0f8fad5b-d9cb-469f-a165-70867728950e")));
      bag.Entries.Add(new KeyValuePair<string, object>("price", 12.50m));
      bag.Entries.Add(new KeyValuePair<string, object>("flag", true));
      bag.Entries.Add(new KeyValuePair<string, object>("nothing", null));
      bag.Entries.Add(new KeyValuePair<string, object>("a b", "spaced"));
      return bag;
    }
    public string Send(string parcel) {
      if (parcel == "lost") throw new FaultException<ParcelException>(new ParcelException("parcel lost"), new FaultReason("parcel lost"));
      return parcel;
    }
  }

  public static class Program {
    public static void Main(string[] args) {
      var baseUri = new Uri(args.Length > 0 ? args[0] : "http://127.0.0.1:8192/");
      var host = new ServiceHost(typeof(ParcelService), baseUri);
      host.AddServiceEndpoint(typeof(IParcels), new BasicHttpBinding(), "");
      host.Description.Behaviors.Add(new ServiceMetadataBehavior { HttpGetEnabled = true });
      host.Open();
      Console.WriteLine("open " + baseUri);
      System.Threading.Thread.Sleep(System.Threading.Timeout.Infinite);
    }
  }
}
