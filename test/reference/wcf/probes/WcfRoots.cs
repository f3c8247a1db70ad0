// Which roots DataContractSerializer gives xmlns:i: results of a DateTimeOffset, an enum, a TimeSpan, a null
// int?, a char, an object holding a Guid, a List<int>. Recorded with ../../shared/asmx-lab/lab.sh wcf (see roots.txt).
using System;
using System.Collections.Generic;
using System.Runtime.Serialization;
using System.ServiceModel;
using System.ServiceModel.Description;

namespace Lab.Roots {
  [DataContract] public enum Color { [EnumMember] Red, [EnumMember] Blue }

  [ServiceContract(Namespace = "http://roots.example.com/")]
  public interface IRoots {
    [OperationContract] DateTimeOffset Offset();
    [OperationContract] Color Enum();
    [OperationContract] TimeSpan Span();
    [OperationContract] int? NullInt();
    [OperationContract] char Char();
    [OperationContract] object Boxed();
    [OperationContract] List<int> Ints();
  }

  public class Roots : IRoots {
    public DateTimeOffset Offset() { return new DateTimeOffset(2024, 5, 1, 10, 30, 0, 123, TimeSpan.FromMinutes(-330)); }
    public Color Enum() { return Color.Blue; }
    public TimeSpan Span() { return TimeSpan.FromTicks(-1); }
    public int? NullInt() { return null; }
    public char Char() { return '\u00e9'; }
    public object Boxed() { return new Guid("0f8fad5b-d9cb-469f-a165-70867728950e"); }
    public List<int> Ints() { return new List<int> { 1, 2 }; }
  }

  public static class Program {
    public static void Main(string[] args) {
      var host = new ServiceHost(typeof(Roots), new Uri(args.Length > 0 ? args[0] : "http://127.0.0.1:8193/"));
      host.AddServiceEndpoint(typeof(IRoots), new BasicHttpBinding(), "");
      host.Open();
      Console.WriteLine("open");
      System.Threading.Thread.Sleep(System.Threading.Timeout.Infinite);
    }
  }
}
