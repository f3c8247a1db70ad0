// [XmlSerializerFormat(Style = Document, Use = Literal)] on one operation of a DataContract contract: that
// operation's bodies by XmlSerializer, the others' by DataContractSerializer, one contract, one endpoint.
// Card is used by both: GetCard's result (a data contract) and EchoCard's parameter and result (XmlSerializer's
// shape of the same class: public properties in declaration order, in the contract namespace).
// Run with ../shared/asmx-lab/lab.sh wcf WcfMixed.cs (README in the parent folder).
using System;
using System.Runtime.Serialization;
using System.ServiceModel;
using System.ServiceModel.Description;
using System.Xml.Serialization;

namespace Lab.Mixed {
  [DataContract(Namespace = "http://mixed.example.com/data")]
  public class Card {
    [DataMember] public string Holder { get; set; }
    [DataMember] public int Points { get; set; }
  }

  public class Label {
    [XmlAttribute] public string Lang;
    [XmlText] public string Text;
  }

  [ServiceContract(Namespace = "http://mixed.example.com/wcf")]
  public interface IMixed {
    [OperationContract] Card GetCard(string holder);
    [OperationContract, XmlSerializerFormat(Style = OperationFormatStyle.Document, Use = OperationFormatUse.Literal)]
    Label GetLabel(string lang);
    [OperationContract, XmlSerializerFormat(Style = OperationFormatStyle.Document, Use = OperationFormatUse.Literal)]
    Card EchoCard(Card card);
  }

  public class MixedService : IMixed {
    public Card GetCard(string holder) { return new Card { Holder = holder, Points = 7 }; }
    public Label GetLabel(string lang) { return new Label { Lang = lang, Text = "Hello" }; }
    public Card EchoCard(Card card) { return card == null ? null : new Card { Holder = card.Holder + "!", Points = card.Points + 1 }; }
  }

  public static class Program {
    public static void Main(string[] args) {
      var baseUri = new Uri(args.Length > 0 ? args[0] : "http://127.0.0.1:8745/");
      var host = new ServiceHost(typeof(MixedService), baseUri);
      host.AddServiceEndpoint(typeof(IMixed), new BasicHttpBinding(), "");
      host.Description.Behaviors.Add(new ServiceMetadataBehavior { HttpGetEnabled = true });
      host.Open();
      Console.WriteLine("open " + baseUri);
      System.Threading.Thread.Sleep(System.Threading.Timeout.Infinite);
    }
  }
}
