// A class holding an object beside [XmlElement] arrays (one plain, one a choice of classes); later methods take
// the same arrays as ordinary (wrapped) arrays. Question: does the object's root export list ArrayOf types for
// the flat [XmlElement] arrays?
using System;
using System.Web.Services;
using System.Xml.Serialization;

namespace Lab
{
    public abstract class Shape { public string Label; }
    public class Circle : Shape { public double Radius; }
    public class Square : Shape { public double Side; }

    public class Drawing
    {
        [XmlElement("Tag")] public string[] Tags;
        [XmlElement("Circle", typeof(Circle)), XmlElement("Square", typeof(Square))] public Shape[] Shapes;
        public object Extra;
    }

    [WebService(Namespace = "http://lab.example.com/repeated-root")]
    public class RepeatedRoot : WebService
    {
        [WebMethod]
        public Drawing GetDrawing()
        {
            Drawing d = new Drawing();
            d.Tags = new string[] { "a", "b" };
            Circle c = new Circle(); c.Label = "c"; c.Radius = 1.5;
            Square s = new Square(); s.Label = "s"; s.Side = 2;
            d.Shapes = new Shape[] { c, s };
            d.Extra = 7;
            return d;
        }

        [WebMethod]
        public string[] EchoTags(string[] tags) { return tags; }

        [WebMethod]
        public int CountShapes(Shape[] shapes) { return shapes == null ? -1 : shapes.Length; }
    }
}
