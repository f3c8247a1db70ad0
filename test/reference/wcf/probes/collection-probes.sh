# How DataContractSerializer reads a collection (GetTags(string[]) of ../WcfTracking.cs), run with
# `lab.sh wcf ../WcfTracking.cs 8749`; the s:Body of each answer is in collection-probes.txt. Tests never run this.
probe() {
curl -s -H 'Content-Type: text/xml; charset=utf-8' -H 'SOAPAction: "http://tracking.example.com/wcf/ITracking/GetTags"' --data-binary "<s:Envelope xmlns:s=\"http://schemas.xmlsoap.org/soap/envelope/\"><s:Body><GetTags xmlns=\"http://tracking.example.com/wcf\"><trackNums xmlns:b=\"http://schemas.microsoft.com/2003/10/Serialization/Arrays\" xmlns:i=\"http://www.w3.org/2001/XMLSchema-instance\">$1</trackNums></GetTags></s:Body></s:Envelope>" http://127.0.0.1:8749/ | sed 's/.*<s:Body>//; s/<\/s:Body>.*//'; echo
}
echo "1 another element among items:"; probe "<b:string>T1</b:string><b:other>x</b:other><b:string>T2</b:string>"
echo "2 an item of another namespace:"; probe "<b:string>T1</b:string><string>x</string>"
echo "3 text among items:"; probe "<b:string>T1</b:string>text"
echo "4 white space among items:"; probe " <b:string>T1</b:string> "
