// [XmlArrayItem(NestingLevel)]: the items of the inner arrays of jagged arrays renamed, on class members.
// lab.sh wsdl NestingLevel.cs Lab.NestingLevel wsdl/
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Lab {
  public class Sheet {
    [XmlArrayItem("Row")] [XmlArrayItem("Cell", NestingLevel = 1)] public int[][] Grid;
    public int[][] Plain;
    [XmlArrayItem("L1")] [XmlArrayItem("L2", NestingLevel = 1)] [XmlArrayItem("L3", NestingLevel = 2, IsNullable = false)] public string[][][] Cube;
  }

  [WebService(Namespace = "http://lab.example.com/nesting-level")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class NestingLevel : WebService {
    [WebMethod] public Sheet Get() {
      return new Sheet {
        Grid = new[] { new[] { 1, 2 }, new int[0], null }, Plain = new[] { new[] { 3 } },
        Cube = new[] { new[] { new[] { "a", "b" }, null }, new string[0][] }
      };
    }
    [WebMethod] public Sheet Echo(Sheet s) { return s; }
  }
}
