/**
 * [XmlElement(Namespace = "urn:other")] with a DataType (time, token, hexBinary, NMTOKEN) on parameters, out
 * parameters, a result and class members; [XmlElement(Form = Unqualified)] with a DataType on members and parameters;
 * [XmlElement(Namespace, IsNullable = true)] on a class parameter, out parameter, result and member; as the lab's
 * ASMX published and answered them (test/reference/lab/parameter-namespace-data/). The spec generates the recorded
 * WSDL byte for byte and import reads it back to that spec; the server answers all 26 recorded exchanges byte for
 * byte; the client reads them and sends the recorded requests' elements.
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

const LAB = join(REPO_ROOT, "test/reference/lab/parameter-namespace-data");
const WSDL = join(LAB, "wsdl/ParameterNamespaceData.asmx@wsdl.xml");
const TEXT = readFileSync(WSDL, "utf8");
const ADDRESS = /<soap:address location="([^"]+)"/.exec(TEXT)![1]!;
const SPEC_PATH = "spec/parameter-namespace-data.yaml";
const SPEC = `service: { name: ParameterNamespaceData, namespace: "urn:lab", endpoint: "${ADDRESS}" }
types:
  Box:
    fields:
      - { name: Label, type: string }
  Slot:
    fields:
      - { name: At, type: dateTime, dataType: time, namespace: urn:other }
      - { name: Tok, type: string, dataType: token, namespace: urn:other }
      - { name: Hex, type: base64Binary, dataType: hexBinary, namespace: urn:other }
      - { name: Nm, type: string, dataType: NMTOKEN, namespace: urn:other, nullable: true }
      - { name: Local, type: dateTime, dataType: time, unqualified: true }
      - { name: LocalHex, type: base64Binary, dataType: hexBinary, unqualified: true }
      - { name: Inner, type: Box, namespace: urn:other, nullable: true }
operations:
  - name: Put
    fields:
      - { name: t, type: dateTime, dataType: time, namespace: urn:other }
      - { name: k, type: string, dataType: token, namespace: urn:other }
      - { name: h, type: base64Binary, dataType: hexBinary, namespace: urn:other }
      - { name: n, type: string, dataType: NMTOKEN, namespace: urn:other }
    out:
      - { name: ot, type: dateTime, dataType: time, namespace: urn:other }
      - { name: on, type: string, dataType: NMTOKEN, namespace: urn:other }
      - { name: oh, type: base64Binary, dataType: hexBinary, namespace: urn:other }
    result: { type: string }
  - name: PutBox
    fields:
      - { name: b, type: Box, namespace: urn:other, nullable: true }
    out:
      - { name: ob, type: Box, namespace: urn:other, nullable: true }
    result: { type: string }
  - name: GetToken
    fields:
      - { name: k, type: string }
    result: { type: string, dataType: token, namespace: urn:other }
  - name: GetBox
    fields:
      - { name: label, type: string }
    result: { type: Box, namespace: urn:other, nullable: true }
  - name: Echo
    fields:
      - { name: s, type: Slot }
    result: { type: Slot }
  - name: Local
    fields:
      - { name: t, type: dateTime, dataType: time, unqualified: true }
      - { name: s, type: string, unqualified: true }
    result: { type: string }
`;
const model = parseSpec(SPEC, SPEC_PATH);

interface Box {
  label: string | null;
}
/** BitConverter.ToString: upper-case pairs joined by '-'. */
const hex = (b: Uint8Array | null) => (b === null ? "null" : [...b].map((x) => x.toString(16).toUpperCase().padStart(2, "0")).join("-"));
/** DateTime.ToString("HH:mm:ss") of a time the runtime read (HH:mm:ss.fffffff and its zone). */
const clock = (t: string | Date) => (typeof t === "string" ? t.slice(t.indexOf("T") + 1).slice(0, 8) : t.toISOString().slice(11, 19));
/** What ParameterNamespaceData.cs's methods do. */
const handlers: OperationHandlers = {
  Put: ({ t, k, h, n }: { t: string; k: string | null; h: Uint8Array | null; n: string | null }) => ({
    result: `${clock(t)}|${k === null ? "null" : `[${k}]`}|${hex(h)}|${n === null ? "null" : `[${n}]`}`,
    ot: t,
    on: n === null ? null : `${n}2`,
    oh: h,
  }),
  PutBox: ({ b }: { b: Box | null }) => ({ result: b === null ? "null" : `[${b.label ?? ""}]`, ob: b }),
  GetToken: ({ k }: { k: string | null }) => k,
  GetBox: ({ label }: { label: string | null }) => (label === null ? null : { label }),
  Echo: ({ s }: { s: object }) => s,
  Local: ({ t, s }: { t: string | Date; s: string | null }) => `${clock(t)}|${s ?? "null"}`,
};

describe("spec, WSDL and import", () => {
  it("generates the recorded WSDL byte for byte: dataTypes and nillable copies in urn:other, unqualified parameters", () => {
    expect(renderWsdlDocument(model, ADDRESS)).toBe(TEXT);
    expect(TEXT).toContain('<s:element name="t" type="s:time" />\n      <s:element name="k" type="s:token" />\n      <s:element name="h" type="s:hexBinary" />\n      <s:element name="n" type="s:NMTOKEN" />');
    expect(TEXT).toContain('<s:element minOccurs="1" maxOccurs="1" ref="s1:b" />');
    expect(TEXT).toContain('<s:element name="b" nillable="true" type="s1:Box" />');
    expect(TEXT).toContain('<s:element minOccurs="1" maxOccurs="1" form="unqualified" name="t" type="s:time" />');
  });
  it("imports the recorded WSDL back byte for byte", () => {
    const imported = importWsdl(TEXT, { source: WSDL, schema: "spec.schema.json", specPath: SPEC_PATH });
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toContain("      - { name: b, type: Box, namespace: urn:other, nullable: true }\n");
    expect(imported.yaml).toContain("      - { name: ob, type: Box, namespace: urn:other, nullable: true }\n");
    expect(imported.yaml).toContain("    result: { type: string, namespace: urn:other, dataType: token }\n");
    expect(imported.yaml).toContain("    result: { type: Box, namespace: urn:other, nullable: true }\n");
    expect(imported.yaml).toContain("      - { name: t, type: dateTime, dataType: time, unqualified: true }\n");
    expect(imported.yaml).toContain("      - { name: oh, type: base64Binary, dataType: hexBinary, namespace: urn:other }\n");
  });
  it("refuses, positioned, an unqualified bare parameter: ASMX publishes no WSDL for it (lab parameter-forms/bare)", () => {
    const bare = SPEC.replace("  - name: Local\n", "  - name: Local\n    parameterStyle: bare\n").replace("      - { name: s, type: string, unqualified: true }\n", "");
    expect(specErrorOf(bare, SPEC_PATH)).toMatch(/^spec\/parameter-namespace-data\.yaml:\d+:\d+: .*parameter 't' is 'unqualified' \(\[XmlElement\(Form = Unqualified\)\]\) on a bare operation, which has no WSDL/);
  });
});

describe("the server answers the recorded exchanges byte for byte", () => {
  answersRecordings(LAB, model, handlers, { count: 26 });
});

describe("the client", () => {
  const read = (name: string, op: string, args: object, binding: BindingKind = "soap11") => clientOfRecording(LAB, model, ADDRESS, name, binding).call(op, args);
  const PUT = { t: "00:00:00Z", k: null, h: null, n: null };
  it("reads time, NMTOKEN and hexBinary out parameters of urn:other, decoded", async () => {
    expect(await read("Put.soap11", "Put", PUT)).toEqual({ result: "13:14:15|[a   b]|0A-FF|[x y]", ot: "13:14:15.6780000Z", on: "x y2", oh: new Uint8Array([0x0a, 0xff]) });
    expect(await read("Put.soap12", "Put", PUT, "soap12")).toEqual({ result: "01:02:03|[tok]||[nm]", ot: "01:02:03.0000000Z", on: "nm2", oh: new Uint8Array([]) });
    expect(await read("Put.absent", "Put", PUT)).toEqual({ result: "23:59:59|null|null|null", ot: "23:59:59.0000000Z", on: null, oh: null });
  });
  it("reads a nullable class of urn:other, nil and present, out and as the result", async () => {
    expect(await read("PutBox.soap11", "PutBox", { b: null })).toEqual({ result: "[lab]", ob: { label: "lab" } });
    expect(await read("PutBox.nil", "PutBox", { b: null })).toEqual({ result: "null", ob: null });
    expect(await read("GetBox.soap11", "GetBox", { label: "L" })).toEqual({ label: "L" });
    expect(await read("GetBox.null", "GetBox", { label: null })).toBeNull();
    expect(await read("GetBox.httpget", "GetBox", { label: "G" }, "httpGet")).toEqual({ label: "G" });
    expect(await read("GetToken.soap11", "GetToken", { k: "x" })).toBe("a   b");
    expect(await read("GetToken.null", "GetToken", { k: null })).toBeNull();
    expect(await read("GetToken.httpget", "GetToken", { k: "x" }, "httpGet")).toBe(" a  b ");
  });
  it("reads the class's members of urn:other and unqualified ones", async () => {
    expect(await read("Echo.soap11", "Echo", { s: null })).toEqual({
      at: "08:09:10.0000000Z", tok: "t  o", hex: new Uint8Array([0xc0, 0xff, 0xee]), nm: "a b", local: "11:12:13.0000000Z", localHex: new Uint8Array([1]), inner: { label: "in" },
    });
    const nil = (await read("Echo.nil", "Echo", { s: null })) as Record<string, unknown>;
    expect(nil).toMatchObject({ at: "08:09:10.0000000Z", nm: null, local: "11:12:13.0000000Z", inner: null });
    expect([nil.tok, nil.hex, nil.localHex]).toEqual([undefined, undefined, undefined]);
  });
  it("sends the parameters in urn:other, the unqualified ones with xmlns=\"\", a null class as nil", async () => {
    const put = await sentByClient(LAB, model, ADDRESS, "Put.soap11", "soap11", "Put", { t: "13:14:15.678Z", k: "a b", h: new Uint8Array([0x0a, 0xff]), n: "x y" });
    expect(put.sent).toContain('<Put xmlns="urn:lab"><t xmlns="urn:other">13:14:15.6780000Z</t><k xmlns="urn:other">a b</k><h xmlns="urn:other">0AFF</h><n xmlns="urn:other">x_x0020_y</n></Put>');
    const nil = await sentByClient(LAB, model, ADDRESS, "PutBox.nil", "soap11", "PutBox", { b: null });
    expect(nil.sent).toContain('<PutBox xmlns="urn:lab"><b xsi:nil="true" xmlns="urn:other" /></PutBox>');
    const box = await sentByClient(LAB, model, ADDRESS, "PutBox.soap11", "soap11", "PutBox", { b: { label: "lab" } });
    expect(box.sent).toContain('<PutBox xmlns="urn:lab"><b xmlns="urn:other"><Label>lab</Label></b></PutBox>');
    const local = await sentByClient(LAB, model, ADDRESS, "Local.soap11", "soap11", "Local", { t: "05:06:07Z", s: "str" });
    expect(local.sent).toContain('<Local xmlns="urn:lab"><t xmlns="">05:06:07.0000000Z</t><s xmlns="">str</s></Local>');
    const get = await sentByClient(LAB, model, ADDRESS, "Local.httpget", "httpGet", "Local", { t: "05:06:07Z", s: "g" });
    expect(get.url).toMatch(/\/Local\?t=0001-01-01T05%3A06%3A07/);
  });
});
