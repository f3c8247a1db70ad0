/**
 * [XmlElement(DataType = "hexBinary")] on byte[] members (element, repeated element, attribute) and a TimeSpan
 * member, as the lab's ASMX published and answered them (test/reference/lab/hex-timespan/): upper-case hex,
 * an empty one with its end tag, white space skipped and an odd last digit dropped when read; a TimeSpan is an
 * empty struct (XmlSerializer carries nothing of its value). Import round-trips the WSDL; the server answers the
 * recorded requests with the recorded bytes; the client reads the recorded answers.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import type { BindingKind } from "../../runtime/src/protocol.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { readHexBinary, writeHexBinary } from "../../runtime/src/text/string-data-types.js";
import { answersRecordings, clientOfRecording } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";
import { specErrorOf } from "../support/spec-error.js";

const LAB = join(REPO_ROOT, "test/reference/lab/hex-timespan");
const WSDL_FILE = join(LAB, "wsdl/HexTimeSpan.asmx@wsdl.xml");
const imported = importWsdl(readFileSync(WSDL_FILE, "utf8"), {
  source: WSDL_FILE,
  schema: "spec.schema.json",
  specPath: "spec/hex-timespan.yaml",
});
const model = imported.model;

const bytes = (...b: number[]) => new Uint8Array(b);
/** Get() of HexTimeSpan.cs. */
const BLOB = {
  hex: bytes(0, 171, 255),
  base64: bytes(0, 171, 255),
  tag: bytes(1, 2),
  parts: [bytes(16), bytes()],
  span: {},
};
const handlers: OperationHandlers = {
  Get: () => BLOB,
  Echo: ({ b }: { b: object }) => b,
  Span: ({ s }: { s: object }) => s,
};

describe("import of the recorded WSDL", () => {
  it("comes back byte for byte", () => {
    expect(imported.byteEqual).toBe(true);
  });

  it("says hexBinary on byte[] members and TimeSpan as an empty struct", () => {
    expect(imported.yaml).toContain("- { name: Hex, type: base64Binary, dataType: hexBinary }");
    expect(imported.yaml).toContain('- { name: Parts, type: "base64Binary[]", dataType: hexBinary, repeated: true }');
    expect(imported.yaml).toContain("- { name: Tag, type: base64Binary, attribute: true, dataType: hexBinary }");
    expect(imported.yaml).toContain("  TimeSpan:\n    struct: true\n    fields: []\n");
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  answersRecordings(LAB, model, handlers, { count: 6 });
});

describe("the client", () => {
  const clientFor = (name: string, binding: BindingKind, sent: string[] = []) =>
    clientOfRecording(LAB, model, "http://127.0.0.1/HexTimeSpan.asmx", name, binding, sent);

  it.each([
    ["Get.soap11", "soap11"],
    ["Get.httpget", "httpGet"],
  ] as const)("reads %s", async (name, binding) => {
    expect(await clientFor(name, binding).call("Get", {})).toEqual(BLOB);
  });

  it("writes hex in upper case, an empty one with its end tag", async () => {
    const sent: string[] = [];
    await clientFor("Echo.soap11", "soap11", sent).call("Echo", {
      b: { hex: bytes(10, 255), tag: bytes(10, 11), parts: [bytes(1), bytes()], span: {} },
    });
    expect(sent[0]).toContain('<b Tag="0A0B"><Hex>0AFF</Hex><Parts>01</Parts><Parts></Parts><Span /></b>');
    // An empty member (a planned simple field, not a repeat) keeps its end tag too.
    await clientFor("Echo.soap11", "soap11", sent).call("Echo", { b: { hex: bytes(), tag: bytes(), parts: [], span: {} } });
    expect(sent[1]).toContain('<b Tag=""><Hex></Hex><Span /></b>');
  });
});

describe("hexBinary text", () => {
  it("is read as XmlSerializer reads it: spaces skipped, either case, an odd last digit dropped", () => {
    expect(readHexBinary(" 0a 0B\n")).toEqual(bytes(10, 11));
    expect(readHexBinary("ABC")).toEqual(bytes(171));
    expect(readHexBinary("0G")).toBeUndefined();
    expect(writeHexBinary(bytes(0, 15, 240, 255))).toBe("000FF0FF");
  });
});

describe("hexBinary the spec refuses", () => {
  const spec = (member: string) => `service: { name: S, namespace: "urn:s", endpoint: "https://h/S.asmx" }
types:
  C:
    fields:
      - ${member}
operations:
  - name: Get
    fields: []
    result: { type: C }
`;
  it("on a string", () => {
    expect(specErrorOf(spec("{ name: A, type: string, dataType: hexBinary }"))).toContain(
      "a data type (s:hexBinary) applies to a base64Binary or a repeated array of base64Binary values, not string",
    );
  });
});
