// One service contract on a basicHttpBinding endpoint and on a SOAP 1.2 endpoint without WS-Addressing (#28):
// a CustomBinding of TextMessageEncodingBindingElement(MessageVersion.Soap12, UTF-8) and HttpTransportBindingElement,
// i.e. <customBinding><binding><textMessageEncoding messageVersion="Soap12" /><httpTransport /></binding></customBinding>.
// Recorded with ../../../../../shared/asmx-lab/lab.sh wcf WcfSoap12.cs 8751 (Mono 6.8 System.ServiceModel).
using System;
using System.Runtime.Serialization;
using System.ServiceModel;
using System.ServiceModel.Channels;
using System.ServiceModel.Description;
using System.Text;

namespace Lab.Clock12 {
  [DataContract]
  public class Problem {
    [DataMember] public string Reason;
  }

  [ServiceContract(Namespace = "http://clock.example.com/wcf12")]
  public interface IClock {
    [OperationContract] string Now(string zone);
    [OperationContract] int Add(int a, int b);
    [OperationContract] [FaultContract(typeof(Problem))] int Check(int value);
    [OperationContract] void Ping();
  }

  public class ClockService : IClock {
    public string Now(string zone) { return "12:00 " + zone; }
    public int Add(int a, int b) { return a + b; }
    public int Check(int value) {
      if (value < 0) throw new FaultException<Problem>(new Problem { Reason = "negative" }, "value is negative");
      if (value == 0) throw new InvalidOperationException("zero is not allowed");
      return value;
    }
    public void Ping() { }
  }

  public static class Program {
    public static void Main(string[] args) {
      var baseUri = new Uri(args.Length > 0 ? args[0] : "http://127.0.0.1:8192/");
      var host = new ServiceHost(typeof(ClockService), baseUri);
      // SOAP 1.2, no WS-Addressing (MessageVersion.Soap12 = Soap12 + AddressingNone), at "soap12"; first, because
      // Mono's host routes only its first endpoint (../ports/README.md).
      var soap12 = new CustomBinding(
        new TextMessageEncodingBindingElement(MessageVersion.Soap12, Encoding.UTF8),
        new HttpTransportBindingElement());
      host.AddServiceEndpoint(typeof(IClock), soap12, "soap12");
      host.AddServiceEndpoint(typeof(IClock), new BasicHttpBinding(), "");
      host.Description.Behaviors.Add(new ServiceMetadataBehavior { HttpGetEnabled = true });
      var dbg = host.Description.Behaviors.Find<ServiceDebugBehavior>();
      if (dbg == null) { dbg = new ServiceDebugBehavior(); host.Description.Behaviors.Add(dbg); }
      dbg.IncludeExceptionDetailInFaults = Environment.GetEnvironmentVariable("WCF_DETAIL") != "0";
      host.Open();
      Console.WriteLine("open " + baseUri);
      System.Threading.Thread.Sleep(System.Threading.Timeout.Infinite);
    }
  }
}
