/**
 * [XmlArrayItem(Namespace)] on class members, as the lab's ASMX published and answered it
 * (test/reference/lab/array-item-namespace/): arrays of strings, ints (items renamed N), classes and enums whose
 * items are in `urn:items` (a class item's fields too; the class and the enum are declared in that schema). The wrapper types move into that namespace's schema (`s1:ArrayOfString`), the items travel each
 * declaring it (`<string xmlns="urn:items">`), the wrapper stays in the class's namespace. Import round-trips the
 * WSDL; the server answers the recorded requests with the recorded bytes; the client reads the recorded answers
 * and writes the recorded request's body.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { renderWsdlSet } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { readValueElement, writeValueElement } from "../../runtime/src/soap/values.js";
import { childElements, parseXml } from "../../runtime/src/xml/tree.js";
import { ValueArbitraries } from "../runtime/complex-arbitraries.js";
import { readRecordedResponse } from "../support/http-recording.js";
import { answersRecordings, clientOfRecording } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";
import { specErrorOf } from "../support/spec-error.js";

const LAB = join(REPO_ROOT, "test/reference/lab/array-item-namespace");
const WSDL_FILE = join(LAB, "wsdl/ArrayItemNamespace.asmx@wsdl.xml");
const imported = importWsdl(readFileSync(WSDL_FILE, "utf8"), {
  source: WSDL_FILE,
  schema: "spec.schema.json",
  specPath: "spec/array-item-namespace.yaml",
});
const model = imported.model;

/** Get() of ArrayItemNamespace.cs. */
const ITEM = { names: ["a", "b"], numbers: [1, 2], text: "t", inners: [{ code: "c" }], colors: ["Blue"] };
const handlers: OperationHandlers = {
  Get: () => ITEM,
  Echo: ({ item }: { item: object }) => item,
};

describe("import of the recorded WSDL", () => {
  it("comes back byte for byte", () => {
    expect(imported.byteEqual).toBe(true);
  });

  it("says the items' namespace", () => {
    expect(imported.yaml).toContain('- { name: Names, type: "string[]", arrayItem: { namespace: urn:items } }');
    expect(imported.yaml).toContain('- { name: Inners, type: "Inner[]", arrayItem: { namespace: urn:items } }');
    expect(imported.yaml).toContain('- { name: Colors, type: "Color[]", arrayItem: { namespace: urn:items } }');
    expect(imported.yaml).toContain('- { name: Numbers, type: "int[]", arrayItem: { name: N, namespace: urn:items } }');
  });

  it("the generated WSDL declares the wrapper types in the items' schema", () => {
    const wsdl = renderWsdlSet(model, "http://h/ArrayItemNamespace.asmx")[0]!.text;
    expect(wsdl).toContain('<s:element minOccurs="0" maxOccurs="1" name="Names" type="s1:ArrayOfString" />');
    expect(wsdl).toContain(
      '<s:schema elementFormDefault="qualified" targetNamespace="urn:items">\n      <s:complexType name="ArrayOfString">',
    );
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  // Echo's request has items in the class's namespace, which are skipped, and one nil item.
  answersRecordings(LAB, model, handlers, { count: 2 });
});

describe("the client", () => {
  const clientFor = (name: string, sent: string[] = []) =>
    clientOfRecording(LAB, model, "http://127.0.0.1/ArrayItemNamespace.asmx", name, "soap11", sent);

  it("reads Get's answer", async () => {
    expect(await clientFor("Get.soap11").call("Get", {})).toEqual(ITEM);
  });

  it("writes the items in their namespace and reads Echo's answer (a nil item)", async () => {
    const sent: string[] = [];
    const value = { names: ["x", null], numbers: [7], text: "w", inners: [{ code: "j" }], colors: ["Red"] };
    expect(await clientFor("Echo.soap11", sent).call("Echo", { item: value })).toEqual(value);
    // The recorded answer's body is what XmlSerializer writes for this value.
    const recorded = readRecordedResponse(join(LAB, "exchanges", "Echo.soap11.response.txt"))!;
    const result = /<EchoResult>(.*)<\/EchoResult>/.exec(recorded.body.toString("utf8"))![1]!;
    expect(sent[0]).toContain(`<item>${result}</item>`);
  });
});

describe("items in their own namespace, encoded then decoded", () => {
  const service = descriptorOf(model);
  const ITEM_TYPE = { kind: "complex", name: "Item" } as const;
  it("give the value back", () => {
    fc.assert(
      fc.property(new ValueArbitraries(service).value(ITEM_TYPE), (value) => {
        const xml = writeValueElement("v", ITEM_TYPE, value, { nillable: false, service });
        const wrapper = parseXml(
          `<w xmlns="http://lab.example.com/ains" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">${xml}</w>`,
        );
        expect(
          readValueElement(childElements(wrapper)[0]!, ITEM_TYPE, "xml", { service, nillable: false }),
        ).toStrictEqual(value);
      }),
      { numRuns: 200 },
    );
  });
});

describe("item namespaces the spec refuses", () => {
  const spec = (member: string) => `service: { name: S, namespace: "urn:s", endpoint: "https://h/S.asmx" }
types:
  C:
    fields:
      - ${member}
  D:
    fields:
      - { name: X, type: string }
operations:
  - name: Get
    fields: [{ name: p, type: string }]
    result: { type: C }
`;
  it("with unqualified items", () => {
    expect(
      specErrorOf(spec('{ name: A, type: "int[]", arrayItem: { namespace: "urn:i", unqualified: true } }')),
    ).toContain("spec/test.yaml:5:59: unqualified items have no namespace: leave out 'namespace' or 'unqualified'");
  });
  it("on items of arrays", () => {
    expect(specErrorOf(spec('{ name: A, type: "int[][]", arrayItem: { namespace: "urn:i" } }'))).toContain(
      "items in a namespace of their own are simple values, enums or classes here, not",
    );
  });
  it("an empty namespace", () => {
    expect(specErrorOf(spec('{ name: A, type: "int[]", arrayItem: { namespace: "" } }'))).toContain(
      "spec/test.yaml:5:59: types.C.fields.0.arrayItem.namespace must NOT have fewer than 1 characters",
    );
  });
});
