// [XmlChoiceIdentifier] on a web method parameter, the single form alone (the array form and results are in
// ../choice-parameters): a parameter that is one of two elements, named by another parameter.
// lab.sh wsdl ChoiceParameter.cs Lab.ChoiceParameter wsdl/
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Lab {
  public enum ItemChoice { A, B }

  [WebService(Namespace = "http://lab.example.com/choice-parameter")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class ChoiceParameter : WebService {
    [WebMethod] public string Send(
        [XmlElement("A", typeof(string)), XmlElement("B", typeof(int)), XmlChoiceIdentifier("kind")] object value,
        ItemChoice kind) {
      return kind + ":" + (value == null ? "null" : value.GetType().Name + ":" + value);
    }
  }
}
