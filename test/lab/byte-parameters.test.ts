/**
 * byte[] parameters (plain and [XmlElement(DataType = "hexBinary")]) as the lab's ASMX published and answered them
 * (test/reference/lab/byte-parameters/): offered on HTTP GET and POST, where the WSDL gives the part ASMX's
 * `s1:StringArray` and ASMX reads the parameter as repeated byte values (`data=1&data=2`, each as Byte.Parse
 * reads it: white space and a sign allowed, base64, an empty value, 256 or -1 a 500; a missing one .NET's
 * NullReferenceException, so an empty array cannot travel there). Import round-trips the WSDL; the server
 * answers the recorded requests with the recorded bytes; the client sends what ASMX reads and reads the answers.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { AsmxClientCore } from "../../runtime/src/client/client.js";
import type { BindingKind } from "../../runtime/src/protocol.js";
import { MISSING_ARRAY, parseQuery, readHttpParameters } from "../../runtime/src/server/http-bindings.js";
import { planOperation } from "../../runtime/src/server/plan.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { readRecordedRequest } from "../support/http-recording.js";
import { labFixtureSet, passesFixtures } from "../support/lab-fixtures.js";
import { answersRecordings, clientOfRecording } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";
import { specErrorOf } from "../support/spec-error.js";

const LAB = join(REPO_ROOT, "test/reference/lab/byte-parameters");
const WSDL_FILE = join(LAB, "wsdl/ByteParameters.asmx@wsdl.xml");
const imported = importWsdl(readFileSync(WSDL_FILE, "utf8"), {
  source: WSDL_FILE,
  schema: "spec.schema.json",
  specPath: "spec/byte-parameters.yaml",
});
const model = imported.model;
const ENDPOINT = "http://127.0.0.1/ByteParameters.asmx";

const bytes = (...b: number[]) => new Uint8Array(b);
/** ByteParameters.cs. */
const handlers: OperationHandlers = {
  Echo: ({ data }: { data: Uint8Array | null }) => data,
  Count: ({ data, extra }: { data: Uint8Array | null; extra: number }) => (data === null ? -1 : data.length + extra),
  Hex: ({ data }: { data: Uint8Array | null }) => data,
};

describe("import of the recorded WSDL", () => {
  it("comes back byte for byte, the methods on HTTP GET and POST with StringArray parts", () => {
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toContain("- { name: data, type: base64Binary, dataType: hexBinary }");
    for (const op of model.operations) expect(op.bindings).toEqual(["soap11", "soap12", "httpGet", "httpPost"]);
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  answersRecordings(LAB, model, handlers, { count: 19, failureTextIsDotNets: true });
});

describe("the server reads repeated byte values", () => {
  const read = (name: string, op: string) => {
    const { target } = readRecordedRequest(join(LAB, "exchanges", `${name}.request.txt`));
    const service = descriptorOf(model);
    const plan = planOperation(service, service.operations.find((o) => o.name === op)!, () => null);
    const query = target.indexOf("?");
    return readHttpParameters(plan, parseQuery(query < 0 ? "" : target.slice(query + 1)));
  };
  it("each as Byte.Parse reads it: white space and a sign allowed", () => {
    expect(read("Echo.httpget.spaces-signs", "Echo")).toEqual({ data: bytes(1, 2, 0) });
    expect(read("Count.httpget", "Count")).toEqual({ label: "b", data: bytes(7), extra: 3 });
  });
  it("names the parameter of a value that is no byte, and fails on a missing one as .NET does", () => {
    expect(() => read("Echo.httpget.base64", "Echo")).toThrow("Cannot convert 'AQID' to");
    expect(() => read("Echo.httpget.overflow", "Echo")).toThrow("an integer from 0 to 255");
    expect(() => read("Echo.httpget.missing", "Echo")).toThrow(MISSING_ARRAY);
  });
});

describe("the client", () => {
  const sentBy = async (binding: BindingKind, data: Uint8Array | null): Promise<string> => {
    const sent: string[] = [];
    const client = new AsmxClientCore(descriptorOf(model), {
      endpoint: ENDPOINT,
      allowInsecureHttp: true,
      binding,
      transport: async (request) => {
        sent.push(binding === "httpGet" ? request.url : (request.body ?? ""));
        return { status: 200, contentType: "text/xml; charset=utf-8", body: '<?xml version="1.0" encoding="utf-8"?>\n<int xmlns="http://lab.example.com/byte-parameters">1</int>' };
      },
    });
    await client.call("Count", { label: "a", data, extra: 3 });
    return sent[0]!;
  };

  it("sends a byte[] as ASMX reads it: one decimal value per byte", async () => {
    expect(await sentBy("httpPost", bytes(1, 2))).toBe("label=a&data=1&data=2&extra=3");
    expect(await sentBy("httpGet", bytes(0, 171, 255))).toBe(`${ENDPOINT}/Count?label=a&data=0&data=171&data=255&extra=3`);
    // Nothing to send for an empty or null one (ASMX then fails: lab Echo.httppost.missing).
    expect(await sentBy("httpPost", bytes())).toBe("label=a&extra=3");
    expect(await sentBy("httpPost", null)).toBe("label=a&extra=3");
  });

  it.each([
    ["Echo.httpget", "httpGet", "Echo", bytes(1, 2, 255)],
    ["Echo.httppost", "httpPost", "Echo", bytes(0, 171, 255)],
    ["Hex.httppost", "httpPost", "Hex", bytes(16)],
    ["Count.httppost", "httpPost", "Count", 5],
    ["Echo.soap11", "soap11", "Echo", bytes(1, 2, 255)],
    ["Echo.soap11.empty", "soap11", "Echo", bytes()],
    ["Echo.soap11.absent", "soap11", "Echo", null],
    ["Hex.soap11", "soap11", "Hex", bytes(0, 255, 16)],
  ] as const)("reads %s", async (name, binding, op, expected) => {
    const client = clientOfRecording(LAB, model, ENDPOINT, name, binding);
    expect(await client.call(op, { label: "a", data: bytes(1), extra: 0 })).toEqual(expected);
  });
});

describe("the spec", () => {
  const spec = (field: string, bindings = "") => `service: { name: S, namespace: "urn:s", endpoint: "https://h/S.asmx" }
operations:
  - name: Put
    fields:
      - ${field}
    ${bindings}
`;
  it("offers an array of byte arrays on SOAP only, and refuses it on HTTP with its reason", () => {
    expect(specErrorOf(spec('{ name: parts, type: "base64Binary[]" }', "bindings: [soap11, httpPost]"))).toContain(
      "field 'parts' is an array of byte arrays, which ASMX's HTTP bindings cannot read, so it cannot travel over HTTP POST",
    );
  });
});

describe("the fixtures", () => {
  const set = labFixtureSet(model, "byte-parameters-");
  it("send a byte[] over HTTP as repeated byte values, an empty one as one zero byte", () => {
    const request = (id: string) => set.message(set.index.cases.find((c) => c.id === id)!.request!);
    expect(request("Echo.httpPost.sample.request").body).toBe("data=0&data=255&data=16&data=128");
    expect(request("Echo.httpGet.empty.request").startLine).toBe("GET /ByteParameters.asmx/Echo?data=0 HTTP/1.1");
  });
  passesFixtures(model, set);
});
