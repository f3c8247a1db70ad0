/**
 * One client under test, in a process of its own (pinned to the load core by the parent).
 *
 *   node bench/lib/client-child.mjs VARIANT PORT
 *
 * VARIANT: `generated-node` (the generated client with its default transport in Node, the node:http
 * one), `generated-fetch` (the generated client with `fetchTransport()`), `soap` (node-soap's client made
 * from the generated WSDL), `bare-node` (node:http posting the same envelope and reading the body as text:
 * the limit of a Node client), `bare-saxes` (the same, parsing each response with saxes: the client
 * goal's baseline). Every call is GetStatusRequest over SOAP 1.1 to the constant server on PORT.
 *
 * Protocol (IPC): sends { type: "ready" }; { cmd: "check" } → { result } (one call);
 * { cmd: "run", inFlight, seconds } → { calls, seconds, p50, p99, cpuSeconds, rss }.
 */
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { DIST, ENDPOINT_PATH, serveRequests, WSDL_FILE } from "./common.mjs";
import { caseById, NAMESPACE, STATUS_TEXT, STATUS_TEXT_XML, TRACK_NUM } from "./cases.mjs";

const SOAP11_REQUEST = caseById("soap11").request.body;

const [variant, portText] = process.argv.slice(2);
const endpoint = `http://127.0.0.1:${portText}${ENDPOINT_PATH}`;

async function makeCall() {
  if (variant === "generated-node" || variant === "generated-fetch") {
    const { ShipmentOperationsClient, fetchTransport } = await import(pathToFileURL(join(DIST, "client.js")).href);
    const client = new ShipmentOperationsClient({
      endpoint,
      allowInsecureHttp: true,
      ...(variant === "generated-fetch" ? { transport: fetchTransport() } : {}),
    });
    const input = { trackNum: TRACK_NUM, trackNumType: "HAWB", lastStatusOnly: true };
    return () => client.getStatusRequest(input);
  }
  if (variant === "soap") {
    const soap = (await import("soap")).default;
    const client = await soap.createClientAsync(WSDL_FILE, { endpoint });
    // The SOAP 1.1 port's method (the client's top-level methods belong to whichever port came last).
    const method = client.ShipmentOperations.ShipmentOperationsSoap.GetStatusRequest;
    const args = { TrackNum: TRACK_NUM, TrackNumType: "HAWB", LastStatusOnly: true };
    return () =>
      new Promise((resolve, reject) => {
        method(args, (error, result) => (error ? reject(error) : resolve(result.GetStatusRequestResult)));
      });
  }
  if (variant === "bare-saxes") {
    // The baseline of the client goal (issue #31): the bare node:http client, parsing each response with
    // saxes as the runtime does (namespaces, positions, one reused parser, no-op handlers).
    const { SaxesParser } = await import("saxes");
    const parser = new SaxesParser({ xmlns: true, position: true });
    let text = "";
    parser.on("opentag", () => {});
    parser.on("text", (t) => {
      if (t === STATUS_TEXT) text = t;
    });
    parser.on("closetag", () => {});
    const bare = await bareClient();
    return async () => {
      const body = await bare();
      text = "";
      parser.write(body).close();
      return text;
    };
  }
  if (variant === "bare-node") {
    const bare = await bareClient();
    return async () => {
      const text = await bare();
      return text.includes(STATUS_TEXT_XML) ? STATUS_TEXT : text;
    };
  }
  throw new Error(`unknown client variant '${variant}'`);
}

/** node:http with a keep-alive agent posting the SOAP 1.1 envelope; resolves with the body as text. */
async function bareClient() {
  // The limit of a Node client: node:http with a keep-alive agent posting the same envelope and reading
  // the whole body as text; no XML written or read. A reference, like the bare server.
  const { Agent, request } = await import("node:http");
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const url = new URL(endpoint);
  const body = SOAP11_REQUEST;
  const headers = {
    "Content-Type": "text/xml; charset=utf-8",
    SOAPAction: `"${NAMESPACE}/GetStatusRequest"`,
    "Content-Length": String(Buffer.byteLength(body)),
  };
  return () =>
    new Promise((resolve, reject) => {
      const req = request(
        { host: url.hostname, port: url.port, path: url.pathname, method: "POST", headers, agent },
        (res) => {
          res.setEncoding("utf8");
          let text = "";
          res.on("data", (chunk) => (text += chunk));
          res.on("end", () => resolve(text));
          res.on("error", reject);
        },
      );
      req.on("error", reject);
      req.end(body);
    });
}

const call = await makeCall();

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** `inFlight` loops, each calling again as soon as its call returns, until `seconds` have passed. */
async function run(inFlight, seconds) {
  const times = [];
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const loop = async () => {
    while (performance.now() < deadline) {
      const t = performance.now();
      await call();
      times.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, loop));
  const elapsed = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  times.sort((a, b) => a - b);
  return {
    calls: times.length,
    seconds: elapsed,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    rss: process.memoryUsage.rss(),
  };
}

serveRequests(async (message) => {
  if (message.cmd === "check") return { result: await call() };
  if (message.cmd === "run") return run(message.inFlight, message.seconds);
  throw new Error(`unknown command ${message.cmd}`);
});
process.send({ type: "ready", pid: process.pid });
