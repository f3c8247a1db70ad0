// Registry: a legacy government registry whose DTOs were named by people who never met JavaScript: classes called
// Object, String, Array, Promise, Error, Map and Date; members called constructor, __proto__, toString,
// hasOwnProperty, default, class, delete, new and then; non-ASCII names (Größe, 名前); element names with a space
// that XmlConvert encodes (Full_x0020_Name); enum values named like numbers and keywords.
using System;
using System.Web.Services;
using System.Xml.Serialization;

namespace Gov.Registry
{
    public enum Status
    {
        [XmlEnum("0")] Zero,
        [XmlEnum("1")] One,
        [XmlEnum("default")] Default,
        [XmlEnum("new")] New,
        [XmlEnum("__proto__")] Proto,
        [XmlEnum("constructor")] Constructor
    }

    public class Object
    {
        public string constructor;
        [XmlElement("__proto__")] public string Proto;
        public string toString;
        public bool hasOwnProperty;
        [XmlAttribute("default")] public string Default;
    }

    public class String
    {
        [XmlAttribute("class")] public string Class;
        [XmlText] public string Value;
    }

    public class Array
    {
        [XmlElement("delete")] public int[] Delete;
        [XmlElement("new")] public String[] New;
        public int length;
    }

    public class Promise
    {
        [XmlElement("then")] public string Then;
        [XmlElement("catch")] public Error Catch;
        public Status state;
    }

    public class Error
    {
        public string message;
        public string stack;
        public string name;
    }

    public class Map
    {
        public Object[] entries;
        public int size;
    }

    public class Date
    {
        [XmlElement("Full Name")] public string FullName;
        public decimal Größe;
        public string 名前;
        [XmlAttribute("valueOf")] public int ValueOf;
    }

    [WebService(Namespace = "http://registry.example.gov/")]
    public class Registry : WebService
    {
        [WebMethod] public Object Lookup(string constructor, Status @default) { return new Object(); }
        [WebMethod] public Promise File(Object @object, Array @array, Map map) { return new Promise(); }
        [WebMethod] public Date[] Search(string 名前, decimal Größe) { return new Date[0]; }
        [WebMethod] public Error toString(String @string) { return new Error(); }
        [WebMethod] public string hasOwnProperty(string __proto__) { return __proto__; }
    }
}
