// [XmlElement(Namespace = "urn:other")] with a DataType (time, token, hexBinary, NMTOKEN) on parameters, out
// parameters, a result and class members; [XmlElement(Form = Unqualified)] with a DataType on class members and
// parameters; [XmlElement(Namespace, IsNullable = true)] on a class parameter, out parameter, result and member.
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
    }

    public class Slot
    {
        [XmlElement(Namespace = "urn:other", DataType = "time")] public DateTime At;
        [XmlElement(Namespace = "urn:other", DataType = "token")] public string Tok;
        [XmlElement(Namespace = "urn:other", DataType = "hexBinary")] public byte[] Hex;
        [XmlElement(Namespace = "urn:other", DataType = "NMTOKEN", IsNullable = true)] public string Nm;
        [XmlElement(Form = XmlSchemaForm.Unqualified, DataType = "time")] public DateTime Local;
        [XmlElement(Form = XmlSchemaForm.Unqualified, DataType = "hexBinary")] public byte[] LocalHex;
        [XmlElement(Namespace = "urn:other", IsNullable = true)] public Box Inner;
    }

    [WebService(Namespace = "urn:lab")]
    public class ParameterNamespaceData : WebService
    {
        static string Hex(byte[] b) { return b == null ? "null" : BitConverter.ToString(b); }

        [WebMethod]
        public string Put([XmlElement(Namespace = "urn:other", DataType = "time")] DateTime t,
            [XmlElement(Namespace = "urn:other", DataType = "token")] string k,
            [XmlElement(Namespace = "urn:other", DataType = "hexBinary")] byte[] h,
            [XmlElement(Namespace = "urn:other", DataType = "NMTOKEN")] string n,
            [XmlElement(Namespace = "urn:other", DataType = "time")] out DateTime ot,
            [XmlElement(Namespace = "urn:other", DataType = "NMTOKEN")] out string on,
            [XmlElement(Namespace = "urn:other", DataType = "hexBinary")] out byte[] oh)
        {
            ot = t;
            on = n == null ? null : n + "2";
            oh = h;
            return t.ToString("HH:mm:ss") + "|" + (k == null ? "null" : "[" + k + "]") + "|" + Hex(h) + "|" + (n == null ? "null" : "[" + n + "]");
        }

        [WebMethod]
        public string PutBox([XmlElement(Namespace = "urn:other", IsNullable = true)] Box b,
            [XmlElement(Namespace = "urn:other", IsNullable = true)] out Box ob)
        {
            ob = b;
            return b == null ? "null" : "[" + b.Label + "]";
        }

        [WebMethod]
        [return: XmlElement(Namespace = "urn:other", DataType = "token")]
        public string GetToken(string k)
        {
            return k;
        }

        [WebMethod]
        [return: XmlElement(Namespace = "urn:other", IsNullable = true)]
        public Box GetBox(string label)
        {
            return label == null ? null : new Box { Label = label };
        }

        [WebMethod]
        public Slot Echo(Slot s)
        {
            return s;
        }

        [WebMethod]
        public string Local([XmlElement(Form = XmlSchemaForm.Unqualified, DataType = "time")] DateTime t,
            [XmlElement(Form = XmlSchemaForm.Unqualified)] string s)
        {
            return t.ToString("HH:mm:ss") + "|" + (s == null ? "null" : s);
        }
    }
}
