// [SoapDocumentMethod(RequestElementName, ResponseElementName)]: the SOAP body's wrapper elements renamed.
// lab.sh wsdl ElementNames.cs Lab.ElementNames wsdl/
using System;
using System.Web.Services;
using System.Web.Services.Protocols;

namespace Lab {
  [WebService(Namespace = "http://lab.example.com/names")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class ElementNames : WebService {
    // both renamed
    [WebMethod]
    [SoapDocumentMethod(RequestElementName = "GreetRequest", ResponseElementName = "GreetReply")]
    public string Greet(string name) { return "Hi " + name; }

    // the request only
    [WebMethod]
    [SoapDocumentMethod(RequestElementName = "AddRequest")]
    public int Add(int a, int b) { return a + b; }

    // the response only
    [WebMethod]
    [SoapDocumentMethod(ResponseElementName = "EchoAnswer")]
    public string Echo(string text) { return text; }

    // with a MessageName overload
    [WebMethod(MessageName = "EchoTwice")]
    [SoapDocumentMethod(RequestElementName = "EchoTwiceRequest", ResponseElementName = "EchoTwiceReply")]
    public string Echo(string text, int times) { return text + times; }

    // void, renamed
    [WebMethod]
    [SoapDocumentMethod(RequestElementName = "PingRequest", ResponseElementName = "PingReply")]
    public void Ping() { }

    // renamed to the method's own name: no change at all?
    [WebMethod]
    [SoapDocumentMethod(RequestElementName = "Same", ResponseElementName = "SameResponse")]
    public string Same(string s) { return s; }
  }
}
