/**
 * How the lab's WCF recordings (test/reference/wcf/, made on Mono) map to what .NET answers: the README's
 * artefact table as code, shared by the server's replay (test/server/wcf-exchanges.test.ts) and the fixtures'
 * check (test/fixtures/wcf-fixtures.test.ts).
 */
import { DISPATCHER_NS, INTERNAL_ERROR_TEXT } from "../../runtime/src/server/wcf.js";

export const WCF = "http://tracking.example.com/wcf";
export const ENVELOPE = '<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/">';
export const XML_TYPE = "text/xml; charset=utf-8";
export const ADDRESSING_NONE = "http://schemas.microsoft.com/ws/2005/05/addressing/none";

export function actionNotSupportedText(action: string): string {
  return `The message with Action '${action}' cannot be processed at the receiver, due to a ContractFilter mismatch at the EndpointDispatcher. This may be because of either a contract mismatch (mismatched Actions between sender and receiver) or a binding/security mismatch between the sender and the receiver.  Check that sender and receiver have the same contract and the same binding (including security requirements, e.g. Message, Transport, None).`;
}

export function fault(code: string, message: string, detail = ""): string {
  const [prefix, local] = code.split(":") as [string, string];
  const declaration = prefix === "s" ? "" : ` xmlns:a="${DISPATCHER_NS}"`;
  return `${ENVELOPE}<s:Body><s:Fault><faultcode${declaration}>${prefix}:${local}</faultcode><faultstring xml:lang="en-US">${message}</faultstring>${detail ? `<detail>${detail}</detail>` : ""}</s:Fault></s:Body></s:Envelope>`;
}

/** The artefacts every recorded SOAP answer is mapped through (README table), by name. */
export const GENERAL_MAPPINGS: readonly [string, (body: string) => string][] = [
  ["no XML declaration", (b) => b.replace(/^<\?xml[^>]*\?>/, "")],
  [
    "no s:Header with an addressing Action on faults (AddressingVersion.None)",
    (b) => b.replace(/<s:Header><Action s:mustUnderstand="1" xmlns="[^"]*">[^<]*<\/Action><\/s:Header>/, ""),
  ],
  ["dispatcher fault codes in the dispatcher namespace", (b) => b.replaceAll(ADDRESSING_NONE, DISPATCHER_NS)],
  ['faultstring xml:lang="en-US"', (b) => b.replaceAll('xml:lang=""', 'xml:lang="en-US"')],
  [
    "FaultException<T> without a code: s:Client",
    (b) => b.replace("<faultcode>Sender</faultcode>", "<faultcode>s:Client</faultcode>"),
  ],
  [
    "ExceptionDetail's StackTrace is the platform's (compared apart)",
    (b) => b.replace(/<StackTrace>[\s\S]*?<\/StackTrace>/, "<StackTrace/>"),
  ],
];

/** Recordings whose .NET answer differs from Mono's beyond the general mappings: the answer .NET gives, and why. */
export const DOTNET: Readonly<
  Record<string, { why: string; status: number; contentType?: string; body?: string | ((recorded: string) => string) }>
> = {
  "CancelShipment.default-action": {
    why: "ActionNotSupported with .NET's text",
    status: 500,
    body: fault("a:ActionNotSupported", actionNotSupportedText(`${WCF}/ITracking/CancelShipment`)),
  },
  "error.no-soapaction": {
    why: "ActionNotSupported with .NET's text",
    status: 500,
    body: fault("a:ActionNotSupported", actionNotSupportedText("")),
  },
  "error.unknown-action": {
    why: "ActionNotSupported with .NET's text",
    status: 500,
    body: fault("a:ActionNotSupported", actionNotSupportedText(`${WCF}/ITracking/Nope`)),
  },
  "error.wrong-endpoint-action": {
    why: "Mono cannot route a second address (DestinationUnreachable); .NET's Admin endpoint has no Ping action",
    status: 500,
    body: fault("a:ActionNotSupported", actionNotSupportedText(`${WCF}/ITracking/Ping`)),
  },
  Purge: {
    why: "Mono cannot route a second address; .NET's Admin endpoint answers (Purge returns before.Year)",
    status: 200,
    body: `${ENVELOPE}<s:Body><PurgeResponse xmlns="http://tracking.example.com/admin"><PurgeResult>2023</PurgeResult></PurgeResponse></s:Body></s:Envelope>`,
  },
  Version: {
    why: "Mono cannot route a second address; .NET's Admin endpoint answers",
    status: 200,
    body: `${ENVELOPE}<s:Body><VersionResponse xmlns="http://tracking.example.com/admin"><VersionResult>1.0</VersionResult></VersionResponse></s:Body></s:Envelope>`,
  },
  Notify: { why: "one-way: 202 Accepted, empty body (Mono: 200)", status: 202 },
  "error.not-xml": { why: "malformed XML: 400 from the encoder (Mono: an empty 200)", status: 400 },
  "error.soap12": { why: "SOAP 1.2 on basicHttpBinding: an empty 415", status: 415 },
  "error.wrong-wrapper": {
    why: "a wrong wrapper element is a DeserializationFailed fault (Mono: an empty 200)",
    status: 500,
    body: fault(
      "a:DeserializationFailed",
      `The formatter threw an exception while trying to deserialize the message: Error in deserializing body of request message for operation 'Ping'. OperationFormatter encountered an invalid Message body. Expected to find node type 'Element' with name 'Ping' and namespace '${WCF}'. Found node type 'Element' with name 'Pong' and namespace '${WCF}'`,
    ),
  },
  "Track.mono-wrapper": {
    why: "the request wrapper is the message contract's TrackRequest in its namespace (Mono ignores WrapperName)",
    status: 500,
    body: fault(
      "a:DeserializationFailed",
      `The formatter threw an exception while trying to deserialize the message: Error in deserializing body of request message for operation 'Track'. OperationFormatter encountered an invalid Message body. Expected to find node type 'Element' with name 'TrackRequest' and namespace 'http://tracking.example.com/messages'. Found node type 'Element' with name 'Track' and namespace '${WCF}'`,
    ),
  },
  Track: {
    why: "the wrapped request read (Mono ignores WrapperName: TrackNum nil, WithEvents false); body members alphabetical (Events, Shipment)",
    status: 200,
    body: (recorded) => {
      const read = recorded
        .replace('<d3p1:TrackNum i:nil="true" />', "<d3p1:TrackNum>T9</d3p1:TrackNum>")
        .replace("<d4p1:AtDoor>false</d4p1:AtDoor>", "<d4p1:AtDoor>true</d4p1:AtDoor>");
      const shipment = /<Shipment [\s\S]*<\/Shipment>/.exec(read)![0];
      const events = /<Events [\s\S]*<\/Events>/.exec(read)![0];
      return read.replace(shipment + events, events + shipment);
    },
  },
  "CancelShipment.fault-plain": {
    why: "a non-generic FaultException is a declared fault: s:Client, its message, no detail",
    status: 500,
    body: fault("s:Client", "Plain fault"),
  },
  "nodetail.CancelShipment.fault-plain": {
    why: "a non-generic FaultException is a declared fault: s:Client, its message, no detail",
    status: 500,
    body: fault("s:Client", "Plain fault"),
  },
  "nodetail.Explode": {
    why: "InternalServiceFault without details: .NET's fixed text",
    status: 500,
    body: fault("a:InternalServiceFault", INTERNAL_ERROR_TEXT.replace("<serviceDebug>", "&lt;serviceDebug&gt;")),
  },
};
