// [DefaultValue] on parameters, an out parameter and a result: what the WSDL says, how an absent parameter is read,
// and whether a value equal to the default is written. Found by the session-18 sweep (Documents.ListArchived).
using System;
using System.ComponentModel;
using System.Web.Services;
using System.Xml.Serialization;

namespace Lab
{
    public enum Kind { A, B, C }

    [WebService(Namespace = "http://lab.example.com/parameter-defaults")]
    public class ParameterDefaults : WebService
    {
        [WebMethod]
        public string Take(int year, [DefaultValue(100)] int max, [DefaultValue("x")] string s, [DefaultValue(Kind.B)] Kind k)
        {
            return year + ":" + max + ":" + (s == null ? "null" : s) + ":" + k;
        }

    }

    // A service of its own: the lab's XmlSerializer cannot write its response (Invalid IL code in Write4_GiveResponse).
    [WebService(Namespace = "http://lab.example.com/parameter-defaults")]
    public class ResultDefaults : WebService
    {
        [WebMethod]
        [return: DefaultValue(7)]
        public int Give(int v, [DefaultValue("d")] out string label)
        {
            label = v == 7 ? "d" : "l" + v;
            return v;
        }
    }
}
