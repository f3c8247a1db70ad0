// [XmlSerializerFormat] operations whose bodies use XmlSerializer's own forms of Guid, char and XmlQualifiedName
// (XmlSchemaExporter types guid and char in http://microsoft.com/wsdl/types/, QName as xs:QName), a class and enums
// with [XmlType(Namespace)] (a schema of their own) and an enum renamed by [XmlType(TypeName)].
// Mono honours [XmlSerializerFormat] per operation only, hence the attribute on each (parent README).
// Run with ../shared/asmx-lab/lab.sh wcf WcfXmlTypes.cs 8747 (README here).
using System;
using System.ServiceModel;
using System.ServiceModel.Description;
using System.Xml;
using System.Xml.Serialization;

namespace Lab.XmlTypes {
  public class Ticket {
    public Guid Id;
    public char Grade;
    public XmlQualifiedName Kind;
    public string Note;
  }

  [XmlType(Namespace = "http://types.example.com/data")]
  public class Badge {
    public string Owner;
    public Level Level;
    public Shade Shade;
  }

  [XmlType(TypeName = "Tier", Namespace = "http://types.example.com/data")]
  public enum Level { Low, High }

  [XmlType(TypeName = "Hue")]
  public enum Shade { Dark, Light }

  [ServiceContract(Namespace = "http://types.example.com/wcf")]
  public interface ITypes {
    [OperationContract, XmlSerializerFormat] Guid EchoId(Guid id);
    [OperationContract, XmlSerializerFormat] char EchoMark(char mark);
    [OperationContract, XmlSerializerFormat] XmlQualifiedName EchoName(XmlQualifiedName name);
    [OperationContract, XmlSerializerFormat] Ticket EchoTicket(Ticket ticket);
    [OperationContract, XmlSerializerFormat] Badge EchoBadge(Badge badge);
    [OperationContract, XmlSerializerFormat] Level Raise(Level level, Shade shade);
  }

  public class TypesService : ITypes {
    public Guid EchoId(Guid id) { return id == Guid.Empty ? new Guid("6f9619ff-8b86-d011-b42d-00c04fc964ff") : id; }
    public char EchoMark(char mark) { return (char)(mark + 1); }
    public XmlQualifiedName EchoName(XmlQualifiedName name) {
      return name == null ? null : new XmlQualifiedName(name.Name + "2", name.Namespace);
    }
    public Ticket EchoTicket(Ticket ticket) {
      if (ticket == null) return null;
      return new Ticket { Id = ticket.Id, Grade = (char)(ticket.Grade + 1), Kind = ticket.Kind, Note = ticket.Note };
    }
    public Badge EchoBadge(Badge badge) {
      if (badge == null) return null;
      return new Badge { Owner = badge.Owner + "!", Level = Level.High, Shade = badge.Shade };
    }
    public Level Raise(Level level, Shade shade) { return shade == Shade.Light ? Level.High : level; }
  }

  public static class Program {
    public static void Main(string[] args) {
      var baseUri = new Uri(args.Length > 0 ? args[0] : "http://127.0.0.1:8747/");
      var host = new ServiceHost(typeof(TypesService), baseUri);
      host.AddServiceEndpoint(typeof(ITypes), new BasicHttpBinding(), "");
      host.Description.Behaviors.Add(new ServiceMetadataBehavior { HttpGetEnabled = true });
      host.Open();
      Console.WriteLine("open " + baseUri);
      System.Threading.Thread.Sleep(System.Threading.Timeout.Infinite);
    }
  }
}
