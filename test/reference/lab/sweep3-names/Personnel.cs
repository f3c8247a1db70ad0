// Personnel: an HR system with recursive and mutually recursive DTOs (an org unit holding its children, an
// employee and their department that lists employees), classes named like the service and like a web method,
// names differing only by case (Employee / employee, Item / item) and a deep chain of nested types.
using System;
using System.Web.Services;
using System.Xml.Serialization;

namespace Hr.Personnel
{
    public class OrgUnit
    {
        public string Name;
        public OrgUnit Parent;
        public OrgUnit[] Children;
    }

    public class Employee
    {
        public string Name;
        public Department Department;
        public Employee Manager;
    }

    public class Department
    {
        public string Code;
        public Employee Head;
        public Employee[] Staff;
    }

    [XmlType("employee")]
    public class EmployeeRef
    {
        [XmlAttribute] public int id;
    }

    public class Item { public string Label; }

    [XmlType("item")]
    public class ItemLower { public int Value; }

    [XmlType("Personnel")]
    public class PersonnelSummary { public int Headcount; public Employee[] Employees; }

    public class GetEmployee { public int Id; public bool IncludeManager; }

    public class Level1 { public Level2 Next; public string L1; }
    public class Level2 { public Level3 Next; public string L2; }
    public class Level3 { public Level4 Next; public string L3; }
    public class Level4 { public Level5 Next; public string L4; }
    public class Level5 { public Level6 Next; public string L5; }
    public class Level6 { public OrgUnit Unit; public string L6; }

    [WebService(Namespace = "http://hr.example.com/personnel")]
    public class Personnel : WebService
    {
        [WebMethod] public OrgUnit Tree(string root) { return new OrgUnit(); }
        [WebMethod] public Employee GetEmployee(GetEmployee request) { return new Employee(); }
        [WebMethod] public Department Department(EmployeeRef employee) { return new Department(); }
        [WebMethod] public PersonnelSummary Summary(Item item, ItemLower lower) { return new PersonnelSummary(); }
        [WebMethod] public Level1 Deep(Level1 chain) { return chain; }
    }
}
