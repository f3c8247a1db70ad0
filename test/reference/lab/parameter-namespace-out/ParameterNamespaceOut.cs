// [XmlElement(Namespace = "urn:other")] on guid and char out parameters, beside a string out parameter of urn:other.
using System;
using System.Web.Services;
using System.Xml.Serialization;

namespace Lab
{
    [WebService(Namespace = "urn:lab")]
    public class ParameterNamespaceOut : WebService
    {
        [WebMethod]
        public string GetIds(int n, [XmlElement("Id", Namespace = "urn:other")] out Guid id,
            [XmlElement("Letter", Namespace = "urn:other")] out char c,
            [XmlElement("Text", Namespace = "urn:other")] out string text)
        {
            id = n == 0 ? Guid.Empty : new Guid("0f8fad5b-d9cb-469f-a165-70867728950e");
            c = n == 0 ? '\0' : (char)('A' + n - 1);
            text = n == 0 ? null : "t" + n;
            return "r" + n;
        }
    }
}
