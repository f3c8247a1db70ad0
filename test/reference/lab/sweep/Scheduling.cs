// Scheduling: appointments with dates (DataType date), nullable structs, attribute dates and Guids, long-backed
// flags, choice arrays by [XmlArrayItem(Type)], object[] extension data, small numeric types, a header on a named binding.
using System;
using System.Collections.Generic;
using System.ComponentModel;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Contoso.Scheduling
{
    [Flags]
    public enum Weekdays : long { None = 0, Mon = 1, Tue = 2, Wed = 4, Thu = 8, Fri = 16, Sat = 32, Sun = 64 }

    public enum Priority { [XmlEnum("low")] Low, [XmlEnum("normal")] Normal, [XmlEnum("high")] High }

    public struct TimeWindow
    {
        public DateTime From;
        public DateTime To;
    }

    public abstract class Resource
    {
        [XmlAttribute] public Guid Id;
        public string Name;
    }
    public class Room : Resource { public ushort Seats; public float AreaSqm; }
    public class Person : Resource { public string Email; [XmlAttribute] public sbyte Level; }

    public class Appointment
    {
        [XmlAttribute] public Guid Id;
        [XmlAttribute(DataType = "date")] public DateTime Day;
        [XmlElement(DataType = "date")] public DateTime? FollowUp;
        public TimeWindow Window;
        public TimeWindow? Alternative;
        [DefaultValue(Priority.Normal)] public Priority Priority = Priority.Normal;
        public Weekdays Repeat;
        [XmlArray("Resources"), XmlArrayItem("Room", typeof(Room)), XmlArrayItem("Person", typeof(Person))]
        public List<Resource> Resources;
        public object[] Extensions;
        public ulong Sequence;
        public short? Reminder;
    }

    public class TenantHeader : SoapHeader
    {
        public string Tenant;
        public Priority MinimumPriority;
        public string[] Roles;
    }

    [WebService(Namespace = "http://contoso.example/scheduling")]
    [WebServiceBinding(Name = "Admin", Namespace = "http://contoso.example/scheduling")]
    public class Scheduling : WebService
    {
        public TenantHeader Tenant;

        [WebMethod]
        [SoapHeader("Tenant")]
        public Appointment Book(Appointment request) { return request; }

        [WebMethod]
        public Appointment[] Day([XmlElement(DataType = "date")] DateTime day, Weekdays? filter) { return null; }

        [WebMethod]
        [SoapDocumentMethod(Binding = "Admin")]
        [SoapHeader("Tenant", Required = true)]
        public int Purge(DateTime before, Resource[] only) { return 0; }

        [WebMethod]
        [SoapDocumentMethod(Binding = "Admin")]
        public TimeWindow? Free(Guid resource, TimeWindow within) { return null; }
    }
}
