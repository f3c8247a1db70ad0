/**
 * Streamed operations (System.IO.Stream as the spec's `stream`, docs/wcf-design.md §33), proven on the lab's
 * recording test/reference/wcf/stream/ (WcfFiles.cs; Mono's StreamFormatter, whose body shapes agree with .NET's
 * reference source). Its metadata is Mono's and wrong for .NET (a data contract System.IO.Stream), so the model is
 * the hand-written spec beside it (WcfFiles.yaml), whose own metadata round-trips (test/import/wcf-stream.test.ts).
 *
 * Each recorded exchange: the server reads the recorded request (the bytes the handler gets); the client sends it
 * as recorded and reads the recorded answer; the server writes that answer back, its SOAP body byte for byte as
 * recorded (headers canonically: .NET's header framing, test/reference/wcf/README.md).
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { ServiceModel } from "../../generator/model/types.js";
import { parseSpec } from "../../generator/spec/load.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { describeWcfGeneratedCases, generatedPackage } from "../support/generated-package.js";
import { strictTypeCheck } from "../support/strict-typecheck.js";
import { RecordedService } from "../support/wcf-recorded-service.js";
import { canonicalXml } from "../support/xml-canonical.js";

const DIR = fileURLToPath(new URL("../reference/wcf/stream/", import.meta.url));
const SPEC = readFileSync(`${DIR}WcfFiles.yaml`, "utf8");
const service = new RecordedService(DIR, "http://127.0.0.1:8793/", (_, text) => text);
const model = (): ServiceModel => parseSpec(SPEC, "test/reference/wcf/stream/WcfFiles.yaml");

const bytes = (...values: number[]): Uint8Array => Uint8Array.from(values);
const BINARY = Uint8Array.from({ length: 256 }, (_, i) => i);
const LARGE = Uint8Array.from({ length: 100000 }, (_, i) => (i * 7) % 251);
const TEXT = new TextEncoder().encode("h\u00e9llo \u20ac");

/**
 * The SOAP body's content of an envelope, as written; an empty element's ` />` (Mono's XmlWriter) as .NET's
 * XmlUTF8TextWriter writes it, `/>` (the one difference of the recorded bodies from .NET's).
 */
function soapBody(envelope: string): string {
  const match = /<s:Body>([\s\S]*)<\/s:Body>/.exec(envelope);
  if (!match) throw new Error(`no s:Body in ${envelope.slice(0, 200)}`);
  return match[1]!.replace(/ \/>/g, "/>");
}
/** The SOAP header's content, canonical (empty when none). */
function soapHeader(envelope: string): string {
  const match = /<s:Header>([\s\S]*)<\/s:Header>/.exec(envelope);
  return match ? canonicalXml(`<h xmlns:s="http://schemas.xmlsoap.org/soap/envelope/">${match[1]!}</h>`) : "";
}

/** What the server built from the spec reads from the recorded request `name` (the handler's input). */
async function serverReads(m: ServiceModel, name: string): Promise<unknown> {
  let input: unknown;
  const capture: OperationHandlers = Object.fromEntries(m.operations.map((o) => [o.wire.messageName, (given: unknown) => ((input = given), undefined)]));
  await service.replay(service.server(m, capture), name);
  // A one-way operation's handler runs on a later turn, after the 202 has gone.
  await new Promise((resolve) => setTimeout(resolve, 5));
  return input;
}

/** The recorded exchanges the service answers, what the handler reads and what the client reads back. */
const EXCHANGES: { name: string; input: unknown; output: unknown }[] = [
  { name: "Echo.binary", input: { s: BINARY }, output: BINARY },
  { name: "Echo.text", input: { s: TEXT }, output: TEXT },
  { name: "Echo.empty", input: { s: bytes() }, output: bytes() },
  { name: "Put.binary", input: { s: BINARY }, output: undefined },
  { name: "Put.empty", input: { s: bytes() }, output: undefined },
  { name: "GetFile", input: {}, output: BINARY },
  { name: "Upload.text", input: { fileName: "a.txt", length: 9n, fileData: TEXT }, output: { received: 10n, headers: { fileName: "a.txt:9" } } },
  { name: "Upload.empty", input: { fileName: "e.bin", length: 0n, fileData: bytes() }, output: { received: 0n, headers: { fileName: "e.bin:0" } } },
  { name: "Download.binary", input: { fileName: "binary" }, output: { fileData: BINARY, headers: { length: 256n } } },
  { name: "Download.empty", input: { fileName: "empty" }, output: { fileData: bytes(), headers: { length: 0n } } },
  { name: "Download.text", input: { fileName: "text" }, output: { fileData: TEXT, headers: { length: 10n } } },
  { name: "Download.large", input: { fileName: "large" }, output: { fileData: LARGE, headers: { length: 100000n } } },
];

describe("stream (WcfFiles.cs): System.IO.Stream parameters, results and message body members", () => {
  it("records every operation", () => {
    const ops = new Set(service.names().map((n) => n.split(".")[0]));
    expect([...ops].sort()).toEqual(model().operations.map((o) => o.wire.messageName).sort());
  });

  for (const e of EXCHANGES) {
    const operation = e.name.split(".")[0]!;
    it(`${e.name}: the server reads the bytes sent, the client sends the recorded request and reads the answer, the server writes its body byte for byte`, async () => {
      const m = model();
      expect(await serverReads(m, e.name)).toEqual(e.input);
      const { sent, outcome, error } = await service.call(m, e.name, operation, e.input as object);
      expect(error).toBeUndefined();
      expect(outcome).toEqual(e.output);
      // The recorded requests are written by hand in .NET's form; an empty stream there is `<s></s>`, which the
      // server reads as `<s/>` alike (Echo.empty-selfclosed); StreamFormatter writes no base64 chunk for it: `<s/>`.
      const request = service.request(e.name).body.toString("utf8").replace(/<(s|FileData)><\/\1>/, "<$1/>");
      expect(soapBody(String(sent.body))).toBe(soapBody(request));
      expect(soapHeader(String(sent.body))).toBe(soapHeader(request));
      const handlers: OperationHandlers = {
        ...Object.fromEntries(m.operations.map((o) => [o.wire.messageName, () => undefined])),
        [operation]: () => outcome,
      };
      const answer = await service.replay(service.server(m, handlers), e.name);
      const expected = service.dotnetAnswer(e.name);
      expect(answer.status).toBe(expected.status);
      expect(soapBody(answer.body)).toBe(soapBody(expected.body));
      expect(soapHeader(answer.body)).toBe(soapHeader(expected.body));
    });
  }

  it("Echo.empty-selfclosed: `<s/>` reads as the empty stream, answered `<EchoResult/>`", async () => {
    const m = model();
    expect(await serverReads(m, "Echo.empty-selfclosed")).toEqual({ s: bytes() });
    const answer = await service.replay(service.server(m, { ...Object.fromEntries(m.operations.map((o) => [o.wire.messageName, () => undefined])), Echo: () => bytes() }), "Echo.empty-selfclosed");
    expect(soapBody(answer.body)).toBe('<EchoResponse xmlns="http://files.example.com/wcf"><EchoResult/></EchoResponse>');
    expect(soapBody(answer.body)).toBe(soapBody(service.dotnetAnswer("Echo.empty-selfclosed").body));
  });

  it("Download.large: 100000 bytes as one base64 text, no line breaks", async () => {
    const m = model();
    const answer = await service.replay(service.server(m, { ...Object.fromEntries(m.operations.map((o) => [o.wire.messageName, () => undefined])), Download: () => ({ fileData: LARGE, headers: { length: 100000n } }) }), "Download.large");
    const text = /<FileData>([^<]*)<\/FileData>/.exec(answer.body)![1]!;
    expect(text).toHaveLength(133336);
    expect(text).toBe(Buffer.from(LARGE).toString("base64"));
  });

  it("Drop.binary (one-way): the server reads the uploaded bytes and answers 202 with no body", async () => {
    const m = model();
    expect(await serverReads(m, "Drop.binary")).toEqual({ fileName: "b.bin", length: 256n, fileData: BINARY });
    const answer = await service.replay(service.server(m, Object.fromEntries(m.operations.map((o) => [o.wire.messageName, () => undefined]))), "Drop.binary");
    expect(answer.status).toBe(202);
    expect(answer.body).toBe("");
  });

  it("a stream element left out or nil reads as the empty stream, never null (its TypeScript type is Uint8Array)", async () => {
    const m = model();
    for (const body of ['<Echo xmlns="http://files.example.com/wcf"/>', '<Echo xmlns="http://files.example.com/wcf"><s i:nil="true" xmlns:i="http://www.w3.org/2001/XMLSchema-instance"/></Echo>']) {
      let got: unknown;
      const server = service.server(m, { ...Object.fromEntries(m.operations.map((o) => [o.wire.messageName, () => undefined])), Echo: (input: unknown) => ((got = input), bytes(1)) });
      const envelope = `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body>${body}</s:Body></s:Envelope>`;
      const answer = await server.handle({ method: "POST", url: "/", headers: { "content-type": "text/xml; charset=utf-8", soapaction: '"http://files.example.com/wcf/IFiles/Echo"' }, body: new TextEncoder().encode(envelope) });
      expect(answer.status).toBe(200);
      expect(got).toEqual({ s: bytes() });
    }
    const { outcome } = await service.call(m, "Echo.empty", "Echo", { s: bytes() }, { answer: { status: 200, contentType: "text/xml; charset=utf-8", body: '<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><EchoResponse xmlns="http://files.example.com/wcf"/></s:Body></s:Envelope>' } });
    expect(outcome).toEqual(bytes());
  });

  it("Download.missing: the handler's exception is a fault, as the service's", async () => {
    const m = model();
    const answer = await service.replay(service.server(m, { ...Object.fromEntries(m.operations.map((o) => [o.wire.messageName, () => undefined])), Download: () => { throw new Error("no file missing"); } }), "Download.missing");
    expect(answer.status).toBe(500);
    expect(service.dotnetAnswer("Download.missing").status).toBe(500);
  });
});

// Generated into a package from the spec (the lab's http address replaced: a client refuses credentials in clear text).
const generated = await generatedPackage(SPEC.replace(/endpoint: http:\/\/127\.0\.0\.1:\d+\//, "endpoint: https://files.example.com/Files.svc"), "files", "wcf-stream-");
const cases = generated.set.index.cases.filter((c) => c.operation !== null && !c.id.startsWith("dispatcher."));

describe("stream: its generated package", () => {
  it("type-checks strictly, a stream typed Uint8Array (neither optional nor null)", () => {
    expect(strictTypeCheck(generated.dir, ["files/src"])).toBe("");
    const types = readFileSync(`${generated.dir}/files/src/types.ts`, "utf8");
    expect(types).toMatch(/\bs: Uint8Array;/);
    expect(types).toMatch(/\bfileData: Uint8Array;/);
  }, 180_000);

  it("has fixtures of every operation", () => {
    expect(new Set(cases.map((c) => c.operation))).toEqual(new Set(["Upload", "Drop", "Download", "GetFile", "Put", "Echo"]));
  });

  describeWcfGeneratedCases(generated, cases);
});
