// [XmlElement(Form = Unqualified)] on array parameters (string[], Box[]) and [return: XmlElement(Form = Unqualified)]
// on array results: [XmlElement] makes an array flat, its items unqualified elements of the parameter's name.
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
    public class ParameterFormsFlat : WebService
    {
        [WebMethod]
        public string PutLists([XmlElement(Form = XmlSchemaForm.Unqualified)] string[] names,
            [XmlElement(Form = XmlSchemaForm.Unqualified)] Box[] boxes)
        {
            string r = names == null ? "null" : string.Join(",", names);
            r += "|" + (boxes == null ? "null" : boxes.Length.ToString());
            if (boxes != null) foreach (Box x in boxes) r += ":" + (x == null ? "null" : x.Label);
            return r;
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
