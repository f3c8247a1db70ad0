// A lone XmlNode under DataContractSerializer (#28): recorded with
// ../../../../../shared/asmx-lab/lab.sh wcf WcfXmlNode.cs 8762 (Mono 6.8 System.ServiceModel; bodies by
// DataContractSerializer, Microsoft's reference source).
using System;
using System.Runtime.Serialization;
using System.ServiceModel;
using System.ServiceModel.Description;
using System.Xml;

namespace Lab.LoneNode {
  [DataContract(Namespace = "http://nodes.example.com/data")]
  public class Holder {
    [DataMember] public XmlNode Node { get; set; }
    [DataMember] public string Title { get; set; }
  }

  [ServiceContract(Namespace = "http://nodes.example.com/wcf")]
  public interface INodes {
    [OperationContract] Holder Echo(Holder holder);
    [OperationContract] XmlNode EchoNode(XmlNode node);
  }

  public class NodeService : INodes {
    public Holder Echo(Holder holder) { return holder; }
    public XmlNode EchoNode(XmlNode node) { return node; }
  }

  public static class Program {
    public static void Main(string[] args) {
      var baseUri = new Uri(args.Length > 0 ? args[0] : "http://127.0.0.1:8192/");
      var host = new ServiceHost(typeof(NodeService), baseUri);
      host.AddServiceEndpoint(typeof(INodes), new BasicHttpBinding(), "");
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
