// ProductCatalog: a catalog service on a generic CRUD base class the team reuses for every entity
// (CrudServiceBase<T> : WebService with its own [WebService] namespace and virtual [WebMethod]s), one of them
// overridden, an overload of a base method in the derived class by MessageName, a base [SoapHeader] member,
// headers on some methods only, SOAP 1.2 and HTTP GET/POST where the parameters are text.
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Adventure.Catalog
{
    public class AuditHeader : SoapHeader
    {
        public string User;
        public string Application;
    }

    public class Product
    {
        [XmlAttribute] public int Id;
        public string Name;
        public decimal ListPrice;
        public DateTime? Discontinued;
        public string[] Tags;
    }

    [WebService(Namespace = "urn:adventure:crud")]
    public abstract class CrudServiceBase<T> : WebService where T : new()
    {
        public AuditHeader Audit;

        [WebMethod(Description = "One entity by its id.")]
        public virtual T Get(int id)
        {
            return new T();
        }

        [WebMethod]
        [SoapHeader("Audit")]
        public virtual int Save(T entity)
        {
            return 1;
        }

        [WebMethod]
        [SoapHeader("Audit", Required = true)]
        public bool Delete(int id)
        {
            return true;
        }

        [WebMethod(Description = "How many there are.")]
        public long Count()
        {
            return 0L;
        }
    }

    [WebService(Namespace = "http://adventure.example/catalog/", Name = "Catalog", Description = "Product catalog (CRUD base + search).")]
    public class ProductCatalog : CrudServiceBase<Product>
    {
        [WebMethod(Description = "One product by its id, with its tags.")]
        public override Product Get(int id)
        {
            Product p = new Product();
            p.Id = id;
            return p;
        }

        [WebMethod(MessageName = "GetByName")]
        public Product Get(string name)
        {
            return new Product();
        }

        [WebMethod]
        public Product[] Search(string text, int page, int pageSize)
        {
            return new Product[0];
        }

        [WebMethod(CacheDuration = 600)]
        public string[] GetTagCloud(int top)
        {
            return new string[0];
        }
    }
}
