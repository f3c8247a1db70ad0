/**
 * One lab-recorded WCF construct service (test/reference/wcf/<name>/: its C#, metadata/, requests/, responses/)
 * taken through the whole path: its metadata imported (the Mono artefacts of test/reference/wcf/README.md undone
 * by the caller, each named), the server built from the imported model answering the recorded requests, the
 * client built from it sending the recorded requests and reading the recorded responses, and the fixtures'
 * writers writing both. Shared by the construct tests (test/server/wcf-reach.test.ts).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { WcfFixtures } from "../../generator/emit/fixtures/wcf.js";
import { wcfMetadataDocuments } from "../../generator/emit/wcf-metadata.js";
import { documentSetFromFiles, setDocument, type DocumentSet } from "../../generator/import/document-set.js";
import { importWcf } from "../../generator/import/import-wcf.js";
import type { OperationModel, ServiceModel } from "../../generator/model/types.js";
import type { RawSpec } from "../../generator/spec/raw.js";
import { AsmxClientCore } from "../../runtime/src/client/client.js";
import type { TransportRequest } from "../../runtime/src/client/transport.js";
import { createAsmxServer } from "../../runtime/src/server/core.js";
import type { AsmxServer, OperationHandlers, ServerOptions } from "../../runtime/src/server/types.js";
import { readRecordedRequest, readRecordedResponse, type RecordedRequest } from "./http-recording.js";
import { GENERAL_MAPPINGS } from "./wcf-dotnet-answers.js";
import { canonicalXml } from "./xml-canonical.js";

const OPTIONS = { source: "set", schema: "spec.schema.json", specPath: "spec/imported.yaml" };

/** Drops the Imports schemas' `?xsd=` import of the XML Schema namespace (an HTML page): a Mono artefact. */
export function withoutXmlSchemaImport(text: string): string {
  return text.replace(/\s*<xsd:import schemaLocation="[^"]*\?xsd=" namespace="http:\/\/www\.w3\.org\/2001\/XMLSchema" \/>/g, "");
}

/**
 * Gives wrapper children (parameters, results) of the reference types `types` matches `nillable="true"`, as .NET
 * writes them (Mono writes it on strings only): a Mono artefact of xsd0.
 */
export function nillableReferenceParameters(text: string, types: RegExp): string {
  return text.replace(
    /<xs:element minOccurs="0" name="(\w+)"((?: xmlns:q\d+="[^"]*")?) type="([^"]+)" \/>/g,
    (all, name: string, decl: string, type: string) =>
      types.test(type) ? `<xs:element minOccurs="0" name="${name}" nillable="true"${decl} type="${type}" />` : all,
  );
}

/**
 * The spec import writes for the metadata the server of `model` publishes at `address` (every document but the
 * single WSDL), proven by regeneration as import always is.
 */
export function importEmitted(model: ServiceModel, address: string): RawSpec {
  const set = documentSetFromFiles(
    wcfMetadataDocuments(model, address)
      .filter((d) => d.query !== "singleWsdl")
      .map((d) => setDocument(`${address}?${d.query}`, d.content)),
  );
  return parse(importWcf(set, OPTIONS).yaml) as RawSpec;
}

export class RecordedService {
  readonly set: () => DocumentSet;

  /**
   * @param dir the construct's folder (with a trailing slash)
   * @param address the lab's base address the metadata names
   * @param normalise each document's text (by query: `wsdl`, `wsdl=wsdl0`, `xsd=xsd0`...) as .NET publishes it
   */
  constructor(
    readonly dir: string,
    readonly address: string,
    normalise: (query: string, text: string) => string,
  ) {
    const index = readFileSync(join(dir, "metadata/index.tsv"), "utf8")
      .trim()
      .split("\n")
      .map((line) => line.split("\t"))
      .filter(([path]) => path !== "/?xsd=");
    this.set = () =>
      documentSetFromFiles(
        index.map(([path, , file]) =>
          setDocument(`${address}${path!.slice(1)}`, normalise(path!.slice(2), readFileSync(join(dir, "metadata", file!), "utf8"))),
        ),
      );
  }

  /** The spec import writes (proven against the set) and its model. */
  imported(): { spec: RawSpec; model: ServiceModel; documents: number } {
    const result = importWcf(this.set(), OPTIONS);
    return { spec: parse(result.yaml) as RawSpec, model: result.model, documents: result.documents };
  }

  /** The recorded exchanges' names (`Mix`, `Mix.accent`, ...). */
  names(): string[] {
    return readdirSync(join(this.dir, "requests"))
      .filter((f) => f.endsWith(".request.txt"))
      .map((f) => f.slice(0, -".request.txt".length))
      .sort();
  }

  request(name: string): RecordedRequest {
    return readRecordedRequest(join(this.dir, "requests", `${name}.request.txt`));
  }

  /** The recorded answer as .NET gives it (the general mappings of wcf-dotnet-answers.ts applied). */
  dotnetAnswer(name: string): { status: number; contentType: string | undefined; body: string } {
    const recorded = readRecordedResponse(join(this.dir, "responses", `${name}.response.txt`))!;
    let body = recorded.body.toString("utf8");
    for (const [, map] of GENERAL_MAPPINGS) body = map(body);
    return { status: recorded.status, contentType: recorded.headers.get("content-type"), body };
  }

  server(model: ServiceModel, handlers: OperationHandlers, options: ServerOptions = { includeExceptionDetailInFaults: true }): AsmxServer {
    const render = (address: string, query = "wsdl"): string => wcfMetadataDocuments(model, address).find((d) => d.query === query)!.content;
    return createAsmxServer(descriptorOf(model), handlers, render, options);
  }

  /** Sends the recorded request `name` to `server`; its answer. */
  async replay(server: AsmxServer, name: string): Promise<{ status: number; contentType: string | undefined; body: string }> {
    const request = this.request(name);
    const headers = Object.fromEntries(request.headers.map(([n, v]) => [n.toLowerCase(), v]));
    const response = await server.handle({ method: request.method, url: request.target, headers, body: new Uint8Array(request.body) });
    const contentType = response.headers.find(([n]) => n.toLowerCase() === "content-type")?.[1];
    const body = typeof response.body === "string" ? response.body : Buffer.from(response.body).toString("utf8");
    return { status: response.status, contentType, body };
  }

  /**
   * Calls `operation` with a client of `model` (at `endpoint`, default the lab's address) whose transport answers
   * the recorded response of `name` (status, content type, body as recorded), or `answer` where .NET's differs
   * from Mono's; what the client sent and the call's outcome or error.
   */
  async call(
    model: ServiceModel,
    name: string,
    operation: string,
    input: object,
    options: { endpoint?: string; ports?: Readonly<Record<string, string>>; answer?: { status: number; contentType: string | undefined; body: string } } = {},
  ): Promise<{ sent: TransportRequest; outcome?: unknown; error?: unknown }> {
    const recorded = readRecordedResponse(join(this.dir, "responses", `${name}.response.txt`))!;
    const answer = options.answer ?? { status: recorded.status, contentType: recorded.headers.get("content-type"), body: recorded.body.toString("utf8") };
    let sent: TransportRequest | undefined;
    const client = new AsmxClientCore(descriptorOf(model), {
      endpoint: options.endpoint ?? this.address,
      allowInsecureHttp: true,
      ...(options.ports ? { ports: options.ports } : {}),
      transport: (request) => {
        sent = request;
        return Promise.resolve(answer);
      },
    });
    try {
      const outcome = await client.call(operation as never, input as never);
      return { sent: sent!, outcome };
    } catch (error) {
      return { sent: sent!, error };
    }
  }

  /** The fixtures' writers of `model`: the request and the answer they write for an operation's values. */
  fixtures(model: ServiceModel): { op(name: string): OperationModel; writers: WcfFixtures } {
    return { op: (name) => model.operations.find((o) => o.wire.messageName === name)!, writers: new WcfFixtures(model) };
  }

  /** The request body and the answer's body the fixtures' writers of `model` write for an operation's values. */
  fixtureBodies(model: ServiceModel, operation: string, input: unknown, output: unknown): { request: string; answer: string } {
    const { op, writers } = this.fixtures(model);
    const answer = writers.result(op(operation), output).body;
    return {
      request: writers.request(op(operation), input).body,
      answer: typeof answer === "string" ? answer : Buffer.from(answer).toString("utf8"),
    };
  }
}

/** A recorded exchange whose value the service reads: its name, operation, the call's input and its outcome. */
export interface ReadExchange {
  readonly name: string;
  readonly operation: string;
  readonly input: object;
  readonly output: unknown;
}

/**
 * The three tests of a recorded exchange the service reads (the known-types tests): the server built from `model`
 * answers the recorded request as .NET did; the client sends `sent(name)` (.NET's request, canonical) and reads
 * the recorded response; the fixtures' writers write both.
 */
export function itReplaysReadExchange(
  service: RecordedService,
  model: ServiceModel,
  handlers: OperationHandlers,
  e: ReadExchange,
  sent: (name: string) => string,
): void {
  it(`${e.name}: the server answers the recorded request as .NET does`, async () => {
    const answer = await service.replay(service.server(model, handlers), e.name);
    expect(answer.status).toBe(200);
    expect(canonicalXml(answer.body)).toBe(canonicalXml(service.dotnetAnswer(e.name).body));
  });

  it(`${e.name}: the client sends the recorded request and reads the recorded response`, async () => {
    const call = await service.call(model, e.name, e.operation, e.input);
    expect(call.error).toBeUndefined();
    expect(call.outcome).toEqual(e.output);
    expect(canonicalXml(String(call.sent.body))).toBe(canonicalXml(sent(e.name)));
  });

  it(`${e.name}: the fixtures' writers write the recorded request and answer`, () => {
    const { request, answer } = service.fixtureBodies(model, e.operation, e.input, e.output);
    expect(canonicalXml(request)).toBe(canonicalXml(sent(e.name)));
    expect(canonicalXml(answer)).toBe(canonicalXml(service.dotnetAnswer(e.name).body));
  });
}
