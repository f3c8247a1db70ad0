"""Python's zeep against the generated WCF server (test/interop/wcf-zeep.test.ts runs this).

zeep builds its client from the server's ?wsdl, following the root's wsdl:import (?wsdl=wsdlN) and the
xsd:imports (?xsd=xsdN), then calls every operation of both contracts: ITracking on the port
BasicHttpBinding_ITracking (the base address), Admin on BasicHttpBinding_Admin (/admin). One JSON line per call:
{"operation", "case", "result"} with zeep's value serialized (zeep.helpers.serialize_object), or "fault" with
the code, message and the detail element read by zeep through the schema the server published, or "error".
"""
import datetime
import decimal
import json
import sys
import uuid

import zeep
from lxml import etree
from zeep.exceptions import Fault
from zeep.helpers import serialize_object
from zeep.plugins import HistoryPlugin

URL = sys.argv[1]
GUID = "0f8fad5b-d9cb-469f-a165-70867728950e"
TRACKING = "{http://tempuri.org/}BasicHttpBinding_ITracking"
ADMIN = "{http://tempuri.org/}BasicHttpBinding_Admin"
FAULTS = "http://tracking.example.com/faults"
LAB = "http://schemas.datacontract.org/2004/07/Lab.Tracking"
SYSTEM_SM = "http://schemas.datacontract.org/2004/07/System.ServiceModel"

history = HistoryPlugin()
client = zeep.Client(URL + "?wsdl", plugins=[history])
# The documents zeep loaded: the root WSDL, the contract WSDLs it imports, the schemas they import.
loaded = [location for _, location in client.wsdl._definitions.keys()]
loaded += [d._location for d in client.wsdl.types.documents if d._location]
print(json.dumps({"operation": "(metadata)", "case": None, "result": sorted(set(loaded))}))
service = client.bind("TrackingService", "BasicHttpBinding_ITracking")
admin = client.bind("TrackingService", "BasicHttpBinding_Admin")


def plain(value):
    """zeep's objects as JSON: CompoundValues as dicts (with the xsi:type zeep read as "$type"), bytes as lists."""
    if hasattr(value, "_xsd_type") and hasattr(value, "__values__"):
        out = {"$type": value._xsd_type.name}
        for key, item in value.__values__.items():
            out[key] = plain(item)
        return out
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    if isinstance(value, bytes):
        return list(value)
    if isinstance(value, (datetime.datetime, datetime.date, datetime.time)):
        return value.isoformat()
    if isinstance(value, (decimal.Decimal, uuid.UUID, datetime.timedelta)):
        return str(value)
    if hasattr(value, "isoformat"):
        return value.isoformat()
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    return str(value)


def detail_of(fault):
    """The fault's detail child read by zeep as the element the schema declares for it, else its name."""
    if fault.detail is None or len(fault.detail) == 0:
        return None
    child = fault.detail[0]
    try:
        element = client.get_element(child.tag)
        return {"element": child.tag, "value": plain(serialize_object(element.parse(child, client.wsdl.types)))}
    except Exception as error:  # noqa: BLE001 - reported, the test decides
        return {"element": child.tag, "unread": str(error), "children": {etree.QName(c).localname: c.text for c in child}}


def body_of(envelope):
    """The s:Body's first child as XML text (what went over the wire, for the cases zeep's value hides)."""
    body = envelope.find("{http://schemas.xmlsoap.org/soap/envelope/}Body")
    return etree.tostring(body[0]).decode() if body is not None and len(body) else None


def call(operation, case, run, raw=False):
    line = {"operation": operation, "case": case}
    try:
        line["result"] = plain(run())
    except Fault as fault:
        line["fault"] = {"code": fault.code, "message": fault.message, "detail": detail_of(fault)}
    except Exception as error:  # noqa: BLE001 - reported, the test decides
        line["error"] = type(error).__name__ + ": " + str(error)
    if raw:
        line["sent"] = body_of(history.last_sent["envelope"])
        line["received"] = body_of(history.last_received["envelope"])
        line["sentHeader"] = etree.tostring(history.last_sent["envelope"][0]).decode()
    print(json.dumps(line, sort_keys=True))


event_type = client.get_type("{%s}TrackingEvent" % LAB)
scan_type = client.get_type("{%s}ScanEvent" % LAB)
delivered_type = client.get_type("{http://tracking.example.com/events}Delivered")
created = datetime.datetime(2024, 5, 1, 8, 30, tzinfo=datetime.timezone.utc)
dto_type = client.get_type("{http://schemas.datacontract.org/2004/07/System}DateTimeOffset")

call("Ping", None, lambda: service.Ping())
call("GetShipment", "T1", lambda: service.GetShipment(trackNum="T1"))
call("GetShipment", "null", lambda: service.GetShipment(trackNum=None), raw=True)
call("FindShipments", None, lambda: service.FindShipments(state="EXC", options=["Insurance", "Signature"], max=2))
call("FindShipments", "none", lambda: service.FindShipments(state="Created", options=["None"], max=None))
call("EchoEvent", "Delivered", lambda: service.EchoEvent(ev=delivered_type(At=created, Where="Door", SignedBy="Ann", AtDoor=True)))
call("EchoEvent", "ScanEvent", lambda: service.EchoEvent(ev=scan_type(At=created, Where="Hub", Scanner="S1")))
call("EchoEvent", "TrackingEvent", lambda: service.EchoEvent(ev=event_type(At=created, Where="Plain")))
call("GetTags", None, lambda: service.GetTags(trackNums={"string": ["a", None, ""]}), raw=True)
call("CountByState", None, lambda: service.CountByState())
call(
    "Track",
    None,
    lambda: service.Track(TrackNum="T9", WithEvents=True, _soapheaders={"ApiKey": "K1", "CorrelationId": GUID}),
)
call("Notify", None, lambda: service.Notify(trackNum="T1", message="hello"))
call("CancelShipment", "T1", lambda: service.CancelShipment(trackNum="T1", reason="r"))
call("CancelShipment", "missing", lambda: service.CancelShipment(trackNum="missing", reason="r"))
call("CancelShipment", "late", lambda: service.CancelShipment(trackNum="late", reason="too slow"))
call("CancelShipment", "plain", lambda: service.CancelShipment(trackNum="plain", reason="r"))
call("Explode", None, lambda: service.Explode(message="boom"))
call(
    "Echo",
    None,
    lambda: service.Echo(
        data=bytes([1, 2, 3, 250]),
        c=65,
        t=datetime.timedelta(days=1, hours=2, minutes=3, seconds=4.5),
        o=dto_type(DateTime=datetime.datetime(2024, 5, 1, 8, 30, tzinfo=datetime.timezone.utc), OffsetMinutes=120),
        g=GUID,
    ),
)
call("Purge", None, lambda: admin.Purge(before=datetime.datetime(2023, 12, 31, tzinfo=datetime.timezone.utc)))
call("Version", None, lambda: admin.Version())
# Admin's Version action sent to the ITracking endpoint: the dispatcher's ActionNotSupported.
wrong = client.create_service(ADMIN, URL)
call("Version", "wrong endpoint", lambda: wrong.Version())

# The same service from ?singleWsdl (every schema inline): one call per contract.
single = zeep.Client(URL + "?singleWsdl")
call("(singleWsdl) GetShipment", None, lambda: single.bind("TrackingService", "BasicHttpBinding_ITracking").GetShipment(trackNum="S1").TrackNum)
call("(singleWsdl) Version", None, lambda: single.bind("TrackingService", "BasicHttpBinding_Admin").Version())
