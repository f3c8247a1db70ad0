/**
 * [XmlElement(Form = XmlSchemaForm.Unqualified)] on out parameters (string, int), on a class parameter and out
 * parameter, and [return: XmlElement(Form = Unqualified)] on a class result, as the lab's ASMX published and answered
 * them (test/reference/lab/parameter-forms/): the element in no namespace, a class's members in the wrapper's. The
 * spec generates the recorded WSDL byte for byte and import reads it back to that spec; the server answers all 14
 * recorded exchanges byte for byte; the client reads them and sends the recorded requests' elements. The flat array
 * forms (flat/) and the bare form (bare/: ASMX publishes no WSDL) are refused, positioned, citing their recordings.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import type { BindingKind } from "../../runtime/src/protocol.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { answersRecordings, clientOfRecording, sentByClient } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";
import { specErrorOf } from "../support/spec-error.js";

const LAB = join(REPO_ROOT, "test/reference/lab/parameter-forms");
const WSDL = join(LAB, "wsdl/ParameterForms.asmx@wsdl.xml");
const TEXT = readFileSync(WSDL, "utf8");
const ADDRESS = /<soap:address location="([^"]+)"/.exec(TEXT)![1]!;
const SPEC_PATH = "spec/parameter-forms.yaml";
const SPEC = `service: { name: ParameterForms, namespace: "urn:lab", endpoint: "${ADDRESS}" }
types:
  Box:
    fields:
      - { name: Label, type: string }
      - { name: Size, type: int }
operations:
  - name: Outs
    fields:
      - { name: s, type: string }
    out:
      - { name: os, type: string, unqualified: true }
      - { name: oi, type: int, unqualified: true }
    result: { type: string }
  - name: PutBox
    fields:
      - { name: b, type: Box, unqualified: true }
    out:
      - { name: ob, type: Box, unqualified: true }
    result: { type: string }
  - name: GetBox
    fields:
      - { name: label, type: string }
    result: { type: Box, unqualified: true }
`;
const model = parseSpec(SPEC, SPEC_PATH);

interface Box {
  label: string | null;
  size: number;
}
/** What ParameterForms.cs's methods do. */
const handlers: OperationHandlers = {
  Outs: ({ s }: { s: string | null }) => ({ result: s === null ? "null" : `[${s}]`, os: s === null ? null : `${s}!`, oi: s === null ? -1 : s.length }),
  PutBox: ({ b }: { b: Box | null }) => ({ result: b === null ? "null" : `[${b.label ?? ""}/${b.size}]`, ob: b }),
  GetBox: ({ label }: { label: string | null }) => (label === null ? null : { label, size: label.length }),
};

describe("spec, WSDL and import", () => {
  it("generates the recorded WSDL byte for byte: unqualified out parameters, class parameter and class result", () => {
    expect(renderWsdlDocument(model, ADDRESS)).toBe(TEXT);
    expect(TEXT).toContain('<s:element minOccurs="1" maxOccurs="1" form="unqualified" name="oi" type="s:int" />');
    expect(TEXT).toContain('<s:element minOccurs="0" maxOccurs="1" form="unqualified" name="ob" type="tns:Box" />');
    expect(TEXT).toContain('<s:element minOccurs="0" maxOccurs="1" form="unqualified" name="GetBoxResult" type="tns:Box" />');
  });
  it("imports the recorded WSDL back byte for byte", () => {
    const imported = importWsdl(TEXT, { source: WSDL, schema: "spec.schema.json", specPath: SPEC_PATH });
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toContain("      - { name: oi, type: int, unqualified: true }\n");
    expect(imported.yaml).toContain("      - { name: b, type: Box, unqualified: true }\n");
    expect(imported.yaml).toContain("    result: { type: Box, unqualified: true }\n");
  });
});

describe("the server answers the recorded exchanges byte for byte", () => {
  answersRecordings(LAB, model, handlers, { count: 14 });
});

describe("the client", () => {
  const read = (name: string, op: string, args: object, binding: BindingKind = "soap11") => clientOfRecording(LAB, model, ADDRESS, name, binding).call(op, args);
  it("reads unqualified out parameters, a null string one absent", async () => {
    expect(await read("Outs.soap11", "Outs", { s: "ab" })).toEqual({ result: "[ab]", os: "ab!", oi: 2 });
    expect(await read("Outs.soap12", "Outs", { s: "xyz" }, "soap12")).toEqual({ result: "[xyz]", os: "xyz!", oi: 3 });
    expect(await read("Outs.absent", "Outs", { s: null })).toEqual({ result: "null", os: null, oi: -1 });
  });
  it("reads an unqualified class out parameter and result, its members in urn:lab", async () => {
    expect(await read("PutBox.soap11", "PutBox", { b: null })).toEqual({ result: "[lab/3]", ob: { label: "lab", size: 3 } });
    expect(await read("PutBox.inner", "PutBox", { b: null })).toEqual({ result: "[/0]", ob: { size: 0 } });
    expect(await read("PutBox.absent", "PutBox", { b: null })).toEqual({ result: "null", ob: null });
    expect(await read("GetBox.soap11", "GetBox", { label: "L" })).toEqual({ label: "L", size: 1 });
    expect(await read("GetBox.soap12", "GetBox", { label: "L12" }, "soap12")).toEqual({ label: "L12", size: 3 });
    expect(await read("GetBox.null", "GetBox", { label: null })).toBeNull();
    expect(await read("GetBox.httpget", "GetBox", { label: "G" }, "httpGet")).toEqual({ label: "G", size: 1 });
    expect(await read("GetBox.httppost", "GetBox", { label: "P" }, "httpPost")).toEqual({ label: "P", size: 1 });
  });
  it("sends an unqualified class parameter with xmlns=\"\", its members declaring urn:lab", async () => {
    const box = await sentByClient(LAB, model, ADDRESS, "PutBox.soap11", "soap11", "PutBox", { b: { label: "lab", size: 3 } });
    expect(box.sent).toContain('<PutBox xmlns="urn:lab"><b xmlns=""><Label xmlns="urn:lab">lab</Label><Size xmlns="urn:lab">3</Size></b></PutBox>');
    const absent = await sentByClient(LAB, model, ADDRESS, "PutBox.absent", "soap11", "PutBox", { b: null });
    expect(absent.sent).toContain('<PutBox xmlns="urn:lab" />');
  });
});

describe("what is refused, positioned, citing the recordings", () => {
  it("an unqualified array parameter or result (ASMX makes them flat: flat/)", () => {
    const param = SPEC.replace("      - { name: b, type: Box, unqualified: true }\n", "      - { name: b, type: Box, unqualified: true }\n      - { name: names, type: \"string[]\", unqualified: true }\n");
    expect(specErrorOf(param, SPEC_PATH)).toMatch(/^spec\/parameter-forms\.yaml:18:\d+: field 'names': 'unqualified' on a parameter of an array type is not yet supported: \[XmlElement\(Form = Unqualified\)\] makes the array flat/);
    const result = SPEC.replace("    result: { type: Box, unqualified: true }", "    result: { type: \"Box[]\", unqualified: true }");
    expect(specErrorOf(result, SPEC_PATH)).toMatch(/^spec\/parameter-forms\.yaml:24:\d+: 'unqualified' on an array result is not yet supported: .*flat.*parameter-forms, GetNames and GetBoxes/);
  });
  it("import refuses the flat WSDL in one positioned line (flat/)", () => {
    const file = join(LAB, "flat/wsdl/ParameterFormsFlat.asmx@wsdl.xml");
    expect(() => importWsdl(readFileSync(file, "utf8"), { source: file, schema: "spec.schema.json", specPath: SPEC_PATH })).toThrow(
      /ParameterFormsFlat\.asmx@wsdl\.xml:8:109: s:element maxOccurs: a repeated parameter \(maxOccurs="unbounded"\) is not yet expressible in the spec format$/,
    );
  });
  it("unqualified on a bare operation: ASMX publishes no WSDL (bare/)", () => {
    const bare = SPEC.replace("  - name: GetBox\n", "  - name: GetBox\n    parameterStyle: bare\n");
    expect(specErrorOf(bare, SPEC_PATH)).toMatch(/^spec\/parameter-forms\.yaml:\d+:\d+: 'unqualified' on a bare operation has no WSDL: ASMX's \?wsdl answers 500/);
    const out = SPEC.replace("  - name: Outs\n", "  - name: Outs\n    parameterStyle: bare\n");
    expect(specErrorOf(out, SPEC_PATH)).toMatch(/parameter 'os' is 'unqualified' \(\[XmlElement\(Form = Unqualified\)\]\) on a bare operation, which has no WSDL/);
  });
  it("a simple result, and a class of its own namespace", () => {
    const simple = SPEC.replace("    result: { type: string }\n  - name: PutBox", "    result: { type: string, unqualified: true }\n  - name: PutBox");
    expect(specErrorOf(simple, SPEC_PATH)).toMatch(/^spec\/parameter-forms\.yaml:14:\d+: 'unqualified' on a result of type string is not yet supported \(not recorded/);
    const spaced = SPEC.replace("  Box:\n", "  Box:\n    namespace: urn:boxes\n");
    expect(specErrorOf(spaced, SPEC_PATH)).toMatch(/'unqualified' on a parameter of this class is not yet supported: the class 'Box' has a namespace of its own/);
  });
});
