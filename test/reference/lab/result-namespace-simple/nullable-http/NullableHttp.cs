// An int? result over HTTP GET when null, plain and with [return: XmlElement(Namespace)] (a long? alone, so that no
// other method shares its HTTP document's element): is the document's root nil?
using System.Web.Services;
using System.Xml.Serialization;

namespace Lab
{
    [WebService(Namespace = "urn:lab")]
    public class NullableHttp : WebService
    {
        [WebMethod]
        public int? Plain(int n) { return n == 0 ? (int?)null : n; }

        [WebMethod]
        [return: XmlElement("M", Namespace = "urn:other")]
        public long? Other(int n) { return n == 0 ? (long?)null : n; }
    }
}
