// SoapUnknownHeader[] beside the operation's own out headers: which comes first in the response's soap:Header? The
// unknown member's [SoapHeader] is declared before the known ones, the known Out header's before the InOut one.
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml;

namespace Lab
{
    public class Stamp : SoapHeader
    {
        public string Value;
    }

    public class Token : SoapHeader
    {
        public string Value;
    }

    [WebService(Namespace = "urn:lab")]
    public class UnknownOrder : WebService
    {
        public Stamp Out;
        public Token Both;
        public SoapUnknownHeader[] Unknown;

        [WebMethod]
        [SoapHeader("Unknown", Direction = SoapHeaderDirection.InOut)]
        [SoapHeader("Out", Direction = SoapHeaderDirection.Out)]
        [SoapHeader("Both", Direction = SoapHeaderDirection.InOut)]
        public int Echo()
        {
            Out = new Stamp { Value = "s" };
            if (Both == null) Both = new Token { Value = "made" };
            if (Unknown == null) return -1;
            foreach (SoapUnknownHeader h in Unknown) h.DidUnderstand = true;
            return Unknown.Length;
        }

        [WebMethod]
        [SoapHeader("Unknown", Direction = SoapHeaderDirection.Out)]
        [SoapHeader("Out", Direction = SoapHeaderDirection.Out)]
        public int Emit(int n)
        {
            Out = new Stamp { Value = "e" };
            XmlDocument doc = new XmlDocument();
            Unknown = new SoapUnknownHeader[n];
            for (int i = 0; i < n; i++)
            {
                XmlElement e = doc.CreateElement("x", "Note", "urn:notes");
                e.InnerText = "n" + i;
                Unknown[i] = new SoapUnknownHeader();
                Unknown[i].Element = e;
            }
            return n;
        }
    }
}
