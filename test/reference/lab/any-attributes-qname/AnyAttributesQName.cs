// [XmlAnyAttribute] XmlAttribute[] beside [XmlAttribute] XmlQualifiedName members in one class (one before, one
// after the any attributes) and a QName element: how the QNames' prefixes and the any attributes' namespaces meet.
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml;
using System.Xml.Serialization;

namespace Lab
{
    public class Tagged
    {
        [XmlAttribute] public XmlQualifiedName Kind;
        [XmlAnyAttribute] public XmlAttribute[] Extra;
        [XmlAttribute] public XmlQualifiedName After;
        public XmlQualifiedName Name;
    }

    [WebService(Namespace = "urn:lab")]
    public class AnyAttributesQName : WebService
    {
        [WebMethod]
        public Tagged Get(int n)
        {
            var d = new XmlDocument();
            var k = d.CreateAttribute("k"); k.Value = "v";
            var z = d.CreateAttribute("z", "q", "urn:z"); z.Value = "w";
            var q1 = d.CreateAttribute("q1", "c", "urn:c"); q1.Value = "x";
            if (n == 0) return new Tagged { Kind = new XmlQualifiedName("kind", "urn:k") };
            if (n == 1) return new Tagged { Kind = new XmlQualifiedName("kind", "urn:k"), Extra = new[] { k, z },
                After = new XmlQualifiedName("after", "urn:k"), Name = new XmlQualifiedName("n", "urn:k") };
            // The any attributes' own prefixes beside the QNames': urn:z's `z`, a `q1` of urn:c, After in urn:z.
            return new Tagged { Kind = new XmlQualifiedName("kind", "urn:k"), Extra = new[] { k, z, q1 },
                After = new XmlQualifiedName("after", "urn:z"), Name = new XmlQualifiedName("n", "urn:c") };
        }

        [WebMethod]
        public Tagged Echo(Tagged t) { return t; }
    }
}
