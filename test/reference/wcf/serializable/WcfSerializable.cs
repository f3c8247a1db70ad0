// The type kinds DataContractSerializer takes besides [DataContract] classes (#28): [Serializable] classes (every
// field by field name, auto-properties as <Name>k__BackingField, [NonSerialized] skipped, [OptionalField]), POCO
// classes without any attribute, nested classes, an enum without [DataContract] (ISerializable: ../iserializable/).
// Recorded with ../../../../../shared/asmx-lab/lab.sh wcf WcfSerializable.cs 8781 (Mono 6.8 System.ServiceModel;
// bodies by DataContractSerializer, Microsoft's reference source).
using System;
using System.Collections.Generic;
using System.Runtime.Serialization;
using System.ServiceModel;
using System.ServiceModel.Description;

namespace Lab.Serial {
  // [Serializable] alone: public and private fields, an auto-property, [NonSerialized], [OptionalField].
  [Serializable]
  public class Money {
    public decimal Amount;
    public string Currency;
    private int cents;
    [NonSerialized] public string Cache;
    [OptionalField] public string Note;
    public string Label { get; set; }
    public int Cents { get { return cents; } set { cents = value; } }
  }

  // A data contract whose base is [Serializable].
  [Serializable]
  public class Entity { public int Id; public string Tag { get; set; } }

  [DataContract(Namespace = "http://serial.example.com/data")]
  public class Invoice : Entity {
    [DataMember] public string Number { get; set; }
    [DataMember] public Money Total { get; set; }
    [DataMember] public List<Money> Lines { get; set; }
    [DataMember] public Color Color { get; set; }
  }

  // [Serializable] derived from a data contract.
  [DataContract(Namespace = "http://serial.example.com/data")]
  public class Party { [DataMember] public string Name { get; set; } }

  [Serializable]
  public class Customer : Party { public string Email; }

  // POCO: no attribute; public read/write properties and public fields; a read-only property is not a member.
  public class Address {
    public string Street { get; set; }
    public int Zip;
    public string City { get; set; }
    public string Country { get { return "NL"; } }
    public Money Deposit { get; set; }
    public Color Paint { get; set; }
  }

  // An enum without [DataContract]: every member by name, explicit values.
  public enum Color { Red, Green = 5, Blue }

  public class Outer {
    [DataContract(Namespace = "http://serial.example.com/data")]
    public class Inner { [DataMember] public string Value { get; set; } }
    public class Plain { public string Text { get; set; } }
  }

  // A [Serializable] struct: a value type (IsValueType), a field and an auto-property.
  [Serializable]
  public struct Point { public int X; public int Y { get; set; } }

  [Serializable]
  public class SerialFault { public string Reason; public int Code { get; set; } }

  [ServiceContract(Namespace = "http://serial.example.com/wcf")]
  public interface ISerial {
    [OperationContract] Money EchoMoney(Money money);
    [OperationContract] Money[] EchoMonies(Money[] monies);
    [OperationContract] Invoice EchoInvoice(Invoice invoice);
    [OperationContract] Customer EchoCustomer(Customer customer);
    [OperationContract] Address EchoAddress(Address address);
    [OperationContract] Color EchoColor(Color color);
    [OperationContract] Outer.Inner EchoInner(Outer.Inner inner);
    [OperationContract] Outer.Plain EchoPlain(Outer.Plain plain);
    [OperationContract] [FaultContract(typeof(SerialFault))] string Refuse(string reason);
    [OperationContract] Point EchoPoint(Point point, Point? maybe);
  }

  public class SerialService : ISerial {
    public Money EchoMoney(Money money) { return money; }
    public Money[] EchoMonies(Money[] monies) { return monies; }
    public Invoice EchoInvoice(Invoice invoice) { return invoice; }
    public Customer EchoCustomer(Customer customer) { return customer; }
    public Address EchoAddress(Address address) { return address; }
    public Color EchoColor(Color color) { return color; }
    public Outer.Inner EchoInner(Outer.Inner inner) { return inner; }
    public Outer.Plain EchoPlain(Outer.Plain plain) { return plain; }
    public Point EchoPoint(Point point, Point? maybe) { return maybe ?? point; }
    public string Refuse(string reason) { throw new FaultException<SerialFault>(new SerialFault { Reason = reason, Code = 7 }, new FaultReason("Refused: " + reason)); }
  }

  public static class Program {
    public static void Main(string[] args) {
      var baseUri = new Uri(args.Length > 0 ? args[0] : "http://127.0.0.1:8192/");
      var host = new ServiceHost(typeof(SerialService), baseUri);
      host.AddServiceEndpoint(typeof(ISerial), new BasicHttpBinding(), "");
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
