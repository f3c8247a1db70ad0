/**
 * [XmlAnyElement(Name, Namespace)] on XmlElement[] members, as the lab's ASMX published and answered it
 * (test/reference/lab/any-named/): a named element of another namespace is `ref=` a global element of mixed, any
 * content in that namespace's schema; one without a namespace is such an element in place, in the class's; a
 * namespace without a name is `<s:any namespace>`, which reads as every element no other member takes. The spec
 * gives the recorded WSDL; import gives the spec back; the server answers the recorded requests with the recorded
 * bytes; the client reads the recorded answers.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { renderWsdlSet } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import type { BindingKind } from "../../runtime/src/protocol.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { writeValueElement } from "../../runtime/src/soap/values.js";
import { answersRecordings, clientOfRecording } from "../support/lab-replay.js";
import { specWithMember } from "../support/lab-members.js";
import { REPO_ROOT } from "../support/paths.js";
import { specErrorOf } from "../support/spec-error.js";

const LAB = join(REPO_ROOT, "test/reference/lab/any-named");
const WSDL = readFileSync(join(LAB, "wsdl/AnyNamed.asmx@wsdl.xml"), "utf8");
const ADDRESS = readFileSync(join(LAB, "wsdl/index.tsv"), "utf8").split("\t")[0]!.replace("?wsdl", "");
const NS = "http://lab.example.com/any-named";
/** AnyNamed.cs in the spec's words. */
export const SPEC = `service: { name: AnyNamed, namespace: "${NS}", endpoint: "${ADDRESS}", bindings: [soap11, soap12, httpGet, httpPost] }
types:
  Named:
    fields:
      - { name: Name, type: string }
      - { name: Extra, type: "XmlElement[]", any: { name: Extra, namespace: "urn:x" } }
      - { name: OfY, type: "XmlElement[]", any: { namespace: "urn:y" } }
      - { name: Plain, type: "XmlElement[]", any: { name: Plain } }
      - { name: Count, type: int }
operations:
  - { name: Get, fields: [], result: { type: Named } }
  - { name: Echo, fields: [{ name: o, type: Named }], result: { type: Named } }
`;
const model = parseSpec(SPEC, "spec/any-named.yaml");

/** Get() of AnyNamed.cs, as its handler gives it (elements made by hand: no declarations of their own). */
const MADE = {
  name: "n",
  extra: [{ name: "Extra", namespace: "urn:x", children: ["1"] }],
  ofY: [{ name: "q", namespace: "urn:y", children: ["2"] }],
  plain: [{ name: "Plain", namespace: NS, children: ["3"] }],
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

  it("imports and comes back byte for byte, each member as AnyNamed.cs says it (the namespace-only one named Any)", () => {
    const imported = importWsdl(WSDL, { source: "AnyNamed.wsdl", schema: "spec.schema.json", specPath: "spec/any-named.yaml" });
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toContain(`      - { name: Extra, type: "XmlElement[]", any: { name: Extra, namespace: urn:x } }
      - { name: Any, type: "XmlElement[]", any: { namespace: urn:y } }
      - { name: Plain, type: "XmlElement[]", any: { name: Plain } }
`);
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
      extra: [{ name: "Extra", namespace: "urn:x", namespaces: { "": "urn:x" }, children: ["1"] }],
      ofY: [{ name: "q", namespace: "urn:y", namespaces: { "": "urn:y" }, children: ["2"] }],
      plain: [{ name: "Plain", namespace: NS, children: ["3"] }],
      count: 3,
    });
  });

  it("reads Echo's answer: each named member its elements, the namespace-only one every other", async () => {
    const answer = (await clientFor("Echo.soap11", "soap11").call("Echo", { o: MADE })) as Record<string, { name: string }[]>;
    expect(answer.extra!.map((e) => e.name)).toEqual(["Extra", "Extra"]);
    expect(answer.ofY!.map((e) => e.name)).toEqual(["q", "Other", "Plain", "Other"]);
    expect(answer.plain!.map((e) => e.name)).toEqual(["Plain"]);
  });

  it("refuses to write an element of another name than the member's", () => {
    const service = descriptorOf(model);
    const value = { ...MADE, extra: [{ name: "Other", namespace: "urn:x" }] };
    expect(() => writeValueElement("o", { kind: "complex", name: "Named" }, value, { nillable: false, service })).toThrow(
      "o.Extra[0]: expected an element 'Extra' of 'urn:x' ('Other' of 'urn:x')",
    );
  });
});

describe("named xs:any members the spec refuses", () => {
  it.each([
    ["without a name or namespace", "{ name: A, type: 'XmlElement[]', any: {} }", "spec/test.yaml:5:47: field 'A': 'any' needs a name or a namespace ([XmlAnyElement(Name, Namespace)]), or 'any: true'"],
    ["with a name that is not an XML name", "{ name: A, type: 'XmlElement[]', any: { name: '1a' } }", "spec/test.yaml:5:55: field 'A': '1a' is not a valid XML name"],
    ["on a lone XmlElement (not asked of the lab)", "{ name: A, type: XmlElement, any: { name: A } }", "spec/test.yaml:5:43: field 'A': [XmlAnyElement(Name, Namespace)] on a lone XmlElement has not been asked of the lab yet: use an XmlElement[]"],
  ])("%s", (_, member, error) => {
    expect(specErrorOf(specWithMember(member))).toBe(error);
  });

  it("a second member taking every element", () => {
    expect(specErrorOf(specWithMember("{ name: A, type: 'XmlElement[]', any: true }", "{ name: B, type: 'XmlElement[]', any: { namespace: 'urn:b' } }"))).toBe(
      "spec/test.yaml:6:9: class 'C' has a second xs:any member ('B') taking every element; XmlSerializer allows one [XmlAnyElement] without a name",
    );
  });

  it("a named element beside a member of that name (not asked of the lab)", () => {
    expect(specErrorOf(specWithMember("{ name: A, type: string }", "{ name: B, type: 'XmlElement[]', any: { name: A, namespace: 'urn:a' } }"))).toBe(
      "spec/test.yaml:6:9: class 'C': the element 'A' would be two members' ([XmlAnyElement(Name)] beside a member of that name has not been asked of the lab yet)",
    );
  });
});
