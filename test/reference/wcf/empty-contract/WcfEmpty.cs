using System;
using System.ServiceModel;
using System.ServiceModel.Description;
namespace Lab.Empty {
  [ServiceContract(Namespace = "http://empty.example.com/wcf")]
  public interface IMain { [OperationContract] int Ping(); }
  [ServiceContract(Namespace = "http://empty.example.com/admin")]
  public interface IAdmin { }
  public class Svc : IMain, IAdmin { public int Ping() { return 1; } }
  public static class Program {
    public static void Main(string[] args) {
      var baseUri = new Uri(args.Length > 0 ? args[0] : "http://127.0.0.1:8192/Empty");
      var host = new ServiceHost(typeof(Svc), baseUri);
      host.AddServiceEndpoint(typeof(IMain), new BasicHttpBinding(), "");
      host.AddServiceEndpoint(typeof(IAdmin), new BasicHttpBinding(), "admin");
      host.Description.Behaviors.Add(new ServiceMetadataBehavior { HttpGetEnabled = true });
      host.Open();
      Console.WriteLine("open " + baseUri);
      System.Threading.Thread.Sleep(System.Threading.Timeout.Infinite);
    }
  }
}
