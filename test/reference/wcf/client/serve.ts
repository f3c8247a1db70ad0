/**
 * Starts the generated WCF server (generated/wcf-tracking/) with the echo handlers of WcfTracking.cs
 * (test/support/wcf-echo-handlers.ts) behind logging proxies on 127.0.0.1: PORT with includeExceptionDetailInFaults,
 * PORT+1 without,
 * for the Mono client (WcfTrackingClient.cs) to call. Every exchange is written as it went over the wire to
 * OUT/NN-<action>.request.txt and .response.txt (the format of ../requests/ and ../responses/).
 * One-off with the lab, never run by tests:  npx tsx test/reference/wcf/client/serve.ts PORT OUT
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest } from "node:http";
import { trackingServiceDescriptor } from "../../../../generated/wcf-tracking/src/descriptor.js";
import { renderWsdl } from "../../../../generated/wcf-tracking/src/wsdl.js";
import { createAsmxServer } from "../../../../runtime/src/server/core.js";
import { listen } from "../../../../runtime/src/server/node.js";
import { wcfEchoHandlers } from "../../../support/wcf-echo-handlers.js";

const port = Number(process.argv[2] ?? 8744);
const out = process.argv[3] ?? "exchanges";
mkdirSync(out, { recursive: true });

let count = 0;

const head = (start: string, raw: string[]): string => {
  const lines = [start];
  for (let i = 0; i < raw.length; i += 2) lines.push(`${raw[i]}: ${raw[i + 1]}`);
  return `${lines.join("\r\n")}\r\n\r\n`;
};

/** A proxy on `at` in front of a generated server; `prefix` names its exchanges. */
async function front(at: number, includeExceptionDetailInFaults: boolean, prefix: string): Promise<void> {
  const inner = await listen(
    createAsmxServer(trackingServiceDescriptor, wcfEchoHandlers, renderWsdl, { includeExceptionDetailInFaults }),
  );
  const target = new URL(inner.url);
  const proxy = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const n = String(++count).padStart(2, "0");
      const action =
        String(req.headers.soapaction ?? req.method ?? "")
          .replace(/"/g, "")
          .replace(/^.*[/:]/, "") || "none";
      const name = `${out}/${n}-${prefix}${action}`;
      writeFileSync(
        `${name}.request.txt`,
        Buffer.concat([
          Buffer.from(head(`${req.method} ${req.url} HTTP/${req.httpVersion}`, req.rawHeaders), "latin1"),
          body,
        ]),
      );
      const headers = { ...req.headers, host: target.host };
      const forward = httpRequest(
        { host: target.hostname, port: target.port, method: req.method, path: req.url, headers },
        (answer) => {
          const back: Buffer[] = [];
          answer.on("data", (c: Buffer) => back.push(c));
          answer.on("end", () => {
            const payload = Buffer.concat(back);
            const rawHeaders = answer.rawHeaders.filter(
              (_, i, all) => !/^(date|connection|keep-alive)$/i.test(all[i - (i % 2)]!),
            );
            writeFileSync(
              `${name}.response.txt`,
              Buffer.concat([
                Buffer.from(head(`HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}`, rawHeaders), "latin1"),
                payload,
              ]),
            );
            res.writeHead(answer.statusCode!, answer.statusMessage, answer.headers);
            res.end(payload);
          });
        },
      );
      forward.end(body);
    });
  });
  proxy.listen(at, "127.0.0.1", () =>
    console.log(`proxy http://127.0.0.1:${at}/ -> ${inner.url} (exchanges in ${out})`),
  );
}

// PORT: exception details on (ExceptionDetail in InternalServiceFault); PORT+1: off, as a production host.
await front(port, true, "");
await front(port + 1, false, "nodetail.");
