using System; using System.Xml;
class P { static void Main(string[] a) { foreach (var s in a) { try { Console.WriteLine(s + " => " + XmlConvert.ToString(XmlConvert.ToDecimal(s))); } catch (Exception e) { Console.WriteLine(s + " => " + e.GetType().Name); } } } }
