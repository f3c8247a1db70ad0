// [SoapDocumentMethod(RequestNamespace/ResponseNamespace)] on methods of the service's own binding beside a binding of
// another namespace ([WebServiceBinding(Name = "Far", Namespace = "urn:far")]) (issue #32).
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Lab
{
    [WebService(Namespace = "urn:lab")]
    [WebServiceBinding(Name = "Far", Namespace = "urn:far")]
    public class RequestNamespaceBinding : WebService
    {
        [WebMethod]
        public string Own(int n) { return "own" + n; }

        [WebMethod]
        [SoapDocumentMethod(RequestNamespace = "urn:req", ResponseNamespace = "urn:res")]
        public int Both(int n, string s) { return n + (s == null ? 0 : s.Length); }

        [WebMethod]
        [SoapDocumentMethod(RequestNamespace = "urn:req")]
        public string Req(int n) { return "req" + n; }

        [WebMethod]
        [SoapDocumentMethod(Binding = "Far")]
        public string Far(int n) { return "far" + n; }
    }
}
