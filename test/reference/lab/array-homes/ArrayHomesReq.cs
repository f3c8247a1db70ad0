// Array wrappers (ArrayOfX) under [SoapDocumentMethod(RequestNamespace, ResponseNamespace)] and under a
// [WebServiceBinding(Namespace)] binding of another namespace: parameters, results, out parameters and class
// members; int[] beside int?[] (ArrayOfInt and ArrayOfInt1) in each namespace. The RequestNamespace/ResponseNamespace half.
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Lab
{
    public class Item
    {
        public int[] Ints;
        public int?[] Maybe;
    }

    [WebService(Namespace = "urn:lab")]
    public class ArrayHomesReq : WebService
    {
        static string Join(int[] a) { return a == null ? "null" : string.Join(",", a); }
        static string JoinN(int?[] a) { return a == null ? "null" : string.Join(",", Array.ConvertAll(a, x => x == null ? "nil" : x.ToString())); }

        [WebMethod]
        public int[] Own(int[] a)
        {
            return a;
        }

        [WebMethod]
        [SoapDocumentMethod(RequestNamespace = "urn:req", ResponseNamespace = "urn:res")]
        public int[] Req(int?[] n, int[] a, Item item, out int?[] on)
        {
            on = n;
            return a;
        }

        [WebMethod]
        [SoapDocumentMethod(RequestNamespace = "urn:req")]
        public string Take(int[] a, int?[] n)
        {
            return Join(a) + "|" + JoinN(n);
        }
    }
}
