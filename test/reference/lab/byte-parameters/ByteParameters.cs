// byte[] parameters (plain and [XmlElement(DataType = "hexBinary")]): ASMX offers the methods on HTTP GET/POST
// and reads such a parameter as repeated byte values (data=1&data=2).
// lab.sh wsdl ByteParameters.cs Lab.ByteParameters wsdl/
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Lab {
  [WebService(Namespace = "http://lab.example.com/byte-parameters")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class ByteParameters : WebService {
    [WebMethod] public byte[] Echo(byte[] data) { return data; }
    [WebMethod] public int Count(string label, byte[] data, int extra) { return data == null ? -1 : data.Length + extra; }
    [WebMethod] public byte[] Hex([XmlElement(DataType = "hexBinary")] byte[] data) { return data; }
  }
}
