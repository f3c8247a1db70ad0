// Sweep (#28): a product catalogue service as line-of-business teams write it. Recorded with
// ../../../../../../shared/asmx-lab/lab.sh wcf WcfCatalog.cs 8772 (Mono 6.8 System.ServiceModel; bodies by
// DataContractSerializer, Microsoft's reference source).
// The data contracts live in a namespace of their own: where they share the contract's, Mono writes them before
// the wrappers in xsd0, where .NET writes each wrapper before its types (docs/wcf-design.md).
using System;
using System.Collections.Generic;
using System.Runtime.Serialization;
using System.ServiceModel;
using System.ServiceModel.Description;

namespace Fabrikam.Catalog {
  // A category tree: parents and children point at each other (an object graph).
  [DataContract(IsReference = true, Namespace = "http://fabrikam.com/catalog/v1/data")]
  public class Category {
    [DataMember(Order = 0)] public int Id { get; set; }
    [DataMember(Order = 1)] public string Name { get; set; }
    [DataMember(Order = 2)] public Category Parent { get; set; }
    [DataMember(Order = 3)] public List<Category> Children { get; set; }
  }

  [CollectionDataContract(Name = "TagList", ItemName = "Tag", Namespace = "http://fabrikam.com/catalog/v1/data")]
  public class TagList : List<string> { }

  [CollectionDataContract(Name = "AttributeMap", ItemName = "Attribute", KeyName = "Name", ValueName = "Text", Namespace = "http://fabrikam.com/catalog/v1/data")]
  public class AttributeMap : Dictionary<string, string> { }

  [DataContract(Namespace = "http://fabrikam.com/catalog/v1/data")]
  public class Price {
    [DataMember(IsRequired = true)] public decimal Amount { get; set; }
    [DataMember(IsRequired = true)] public string Currency { get; set; }
  }

  [DataContract(Name = "Product", Namespace = "http://fabrikam.com/catalog/v1/data")]
  public class ProductDto {
    [DataMember(Name = "ProductId", Order = 0, IsRequired = true)] public Guid Id { get; set; }
    [DataMember(Order = 1, IsRequired = true)] public string Sku { get; set; }
    [DataMember(Order = 2)] public string Title { get; set; }
    [DataMember(Order = 3, EmitDefaultValue = false)] public string Description { get; set; }
    [DataMember(Order = 4)] public Category Category { get; set; }
    [DataMember(Order = 5)] public TagList Tags { get; set; }
    [DataMember(Order = 6)] public AttributeMap Attributes { get; set; }
    [DataMember(Order = 7)] public Dictionary<string, List<Price>> PricesByRegion { get; set; }
    [DataMember(Order = 8, EmitDefaultValue = false)] public byte[] Thumbnail { get; set; }
    [DataMember(Order = 9)] public TimeSpan LeadTime { get; set; }
    [DataMember(Order = 10, EmitDefaultValue = false)] public int StockLevel { get; set; }
    [DataMember(Order = 11)] public DateTime? DiscontinuedOn { get; set; }
    [DataMember(Order = 12)] public Dictionary<Guid, int> StockByWarehouse { get; set; }
  }

  [DataContract(Namespace = "http://fabrikam.com/catalog/v1/data")]
  public class CatalogFault {
    [DataMember] public string Reason { get; set; }
    [DataMember] public Guid? ProductId { get; set; }
  }

  [ServiceContract(Namespace = "http://fabrikam.com/catalog/v1")]
  public interface ICatalog {
    [OperationContract]
    [FaultContract(typeof(CatalogFault))]
    ProductDto GetProduct(Guid productId);

    [OperationContract]
    [FaultContract(typeof(CatalogFault))]
    ProductDto SaveProduct(ProductDto product);

    [OperationContract]
    Category GetCategoryTree(int rootId);

    [OperationContract]
    Dictionary<string, List<ProductDto>> GroupBySku(List<Guid> ids);

    [OperationContract]
    TagList SuggestTags(string title, int max);
  }

  public class CatalogService : ICatalog {
    static readonly Guid P1 = new Guid("0b7e7dee-87ac-4a1b-9a71-a1d0b7fa0001");
    static Category Tree() {
      var root = new Category { Id = 1, Name = "All", Children = new List<Category>() };
      var tools = new Category { Id = 2, Name = "Tools", Parent = root, Children = new List<Category>() };
      root.Children.Add(tools);
      return tools;
    }
    static ProductDto Sample() {
      return new ProductDto {
        Id = P1, Sku = "HAM-01", Title = "Hammer", Category = Tree(),
        Tags = new TagList { "steel", "hand" },
        Attributes = new AttributeMap { { "weight", "1.2kg" } },
        PricesByRegion = new Dictionary<string, List<Price>> { { "EU", new List<Price> { new Price { Amount = 12.5m, Currency = "EUR" } } } },
        Thumbnail = new byte[] { 1, 2, 3, 250 }, LeadTime = new TimeSpan(3, 4, 0, 0), StockLevel = 0,
        StockByWarehouse = new Dictionary<Guid, int> { { new Guid("00000000-0000-0000-0000-0000000000aa"), 7 } }
      };
    }
    public ProductDto GetProduct(Guid productId) {
      if (productId != P1) throw new FaultException<CatalogFault>(new CatalogFault { Reason = "unknown", ProductId = productId }, "unknown product");
      return Sample();
    }
    public ProductDto SaveProduct(ProductDto product) {
      if (product.Sku == "") throw new FaultException<CatalogFault>(new CatalogFault { Reason = "sku" }, "bad sku");
      return product;
    }
    public Category GetCategoryTree(int rootId) { return Tree().Parent; }
    public Dictionary<string, List<ProductDto>> GroupBySku(List<Guid> ids) {
      var d = new Dictionary<string, List<ProductDto>>();
      if (ids.Contains(P1)) d["HAM"] = new List<ProductDto> { Sample() };
      d["NONE"] = new List<ProductDto>();
      return d;
    }
    public TagList SuggestTags(string title, int max) { return new TagList { title, "x" + max }; }
  }

  public static class Program {
    public static void Main(string[] args) {
      var baseUri = new Uri(args.Length > 0 ? args[0] : "http://127.0.0.1:8772/");
      var host = new ServiceHost(typeof(CatalogService), baseUri);
      host.AddServiceEndpoint(typeof(ICatalog), new BasicHttpBinding(), "");
      host.Description.Behaviors.Add(new ServiceMetadataBehavior { HttpGetEnabled = true });
      var dbg = host.Description.Behaviors.Find<ServiceDebugBehavior>();
      if (dbg == null) { dbg = new ServiceDebugBehavior(); host.Description.Behaviors.Add(dbg); }
      dbg.IncludeExceptionDetailInFaults = true;
      host.Open();
      Console.WriteLine("open " + baseUri);
      System.Threading.Thread.Sleep(System.Threading.Timeout.Infinite);
    }
  }
}
