// [WebServiceBinding(ConformsTo = BasicProfile1_1, EmitConformanceClaims = true)] on named bindings: Claimed
// claims, Plain does not, the service's own binding does not (each binding's attribute is its own).
using System.Web.Services;
using System.Web.Services.Protocols;

namespace Lab
{
    [WebService(Namespace = "urn:lab")]
    [WebServiceBinding(ConformsTo = WsiProfiles.None)]
    [WebServiceBinding(Name = "Claimed", ConformsTo = WsiProfiles.BasicProfile1_1, EmitConformanceClaims = true)]
    [WebServiceBinding(Name = "Plain", ConformsTo = WsiProfiles.BasicProfile1_1)]
    public class ConformanceNamed : WebService
    {
        [WebMethod]
        public string Own(string s) { return s; }

        [WebMethod]
        [SoapDocumentMethod(Binding = "Claimed")]
        public int InClaimed(int n) { return n; }

        [WebMethod]
        [SoapDocumentMethod(Binding = "Plain")]
        public int InPlain(int n) { return n; }
    }
}
