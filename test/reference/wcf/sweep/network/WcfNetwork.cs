// Sweep 2 (#28): a network inventory service as line-of-business teams write it: an IsReference graph with real
// cycles and nodes shared across siblings, data contracts over three CLR namespaces (two [DataContract(Namespace)],
// one by its CLR namespace), List<List<T>> of a class and of int, and a [Flags] enum in lists. Recorded with
// ../../../../../../shared/asmx-lab/lab.sh wcf WcfNetwork.cs 8776 (Mono 6.8 System.ServiceModel; bodies by
// DataContractSerializer, Microsoft's reference source).
using System;
using System.Collections.Generic;
using System.Runtime.Serialization;
using System.ServiceModel;
using System.ServiceModel.Description;

namespace Contoso.Network.Common {
  [DataContract(Namespace = "http://contoso.com/common/2020")]
  public class Site {
    [DataMember(Order = 0)] public string Code { get; set; }
    [DataMember(Order = 1)] public string City { get; set; }
  }

  [DataContract(Namespace = "http://contoso.com/common/2020")]
  [Flags]
  public enum LinkState {
    [EnumMember] None = 0,
    [EnumMember] Up = 1,
    [EnumMember] Degraded = 2,
    [EnumMember] Maintenance = 4
  }
}

namespace Contoso.Network.Topology {
  using Contoso.Network.Common;

  // Nodes link to each other both ways (cycles) and routes share nodes.
  [DataContract(IsReference = true, Namespace = "http://contoso.com/network/topology")]
  [KnownType(typeof(Router))]
  public class Node {
    [DataMember(Order = 0)] public string Name { get; set; }
    [DataMember(Order = 1)] public Site Site { get; set; }
    [DataMember(Order = 2)] public List<Node> Links { get; set; }
  }

  // A subclass in the graph: i:type beside z:Id.
  [DataContract(IsReference = true, Namespace = "http://contoso.com/network/topology")]
  public class Router : Node {
    [DataMember] public int Ports { get; set; }
  }

  [DataContract(Namespace = "http://contoso.com/network/topology")]
  public class Route {
    [DataMember(Order = 0)] public Node From { get; set; }
    [DataMember(Order = 1)] public Node To { get; set; }
    [DataMember(Order = 2)] public List<LinkState> States { get; set; }
  }
}

// No [DataContract(Namespace)]: its contracts are in http://schemas.datacontract.org/2004/07/Contoso.Network.Telemetry.
namespace Contoso.Network.Telemetry {
  using Contoso.Network.Common;

  [DataContract]
  public class Reading {
    [DataMember] public string Node { get; set; }
    [DataMember] public double Value { get; set; }
    [DataMember] public LinkState State { get; set; }
  }

  [DataContract]
  public class Series {
    [DataMember(Order = 0)] public List<List<Reading>> Windows { get; set; }
    [DataMember(Order = 1)] public List<List<int>> Buckets { get; set; }
    [DataMember(Order = 2)] public LinkState[] Seen { get; set; }
  }
}

namespace Contoso.Network {
  using Contoso.Network.Common;
  using Contoso.Network.Telemetry;
  using Contoso.Network.Topology;

  [ServiceContract(Namespace = "http://contoso.com/network/2021")]
  public interface INetwork {
    [OperationContract] Node GetTopology(string site);
    [OperationContract] List<Route> PlanRoutes(List<Node> nodes);
    [OperationContract] string Connect(Node from, Node to);
    [OperationContract] List<List<Reading>> GetReadings(List<List<int>> windows);
    [OperationContract] Series Summarize(Series series);
    [OperationContract] List<LinkState> Diagnose(List<LinkState> states);
    [OperationContract] Dictionary<string, Node> Index(Node root);
  }

  public class NetworkService : INetwork {
    static Node Graph(string site) {
      var s = new Site { Code = site, City = "Oslo" };
      var a = new Node { Name = "core", Site = s, Links = new List<Node>() };
      var b = new Node { Name = "edge-1", Site = s, Links = new List<Node> { a } };
      var c = new Node { Name = "edge-2", Site = null, Links = new List<Node> { a, b } };
      a.Links.Add(b); a.Links.Add(c); a.Links.Add(a);
      return a;
    }
    public Node GetTopology(string site) { return Graph(site); }
    public List<Route> PlanRoutes(List<Node> nodes) {
      var routes = new List<Route>();
      var hub = nodes.Count > 0 ? nodes[0] : Graph("x");
      for (int i = 1; i < nodes.Count; i++)
        routes.Add(new Route { From = hub, To = nodes[i], States = new List<LinkState> { LinkState.Up, LinkState.Up | LinkState.Degraded } });
      routes.Add(new Route { From = hub, To = hub, States = new List<LinkState> { LinkState.None } });
      return routes;
    }
    public string Connect(Node from, Node to) {
      return from.Name + "->" + to.Name + " same:" + object.ReferenceEquals(from, to) + " links:" + (from.Links == null ? -1 : from.Links.Count)
        + " back:" + (from.Links != null && from.Links.Count > 0 && from.Links[0].Links != null && from.Links[0].Links.Contains(from));
    }
    public List<List<Reading>> GetReadings(List<List<int>> windows) {
      var r = new List<List<Reading>>();
      foreach (var w in windows) {
        var l = new List<Reading>();
        foreach (var v in w) l.Add(new Reading { Node = "n" + v, Value = v / 4.0, State = v % 2 == 0 ? LinkState.Up : LinkState.Up | LinkState.Maintenance });
        r.Add(l);
      }
      r.Add(new List<Reading>());
      return r;
    }
    public Series Summarize(Series series) {
      var seen = new List<LinkState>();
      if (series.Windows != null) foreach (var w in series.Windows) foreach (var x in w) seen.Add(x.State);
      return new Series { Windows = series.Windows, Buckets = new List<List<int>> { new List<int> { 1, 2 }, new List<int>() }, Seen = seen.ToArray() };
    }
    // Every node reachable from root by name: dictionary values sharing the graph's objects.
    public Dictionary<string, Node> Index(Node root) {
      var d = new Dictionary<string, Node>();
      var todo = new List<Node> { root };
      while (todo.Count > 0) {
        var n = todo[0]; todo.RemoveAt(0);
        if (n == null || d.ContainsKey(n.Name)) continue;
        d[n.Name] = n;
        if (n.Links != null) todo.AddRange(n.Links);
      }
      return d;
    }
    public List<LinkState> Diagnose(List<LinkState> states) {
      var r = new List<LinkState>();
      foreach (var s in states) r.Add(s ^ LinkState.Degraded);
      return r;
    }
  }

  public static class Program {
    public static void Main(string[] args) {
      var baseUri = new Uri(args.Length > 0 ? args[0] : "http://127.0.0.1:8776/");
      var host = new ServiceHost(typeof(NetworkService), baseUri);
      host.AddServiceEndpoint(typeof(INetwork), new BasicHttpBinding(), "");
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
