// [XmlChoiceIdentifier] over [XmlElement]s of simple values and a class together (issue #32; the sweep2-types
// Messaging service's Recipient.Channels): a single member and an array member (element names are unique in a
// class, so the array's are its own).
// lab.sh wsdl ChoiceMixed.cs Lab.ChoiceMixed wsdl/
using System;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Lab {
  public enum ChannelKind { Email, Push, Rank }
  [XmlType(IncludeInSchema = false)]
  public enum ChannelsKind { Mail, Sms, Device }

  public class PushTarget {
    [XmlAttribute] public string Platform;
    public string DeviceToken;
  }

  public class Recipient {
    public string Name;
    [XmlChoiceIdentifier("ChannelKind")]
    [XmlElement("Email", typeof(string))]
    [XmlElement("Push", typeof(PushTarget))]
    [XmlElement("Rank", typeof(int))]
    public object Channel;
    [XmlIgnore] public ChannelKind ChannelKind;

    [XmlChoiceIdentifier("Kinds")]
    [XmlElement("Mail", typeof(string))]
    [XmlElement("Sms", typeof(string))]
    [XmlElement("Device", typeof(PushTarget))]
    public object[] Channels;
    [XmlIgnore] public ChannelsKind[] Kinds;
  }

  [WebService(Namespace = "http://lab.example.com/choice-mixed")]
  [WebServiceBinding(ConformsTo = WsiProfiles.None)]
  public class ChoiceMixed : WebService {
    [WebMethod] public Recipient Get(int kind) {
      var r = new Recipient { Name = "Ann" };
      if (kind == 0) { r.Channel = "ann@example.com"; r.ChannelKind = ChannelKind.Email; }
      else if (kind == 1) { r.Channel = new PushTarget { Platform = "ios", DeviceToken = "t1" }; r.ChannelKind = ChannelKind.Push; }
      else { r.Channel = 3; r.ChannelKind = ChannelKind.Rank; }
      r.Channels = new object[] { "a@example.com", new PushTarget { Platform = "android", DeviceToken = "t2" }, "555", new PushTarget() };
      r.Kinds = new[] { ChannelsKind.Mail, ChannelsKind.Device, ChannelsKind.Sms, ChannelsKind.Device };
      return r;
    }
    [WebMethod] public Recipient Echo(Recipient r) { return r; }
  }
}
