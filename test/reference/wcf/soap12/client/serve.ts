/**
 * Serves WcfSoap12.yaml's server (the runtime's, from the spec's model) with WcfSoap12.cs's handlers on
 * 127.0.0.1:PORT (includeExceptionDetailInFaults) for the Mono client (WcfSoap12Client.cs) to call; every exchange
 * is written as it went over the wire to OUT/NN-<action>.request.txt and .response.txt.
 * One-off with the lab, never run by tests:  [MOVE_ACTION=1] npx tsx test/reference/wcf/soap12/client/serve.ts PORT OUT
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { descriptorOf } from "../../../../../generator/emit/descriptor-data.js";
import { wcfMetadataDocuments } from "../../../../../generator/emit/wcf-metadata.js";
import { loadSpec } from "../../../../../generator/spec/load.js";
import { ClientFault } from "../../../../../runtime/src/server/faults.js";
import { createAsmxServer } from "../../../../../runtime/src/server/core.js";
import type { OperationHandlers } from "../../../../../runtime/src/server/types.js";

const port = Number(process.argv[2] ?? 8752);
const out = process.argv[3] ?? "exchanges";
mkdirSync(out, { recursive: true });
const model = loadSpec(fileURLToPath(new URL("../WcfSoap12.yaml", import.meta.url)));
const handlers: OperationHandlers = {
  Now: (input) => `12:00 ${(input as { zone: string }).zone}`,
  Add: (input) => (input as { a: number }).a + (input as { b: number }).b,
  Check: (input) => {
    const value = (input as { value: number }).value;
    if (value < 0) throw new ClientFault("value is negative", { detail: { type: "Problem", value: { reason: "negative" } } });
    if (value === 0) throw Object.assign(new Error("zero is not allowed"), { name: "InvalidOperationException" });
    return value;
  },
  Ping: () => undefined,
};
const render = (address: string, query = "wsdl"): string =>
  wcfMetadataDocuments(model, address).find((d) => d.query === query)!.content;
const server = createAsmxServer(descriptorOf(model), handlers, render, { includeExceptionDetailInFaults: true });

let count = 0;
const head = (start: string, raw: readonly string[]): string => {
  const lines = [start];
  for (let i = 0; i < raw.length; i += 2) lines.push(`${raw[i]}: ${raw[i + 1]}`);
  return `${lines.join("\r\n")}\r\n\r\n`;
};

createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    const body = Buffer.concat(chunks);
    const headers: Record<string, string> = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
    // Mono's client sends SOAP 1.2 with a SOAPAction header and no action parameter (a Mono artefact; a .NET
    // client puts the action in the Content-Type, which the server routes by): with MOVE_ACTION=1 the proxy moves
    // it there, as a .NET client sends it, so the rest of the exchange is tested.
    if (process.env["MOVE_ACTION"] === "1" && headers["soapaction"] && !/action=/.test(headers["content-type"] ?? "")) {
      headers["content-type"] = `${headers["content-type"]}; action=${headers["soapaction"]}`;
      delete headers["soapaction"];
    }
    const action = /action="([^"]*)"/.exec(headers["content-type"] ?? "")?.[1]?.replace(/^.*[/:]/, "") ?? req.method ?? "none";
    const name = `${out}/${String(++count).padStart(2, "0")}-${action}`;
    writeFileSync(`${name}.request.txt`, Buffer.concat([Buffer.from(head(`${req.method} ${req.url} HTTP/${req.httpVersion}`, req.rawHeaders), "latin1"), body]));
    void Promise.resolve(server.handle({ method: req.method!, url: req.url!, headers, body: new Uint8Array(body) })).then((answer) => {
      const payload = typeof answer.body === "string" ? Buffer.from(answer.body, "utf8") : Buffer.from(answer.body ?? new Uint8Array());
      const raw = answer.headers.flatMap(([n, v]) => [n, v]);
      writeFileSync(`${name}.response.txt`, Buffer.concat([Buffer.from(head(`HTTP/1.1 ${answer.status} ${answer.reason ?? ""}`.trimEnd(), raw), "latin1"), payload]));
      res.writeHead(answer.status, Object.fromEntries(answer.headers));
      res.end(payload);
    });
  });
}).listen(port, "127.0.0.1", () => console.log(`serving http://127.0.0.1:${port}/ (exchanges in ${out})`));
