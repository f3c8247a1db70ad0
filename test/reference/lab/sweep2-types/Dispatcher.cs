// Dispatcher: a field-service dispatcher assembled from two teams' DTO folders: an Address in each CLR namespace
// (Dispatch.Dto.Customers and Dispatch.Dto.Sites) kept apart with [XmlType(TypeName)], nested classes
// (WorkOrder.Step, WorkOrder.Step.Check), an abstract three-level hierarchy with [XmlInclude] chains used as
// members, array items and results, and interface and Dictionary members hidden by [XmlIgnore].
using System;
using System.Collections.Generic;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Dispatch.Dto.Customers
{
    [XmlType(TypeName = "CustomerAddress")]
    public class Address
    {
        public string Street { get; set; }
        public string City { get; set; }
        public string PostalCode { get; set; }
    }

    public class Customer
    {
        [XmlAttribute] public int Id { get; set; }
        public string Name { get; set; }
        public Address Billing { get; set; }
    }
}

namespace Dispatch.Dto.Sites
{
    [XmlType(TypeName = "SiteAddress")]
    public class Address
    {
        public double Latitude { get; set; }
        public double Longitude { get; set; }
        public string AccessNotes { get; set; }
    }
}

namespace Dispatch.Dto
{
    public interface IAuditable
    {
        DateTime Modified { get; set; }
    }

    [XmlInclude(typeof(Vehicle))]
    public abstract class Asset : IAuditable
    {
        [XmlAttribute] public string Tag { get; set; }
        public DateTime Modified { get; set; }
        [XmlIgnore] public IAuditable Previous { get; set; }
        [XmlIgnore] public IDictionary<string, object> Extensions { get; set; }
    }

    [XmlInclude(typeof(Van))]
    [XmlInclude(typeof(Truck))]
    public abstract class Vehicle : Asset
    {
        public string Registration { get; set; }
        public int Seats { get; set; }
    }

    public class Van : Vehicle
    {
        public decimal CargoVolume { get; set; }
    }

    [XmlInclude(typeof(CraneTruck))]
    public class Truck : Vehicle
    {
        public decimal Payload { get; set; }
    }

    public class CraneTruck : Truck
    {
        public decimal Reach { get; set; }
    }

    public class WorkOrder
    {
        public class Step
        {
            public class Check
            {
                [XmlAttribute] public string Code { get; set; }
                [XmlText] public string Result { get; set; }
            }

            [XmlAttribute] public int Seq { get; set; }
            public string Instruction { get; set; }
            public Check[] Checks { get; set; }
        }

        [XmlAttribute] public string Number { get; set; }
        public Customers.Customer Customer { get; set; }
        public Sites.Address Site { get; set; }
        public Customers.Address InvoiceTo { get; set; }
        public Asset AssignedAsset { get; set; }
        public List<Step> Steps { get; set; }
        [XmlIgnore] public Dictionary<int, Step> StepIndex { get; set; }
    }
}

namespace Dispatch.Services
{
    using Dispatch.Dto;

    [WebService(Namespace = "http://dispatch.example/2021/")]
    public class Dispatcher : WebService
    {
        [WebMethod]
        public WorkOrder Open(Dispatch.Dto.Customers.Customer customer, Dispatch.Dto.Sites.Address site) { return new WorkOrder(); }

        [WebMethod]
        public Vehicle Nearest(Dispatch.Dto.Sites.Address site) { return new Van(); }

        [WebMethod]
        public Asset[] Fleet() { return new Asset[] { new Van(), new CraneTruck() }; }

        [WebMethod]
        public Truck Assign(string workOrder, Asset asset) { return new Truck(); }

        [WebMethod]
        public WorkOrder.Step NextStep(string workOrder) { return new WorkOrder.Step(); }
    }
}
