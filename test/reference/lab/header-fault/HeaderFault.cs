// [SoapHeader(Direction = SoapHeaderDirection.Fault)]: a header sent back with a fault only, beside an Out header,
// and SoapUnknownHeader[] bound to a method (headers the client sent that the service does not know).
using System;
using System.Web.Services;
using System.Web.Services.Protocols;

namespace Lab
{
    public class ErrorInfo : SoapHeader
    {
        public string Code;
    }

    public class Quota : SoapHeader
    {
        public int Remaining;
    }

    [WebService(Namespace = "urn:lab")]
    public class HeaderFault : WebService
    {
        public ErrorInfo Error;
        public Quota Left;
        public SoapUnknownHeader[] Unknown;

        [WebMethod]
        [SoapHeader("Error", Direction = SoapHeaderDirection.Fault)]
        [SoapHeader("Left", Direction = SoapHeaderDirection.Out)]
        public int Work(int n)
        {
            Error = new ErrorInfo();
            Error.Code = "E" + n;
            Left = new Quota();
            Left.Remaining = 10 - n;
            if (n < 0) throw new SoapException("negative", SoapException.ClientFaultCode);
            return n;
        }

        [WebMethod]
        [SoapHeader("Unknown")]
        public string Seen()
        {
            string names = "";
            if (Unknown != null)
                foreach (SoapUnknownHeader h in Unknown) { names += h.Element.LocalName + ";"; h.DidUnderstand = h.Element.LocalName == "Ok"; }
            return names;
        }

        [WebMethod]
        public string Plain()
        {
            return "p";
        }
    }
}
