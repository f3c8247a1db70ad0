// The schemas .NET's data contract exporter writes for WcfReports.cs's Report (#28): Mono's WsdlExporter fails on a
// contract with a DataSet (../metadata/wsdl.xml), but XsdDataContractExporter, SchemaExporter and SchemaHelper in
// Mono's System.Runtime.Serialization are Microsoft's reference source, which WCF's DataContractSerializer message
// exporter calls for every type. Run (see README.md):
//   mcs -out:ExportSchemas.exe -r:System.Data.dll -r:System.Xml.dll -r:System.Runtime.Serialization.dll ExportSchemas.cs
//   MONO_GAC_PREFIX=/tmp/asmx-lab/legacy-dataset/gac mono ExportSchemas.exe OUTDIR
// MONO_GAC_PREFIX: the lab's System.Data whose DataSet.GetDataSetSchema is .NET Framework's legacy (default) branch.
using System;
using System.Data;
using System.IO;
using System.Runtime.Serialization;
using System.Text;
using System.Xml;
using System.Xml.Schema;

namespace Lab.Reports {
  [DataContract(Namespace = "http://reports.example.com/data")]
  public class Report {
    [DataMember] public string Title { get; set; }
    [DataMember] public DataSet Data { get; set; }
    [DataMember] public DataTable Rows { get; set; }
    [DataMember] public XmlElement Extra { get; set; }
    [DataMember] public XmlNode[] Nodes { get; set; }
  }

  public static class Program {
    public static void Main(string[] args) {
      var dir = args[0];
      Directory.CreateDirectory(dir);
      var exporter = new XsdDataContractExporter();
      exporter.Export(typeof(Report));
      var index = new StringBuilder();
      // What a wrapper's parameter or result of these types gets (MessageContractExporter.ExportType: no type name,
      // so the element carries GetSchemaType's anonymous type).
      foreach (var t in new[] { typeof(DataSet), typeof(DataTable) }) {
        var st = exporter.GetSchemaType(t);
        index.Append("# " + t.Name + ": GetSchemaTypeName '" + exporter.GetSchemaTypeName(t) + "', GetSchemaType "
          + (st == null ? "null" : (st.Name == null ? "anonymous " : st.Name + " ") + st.GetType().Name)
          + ", GetRootElementName " + exporter.GetRootElementName(t) + "\n");
      }
      int n = 0;
      foreach (XmlSchema s in exporter.Schemas.Schemas()) {
        var file = "schema" + n++ + ".xsd";
        var settings = new XmlWriterSettings { Indent = true, OmitXmlDeclaration = true, Encoding = new UTF8Encoding(false) };
        using (var w = XmlWriter.Create(Path.Combine(dir, file), settings)) s.Write(w);
        index.Append((s.TargetNamespace ?? "") + "\t" + file + "\n");
      }
      File.WriteAllText(Path.Combine(dir, "index.tsv"), index.ToString());
    }
  }
}
