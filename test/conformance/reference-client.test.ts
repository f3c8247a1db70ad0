/**
 * The reference check, client side: every response ASMX recorded (test/reference/asmx/exchanges/ and
 * errors/) handed to the generated client through a stub transport. Exchanges must decode to what the echo
 * semantics of the reference README say the request produced (null and empty results included); error
 * responses must become the right typed error (SoapFaultError with its code and reason, HttpStatusError with
 * its status and body). The server-side replay of the same recordings is test/server/.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ShipmentOperationsClient } from "../../generated/shipment-operations/src/client.js";
import { shipmentOperationsDescriptor as service } from "../../generated/shipment-operations/src/descriptor.js";
import { decodeDataSet } from "../../runtime/src/dataset/index.js";
import { childElements, parseXml, type XmlElement } from "../../runtime/src/xml/tree.js";
import { REFERENCE_DIR } from "../support/paths.js";
import { echoResult } from "./echo.js";
import { toJson, type Json } from "./fixture-set.js";
import { oracleOf, readRecording, recordedCall, statusOf, stringResult, type Binding, type Recording } from "./recordings.js";

const ENDPOINT_PATH = new URL(service.endpoint).pathname;

/**
 * Recordings that are not a response to an operation call the client can make, each with its reason.
 * A test checks each really is one (a document, another verb, or no response at all); the server side
 * replays them in test/server/.
 */
const NOT_CLIENT_RESPONSES: Readonly<Record<string, string>> = {
  "wsdl.lowercase": "the WSDL document, not an operation's response",
  disco: "the discovery document, not an operation's response",
  "help.ms-style-op-url": "a help-page URL (?op=X), not an operation call",
  "verb.put.soap11": "a PUT: the client sends only GET and POST",
  "verb.head.asmx": "a HEAD: the client sends only GET and POST",
  "soapaction.empty": "nothing recorded: XSP dropped the connection",
};

/** Client differences from what the recording says a client must see, each with its reason (none known). */
const KNOWN_DIFFERENCES: Readonly<Record<string, string>> = {};

type Operation = (typeof service.operations)[number];

/** The least input a call needs: value-type fields at a valid value, nothing secret (so no redaction). */
function minimalInput(op: Operation): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const f of op.fields) {
    if (f.type.kind === "enum") input[f.tsName] = f.type.values[0];
    else if (f.type.kind === "simple" && f.type.type === "boolean") input[f.tsName] = false;
  }
  return input;
}

/** Calls `op` with a transport that answers the recorded response; the result or error in fixture terms. */
async function replay(op: Operation, binding: Binding, response: Recording): Promise<Json> {
  const client = new ShipmentOperationsClient({
    binding: binding as "soap11",
    transport: async () => ({ status: statusOf(response), contentType: response.headers.get("content-type"), body: response.body }),
  });
  const method = (client as unknown as Record<string, (input: object, options: object) => Promise<unknown>>)[op.tsName]!;
  try {
    return { result: toJson(await method.call(client, minimalInput(op), { binding })) };
  } catch (error) {
    const e = error as { name: string; code?: string; reason?: string; status?: number; bodyExcerpt?: string; message: string };
    if (e.name === "SoapFaultError") return { error: e.name, code: e.code!, reason: e.reason! };
    if (e.name === "HttpStatusError") return { error: e.name, status: e.status!, body: e.bodyExcerpt! };
    return { error: e.name, message: e.message };
  }
}

function findElement(element: XmlElement, local: string): XmlElement | undefined {
  for (const child of childElements(element)) {
    if (child.local === local) return child;
    const found = findElement(child, local);
    if (found) return found;
  }
  return undefined;
}

/** GetQuotes' input DataSet as the service read it (.NET reads content without a schema as an empty DataSet). */
function quotesOf(request: Recording): Json {
  const quotes = findElement(parseXml(request.body), "Quotes");
  return quotes ? toJson(decodeDataSet(quotes, { withoutSchema: "empty" })) : null;
}

function cases(folder: string): string[] {
  return [...new Set(readdirSync(join(REFERENCE_DIR, folder)).map((f) => f.replace(/\.(request|response)\.txt$/, "")))].sort();
}

function run(name: string, body: () => Promise<void>): void {
  const known = KNOWN_DIFFERENCES[name];
  if (known) it.fails(`${name} (known difference: ${known})`, body);
  else it(name, body);
}

describe("the generated client reads every recorded exchange as the echo semantics say", () => {
  for (const name of cases("exchanges")) {
    run(name, async () => {
      const request = readRecording(join(REFERENCE_DIR, "exchanges", `${name}.request.txt`))!;
      const response = readRecording(join(REFERENCE_DIR, "exchanges", `${name}.response.txt`))!;
      const call = recordedCall(request, ENDPOINT_PATH);
      const op = service.operations.find((o) => o.name === call.operations[0])!;
      const expected = echoResult(op.name, call.param, op.name === "GetQuotes" ? quotesOf(request) : undefined);
      expect(await replay(op, call.binding, response)).toEqual({ result: expected });
    });
  }
});

describe("the generated client turns every recorded error response into its typed error", () => {
  for (const name of cases("errors")) {
    const excluded = NOT_CLIENT_RESPONSES[name];
    if (excluded) {
      it(`${name} is not a response to an operation call: ${excluded}`, () => {
        const request = readRecording(join(REFERENCE_DIR, "errors", `${name}.request.txt`))!;
        const response = readRecording(join(REFERENCE_DIR, "errors", `${name}.response.txt`));
        const [method, target] = request.startLine.split(" ");
        const document = /\?(wsdl|disco|op=)/i.test(target ?? "");
        const otherVerb = method !== "GET" && method !== "POST";
        expect(document || otherVerb || response === undefined).toBe(true);
      });
      continue;
    }
    run(name, async () => {
      const request = readRecording(join(REFERENCE_DIR, "errors", `${name}.request.txt`))!;
      const response = readRecording(join(REFERENCE_DIR, "errors", `${name}.response.txt`))!;
      const call = recordedCall(request, ENDPOINT_PATH);
      // The operation the service ran: the action when it names one, else the body element (ASMX's routing).
      const named = call.operations.map((n) => service.operations.find((o) => o.name === n)).find((o) => o !== undefined);
      if (named && !named.bindings.includes(call.binding)) {
        // GetQuotes over HTTP GET/POST: the client refuses the call, so it never sees this response.
        const client = new ShipmentOperationsClient({
          binding: call.binding as "soap11",
          transport: () => Promise.reject(new Error("not sent")),
        });
        await expect(
          (client as unknown as Record<string, (i: object) => Promise<unknown>>)[named.tsName]!.call(client, {}),
        ).rejects.toMatchObject({ name: "BindingNotOfferedError" });
        return;
      }
      // An unknown operation (or a misspelt one) the client never calls: read the answer as the first one's.
      const op = named ?? service.operations.find((o) => o.bindings.includes(call.binding))!;
      const oracle = oracleOf(response);
      let expected: Json;
      if (oracle.kind === "soapFault") expected = { error: "SoapFaultError", code: oracle.code, reason: oracle.reason };
      else if (oracle.kind === "httpError") expected = { error: "HttpStatusError", status: oracle.status, body: oracle.body };
      else if (op.result?.kind === "simple" && op.result.type === "string")
        expected = { result: stringResult(response, call.binding, op.resultElement) };
      else expected = { result: echoResult(op.name, call.param, op.name === "GetQuotes" ? quotesOf(request) : undefined) };
      expect(await replay(op, call.binding, response)).toEqual(expected);
    });
  }
});
