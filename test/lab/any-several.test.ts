/**
 * Several [XmlAnyElement(Name, Namespace)] on one XmlElement[] member, as the lab's ASMX published and answered it
 * (test/reference/lab/any-several/): `<s:choice minOccurs="0" maxOccurs="unbounded">` of `ref=`s to global
 * elements of mixed, any content, one per attribute; the member holds the elements of those names in document
 * order, and drops others of their namespaces. The spec gives the recorded WSDL; import gives the spec back; the
 * server answers the recorded requests with the recorded bytes; the client reads the recorded answers.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderWsdlSet } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import type { BindingKind } from "../../runtime/src/protocol.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { answersRecordings, clientOfRecording } from "../support/lab-replay.js";
import { specWithMember } from "../support/lab-members.js";
import { REPO_ROOT } from "../support/paths.js";
import { specErrorOf } from "../support/spec-error.js";

const LAB = join(REPO_ROOT, "test/reference/lab/any-several");
const WSDL = readFileSync(join(LAB, "wsdl/AnySeveral.asmx@wsdl.xml"), "utf8");
const ADDRESS = readFileSync(join(LAB, "wsdl/index.tsv"), "utf8").split("\t")[0]!.replace("?wsdl", "");
/** AnySeveral.cs in the spec's words. */
export const SPEC = `service: { name: AnySeveral, namespace: "http://lab.example.com/any-several", endpoint: "${ADDRESS}", bindings: [soap11, soap12, httpGet, httpPost] }
types:
  Several:
    fields:
      - { name: Name, type: string }
      - { name: Extra, type: "XmlElement[]", any: [{ name: A, namespace: "urn:a" }, { name: B, namespace: "urn:b" }] }
      - { name: Count, type: int }
operations:
  - { name: Get, fields: [], result: { type: Several } }
  - { name: Echo, fields: [{ name: o, type: Several }], result: { type: Several } }
`;
const model = parseSpec(SPEC, "spec/any-several.yaml");

/** Get() of AnySeveral.cs, as its handler gives it: B before A, as the array holds them. */
const MADE = {
  name: "n",
  extra: [
    { name: "B", namespace: "urn:b", children: ["2"] },
    { name: "A", namespace: "urn:a", children: ["1"] },
  ],
  count: 3,
};
const handlers: OperationHandlers = {
  Get: () => MADE,
  Echo: ({ o }: { o: object }) => o,
};

describe("the WSDL", () => {
  it("is the recorded one byte for byte", () => {
    expect(renderWsdlSet(model, ADDRESS).find((d) => d.query === "wsdl")!.text).toBe(WSDL);
  });

  it("imports and comes back byte for byte, the member named Any (the WSDL does not name it)", () => {
    const imported = importWsdl(WSDL, { source: "AnySeveral.wsdl", schema: "spec.schema.json", specPath: "spec/any-several.yaml" });
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toContain('      - { name: Any, type: "XmlElement[]", any: [ { name: A, namespace: urn:a }, { name: B, namespace: urn:b } ] }\n');
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  answersRecordings(LAB, model, handlers, { count: 3 });
});

describe("the client", () => {
  const clientFor = (name: string, binding: BindingKind) => clientOfRecording(LAB, model, ADDRESS, name, binding);

  it.each([
    ["Get.soap11", "soap11"],
    ["Get.httpget", "httpGet"],
  ] as const)("reads %s", async (name, binding) => {
    expect(await clientFor(name, binding).call("Get", {})).toEqual({
      name: "n",
      extra: [
        { name: "B", namespace: "urn:b", namespaces: { "": "urn:b" }, children: ["2"] },
        { name: "A", namespace: "urn:a", namespaces: { "": "urn:a" }, children: ["1"] },
      ],
      count: 3,
    });
  });

  it("reads Echo's answer: the elements of its names, in document order", async () => {
    const answer = (await clientFor("Echo.soap11", "soap11").call("Echo", { o: MADE })) as { extra: { name: string; children: string[] }[] };
    expect(answer.extra.map((e) => `${e.name}${e.children[0]}`)).toEqual(["A1", "B2", "A3"]);
  });
});

describe("several named xs:any the spec refuses", () => {
  it("one of them without a name", () => {
    expect(specErrorOf(specWithMember("{ name: A, type: 'XmlElement[]', any: [{ name: A, namespace: 'urn:a' }, { namespace: 'urn:b' }] }"))).toBe(
      "spec/test.yaml:5:81: field 'A': each of several [XmlAnyElement] needs a name",
    );
  });
  it("one of them in the class's namespace (not asked of the lab)", () => {
    expect(specErrorOf(specWithMember("{ name: A, type: 'XmlElement[]', any: [{ name: A, namespace: 'urn:a' }, { name: B }] }"))).toBe(
      "spec/test.yaml:5:81: field 'A': several [XmlAnyElement(Name)] with one in the class's namespace have not been asked of the lab yet: give each a namespace",
    );
  });
  it("the same one twice", () => {
    expect(specErrorOf(specWithMember("{ name: A, type: 'XmlElement[]', any: [{ name: A, namespace: 'urn:a' }, { name: A, namespace: 'urn:a' }] }"))).toBe(
      "spec/test.yaml:5:81: field 'A': [XmlAnyElement] 'A' is given twice",
    );
  });
});
