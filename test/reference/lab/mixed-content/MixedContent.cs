using System.Web.Services;
using System.Xml;
using System.Xml.Serialization;

namespace Mixed
{
    // [XmlText] string beside [XmlAnyElement] XmlElement[] and an [XmlAttribute] (text member first).
    public class Remark
    {
        [XmlAttribute] public string Author;
        [XmlText] public string Text;
        [XmlAnyElement] public XmlElement[] Markup;
    }

    // The same members, the any member declared first.
    public class Flipped
    {
        [XmlAnyElement] public XmlElement[] Markup;
        [XmlText] public string Text;
    }

    // [XmlText] string[] beside [XmlAnyElement] XmlNode[].
    public class Passage
    {
        [XmlText] public string[] Text;
        [XmlAnyElement] public XmlNode[] Nodes;
    }

    // A mixed class as a member.
    public class Holder
    {
        public string Title;
        public Remark Note;
    }

    [WebService(Namespace = "http://mixed.example.com/")]
    public class MixedContent : WebService
    {
        [WebMethod]
        public Remark Review(Remark remark) { return remark; }

        [WebMethod]
        public Flipped Flip(Flipped flipped) { return flipped; }

        [WebMethod]
        public Passage Pass(Passage passage) { return passage; }

        [WebMethod]
        public Holder Hold(Holder holder) { return holder; }

        // What did the reader put where? Text, then each any item's kind and XML, separated by '|'.
        [WebMethod]
        public string Describe(Passage passage)
        {
            if (passage == null) return "null";
            string s = passage.Text == null ? "text=null" : "text=" + passage.Text.Length + ":" + string.Join("/", passage.Text);
            if (passage.Nodes == null) return s + "|nodes=null";
            s += "|nodes=" + passage.Nodes.Length;
            foreach (XmlNode n in passage.Nodes) s += "|" + n.NodeType + ":" + n.OuterXml;
            return s;
        }

        [WebMethod]
        public string DescribeRemark(Remark remark)
        {
            if (remark == null) return "null";
            string s = remark.Text == null ? "text=null" : "text=[" + remark.Text + "]";
            if (remark.Markup == null) return s + "|markup=null";
            s += "|markup=" + remark.Markup.Length;
            foreach (XmlElement e in remark.Markup) s += "|" + e.OuterXml;
            return s;
        }

        // Built in code: text and two elements, to see the write order.
        [WebMethod]
        public Remark Made()
        {
            XmlDocument d = new XmlDocument();
            XmlElement b = d.CreateElement("b", "http://mixed.example.com/"); b.InnerText = "bold";
            XmlElement i = d.CreateElement("i", "urn:other"); i.InnerText = "it";
            Remark r = new Remark(); r.Author = "Ann"; r.Text = "plain & <text>"; r.Markup = new XmlElement[] { b, i };
            return r;
        }

        [WebMethod]
        public Passage MadePassage()
        {
            XmlDocument d = new XmlDocument();
            XmlElement b = d.CreateElement("b", "http://mixed.example.com/"); b.InnerText = "bold";
            Passage p = new Passage(); p.Text = new string[] { "one ", "two " };
            p.Nodes = new XmlNode[] { d.CreateTextNode("three "), b, d.CreateTextNode(" four") };
            return p;
        }

        [WebMethod]
        public Flipped MadeFlipped()
        {
            XmlDocument d = new XmlDocument();
            XmlElement b = d.CreateElement("b", "http://mixed.example.com/"); b.InnerText = "bold";
            Flipped f = new Flipped(); f.Text = "after"; f.Markup = new XmlElement[] { b };
            return f;
        }

        [WebMethod]
        public Remark MadeEmpty()
        {
            Remark r = new Remark(); r.Text = ""; r.Markup = new XmlElement[0];
            return r;
        }
    }
}
