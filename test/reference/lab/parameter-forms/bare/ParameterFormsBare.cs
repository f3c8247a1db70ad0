// [XmlElement(Form = Unqualified)] on a bare method's parameter and result: ?wsdl fails (a top-level element cannot
// be unqualified); a bare method without the form beside it, for the wire.
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Schema;
using System.Xml.Serialization;

namespace Lab
{
    [WebService(Namespace = "urn:lab")]
    public class ParameterFormsBare : WebService
    {
        [WebMethod]
        [SoapDocumentMethod(ParameterStyle = SoapParameterStyle.Bare)]
        [return: XmlElement(Form = XmlSchemaForm.Unqualified)]
        public string Bare([XmlElement(Form = XmlSchemaForm.Unqualified)] string text)
        {
            return text == null ? "null" : "[" + text + "]";
        }

        [WebMethod]
        [SoapDocumentMethod(ParameterStyle = SoapParameterStyle.Bare)]
        public string Plain(string word)
        {
            return word == null ? "null" : "[" + word + "]";
        }
    }
}
