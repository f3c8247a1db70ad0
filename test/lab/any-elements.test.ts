/**
 * [XmlAnyElement] on an XmlElement[] member, as the lab's ASMX published and answered it
 * (test/reference/lab/any-elements/): `<s:any minOccurs="0" maxOccurs="unbounded" />` at the member's place in
 * the class's sequence; its elements travel as they are among the class's, and every child element no other
 * member takes is read into it. Import round-trips the WSDL; the server answers the recorded requests with the
 * recorded bytes; the client reads the recorded answers.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import type { BindingKind } from "../../runtime/src/protocol.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { answersRecordings, clientOfRecording } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";
import { specWithMember } from "../support/lab-members.js";
import { specErrorOf } from "../support/spec-error.js";

const LAB = join(REPO_ROOT, "test/reference/lab/any-elements");
const WSDL_FILE = join(LAB, "wsdl/AnyElements.asmx@wsdl.xml");
const imported = importWsdl(readFileSync(WSDL_FILE, "utf8"), {
  source: WSDL_FILE,
  schema: "spec.schema.json",
  specPath: "spec/any-elements.yaml",
});
const model = imported.model;

/** Get() of AnyElements.cs, as its handler gives it (elements made by hand: no declarations of their own). */
const MADE = {
  name: "n",
  any: [
    { name: "x", namespace: "urn:e", children: ["1"] },
    { name: "y", children: ["2"] },
    { name: "z", namespace: "urn:z", prefix: "p", attributes: [{ name: "k", value: "v" }] },
  ],
  count: 3,
};
/** The same, as read from the wire: each element with the declarations it carried. */
const READ = {
  name: "n",
  any: [
    { name: "x", namespace: "urn:e", namespaces: { "": "urn:e" }, children: ["1"] },
    { name: "y", namespaces: { "": "" }, children: ["2"] },
    { name: "z", namespace: "urn:z", prefix: "p", namespaces: { p: "urn:z" }, attributes: [{ name: "k", value: "v" }] },
  ],
  count: 3,
};
const handlers: OperationHandlers = {
  Get: () => MADE,
  Echo: ({ o }: { o: object }) => o,
};

describe("import of the recorded WSDL", () => {
  it("comes back byte for byte", () => {
    expect(imported.byteEqual).toBe(true);
  });

  it("says the xs:any member, named Any (the WSDL does not name it)", () => {
    expect(imported.yaml).toContain('- { name: Any, type: "XmlElement[]", any: true }');
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  answersRecordings(LAB, model, handlers, { count: 3 });
});

describe("the client", () => {
  const clientFor = (name: string, binding: BindingKind) =>
    clientOfRecording(LAB, model, "http://127.0.0.1/AnyElements.asmx", name, binding);

  it.each([
    ["Get.soap11", "soap11"],
    ["Get.httpget", "httpGet"],
  ] as const)("reads %s", async (name, binding) => {
    expect(await clientFor(name, binding).call("Get", {})).toEqual(READ);
  });

  it("reads Echo's answer: every element no other member takes, in document order", async () => {
    expect(await clientFor("Echo.soap11", "soap11").call("Echo", { o: READ })).toEqual({
      name: "n",
      any: [
        { name: "a", namespace: "urn:a", namespaces: { "": "urn:a" }, attributes: [{ name: "k", value: "v" }], children: ["A", { name: "i", namespace: "urn:a", children: ["b"] }] },
        { name: "Other", namespace: "http://lab.example.com/any-elements", children: ["o"] },
        { name: "b", namespace: "urn:a", namespaces: { "": "urn:a" } },
      ],
      count: 2,
    });
  });
});

describe("xs:any members the spec refuses", () => {
  const spec = specWithMember;
  it("of another type than XmlElement[], XmlNode[] or XmlElement", () => {
    expect(specErrorOf(spec("{ name: A, type: 'string[]', any: true }"))).toBe(
      "spec/test.yaml:5:43: field 'A': 'any' ([XmlAnyElement]) needs the type XmlElement[], XmlNode[] or XmlElement, not array (ArrayOfString)",
    );
  });
  it("on an out parameter (parameters and results: test/lab/any-parameters.test.ts)", () => {
    const text = `service: { name: S, namespace: "urn:s", endpoint: "https://h/S.asmx" }
operations:
  - name: Get
    fields: []
    out:
      - { name: a, type: 'XmlElement[]', any: true }
`;
    expect(specErrorOf(text)).toBe("spec/test.yaml:6:47: field 'a': 'any' ([XmlAnyElement]) on an out or ref parameter is not supported yet: ASMX publishes an xs:any in the response wrapper after the result and writes the elements there, a ref one read from the request too (recorded: test/reference/lab/any-parameters-more/, AnyOut)");
  });
  it("with another form", () => {
    expect(specErrorOf(spec("{ name: A, type: 'XmlElement[]', any: true, repeated: true }"))).toBe(
      "spec/test.yaml:5:47: field 'A': an xs:any member ([XmlAnyElement]) cannot also be 'repeated'",
    );
  });
});

describe("xs:any the import refuses, with its place", () => {
  const text = readFileSync(WSDL_FILE, "utf8");
  const ANY = '<s:any minOccurs="0" maxOccurs="unbounded" />';
  const importError = (from: string, to: string): string => {
    try {
      importWsdl(text.replace(from, to), { source: "a.wsdl", schema: "spec.schema.json", specPath: "spec/a.yaml" });
    } catch (error) {
      return (error as Error).message;
    }
    return "no error";
  };
  it("naming a namespace, of one element ([XmlAnyElement(Namespace)] on a lone XmlElement, not asked of the lab)", () => {
    expect(importError(ANY, '<s:any minOccurs="0" maxOccurs="1" namespace="urn:x" />')).toBe(
      "a.wsdl:18:65: s:any namespace: xs:any with namespace ([XmlAnyElement(Name, Namespace)] or a schema not XmlSerializer's) is not yet expressible in the spec format",
    );
  });
  it("of two elements at most (not something XmlSerializer writes)", () => {
    expect(importError(ANY, '<s:any minOccurs="0" maxOccurs="2" />')).toBe(
      'a.wsdl:18:47: s:any occurs: xs:any with minOccurs="0" maxOccurs="2" is not something XmlSerializer writes',
    );
  });
  it("twice in a class", () => {
    expect(importError(ANY, ANY + ANY)).toBe("a.wsdl:18:100: s:any: a second xs:any in a class is not something XmlSerializer writes");
  });
  it("names the member Any1 when a member is named Any, and still round-trips", () => {
    const renamed = text.replace('name="Name" type="s:string"', 'name="Any" type="s:string"');
    const again = importWsdl(renamed, { source: "a.wsdl", schema: "spec.schema.json", specPath: "spec/a.yaml" });
    expect(again.byteEqual).toBe(true);
    expect(again.yaml).toContain('- { name: Any1, type: "XmlElement[]", any: true }');
  });
});
