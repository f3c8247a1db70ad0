// A WCF client (System.ServiceModel ChannelFactory over BasicHttpBinding) of the WcfTracking service, built with
// the service contracts of ../WcfTracking.cs (compiled together with it), that calls every operation of ITracking
// (at the base URL) and Admin (at base + "admin") and checks each value and each typed fault, one line per check:
// "ok <check>" or "FAIL <check>: expected ... got ...". Run against the generated server (README.md):
//   mcs -nologo -r:System.ServiceModel.dll -r:System.Runtime.Serialization.dll -main:Lab.Tracking.Client.Program \
//       -out:client.exe ../WcfTracking.cs WcfTrackingClient.cs && mono client.exe http://127.0.0.1:8744/ http://127.0.0.1:8745/
// (the second URL, optional: a host without includeExceptionDetailInFaults)
using System;
using System.Collections.Generic;
using System.Linq;
using System.ServiceModel;
using System.ServiceModel.Channels;

namespace Lab.Tracking.Client {
  // IAdmin's operations under ITracking's contract name and namespace: their actions do not exist at the
  // base endpoint, so the server answers the dispatcher's ActionNotSupported fault.
  [ServiceContract(Name = "Admin", Namespace = "http://tracking.example.com/admin")]
  public interface IWrongEndpoint {
    [OperationContract] string Version();
  }

  public static class Program {
    static int failures;
    static readonly DateTime Created = new DateTime(2024, 5, 1, 8, 30, 0, DateTimeKind.Utc);
    static readonly Guid Id = new Guid("0f8fad5b-d9cb-469f-a165-70867728950e");

    static string Show(object o) {
      if (o == null) return "null";
      if (o is string) return "\"" + o + "\"";
      if (o is byte[]) return "[" + string.Join(",", ((byte[])o).Select(b => b.ToString()).ToArray()) + "]";
      if (o is DateTime) return ((DateTime)o).ToString("o") + " " + ((DateTime)o).Kind;
      if (o is DateTimeOffset) return ((DateTimeOffset)o).ToString("o");
      if (o is char) return "'" + o + "'(" + (int)(char)o + ")";
      if (o is System.Collections.IDictionary) {
        var d = (System.Collections.IDictionary)o; var parts = new List<string>();
        foreach (System.Collections.DictionaryEntry e in d) parts.Add(Show(e.Key) + "=" + Show(e.Value));
        return "{" + string.Join(",", parts.ToArray()) + "}";
      }
      if (o is System.Collections.IEnumerable) {
        var parts = new List<string>();
        foreach (var e in (System.Collections.IEnumerable)o) parts.Add(Show(e));
        return "[" + string.Join(",", parts.ToArray()) + "]";
      }
      return o.ToString();
    }

    static void Check(string name, object expected, object actual) {
      var e = Show(expected); var a = Show(actual);
      if (e == a) Console.WriteLine("ok " + name + " = " + a);
      else { failures++; Console.WriteLine("FAIL " + name + ": expected " + e + " got " + a); }
    }

    // The fault code as the client reads it: SOAP 1.1's one code, or a SOAP 1.2-style subcode when WCF made one.
    static string CodeOf(FaultException f) {
      return f.Code.SubCode != null ? f.Code.SubCode.Name : f.Code.Name;
    }

    static void Fail(string name, Exception ex) {
      failures++;
      Console.WriteLine("FAIL " + name + ": " + ex.GetType().FullName + ": " + ex.Message.Replace("\n", " "));
    }

    static void CheckShipment(string p, Shipment s, string trackNum, ShipmentState state, ServiceOptions options) {
      Check(p + ".TrackNum", trackNum, s.TrackNum);
      Check(p + ".State", state, s.State);
      Check(p + ".Options", options, s.Options);
      Check(p + ".Sender.Name", "Acme", s.Sender.Name);
      Check(p + ".Sender.Address", "1 Main St|Springfield|US|null",
            s.Sender.Address.Street + "|" + s.Sender.Address.City + "|" + s.Sender.Address.Country + "|" + Show(s.Sender.Address.Zip));
      Check(p + ".Receiver is Sender (IsReference)", true, object.ReferenceEquals(s.Sender, s.Receiver));
      Check(p + ".Pieces.Count", 2, s.Pieces.Count);
      var p1 = s.Pieces[0]; var p2 = s.Pieces[1];
      Check(p + ".Pieces[0]", "P1 2.5 Lb 1x0.5x0.25 null", p1.Id + " " + p1.WeightKg + " " + p1.Unit + " " + p1.Size.Length + "x" + p1.Size.Width + "x" + p1.Size.Height + " " + Show(p1.Count));
      Check(p + ".Pieces[1]", "P2 1 Kg null 3", p2.Id + " " + p2.WeightKg + " " + p2.Unit + " " + Show(p2.Size) + " " + Show(p2.Count));
      Check(p + ".Tags", new List<string> { "fragile", null, "" }, s.Tags);
      Check(p + ".Counters", new Dictionary<string, int> { { "scans", 3 }, { "retries", 0 } }, s.Counters);
      Check(p + ".Labels", new Dictionary<string, int> { { "A4", 2 } }, s.Labels);
      Check(p + ".Id", Id, s.Id);
      Check(p + ".Priority", 'A', s.Priority);
      Check(p + ".Transit", new TimeSpan(1, 2, 3, 4, 500), s.Transit);
      Check(p + ".ShippedAt", new DateTimeOffset(2024, 5, 1, 10, 30, 0, TimeSpan.FromHours(2)), s.ShippedAt);
      Check(p + ".Created", Created, s.Created);
      Check(p + ".Label", new byte[] { 1, 2, 3, 250 }, s.Label);
      Check(p + ".DeclaredValue", null, s.DeclaredValue);
      Check(p + ".Note", null, s.Note);
      Check(p + ".Extra (object holding int)", "System.Int32 42", s.Extra == null ? "null" : s.Extra.GetType().FullName + " " + s.Extra);
    }

    public static int Main(string[] args) {
      var url = args.Length > 0 ? args[0] : "http://127.0.0.1:8744/";
      var binding = new BasicHttpBinding();
      var tracking = new ChannelFactory<ITracking>(binding, new EndpointAddress(url)).CreateChannel();
      var admin = new ChannelFactory<IAdmin>(binding, new EndpointAddress(url + "admin")).CreateChannel();
      var wrong = new ChannelFactory<IWrongEndpoint>(binding, new EndpointAddress(url)).CreateChannel();

      try { tracking.Ping(); Check("Ping", "void", "void"); } catch (Exception ex) { Fail("Ping", ex); }

      try { CheckShipment("GetShipment(T1)", tracking.GetShipment("T1"), "T1", ShipmentState.InTransit, ServiceOptions.Insurance | ServiceOptions.Saturday); }
      catch (Exception ex) { Fail("GetShipment(T1)", ex); }
      try { Check("GetShipment(null)", null, tracking.GetShipment(null)); } catch (Exception ex) { Fail("GetShipment(null)", ex); }

      try {
        var found = tracking.Find(ShipmentState.Exception, ServiceOptions.Signature | ServiceOptions.Insurance, 2);
        Check("FindShipments.Count", 2, found.Count);
        CheckShipment("FindShipments[0]", found[0], "T1", ShipmentState.Exception, ServiceOptions.Signature | ServiceOptions.Insurance);
        var t2 = found[1];
        Check("FindShipments[1]", "T2 Created None null null null 00000000-0000-0000-0000-000000000000 0 00:00:00 " + Created.ToString("o"),
              t2.TrackNum + " " + t2.State + " " + t2.Options + " " + Show(t2.Sender) + " " + Show(t2.Pieces) + " " + Show(t2.Tags) + " " + t2.Id + " " + (int)t2.Priority + " " + t2.Transit + " " + t2.Created.ToString("o"));
        var none = tracking.Find(ShipmentState.Created, ServiceOptions.None, null);
        Check("FindShipments(Created, None, null)[0]", "Created None", none[0].State + " " + none[0].Options);
      } catch (Exception ex) { Fail("FindShipments", ex); }

      try {
        var d = tracking.EchoEvent(new DeliveryEvent { At = Created, Where = "Door", SignedBy = "Ann", AtDoor = true });
        var de = d as DeliveryEvent;
        Check("EchoEvent(DeliveryEvent) known type", "Lab.Tracking.DeliveryEvent", d.GetType().FullName);
        Check("EchoEvent(DeliveryEvent)", Created.ToString("o") + " Door Ann True", de.At.ToUniversalTime().ToString("o") + " " + de.Where + " " + de.SignedBy + " " + de.AtDoor);
        var s = tracking.EchoEvent(new ScanEvent { At = Created, Where = "Hub", Scanner = "S1" }) as ScanEvent;
        Check("EchoEvent(ScanEvent)", "Hub S1", s == null ? "null" : s.Where + " " + s.Scanner);
        var t = tracking.EchoEvent(new TrackingEvent { At = Created, Where = "Plain" });
        Check("EchoEvent(TrackingEvent)", "Lab.Tracking.TrackingEvent Plain", t.GetType().FullName + " " + t.Where);
        Check("EchoEvent(null)", null, tracking.EchoEvent(null));
      } catch (Exception ex) { Fail("EchoEvent", ex); }

      try { Check("GetTags", new List<string> { "a", null, "", null }, tracking.GetTags(new[] { "a", null, "" })); } catch (Exception ex) { Fail("GetTags", ex); }
      try { Check("GetTags(null)", new List<string> { null }, tracking.GetTags(null)); } catch (Exception ex) { Fail("GetTags(null)", ex); }
      try { Check("CountByState", new Dictionary<string, int> { { "Created", 1 }, { "in-transit", 2 } }, tracking.CountByState()); } catch (Exception ex) { Fail("CountByState", ex); }

      try {
        var r = tracking.Track(new TrackRequest { ApiKey = "K1", CorrelationId = Id, TrackNum = "T9", WithEvents = true });
        Check("Track header ServerTime", Created, r.ServerTime);
        CheckShipment("Track.Shipment", r.Shipment, "T9", ShipmentState.InTransit, ServiceOptions.Insurance | ServiceOptions.Saturday);
        Check("Track.Events types", "ScanEvent DeliveryEvent TrackingEvent", string.Join(" ", r.Events.Select(e => e.GetType().Name).ToArray()));
        var scan = (ScanEvent)r.Events[0]; var del = (DeliveryEvent)r.Events[1];
        Check("Track.Events[0] (headers echoed)", "Hub K1 S-" + Id, scan.Where + " " + scan.Scanner);
        Check("Track.Events[1]", "Door Ann True", del.Where + " " + del.SignedBy + " " + del.AtDoor);
        Check("Track.Events[2]", "Plain " + Created.ToString("o"), r.Events[2].Where + " " + r.Events[2].At.ToString("o"));
      } catch (Exception ex) { Fail("Track", ex); }

      try { tracking.Notify("T1", "hello"); Check("Notify (one-way)", "returned", "returned"); } catch (Exception ex) { Fail("Notify", ex); }

      try { Check("CancelShipment(T1)", true, tracking.CancelShipment("T1", "r")); } catch (Exception ex) { Fail("CancelShipment(T1)", ex); }
      try { tracking.CancelShipment("missing", "r"); Check("CancelShipment(missing)", "FaultException<NotFoundFault>", "no fault"); }
      catch (FaultException<NotFoundFault> f) {
        Check("CancelShipment(missing) FaultException<NotFoundFault>", "No such shipment|missing|Client", f.Reason.ToString() + "|" + f.Detail.TrackNum + "|" + f.Code.Name);
      } catch (Exception ex) { Fail("CancelShipment(missing)", ex); }
      try { tracking.CancelShipment("late", "too slow"); Check("CancelShipment(late)", "FaultException<CancelFault>", "no fault"); }
      catch (FaultException<CancelFault> f) {
        Check("CancelShipment(late) FaultException<CancelFault>", "Too late to cancel|late|too slow|17",
              f.Reason.ToString() + "|" + f.Detail.TrackNum + "|" + f.Detail.Reason + "|" + f.Detail.Code);
        Check("CancelShipment(late) code", "TooLate http://tracking.example.com/faults", f.Code.Name + " " + f.Code.Namespace);
      } catch (Exception ex) { Fail("CancelShipment(late)", ex); }
      try { tracking.CancelShipment("plain", "r"); Check("CancelShipment(plain)", "FaultException", "no fault"); }
      catch (FaultException f) {
        Check("CancelShipment(plain) FaultException", "System.ServiceModel.FaultException Plain fault Client", f.GetType().FullName + " " + f.Reason + " " + f.Code.Name);
      } catch (Exception ex) { Fail("CancelShipment(plain)", ex); }

      try { tracking.Explode("boom"); Check("Explode", "fault", "no fault"); }
      catch (FaultException<ExceptionDetail> f) {
        Check("Explode FaultException<ExceptionDetail>", "boom|boom|System.InvalidOperationException|InternalServiceFault",
              f.Reason + "|" + f.Detail.Message + "|" + f.Detail.Type + "|" + CodeOf(f));
      } catch (FaultException f) {
        Check("Explode InternalServiceFault", "InternalServiceFault", CodeOf(f));
      } catch (Exception ex) { Fail("Explode", ex); }

      try {
        var data = new byte[] { 1, 2, 3, 250 };
        Check("Echo", data, tracking.Echo(data, 'A', new TimeSpan(1, 2, 3, 4, 500), new DateTimeOffset(2024, 5, 1, 10, 30, 0, TimeSpan.FromHours(2)), Id));
        Check("Echo(null)", null, tracking.Echo(null, '\0', TimeSpan.Zero, DateTimeOffset.MinValue, Guid.Empty));
      } catch (Exception ex) { Fail("Echo", ex); }

      try { Check("Admin.Purge", 2023, admin.Purge(new DateTime(2023, 12, 31, 0, 0, 0, DateTimeKind.Utc))); } catch (Exception ex) { Fail("Admin.Purge", ex); }
      try { Check("Admin.Version", "1.0", admin.Version()); } catch (Exception ex) { Fail("Admin.Version", ex); }

      if (args.Length > 1) { // a host without includeExceptionDetailInFaults: InternalServiceFault with no detail
        var plain = new ChannelFactory<ITracking>(binding, new EndpointAddress(args[1])).CreateChannel();
        try { plain.Explode("boom"); Check("Explode (no detail)", "fault", "no fault"); }
        catch (FaultException<ExceptionDetail> f) { Check("Explode (no detail)", "FaultException", "FaultException<ExceptionDetail> " + f.Detail.Message); }
        catch (FaultException f) {
          Check("Explode (no detail) InternalServiceFault", "System.ServiceModel.FaultException InternalServiceFault", f.GetType().FullName + " " + CodeOf(f));
          Check("Explode (no detail) reason: .NET's fixed text, not the message", false, f.Reason.ToString().Contains("boom"));
        } catch (Exception ex) { Fail("Explode (no detail)", ex); }
      }

      try { wrong.Version(); Check("Admin.Version at the ITracking endpoint", "ActionNotSupported fault", "no fault"); }
      catch (FaultException f) {
        Check("Admin.Version at the ITracking endpoint: ActionNotSupported", "ActionNotSupported", CodeOf(f));
      } catch (Exception ex) { Fail("wrong endpoint", ex); }

      Console.WriteLine(failures == 0 ? "all checks passed" : failures + " checks failed");
      return failures == 0 ? 0 : 1;
    }
  }
}
