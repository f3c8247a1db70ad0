// [WebMethod(EnableSession = true)]: the session cookie, kept across calls; a method without it.
// read -r PID BASE < <(lab.sh serve Session.cs); node ../record.mjs . $BASE (see README.md)
using System;
using System.Web.Services;

namespace Lab {
  [WebService(Namespace = "http://lab.example.com/session")]
  public class Session : WebService {
    [WebMethod(EnableSession = true)] public int Count() { object o = Session["n"]; int n = o == null ? 1 : (int)o + 1; Session["n"] = n; return n; }
    [WebMethod] public string Get(string k) { return "g:" + k; }
  }
}
