// CustomerPortal: a portal service on a shared base class that holds the common [WebMethod]s (Ping, ServerTime),
// [WebService(Name, Description)] with markup and non-ASCII, [WebMethod] plumbing (EnableSession, CacheDuration,
// BufferResponse, TransactionOption, Description with markup), bool/string[]/long/DateTime/void results, an overload.
using System;
using System.EnterpriseServices;
using System.Web.Services;
using System.Web.Services.Protocols;

namespace Contoso.Portal
{
    public abstract class PortalServiceBase : WebService
    {
        [WebMethod(Description = "Liveness probe used by the load balancer.")]
        public bool Ping()
        {
            return true;
        }

        [WebMethod(Description = "Server clock (UTC), for clients whose clock drifts.", CacheDuration = 5)]
        public DateTime GetServerTime()
        {
            return DateTime.UtcNow;
        }
    }

    [WebService(Name = "KundenPortal", Namespace = "http://contoso.example/portal/2009/",
        Description = "<p>Kundenportal &ndash; <b>Übersicht</b> der Konten für Endkunden (Größe, Straße, café).</p><br/>Kontakt: <a href=\"mailto:it@contoso.example\">IT</a>")]
    [WebServiceBinding(ConformsTo = WsiProfiles.None)]
    public class CustomerPortal : PortalServiceBase
    {
        [WebMethod(EnableSession = true, Description = "Signs in; the session keeps the customer. <i>Returns</i> false on a bad password.")]
        public bool SignIn(string login, string password)
        {
            Session["login"] = login;
            return password == "secret";
        }

        [WebMethod(EnableSession = true)]
        public void SignOut()
        {
            Session.Abandon();
        }

        [WebMethod(EnableSession = true, CacheDuration = 30, Description = "Account numbers of the signed-in customer.")]
        public string[] GetAccounts()
        {
            return new string[] { "DE-001", "DE-002" };
        }

        [WebMethod(BufferResponse = false, TransactionOption = TransactionOption.Required)]
        public long CountStatements(string account, DateTime from, DateTime to)
        {
            return 42L;
        }

        [WebMethod(MessageName = "CountStatementsSince", Description = "Same as CountStatements, open-ended.")]
        public long CountStatements(string account, DateTime from)
        {
            return 7L;
        }

        [WebMethod(TransactionOption = TransactionOption.RequiresNew, Description = "Überweisung – ändert den Saldo")]
        public decimal Transfer(string fromAccount, string toAccount, decimal amount)
        {
            return amount;
        }
    }
}
