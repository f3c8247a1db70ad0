// DataSet, DataTable, XmlElement and XmlNode[] data members, parameters and results (#28): recorded with
// ../../../../../shared/asmx-lab/lab.sh wcf WcfReports.cs 8745 (Mono 6.8 System.ServiceModel; bodies by
// DataContractSerializer and System.Data's IXmlSerializable, Microsoft's reference source).
using System;
using System.Data;
using System.Runtime.Serialization;
using System.ServiceModel;
using System.ServiceModel.Description;
using System.Xml;

namespace Lab.Reports {
  [DataContract(Namespace = "http://reports.example.com/data")]
  public class Report {
    [DataMember] public string Title { get; set; }
    [DataMember] public DataSet Data { get; set; }
    [DataMember] public DataTable Rows { get; set; }
    [DataMember] public XmlElement Extra { get; set; }
    [DataMember] public XmlNode[] Nodes { get; set; }
  }

  [ServiceContract(Namespace = "http://reports.example.com/wcf")]
  public interface IReports {
    [OperationContract] Report Echo(Report report);
    [OperationContract] DataSet GetSet(string name);
    [OperationContract] DataTable GetTable(string name);
    [OperationContract] DataSet EchoSet(DataSet set);
    [OperationContract] XmlElement EchoElement(XmlElement element);
    [OperationContract] XmlNode[] EchoNodes(XmlNode[] nodes);
  }

  public class ReportService : IReports {
    static DataTable Table(string name) {
      var t = new DataTable(name);
      t.Columns.Add("Id", typeof(int));
      t.Columns.Add("Label", typeof(string));
      t.Rows.Add(1, "one");
      t.Rows.Add(2, null);
      return t;
    }
    public Report Echo(Report report) { return report; }
    public DataSet GetSet(string name) {
      if (name == null) return null;
      var ds = new DataSet(name);
      ds.Tables.Add(Table("Item"));
      return ds;
    }
    public DataTable GetTable(string name) { return name == null ? null : Table(name); }
    public DataSet EchoSet(DataSet set) { return set; }
    public XmlElement EchoElement(XmlElement element) { return element; }
    public XmlNode[] EchoNodes(XmlNode[] nodes) { return nodes; }
  }

  public static class Program {
    public static void Main(string[] args) {
      var baseUri = new Uri(args.Length > 0 ? args[0] : "http://127.0.0.1:8192/");
      var host = new ServiceHost(typeof(ReportService), baseUri);
      host.AddServiceEndpoint(typeof(IReports), new BasicHttpBinding(), "");
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
