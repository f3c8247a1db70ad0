/**
 * Qualified attributes on a class member, as the lab's ASMX published and answered it
 * (test/reference/lab/qualified-attributes/): [XmlAttribute(Form = Qualified)] on a string and an int (form="qualified")
 * and [XmlAttribute(Namespace = "urn:other")] (ref= a global attribute of a second schema). On the wire each takes a
 * prefix the writer makes up (`d4p1:Qual`, `d4p2:Other`), declared after the attributes, the last first; the class's
 * elements then take the prefix of their namespace (`<d4p1:Text>`). Import round-trips the WSDL; the server answers
 * the recorded requests with the recorded bytes; the client reads the recorded answers and writes the body
 * XmlSerializer writes.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { renderWsdlSet } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import type { BindingKind } from "../../runtime/src/protocol.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { readRecordedResponse } from "../support/http-recording.js";
import { answersRecordings, clientOfRecording } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";
import { assertClassRoundTrips, specWithMember } from "../support/lab-members.js";
import { specErrorOf } from "../support/spec-error.js";

const LAB = join(REPO_ROOT, "test/reference/lab/qualified-attributes");
const WSDL_FILE = join(LAB, "wsdl/QualifiedAttributes.asmx@wsdl.xml");
const imported = importWsdl(readFileSync(WSDL_FILE, "utf8"), {
  source: WSDL_FILE,
  schema: "spec.schema.json",
  specPath: "spec/qualified-attributes.yaml",
});
const model = imported.model;

/** Get() of QualifiedAttributes.cs. */
const ITEM = { qual: "q", num: 4, other: "o", plain: "p", text: "t", count: 2 };
const handlers: OperationHandlers = {
  Get: () => ITEM,
  Echo: ({ item }: { item: object }) => item,
};

describe("import of the recorded WSDL", () => {
  it("comes back byte for byte", () => {
    expect(imported.byteEqual).toBe(true);
  });

  it("says which attributes are qualified and which are of another namespace", () => {
    expect(imported.yaml).toContain("- { name: Qual, type: string, attribute: true, qualified: true }");
    expect(imported.yaml).toContain("- { name: Num, type: int, attribute: true, qualified: true }");
    expect(imported.yaml).toContain("- { name: Other, type: string, attribute: true, namespace: urn:other }");
  });

  it("the generated WSDL says form=qualified and refers to the other namespace's global attribute", () => {
    const wsdl = renderWsdlSet(model, "http://h/QualifiedAttributes.asmx")[0]!.text;
    expect(wsdl).toContain('<s:attribute form="qualified" name="Num" type="s:int" use="required" />');
    expect(wsdl).toContain('<s:attribute ref="s1:Other" />');
    expect(wsdl).toContain(
      '<s:schema elementFormDefault="qualified" targetNamespace="urn:other">\n      <s:attribute name="Other" type="s:string" />',
    );
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  // Echo's request names the attributes with prefixes of its own and has an unprefixed Qual, which is not read.
  answersRecordings(LAB, model, handlers, { count: 3 });
});

describe("the client", () => {
  const clientFor = (name: string, sent: string[] = [], binding: BindingKind = "soap11") =>
    clientOfRecording(LAB, model, "http://127.0.0.1/QualifiedAttributes.asmx", name, binding, sent);

  it.each([
    ["Get.soap11", "soap11"],
    ["Get.httpget", "httpGet"],
  ] as const)("reads %s (the HTTP document's prefixes are d1p1, its root at depth 1)", async (name, binding) => {
    expect(await clientFor(name, [], binding).call("Get", {})).toEqual(ITEM);
  });

  it("writes the attributes prefixed and the elements with the prefix, and reads Echo's answer", async () => {
    const sent: string[] = [];
    const value = { qual: "x", num: 9, other: "y", plain: "z", text: "w", count: 5 };
    expect(await clientFor("Echo.soap11", sent).call("Echo", { item: value })).toEqual(value);
    // The recorded answer's body is what XmlSerializer writes for this value, its element at the same depth.
    const recorded = readRecordedResponse(join(LAB, "exchanges", "Echo.soap11.response.txt"))!;
    const result = /<EchoResult( .*)<\/EchoResult>/.exec(recorded.body.toString("utf8"))![1]!;
    expect(sent[0]).toContain(`<item${result}</item>`);
  });
});

describe("nested classes (test/reference/lab/qualified-attributes-nested/)", () => {
  const NESTED = join(REPO_ROOT, "test/reference/lab/qualified-attributes-nested");
  const file = join(NESTED, "wsdl/Nested.asmx@wsdl.xml");
  const nested = importWsdl(readFileSync(file, "utf8"), {
    source: file,
    schema: "spec.schema.json",
    specPath: "spec/nested.yaml",
  });
  it("import comes back byte for byte", () => {
    expect(nested.byteEqual).toBe(true);
  });
  describe("the server reuses the outer prefix inside, makes d5p1 for the inner class's own, declares urn:x outside it", () => {
    answersRecordings(
      NESTED,
      nested.model,
      { Get: () => ({ a: "a", child: { b: "b", c: "c", code: "k" }, tags: ["t"], inX: "x" }) },
      { count: 1 },
    );
  });
});

describe("qualified attributes, encoded then decoded", () => {
  it("give the value back", () => assertClassRoundTrips(descriptorOf(model), "Item", "http://lab.example.com/qattr"));
});

describe("qualified attributes the spec refuses", () => {
  const spec = specWithMember;
  it("on an element", () => {
    expect(specErrorOf(spec("{ name: A, type: string, qualified: true }"))).toContain(
      "spec/test.yaml:5:45: field 'A': 'qualified' applies to attributes ([XmlAttribute(Form = Qualified)]); elements are qualified unless 'unqualified'",
    );
  });
  it("with unqualified", () => {
    expect(
      specErrorOf(spec("{ name: A, type: string, attribute: true, qualified: true, unqualified: true }")),
    ).toContain("an attribute is 'qualified' or 'unqualified', not both");
  });
  it("with a namespace", () => {
    expect(
      specErrorOf(spec('{ name: A, type: string, attribute: true, qualified: true, namespace: "urn:o" }')),
    ).toContain("an attribute with a 'namespace' is qualified already: leave out 'qualified'");
  });
  it("on a parameter", () => {
    expect(
      specErrorOf(
        spec("{ name: A, type: string }").replace(
          "{ name: p, type: string }",
          "{ name: p, type: string, qualified: true }",
        ),
      ),
    ).toContain("'qualified' applies to fields of classes only");
  });
});
