// Array wrappers (ArrayOfX) under [SoapDocumentMethod(RequestNamespace, ResponseNamespace)] and under a
// [WebServiceBinding(Namespace)] binding of another namespace: parameters, results, out parameters and class
// members; int[] beside int?[] (ArrayOfInt and ArrayOfInt1) in each namespace. The binding half.
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
    [WebServiceBinding(Name = "Far", Namespace = "urn:far")]
    public class ArrayHomesFar : WebService
    {
        static string Join(int[] a) { return a == null ? "null" : string.Join(",", a); }
        static string JoinN(int?[] a) { return a == null ? "null" : string.Join(",", Array.ConvertAll(a, x => x == null ? "nil" : x.ToString())); }

        [WebMethod]
        public int[] Own(int n)
        {
            return new int[] { n, n + 1 };
        }

        [WebMethod]
        [SoapDocumentMethod(Binding = "Far")]
        public Item Far(int?[] n, int[] a, Item item)
        {
            return item ?? new Item { Ints = a, Maybe = n };
        }
    }
}
