/**
 * [XmlInclude] on the service class and on a method (test/reference/lab/xml-include-unused/): XmlSerializer knows
 * those classes before any operation, so a subclass follows its base wherever the base is exported, and where an
 * object is exported the included classes no operation names come with it (Note, StickyNote). The spec lists
 * them under `service.xmlInclude`; import infers the list; the server answers the recorded requests.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { answersRecordings } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";

const LAB = join(REPO_ROOT, "test/reference/lab/xml-include-unused");
const importOf = (file: string) =>
  importWsdl(readFileSync(join(LAB, file), "utf8"), { source: file, schema: "spec.schema.json", specPath: "spec/xml-include.yaml" });
const withObject = importOf("wsdl/XmlIncludeUnused.asmx@wsdl.xml");

/** What XmlIncludeUnused.cs does. */
const handlers: OperationHandlers = {
  Get: ({ name }: { name: string }) => ({ $type: "Circle", name, radius: 1 }),
  Any: ({ kind }: { kind: number }) =>
    kind === 0 ? { $type: "Square", value: { name: "s", side: 2 } } : { $type: "StickyNote", value: { text: "n", color: "y" } },
};

describe("import of the recorded WSDLs", () => {
  it("comes back byte for byte, naming the classes no operation reaches", () => {
    expect(withObject.byteEqual).toBe(true);
    expect(withObject.model.xmlIncludes.map((c) => c.name)).toEqual(["Note", "StickyNote"]);
  });

  it("needs no list where nothing exports them (no object result)", () => {
    const imported = importOf("wsdl-no-object/XmlIncludeNoObject.asmx@wsdl.xml");
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).not.toContain("xmlInclude");
  });

  it("leaves the included classes out without the list", () => {
    const without = withObject.yaml.replace(/  xmlInclude:\n(    - \w+\n)+/, "");
    expect(without).not.toBe(withObject.yaml);
    const wsdl = renderWsdlDocument(parseSpec(without, "spec/xml-include.yaml"), "x");
    expect(wsdl).not.toContain('<s:complexType name="Note">');
    expect(renderWsdlDocument(withObject.model, "x")).toContain('<s:complexType name="Note">');
  });

  it("refuses a name that is not a class under types", () => {
    const bad = withObject.yaml.replace("    - StickyNote\n", "    - Sticky\n");
    expect(() => parseSpec(bad, "spec/xml-include.yaml")).toThrow(/unknown class 'Sticky': \[XmlInclude\] names a class declared under 'types'/);
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  const model = withObject.model;
  answersRecordings(LAB, model, handlers, { count: 4 });
});
