// One service contract on two basicHttpBinding endpoints (#28): recorded with
// ../../../../../shared/asmx-lab/lab.sh wcf WcfPorts.cs 8742 (Mono 6.8 System.ServiceModel).
using System;
using System.Runtime.Serialization;
using System.ServiceModel;
using System.ServiceModel.Description;

namespace Lab.Clock {
  [ServiceContract(Namespace = "http://clock.example.com/wcf")]
  public interface IClock {
    [OperationContract] string Now(string zone);
    [OperationContract] int Add(int a, int b);
  }

  public class ClockService : IClock {
    public string Now(string zone) { return "12:00 " + zone; }
    public int Add(int a, int b) { return a + b; }
  }

  public static class Program {
    public static void Main(string[] args) {
      var baseUri = new Uri(args.Length > 0 ? args[0] : "http://127.0.0.1:8192/");
      var host = new ServiceHost(typeof(ClockService), baseUri);
      // The same contract at the base address and at "v2": two ports (bindings BasicHttpBinding_IClock, ..._IClock1 on .NET).
      host.AddServiceEndpoint(typeof(IClock), new BasicHttpBinding(), "");
      host.AddServiceEndpoint(typeof(IClock), new BasicHttpBinding(), "v2");
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
