using System;
using System.IO;
using System.Runtime.Serialization;
using System.ServiceModel;
using System.ServiceModel.Description;

namespace Lab.Files {
  [MessageContract]
  public class FileUploadMessage {
    [MessageHeader(Namespace = "http://files.example.com/h")] public string FileName;
    [MessageHeader(Namespace = "http://files.example.com/h")] public long Length;
    [MessageBodyMember(Namespace = "http://files.example.com/wcf")] public Stream FileData;
  }

  [MessageContract]
  public class UploadReceipt {
    [MessageHeader(Namespace = "http://files.example.com/h")] public string FileName;
    [MessageBodyMember(Namespace = "http://files.example.com/wcf")] public long Received;
  }

  [MessageContract]
  public class FileDownloadMessage {
    [MessageBodyMember(Namespace = "http://files.example.com/wcf")] public string FileName;
  }

  [MessageContract]
  public class FileDownloadReturnMessage {
    [MessageHeader(Namespace = "http://files.example.com/h")] public long Length;
    [MessageBodyMember(Namespace = "http://files.example.com/wcf")] public Stream FileData;
  }

  [ServiceContract(Namespace = "http://files.example.com/wcf")]
  public interface IFiles {
    [OperationContract] UploadReceipt Upload(FileUploadMessage m);
    [OperationContract(IsOneWay = true)] void Drop(FileUploadMessage m);
    [OperationContract] FileDownloadReturnMessage Download(FileDownloadMessage m);
    [OperationContract] Stream GetFile();
    [OperationContract] void Put(Stream s);
    [OperationContract] Stream Echo(Stream s);
  }

  public class Files : IFiles {
    static byte[] last = new byte[0];
    static byte[] ReadAll(Stream s) { var ms = new MemoryStream(); if (s != null) s.CopyTo(ms); return ms.ToArray(); }
    static byte[] Make(string name) {
      if (name == "empty") return new byte[0];
      if (name == "binary") { var b = new byte[256]; for (int i = 0; i < 256; i++) b[i] = (byte)i; return b; }
      if (name == "large") { var b = new byte[100000]; for (int i = 0; i < b.Length; i++) b[i] = (byte)(i * 7 % 251); return b; }
      if (name == "text") return System.Text.Encoding.UTF8.GetBytes("h\u00e9llo \u20ac");
      throw new FileNotFoundException("no file " + name);
    }
    public UploadReceipt Upload(FileUploadMessage m) { var b = ReadAll(m.FileData); last = b; return new UploadReceipt { FileName = m.FileName + ":" + m.Length, Received = b.Length }; }
    public void Drop(FileUploadMessage m) { last = ReadAll(m.FileData); }
    public FileDownloadReturnMessage Download(FileDownloadMessage m) { var b = Make(m.FileName); return new FileDownloadReturnMessage { Length = b.Length, FileData = new MemoryStream(b) }; }
    public Stream GetFile() { return new MemoryStream(last); }
    public void Put(Stream s) { last = ReadAll(s); }
    public Stream Echo(Stream s) { return new MemoryStream(ReadAll(s)); }
  }

  public static class Program {
    public static void Main(string[] args) {
      var baseUri = new Uri(args.Length > 0 ? args[0] : "http://127.0.0.1:8192/Files");
      var host = new ServiceHost(typeof(Files), baseUri);
      var binding = new BasicHttpBinding { MaxReceivedMessageSize = 10000000 };
      host.AddServiceEndpoint(typeof(IFiles), binding, "");
      var smb = new ServiceMetadataBehavior { HttpGetEnabled = true };
      host.Description.Behaviors.Add(smb);
      var dbg = host.Description.Behaviors.Find<ServiceDebugBehavior>();
      if (dbg != null) dbg.IncludeExceptionDetailInFaults = true;
      host.Open();
      Console.WriteLine("open " + baseUri);
      System.Threading.Thread.Sleep(System.Threading.Timeout.Infinite);
    }
  }
}
