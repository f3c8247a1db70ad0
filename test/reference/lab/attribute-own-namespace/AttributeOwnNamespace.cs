// [XmlAttribute(Namespace = X)] where X is the class's own namespace (here the service's, urn:lab), beside a plain
// attribute and one of Form = Qualified: what the WSDL says and what the wire carries both ways.
using System.Web.Services;
using System.Xml.Schema;
using System.Xml.Serialization;

namespace Lab
{
    public class Item
    {
        [XmlAttribute(Namespace = "urn:lab")] public string Same;
        [XmlAttribute] public string Plain;
        [XmlAttribute(Form = XmlSchemaForm.Qualified)] public string Qual;
        public string Text;
    }

    [WebService(Namespace = "urn:lab")]
    public class AttributeOwnNamespace : WebService
    {
        [WebMethod]
        public Item Get(string same)
        {
            return new Item { Same = same, Plain = "p", Text = "t" };
        }

        [WebMethod]
        public string Read(Item item)
        {
            return item == null ? "null" : (item.Same ?? "-") + "/" + (item.Plain ?? "-") + "/" + (item.Qual ?? "-") + "/" + (item.Text ?? "-");
        }
    }
}
