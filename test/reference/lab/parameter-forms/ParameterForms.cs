// [XmlElement(Form = Unqualified)] on out parameters (string, int), on a class parameter and out parameter (Box);
// [return: XmlElement(Form = Unqualified)] on a class result. Arrays: flat/ParameterFormsFlat.cs.
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
            [XmlElement(Form = XmlSchemaForm.Unqualified)] out Box ob)
        {
            ob = b;
            return b == null ? "null" : "[" + b.Label + "/" + b.Size + "]";
        }

        [WebMethod]
        [return: XmlElement(Form = XmlSchemaForm.Unqualified)]
        public Box GetBox(string label)
        {
            return label == null ? null : new Box { Label = label, Size = label.Length };
        }
    }
}
