// Sweep (#28): a resource-booking service as line-of-business teams write it: a struct, a three-level hierarchy
// with known types on the base and the service, a generic envelope over a dictionary, nullable members of every
// kind, a [Flags] enum of long, renamed members and a collection of a base class holding subclasses. Recorded with
// ../../../../../../shared/asmx-lab/lab.sh wcf WcfScheduling.cs 8774 (Mono 6.8 System.ServiceModel; bodies by
// DataContractSerializer, Microsoft's reference source).
using System;
using System.Collections.Generic;
using System.Runtime.Serialization;
using System.ServiceModel;
using System.ServiceModel.Description;

namespace Adventure.Scheduling {
  [Flags]
  [DataContract(Namespace = "http://adventure.com/scheduling")]
  public enum Weekdays : long {
    [EnumMember] None = 0,
    [EnumMember] Mon = 1, [EnumMember] Tue = 2, [EnumMember] Wed = 4, [EnumMember] Thu = 8, [EnumMember] Fri = 16,
    [EnumMember(Value = "weekend")] Weekend = 96
  }

  [DataContract(Namespace = "http://adventure.com/scheduling")]
  public struct TimeWindow {
    [DataMember(Order = 0)] public TimeSpan Start;
    [DataMember(Order = 1)] public TimeSpan End;
  }

  [DataContract(Namespace = "http://adventure.com/scheduling")]
  [KnownType(typeof(Room))]
  [KnownType(typeof(Equipment))]
  public class Resource {
    [DataMember(Order = 0, IsRequired = true)] public int Id { get; set; }
    [DataMember(Order = 1)] public string Name { get; set; }
    [DataMember(Order = 2)] public Weekdays Available { get; set; }
    [DataMember(Order = 3)] public TimeWindow Hours { get; set; }
  }

  [DataContract(Namespace = "http://adventure.com/scheduling")]
  [KnownType(typeof(BoardRoom))]
  public class Room : Resource {
    [DataMember] public int Seats { get; set; }
    [DataMember] public int? Floor { get; set; }
  }

  [DataContract(Namespace = "http://adventure.com/scheduling/rooms")]
  public class BoardRoom : Room {
    [DataMember] public bool HasVideo { get; set; }
  }

  [DataContract(Namespace = "http://adventure.com/scheduling")]
  public class Equipment : Resource {
    [DataMember(Name = "Serial")] public string SerialNumber { get; set; }
    [DataMember] public char Grade { get; set; }
    [DataMember] public double? WeightKg { get; set; }
  }

  [DataContract(Namespace = "http://adventure.com/scheduling")]
  public class Booking {
    [DataMember(Order = 0)] public Guid BookingId { get; set; }
    [DataMember(Order = 1)] public Resource Resource { get; set; }
    [DataMember(Order = 2)] public DateTime From { get; set; }
    [DataMember(Order = 3)] public DateTime To { get; set; }
    [DataMember(Order = 4)] public TimeWindow? Preferred { get; set; }
    [DataMember(Order = 5)] public decimal? Cost { get; set; }
    [DataMember(Order = 6)] public Uri Link { get; set; }
    [DataMember(Order = 7)] public object Tag { get; set; }
  }

  [DataContract(Name = "EnvelopeOf{0}", Namespace = "http://adventure.com/common")]
  public class Envelope<T> {
    [DataMember] public T Body { get; set; }
    [DataMember] public DateTime ServerTime { get; set; }
  }

  [ServiceContract(Namespace = "http://adventure.com/scheduling/2022")]
  [ServiceKnownType(typeof(Equipment))]
  public interface IScheduling {
    [OperationContract] List<Resource> ListResources(Weekdays days);
    [OperationContract] Booking Book(Booking booking);
    [OperationContract] Envelope<Dictionary<string, Booking>> Calendar(DateTime day);
    [OperationContract] TimeWindow? FreeWindow(int resourceId, DateTime day);
  }

  public class SchedulingService : IScheduling {
    static Resource[] All() {
      return new Resource[] {
        new Room { Id = 1, Name = "Oak", Available = Weekdays.Mon | Weekdays.Tue, Hours = new TimeWindow { Start = TimeSpan.FromHours(8), End = TimeSpan.FromHours(18) }, Seats = 8, Floor = 2 },
        new BoardRoom { Id = 2, Name = "Board", Available = Weekdays.Weekend, Seats = 20, HasVideo = true },
        new Equipment { Id = 3, Name = "Beamer", Available = Weekdays.None, SerialNumber = "B-77", Grade = 'A' }
      };
    }
    public List<Resource> ListResources(Weekdays days) { return new List<Resource>(All()); }
    public Booking Book(Booking booking) { booking.BookingId = new Guid("11111111-2222-3333-4444-555555555555"); return booking; }
    public Envelope<Dictionary<string, Booking>> Calendar(DateTime day) {
      return new Envelope<Dictionary<string, Booking>> {
        ServerTime = new DateTime(2022, 5, 2, 12, 0, 0, DateTimeKind.Utc),
        Body = new Dictionary<string, Booking> { { "09:00", new Booking { BookingId = Guid.Empty, Resource = All()[2], From = day, To = day.AddHours(1), Tag = 7 } } }
      };
    }
    public TimeWindow? FreeWindow(int resourceId, DateTime day) {
      if (resourceId == 0) return null;
      return new TimeWindow { Start = TimeSpan.FromMinutes(90), End = TimeSpan.FromHours(17.5) };
    }
  }

  public static class Program {
    public static void Main(string[] args) {
      var baseUri = new Uri(args.Length > 0 ? args[0] : "http://127.0.0.1:8774/");
      var host = new ServiceHost(typeof(SchedulingService), baseUri);
      host.AddServiceEndpoint(typeof(IScheduling), new BasicHttpBinding(), "");
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
