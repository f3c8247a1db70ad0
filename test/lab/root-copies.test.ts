/**
 * [XmlRoot] classes beside [SoapDocumentMethod(RequestNamespace/ResponseNamespace)], as the lab's ASMX published and
 * answered them (test/reference/lab/root-copies/): a ResponseNamespace copies the result's class, its array of a rooted
 * subclass (Money, [XmlRoot("MoneyRoot")]) and the base into urn:res beside urn:lab's own declarations; a nullable
 * result of a class rooted in another namespace (Line, [XmlRoot("LineRoot", Namespace = "urn:roots")]) is an element
 * of the response wrapper typed `s3:Line`, its root the HTTP document's element. The random check drew both and import
 * could not read them back; the spec generates the recorded WSDL byte for byte, import reads it back into the same
 * spec, the server answers the recorded exchanges byte for byte, the client reads them.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { answersRecordings, clientOfRecording, sentByClient } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";

const LAB = join(REPO_ROOT, "test/reference/lab/root-copies");
const WSDL = join(LAB, "wsdl/RootCopies.asmx@wsdl.xml");
const TEXT = readFileSync(WSDL, "utf8");
const ADDRESS = /<soap:address location="([^"]+)"/.exec(TEXT)![1]!;
const SPEC_PATH = "spec/root-copies.yaml";
const SPEC = `service: { name: RootCopies, namespace: "urn:lab", endpoint: "${ADDRESS}" }
types:
  Party:
    fields:
      - { name: Id, type: int }
  Money:
    base: Party
    root: { name: MoneyRoot }
    fields:
      - { name: Amount, type: int }
  Order:
    fields:
      - { name: Lines, type: "Money[]", arrayItem: { name: Entry } }
      - { name: One, type: Money }
  Line:
    root: { name: LineRoot, namespace: "urn:roots" }
    fields:
      - { name: Count, type: int }
  Note:
    base: Line
    fields:
      - { name: When, type: int, attribute: true }
operations:
  - name: Echo
    responseNamespace: "urn:res"
    fields: [{ name: n, type: int }]
    result: { type: Order }
  - name: Find
    requestNamespace: "urn:req"
    fields: [{ name: id, type: int }]
    result: { type: Line, nullable: true }
  - name: Put
    fields:
      - { name: kind, type: "int[]" }
      - { name: id, type: string }
    result: { type: boolean }
`;
const model = parseSpec(SPEC, SPEC_PATH);

interface Money {
  $type: "Money";
  id: number;
  amount: number;
}
/** A Money as the client reads it: a class with a base carries its `$type`. */
const money = (id: number, amount: number): Money => ({ $type: "Money", id, amount });
/** What RootCopies.cs's methods do. */
const handlers: OperationHandlers = {
  Echo: ({ n }: { n: number }) => (n < 0 ? null : { lines: Array.from({ length: n }, (_, i) => money(i, 10 * i)), one: money(7, n) }),
  Find: ({ id }: { id: number }) => (id < 0 ? null : id === 0 ? { count: 1 } : { $type: "Note", count: id, when: id * 2 }),
  Put: ({ kind, id }: { kind: number[] | null; id: string | null }) => kind !== null && kind.length > 0 && id !== null,
};

describe("spec, WSDL and import", () => {
  it("generates the recorded WSDL byte for byte: urn:res's copies of Order, ArrayOfMoney, Money and Party; Line and LineRoot in urn:roots", () => {
    expect(renderWsdlDocument(model, ADDRESS)).toBe(TEXT);
  });
  it("imports it back into the same classes: the ResponseNamespace's copies are the service's, Line's root from the HTTP document", () => {
    const imported = importWsdl(TEXT, { source: WSDL, schema: "spec.schema.json", specPath: SPEC_PATH });
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toContain("  Line:\n    root:\n      name: LineRoot\n      namespace: urn:roots\n");
    expect(imported.yaml).toContain("    responseNamespace: urn:res\n    result: { type: Order }\n");
    expect(imported.yaml).not.toMatch(/Order1|Money1|Party1|namespace: urn:res\n/);
    expect(renderWsdlDocument(parseSpec(imported.yaml, SPEC_PATH), ADDRESS)).toBe(TEXT);
  });
});

describe("the server answers the recorded exchanges byte for byte", () => {
  answersRecordings(LAB, model, handlers, { count: 13 });
});

describe("the client", () => {
  it("reads urn:res's Order, the nullable Line of urn:roots and its subclass, nil as null, and the HTTP documents", async () => {
    const echo = (name: string, binding: "soap11" | "soap12" | "httpGet" = "soap11") => clientOfRecording(LAB, model, ADDRESS, name, binding).call("Echo", { n: 0 });
    expect(await echo("Echo.soap11")).toEqual({ lines: [money(0, 0), money(1, 10)], one: money(7, 2) });
    expect(await echo("Echo.soap12", "soap12")).toEqual({ lines: [], one: money(7, 0) });
    expect(await echo("Echo.null")).toBeNull();
    expect(await echo("Echo.httpget", "httpGet")).toEqual({ lines: [money(0, 0)], one: money(7, 1) });
    const find = (name: string, binding: "soap11" | "soap12" | "httpGet" | "httpPost" = "soap11") => clientOfRecording(LAB, model, ADDRESS, name, binding).call("Find", { id: 0 });
    expect(await find("Find.soap11")).toEqual({ $type: "Line", count: 1 });
    expect(await find("Find.note")).toEqual({ $type: "Note", count: 3, when: 6 });
    expect(await find("Find.soap12", "soap12")).toEqual({ $type: "Note", count: 4, when: 8 });
    expect(await find("Find.null")).toBeNull();
    expect(await find("Find.httpget", "httpGet")).toEqual({ $type: "Note", count: 3, when: 6 });
    expect(await find("Find.httppost", "httpPost")).toBeNull();
  });
  it("sends Find's request wrapper in urn:req", async () => {
    const { sent } = await sentByClient(LAB, model, ADDRESS, "Find.soap11", "soap11", "Find", { id: 0 });
    expect(sent).toContain('<soap:Body><Find xmlns="urn:req"><id>0</id></Find></soap:Body>');
  });
});
