// Classes named like XML Schema built-in types: a C# class `@int` and a class `date`, as members, parameters and
// results, and their arrays beside the built-ins' (`@int[]` beside `int[]`) in one method and in other methods.
// Two services: ClassBuiltinNames meets `@int[]` first, ClassBuiltinNamesReversed meets `int[]` first.
// ClassBuiltinNamesMore: classes `@object`, `dateTime`, `stream`, `DataSet` (Lab's, not System.Data's), with
// `dateTime[]` beside `DateTime[]` and `@object[]` beside `object[]`.
using System;
using System.Web.Services;
using System.Xml.Serialization;

namespace Lab
{
    public class @int
    {
        public string Label;
        public @int Inner;
    }

    public class date
    {
        public int Day;
        public DateTime When;
    }

    public class Holder
    {
        public @int Value;
        public date Day;
        public @int[] Many;
        public int[] Plain;
        public date[] Days;
        public int Count;
    }

    [WebService(Namespace = "urn:lab")]
    public class ClassBuiltinNames : WebService
    {
        [WebMethod]
        public @int Echo(@int value, date day) { return value; }

        [WebMethod]
        public Holder Hold(Holder h) { return h; }

        [WebMethod]
        public @int[] Mixed(@int[] values, int[] plain) { return values; }

        [WebMethod]
        public int[] Plain(int[] plain) { return plain; }

        [WebMethod]
        public date[] Days(date[] days) { return days; }
    }

    [WebService(Namespace = "urn:lab")]
    public class ClassBuiltinNamesReversed : WebService
    {
        [WebMethod]
        public int[] Plain(int[] plain) { return plain; }

        [WebMethod]
        public @int[] Mixed(int[] plain, @int[] values) { return values; }
    }

    public class @object { public string Note; }
    public class dateTime { public DateTime At; }
    public class stream { public byte[] Bytes; }
    public class DataSet { public string Table; }

    [WebService(Namespace = "urn:lab")]
    public class ClassBuiltinNamesMore : WebService
    {
        [WebMethod]
        public dateTime[] Moments(dateTime[] moments, DateTime[] times) { return moments; }

        [WebMethod]
        public @object[] Objects(@object[] objects, object[] plain) { return objects; }

        [WebMethod]
        public stream Stream(stream s, DataSet d) { return s; }

        [WebMethod]
        public DataSet[] Sets(DataSet[] sets) { return sets; }
    }
}
