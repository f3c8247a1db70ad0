// A WCF client built with Mono's System.ServiceModel on the SOAP 1.2 custom binding (textMessageEncoding Soap12,
// no addressing) of WcfSoap12.cs, calling every operation of the generated server (serve.ts) and each fault:
//   mcs -r:System.ServiceModel.dll -r:System.Runtime.Serialization.dll -main:Lab.Clock12.Client.Program \
//       -out:/tmp/soap12-client.exe ../WcfSoap12.cs WcfSoap12Client.cs
//   mono /tmp/soap12-client.exe http://127.0.0.1:8752/soap12 > transcript.txt
using System;
using System.ServiceModel;
using System.ServiceModel.Channels;
using System.Text;

namespace Lab.Clock12.Client {
  // IClock's Now under an action the service has not: ActionNotSupported.
  [ServiceContract(Namespace = "http://clock.example.com/wcf12", Name = "IClock")]
  public interface IWrongAction {
    [OperationContract(Action = "http://clock.example.com/wcf12/IClock/Nope")] string Now(string zone);
  }

  public static class Program {
    static int failures;
    static void Check(string what, bool ok, string shown) {
      Console.WriteLine((ok ? "ok " : "FAIL ") + what + ": " + shown);
      if (!ok) failures++;
    }

    public static int Main(string[] args) {
      var address = new EndpointAddress(args.Length > 0 ? args[0] : "http://127.0.0.1:8752/soap12");
      var binding = new CustomBinding(
        new TextMessageEncodingBindingElement(MessageVersion.Soap12, Encoding.UTF8), new HttpTransportBindingElement());
      var clock = new ChannelFactory<IClock>(binding, address).CreateChannel();
      Check("Now", clock.Now("UTC") == "12:00 UTC", "12:00 UTC");
      Check("Add", clock.Add(2, 3) == 5, "5");
      clock.Ping();
      Check("Ping", true, "returned");
      Check("Check(7)", clock.Check(7) == 7, "7");
      try { clock.Check(-1); Check("Check(-1)", false, "no fault"); }
      catch (FaultException<Problem> e) {
        Check("Check(-1) FaultException<Problem>", e.Detail.Reason == "negative" && e.Message == "value is negative",
          e.Detail.Reason + " / " + e.Message + " / code " + e.Code.Name + (e.Code.SubCode != null ? " sub " + e.Code.SubCode.Name : ""));
      }
      try { clock.Check(0); Check("Check(0)", false, "no fault"); }
      catch (FaultException<ExceptionDetail> e) {
        Check("Check(0) FaultException<ExceptionDetail>", e.Detail.Message == "zero is not allowed",
          e.Detail.Message + " / " + e.Detail.Type + " / code " + e.Code.Name + (e.Code.SubCode != null ? " sub " + e.Code.SubCode.Name : ""));
      }
      var wrong = new ChannelFactory<IWrongAction>(binding, address).CreateChannel();
      try { wrong.Now("UTC"); Check("unknown action", false, "no fault"); }
      catch (FaultException e) {
        Check("unknown action", e.Code.SubCode != null && e.Code.SubCode.Name == "ActionNotSupported",
          e.GetType().Name + " / code " + e.Code.Name + (e.Code.SubCode != null ? " sub " + e.Code.SubCode.Name : ""));
      }
      catch (ActionNotSupportedException e) { Check("unknown action", true, "ActionNotSupportedException: " + e.Message); }
      Console.WriteLine(failures == 0 ? "all passed" : failures + " failed");
      return failures == 0 ? 0 : 1;
    }
  }
}
