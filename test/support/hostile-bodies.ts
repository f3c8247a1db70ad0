/**
 * SOAP 1.1 requests to the generated ShipmentTracking server that fill the largest body it accepts (4 MiB
 * by default) with what costs the most memory to read: many small class items, many tiny unknown elements
 * nested deep, elements full of attributes, long strings. Each is a well-formed request of a real
 * operation, so a server with memory to spare answers it normally.
 */
const NS = "http://shipment.example.com/tracking";
const ENVELOPE_START =
  '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" ' +
  'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema"><soap:Body>';
const ENVELOPE_END = "</soap:Body></soap:Envelope>";

export interface HostileBody {
  readonly name: string;
  readonly action: string;
  readonly body: Buffer;
}

/** `start`, then `unit` repeated as often as fits in `bytes`, then `end`. */
function filled(bytes: number, start: string, unit: string, end: string): Buffer {
  const fixed = Buffer.byteLength(start) + Buffer.byteLength(end);
  const count = Math.floor((bytes - fixed) / Buffer.byteLength(unit));
  return Buffer.from(start + unit.repeat(count) + end);
}

function operation(name: string, inner: (start: string, end: string) => Buffer): HostileBody {
  return {
    name,
    action: `"${NS}/${name}"`,
    body: inner(`${ENVELOPE_START}<${name} xmlns="${NS}">`, `</${name}>${ENVELOPE_END}`),
  };
}

/** Every hostile body, each at most `bytes` long. */
export function hostileBodies(bytes: number): HostileBody[] {
  const attributes = Array.from({ length: 250 }, (_, i) => `a${i}=""`).join(" ");
  const deep = `${"<n>".repeat(60)}${"</n>".repeat(60)}`;
  return [
    {
      ...operation("Quote", (s, e) =>
        filled(bytes, `${s}<pieces>`, "<Piece><Id>1</Id><Weight>2.5</Weight><Unit>Kg</Unit></Piece>", `</pieces>${e}`),
      ),
      name: "class array (Quote, Piece items with fields)",
    },
    {
      ...operation("Quote", (s, e) => filled(bytes, `${s}<pieces>`, "<Piece/>", `</pieces>${e}`)),
      name: "class array (Quote, empty Piece items)",
    },
    { ...operation("Quote", (s, e) => filled(bytes, s, "<x/>", e)), name: "tiny unknown elements (Quote)" },
    { ...operation("Quote", (s, e) => filled(bytes, s, deep, e)), name: "deep nesting, 60 levels (Quote)" },
    {
      ...operation("Quote", (s, e) => filled(bytes, s, `<x ${attributes}/>`, e)),
      name: "250 attributes per element (Quote)",
    },
    {
      ...operation("FindShipments", (s, e) => filled(bytes, `${s}<trackNums>`, "<string>T</string>", `</trackNums>${e}`)),
      name: "string array (FindShipments)",
    },
    {
      ...operation("FindShipments", (s, e) =>
        filled(bytes, `${s}<trackNums><string>`, "Zoë 東京 ", `</string></trackNums>${e}`),
      ),
      name: "one long non-ASCII string (FindShipments)",
    },
  ];
}

/** A raw HTTP/1.1 request of a body. */
export function soapRequest(path: string, body: HostileBody): Buffer {
  const head =
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/xml; charset=utf-8\r\n` +
    `SOAPAction: ${body.action}\r\nContent-Length: ${body.body.length}\r\nConnection: close\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), body.body]);
}
