/**
 * [SoapDocumentMethod(ParameterStyle = Bare)] beyond simple parameters and results, as the lab's ASMX published and
 * answered it (test/reference/lab/bare-more/): a void method (an output message without parts, `<soap:Body />`),
 * out and ref parameters (parts and elements after the result's; a ref parameter's element serves both), a SOAP
 * header, arrays, nullable values (nillable elements, `xsi:nil`), a one-way method, and two methods of one
 * element (`soapActionRequired` on SOAP 1.2, which then cannot route them by element). Import round-trips the WSDL;
 * the server answers the recorded requests; the client writes and reads what ASMX did.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { AsmxClientCore } from "../../runtime/src/client/client.js";
import type { BindingKind } from "../../runtime/src/protocol.js";
import type { CallContext, OperationHandlers } from "../../runtime/src/server/types.js";
import { readRecordedRequest, readRecordedResponse } from "../support/http-recording.js";
import { answersRecordings } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";
import { specErrorOf } from "../support/spec-error.js";

const LAB = join(REPO_ROOT, "test/reference/lab/bare-more");
const WSDL_FILE = join(LAB, "wsdl/BareMore.asmx@wsdl.xml");
const imported = importWsdl(readFileSync(WSDL_FILE, "utf8"), { source: WSDL_FILE, schema: "spec.schema.json", specPath: "spec/bare-more.yaml" });
const model = imported.model;

type Headers = Record<string, Record<string, unknown> | undefined>;

/** What BareMore.cs does. */
const handlers: OperationHandlers = {
  Log: () => undefined,
  Split: ({ total }: { total: number }) => ({ result: Math.trunc(total / 3), rest: total % 3 }),
  Bump: ({ count }: { count: number }) => ({ result: `b${count + 1}`, count: count + 1 }),
  Who: ({ name }: { name: string }, context: CallContext) => `${((context.headers as Headers).auth?.user as string | undefined) ?? "-"}:${name}`,
  Twice: ({ items }: { items: number[] | null }) => (items === null ? null : items.map((i) => 2 * i)),
  Half: ({ n }: { n: number | null }) => (n === null ? null : Math.trunc(n / 2)),
  Fire: () => undefined,
};

describe("import of the recorded WSDL", () => {
  it("comes back byte for byte", () => {
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toContain("out:\n      - { name: count, type: int }");
    expect(imported.yaml).toContain("- { name: n, type: int, nullable: true }");
    expect(model.bindings.find((b) => b.kind === "soap12")!.soapActionRequired).toEqual(["Log", "Fire"]);
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  answersRecordings(LAB, model, handlers, { count: 12, failureTextIsDotNets: true });
});

describe("the client", () => {
  /** The Header's and Body's content (the recorded requests were written by hand, their envelopes in .NET's form). */
  const inner = (text: string): string =>
    [...text.replace(/\s*\n\s*/g, "").matchAll(/<soap(?:12)?:(Header|Body)>(.*?)<\/soap(?:12)?:\1>/g)].map((m) => m[2]).join("|");
  it.each([
    ["Log.soap11", "soap11", "Log", { message: "hi" }, {}, undefined],
    ["Split.soap11", "soap11", "Split", { total: 10 }, {}, { result: 3, rest: 1 }],
    ["Bump.soap11", "soap11", "Bump", { count: 4 }, {}, { result: "b5", count: 5 }],
    ["Who.soap11", "soap11", "Who", { name: "Ann" }, { headers: { auth: { user: "u1" } } }, "u1:Ann"],
    ["Twice.soap11", "soap11", "Twice", { items: [1, 2] }, {}, [2, 4]],
    ["Twice.soap12", "soap12", "Twice", { items: [5] }, {}, [10]],
    ["Half.soap11", "soap11", "Half", { n: 8 }, {}, 4],
    ["Half.soap11.nil", "soap11", "Half", { n: null }, {}, null],
    ["Log.httpget", "httpGet", "Log", { message: "hey" }, {}, undefined],
    ["Twice.httpget", "httpGet", "Twice", { items: [3, 4] }, {}, [6, 8]],
  ] as const)("writes the body ASMX read and reads %s", async (name, binding: BindingKind, operation, input, options, expected) => {
    const recorded = readRecordedResponse(join(LAB, "exchanges", `${name}.response.txt`))!;
    let sent = "";
    const client = new AsmxClientCore(descriptorOf(model), {
      endpoint: "http://127.0.0.1/BareMore.asmx",
      allowInsecureHttp: true,
      binding,
      transport: async (request) => {
        sent = request.body ?? request.url;
        return { status: recorded.status, contentType: recorded.headers.get("content-type"), body: recorded.body.toString("utf8") };
      },
    });
    const result = await client.call(operation, input, options);
    expect(result).toEqual(expected);
    const request = readRecordedRequest(join(LAB, "exchanges", `${name}.request.txt`));
    if (binding === "httpGet") expect(sent).toContain(request.target.split("?")[1]);
    // xsi:nil before the namespace declaration, XmlSerializer's order (Half.soap11.nil.response), as recorded.
    else expect(inner(sent)).toBe(inner(request.body.toString("utf8")));
  });

  it("sends a one-way call and takes the 202", async () => {
    const recorded = readRecordedResponse(join(LAB, "exchanges", "Fire.soap11.response.txt"))!;
    const client = new AsmxClientCore(descriptorOf(model), {
      endpoint: "http://127.0.0.1/BareMore.asmx",
      allowInsecureHttp: true,
      binding: "soap11",
      transport: async () => ({ status: recorded.status, contentType: recorded.headers.get("content-type"), body: "" }),
    });
    expect(await client.call("Fire", { message: "go" })).toBeUndefined();
  });
});

describe("the spec", () => {
  it("still refuses a bare parameter of a type the lab has not shown bare", () => {
    const spec = `service: { name: S, namespace: "urn:s", endpoint: "https://h/S.asmx" }
operations:
  - { name: A, parameterStyle: bare, fields: [{ name: x, type: DataSet }], result: { type: int } }
`;
    expect(specErrorOf(spec)).toContain("parameter 'x' is not of a simple type, an enum, a class or an array of them, or is in another namespace");
  });
});
