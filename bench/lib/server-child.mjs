/**
 * One server under load, in a process of its own (pinned to the server core by the parent).
 *
 *   node bench/lib/server-child.mjs KIND CASE
 *
 * KIND: `generated` (the generated server, node adapter `listen`), `bare` (node:http answering the bytes
 * the generated server answers, given by the parent: the limit of a Node server), `saxes` (the same, after
 * parsing the request's envelope with saxes: the floor of any server that reads SOAP strictly), `soap`
 * (node-soap with the generated WSDL). CASE: a server case id (decides the size of the GetStatus DataSet).
 *
 * Protocol (IPC): sends { type: "ready" }; then { cmd: "start", response? } → { port };
 * { cmd: "stats" } → { rss, peak, cpuSeconds, requests } (peak RSS since the previous stats; requests: how
 * many HTTP requests the process's servers have begun to handle, whoever wrote the server).
 */
import { subscribe } from "node:diagnostics_channel";
import { createServer } from "node:http";
import { readFileSync } from "node:fs";
import { SaxesParser } from "saxes";
import { caseById, STATUS_COLUMNS, STATUS_TEXT, statusRows } from "./cases.mjs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { DIST, ENDPOINT_PATH, rssSampler, serveRequests, WSDL_FILE } from "./common.mjs";
import { quoteAnswer, shipments, soapShipments, TRACKING_DIST, TRACKING_PATH, TRACKING_WSDL } from "./classes.mjs";

const [kind, caseId] = process.argv.slice(2);
const benchCase = caseById(caseId);
const tracking = benchCase.service === "tracking";
const rows = tracking ? [] : statusRows(benchCase.rows ?? 2);
const memory = rssSampler();
// Counted by node:http itself for every server in this process (the generated server's `listen`, node-soap's
// and the bare ones alike): the parent divides CPU time by it once the server is idle again, so requests
// still queued when the load stopped count with the CPU spent on them.
let requests = 0;
subscribe("http.server.request.start", () => requests++);

/**
 * The generated ShipmentTracking server: FindShipments answers the case's shipments (built once), Quote
 * reads every piece of its input and answers the total.
 */
async function startGeneratedTracking() {
  const { createShipmentTrackingServer } = await import(pathToFileURL(join(TRACKING_DIST, "server.js")).href);
  const { listen } = await import(pathToFileURL(join(TRACKING_DIST, "node.js")).href);
  const list = shipments(benchCase.shipments ?? 0);
  const server = createShipmentTrackingServer.partial(
    { findShipments: () => list, quote: (input) => quoteAnswer(input.pieces ?? []) },
    { path: TRACKING_PATH },
  );
  const listening = await listen(server, { port: 0, host: "127.0.0.1" });
  return Number(new URL(listening.url).port);
}

/** node-soap with the ShipmentTracking WSDL and the same handlers in its object form. */
async function startSoapTracking() {
  const soap = (await import("soap")).default;
  const wsdl = readFileSync(TRACKING_WSDL, "utf8");
  const list = soapShipments(benchCase.shipments ?? 0);
  const operations = {
    FindShipments: () => ({ FindShipmentsResult: { Shipment: list } }),
    Quote: (args) => {
      const piece = args.pieces?.Piece ?? [];
      const answer = quoteAnswer(Array.isArray(piece) ? piece : [piece]);
      return { QuoteResult: answer.result, total: answer.total, currency: answer.currency };
    },
  };
  const http = createServer((req, res) => {
    res.statusCode = 404;
    res.end();
  });
  await new Promise((resolve) => http.listen(0, "127.0.0.1", resolve));
  soap.listen(
    http,
    TRACKING_PATH,
    { ShipmentTracking: { ShipmentTrackingSoap: operations, ShipmentTrackingSoap12: operations } },
    wsdl,
  );
  return http.address().port;
}

/** The generated server with constant handlers (the DataSet is built once; serialising it is the server's job). */
async function startGenerated() {
  if (tracking) return startGeneratedTracking();
  const { createShipmentOperationsServer, dataSet, table } = await import(pathToFileURL(join(DIST, "server.js")).href);
  const { listen } = await import(pathToFileURL(join(DIST, "node.js")).href);
  const statusDataSet = dataSet("StatusDataSet", [table("Status", STATUS_COLUMNS, rows)]);
  const statusTable = table("StatusRef", STATUS_COLUMNS, rows);
  const server = createShipmentOperationsServer(
    {
      getQuotesRequest: () => STATUS_TEXT,
      getQuotes: () => null,
      uploadShipmentsRequest: () => STATUS_TEXT,
      uploadShipmentsRs: () => STATUS_TEXT,
      getStatus: () => statusDataSet,
      getStatusRef: () => statusTable,
      getStatusRequest: () => STATUS_TEXT,
      viewNextAvailableMawbNum: () => STATUS_TEXT,
      reserveNextMawbNum: () => STATUS_TEXT,
    },
    { path: ENDPOINT_PATH },
  );
  const listening = await listen(server, { port: 0, host: "127.0.0.1" });
  return Number(new URL(listening.url).port);
}

/**
 * node:http with nothing but reading the body and writing constant bytes; with `parse`, the body is first
 * decoded and parsed by saxes as the runtime parses it (namespaces, positions, one reused parser, no-op
 * handlers for start tags, text and end tags).
 */
function startBare(response, parse = false) {
  const body = Buffer.from(response.body, "base64");
  const headers = {};
  for (const [name, value] of response.headers) headers[name] = value;
  const answer = (res) => {
    res.writeHead(response.status, headers);
    res.end(body);
  };
  const parser = new SaxesParser({ xmlns: true, position: true });
  for (const event of ["opentag", "text", "closetag"]) parser.on(event, () => {});
  const server = createServer(
    parse
      ? (req, res) => {
          const chunks = [];
          req.on("data", (chunk) => chunks.push(chunk));
          req.on("end", () => {
            parser.write(Buffer.concat(chunks).toString("utf8")).close();
            answer(res);
          });
        }
      : (req, res) => {
          req.on("data", () => {});
          req.on("end", () => answer(res));
        },
  );
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server.address().port)));
}

/**
 * The GetStatus result as a node-soap service returns it: node-soap knows no DataSet, so the handler
 * gives the schema and the diffgram as an object tree that node-soap serialises (rows included).
 */
function soapDataSetObject() {
  const column = (name, type) => ({ attributes: { name, type: `xs:${type}`, minOccurs: "0" } });
  const schema = {
    attributes: {
      id: "StatusDataSet",
      xmlns: "",
      "xmlns:xs": "http://www.w3.org/2001/XMLSchema",
      "xmlns:msdata": "urn:schemas-microsoft-com:xml-msdata",
    },
    "xs:element": {
      attributes: { name: "StatusDataSet", "msdata:IsDataSet": "true", "msdata:UseCurrentLocale": "true" },
      "xs:complexType": {
        "xs:choice": {
          attributes: { minOccurs: "0", maxOccurs: "unbounded" },
          "xs:element": {
            attributes: { name: "Status" },
            "xs:complexType": {
              "xs:sequence": {
                "xs:element": Object.entries(STATUS_COLUMNS).map(([name, type]) => column(name, type)),
              },
            },
          },
        },
      },
    },
  };
  const diffgram = {
    attributes: {
      "xmlns:msdata": "urn:schemas-microsoft-com:xml-msdata",
      "xmlns:diffgr": "urn:schemas-microsoft-com:xml-diffgram-v1",
    },
    StatusDataSet: {
      attributes: { xmlns: "" },
      Status: rows.map((row, i) => ({
        attributes: { "diffgr:id": `Status${i + 1}`, "msdata:rowOrder": String(i) },
        TrackNum: row.TrackNum,
        StatusCode: row.StatusCode,
        StatusDate: row.StatusDate,
        Pieces: row.Pieces,
        Weight: row.Weight,
      })),
    },
  };
  return { "xs:schema": schema, "diffgr:diffgram": diffgram };
}

async function startSoap() {
  if (tracking) return startSoapTracking();
  const soap = (await import("soap")).default;
  const wsdl = readFileSync(WSDL_FILE, "utf8");
  const statusResult = soapDataSetObject();
  const text = (result) => () => ({ [result]: STATUS_TEXT });
  const operations = {
    GetQuotesRequest: text("GetQuotesRequestResult"),
    UploadShipmentsRequest: text("UploadShipmentsRequestResult"),
    UploadShipmentsRS: text("UploadShipmentsRSResult"),
    GetStatusRequest: text("GetStatusRequestResult"),
    ViewNextAvailableMAWBNum: text("ViewNextAvailableMAWBNumResult"),
    ReserveNextMAWBNum: text("ReserveNextMAWBNumResult"),
    GetStatus: () => ({ GetStatusResult: statusResult }),
  };
  const http = createServer((req, res) => {
    res.statusCode = 404;
    res.end();
  });
  await new Promise((resolve) => http.listen(0, "127.0.0.1", resolve));
  soap.listen(
    http,
    ENDPOINT_PATH,
    { ShipmentOperations: { ShipmentOperationsSoap: operations, ShipmentOperationsSoap12: operations } },
    wsdl,
  );
  return http.address().port;
}

serveRequests(async (message) => {
  if (message.cmd === "start") {
    const port =
      kind === "generated"
        ? await startGenerated()
        : kind === "bare" || kind === "saxes"
          ? await startBare(message.response, kind === "saxes")
          : kind === "soap"
            ? await startSoap()
            : undefined;
    if (port === undefined) throw new Error(`unknown server kind '${kind}'`);
    return { port };
  }
  if (message.cmd === "gc") {
    // Settles the heap (the child runs with --expose-gc for the memory measurement): the idle RSS.
    globalThis.gc?.();
    return {};
  }
  if (message.cmd === "stats") {
    const { rss, peak } = memory.take();
    const cpu = process.cpuUsage();
    return { rss, peak, cpuSeconds: (cpu.user + cpu.system) / 1e6, requests };
  }
  throw new Error(`unknown command ${message.cmd}`);
});
process.send({ type: "ready", pid: process.pid });
