// [XmlArrayItem(DataType)] on wrapped arrays of strings and byte[]s: ArrayOf{DataType} of items named after it.
// lab.sh wsdl ArrayItemDataType.cs Lab.ArrayItemDataType wsdl/
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Lab {
  public class Lists {
    [XmlArrayItem(DataType = "token")] public string[] Tokens;
    public string[] Plain;
    [XmlArrayItem(DataType = "NMTOKEN")] public string[] Names;
    [XmlArrayItem(DataType = "hexBinary")] public byte[][] Hexes;
  }

  [WebService(Namespace = "http://lab.example.com/array-item-data-type")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class ArrayItemDataType : WebService {
    [WebMethod] public Lists Get() {
      return new Lists { Tokens = new[] { " a b ", null }, Plain = new[] { "p" }, Names = new[] { "a b" }, Hexes = new[] { new byte[] { 1, 171 }, null } };
    }
    [WebMethod] public Lists Echo(Lists l) { return l; }
  }
}
