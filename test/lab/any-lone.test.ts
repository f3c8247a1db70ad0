/**
 * [XmlAnyElement] on a lone XmlElement member, as the lab's ASMX published and answered it
 * (test/reference/lab/any-lone/): `<s:any minOccurs="0" maxOccurs="1" />` at the member's place in the class's
 * sequence; its element travels as it is among the class's, and every child element no other member takes is
 * read into it, each replacing the one before (the last is kept). Import round-trips the WSDL; the server answers
 * the recorded requests with the recorded bytes; the client reads the recorded answers.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseSpec } from "../../generator/spec/load.js";
import { renderWsdlSet } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import type { BindingKind } from "../../runtime/src/protocol.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { answersRecordings, clientOfRecording } from "../support/lab-replay.js";
import { specWithMember } from "../support/lab-members.js";
import { REPO_ROOT } from "../support/paths.js";
import { specErrorOf } from "../support/spec-error.js";

const LAB = join(REPO_ROOT, "test/reference/lab/any-lone");
const WSDL_FILE = join(LAB, "wsdl/AnyLone.asmx@wsdl.xml");
const WSDL = readFileSync(WSDL_FILE, "utf8");
const ADDRESS = readFileSync(join(LAB, "wsdl/index.tsv"), "utf8").split("\t")[0]!.replace("?wsdl", "");
const imported = importWsdl(WSDL, { source: WSDL_FILE, schema: "spec.schema.json", specPath: "spec/any-lone.yaml" });
/** The imported spec with the member named as AnyLone.cs names it. */
const SPEC = imported.yaml.replace("name: Any, ", "name: Extra, ");
const model = parseSpec(SPEC, "spec/any-lone.yaml");

/** Get() of AnyLone.cs, as its handler gives it (an element made by hand: no declarations of its own). */
const MADE = { name: "n", extra: { name: "x", namespace: "urn:e", children: ["1"] }, count: 3 };
/** The same, as read from the wire: the element with the declaration it carried. */
const READ = { name: "n", extra: { name: "x", namespace: "urn:e", namespaces: { "": "urn:e" }, children: ["1"] }, count: 3 };
const handlers: OperationHandlers = {
  Get: () => MADE,
  Echo: ({ o }: { o: object }) => o,
};

describe("the spec and the recorded WSDL", () => {
  it("import comes back byte for byte, the member a lone XmlElement named Any (the WSDL does not name it)", () => {
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toContain("- { name: Any, type: XmlElement, any: true }");
  });

  it("the spec with the member named Extra gives the recorded WSDL byte for byte", () => {
    expect(SPEC).not.toBe(imported.yaml);
    expect(renderWsdlSet(model, ADDRESS).find((d) => d.query === "wsdl")!.text).toBe(WSDL);
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  answersRecordings(LAB, model, handlers, { count: 3 });
});

describe("the client", () => {
  const clientFor = (name: string, binding: BindingKind) =>
    clientOfRecording(LAB, model, "http://127.0.0.1/AnyLone.asmx", name, binding);

  it.each([
    ["Get.soap11", "soap11"],
    ["Get.httpget", "httpGet"],
  ] as const)("reads %s", async (name, binding) => {
    expect(await clientFor(name, binding).call("Get", {})).toEqual(READ);
  });

  it("reads Echo's answer: the last element no other member took", async () => {
    expect(await clientFor("Echo.soap11", "soap11").call("Echo", { o: READ })).toEqual({
      name: "n",
      extra: { name: "y", namespace: "urn:e", namespaces: { "": "urn:e" }, children: ["2"] },
      count: 2,
    });
  });
});

describe("lone xs:any members the spec refuses", () => {
  it("of another type than XmlElement[] or XmlElement", () => {
    expect(specErrorOf(specWithMember("{ name: A, type: XmlNode, any: true }"))).toBe(
      "spec/test.yaml:5:40: field 'A': 'any' ([XmlAnyElement]) needs the type XmlElement[], XmlNode[] or XmlElement, not XmlNode",
    );
  });
  it("with another form", () => {
    expect(specErrorOf(specWithMember("{ name: A, type: XmlElement, any: true, attribute: true }"))).toBe(
      "spec/test.yaml:5:43: field 'A': an xs:any member ([XmlAnyElement]) cannot also be 'attribute'",
    );
  });
});
