/**
 * Large DataSets in process, against saxes itself (no HTTP: these figures are the runtime's own work):
 *
 * - decode (client part): the GetStatus response of 1,000 and 10,000 status rows over SOAP 1.1 and HTTP GET
 *   (the generated server's exact bytes), read by the generated client (a call with an in-memory transport
 *   answering those bytes), by the DataSet event path alone (parseXml with resultCapture, then the result
 *   element read), by the tree path (parseXml, then the same), and by a bare saxes pass over the same text
 *   with no-op handlers (same options as the runtime: namespaces and positions): the parser's own cost.
 * - encode (server part): encodeDataSet of the same DataSets (MB/s of the content written), and the whole
 *   `server.handle()` of the GetStatus request (MB/s of the response body).
 *
 * Items alternate in short slices (lib/interleave.mjs), so a busy machine slows all of them alike: compare
 * ratios, not absolutes.
 */
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { SaxesParser } from "saxes";
import { SERVER_CASES, STATUS_COLUMNS, STATUS_TEXT, TRACK_NUM, statusRows } from "./cases.mjs";
import { DIST, ENDPOINT_PATH, ROOT } from "./common.mjs";
import { interleaved } from "./interleave.mjs";

export const DATASET_SIZES = [1000, 10000];

const load = (file) => import(pathToFileURL(join(DIST, file)).href);
/** A module of the runtime package the generated package depends on (asmx-codegen-runtime, built in runtime/dist). */
const loadRuntime = (file) => import(pathToFileURL(join(ROOT, "runtime/dist", file)).href);

/** The generated server answering GetStatus with a DataSet of `rows` rows, and the requests of both bindings. */
async function statusServer(rows) {
  const { createShipmentOperationsServer, dataSet, table } = await load("server.js");
  const status = dataSet("StatusDataSet", [table("Status", STATUS_COLUMNS, statusRows(rows))]);
  const text = () => STATUS_TEXT;
  const server = createShipmentOperationsServer(
    {
      getQuotesRequest: text,
      getQuotes: () => null,
      uploadShipmentsRequest: text,
      uploadShipmentsRs: text,
      getStatus: () => status,
      getStatusRef: () => null,
      getStatusRequest: text,
      viewNextAvailableMawbNum: text,
      reserveNextMawbNum: text,
    },
    { path: ENDPOINT_PATH },
  );
  const soap = SERVER_CASES.find((c) => c.id === "dataset1000").request;
  const query = `TrackNum=${TRACK_NUM}&TrackNumType=HAWB&LastStatusOnly=false`;
  const requests = {
    soap11: { method: "POST", url: soap.path, headers: soap.headers, body: Buffer.from(soap.body) },
    httpGet: { method: "GET", url: `${ENDPOINT_PATH}/GetStatus?${query}`, headers: {}, body: Buffer.alloc(0) },
  };
  for (const request of Object.values(requests))
    Object.assign(request, { headers: { host: "127.0.0.1", ...request.headers }, remoteAddress: "127.0.0.1", secure: false });
  return { server, status, requests };
}

async function answer(server, request) {
  const response = await server.handle(request);
  if (response.status !== 200) throw new Error(`GetStatus ${request.method}: HTTP ${response.status}`);
  const body = Buffer.from(response.body);
  const contentType = response.headers.find(([name]) => name.toLowerCase() === "content-type")?.[1];
  return { body, text: body.toString("utf8"), contentType };
}

/** saxes with no-op handlers for what any reader needs (start tags, text, end tags), reused like the runtime's. */
function bareSaxes() {
  const parser = new SaxesParser({ xmlns: true, position: true });
  let elements = 0;
  parser.on("opentag", () => {
    elements++;
  });
  parser.on("text", () => {});
  parser.on("closetag", () => {});
  return (text) => {
    elements = 0;
    parser.write(text).close();
    return elements;
  };
}

function checkRows(dataSet, rows) {
  const count = dataSet?.table?.("Status")?.rows.length;
  if (count !== rows) throw new Error(`expected ${rows} rows, read ${count}`);
}

/** Client-side decoding of each size and binding; µs per document and ratios to the bare saxes pass. */
export async function measureDecode(seconds) {
  const { ShipmentOperationsClient } = await load("client.js");
  const { shipmentOperationsDescriptor: service } = await load("descriptor.js");
  const { parseXml } = await loadRuntime("xml/tree.js");
  const { resultCapture } = await loadRuntime("client/result-capture.js");
  const { readValueElement } = await loadRuntime("soap/values.js");
  const operation = service.operations.find((op) => op.name === "GetStatus");
  const saxes = bareSaxes();
  const results = [];
  for (const rows of DATASET_SIZES) {
    const { server, requests } = await statusServer(rows);
    for (const binding of ["soap11", "httpGet"]) {
      const { body, text, contentType } = await answer(server, requests[binding]);
      const client = new ShipmentOperationsClient({
        endpoint: `https://bench.invalid${ENDPOINT_PATH}`,
        binding,
        transport: async () => ({ status: 200, contentType, body: text }),
      });
      const input = { trackNum: TRACK_NUM, trackNumType: "HAWB", lastStatusOnly: false };
      const resultOf = (root) => {
        if (binding === "httpGet") return root;
        const envelopeBody = root.children.find((c) => typeof c !== "string" && c.local === "Body");
        const response = envelopeBody.children.find((c) => typeof c !== "string");
        return response.children.find((c) => typeof c !== "string" && c.local === operation.resultElement);
      };
      const capture = resultCapture(service, operation, binding);
      const items = [
        { name: "saxes", fn: () => saxes(text) },
        { name: "client", fn: () => client.getStatus(input) },
        { name: "events", fn: () => readValueElement(resultOf(parseXml(text, undefined, capture)), operation.result) },
        { name: "tree", fn: () => readValueElement(resultOf(parseXml(text)), operation.result) },
      ];
      checkRows(await items[1].fn(), rows);
      checkRows(items[2].fn(), rows);
      checkRows(items[3].fn(), rows);
      const timed = await interleaved(items, seconds, 200, rows >= 10000 ? 5 : 20);
      const us = Object.fromEntries(timed.map((t) => [t.name, t.microseconds]));
      const cpu = Object.fromEntries(timed.map((t) => [t.name, t.cpuMicroseconds]));
      const ratios = (of) => ({ client: of.client / of.saxes, events: of.events / of.saxes, tree: of.tree / of.saxes });
      results.push({
        rows,
        binding: binding === "soap11" ? "SOAP 1.1" : "HTTP GET",
        bytes: body.length,
        microseconds: us,
        cpuMicroseconds: cpu,
        ratioToSaxes: ratios(us),
        cpuRatioToSaxes: ratios(cpu),
      });
    }
  }
  return results;
}

/** Server-side encoding of each size: encodeDataSet, and the whole answer to the SOAP 1.1 request. */
export async function measureEncode(seconds) {
  const { encodeDataSet } = await loadRuntime("dataset/encode.js");
  const results = [];
  for (const rows of DATASET_SIZES) {
    const { server, status, requests } = await statusServer(rows);
    const contentBytes = Buffer.byteLength(encodeDataSet(status));
    const { body } = await answer(server, requests.soap11);
    if (!body.toString("utf8").includes(`<TrackNum>${TRACK_NUM}-${rows - 1}</TrackNum>`))
      throw new Error(`the ${rows}-row answer lacks its last row`);
    const items = [
      { name: "encode", fn: () => encodeDataSet(status) },
      { name: "handle", fn: () => server.handle(requests.soap11) },
    ];
    const timed = await interleaved(items, seconds, 200, rows >= 10000 ? 5 : 20);
    const us = Object.fromEntries(timed.map((t) => [t.name, t.microseconds]));
    results.push({
      rows,
      cpuMicroseconds: Object.fromEntries(timed.map((t) => [t.name, t.cpuMicroseconds])),
      contentBytes,
      responseBytes: body.length,
      microseconds: us,
      mbPerSecond: { encode: contentBytes / us.encode, handle: body.length / us.handle },
    });
  }
  return results;
}

