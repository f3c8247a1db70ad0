// Array-only signatures under both serializers, one contract each (two contract namespaces):
// IRepeatedXml's operations are [XmlSerializerFormat] with [XmlElement] (repeated) parameters and results,
// IRepeatedData's the same signatures under DataContractSerializer. Mono's exporter ignores the attribute
// (README of the parent folder), so metadata/ is DataContract's for both; the exchanges show the two wires.
// Run with ../shared/asmx-lab/lab.sh wcf WcfRepeated.cs 8746 (README in the parent folder).
using System;
using System.Runtime.Serialization;
using System.ServiceModel;
using System.ServiceModel.Description;
using System.Xml.Serialization;

namespace Lab.Repeated {
  [ServiceContract(Namespace = "http://repeated.example.com/xml")]
  public interface IRepeatedXml {
    [OperationContract, XmlSerializerFormat(Style = OperationFormatStyle.Document, Use = OperationFormatUse.Literal)]
    [return: XmlElement("tag")]
    string[] Tags([XmlElement("tag")] string[] tags);
    [OperationContract, XmlSerializerFormat(Style = OperationFormatStyle.Document, Use = OperationFormatUse.Literal)]
    [return: XmlElement("n")]
    int[] Numbers([XmlElement("n")] int[] numbers);
  }

  [ServiceContract(Namespace = "http://repeated.example.com/data")]
  public interface IRepeatedData {
    [OperationContract] string[] Tags(string[] tags);
    [OperationContract] int[] Numbers(int[] numbers);
  }

  public class RepeatedXmlService : IRepeatedXml, IRepeatedData {
    public string[] Tags(string[] tags) { return tags == null ? null : Array.ConvertAll(tags, t => t + "!"); }
    public int[] Numbers(int[] numbers) { return numbers == null ? null : Array.ConvertAll(numbers, n => n + 1); }
  }

  public static class Program {
    public static void Main(string[] args) {
      var baseUri = new Uri(args.Length > 0 ? args[0] : "http://127.0.0.1:8746/");
      var host = new ServiceHost(typeof(RepeatedXmlService), baseUri);
      host.AddServiceEndpoint(typeof(IRepeatedXml), new BasicHttpBinding(), "xml");
      host.AddServiceEndpoint(typeof(IRepeatedData), new BasicHttpBinding(), "data");
      host.Description.Behaviors.Add(new ServiceMetadataBehavior { HttpGetEnabled = true });
      host.Open();
      Console.WriteLine("open " + baseUri);
      System.Threading.Thread.Sleep(System.Threading.Timeout.Infinite);
    }
  }
}
