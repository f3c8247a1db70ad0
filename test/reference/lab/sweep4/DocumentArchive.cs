using System;
using System.Collections.Generic;
using System.Collections.ObjectModel;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml;
using System.Xml.Serialization;

namespace Archive
{
    public enum DocumentKind { Letter, Invoice, Contract }

    public class ArchiveCredentials : SoapHeader
    {
        public string Clerk;
        public byte[] Token;
    }

    public class Attachment
    {
        [XmlAttribute] public string FileName;
        public byte[] Content;
        [XmlElement(DataType = "hexBinary")] public byte[] Checksum;
    }

    public class Document
    {
        [XmlAttribute] public int Id;
        public string Title;
        public DocumentKind Kind;
        public DateTime? Signed;
        public byte[] Body;
        [XmlElement(DataType = "hexBinary")] public byte[] Digest;
        public byte[][] Pages;
        public XmlElement Metadata;
        public Collection<Attachment> Attachments;
        public List<string> Tags;
    }

    public class Envelope
    {
        [XmlAttribute] public string Sender;
        [XmlAttribute] public int Priority;
        [XmlAnyAttribute] public XmlAttribute[] Extra;
        [XmlAnyElement] public XmlElement[] Content;
    }

    public class Note
    {
        [XmlAttribute] public string Author;
        [XmlText] public string Text;
    }

    [WebService(Namespace = "http://archive.example.com/documents")]
    public class DocumentArchive : WebService
    {
        public ArchiveCredentials Credentials;

        [WebMethod]
        [SoapHeader("Credentials")]
        public Document Fetch(int id)
        {
            var meta = new XmlDocument();
            meta.LoadXml("<meta xmlns=\"urn:meta\"><owner>Ann</owner></meta>");
            var d = new Document();
            d.Id = id;
            d.Title = "Lease";
            d.Kind = DocumentKind.Contract;
            d.Signed = id == 1 ? (DateTime?)null : new DateTime(2024, 5, 1, 0, 0, 0, DateTimeKind.Utc);
            d.Body = new byte[] { 1, 2, 3, 250 };
            d.Digest = new byte[] { 0xDE, 0xAD, 0xBE, 0xEF };
            d.Pages = new byte[][] { new byte[] { 65 }, new byte[0] };
            d.Metadata = meta.DocumentElement;
            d.Attachments = new Collection<Attachment>();
            var a = new Attachment();
            a.FileName = "scan.png";
            a.Content = new byte[] { 137, 80, 78, 71 };
            a.Checksum = new byte[] { 0, 15, 255 };
            d.Attachments.Add(a);
            d.Tags = new List<string> { "legal", "2024" };
            return d;
        }

        [WebMethod]
        public int Store(Document document)
        {
            return document == null ? -1 : (document.Body == null ? 0 : document.Body.Length) + (document.Pages == null ? 0 : document.Pages.Length);
        }

        [WebMethod]
        public byte[] Compress(byte[] data, [XmlElement(DataType = "hexBinary")] byte[] salt)
        {
            var r = new byte[(data == null ? 0 : data.Length) + (salt == null ? 0 : salt.Length)];
            if (data != null) data.CopyTo(r, 0);
            if (salt != null) salt.CopyTo(r, data == null ? 0 : data.Length);
            return r;
        }

        [WebMethod]
        [return: XmlElement(DataType = "hexBinary")]
        public byte[] Hash(string text)
        {
            return System.Text.Encoding.UTF8.GetBytes(text ?? "");
        }

        [WebMethod]
        public byte[][] Split(byte[] data, int size)
        {
            var list = new List<byte[]>();
            for (int i = 0; data != null && i < data.Length; i += size)
            {
                var n = Math.Min(size, data.Length - i);
                var p = new byte[n];
                Array.Copy(data, i, p, 0, n);
                list.Add(p);
            }
            return list.ToArray();
        }

        [WebMethod]
        public XmlElement Transform(XmlElement input)
        {
            var doc = new XmlDocument();
            var e = doc.CreateElement("result", "urn:transform");
            e.SetAttribute("name", input == null ? "" : input.LocalName);
            e.InnerText = input == null ? "" : input.InnerText;
            return e;
        }

        [WebMethod]
        public XmlNode Inspect(XmlNode node)
        {
            var doc = new XmlDocument();
            var e = doc.CreateElement("seen");
            e.InnerText = node == null ? "none" : node.Name;
            return e;
        }

        [WebMethod]
        public Envelope Route(Envelope envelope)
        {
            if (envelope != null) envelope.Priority += 1;
            return envelope;
        }

        [WebMethod]
        public Note Annotate(Note note, DocumentKind kind)
        {
            var n = new Note();
            n.Author = note == null ? null : note.Author;
            n.Text = (note == null ? "" : note.Text) + " [" + kind + "]";
            return n;
        }

        [WebMethod]
        public Collection<Attachment> List(DocumentKind? kind)
        {
            var c = new Collection<Attachment>();
            var a = new Attachment();
            a.FileName = kind.HasValue ? kind.Value.ToString() : "any";
            a.Content = new byte[] { 1 };
            c.Add(a);
            return c;
        }
    }
}
