// Documents: a document-management service whose methods default to Bare ([SoapDocumentService]), with wrapped
// exceptions, a root element on the upload request class, XmlElement payloads, a TimeSpan, GUID keys,
// a second binding in the same namespace for archiving, and an out-only receipt header.
using System;
using System.Collections.Generic;
using System.ComponentModel;
using System.Web.Services;
using System.Web.Services.Description;
using System.Web.Services.Protocols;
using System.Xml;
using System.Xml.Serialization;

namespace Northwind.Docs
{
    public enum DocumentKind { Contract, Invoice, Letter, Drawing, Other }

    [Flags]
    public enum Permissions { None = 0, Read = 1, Write = 2, Delete = 4, Share = 8 }

    public class Tag
    {
        [XmlAttribute] public string Key;
        [XmlAttribute] public string Value;
    }

    [XmlRoot("Upload", Namespace = "http://northwind.example/docs")]
    public class UploadRequest
    {
        public string FileName;
        public string ContentType;
        public DocumentKind Kind;
        public byte[] Content;
        [XmlArrayItem("Tag")] public List<Tag> Tags;
        public Guid? FolderId;
    }

    public class DocumentInfo
    {
        [XmlAttribute("id")] public Guid Id;
        [XmlAttribute("rev")] public int Revision;
        public string FileName;
        public DocumentKind Kind;
        public long Size;
        public DateTime Created;
        public DateTime? Modified;
        public Permissions Access;
        public Tag[] Tags;
        public XmlElement Metadata;
    }

    public class ReceiptHeader : SoapHeader
    {
        public Guid ReceiptId;
        public DateTime Stamped;
    }

    public class UserHeader : SoapHeader
    {
        public string User;
        [DefaultValue("en-US")] public string Culture = "en-US";
    }

    [WebService(Namespace = "http://northwind.example/docs")]
    [SoapDocumentService(ParameterStyle = SoapParameterStyle.Bare)]
    [WebServiceBinding(Name = "Archive", Namespace = "http://northwind.example/docs")]
    public class Documents : WebService
    {
        public ReceiptHeader Receipt;
        public UserHeader UserInfo;

        [WebMethod]
        [SoapHeader("UserInfo", Required = true)]
        [SoapHeader("Receipt", Direction = SoapHeaderDirection.Out)]
        public DocumentInfo Upload(UploadRequest Upload) { return null; }

        [WebMethod]
        [SoapHeader("UserInfo", Required = true)]
        [return: XmlElement("Document")]
        public DocumentInfo GetInfo([XmlElement("DocumentId")] Guid id) { return null; }

        [WebMethod]
        [SoapDocumentMethod(ParameterStyle = SoapParameterStyle.Wrapped)]
        [SoapHeader("UserInfo", Required = true)]
        public byte[] Download(Guid id, int revision) { return null; }

        [WebMethod]
        [SoapDocumentMethod(ParameterStyle = SoapParameterStyle.Wrapped)]
        public DocumentInfo[] Find(string text, DocumentKind[] kinds, DateTime? modifiedSince, Permissions atLeast) { return null; }

        [WebMethod]
        [SoapDocumentMethod(ParameterStyle = SoapParameterStyle.Wrapped)]
        public TimeSpan RetentionLeft(Guid id) { return TimeSpan.Zero; }

        [WebMethod]
        [SoapDocumentMethod(Binding = "Archive", ParameterStyle = SoapParameterStyle.Wrapped)]
        public bool ArchiveDocument(Guid id, string reason, [XmlElement(IsNullable = true)] DateTime? until) { return true; }

        [WebMethod]
        [SoapDocumentMethod(Binding = "Archive", ParameterStyle = SoapParameterStyle.Wrapped)]
        public DocumentInfo[] ListArchived(int year, [DefaultValue(100)] int max) { return null; }
    }
}
