/**
 * Array wrappers (ArrayOfX) under [SoapDocumentMethod(RequestNamespace, ResponseNamespace)] and under a
 * [WebServiceBinding(Namespace)] binding of another namespace, as the lab's ASMX published and answered them
 * (test/reference/lab/array-homes/): each wrapper lives in the schema of the element typed with it, the request
 * wrapper's namespace for parameters, the response wrapper's for the result and out parameters, the binding's for its
 * methods, and is numbered there in the order met: `int?[] n` met first is urn:req's ArrayOfInt (nillable items),
 * `int[] a` its ArrayOfInt1, beside the service's own ArrayOfInt of int. A class of no namespace (Item) is declared
 * again in each schema it is met in, its array members numbered with that schema's. The specs generate the recorded
 * WSDL sets byte for byte and import reads them back; the server answers the recorded exchanges byte for byte; the
 * client reads them.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { documentSetFromFolder } from "../../generator/import/document-set.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { renderWsdlSet } from "../../generator/emit/wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { answersRecordings, clientOfRecording } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";
import { specErrorOf } from "../support/spec-error.js";

const LAB = join(REPO_ROOT, "test/reference/lab/array-homes");
const REQ = join(LAB, "req");
const FAR = join(LAB, "far");
const address = (folder: string, service: string): string => /<soap:address location="([^"]+)"/.exec(readFileSync(join(folder, "wsdl", `${service}.asmx@wsdl.xml`), "utf8"))![1]!;
const REQ_ADDRESS = address(REQ, "ArrayHomesReq");
const FAR_ADDRESS = /location="([^"]+)"/.exec(readFileSync(join(FAR, "wsdl/ArrayHomesFar.asmx@wsdl.xml"), "utf8").split("<wsdl:service")[1]!)![1]!;

const ITEM = `types:
  Item:
    fields:
      - { name: Ints, type: "int[]", arrayItem: { typeName: ArrayOfInt1 } }
      - { name: Maybe, type: "int[]", arrayItem: { nillable: true } }
`;
const REQ_SPEC = `service: { name: ArrayHomesReq, namespace: "urn:lab", endpoint: "${REQ_ADDRESS}" }
${ITEM}operations:
  - name: Own
    fields:
      - { name: a, type: "int[]" }
    result: { type: "int[]" }
  - name: Req
    requestNamespace: urn:req
    responseNamespace: urn:res
    fields:
      - { name: n, type: "int[]", arrayItem: { nillable: true } }
      - { name: a, type: "int[]", arrayItem: { typeName: ArrayOfInt1 } }
      - { name: item, type: Item }
    result: { type: "int[]" }
    out:
      - { name: on, type: "int[]", arrayItem: { nillable: true, typeName: ArrayOfInt1 } }
  - name: Take
    requestNamespace: urn:req
    bindings: [soap11, soap12]
    fields:
      - { name: a, type: "int[]", arrayItem: { typeName: ArrayOfInt1 } }
      - { name: n, type: "int[]", arrayItem: { nillable: true } }
    result: { type: string }
`;
const FAR_SPEC = `service: { name: ArrayHomesFar, namespace: "urn:lab", endpoint: "${FAR_ADDRESS}", namedBindings: { Far: { namespace: urn:far } } }
${ITEM}operations:
  - name: Own
    fields:
      - { name: n, type: int }
    result: { type: "int[]" }
  - name: Far
    binding: Far
    fields:
      - { name: n, type: "int[]", arrayItem: { nillable: true } }
      - { name: a, type: "int[]", arrayItem: { typeName: ArrayOfInt1 } }
      - { name: item, type: Item }
    result: { type: Item }
`;
const reqModel = parseSpec(REQ_SPEC, "spec/array-homes-req.yaml");
const farModel = parseSpec(FAR_SPEC, "spec/array-homes-far.yaml");

interface Item {
  ints: number[] | null;
  maybe: (number | null)[] | null;
}
const join_ = (a: readonly (number | null)[] | null, nil = false): string => (a === null ? "null" : a.map((x) => (x === null && nil ? "nil" : String(x))).join(","));
/** What ArrayHomesReq.cs and ArrayHomesFar.cs do. */
const reqHandlers: OperationHandlers = {
  Own: ({ a }: { a: number[] | null }) => a,
  Req: ({ n, a }: { n: (number | null)[] | null; a: number[] | null }) => ({ result: a, on: n }),
  Take: ({ a, n }: { a: number[] | null; n: (number | null)[] | null }) => `${join_(a)}|${join_(n, true)}`,
};
const farHandlers: OperationHandlers = {
  Own: ({ n }: { n: number }) => [n, n + 1],
  Far: ({ n, a, item }: { n: (number | null)[] | null; a: number[] | null; item: Item | null }) => item ?? { ints: a, maybe: n },
};

async function itWritesAndImports(folder: string, service: string, model: ReturnType<typeof parseSpec>, at: string, specPath: string): Promise<void> {
  const set = renderWsdlSet(model, at);
  const index = readFileSync(join(folder, "wsdl/index.tsv"), "utf8").trim().split("\n").map((l) => l.split("\t")[1]!);
  expect(set.map((d) => `${service}.asmx@${d.query}.xml`).sort()).toEqual([...index].sort());
  for (const d of set) expect(d.text).toBe(readFileSync(join(folder, "wsdl", `${service}.asmx@${d.query}.xml`), "utf8"));
  const documents = await documentSetFromFolder(join(folder, "wsdl"));
  const imported = importWsdl(documents.root.document.text, { schema: "spec.schema.json", specPath, source: documents.root.document.file, set: documents });
  expect(imported.byteEqual).toBe(true);
  expect(renderWsdlSet(parseSpec(imported.yaml, specPath), at)).toEqual(set);
}

describe("the WSDL sets and import", () => {
  it("RequestNamespace/ResponseNamespace: each schema numbers its own wrappers (urn:req ArrayOfInt nillable, ArrayOfInt1; urn:res the other way round)", async () => {
    await itWritesAndImports(REQ, "ArrayHomesReq", reqModel, REQ_ADDRESS, "spec/array-homes-req.yaml");
    const text = renderWsdlSet(reqModel, REQ_ADDRESS)[0]!.text;
    expect(text).toContain('name="a" type="tns:ArrayOfInt" />');
    expect(text).toContain('name="n" type="s1:ArrayOfInt" />\n            <s:element minOccurs="0" maxOccurs="1" name="a" type="s1:ArrayOfInt1" />');
    expect(text).toContain('name="Ints" type="s1:ArrayOfInt1" />\n          <s:element minOccurs="0" maxOccurs="1" name="Maybe" type="s1:ArrayOfInt" />');
    expect(text).toContain('name="ReqResult" type="s2:ArrayOfInt" />\n            <s:element minOccurs="0" maxOccurs="1" name="on" type="s2:ArrayOfInt1" />');
  });
  it("a binding of another namespace: its wrappers in the binding's schema document, numbered there", async () => {
    await itWritesAndImports(FAR, "ArrayHomesFar", farModel, FAR_ADDRESS, "spec/array-homes-far.yaml");
  });
  it("still refuses one schema's ArrayOfInt of two item rules, naming the class's schemas", () => {
    // Item's Maybe (nillable items) as ArrayOfInt1 would clash with urn:req's ArrayOfInt1 of int (a).
    const clash = REQ_SPEC.replace('{ name: Maybe, type: "int[]", arrayItem: { nillable: true } }', '{ name: Maybe, type: "int[]", arrayItem: { nillable: true, typeName: ArrayOfInt1 } }').replace('{ name: Ints, type: "int[]", arrayItem: { typeName: ArrayOfInt1 } }', '{ name: Ints, type: "int[]" }');
    expect(specErrorOf(clash, "spec/array-homes-req.yaml")).toMatch(/the array wrapper 'ArrayOfInt1' already has items 'int'.*\(its class 'Item' is met in urn:req\), and one WSDL type cannot say both/);
  });
});

describe("the server answers the recorded exchanges byte for byte", () => {
  describe("RequestNamespace/ResponseNamespace", () => answersRecordings(REQ, reqModel, reqHandlers, { count: 4 }));
  describe("a binding of another namespace", () => answersRecordings(FAR, farModel, farHandlers, { count: 4 }));
});

describe("the client reads them", () => {
  it("the arrays of urn:res and urn:far", async () => {
    const req = (name: string, binding: "soap11" | "soap12" = "soap11") => clientOfRecording(REQ, reqModel, REQ_ADDRESS, name, binding).call("Req", { n: null, a: null, item: null });
    expect(await req("Req.soap11")).toEqual({ result: [3], on: [1, null] });
    expect(await req("Req.soap12", "soap12")).toEqual({ result: [], on: [null] });
    const far = (name: string, binding: "soap11" | "soap12") => clientOfRecording(FAR, farModel, FAR_ADDRESS, name, binding).call("Far", { n: null, a: null, item: null });
    expect(await far("Far.soap11", "soap11")).toEqual({ ints: [2], maybe: [1, null] });
    expect(await far("Far.soap12", "soap12")).toEqual({ ints: [4], maybe: [null] });
    expect(await clientOfRecording(FAR, farModel, FAR_ADDRESS, "Own.httpget", "httpGet").call("Own", { n: 5 })).toEqual([5, 6]);
  });
});
