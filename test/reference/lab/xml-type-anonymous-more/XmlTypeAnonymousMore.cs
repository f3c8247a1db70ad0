// [XmlType(AnonymousType = true)] in more places: an array's items, a parameter, nested anonymous classes.
// lab.sh wsdl XmlTypeAnonymousMore.cs Lab.XmlTypeAnonymousMore wsdl/
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml;
using System.Xml.Serialization;

namespace Lab {
  [XmlType(AnonymousType = true)]
  public class Leaf {
    public string C;
  }

  [XmlType(AnonymousType = true)]
  public class Branch {
    public string A;
    public Leaf Leaf;
  }

  [XmlType(AnonymousType = true)]
  public class Item {
    public int N;
  }

  public class Holder {
    public Item[] Items;
    public Branch Branch;
  }

  [WebService(Namespace = "http://lab.example.com/xml-type-anonymous-more")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class XmlTypeAnonymousMore : WebService {
    [WebMethod] public Holder GetHolder() { return new Holder { Items = new Item[] { new Item { N = 1 }, new Item { N = 2 } }, Branch = new Branch { A = "a", Leaf = new Leaf { C = "c" } } }; }
    [WebMethod] public Item[] GetItems() { return new Item[] { new Item { N = 3 } }; }
    [WebMethod] public Branch Echo(Branch b) { return b; }
  }
}
