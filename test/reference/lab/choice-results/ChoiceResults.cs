// [XmlChoiceIdentifier] on web method results and out parameters (named by an out parameter), their array forms,
// and on a parameter of a bare method.
// lab.sh wsdl ChoiceResults.cs Lab.ChoiceResults wsdl; lab.sh wsdl ChoiceResults.cs Lab.ChoiceBare wsdl-bare
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Lab {
  public enum ItemChoice { A, B }

  [WebService(Namespace = "http://lab.example.com/choice-results")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class ChoiceResults : WebService {
    // n = 0: "text" (A); 1: 7 (B); 2: "text" with kind B (the identifier disagrees with the value).
    [WebMethod]
    [return: XmlElement("A", typeof(string)), XmlElement("B", typeof(int)), XmlChoiceIdentifier("kind")]
    public object Get(int n, out ItemChoice kind) {
      if (n == 0) { kind = ItemChoice.A; return "text"; }
      if (n == 1) { kind = ItemChoice.B; return 7; }
      kind = ItemChoice.B; return "text";
    }

    // n items alternating "sN" (A) and N (B); n < 0: null.
    [WebMethod]
    [return: XmlElement("A", typeof(string)), XmlElement("B", typeof(int)), XmlChoiceIdentifier("kinds")]
    public object[] GetMany(int n, out ItemChoice[] kinds) {
      if (n < 0) { kinds = null; return null; }
      var values = new object[n];
      kinds = new ItemChoice[n];
      for (int i = 0; i < n; i++) {
        if (i % 2 == 0) { values[i] = "s" + i; kinds[i] = ItemChoice.A; }
        else { values[i] = i; kinds[i] = ItemChoice.B; }
      }
      return values;
    }

    // A choice out parameter named by another out parameter; the result an ordinary string.
    [WebMethod]
    public string Out(int n,
        [XmlElement("A", typeof(string)), XmlElement("B", typeof(int)), XmlChoiceIdentifier("kind")] out object value,
        out ItemChoice kind) {
      if (n == 0) { kind = ItemChoice.A; value = "text"; }
      else if (n == 1) { kind = ItemChoice.B; value = 7; }
      else { kind = ItemChoice.A; value = null; }
      return "r" + n;
    }

    // An in parameter named by an out parameter's identifier is not possible (one member); a choice parameter whose
    // identifier is ref: both directions.
    [WebMethod]
    public string Echo(
        [XmlElement("A", typeof(string)), XmlElement("B", typeof(int)), XmlChoiceIdentifier("kind")] ref object value,
        ref ItemChoice kind) {
      return kind + ":" + (value == null ? "null" : value.GetType().Name + ":" + value);
    }
  }

  // A choice parameter of a bare method.
  [WebService(Namespace = "http://lab.example.com/choice-results")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class ChoiceBare : WebService {
    [WebMethod]
    [SoapDocumentMethod(ParameterStyle = SoapParameterStyle.Bare)]
    public string Send(
        [XmlElement("A", typeof(string)), XmlElement("B", typeof(int)), XmlChoiceIdentifier("kind")] object value,
        ItemChoice kind) {
      return kind + ":" + (value == null ? "null" : value.GetType().Name + ":" + value);
    }
  }
}
