// PaymentGateway: a payment service published for WS-I conformance checkers: the service's own binding and two
// named ones (Authorization, Settlement), each ConformsTo = BasicProfile1_1 with EmitConformanceClaims, methods
// placed on them with [SoapDocumentMethod(Binding)], custom actions, a one-way settlement notice.
using System;
using System.Web.Services;
using System.Web.Services.Protocols;

namespace Northwind.Payments
{
    public enum CardBrand { Visa, MasterCard, Amex }

    public class AuthorizationRequest
    {
        public string MerchantId;
        public CardBrand Brand;
        public string MaskedPan;
        public decimal Amount;
        public string Currency;
    }

    public class AuthorizationResult
    {
        public bool Approved;
        public string AuthCode;
        public string Reason;
    }

    [WebService(Namespace = "http://northwind.example/payments", Description = "Card payments (WS-I BP 1.1).")]
    [WebServiceBinding(ConformsTo = WsiProfiles.BasicProfile1_1, EmitConformanceClaims = true)]
    [WebServiceBinding(Name = "Authorization", ConformsTo = WsiProfiles.BasicProfile1_1, EmitConformanceClaims = true)]
    [WebServiceBinding(Name = "Settlement", ConformsTo = WsiProfiles.BasicProfile1_1, EmitConformanceClaims = true)]
    public class PaymentGateway : WebService
    {
        [WebMethod(Description = "Gateway status.")]
        public string GetStatus()
        {
            return "up";
        }

        [WebMethod]
        [SoapDocumentMethod("http://northwind.example/payments/Authorize", Binding = "Authorization")]
        public AuthorizationResult Authorize(AuthorizationRequest request)
        {
            return new AuthorizationResult();
        }

        [WebMethod]
        [SoapDocumentMethod("http://northwind.example/payments/Void", Binding = "Authorization")]
        public bool VoidAuthorization(string authCode)
        {
            return true;
        }

        [WebMethod]
        [SoapDocumentMethod(Binding = "Settlement")]
        public int SettleBatch(string merchantId, DateTime cutoff)
        {
            return 3;
        }

        [WebMethod]
        [SoapDocumentMethod(Binding = "Settlement", OneWay = true)]
        public void AcknowledgeSettlement(string batchId)
        {
        }
    }
}
