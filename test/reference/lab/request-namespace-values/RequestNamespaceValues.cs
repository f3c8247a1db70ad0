// Nullable enum, XmlQualifiedName and DataType'd DateTime parameters ([XmlElement(DataType = "date")], "time") of
// methods whose [SoapDocumentMethod(RequestNamespace)] differs from the service's namespace, with XmlQualifiedName
// and Nullable<enum> out parameters; Both has a ResponseNamespace too.
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml;
using System.Xml.Serialization;

namespace Lab
{
    public enum Color { Red, Green }

    [WebService(Namespace = "urn:lab")]
    public class RequestNamespaceValues : WebService
    {
        [WebMethod]
        [SoapDocumentMethod(RequestNamespace = "urn:lab:request")]
        public string Put(Color? color, XmlQualifiedName q, [XmlElement(DataType = "date")] DateTime d,
            [XmlElement(DataType = "time")] DateTime t, out XmlQualifiedName oq)
        {
            oq = q == null || q.IsEmpty ? null : new XmlQualifiedName(q.Name + "2", q.Namespace);
            return (color == null ? "null" : color.ToString()) + "|" + (q == null ? "null" : q.ToString()) + "|"
                + d.ToString("yyyy-MM-dd") + "|" + t.ToString("HH:mm:ss");
        }

        [WebMethod]
        [SoapDocumentMethod(RequestNamespace = "urn:lab:request", ResponseNamespace = "urn:lab:response")]
        public XmlQualifiedName Both(Color? color, XmlQualifiedName q, [XmlElement(DataType = "date")] DateTime d,
            out XmlQualifiedName oq, out Color? oc)
        {
            oq = new XmlQualifiedName("o", "urn:q");
            oc = color;
            return q;
        }
    }
}
