# How DataContractSerializer reads a data contract's members: EchoEvent of ../WcfTracking.cs, run with
# `lab.sh wcf ../WcfTracking.cs 8747`; the s:Body of each answer is in reader-probes.txt (Mono's framing,
# Microsoft's DataContractSerializer). Tests never run this.
probe() { # body-inner
curl -s -H 'Content-Type: text/xml; charset=utf-8' -H 'SOAPAction: "http://tracking.example.com/wcf/ITracking/EchoEvent"' --data-binary "<s:Envelope xmlns:s=\"http://schemas.xmlsoap.org/soap/envelope/\"><s:Body><EchoEvent xmlns=\"http://tracking.example.com/wcf\">$1</EchoEvent></s:Body></s:Envelope>" http://127.0.0.1:8747/ | sed 's/.*<s:Body>//; s/<\/s:Body>.*//'; echo
}
A='xmlns:a="http://schemas.datacontract.org/2004/07/Lab.Tracking" xmlns:i="http://www.w3.org/2001/XMLSchema-instance"'
echo "1 unknown between:"; probe "<ev i:type=\"a:ScanEvent\" $A><a:At>2024-05-01T08:30:00Z</a:At><a:Bogus/><a:Where>W</a:Where><a:Scanner>S</a:Scanner></ev>"
echo "2 out of order then later:"; probe "<ev i:type=\"a:ScanEvent\" $A><a:Where>W</a:Where><a:At>2024-05-01T08:30:00Z</a:At><a:Scanner>S</a:Scanner></ev>"
echo "3 repeated member:"; probe "<ev $A><a:At>2024-05-01T08:30:00Z</a:At><a:At>2025-05-01T08:30:00Z</a:At><a:Where>W</a:Where></ev>"
echo "4 wrong ns member:"; probe "<ev $A><a:At>2024-05-01T08:30:00Z</a:At><Where>W</Where></ev>"
echo "5 nil on value type:"; probe "<ev $A><a:At i:nil=\"true\"/><a:Where>W</a:Where></ev>"
echo "6 unprefixed i:type:"; probe "<ev i:type=\"ScanEvent\" $A><a:Where>W</a:Where></ev>"
echo "7 ev empty:"; probe "<ev $A/>"
echo "8 z:Ref unknown:"; probe "<ev $A z:Ref=\"i9\" xmlns:z=\"http://schemas.microsoft.com/2003/10/Serialization/\"/>"
echo "9 text inside class:"; probe "<ev $A>hello<a:Where>W</a:Where></ev>"
echo "10 ev absent:"; probe ""
echo "11 i:type base name:"; probe "<ev i:type=\"a:TrackingEvent\" $A><a:Where>W</a:Where></ev>"
