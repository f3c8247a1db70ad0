// [XmlRoot] classes met under [SoapDocumentMethod(RequestNamespace/ResponseNamespace)] (issue #32, the random check's
// two unsaid draws): Echo's ResponseNamespace copies Order, which holds an array of a rooted subclass (Money,
// [XmlRoot("MoneyRoot")], base Party); Find's RequestNamespace beside a nullable result of a class rooted in another
// namespace (Line, [XmlRoot("LineRoot", Namespace = "urn:roots")]) and its subclass Note; Put a plain bool result.
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Lab
{
    public class Party { public int Id; }

    [XmlRoot("MoneyRoot")]
    public class Money : Party { public int Amount; }

    public class Order
    {
        [XmlArrayItem("Entry")] public Money[] Lines;
        public Money One;
    }

    [XmlRoot("LineRoot", Namespace = "urn:roots")]
    [XmlInclude(typeof(Note))]
    public class Line { public int Count; }

    public class Note : Line { [XmlAttribute] public int When; }

    [WebService(Namespace = "urn:lab")]
    public class RootCopies : WebService
    {
        [WebMethod]
        [SoapDocumentMethod(ResponseNamespace = "urn:res")]
        public Order Echo(int n)
        {
            if (n < 0) return null;
            Order o = new Order();
            o.Lines = new Money[n];
            for (int i = 0; i < n; i++) { o.Lines[i] = new Money(); o.Lines[i].Id = i; o.Lines[i].Amount = 10 * i; }
            o.One = new Money(); o.One.Id = 7; o.One.Amount = n;
            return o;
        }

        [WebMethod]
        [SoapDocumentMethod(RequestNamespace = "urn:req")]
        [return: XmlElement(IsNullable = true)]
        public Line Find(int id)
        {
            if (id < 0) return null;
            if (id == 0) { Line l = new Line(); l.Count = 1; return l; }
            Note t = new Note(); t.Count = id; t.When = id * 2; return t;
        }

        [WebMethod]
        public bool Put(int[] kind, string id) { return kind != null && kind.Length > 0 && id != null; }
    }
}
