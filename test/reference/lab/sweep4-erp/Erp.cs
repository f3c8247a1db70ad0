using System;
using System.Collections.Generic;
using System.Web.Services;
using System.Xml.Serialization;

namespace Sweep4Erp
{
    [XmlType(Namespace = "urn:erp:status")]
    public enum OrderStatus { Draft, Booked, Shipped, Closed }

    [XmlType(Namespace = "urn:erp:parties")]
    public class Party
    {
        public string Code;
        public string Name;
    }

    [XmlType(Namespace = "urn:erp:parties")]
    [XmlInclude(typeof(Supplier))]
    public class Customer : Party
    {
        public decimal CreditLimit;
    }

    [XmlType(Namespace = "urn:erp:purchasing")]
    public class Supplier : Customer
    {
        public int LeadDays;
    }

    [XmlType(Namespace = "urn:erp:sales")]
    public class OrderLine
    {
        public string Sku;
        public int Quantity;
        public decimal Price;
    }

    [XmlType(Namespace = "urn:erp:sales")]
    public class Order
    {
        public int Number;
        public OrderStatus Status;
        [XmlElement(Namespace = "urn:erp:parties")]
        public Customer Buyer;
        public OrderLine[] Lines;
        public List<OrderLine> Extras;
    }

    [XmlRoot(Namespace = "urn:erp:plan")]
    [XmlType(Namespace = "urn:erp:plan")]
    public class Plan
    {
        public string Name;
        [XmlArrayItem("Week", NestingLevel = 0), XmlArrayItem("Day", NestingLevel = 1)]
        public int[][] Capacity;
        [XmlArrayItem("Batch", NestingLevel = 0), XmlArrayItem("Job", NestingLevel = 1)]
        public Order[][] Batches;
        public string[][][] Labels;
        public List<Customer> Customers;
        public Supplier[] Suppliers;
    }

    [WebService(Namespace = "urn:erp:service")]
    public class Erp : WebService
    {
        [WebMethod]
        public Plan GetPlan(string name)
        {
            Plan p = new Plan();
            p.Name = name;
            p.Capacity = new int[][] { new int[] { 8, 8 }, new int[] { 6 } };
            Order o = new Order();
            o.Number = 7; o.Status = OrderStatus.Booked;
            Supplier s = new Supplier(); s.Code = "S1"; s.Name = "Acme"; s.CreditLimit = 1000.5m; s.LeadDays = 3;
            o.Buyer = s;
            OrderLine l = new OrderLine(); l.Sku = "X-1"; l.Quantity = 2; l.Price = 9.99m;
            o.Lines = new OrderLine[] { l };
            o.Extras = new List<OrderLine>();
            p.Batches = new Order[][] { new Order[] { o } };
            p.Labels = new string[][][] { new string[][] { new string[] { "a", "b" } } };
            p.Customers = new List<Customer>();
            Customer c = new Customer(); c.Code = "C1"; c.Name = "Beta"; c.CreditLimit = 50m;
            p.Customers.Add(c);
            p.Suppliers = new Supplier[] { s };
            return p;
        }

        [WebMethod]
        public int[][] Totals(int[][] grid)
        {
            return grid;
        }

        [WebMethod]
        [return: XmlArrayItem("Wave", NestingLevel = 0), XmlArrayItem("Pick", NestingLevel = 1)]
        public Order[][] Waves([XmlArrayItem("Wave", NestingLevel = 0), XmlArrayItem("Pick", NestingLevel = 1)] Order[][] orders)
        {
            return orders;
        }

        [WebMethod]
        public string[][][] Tags(string[][][] tags)
        {
            return tags;
        }

        [WebMethod]
        public Customer[] FindCustomers(Supplier[] suppliers, OrderStatus status)
        {
            if (suppliers == null) return new Customer[0];
            Customer[] r = new Customer[suppliers.Length];
            for (int i = 0; i < r.Length; i++) r[i] = suppliers[i];
            return r;
        }

        [WebMethod]
        public List<Supplier> Suppliers(string code)
        {
            List<Supplier> r = new List<Supplier>();
            Supplier s = new Supplier(); s.Code = code; s.Name = "Acme"; s.CreditLimit = 1m; s.LeadDays = 4;
            r.Add(s);
            return r;
        }
    }
}
