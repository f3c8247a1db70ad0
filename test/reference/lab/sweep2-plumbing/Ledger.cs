// Ledger: a general-ledger posting service that pins its SOAP contract by hand: custom SOAPAction URIs,
// renamed request/response wrappers in their own namespaces, a one-way post, a method throwing a SoapException
// with a Detail, and a base class holding [WebMethod]s shared by the finance services.
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml;

namespace Fabrikam.Finance
{
    public class JournalLine
    {
        public string Account;
        public decimal Debit;
        public decimal Credit;
        public string CostCenter;
    }

    public class FinanceServiceBase : WebService
    {
        [WebMethod(Description = "Version of the finance API.")]
        [SoapDocumentMethod("urn:fabrikam:finance:GetApiVersion")]
        public string GetApiVersion()
        {
            return "3.2";
        }
    }

    [WebService(Namespace = "urn:fabrikam:finance:ledger", Description = "General ledger")]
    public class Ledger : FinanceServiceBase
    {
        [WebMethod]
        [SoapDocumentMethod("urn:fabrikam:finance:ledger/Post",
            RequestElementName = "PostJournalRequest", ResponseElementName = "PostJournalResponse",
            RequestNamespace = "urn:fabrikam:finance:messages", ResponseNamespace = "urn:fabrikam:finance:messages")]
        public long PostJournal(DateTime postingDate, string reference, JournalLine[] lines)
        {
            decimal balance = 0;
            foreach (JournalLine line in lines) balance += line.Debit - line.Credit;
            if (balance != 0)
            {
                XmlDocument doc = new XmlDocument();
                XmlNode detail = doc.CreateNode(XmlNodeType.Element, SoapException.DetailElementName.Name,
                    SoapException.DetailElementName.Namespace);
                XmlElement imbalance = doc.CreateElement("Imbalance", "urn:fabrikam:finance:ledger");
                imbalance.InnerText = balance.ToString(System.Globalization.CultureInfo.InvariantCulture);
                detail.AppendChild(imbalance);
                throw new SoapException("Journal does not balance", SoapException.ClientFaultCode, Context.Request.Url.AbsoluteUri, detail);
            }
            return 1001L;
        }

        [WebMethod]
        [SoapDocumentMethod("http://fabrikam.example/actions/ledger#Notify", OneWay = true)]
        public void NotifyPeriodClosed(int year, int period)
        {
        }

        [WebMethod(Description = "Balance of an account at a date.")]
        [SoapDocumentMethod(ResponseElementName = "BalanceResult", ResponseNamespace = "urn:fabrikam:finance:messages")]
        public decimal GetBalance(string account, DateTime asOf)
        {
            return 12.5m;
        }

        [WebMethod]
        [SoapDocumentMethod(RequestElementName = "ReverseJournal")]
        public bool Reverse(long journalId, string reason)
        {
            return true;
        }
    }
}
