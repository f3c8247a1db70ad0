// Personnel: an HR service: a three-level class hierarchy (Person -> Employee -> Manager) with includes on the
// base and the service, [XmlType] renames, [XmlText] amounts with an attribute currency, DataTable results,
// an InOut session header, struct periods, nested arrays of classes, a jagged array, properties with Specified.
using System;
using System.Collections.Generic;
using System.ComponentModel;
using System.Data;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Initech.Hr
{
    public enum Gender { Unspecified, Female, Male }

    public enum PayGrade
    {
        [XmlEnum("G1")] Grade1,
        [XmlEnum("G2")] Grade2,
        [XmlEnum("G3")] Grade3,
        [XmlEnum("EX")] Executive
    }

    public class Money
    {
        [XmlAttribute("cur")] public string Currency;
        [XmlText] public decimal Value;
    }

    public struct Period
    {
        public DateTime Start;
        public DateTime? End;
    }

    [XmlType("PersonRecord")]
    [XmlInclude(typeof(Employee))]
    public class Person
    {
        [XmlAttribute] public Guid Id;
        public string GivenName;
        public string FamilyName;
        public DateTime? BirthDate;
        public Gender Gender;
        [XmlArrayItem("Phone")] public string[] Phones;
    }

    [XmlInclude(typeof(Manager))]
    public class Employee : Person
    {
        public string EmployeeNo;
        public PayGrade Grade;
        public Money Salary;
        public Period Employment;
        public int Department;
        [XmlIgnore] public bool DepartmentSpecified;
        public byte[] Photo;
    }

    [XmlType("Mgr")]
    public class Manager : Employee
    {
        [XmlArray("Reports"), XmlArrayItem("EmployeeNo")] public List<string> DirectReports;
        [DefaultValue(5000)] public int ApprovalLimit = 5000;
    }

    public class Contractor : Person
    {
        public string Agency;
        public decimal HourlyRate;
    }

    public class OrgUnit
    {
        [XmlAttribute] public int Id;
        [XmlAttribute] public string Name;
        public Manager Head;
        public OrgUnit[] Children;
        public Person[] Members;
    }

    public class SessionHeader : SoapHeader
    {
        public string Token;
        public DateTime Expires;
    }

    [WebService(Namespace = "http://initech.example/hr/2009")]
    [XmlInclude(typeof(Contractor))]
    public class Personnel : WebService
    {
        public SessionHeader Session;

        [WebMethod]
        [SoapHeader("Session", Direction = SoapHeaderDirection.InOut)]
        public Person GetPerson(Guid id) { return null; }

        [WebMethod]
        [SoapHeader("Session", Direction = SoapHeaderDirection.InOut)]
        public Person[] Search(string name, PayGrade[] grades, bool includeContractors) { return new Person[0]; }

        [WebMethod]
        [SoapHeader("Session", Direction = SoapHeaderDirection.InOut)]
        public Guid Hire(Employee employee, Manager reportsTo, out string employeeNo) { employeeNo = ""; return Guid.Empty; }

        [WebMethod]
        public OrgUnit GetOrgChart(int rootUnit, int depth) { return null; }

        [WebMethod]
        public DataTable GetHeadcount(int year) { return new DataTable("Headcount"); }

        [WebMethod]
        public Money TotalPayroll(int department, ref Period period) { return null; }

        [WebMethod]
        public decimal[][] SalaryBands() { return new decimal[0][]; }

        [WebMethod]
        [SoapHeader("Session", Direction = SoapHeaderDirection.Out)]
        public void Login(string user, string password) { }
    }
}
