// Messaging: a notification hub whose message DTOs use XmlSerializer's finer controls: a choice of channels
// named by an [XmlChoiceIdentifier] enum array (the enum hidden with [XmlType(IncludeInSchema = false)]),
// [XmlAnyAttribute] beside [XmlAttribute]s, ShouldSerializeX() methods next to XxxSpecified properties,
// [XmlElement(IsNullable = true)] on value and reference types, and unqualified elements.
using System;
using System.Collections.Generic;
using System.ComponentModel;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml;
using System.Xml.Schema;
using System.Xml.Serialization;

namespace Northwind.Messaging
{
    [XmlType(IncludeInSchema = false)]
    public enum ChannelKind { Email, Sms, Push }

    public enum Priority { Low, Normal, High, Urgent }

    public class PushTarget
    {
        [XmlAttribute] public string Platform { get; set; }
        public string DeviceToken { get; set; }
    }

    public class Recipient
    {
        [XmlAttribute] public string Id { get; set; }
        [XmlAttribute("lang")] public string Language { get; set; }
        [XmlAnyAttribute] public XmlAttribute[] Extra { get; set; }

        [XmlElement("Email", typeof(string))]
        [XmlElement("Sms", typeof(string))]
        [XmlElement("Push", typeof(PushTarget))]
        [XmlChoiceIdentifier("Kinds")]
        public object[] Channels { get; set; }

        [XmlIgnore] public ChannelKind[] Kinds { get; set; }
    }

    public class Message
    {
        [XmlAttribute] public Guid Id { get; set; }
        public string Subject { get; set; }
        [XmlElement(Form = XmlSchemaForm.Unqualified)] public string Body { get; set; }
        [XmlElement(IsNullable = true)] public string ReplyTo { get; set; }
        [XmlElement(IsNullable = true)] public int? RetryCount { get; set; }
        [XmlElement(IsNullable = true)] public DateTime? NotBefore { get; set; }

        public Priority Priority { get; set; }
        public bool ShouldSerializePriority() { return Priority != Priority.Normal; }

        public DateTime Expires { get; set; }
        [XmlIgnore] public bool ExpiresSpecified { get; set; }

        public int Ttl { get; set; }
        [XmlIgnore] public bool TtlSpecified { get; set; }
        public bool ShouldSerializeTtl() { return Ttl > 0; }

        [XmlArray(Form = XmlSchemaForm.Unqualified), XmlArrayItem("To", Form = XmlSchemaForm.Unqualified)]
        public List<Recipient> Recipients { get; set; }
    }

    public class Receipt
    {
        [XmlAttribute] public Guid MessageId;
        [XmlAttribute] public int Accepted;
        [XmlAnyAttribute] public XmlAttribute[] Diagnostics;
        [XmlElement("Rejected", IsNullable = true)] public string[] Rejected;
    }

    [WebService(Namespace = "urn:northwind:messaging")]
    public class Messaging : WebService
    {
        [WebMethod]
        public Receipt Send(Message message) { Receipt r = new Receipt(); r.MessageId = message.Id; return r; }

        [WebMethod]
        public Message[] Outbox(Priority? atLeast, int max) { return new Message[0]; }

        [WebMethod]
        public Recipient Lookup(string id) { Recipient r = new Recipient(); r.Id = id; return r; }
    }
}
