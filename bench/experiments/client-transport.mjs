#!/usr/bin/env node
/**
 * EXPERIMENT: a leaner Node transport for the generated client, on a patched copy of dist/ (bench/.work/).
 * No parser change: only runtime/client/node-transport.js.
 *
 * A profile of the client at 32 calls in flight (bench/profile.mjs client generated-node 32) puts ~22% of
 * its CPU in the transport's http.request call; a fifth of that wires the AbortSignal into the request
 * (addAbortSignal, an abort listener and end-of-stream watchers per call) and another fifth turns a URL
 * object into request options. The patched transport
 *   (a) parses each endpoint URL once into plain request options,
 *   (b) does not hand the signal to http.request but destroys the request from one abort listener that it
 *       removes when the exchange ends,
 *   (c) decodes a UTF-8 body with Buffer#toString (BOM dropped, as TextDecoder does), the charset looked up
 *       once per content type instead of building two TextDecoders per call.
 * The client core still tells abort and time-out apart by its own flags; the experiment checks both still
 * surface as AbortedError and TimeoutError. A/B over HTTP with the client benchmark's children.
 *
 *   node bench/experiments/client-transport.mjs [--rounds 6] [--seconds 2]
 */
import { join } from "node:path";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { abClient } from "./ab.mjs";
import { patchedDist, removeWork } from "./patched-dist.mjs";

const { values } = parseArgs({
  options: { rounds: { type: "string", default: "6" }, seconds: { type: "string", default: "2" } },
});

const LEAN_TRANSPORT = {
  file: "runtime/client/node-transport.js",
  transform: (text) => {
    const edits = [
      [
        '    return (request) => new Promise((resolve, reject) => {\n        const url = new URL(request.url);\n        const secure = url.protocol === "https:";',
        [
          "    const targets = new Map();",
          "    const decoders = new Map();",
          "    const decode = (contentType, bytes) => {",
          "        let decoder = decoders.get(contentType);",
          "        if (decoder === undefined) {",
          "            const label = charsetOf(contentType);",
          '            decoder = label === "utf-8" ? null : new TextDecoder(label);',
          "            if (decoders.size < 100) decoders.set(contentType, decoder);",
          "        }",
          "        if (decoder !== null) return decoder.decode(bytes);",
          '        const text = bytes.toString("utf8");',
          "        return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;",
          "    };",
          "    return (request) => new Promise((resolveCall, rejectCall) => {",
          "        let target = targets.get(request.url);",
          "        if (target === undefined) {",
          "            const u = new URL(request.url);",
          '            target = { secure: u.protocol === "https:", options: { protocol: u.protocol, hostname: u.hostname.replace(/^\\[|\\]$/g, ""), port: u.port, path: u.pathname + u.search } };',
          "            if (targets.size < 100) targets.set(request.url, target);",
          "        }",
          "        const secure = target.secure;",
          "        const signal = request.signal;",
          '        const onAbort = () => req.destroy(new Error("aborted"));',
          '        const settle = () => signal.removeEventListener("abort", onAbort);',
          "        const resolve = (value) => { settle(); resolveCall(value); };",
          "        const reject = (error) => { settle(); rejectCall(error); };",
        ].join("\n"),
      ],
      [
        "(secure ? httpsRequest : httpRequest)(url, { method: request.method, headers, agent: secure ? httpsAgent : httpAgent, signal: request.signal }, (res) => {",
        "(secure ? httpsRequest : httpRequest)({ ...target.options, method: request.method, headers, agent: secure ? httpsAgent : httpAgent }, (res) => {",
      ],
      ["body: new TextDecoder(charsetOf(contentType)).decode(bytes),", "body: decode(contentType, bytes),"],
      [
        '        req.on("error", reject);\n',
        '        req.on("error", reject);\n        if (signal.aborted) onAbort();\n        else signal.addEventListener("abort", onAbort, { once: true });\n',
      ],
    ];
    for (const [find, replace] of edits) {
      if (text.split(find).length !== 2) throw new Error(`node-transport.js changed; expected once: ${find.slice(0, 90)}`);
      text = text.replace(find, replace);
    }
    return text;
  },
};

/** The lean transport still times out and aborts: against a server that never answers. */
async function checkAbortAndTimeout(dist) {
  const { createServer } = await import("node:http");
  const silent = createServer(() => undefined);
  await new Promise((resolve) => silent.listen(0, "127.0.0.1", resolve));
  try {
    const { ShipmentOperationsClient, TimeoutError, AbortedError } = await import(
      pathToFileURL(join(dist, "client.js")).href
    );
    const endpoint = `http://127.0.0.1:${silent.address().port}/ShipmentOperations.asmx`;
    const client = new ShipmentOperationsClient({ endpoint, allowInsecureHttp: true, timeoutMs: 200 });
    const input = { trackNum: "T", trackNumType: "HAWB", lastStatusOnly: true };
    const timedOut = await client.getStatusRequest(input).then(() => "answered", (e) => e);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const aborted = await client
      .getStatusRequest(input, { signal: controller.signal, timeoutMs: 5000 })
      .then(() => "answered", (e) => e);
    if (!(timedOut instanceof TimeoutError) || !(aborted instanceof AbortedError))
      throw new Error(`expected TimeoutError and AbortedError, got ${timedOut?.name} and ${aborted?.name}`);
    process.stdout.write("lean transport: a time-out still gives TimeoutError and an abort AbortedError\n");
  } finally {
    silent.closeAllConnections();
    silent.close();
  }
}

try {
  const lean = patchedDist("client-lean-transport", [LEAN_TRANSPORT]);
  await checkAbortAndTimeout(lean);
  const options = { variant: "generated-node", inFlight: 32, rounds: Number(values.rounds), seconds: Number(values.seconds) };
  process.stdout.write(`B = lean Node transport:\n${await abClient(lean, options)}\n`);
} finally {
  removeWork();
}
