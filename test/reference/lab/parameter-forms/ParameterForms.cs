// [XmlElement(Form = Unqualified)] on out parameters (string, int), on class and array parameters (Box, string[], Box[]);
// [return: XmlElement(Form = Unqualified)] on class and array results.
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Schema;
using System.Xml.Serialization;

namespace Lab
{
    public class Box
    {
        public string Label;
        public int Size;
    }

    [WebService(Namespace = "urn:lab")]
    public class ParameterForms : WebService
    {
        [WebMethod]
        public string Outs(string s,
            [XmlElement(Form = XmlSchemaForm.Unqualified)] out string os,
            [XmlElement(Form = XmlSchemaForm.Unqualified)] out int oi)
        {
            os = s == null ? null : s + "!";
            oi = s == null ? -1 : s.Length;
            return s == null ? "null" : "[" + s + "]";
        }

        [WebMethod]
        public string PutBox([XmlElement(Form = XmlSchemaForm.Unqualified)] Box b,
            [XmlElement(Form = XmlSchemaForm.Unqualified)] string[] names,
            [XmlElement(Form = XmlSchemaForm.Unqualified)] Box[] boxes,
            [XmlElement(Form = XmlSchemaForm.Unqualified)] out Box ob)
        {
            ob = b;
            string r = b == null ? "null" : "[" + b.Label + "/" + b.Size + "]";
            r += "|" + (names == null ? "null" : string.Join(",", names));
            r += "|" + (boxes == null ? "null" : boxes.Length.ToString());
            if (boxes != null) foreach (Box x in boxes) r += ":" + (x == null ? "null" : x.Label);
            return r;
        }

        [WebMethod]
        [return: XmlElement(Form = XmlSchemaForm.Unqualified)]
        public Box GetBox(string label)
        {
            return label == null ? null : new Box { Label = label, Size = label.Length };
        }

        [WebMethod]
        [return: XmlElement(Form = XmlSchemaForm.Unqualified)]
        public string[] GetNames(int n)
        {
            if (n < 0) return null;
            string[] r = new string[n];
            for (int i = 0; i < n; i++) r[i] = "n" + i;
            return r;
        }

        [WebMethod]
        [return: XmlElement(Form = XmlSchemaForm.Unqualified)]
        public Box[] GetBoxes(int n)
        {
            if (n < 0) return null;
            Box[] r = new Box[n];
            for (int i = 0; i < n; i++) r[i] = i == 1 ? null : new Box { Label = "b" + i, Size = i };
            return r;
        }
    }
}
