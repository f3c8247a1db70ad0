// MessageHub: a messaging service whose SOAP headers carry the plumbing: a security header with attributes
// (In, required), a correlation header (InOut), a quota header (Out), a fault header (Fault), SoapUnknownHeader[]
// to see what else a client sent, headers on some methods only, and XmlElement/XmlDocument/object/byte[] payloads.
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml;
using System.Xml.Serialization;

namespace Tailspin.Messaging
{
    public class SecurityHeader : SoapHeader
    {
        [XmlAttribute] public string Tenant;
        [XmlAttribute("ts")] public DateTime Timestamp;
        public string Token;
    }

    public class CorrelationHeader : SoapHeader
    {
        public Guid ConversationId;
        public int Hop;
    }

    public class QuotaHeader : SoapHeader
    {
        public int Remaining;
        public DateTime ResetsAt;
    }

    public class ErrorInfoHeader : SoapHeader
    {
        public string Code;
        public string Trace;
    }

    [WebService(Namespace = "urn:tailspin:messaging")]
    public class MessageHub : WebService
    {
        public SecurityHeader Security;
        public CorrelationHeader Correlation;
        public QuotaHeader Quota;
        public ErrorInfoHeader ErrorInfo;
        public SoapUnknownHeader[] Unknown;

        [WebMethod]
        [SoapHeader("Security", Required = true)]
        [SoapHeader("Correlation", Direction = SoapHeaderDirection.InOut)]
        [SoapHeader("Quota", Direction = SoapHeaderDirection.Out)]
        [SoapHeader("ErrorInfo", Direction = SoapHeaderDirection.Fault)]
        public string Send(string queue, XmlElement payload)
        {
            return Guid.NewGuid().ToString();
        }

        [WebMethod]
        [SoapHeader("Security")]
        [SoapHeader("Unknown")]
        public XmlDocument Receive(string queue, int maxMessages)
        {
            XmlDocument doc = new XmlDocument();
            doc.LoadXml("<messages/>");
            return doc;
        }

        [WebMethod]
        [SoapHeader("Correlation", Direction = SoapHeaderDirection.In)]
        public object Peek(string queue)
        {
            return 3;
        }

        [WebMethod]
        public byte[] GetAttachment(string messageId)
        {
            return new byte[] { 1, 2, 3 };
        }

        [WebMethod]
        public void Purge(string queue)
        {
        }

        [WebMethod(MessageName = "PurgeOlderThan")]
        [SoapHeader("Security")]
        public void Purge(string queue, DateTime before)
        {
        }
    }
}
