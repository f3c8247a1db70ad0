// Bare methods ([SoapDocumentMethod(ParameterStyle = Bare)]) with [DefaultValue] parameters, and with
// RequestNamespace / ResponseNamespace: what the WSDL says and what travels. Found by the random check (session 29):
// the spec refused both as not recorded.
using System;
using System.ComponentModel;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Lab
{
    public enum Kind { A, B, C }

    public class Box
    {
        public string Label;
        public Kind Kind;
    }

    [WebService(Namespace = "http://lab.example.com/bare-defaults")]
    public class BareDefaults : WebService
    {
        [WebMethod]
        [SoapDocumentMethod(ParameterStyle = SoapParameterStyle.Bare)]
        public string Take(int year, [DefaultValue(100)] int max, [DefaultValue("x")] string s, [DefaultValue(Kind.B)] Kind k)
        {
            return year + ":" + max + ":" + (s == null ? "null" : s) + ":" + k;
        }

        [WebMethod]
        [SoapDocumentMethod(ParameterStyle = SoapParameterStyle.Bare, RequestNamespace = "urn:req")]
        public string Ask(string question, int times)
        {
            return (question == null ? "null" : question) + "*" + times;
        }

        [WebMethod]
        [SoapDocumentMethod(ParameterStyle = SoapParameterStyle.Bare, ResponseNamespace = "urn:res")]
        public string Tell(string news)
        {
            return "told " + (news == null ? "null" : news);
        }

        [WebMethod]
        [SoapDocumentMethod(ParameterStyle = SoapParameterStyle.Bare, RequestNamespace = "urn:req", ResponseNamespace = "urn:res")]
        public int Both(int a, [DefaultValue(5)] int b)
        {
            return a + b;
        }

        [WebMethod]
        [SoapDocumentMethod(ParameterStyle = SoapParameterStyle.Bare, RequestNamespace = "urn:req", ResponseNamespace = "urn:res")]
        public Box Pack(Box box, Kind kind)
        {
            if (box == null) return null;
            box.Label = box.Label + "/" + kind;
            return box;
        }
    }
}
