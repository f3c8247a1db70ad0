// ISerializable hierarchies and the remaining SerializationInfo forms under DataContractSerializer (#28): a subclass
// value where an ISerializable base is declared (i:type), SerializationInfo.SetType (z:FactoryType) written and read,
// entry names like array indexes in the handler's order, ISerializable values (Bag, SpecialBag, Token, Exception,
// ParcelException) inside an `object` member, and an Exception as a result. Recorded with
// ../../../../../shared/asmx-lab/lab.sh wcf WcfISerializableTree.cs 8784 (Mono 6.8 System.ServiceModel; bodies by
// DataContractSerializer, Microsoft's reference source).
using System;
using System.Collections.Generic;
using System.Runtime.Serialization;
using System.ServiceModel;
using System.ServiceModel.Description;
using System.Text;

namespace Lab.Tree.Data {
  [DataContract] public class Point { [DataMember] public int X; [DataMember] public int Y; }
}

namespace Lab.Tree {
  using Lab.Tree.Data;

  // Whatever entries it was read with, written back in the same order.
  [Serializable]
  [KnownType(typeof(SpecialBag))]
  [KnownType(typeof(Point))]
  public class Bag : ISerializable {
    public List<KeyValuePair<string, object>> Entries = new List<KeyValuePair<string, object>>();
    public Bag() {}
    protected Bag(SerializationInfo info, StreamingContext context) {
      foreach (SerializationEntry e in info) Entries.Add(new KeyValuePair<string, object>(e.Name, e.Value));
    }
    public virtual void GetObjectData(SerializationInfo info, StreamingContext context) {
      foreach (var e in Entries) info.AddValue(e.Key, e.Value);
    }
    public string Describe() {
      var s = new StringBuilder(GetType().Name);
      foreach (var e in Entries) s.Append(" ").Append(e.Key).Append("=").Append(e.Value == null ? "null" : e.Value.GetType().Name + ":" + e.Value);
      return s.ToString();
    }
  }

  [Serializable]
  public class SpecialBag : Bag {
    public SpecialBag() {}
    protected SpecialBag(SerializationInfo info, StreamingContext context) : base(info, context) {}
  }

  // SetType: written with z:FactoryType naming TokenFactory; reading a TokenFactory gives back a Token (IObjectReference).
  [Serializable]
  [KnownType(typeof(TokenFactory))]
  [KnownType(typeof(Point))]
  public class Token : ISerializable {
    public string Name;
    public string ReadAs = "Token";
    public Token() {}
    protected Token(SerializationInfo info, StreamingContext context) { Name = info.GetString("name"); }
    public void GetObjectData(SerializationInfo info, StreamingContext context) {
      if (Name != "plain") info.SetType(typeof(TokenFactory));
      info.AddValue("name", Name);
    }
  }

  [Serializable]
  public class TokenFactory : ISerializable, IObjectReference {
    string name;
    protected TokenFactory(SerializationInfo info, StreamingContext context) { name = info.GetString("name"); }
    public void GetObjectData(SerializationInfo info, StreamingContext context) { info.AddValue("name", name); }
    public object GetRealObject(StreamingContext context) { return new Token { Name = name, ReadAs = "TokenFactory" }; }
  }

  // Mono ignores [ServiceKnownType] (docs/wcf-design.md §28), so the `object` member's known types are Holder's own.
  [DataContract]
  [KnownType(typeof(Bag))]
  [KnownType(typeof(Token))]
  [KnownType(typeof(Exception))]
  [KnownType(typeof(ParcelException))]
  public class Holder {
    [DataMember] public string Label;
    [DataMember] public object Any;
  }

  [Serializable]
  public class ParcelException : Exception {
    public ParcelException() {}
    public ParcelException(string message) : base(message) {}
    protected ParcelException(SerializationInfo info, StreamingContext context) : base(info, context) {}
  }

  [ServiceContract(Namespace = "http://tree.example.com/wcf")]
  public interface ITree {
    [OperationContract] Bag EchoBag(Bag bag);
    [OperationContract] string DescribeBag(Bag bag);
    [OperationContract] Bag MakeBag(int kind);
    [OperationContract] Token MakeToken(string name);
    [OperationContract] string ReadToken(Token token);
    [OperationContract] Holder EchoHolder(Holder holder);
    [OperationContract] string DescribeHolder(Holder holder);
    [OperationContract] Holder MakeHolder(int kind);
    [OperationContract] Exception MakeException(int kind);
  }

  public class TreeService : ITree {
    public Bag EchoBag(Bag bag) { return bag; }
    public string DescribeBag(Bag bag) { return bag == null ? "null" : bag.Describe(); }
    public Bag MakeBag(int kind) {
      var bag = kind == 1 ? new SpecialBag() : new Bag();
      if (kind == 0 || kind == 1) {
        bag.Entries.Add(new KeyValuePair<string, object>("label", "special"));
        bag.Entries.Add(new KeyValuePair<string, object>("point", new Point { X = 1, Y = 2 }));
      } else if (kind == 2) {
        // names like array indexes, in an order no JavaScript object keeps
        bag.Entries.Add(new KeyValuePair<string, object>("b", "first"));
        bag.Entries.Add(new KeyValuePair<string, object>("10", "second"));
        bag.Entries.Add(new KeyValuePair<string, object>("2", "third"));
        bag.Entries.Add(new KeyValuePair<string, object>("0", "fourth"));
        bag.Entries.Add(new KeyValuePair<string, object>("a", "fifth"));
      } else if (kind == 3) {
        bag.Entries.Add(new KeyValuePair<string, object>("__proto__", "p"));
        bag.Entries.Add(new KeyValuePair<string, object>("constructor", "c"));
        bag.Entries.Add(new KeyValuePair<string, object>("toString", 1));
      }
      return bag;
    }
    public Token MakeToken(string name) { return new Token { Name = name }; }
    public string ReadToken(Token token) { return token == null ? "null" : token.ReadAs + " " + token.Name; }
    public Holder EchoHolder(Holder holder) { return holder; }
    public string DescribeHolder(Holder holder) {
      if (holder == null) return "null";
      var any = holder.Any as Bag;
      var error = holder.Any as Exception;
      var token = holder.Any as Token;
      return holder.Label + " " + (any != null ? any.Describe() : error != null ? error.GetType().Name + ":" + error.Message
        : token != null ? token.ReadAs + ":" + token.Name : holder.Any == null ? "null" : holder.Any.GetType().Name);
    }
    public Holder MakeHolder(int kind) {
      var holder = new Holder { Label = "h" };
      if (kind == 0) { var bag = new SpecialBag(); bag.Entries.Add(new KeyValuePair<string, object>("n", 7)); holder.Any = bag; }
      if (kind == 1) holder.Any = new Token { Name = "t3" };
      if (kind == 2) holder.Any = new Exception("plain");
      if (kind == 3) holder.Any = new ParcelException("parcel lost");
      return holder;
    }
    public Exception MakeException(int kind) { return kind == 0 ? new Exception("plain") : null; }
  }

  public static class Program {
    public static void Main(string[] args) {
      var baseUri = new Uri(args.Length > 0 ? args[0] : "http://127.0.0.1:8192/");
      var host = new ServiceHost(typeof(TreeService), baseUri);
      host.AddServiceEndpoint(typeof(ITree), new BasicHttpBinding(), "");
      host.Description.Behaviors.Add(new ServiceMetadataBehavior { HttpGetEnabled = true });
      host.Open();
      Console.WriteLine("open " + baseUri);
      System.Threading.Thread.Sleep(System.Threading.Timeout.Infinite);
    }
  }
}
