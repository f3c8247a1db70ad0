// An [XmlText] member read from an empty element: a class whose content is its text (string, int), sent as <n />,
// <n></n>, with an attribute only, and as white space; the method says what XmlSerializer read.
using System.Web.Services;
using System.Xml.Serialization;

namespace Lab
{
    public class Note
    {
        [XmlAttribute("lang")] public string Lang;
        [XmlText] public string Value;
    }

    public class Count
    {
        [XmlText] public int N;
    }

    [WebService(Namespace = "urn:lab")]
    public class TextEmpty : WebService
    {
        [WebMethod]
        public string ReadNote(Note n)
        {
            if (n == null) return "null";
            return "Lang=" + (n.Lang == null ? "null" : "'" + n.Lang + "'") + " Value=" + (n.Value == null ? "null" : "'" + n.Value + "'");
        }

        [WebMethod]
        public string ReadCount(Count c)
        {
            return c == null ? "null" : "N=" + c.N;
        }

        [WebMethod]
        public Note EmptyNote()
        {
            Note n = new Note();
            n.Value = "";
            return n;
        }
    }
}
