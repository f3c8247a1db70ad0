// DocumentRouter: an EDI-style document service routed by the request element (RoutingStyle = RequestElement)
// with an empty SOAPAction on every method, as integration teams publish it for clients that send none, XmlNode
// payloads, object results, byte[] and long[] values, SOAP 1.2 and HTTP GET/POST where the parameters allow.
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml;

namespace Woodgrove.Edi
{
    public class Envelope
    {
        public string Sender;
        public string Receiver;
        public string DocumentType;
        public XmlElement Body;
    }

    [WebService(Namespace = "http://woodgrove.example/edi/router")]
    [SoapDocumentService(RoutingStyle = SoapServiceRoutingStyle.RequestElement)]
    public class DocumentRouter : WebService
    {
        [WebMethod]
        [SoapDocumentMethod("")]
        public string Route(Envelope envelope)
        {
            return "queued";
        }

        [WebMethod]
        [SoapDocumentMethod("")]
        public XmlElement Transform(XmlElement document, string map)
        {
            return document;
        }

        [WebMethod]
        [SoapDocumentMethod("")]
        public object Lookup(string key)
        {
            return "value";
        }

        [WebMethod]
        [SoapDocumentMethod("")]
        public long[] ListBatches(DateTime since)
        {
            return new long[] { 1, 2 };
        }

        [WebMethod]
        [SoapDocumentMethod("")]
        public byte[] Download(long batchId)
        {
            return new byte[] { 0x50, 0x4b };
        }

        [WebMethod]
        [SoapDocumentMethod("", OneWay = true)]
        public void Discard(long batchId)
        {
        }
    }
}
