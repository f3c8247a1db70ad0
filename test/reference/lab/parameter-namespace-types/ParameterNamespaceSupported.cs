// ParameterNamespaceTypes.cs without PutGuid and PutChar (a guid or char parameter of another namespace: not built),
// so that what is supported round-trips whole.
using System;
using System.Web.Services;
using System.Xml.Serialization;

namespace Lab
{
    public enum Color { Red, Green }

    public class Box
    {
        public string Label;
        public int Size;
    }

    public class Crate
    {
        public Box Inner;
        public Color Hue;
    }

    [WebService(Namespace = "urn:lab")]
    public class ParameterNamespaceSupported : WebService
    {
        [WebMethod]
        public string PutColor([XmlElement("Hue", Namespace = "urn:other")] Color color, int n)
        {
            return color + "/" + n;
        }

        [WebMethod]
        public string PutBox([XmlElement("Parcel", Namespace = "urn:other")] Box box, string tail)
        {
            return box == null ? "null/" + tail : box.Label + "/" + box.Size + "/" + tail;
        }

        [WebMethod]
        public string GetOut(int n, [XmlElement("Text", Namespace = "urn:other")] out string text,
            [XmlElement("Hue", Namespace = "urn:other")] out Color color,
            [XmlElement("Parcel", Namespace = "urn:other")] out Box box)
        {
            text = n == 0 ? null : "t" + n;
            color = n == 0 ? Color.Red : Color.Green;
            box = n == 0 ? null : new Box { Label = "o" + n, Size = n };
            return "r" + n;
        }

        [WebMethod]
        [return: XmlElement("Crate", Namespace = "urn:other")]
        public Crate GetCrate(string label)
        {
            return new Crate { Inner = new Box { Label = label, Size = 2 }, Hue = Color.Green };
        }
    }
}
