// SoapUnknownHeader[] bound with each Direction: In (the method sees the header blocks it does not bind), InOut (the
// blocks it keeps are written back in the response's soap:Header), Out (it sets blocks of its own), beside a known
// In header, and a method that marks none understood.
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml;

namespace Lab
{
    public class Known : SoapHeader
    {
        public string Value;
    }

    [WebService(Namespace = "urn:lab")]
    public class UnknownEcho : WebService
    {
        public Known Token;
        public SoapUnknownHeader[] Unknown;

        [WebMethod]
        [SoapHeader("Token")]
        [SoapHeader("Unknown")]
        public string Names()
        {
            string names = (Token == null ? "-" : Token.Value) + ":";
            if (Unknown != null)
                foreach (SoapUnknownHeader h in Unknown)
                {
                    names += h.Element.NamespaceURI + "|" + h.Element.LocalName + "|" + h.Element.InnerText + "|" + h.MustUnderstand + ";";
                    h.DidUnderstand = true;
                }
            return names;
        }

        [WebMethod]
        [SoapHeader("Unknown", Direction = SoapHeaderDirection.InOut)]
        public int Echo()
        {
            if (Unknown == null) return -1;
            foreach (SoapUnknownHeader h in Unknown) h.DidUnderstand = true;
            return Unknown.Length;
        }

        [WebMethod]
        [SoapHeader("Unknown", Direction = SoapHeaderDirection.Out)]
        public int Emit(int n)
        {
            XmlDocument doc = new XmlDocument();
            Unknown = new SoapUnknownHeader[n];
            for (int i = 0; i < n; i++)
            {
                XmlElement e = doc.CreateElement("x", "Note", "urn:notes");
                e.SetAttribute("i", i.ToString());
                e.InnerText = "n" + i;
                Unknown[i] = new SoapUnknownHeader();
                Unknown[i].Element = e;
            }
            return n;
        }

        [WebMethod]
        [SoapHeader("Unknown")]
        public int Ignore()
        {
            return Unknown == null ? 0 : Unknown.Length;
        }
    }
}
