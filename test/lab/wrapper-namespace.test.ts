/**
 * [SoapDocumentMethod(RequestNamespace, ResponseNamespace)], as the lab's ASMX published and answered it
 * (test/reference/lab/wrapper-namespace/): each wrapper and its members in its own namespace, declared in a
 * schema of that namespace (a class the response holds declared again there), the schemas in the order the
 * exporter first meets their namespaces; SOAPAction, messages and HTTP keep the service's namespace. Import
 * round-trips the WSDL; the server answers the recorded requests; the client writes and reads the wrappers.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { AsmxClientCore } from "../../runtime/src/client/client.js";
import type { BindingKind } from "../../runtime/src/protocol.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { readRecordedRequest, readRecordedResponse } from "../support/http-recording.js";
import { answersRecordings } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";
import { specErrorOf } from "../support/spec-error.js";

const LAB = join(REPO_ROOT, "test/reference/lab/wrapper-namespace");
const WSDL_FILE = join(LAB, "wsdl/WrapperNamespace.asmx@wsdl.xml");
const imported = importWsdl(readFileSync(WSDL_FILE, "utf8"), { source: WSDL_FILE, schema: "spec.schema.json", specPath: "spec/wrapper-namespace.yaml" });
const model = imported.model;

/** Point's fields X and Y, by their TypeScript names. */
interface Point {
  x: number;
  y: number;
}

/** What WrapperNamespace.cs does (a missing string reads as null, which C#'s + writes as nothing). */
const handlers: OperationHandlers = {
  Get: ({ k, n }: { k: string | null; n: number }) => `g:${k ?? ""}${n}`,
  Only: ({ a }: { a: number }) => a + 1,
  Move: ({ p }: { p: Point }) => ({ ...p, x: p.x + 1 }),
  Plain: ({ p }: { p: string }) => `p:${p}`,
};

describe("import of the recorded WSDL", () => {
  it("comes back byte for byte, the namespaces in the spec", () => {
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml.match(/requestNamespace: urn:lab:request/g)).toHaveLength(2);
    expect(imported.yaml.match(/responseNamespace: urn:lab:response/g)).toHaveLength(2);
    const get = model.operations.find((o) => o.name === "Get")!;
    expect([get.wire.requestNamespace, get.wire.responseNamespace]).toEqual(["urn:lab:request", "urn:lab:response"]);
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  answersRecordings(LAB, model, handlers, { count: 7 });
});

describe("the client", () => {
  const call = async (name: string, binding: BindingKind, operation: string, input: object): Promise<{ result: unknown; body: string }> => {
    const recorded = readRecordedResponse(join(LAB, "exchanges", `${name}.response.txt`))!;
    let body = "";
    const client = new AsmxClientCore(descriptorOf(model), {
      endpoint: "http://127.0.0.1/WrapperNamespace.asmx",
      allowInsecureHttp: true,
      binding,
      transport: async (request) => {
        body = request.body ?? "";
        return { status: recorded.status, contentType: recorded.headers.get("content-type"), body: recorded.body.toString("utf8") };
      },
    });
    return { result: await client.call(operation, input), body };
  };
  const recordedWrapper = (name: string): string => /<soap(?:12)?:Body>\s*(<.*>)\s*<\/soap(?:12)?:Body>/s.exec(readRecordedRequest(join(LAB, "exchanges", `${name}.request.txt`)).body.toString("utf8"))![1]!;

  it.each([
    ["Get.soap11", "soap11", "Get", { k: "one", n: 1 }, "g:one1"],
    ["Get.soap12", "soap12", "Get", { k: "three", n: 3 }, "g:three3"],
    ["Only.soap11", "soap11", "Only", { a: 41 }, 42],
    ["Move.soap11", "soap11", "Move", { p: { x: 1, y: 2 } }, { x: 2, y: 2 }],
    ["Get.httpget", "httpGet", "Get", { k: "four", n: 4 }, "g:four4"],
  ] as const)("writes the request ASMX read and reads %s", async (name, binding: BindingKind, operation, input, expected) => {
    const { result, body } = await call(name, binding, operation, input);
    expect(result).toEqual(expected);
    if (binding !== "httpGet") expect(body).toContain(recordedWrapper(name));
  });
});

describe("the spec", () => {
  const spec = (extra: string): string => `service: { name: S, namespace: "urn:s", endpoint: "https://h/S.asmx" }
operations:
  - { name: A, ${extra}fields: [{ name: x, type: int }], result: { type: int } }
`;
  it("accepts a namespace on a bare operation (lab bare-defaults)", () => {
    expect(specErrorOf(spec("parameterStyle: bare, requestNamespace: urn:r, "))).toBe("no error");
  });
  it("lets two operations' wrappers share a name in different namespaces", () => {
    const two = `service: { name: S, namespace: "urn:s", endpoint: "https://h/S.asmx" }
operations:
  - { name: A, fields: [], result: { type: int } }
  - { name: B, requestElement: A, requestNamespace: "urn:r", fields: [], result: { type: int } }
`;
    expect(specErrorOf(two)).toBe("no error");
    expect(specErrorOf(two.replace(', requestNamespace: "urn:r"', ""))).toContain("element 'A' of operation 'B' clashes with operation 'A'");
  });
});
