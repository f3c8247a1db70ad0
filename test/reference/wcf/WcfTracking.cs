// The WCF equivalent of the ShipmentTracking reference service (test/reference/asmx-tracking/), recorded with
// ../shared/asmx-lab/lab.sh wcf (Mono's System.ServiceModel, Microsoft's DataContractSerializer).
// Two service contracts on basicHttpBinding endpoints: ITracking at "", IAdmin at "admin".
using System;
using System.Collections.Generic;
using System.Runtime.Serialization;
using System.ServiceModel;
using System.ServiceModel.Description;

namespace Lab.Tracking {
  // Default data contract namespace: http://schemas.datacontract.org/2004/07/Lab.Tracking
  [DataContract]
  public enum ShipmentState {
    [EnumMember] Created,
    [EnumMember(Value = "in-transit")] InTransit,
    [EnumMember] Delivered,
    [EnumMember(Value = "EXC")] Exception
  }

  [Flags, DataContract]
  public enum ServiceOptions {
    [EnumMember] None = 0,
    [EnumMember] Insurance = 1,
    [EnumMember] Signature = 2,
    [EnumMember] Saturday = 4
  }

  public enum WeightUnit { Kg, Lb } // no [DataContract]: all members, names as written

  [DataContract(Namespace = "http://tracking.example.com/data")]
  public class Address {
    [DataMember(IsRequired = true)] public string Street { get; set; }
    [DataMember] public string City { get; set; }
    [DataMember(EmitDefaultValue = false)] public string Zip { get; set; }
    [DataMember] public string Country { get; set; } // alphabetical order: City, Country, Street, Zip
  }

  [DataContract(Namespace = "http://tracking.example.com/data")]
  public class Dimensions {
    [DataMember(Order = 1)] public double Length { get; set; }
    [DataMember(Order = 2)] public double Width { get; set; }
    [DataMember(Order = 3)] public double Height { get; set; }
  }

  [DataContract(Namespace = "http://tracking.example.com/data", IsReference = true)]
  public class Party {
    [DataMember] public string Name { get; set; }
    [DataMember] public Address Address { get; set; }
  }

  [DataContract]
  public class Piece {
    [DataMember] public string Id { get; set; }
    [DataMember] public decimal WeightKg { get; set; }
    [DataMember] public WeightUnit Unit { get; set; }
    [DataMember] public Dimensions Size { get; set; }
    [DataMember(EmitDefaultValue = false)] public int? Count { get; set; }
  }

  [CollectionDataContract(Name = "PieceList", ItemName = "Piece")]
  public class PieceList : List<Piece> { }

  [CollectionDataContract(Name = "LabelMap", ItemName = "Entry", KeyName = "Label", ValueName = "Copies")]
  public class LabelMap : Dictionary<string, int> { }

  [DataContract]
  public class Shipment {
    [DataMember(Order = 0, IsRequired = true)] public string TrackNum { get; set; }
    [DataMember(Order = 1)] public ShipmentState State { get; set; }
    [DataMember(Order = 1)] public ServiceOptions Options { get; set; }
    [DataMember(Order = 2)] public Party Sender { get; set; }
    [DataMember(Order = 2)] public Party Receiver { get; set; }
    [DataMember(Order = 3)] public PieceList Pieces { get; set; }
    [DataMember(Order = 3)] public List<string> Tags { get; set; }
    [DataMember(Order = 4)] public Dictionary<string, int> Counters { get; set; }
    [DataMember(Order = 4)] public LabelMap Labels { get; set; }
    [DataMember(Order = 5)] public Guid Id { get; set; }
    [DataMember(Order = 5)] public char Priority { get; set; }
    [DataMember(Order = 5)] public TimeSpan Transit { get; set; }
    [DataMember(Order = 5)] public DateTimeOffset ShippedAt { get; set; }
    [DataMember(Order = 5)] public DateTime Created { get; set; }
    [DataMember(Order = 6)] public byte[] Label { get; set; }
    [DataMember(Order = 6)] public decimal? DeclaredValue { get; set; }
    [DataMember(Order = 6, EmitDefaultValue = false)] public string Note { get; set; }
    [DataMember(Order = 6)] public object Extra { get; set; }
  }

  [DataContract]
  [KnownType(typeof(ScanEvent))]
  [KnownType(typeof(DeliveryEvent))]
  public class TrackingEvent {
    [DataMember] public DateTime At { get; set; }
    [DataMember] public string Where { get; set; }
  }

  [DataContract]
  public class ScanEvent : TrackingEvent {
    [DataMember] public string Scanner { get; set; }
  }

  [DataContract(Name = "Delivered", Namespace = "http://tracking.example.com/events")]
  public class DeliveryEvent : TrackingEvent {
    [DataMember] public string SignedBy { get; set; }
    [DataMember] public bool AtDoor { get; set; }
  }

  [DataContract]
  public class CancelFault {
    [DataMember] public string TrackNum { get; set; }
    [DataMember] public string Reason { get; set; }
    [DataMember] public int Code { get; set; }
  }

  [DataContract(Namespace = "http://tracking.example.com/faults")]
  public class NotFoundFault {
    [DataMember] public string TrackNum { get; set; }
  }

  [MessageContract(WrapperName = "TrackRequest", WrapperNamespace = "http://tracking.example.com/messages")]
  public class TrackRequest {
    [MessageHeader(Namespace = "http://tracking.example.com/headers")] public string ApiKey;
    [MessageHeader(MustUnderstand = false)] public Guid CorrelationId;
    [MessageBodyMember(Order = 1)] public string TrackNum;
    [MessageBodyMember(Order = 2)] public bool WithEvents;
  }

  [MessageContract(IsWrapped = false)]
  public class TrackResponse {
    [MessageHeader] public DateTime ServerTime;
    [MessageBodyMember] public Shipment Shipment;
    [MessageBodyMember] public TrackingEvent[] Events;
  }

  [ServiceContract(Namespace = "http://tracking.example.com/wcf")]
  public interface ITracking {
    [OperationContract] void Ping();
    [OperationContract] Shipment GetShipment(string trackNum);
    [OperationContract(Name = "FindShipments")] List<Shipment> Find(ShipmentState state, ServiceOptions options, int? max);
    [OperationContract] TrackingEvent EchoEvent(TrackingEvent ev);
    [OperationContract] List<string> GetTags(string[] trackNums);
    [OperationContract] Dictionary<string, int> CountByState();
    [OperationContract] TrackResponse Track(TrackRequest request);
    [OperationContract(IsOneWay = true)] void Notify(string trackNum, string message);
    [OperationContract(Action = "urn:tracking/cancel", ReplyAction = "urn:tracking/cancelled")]
    [FaultContract(typeof(CancelFault))]
    [FaultContract(typeof(NotFoundFault), Name = "NotFound")]
    bool CancelShipment(string trackNum, string reason);
    [OperationContract] string Explode(string message);
    [OperationContract] byte[] Echo(byte[] data, char c, TimeSpan t, DateTimeOffset o, Guid g);
  }

  [ServiceContract(Name = "Admin", Namespace = "http://tracking.example.com/admin")]
  public interface IAdmin {
    [OperationContract] int Purge(DateTime before);
    [OperationContract] [FaultContract(typeof(string))] string Version();
  }

  public class TrackingService : ITracking, IAdmin {
    static readonly DateTime Created = new DateTime(2024, 5, 1, 8, 30, 0, DateTimeKind.Utc);

    static Shipment Make(string trackNum) {
      var sender = new Party { Name = "Acme", Address = new Address { Street = "1 Main St", City = "Springfield", Country = "US" } };
      return new Shipment {
        TrackNum = trackNum, State = ShipmentState.InTransit,
        Options = ServiceOptions.Insurance | ServiceOptions.Saturday,
        Sender = sender, Receiver = sender,
        Pieces = new PieceList { new Piece { Id = "P1", WeightKg = 2.5m, Unit = WeightUnit.Lb, Size = new Dimensions { Length = 1, Width = 0.5, Height = 0.25 } },
                                 new Piece { Id = "P2", WeightKg = 1m, Count = 3 } },
        Tags = new List<string> { "fragile", null, "" },
        Counters = new Dictionary<string, int> { { "scans", 3 }, { "retries", 0 } },
        Labels = new LabelMap { { "A4", 2 } },
        Id = new Guid("0f8fad5b-d9cb-469f-a165-70867728950e"),
        Priority = 'A',
        Transit = new TimeSpan(1, 2, 3, 4, 500),
        ShippedAt = new DateTimeOffset(2024, 5, 1, 10, 30, 0, TimeSpan.FromHours(2)),
        Created = Created,
        Label = new byte[] { 1, 2, 3, 250 },
        DeclaredValue = null,
        Note = null,
        Extra = 42
      };
    }

    public void Ping() { }
    public Shipment GetShipment(string trackNum) { return trackNum == null ? null : Make(trackNum); }
    public List<Shipment> Find(ShipmentState state, ServiceOptions options, int? max) {
      var a = Make("T1"); a.State = state; a.Options = options;
      return new List<Shipment> { a, new Shipment { TrackNum = "T2", Created = Created } };
    }
    public TrackingEvent EchoEvent(TrackingEvent ev) { return ev; }
    public List<string> GetTags(string[] trackNums) { var l = new List<string>(trackNums ?? new string[0]); l.Add(null); return l; }
    public Dictionary<string, int> CountByState() { return new Dictionary<string, int> { { "Created", 1 }, { "in-transit", 2 } }; }
    public TrackResponse Track(TrackRequest request) {
      return new TrackResponse {
        ServerTime = Created, Shipment = Make(request.TrackNum),
        Events = new TrackingEvent[] {
          new ScanEvent { At = Created, Where = "Hub " + request.ApiKey, Scanner = "S-" + request.CorrelationId },
          new DeliveryEvent { At = Created, Where = "Door", SignedBy = "Ann", AtDoor = request.WithEvents },
          new TrackingEvent { At = Created, Where = "Plain" } }
      };
    }
    public void Notify(string trackNum, string message) { }
    public bool CancelShipment(string trackNum, string reason) {
      if (trackNum == "missing") throw new FaultException<NotFoundFault>(new NotFoundFault { TrackNum = trackNum }, "No such shipment");
      if (trackNum == "late") throw new FaultException<CancelFault>(new CancelFault { TrackNum = trackNum, Reason = reason, Code = 17 }, new FaultReason("Too late to cancel"), new FaultCode("TooLate", "http://tracking.example.com/faults"));
      if (trackNum == "plain") throw new FaultException("Plain fault");
      return true;
    }
    public string Explode(string message) { throw new InvalidOperationException(message); }
    public byte[] Echo(byte[] data, char c, TimeSpan t, DateTimeOffset o, Guid g) { return data; }
    public int Purge(DateTime before) { return before.Year; }
    public string Version() { return "1.0"; }
  }

  public static class Program {
    public static void Main(string[] args) {
      var baseUri = new Uri(args.Length > 0 ? args[0] : "http://127.0.0.1:8192/");
      var host = new ServiceHost(typeof(TrackingService), baseUri);
      host.AddServiceEndpoint(typeof(ITracking), new BasicHttpBinding(), "");
      host.AddServiceEndpoint(typeof(IAdmin), new BasicHttpBinding(), "admin");
      host.Description.Behaviors.Add(new ServiceMetadataBehavior { HttpGetEnabled = true });
      var dbg = host.Description.Behaviors.Find<ServiceDebugBehavior>();
      if (dbg == null) { dbg = new ServiceDebugBehavior(); host.Description.Behaviors.Add(dbg); }
      // WCF_DETAIL=0: what remote clients of a production service see
      dbg.IncludeExceptionDetailInFaults = Environment.GetEnvironmentVariable("WCF_DETAIL") != "0";
      host.Open();
      Console.WriteLine("open " + baseUri + " detail=" + dbg.IncludeExceptionDetailInFaults);
      System.Threading.Thread.Sleep(System.Threading.Timeout.Infinite);
    }
  }
}
