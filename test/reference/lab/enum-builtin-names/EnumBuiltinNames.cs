// Enums named like XML Schema built-in types: a C# enum `@int`, an enum `date`, and [XmlType("string")] /
// [XmlType("dateTime")] on enums; as parameters, results, members and arrays.
using System;
using System.Web.Services;
using System.Xml.Serialization;

namespace Lab
{
    public enum @int { Zero, One, Two }
    public enum date { Today, Tomorrow }
    [XmlType("string")] public enum Text { Plain, Rich }
    [XmlType("dateTime")] public enum Moment { Now, Later }

    public class Holder
    {
        public @int Count;
        public date Day;
        public Text Kind;
        public Moment When;
        public @int[] Counts;
        public int Plain;
    }

    [WebService(Namespace = "urn:lab")]
    public class EnumBuiltinNames : WebService
    {
        [WebMethod]
        public @int Echo(@int value, date day, Text kind, Moment when) { return value; }

        [WebMethod]
        public Holder Hold(Holder h) { return h; }

        [WebMethod]
        public @int[] Many(@int[] values, int[] plain) { return values; }

        [WebMethod]
        public Text Kind(Text kind) { return kind; }
    }
}
