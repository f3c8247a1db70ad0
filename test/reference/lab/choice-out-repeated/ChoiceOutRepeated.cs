// A repeated choice out parameter: [XmlChoiceIdentifier] on an out object[] named by an out ItemChoice[] (issue #32).
// lab.sh wsdl ChoiceOutRepeated.cs Lab.ChoiceOutRepeated wsdl
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Lab {
  public enum ItemChoice { A, B }

  [WebService(Namespace = "http://lab.example.com/choice-out-repeated")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class ChoiceOutRepeated : WebService {
    // n items alternating "sN" (A) and N (B); n < 0: both null; n = 100: "text" named B (the identifier disagrees).
    [WebMethod]
    public string OutMany(int n,
        [XmlElement("A", typeof(string)), XmlElement("B", typeof(int)), XmlChoiceIdentifier("kinds")] out object[] values,
        out ItemChoice[] kinds) {
      if (n < 0) { values = null; kinds = null; return "null"; }
      if (n == 100) { values = new object[] { "text" }; kinds = new ItemChoice[] { ItemChoice.B }; return "mismatch"; }
      values = new object[n];
      kinds = new ItemChoice[n];
      for (int i = 0; i < n; i++) {
        if (i % 2 == 0) { values[i] = "s" + i; kinds[i] = ItemChoice.A; }
        else { values[i] = i; kinds[i] = ItemChoice.B; }
      }
      return "r" + n;
    }

    // ref: the items and kinds in the request, read back.
    [WebMethod]
    public string EchoMany(
        [XmlElement("A", typeof(string)), XmlElement("B", typeof(int)), XmlChoiceIdentifier("kinds")] ref object[] values,
        ref ItemChoice[] kinds) {
      if (values == null) return "null";
      var text = values.Length + ":";
      for (int i = 0; i < values.Length; i++) text += (kinds == null || i >= kinds.Length ? "?" : kinds[i].ToString()) + "=" + values[i].GetType().Name + "/" + values[i] + ";";
      return text;
    }
  }
}
