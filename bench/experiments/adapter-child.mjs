/**
 * EXPERIMENT child: one variant of "node:http answering constant bytes", each adding one thing the
 * generated server's node adapter does, so node-adapter.mjs can tell what each costs per request.
 *
 *   node bench/experiments/adapter-child.mjs VARIANT    (then IPC, like bench/lib/server-child.mjs)
 *
 * bare            the benchmark's bare server: read the body, writeHead(object), end(bytes)
 * server-options  + createServer({ headersTimeout, requestTimeout }) as listen() sets them
 * async-answer    + the answer sent from a promise continuation instead of the 'end' event
 * body-reader     + nodeListener's way of reading: data/end/close/error listeners, a timer, off() ×3
 * adapter         the package's own listen()/nodeListener around a stub server answering the bytes
 * adapter-encode  + the stub encodes its answer per request (TextEncoder, header pairs), as respond() does
 * adapter-async   + the stub answers through a promise, as an async handler would
 * serve-discarded the real serve() runs for each request but the stub sends the constant bytes
 * generated       the generated server (listen + createShipmentOperationsServer), as in the benchmark
 * bare-saxes      bare + the body decoded and run through a SaxesParser with no handlers (xmlns on)
 * bare-parse      bare + the body decoded and parsed by the runtime's parseXml (saxes → tree)
 */
import { createServer } from "node:http";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { STATUS_TEXT } from "../lib/cases.mjs";
import { DIST, ENDPOINT_PATH, serveRequests } from "../lib/common.mjs";

const [variant] = process.argv.slice(2);
const node = await import(pathToFileURL(join(DIST, "node.js")).href);
const serverModule = await import(pathToFileURL(join(DIST, "server.js")).href);
const text = () => STATUS_TEXT;
const generated = serverModule.createShipmentOperationsServer(
  {
    getQuotesRequest: text,
    getQuotes: () => null,
    uploadShipmentsRequest: text,
    uploadShipmentsRs: text,
    getStatus: () => null,
    getStatusRef: () => null,
    getStatusRequest: text,
    viewNextAvailableMawbNum: text,
    reserveNextMawbNum: text,
  },
  { path: ENDPOINT_PATH },
);

function listenOn(server) {
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server.address().port)));
}

async function start(response) {
  const body = Buffer.from(response.body, "base64");
  const headerObject = Object.fromEntries(response.headers);
  const headerPairs = response.headers;
  const { maxBodyBytes, requestTimeoutMs } = generated.limits;
  const headersTimeout = Math.min(60_000, requestTimeoutMs);
  const answer = (res) => {
    res.writeHead(response.status, headerObject);
    res.end(body);
  };
  switch (variant) {
    case "bare":
      return listenOn(
        createServer((req, res) => {
          req.on("data", () => {});
          req.on("end", () => answer(res));
        }),
      );
    case "server-options":
      return listenOn(
        createServer({ headersTimeout, requestTimeout: headersTimeout + requestTimeoutMs + 1000 }, (req, res) => {
          req.on("data", () => {});
          req.on("end", () => answer(res));
        }),
      );
    case "async-answer":
      return listenOn(
        createServer((req, res) => {
          req.on("data", () => {});
          req.on("end", () => Promise.resolve().then(() => answer(res)));
        }),
      );
    case "body-reader":
      return listenOn(
        createServer((req, res) => {
          const chunks = [];
          let settled = false;
          const stop = () => {
            settled = true;
            clearTimeout(timer);
            req.off("data", onData);
            req.off("end", onEnd);
            req.off("close", onClose);
          };
          const onData = (chunk) => {
            if (chunks.length < 1e6) chunks.push(chunk);
          };
          const onEnd = () => {
            stop();
            answer(res);
          };
          const onClose = () => {
            if (!settled) stop();
          };
          const timer = setTimeout(() => undefined, requestTimeoutMs);
          req.on("data", onData);
          req.on("end", onEnd);
          req.on("close", onClose);
          req.on("error", onClose);
        }),
      );
    case "bare-saxes":
    case "bare-parse": {
      const { SaxesParser } = await import("saxes");
      const { parseXml } = await import(pathToFileURL(join(DIST, "runtime", "xml", "tree.js")).href);
      const parse =
        variant === "bare-parse"
          ? parseXml
          : (text) => new SaxesParser({ xmlns: true, position: true }).write(text).close();
      return listenOn(
        createServer((req, res) => {
          const chunks = [];
          req.on("data", (c) => chunks.push(c));
          req.on("end", () => {
            parse(Buffer.concat(chunks).toString("utf8"));
            answer(res);
          });
        }),
      );
    }
    case "adapter": {
      const stub = { ...generated, serve: () => ({ status: response.status, headers: headerPairs, body }) };
      const listening = await node.listen(stub, { port: 0, host: "127.0.0.1" });
      return Number(new URL(listening.url).port);
    }
    case "adapter-encode": {
      // The stub builds its answer per request like the runtime's respond(): TextEncoder bytes, header pairs.
      const encoder = new TextEncoder();
      const textBody = body.toString("utf8");
      const stub = {
        ...generated,
        serve: () => {
          const bytes = encoder.encode(textBody);
          return {
            status: response.status,
            headers: [
              ["Cache-Control", "private, max-age=0"],
              ["Content-Type", headerObject["Content-Type"]],
              ["Content-Length", String(bytes.byteLength)],
            ],
            body: bytes,
          };
        },
      };
      const listening = await node.listen(stub, { port: 0, host: "127.0.0.1" });
      return Number(new URL(listening.url).port);
    }
    case "serve-discarded": {
      // The real serve() runs for every request, but the constant bytes are sent: what serve() itself costs here.
      const stub = {
        ...generated,
        serve: (request) => {
          const real = generated.serve(request);
          if (real instanceof Promise)
            return real.then(() => ({ status: response.status, headers: headerPairs, body }));
          return { status: response.status, headers: headerPairs, body };
        },
      };
      const listening = await node.listen(stub, { port: 0, host: "127.0.0.1" });
      return Number(new URL(listening.url).port);
    }
    case "adapter-async": {
      const stub = {
        ...generated,
        serve: () => Promise.resolve({ status: response.status, headers: headerPairs, body }),
      };
      const listening = await node.listen(stub, { port: 0, host: "127.0.0.1" });
      return Number(new URL(listening.url).port);
    }
    case "generated": {
      const listening = await node.listen(generated, { port: 0, host: "127.0.0.1" });
      return Number(new URL(listening.url).port);
    }
    default:
      throw new Error(`unknown variant ${variant}`);
  }
}

serveRequests(async (message) => {
  if (message.cmd === "start") return { port: await start(message.response) };
  if (message.cmd === "stats") {
    const cpu = process.cpuUsage();
    return { rss: process.memoryUsage.rss(), peak: 0, cpuSeconds: (cpu.user + cpu.system) / 1e6 };
  }
  throw new Error(`unknown command ${message.cmd}`);
});
process.send({ type: "ready", pid: process.pid });
