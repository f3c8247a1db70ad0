// XmlElement and XmlNode[] data members, parameters and results (#28): recorded with
// ../../../../../shared/asmx-lab/lab.sh wcf WcfXml.cs 8747 (Mono 6.8 System.ServiceModel; bodies by
// DataContractSerializer, Microsoft's reference source).
using System;
using System.Runtime.Serialization;
using System.ServiceModel;
using System.ServiceModel.Description;
using System.Xml;

namespace Lab.Xml {
  [DataContract(Namespace = "http://notes.example.com/data")]
  public class Note {
    [DataMember] public XmlElement Extra { get; set; }
    [DataMember] public XmlNode[] Nodes { get; set; }
    [DataMember] public string Title { get; set; }
  }

  [ServiceContract(Namespace = "http://notes.example.com/wcf")]
  public interface INotes {
    [OperationContract] Note Echo(Note note);
    [OperationContract] XmlElement EchoElement(XmlElement element);
    [OperationContract] XmlNode[] EchoNodes(XmlNode[] nodes);
  }

  public class NoteService : INotes {
    public Note Echo(Note note) { return note; }
    public XmlElement EchoElement(XmlElement element) { return element; }
    public XmlNode[] EchoNodes(XmlNode[] nodes) { return nodes; }
  }

  public static class Program {
    public static void Main(string[] args) {
      var baseUri = new Uri(args.Length > 0 ? args[0] : "http://127.0.0.1:8192/");
      var host = new ServiceHost(typeof(NoteService), baseUri);
      host.AddServiceEndpoint(typeof(INotes), new BasicHttpBinding(), "");
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
