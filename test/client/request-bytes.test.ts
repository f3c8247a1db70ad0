/**
 * The client's requests, byte for byte, against what a .NET client proxy (generated from the reference
 * WSDL) sent: test/reference/asmx/client-requests/. Headers the transport adds (Host,
 * Content-Length, User-Agent, Expect) aside.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { loadSpec } from "../../generator/spec/load.js";
import { buildRequest } from "../../runtime/src/client/request.js";
import type { BindingKind } from "../../runtime/src/protocol.js";
import { REFERENCE_DIR, SPEC_FILE } from "../support/paths.js";

const service = descriptorOf(loadSpec(SPEC_FILE));
const dir = join(REFERENCE_DIR, "client-requests");

interface Recorded {
  method: string;
  target: string;
  headers: Map<string, string>;
  body: string;
}

function readRecorded(file: string): Recorded {
  const text = readFileSync(join(dir, file), "latin1");
  const split = text.indexOf("\r\n\r\n");
  const [requestLine, ...headerLines] = text.slice(0, split).split("\r\n");
  const [method, target] = requestLine!.split(" ");
  const headers = new Map(headerLines.map((l) => [l.slice(0, l.indexOf(":")).toLowerCase(), l.slice(l.indexOf(":") + 1).trim()]));
  return { method: method!, target: target!, headers, body: Buffer.from(text.slice(split + 4), "latin1").toString("utf8") };
}

/** Recovers the call's input from the recorded request, so the comparison is of the bytes only. */
function inputOf(recorded: Recorded, operation: string): Record<string, unknown> {
  const op = service.operations.find((o) => o.name === operation)!;
  const input: Record<string, unknown> = {};
  if (recorded.method === "GET" || recorded.headers.get("content-type") === "application/x-www-form-urlencoded") {
    const params = new URLSearchParams(recorded.method === "GET" ? recorded.target.split("?")[1] : recorded.body);
    for (const f of op.fields) {
      const text = params.get(f.wireName);
      input[f.tsName] = f.type.kind === "simple" && f.type.type === "boolean" ? text === "true" : text;
    }
    return input;
  }
  for (const f of op.fields) {
    const match = new RegExp(`<${f.wireName}>([^<]*)</${f.wireName}>`).exec(recorded.body);
    if (!match) continue;
    const text = match[1]!.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
    input[f.tsName] = f.type.kind === "simple" && f.type.type === "boolean" ? text === "true" : text;
  }
  return input;
}

const cases = readdirSync(dir)
  .filter((f) => f.endsWith(".request.txt"))
  .map((file) => ({ file, recorded: readRecorded(file), operation: file.split(".")[2]! }))
  // GetQuotes carries a DataSet; its bytes are checked with the DataSet codec's tests.
  .filter((c) => c.operation !== "GetQuotes");

function bindingOf(recorded: Recorded): BindingKind {
  if (recorded.method === "GET") return "httpGet";
  const type = recorded.headers.get("content-type")!;
  if (type.startsWith("text/xml")) return "soap11";
  if (type.startsWith("application/soap+xml")) return "soap12";
  return "httpPost";
}

describe("client requests equal a .NET client's", () => {
  it("covers every binding", () => {
    expect(new Set(cases.map((c) => bindingOf(c.recorded)))).toEqual(new Set(["soap11", "soap12", "httpGet", "httpPost"]));
  });

  it.each(cases.map((c) => [c.file, c] as const))("%s", (_file, { recorded, operation }) => {
    const op = service.operations.find((o) => o.name === operation)!;
    const binding = bindingOf(recorded);
    const wire = buildRequest(service, op, binding, inputOf(recorded, operation));
    expect(wire.method).toBe(recorded.method);
    expect("/ShipmentOperations.asmx" + wire.pathAndQuery).toBe(recorded.target);
    const sent = new Map(wire.headers.map(([n, v]) => [n.toLowerCase(), v]));
    for (const name of ["content-type", "soapaction"]) expect(sent.get(name), name).toBe(recorded.headers.get(name));
    expect(wire.body ?? "").toBe(recorded.body);
  });
});
