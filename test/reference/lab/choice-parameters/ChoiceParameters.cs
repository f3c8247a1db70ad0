// [XmlChoiceIdentifier] on web method parameters: a parameter that is one of several elements, named by another parameter.
// lab.sh wsdl ChoiceParameters.cs Lab.ChoiceParameters wsdl/
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Lab {
  public enum ItemChoice { A, B }

  [WebService(Namespace = "http://lab.example.com/choice-parameters")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class ChoiceParameters : WebService {
    [WebMethod] public string Send(
        [XmlElement("A", typeof(string)), XmlElement("B", typeof(int)), XmlChoiceIdentifier("kind")] object value,
        ItemChoice kind) {
      return kind + ":" + (value == null ? "null" : value.GetType().Name + ":" + value);
    }
    [WebMethod] public string SendMany(
        [XmlElement("A", typeof(string)), XmlElement("B", typeof(int)), XmlChoiceIdentifier("kinds")] object[] values,
        ItemChoice[] kinds) {
      var s = "";
      for (int i = 0; i < (values == null ? 0 : values.Length); i++) s += (kinds == null || i >= kinds.Length ? "?" : kinds[i].ToString()) + "=" + values[i].GetType().Name + ":" + values[i] + ";";
      return s;
    }
  }

  [XmlType(IncludeInSchema = false)]
  public enum HiddenChoice { A, B }

  // The identifier enum hidden from the schema: ?wsdl fails (a parameter's enum is exported).
  [WebService(Namespace = "http://lab.example.com/choice-parameters")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class ChoiceParametersHidden : WebService {
    [WebMethod] public string Send(
        [XmlElement("A", typeof(string)), XmlElement("B", typeof(int)), XmlChoiceIdentifier("kind")] object value,
        HiddenChoice kind) {
      return kind + ":" + value;
    }
  }

  // A result that is a choice, named by an out parameter.
  [WebService(Namespace = "http://lab.example.com/choice-parameters")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class ChoiceResult : WebService {
    [WebMethod]
    [return: XmlElement("A", typeof(string)), XmlElement("B", typeof(int)), XmlChoiceIdentifier("kind")]
    public object Get(int n, out ItemChoice kind) {
      if (n == 0) { kind = ItemChoice.A; return "text"; }
      kind = ItemChoice.B; return 7;
    }
  }

  // A result that is a choice with no member to name it.
  [WebService(Namespace = "http://lab.example.com/choice-parameters")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class ChoiceResultUnnamed : WebService {
    [WebMethod]
    [return: XmlElement("A", typeof(string)), XmlElement("B", typeof(int)), XmlChoiceIdentifier("kind")]
    public object Get(int n) {
      if (n == 0) return "text";
      return 7;
    }
  }
}
