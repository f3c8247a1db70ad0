using System;
using System.Web.Services;
using System.Xml.Serialization;

namespace Sweep4Erp
{
    [XmlType(Namespace = "urn:erp:plan")]
    public class Shift
    {
        [XmlArrayItem("Day")]
        public int[] Days;
        public int[] Hours;
        [XmlArrayItem("Week", NestingLevel = 0), XmlArrayItem("Slot", NestingLevel = 1)]
        public int[][] Slots;
    }

    [WebService(Namespace = "urn:erp:service")]
    public class ErpClash : WebService
    {
        [WebMethod]
        public Shift GetShift(int[] hours)
        {
            Shift s = new Shift();
            s.Days = new int[] { 1, 2 };
            s.Hours = hours;
            s.Slots = new int[][] { new int[] { 3 } };
            return s;
        }

        [WebMethod]
        [return: XmlArrayItem("Total")]
        public int[] Sum([XmlArrayItem("Hour")] int[] hours)
        {
            return hours;
        }
    }
}
