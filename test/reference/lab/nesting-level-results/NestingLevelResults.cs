// [return: XmlArrayItem] on results: the item name, and NestingLevel on a jagged result, over SOAP and HTTP GET/POST.
// lab.sh wsdl NestingLevelResults.cs Lab.NestingLevelResults wsdl/
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Lab {
  [WebService(Namespace = "http://lab.example.com/nesting-level-results")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class NestingLevelResults : WebService {
    [WebMethod] [return: XmlArrayItem("R")] [return: XmlArrayItem("C", NestingLevel = 1)]
    public int[][] GetGrid() { return new[] { new[] { 1, 2 }, new int[0], null }; }
    [WebMethod] [return: XmlArrayItem("Name")]
    public string[] GetNames() { return new[] { "a", null, "b" }; }
    [WebMethod] [return: XmlArray("List")] [return: XmlArrayItem("N", IsNullable = false)]
    public int[] GetNumbers() { return new[] { 1, 2 }; }
  }
}
