/**
 * Memory of a client reading one very large DataSet response (client part): the generated server's
 * GetStatus answer of LARGE_ROWS status rows (about 50 MB) is served by a bare node:http server in this
 * process, and the generated client (default Node transport and limits) calls it once from a child process
 * of its own, so that its resident set holds nothing else. Reported: the child's RSS before the call (after
 * a full collection), its peak during the call (the kernel's maxrss), what stays after a collection with the
 * decoded DataSet still held, and the call's time.
 *
 *   node bench/lib/large-response.mjs child PORT   (the measured client; started by measureLargeResponse)
 */
import { createServer } from "node:http";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { SERVER_CASES, STATUS_COLUMNS, STATUS_TEXT, TRACK_NUM, statusRows } from "./cases.mjs";
import { DIST, ENDPOINT_PATH, LOAD_CORE, serveRequests, startChild } from "./common.mjs";

/** Rows of the large response: 51 MB over SOAP 1.1. */
export const LARGE_ROWS = 226_000;

const load = (file) => import(pathToFileURL(join(DIST, file)).href);

/** The generated server's SOAP 1.1 answer to GetStatus with `rows` rows: status, content type, bytes. */
async function largeAnswer(rows) {
  const { createShipmentOperationsServer, dataSet, table } = await load("server.js");
  const status = dataSet("StatusDataSet", [table("Status", STATUS_COLUMNS, statusRows(rows))]);
  const text = () => STATUS_TEXT;
  const server = createShipmentOperationsServer.partial(
    { getStatus: () => status, getStatusRequest: text },
    { path: ENDPOINT_PATH },
  );
  const soap = SERVER_CASES.find((c) => c.id === "dataset1000").request;
  const response = await server.handle({
    method: "POST",
    url: soap.path,
    headers: { host: "127.0.0.1", ...soap.headers },
    body: Buffer.from(soap.body),
  });
  if (response.status !== 200) throw new Error(`GetStatus of ${rows} rows: HTTP ${response.status}`);
  return { headers: Object.fromEntries(response.headers), body: Buffer.from(response.body) };
}

export async function measureLargeResponse() {
  const answer = await largeAnswer(LARGE_ROWS);
  const http = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      res.writeHead(200, answer.headers);
      res.end(answer.body);
    });
  });
  await new Promise((resolve) => http.listen(0, "127.0.0.1", resolve));
  const script = fileURLToPath(import.meta.url);
  const client = await startChild(script, ["child", String(http.address().port)], {
    core: LOAD_CORE,
    execArgv: ["--expose-gc"],
  });
  try {
    const measured = await client.request({ cmd: "call" });
    if (measured.rows !== LARGE_ROWS) throw new Error(`large response: read ${measured.rows} rows of ${LARGE_ROWS}`);
    return { rows: LARGE_ROWS, bytes: answer.body.length, ...measured };
  } finally {
    client.child.kill();
    http.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href && process.argv[2] === "child") {
  const { ShipmentOperationsClient } = await load("client.js");
  const client = new ShipmentOperationsClient({
    endpoint: `http://127.0.0.1:${process.argv[3]}${ENDPOINT_PATH}`,
    allowInsecureHttp: true,
  });
  serveRequests(async () => {
    globalThis.gc();
    const before = process.memoryUsage.rss();
    const started = performance.now();
    const result = await client.getStatus({ trackNum: TRACK_NUM, trackNumType: "HAWB", lastStatusOnly: false });
    const milliseconds = performance.now() - started;
    const peak = process.resourceUsage().maxRSS * 1024;
    globalThis.gc();
    const retained = process.memoryUsage.rss();
    return {
      rows: result.table("Status").rows.length,
      milliseconds,
      rssBefore: before,
      rssPeak: peak,
      rssRetained: retained,
    };
  });
  process.send({ type: "ready", pid: process.pid });
}
