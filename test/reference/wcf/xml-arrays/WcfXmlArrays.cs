// QName arrays, XmlElement arrays and XmlNode[] held in an object under DataContractSerializer (#28): recorded with
// ../../../../../shared/asmx-lab/lab.sh wcf WcfXmlArrays.cs 8761 (Mono 6.8 System.ServiceModel; bodies by
// DataContractSerializer, Microsoft's reference source).
using System;
using System.Runtime.Serialization;
using System.ServiceModel;
using System.ServiceModel.Description;
using System.Xml;

namespace Lab.XmlArrays {
  [DataContract(Namespace = "http://bags.example.com/data")]
  [KnownType(typeof(XmlNode[]))]
  public class Bag {
    [DataMember] public XmlQualifiedName[] Names { get; set; }
    [DataMember] public XmlElement[] Elements { get; set; }
    [DataMember] public object Held { get; set; }
    [DataMember] public string Title { get; set; }
  }

  [ServiceContract(Namespace = "http://bags.example.com/wcf")]
  [ServiceKnownType(typeof(XmlNode[]))]
  public interface IBags {
    [OperationContract] Bag Echo(Bag bag);
    [OperationContract] XmlQualifiedName[] EchoNames(XmlQualifiedName[] names);
    [OperationContract] XmlElement[] EchoElements(XmlElement[] elements);
    [OperationContract] object EchoHeld(object held);
  }

  public class BagService : IBags {
    public Bag Echo(Bag bag) { return bag; }
    public XmlQualifiedName[] EchoNames(XmlQualifiedName[] names) { return names; }
    public XmlElement[] EchoElements(XmlElement[] elements) { return elements; }
    public object EchoHeld(object held) { return held; }
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
