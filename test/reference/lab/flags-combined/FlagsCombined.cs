// [Flags] enums with members that name combinations of others (YearEnd = Adjustment | Closing, All = every bit),
// declared after the single bits and before them: what the WSDL lists and what XmlSerializer writes and reads.
// lab.sh wsdl FlagsCombined.cs Lab.FlagsCombined wsdl/
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Lab {
  [Flags]
  public enum PostingFlags {
    None = 0, Reversal = 1, Adjustment = 2, Closing = 4, Intercompany = 8,
    YearEnd = Adjustment | Closing,
    All = Reversal | Adjustment | Closing | Intercompany
  }

  [Flags]
  public enum Access {
    ReadWrite = 3,
    None = 0, Read = 1, Write = 2, Delete = 4
  }

  [WebService(Namespace = "http://lab.example/flags-combined")]
  public class FlagsCombined : WebService {
    [WebMethod] public PostingFlags Echo(PostingFlags f) { return f; }
    [WebMethod] public int Value(PostingFlags f) { return (int)f; }
    [WebMethod] public PostingFlags FromValue(int v) { return (PostingFlags)v; }
    [WebMethod] public Access EchoAccess(Access a) { return a; }
    [WebMethod] public Access AccessFromValue(int v) { return (Access)v; }
  }
}
