// Text split by XML comments (and a processing instruction, CDATA) in a string parameter, a class's string and int
// members and an [XmlText] string: what XmlSerializer reads (each method answers what it read, in brackets).
using System;
using System.Web.Services;
using System.Xml.Serialization;

namespace Lab
{
    public class Note
    {
        public string Title;
        public int Count;
    }

    public class Tagged
    {
        [XmlAttribute] public string Lang;
        [XmlText] public string Value;
    }

    [WebService(Namespace = "urn:lab")]
    public class TextComments : WebService
    {
        static string B(string s) { return s == null ? "null" : "[" + s + "]"; }

        [WebMethod]
        public string Say(string s, int n)
        {
            return B(s) + "|" + n;
        }

        [WebMethod]
        public string PutNote(Note note)
        {
            return note == null ? "null" : B(note.Title) + "|" + note.Count;
        }

        [WebMethod]
        public string PutTagged(Tagged t)
        {
            return t == null ? "null" : B(t.Lang) + "|" + B(t.Value);
        }

        [WebMethod]
        public Tagged EchoTagged(Tagged t)
        {
            return t;
        }
    }
}
