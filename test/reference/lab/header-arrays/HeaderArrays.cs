// A SOAP header class holding an array and a class, in a service whose body holds an object (found by the
// session-18 sweep, Scheduling's TenantHeader): which of the header's types does the object's root export list?
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Lab
{
    public class Scope { public string Area; public int Level; }

    public class Context : SoapHeader
    {
        public string Tenant;
        public string[] Roles;
        public Scope Scope;
    }

    public class Box { public string Label; public object Extra; }

    [WebService(Namespace = "http://lab.example.com/header-arrays")]
    public class HeaderArrays : WebService
    {
        public Context Ctx;

        [WebMethod]
        [SoapHeader("Ctx")]
        public Box Open(string label)
        {
            Box b = new Box();
            b.Label = label + ":" + (Ctx == null ? "none" : Ctx.Tenant + "/" + (Ctx.Roles == null ? "-" : string.Join(",", Ctx.Roles)) + "/" + (Ctx.Scope == null ? "-" : Ctx.Scope.Area + Ctx.Scope.Level));
            b.Extra = 3;
            return b;
        }
    }
}
