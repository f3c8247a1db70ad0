// [XmlSerializerFormat] operations on a SOAP 1.2 endpoint without WS-Addressing (a CustomBinding of
// TextMessageEncodingBindingElement(MessageVersion.Soap12, UTF-8) and HttpTransportBindingElement, as ../../soap12/),
// beside basicHttpBinding. Mono 6.8 honours [XmlSerializerFormat] per operation only, so each operation repeats it.
// Run with ../../../../../../shared/asmx-lab/lab.sh wcf WcfXmlSoap12.cs 8792 (README here).
using System;
using System.ServiceModel;
using System.ServiceModel.Channels;
using System.ServiceModel.Description;
using System.Text;
using System.Xml.Serialization;

namespace Lab.XmlSoap12 {
  public class Tag {
    [XmlAttribute] public string Code;
    [XmlElement("Label")] public string Name;
    public int Weight;
  }

  [ServiceContract(Namespace = "http://xs12.example.com/wcf")]
  public interface ITags {
    [OperationContract, XmlSerializerFormat] int Add(int a, int b);
    [OperationContract, XmlSerializerFormat] Tag Echo(Tag tag);
    [OperationContract, XmlSerializerFormat] void Ping();
  }

  public class TagService : ITags {
    public int Add(int a, int b) { return a + b; }
    public Tag Echo(Tag tag) {
      if (tag == null) return null;
      if (tag.Weight < 0) throw new InvalidOperationException("negative weight");
      return new Tag { Code = tag.Code + "!", Name = tag.Name, Weight = tag.Weight + 1 };
    }
    public void Ping() { }
  }

  public static class Program {
    public static void Main(string[] args) {
      var baseUri = new Uri(args.Length > 0 ? args[0] : "http://127.0.0.1:8792/");
      var host = new ServiceHost(typeof(TagService), baseUri);
      var soap12 = new CustomBinding(
        new TextMessageEncodingBindingElement(MessageVersion.Soap12, Encoding.UTF8),
        new HttpTransportBindingElement());
      host.AddServiceEndpoint(typeof(ITags), soap12, "soap12");
      host.AddServiceEndpoint(typeof(ITags), new BasicHttpBinding(), "");
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
