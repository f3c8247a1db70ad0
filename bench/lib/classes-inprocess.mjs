/**
 * The class path in process, against saxes itself (no HTTP: these figures are the runtime's own work), on
 * the ShipmentTracking package (lib/classes.mjs):
 *
 * - encode (server part): `server.handle()` of FindShipments answering 1,000 and 10,000 shipments (MB/s of
 *   the response body: the value writer, the envelope and UTF-8 encoding), and a bare saxes pass over the
 *   answer for scale.
 * - request decode (server part): `server.handle()` of a Quote request of 1,000 pieces (the value reader
 *   decoding the class array; the handler sums the weights, the answer is small) against a bare saxes pass
 *   over the same request text.
 * - decode (client part): the FindShipments response of 10, 1,000 and 10,000 shipments read by the
 *   generated client (an in-memory transport answering those bytes) and by node-soap's client
 *   (`wsdl.xmlToObject`, the parse its client runs on a response), against a bare saxes pass.
 *
 * Items alternate in short slices (lib/interleave.mjs), so a busy machine slows all of them alike: compare
 * ratios, not absolutes. Each measurement also samples the machine (other processes' CPU use).
 */
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { SaxesParser } from "saxes";
import {
  findShipmentsBody,
  quoteAnswer,
  quoteBody,
  shipments,
  soapRequest,
  TRACKING_DIST,
  TRACKING_PATH,
  TRACKING_WSDL,
} from "./classes.mjs";
import { loadWindow } from "./common.mjs";
import { interleaved } from "./interleave.mjs";

export const CLASS_ENCODE_SIZES = [1000, 10000];
export const CLASS_DECODE_SIZES = [10, 1000, 10000];
export const CLASS_REQUEST_PIECES = 1000;

const load = (file) => import(pathToFileURL(join(TRACKING_DIST, file)).href);

/** The generated server answering FindShipments with `count` shipments and Quote with the pieces' total. */
export async function trackingServer(count) {
  const { createShipmentTrackingServer } = await load("server.js");
  const list = shipments(count);
  return createShipmentTrackingServer.partial(
    { findShipments: () => list, quote: (input) => quoteAnswer(input.pieces ?? []) },
    { path: TRACKING_PATH },
  );
}

/** A server.handle() request from a case's HTTP request. */
export function handleRequest({ method, path, headers, body }) {
  return {
    method,
    url: path,
    headers: { host: "127.0.0.1", ...headers },
    body: Buffer.from(body),
    remoteAddress: "127.0.0.1",
    secure: false,
  };
}

async function answer(server, request) {
  const response = await server.handle(request);
  if (response.status !== 200) throw new Error(`${request.url}: HTTP ${response.status}`);
  const body = Buffer.from(response.body);
  const contentType = response.headers.find(([name]) => name.toLowerCase() === "content-type")?.[1];
  return { body, text: body.toString("utf8"), contentType };
}

/** saxes with no-op handlers (start tags, text, end tags), the runtime's options, one reused parser. */
export function bareSaxes() {
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

/** Runs `items` interleaved and samples the machine meanwhile. */
async function timed(items, seconds, warmup) {
  const window = loadWindow([process.pid]);
  const result = await interleaved(items, seconds, 200, warmup);
  const machine = window.end();
  return {
    us: Object.fromEntries(result.map((t) => [t.name, t.microseconds])),
    cpu: Object.fromEntries(result.map((t) => [t.name, t.cpuMicroseconds])),
    foreignCores: machine?.foreignCores,
  };
}

/** Server side: the FindShipments answer of each size (MB/s), and the Quote request of 1,000 pieces decoded. */
export async function measureClassServer(seconds) {
  const saxes = bareSaxes();
  const encode = [];
  for (const count of CLASS_ENCODE_SIZES) {
    const server = await trackingServer(count);
    const request = handleRequest(soapRequest("FindShipments", findShipmentsBody()));
    const { body, text } = await answer(server, request);
    if (!text.includes(`<TrackNum>T${String(count - 1).padStart(10, "0")}</TrackNum>`))
      throw new Error(`the ${count}-shipment answer lacks its last shipment`);
    const t = await timed(
      [
        { name: "handle", fn: () => server.handle(request) },
        { name: "saxes", fn: () => saxes(text) },
      ],
      seconds,
      count >= 10000 ? 3 : 20,
    );
    encode.push({
      shipments: count,
      responseBytes: body.length,
      microseconds: t.us,
      cpuMicroseconds: t.cpu,
      mbPerSecond: { handle: body.length / t.us.handle, saxes: body.length / t.us.saxes },
      foreignCores: t.foreignCores,
    });
  }
  const server = await trackingServer(0);
  const quote = soapRequest("Quote", quoteBody(CLASS_REQUEST_PIECES));
  const request = handleRequest(quote);
  const expected = quoteAnswer(
    Array.from({ length: CLASS_REQUEST_PIECES }, (_, i) => ({ weight: `${(i % 50) + 1}.25` })),
  ).total;
  const { text } = await answer(server, request);
  if (!text.includes(`<total>${expected}</total>`)) throw new Error(`Quote: expected the total ${expected}: ${text}`);
  const t = await timed(
    [
      { name: "handle", fn: () => server.handle(request) },
      { name: "saxes", fn: () => saxes(quote.body) },
    ],
    seconds,
    20,
  );
  const requestDecode = {
    pieces: CLASS_REQUEST_PIECES,
    requestBytes: Buffer.byteLength(quote.body),
    microseconds: t.us,
    cpuMicroseconds: t.cpu,
    ratioToSaxes: t.us.handle / t.us.saxes,
    cpuRatioToSaxes: t.cpu.handle / t.cpu.saxes,
    foreignCores: t.foreignCores,
  };
  return { encode, requestDecode };
}

/** Client side: the FindShipments response of each size read by the generated client and by node-soap's. */
export async function measureClassDecode(seconds) {
  const { ShipmentTrackingClient } = await load("client.js");
  const soap = (await import("soap")).default;
  const soapClient = await soap.createClientAsync(TRACKING_WSDL, { endpoint: `http://127.0.0.1:9${TRACKING_PATH}` });
  const saxes = bareSaxes();
  const results = [];
  for (const count of CLASS_DECODE_SIZES) {
    const server = await trackingServer(count);
    const { body, text, contentType } = await answer(server, handleRequest(soapRequest("FindShipments", findShipmentsBody())));
    const client = new ShipmentTrackingClient({
      endpoint: `https://bench.invalid${TRACKING_PATH}`,
      binding: "soap11",
      transport: async () => ({ status: 200, contentType, body: text }),
    });
    const input = { trackNums: ["T0000000000"], state: "InTransit", since: "2024-01-02T03:04:05Z" };
    const check = (list, what) => {
      if (!Array.isArray(list) || list.length !== count) throw new Error(`${what}: expected ${count} shipments`);
    };
    check(await client.findShipments(input), "generated client");
    const soapRead = () => soapClient.wsdl.xmlToObject(text);
    const viaSoap = soapRead()?.Body?.FindShipmentsResponse?.FindShipmentsResult?.Shipment;
    check(count === 1 && !Array.isArray(viaSoap) ? [viaSoap] : viaSoap, "node-soap");
    const t = await timed(
      [
        { name: "saxes", fn: () => saxes(text) },
        { name: "client", fn: () => client.findShipments(input) },
        { name: "soap", fn: soapRead },
      ],
      seconds,
      count >= 10000 ? 2 : count >= 1000 ? 10 : 200,
    );
    results.push({
      shipments: count,
      bytes: body.length,
      microseconds: t.us,
      cpuMicroseconds: t.cpu,
      ratioToSaxes: { client: t.us.client / t.us.saxes, soap: t.us.soap / t.us.saxes },
      cpuRatioToSaxes: { client: t.cpu.client / t.cpu.saxes, soap: t.cpu.soap / t.cpu.saxes },
      generatedToSoap: t.us.soap / t.us.client,
      foreignCores: t.foreignCores,
    });
  }
  return results;
}
