// Reporting: a reporting API built on generic envelopes (Response<T>, Page<T> over List<T>), with nullable enums and
// structs in arrays, jagged arrays and List<List<T>> matrices, [XmlArrayItem(NestingLevel)] renames of inner
// arrays, and get-only collections.
using System;
using System.Collections.Generic;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Litware.Reporting.Contracts
{
    public enum Status { Ok, Warning, Error }

    public enum Trend { Down, Flat, Up }

    public struct Cell
    {
        public int Row;
        public int Column;
        public decimal? Value;
    }

    public class Page<T>
    {
        [XmlAttribute] public int Index { get; set; }
        [XmlAttribute] public int Size { get; set; }
        [XmlAttribute] public int Total { get; set; }
        public T Items { get; set; }
    }

    public class Response<T>
    {
        public Status Status { get; set; }
        public string Message { get; set; }
        public T Data { get; set; }
    }

    public class KpiSeries
    {
        [XmlAttribute] public string Name { get; set; }
        public Trend?[] Trends { get; set; }
        public Cell?[] Cells { get; set; }
        public double[][] Buckets { get; set; }
        [XmlArray("Rows")]
        [XmlArrayItem("Row", NestingLevel = 0)]
        [XmlArrayItem("V", NestingLevel = 1)]
        public List<List<decimal>> Matrix { get; set; }
    }

    public class ReportInfo
    {
        private readonly List<string> columns = new List<string>();

        [XmlAttribute] public string Id { get; set; }
        public string Title { get; set; }
        public DateTime? LastRun { get; set; }
        [XmlArrayItem("Column")] public List<string> Columns { get { return columns; } }
        public List<List<string>> Groups { get; set; }
    }
}

namespace Litware.Reporting
{
    using Litware.Reporting.Contracts;

    [WebService(Namespace = "http://litware.example/reporting/v2")]
    public class Reporting : WebService
    {
        [WebMethod]
        public Response<Page<List<ReportInfo>>> ListReports(int page, int size) { return new Response<Page<List<ReportInfo>>>(); }

        [WebMethod]
        public Response<KpiSeries> Kpi(string name, Trend?[] filter) { return new Response<KpiSeries>(); }

        [WebMethod]
        public Response<List<Cell?>> Cells(string reportId) { return new Response<List<Cell?>>(); }

        [WebMethod]
        [return: XmlArrayItem("Series", NestingLevel = 0), XmlArrayItem("Point", NestingLevel = 1)]
        public int[][] Chart(string reportId, Status?[] include) { return new int[0][]; }

        [WebMethod]
        public Page<string[]> Names(int page) { return new Page<string[]>(); }
    }
}
