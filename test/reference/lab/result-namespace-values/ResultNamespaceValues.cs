// A nullable enum result (Size?) and a date result ([return: XmlElement(DataType = "date")]) in another namespace:
// [return: XmlElement(Namespace = "urn:x")] (GetSize, GetDate) and [SoapDocumentMethod(ResponseNamespace = "urn:r")]
// (ResSize, ResDate) (issue #32).
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Lab
{
    public enum Size { Small, Large }

    [WebService(Namespace = "urn:lab")]
    public class ResultNamespaceValues : WebService
    {
        [WebMethod]
        [return: XmlElement(Namespace = "urn:x")]
        public Size? GetSize(int n) { return n < 0 ? (Size?)null : (Size)n; }

        [WebMethod]
        [return: XmlElement(Namespace = "urn:x", DataType = "date")]
        public DateTime GetDate(int n) { return new DateTime(2026, 11, 29).AddDays(n); }

        [WebMethod]
        [SoapDocumentMethod(ResponseNamespace = "urn:r")]
        public Size? ResSize(int n) { return n < 0 ? (Size?)null : (Size)n; }

        [WebMethod]
        [SoapDocumentMethod(ResponseNamespace = "urn:r")]
        [return: XmlElement(DataType = "date")]
        public DateTime ResDate(int n) { return new DateTime(2026, 11, 29).AddDays(n); }
    }
}
