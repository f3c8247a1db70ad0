/**
 * A binding in another namespace whose methods go beyond simple values (test/reference/lab/binding-namespace-types/).
 * header/: a SOAP header on such a binding, supported end to end: its element stays in the service's namespace
 * (schema1), the binding's document names it with a prefix its part declares (`xmlns:q1`), the server reads it
 * only in the service's namespace; the WSDL set byte for byte, the server on every recorded exchange, the client,
 * import of the set byte for byte. The typed service (classes, arrays: a class is published again in the
 * binding's namespace) is refused, positioned, by the spec and by import.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { documentSetFromFolder } from "../../generator/import/document-set.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { renderWsdlSet } from "../../generator/emit/wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import { AsmxClientCore } from "../../runtime/src/client/client.js";
import type { TransportRequest } from "../../runtime/src/client/transport.js";
import type { CallContext, OperationHandlers } from "../../runtime/src/server/types.js";
import { readRecordedRequest, readRecordedResponse } from "../support/http-recording.js";
import { answersRecordings } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";

const LAB = join(REPO_ROOT, "test/reference/lab/binding-namespace-types");
const HEADER = join(LAB, "header");
const RECORDED_ADDRESS = "http://127.0.0.1:33029/BindingNamespaceHeader.asmx";
const EXCHANGE_ADDRESS = "http://127.0.0.1:59155/BindingNamespaceHeader.asmx";
const DOCUMENTS = ["wsdl", "wsdl=wsdl1", "schema=schema1", "schema=schema2"];
const recorded = (query: string): string => readFileSync(join(HEADER, "wsdl", `BindingNamespaceHeader.asmx@${query}.xml`), "utf8");

/** Lab.BindingNamespaceHeader of BindingNamespaceTypes.cs as a spec. */
const SPEC = `service:
  name: BindingNamespaceHeader
  namespace: "http://lab.example.com/near"
  endpoint: "${RECORDED_ADDRESS}"
  namedBindings:
    Far: { namespace: "urn:other" }
headers:
  Ticket: { fields: [{ name: Token, type: string }] }
operations:
  - name: Near
    fields: [{ name: a, type: string }]
    result: { type: string }
  - name: Check
    binding: Far
    fields: [{ name: a, type: string }]
    result: { type: string }
    headers: [{ name: Ticket }]
`;
const model = parseSpec(SPEC, "spec/binding-namespace-header.yaml");
type Headers = Record<string, Record<string, unknown> | undefined>;
/** What BindingNamespaceHeader does. */
const handlers: OperationHandlers = {
  Near: ({ a }: { a: string }) => a,
  Check: ({ a }: { a: string }, context: CallContext) => `${((context.headers as Headers).ticket?.token as string | undefined) ?? "none"}:${a}`,
};

describe("a SOAP header on a binding in another namespace (header/)", () => {
  it("the model: the header's element in the service's namespace, the wrappers in the binding's", () => {
    const check = model.operations.find((op) => op.name === "Check")!;
    expect(check.wire.wrapperNamespace).toBe("urn:other");
    expect(check.headers.map((h) => `${h.header.name} ${h.direction}`)).toEqual(["Ticket in"]);
    expect(model.documentSet?.schemas).toEqual([
      { id: "schema1", namespace: "http://lab.example.com/near" },
      { id: "schema2", namespace: "urn:other" },
    ]);
  });

  describe("the WSDL emitter writes the recorded set", () => {
    const set = renderWsdlSet(model, RECORDED_ADDRESS);
    it("in ASMX's order", () => {
      expect(set.map((d) => d.query)).toEqual(DOCUMENTS);
    });
    for (const query of DOCUMENTS) {
      it(`?${query}, byte for byte`, () => {
        expect(set.find((d) => d.query === query)!.text).toBe(recorded(query));
      });
    }
    it("numbers the parts' own prefixes in the document's order (q1, q2)", () => {
      const two = parseSpec(
        SPEC.replace("  Ticket: {", "  Stamp: { fields: [{ name: At, type: string }] }\n  Ticket: {").replace("headers: [{ name: Ticket }]", "headers: [{ name: Ticket }, { name: Stamp }]"),
        "spec/b.yaml",
      );
      const wsdl1 = renderWsdlSet(two, RECORDED_ADDRESS).find((d) => d.query === "wsdl=wsdl1")!.text;
      expect(wsdl1).toContain('<wsdl:part name="Ticket" xmlns:q1="http://lab.example.com/near" element="q1:Ticket" />');
      expect(wsdl1).toContain('<wsdl:part name="Stamp" xmlns:q2="http://lab.example.com/near" element="q2:Stamp" />');
    });
  });

  describe("the server answers the recorded requests with the recorded bytes (the header read in the service's namespace only)", () => {
    answersRecordings(HEADER, model, handlers, { count: 4, recordedAddress: EXCHANGE_ADDRESS });
  });

  it("the client sends the header in the service's namespace and the wrapper in the binding's", async () => {
    const answer = readRecordedResponse(join(HEADER, "exchanges/Check.soap11.response.txt"))!;
    const request = readRecordedRequest(join(HEADER, "exchanges/Check.soap11.request.txt")).body.toString("utf8");
    let sent: TransportRequest | undefined;
    const client = new AsmxClientCore(descriptorOf(model), {
      endpoint: "http://127.0.0.1/BindingNamespaceHeader.asmx",
      allowInsecureHttp: true,
      transport: async (r) => {
        sent = r;
        return { status: answer.status, contentType: answer.headers.get("content-type"), body: answer.body.toString("utf8") };
      },
    });
    expect(await client.call("Check", { a: "x" }, { headers: { ticket: { token: "t1" } } })).toBe("t1:x");
    expect(sent!.headers.find(([name]) => name.toLowerCase() === "soapaction")?.[1]).toBe('"http://lab.example.com/near/Check"');
    // The recorded request was written by hand (record.mjs), its envelope indented; header and wrapper are the wire.
    const ticket = /<Ticket [^]*<\/Ticket>/.exec(request)![0];
    const wrapper = /<Check [^]*<\/Check>/.exec(request)![0];
    expect(ticket).toBe('<Ticket xmlns="http://lab.example.com/near"><Token>t1</Token></Ticket>');
    expect(sent!.body).toContain(ticket);
    expect(sent!.body).toContain(`<soap:Body>${wrapper}</soap:Body>`);
  });

  it("import reads the set back, every document byte for byte, into the same service", async () => {
    const set = await documentSetFromFolder(join(HEADER, "wsdl"));
    const result = importWsdl(set.root.document.text, { schema: "spec.schema.json", specPath: "spec/binding-namespace-header.yaml", source: set.root.document.file, set });
    expect(result.byteEqual).toBe(true);
    const imported = parseSpec(result.yaml, "spec/binding-namespace-header.yaml");
    expect(descriptorOf(imported)).toEqual(descriptorOf(model));
    expect(renderWsdlSet(imported, RECORDED_ADDRESS)).toEqual(renderWsdlSet(model, RECORDED_ADDRESS));
  });
});
