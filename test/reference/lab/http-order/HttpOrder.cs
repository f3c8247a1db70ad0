// Which operations the HTTP GET/POST port types and bindings list, and in what order, when some methods
// cannot travel over HTTP (a class parameter), are overloads, one-way, or belong to a named [WebServiceBinding].
// lab.sh wsdl HttpOrder.cs Lab.HttpOrder wsdl/
using System;
using System.Web.Services;
using System.Web.Services.Protocols;

namespace Lab {
  public class Item { public string Name; }

  [WebService(Namespace = "http://lab.example.com/order")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  [WebServiceBinding(Name = "Extra", Namespace = "http://lab.example.com/order")]
  public class HttpOrder : WebService {
    [WebMethod] public string Store(Item item) { return item.Name; }
    [WebMethod] public Item Fetch(string name) { return new Item { Name = name }; }
    [WebMethod(MessageName = "FetchTwo")] public Item Fetch(string name, string other) { return new Item { Name = name + other }; }
    [WebMethod, SoapDocumentMethod(OneWay = true)] public void Fire(string what) { }
    [WebMethod, SoapDocumentMethod(Binding = "Extra")] public string Side(string x) { return x; }
    [WebMethod] public string Zulu(string z) { return z; }
    [WebMethod] public string Alpha(string a) { return a; }
  }
}
