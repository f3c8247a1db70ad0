/**
 * What the benchmarks send and what the handlers answer: the requests of each case (one operation on one
 * binding), the constant results, and how a response is checked. Shared by the orchestrators and the
 * server children so that every server answers the same request with the same result.
 */
import { findShipmentsBody, quoteAnswer, quoteBody, soapRequest } from "./classes.mjs";
import { ENDPOINT_PATH } from "./common.mjs";

export const NAMESPACE = "http://shipment.example.com/operations";
export const TRACK_NUM = "T1234567890";
/** The constant result of GetStatusRequest (and of every other string operation). */
export const STATUS_TEXT = "Delivered at Gate 4 & signed by J. Smith <front desk> on 2024-01-03T13:14:15+00:00";
export const STATUS_TEXT_XML = STATUS_TEXT.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export const STATUS_COLUMNS = {
  TrackNum: "string",
  StatusCode: "string",
  StatusDate: "dateTime",
  Pieces: "int",
  Weight: "decimal",
};

/** The rows of the constant GetStatus DataSet: `count` status rows with varied values. */
export function statusRows(count) {
  const codes = ["PU", "IT", "AR", "DL & signed"];
  const rows = [];
  for (let i = 0; i < count; i++) {
    const day = String(1 + (i % 28)).padStart(2, "0");
    const hour = String(i % 24).padStart(2, "0");
    rows.push({
      TrackNum: `${TRACK_NUM}-${i}`,
      StatusCode: codes[i % codes.length],
      StatusDate: `2024-01-${day}T${hour}:04:05+00:00`,
      Pieces: 1 + (i % 12),
      Weight: `${(i % 500) + 1}.25`,
    });
  }
  return rows;
}

function envelope(version, inner) {
  const ns =
    version === "1.2" ? "http://www.w3.org/2003/05/soap-envelope" : "http://schemas.xmlsoap.org/soap/envelope/";
  return (
    `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${ns}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ` +
    `xmlns:xsd="http://www.w3.org/2001/XMLSchema"><soap:Body>${inner}</soap:Body></soap:Envelope>`
  );
}

function statusParams(element) {
  return `<${element} xmlns="${NAMESPACE}"><TrackNum>${TRACK_NUM}</TrackNum><TrackNumType>HAWB</TrackNumType><LastStatusOnly>true</LastStatusOnly></${element}>`;
}

const FORM = `TrackNum=${TRACK_NUM}&TrackNumType=HAWB&LastStatusOnly=true`;

/** SOAP 1.1 GetStatus answering a DataSet of `rows` status rows. */
function getStatusCase(id, rows) {
  return {
    id,
    title: `SOAP 1.1 GetStatus, DataSet of ${rows.toLocaleString("en-US")} rows`,
    operation: "GetStatus",
    rows,
    soap: true,
    request: {
      method: "POST",
      path: ENDPOINT_PATH,
      headers: { "content-type": "text/xml; charset=utf-8", soapaction: `"${NAMESPACE}/GetStatus"` },
      body: envelope("1.1", statusParams("GetStatus")),
    },
  };
}

/** SOAP 1.1 FindShipments (ShipmentTracking) answering `shipments` shipments: the class writer's path. */
function findShipmentsCase(id, shipments) {
  return {
    id,
    title: `SOAP 1.1 FindShipments, ${shipments.toLocaleString("en-US")} shipments (classes)`,
    service: "tracking",
    operation: "FindShipments",
    shipments,
    soap: true,
    counted: true,
    request: soapRequest("FindShipments", findShipmentsBody()),
  };
}

/** SOAP 1.1 Quote (ShipmentTracking) with a request of `pieces` pieces: the class reader's path. */
function quoteCase(id, pieces) {
  return {
    id,
    title: `SOAP 1.1 Quote, a request of ${pieces.toLocaleString("en-US")} pieces (classes)`,
    service: "tracking",
    operation: "Quote",
    pieces,
    soap: true,
    counted: true,
    request: soapRequest("Quote", quoteBody(pieces)),
  };
}

/** The weights of the pieces quoteBody writes, and the total every Quote handler answers for them. */
export function quoteTotal(pieces) {
  return quoteAnswer(Array.from({ length: pieces }, (_, i) => ({ weight: `${(i % 50) + 1}.25` }))).total;
}

/** The small-message cases: their verdicts come from CPU per request over more, shorter rounds. */
export const SMALL_CASES = ["soap11", "soap12", "httpget", "httppost"];

/**
 * The class-result cases against node-soap judged (1,000 shipments) or read beside it (10) by CPU per request:
 * more rounds too (BENCH_CLASS_ROUNDS of BENCH_CLASS_SECONDS). 10,000 shipments keeps its few long rounds.
 */
export const CLASS_CASES = ["classes10", "classes1000"];

/**
 * The server cases. `request` is what the load generator sends; `rows` the size of the DataSet result
 * (GetStatus); `soap` whether node-soap can serve the case (it has no HTTP GET/POST bindings); `counted`:
 * each round sends a fixed number of requests and waits for every answer (CPU per request exact, where the
 * work on 32 requests in flight at the end of a timed round is a large part of a round).
 */
export const SERVER_CASES = [
  {
    id: "soap11",
    title: "SOAP 1.1 GetStatusRequest",
    operation: "GetStatusRequest",
    soap: true,
    request: {
      method: "POST",
      path: ENDPOINT_PATH,
      headers: { "content-type": "text/xml; charset=utf-8", soapaction: `"${NAMESPACE}/GetStatusRequest"` },
      body: envelope("1.1", statusParams("GetStatusRequest")),
    },
  },
  {
    id: "soap12",
    title: "SOAP 1.2 GetStatusRequest",
    operation: "GetStatusRequest",
    soap: true,
    request: {
      method: "POST",
      path: ENDPOINT_PATH,
      headers: { "content-type": `application/soap+xml; charset=utf-8; action="${NAMESPACE}/GetStatusRequest"` },
      body: envelope("1.2", statusParams("GetStatusRequest")),
    },
  },
  {
    id: "httpget",
    title: "HTTP GET GetStatusRequest",
    operation: "GetStatusRequest",
    soap: false,
    request: { method: "GET", path: `${ENDPOINT_PATH}/GetStatusRequest?${FORM}`, headers: {} },
  },
  {
    id: "httppost",
    title: "HTTP POST GetStatusRequest",
    operation: "GetStatusRequest",
    soap: false,
    request: {
      method: "POST",
      path: `${ENDPOINT_PATH}/GetStatusRequest`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: FORM,
    },
  },
  getStatusCase("dataset2", 2),
  getStatusCase("dataset1000", 1000),
  // 2.2 MB answers to every connection at once: what the server holds in memory per response in flight.
  getStatusCase("dataset10000", 10000),
  findShipmentsCase("classes10", 10),
  findShipmentsCase("classes1000", 1000),
  // 11 MB answers taking the generated server about half a second and node-soap seconds each: 32 connections
  // would leave no answer within a round, so this case has its own load (2 connections, rounds of 8 s).
  { ...findShipmentsCase("classes10000", 10000), connections: 2, minSeconds: 8 },
  quoteCase("classreq1000", 1000),
];

export function caseById(id) {
  // Quote requests of any size (the memory measurement's reference sizes): classreqN.
  const pieces = /^classreq(\d+)$/.exec(id);
  if (pieces && !SERVER_CASES.some((c) => c.id === id)) return quoteCase(id, Number(pieces[1]));
  const found = SERVER_CASES.find((c) => c.id === id);
  if (!found) throw new Error(`no server case '${id}' (known: ${SERVER_CASES.map((c) => c.id).join(", ")})`);
  return found;
}

function count(text, needle) {
  let n = 0;
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + needle.length)) n++;
  return n;
}

/**
 * Whether a response body carries the case's result (any server: element names and escaping as on the
 * wire, envelope details free). Returns a problem, or undefined when it is fine.
 */
export function checkResponse(benchCase, status, body) {
  if (status !== 200) return `HTTP ${status}: ${body.slice(0, 300)}`;
  if (benchCase.operation === "FindShipments") {
    const found = count(body, "<Shipment ");
    if (found !== benchCase.shipments)
      return `expected ${benchCase.shipments} Shipment elements, found ${found}: ${body.slice(0, 300)}`;
    if (!body.includes("<TrackNum>T0000000000</TrackNum>") || !body.includes("<Reference>INV-0</Reference>"))
      return `the shipment values are missing: ${body.slice(0, 300)}`;
    return undefined;
  }
  if (benchCase.operation === "Quote") {
    const total = quoteTotal(benchCase.pieces);
    if (!body.includes(`<total>${total}</total>`)) return `expected the total ${total}: ${body.slice(0, 600)}`;
    return undefined;
  }
  if (benchCase.operation === "GetStatusRequest") {
    if (!body.includes(`>${STATUS_TEXT_XML}</`)) return `the result text is missing: ${body.slice(0, 300)}`;
    return undefined;
  }
  const rows = count(body, "<Status ") + count(body, "<Status>");
  if (rows !== benchCase.rows) return `expected ${benchCase.rows} Status rows, found ${rows}: ${body.slice(0, 300)}`;
  if (
    !body.includes(`<TrackNum>${TRACK_NUM}-0</TrackNum>`) ||
    (!body.includes("<StatusCode>DL &amp; signed</StatusCode>") && benchCase.rows > 3)
  )
    return `the row values are missing: ${body.slice(0, 300)}`;
  return undefined;
}
