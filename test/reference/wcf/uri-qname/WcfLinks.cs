// System.Uri (xs:anyURI) and XmlQualifiedName (xs:QName) data members (#28): recorded with
// ../../../../../shared/asmx-lab/lab.sh wcf WcfLinks.cs 8743 (Mono 6.8 System.ServiceModel; bodies by
// DataContractSerializer, Microsoft's reference source).
using System;
using System.Collections.Generic;
using System.Runtime.Serialization;
using System.ServiceModel;
using System.ServiceModel.Description;
using System.Xml;

namespace Lab.Links {
  [DataContract(Namespace = "http://links.example.com/data")]
  public class Link {
    [DataMember] public Uri Href { get; set; }
    [DataMember] public XmlQualifiedName Kind { get; set; }
    [DataMember] public List<Uri> Mirrors { get; set; }
    [DataMember] public string Title { get; set; }
  }

  [ServiceContract(Namespace = "http://links.example.com/wcf")]
  public interface ILinks {
    [OperationContract] Link Echo(Link link);
    [OperationContract] Uri Resolve(Uri relative);
    [OperationContract] XmlQualifiedName KindOf(XmlQualifiedName name);
  }

  public class LinkService : ILinks {
    public Link Echo(Link link) { return link; }
    public Uri Resolve(Uri relative) { return relative == null ? null : new Uri(new Uri("http://links.example.com/base/"), relative); }
    public XmlQualifiedName KindOf(XmlQualifiedName name) { return name == null ? null : new XmlQualifiedName(name.Name + "Kind", "urn:kinds"); }
  }

  public static class Program {
    public static void Main(string[] args) {
      var baseUri = new Uri(args.Length > 0 ? args[0] : "http://127.0.0.1:8192/");
      var host = new ServiceHost(typeof(LinkService), baseUri);
      host.AddServiceEndpoint(typeof(ILinks), new BasicHttpBinding(), "");
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
