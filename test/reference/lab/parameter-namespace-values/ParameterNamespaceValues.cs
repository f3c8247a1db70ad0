// [XmlElement(Namespace = "urn:other")] on a nullable enum, an XmlQualifiedName and a DataType'd DateTime parameter,
// and on XmlQualifiedName and Nullable<enum> out parameters; Put in the service's request namespace, Req in a
// [SoapDocumentMethod(RequestNamespace)] of its own.
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml;
using System.Xml.Serialization;

namespace Lab
{
    public enum Color { Red, Green }

    [WebService(Namespace = "urn:lab")]
    public class ParameterNamespaceValues : WebService
    {
        [WebMethod]
        public string Put([XmlElement(Namespace = "urn:other")] Color? color,
            [XmlElement(Namespace = "urn:other")] XmlQualifiedName q,
            [XmlElement(Namespace = "urn:other", DataType = "date")] DateTime d,
            [XmlElement(Namespace = "urn:other")] out XmlQualifiedName oq,
            [XmlElement(Namespace = "urn:other")] out Color? oc)
        {
            oq = q == null || q.IsEmpty ? null : new XmlQualifiedName(q.Name + "2", q.Namespace);
            oc = color;
            return (color == null ? "null" : color.ToString()) + "|" + (q == null ? "null" : q.ToString()) + "|"
                + d.ToString("yyyy-MM-dd");
        }

        [WebMethod]
        [SoapDocumentMethod(RequestNamespace = "urn:lab:request")]
        public string Req([XmlElement(Namespace = "urn:other")] Color? color,
            [XmlElement(Namespace = "urn:other")] XmlQualifiedName q,
            [XmlElement(Namespace = "urn:other", DataType = "date")] DateTime d,
            [XmlElement(Namespace = "urn:other")] out XmlQualifiedName oq,
            [XmlElement(Namespace = "urn:other")] out Color? oc)
        {
            return Put(color, q, d, out oq, out oc);
        }
    }
}
