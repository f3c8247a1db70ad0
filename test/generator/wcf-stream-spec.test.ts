/**
 * The `stream` member type (WCF's System.IO.Stream, docs/wcf-design.md §33): the spec of the lab's WcfFiles.cs
 * (test/reference/wcf/stream/WcfFiles.yaml) builds, its streams carried by the base64Binary codec, never nil nor
 * left out; a stream anywhere but as the sole body part of a DataContractSerializer message is refused at its spec
 * position (file:line:column).
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadSpec } from "../../generator/spec/load.js";
import { isStream } from "../../generator/model/type-resolver.js";
import { specErrorOf } from "../support/spec-error.js";

const SPEC = fileURLToPath(new URL("../reference/wcf/stream/WcfFiles.yaml", import.meta.url));
const base = readFileSync(SPEC, "utf8");

describe("stream: the spec of WcfFiles.cs", () => {
  const model = loadSpec(SPEC, "test/reference/wcf/stream/WcfFiles.yaml");
  const op = (name: string) => model.operations.find((o) => o.name === name)!;

  it("types a Stream parameter and result as a base64Binary stream, always sent and never nil", () => {
    const echo = op("Echo");
    expect(echo.fields).toHaveLength(1);
    const s = echo.fields[0]!;
    expect(s.type).toEqual({ kind: "simple", simple: expect.objectContaining({ name: "base64Binary", tsType: "Uint8Array" }), stream: true });
    expect([s.nillable, s.optional, s.occurs.min]).toEqual([false, false, "1"]);
    expect(isStream(echo.result!.type)).toBe(true);
    expect(echo.result!.nillable).toBe(false);
    expect(isStream(op("GetFile").result!.type)).toBe(true);
    expect(op("Put").result).toBeUndefined();
  });

  it("takes a stream as the one body member of a message contract beside headers", () => {
    const upload = op("Upload").wcf!.message!;
    expect(upload.request.body.map((p) => [p.name, isStream(p.type)])).toEqual([["FileData", true]]);
    expect(upload.request.headers.map((h) => h.name)).toEqual(["FileName", "Length"]);
    expect(upload.response!.body.map((p) => [p.name, isStream(p.type)])).toEqual([["Received", false]]);
    expect(op("Download").wcf!.message!.response!.body.map((p) => isStream(p.type))).toEqual([true]);
  });
});

describe("stream: refused where .NET has no streamed form, at its position", () => {
  const cases: [string, (s: string) => string, RegExp][] = [
    [
      "beside another parameter",
      (s) => s.replace("  - name: Put\n    fields:\n      - { name: s, type: stream }\n", "  - name: Put\n    fields:\n      - { name: s, type: stream }\n      - { name: n, type: int }\n"),
      /WcfFiles\.yaml:\d+:\d+: type 'stream' \(System\.IO\.Stream\): a streamed body part must be the sole body part/,
    ],
    [
      "a result beside an out parameter",
      (s) => s.replace("    fields: []\n    result: { type: stream }\n", "    fields: []\n    out: [{ name: n, type: int }]\n    result: { type: stream }\n"),
      /WcfFiles\.yaml:55:\d+: type 'stream' \(System\.IO\.Stream\): a streamed body part must be the sole body part/,
    ],
    [
      "an out parameter",
      (s) => s.replace("  - name: Put\n    fields:\n", "  - name: Put\n    out: [{ name: o, type: stream }]\n    fields:\n"),
      /WcfFiles\.yaml:\d+:\d+: type 'stream' \(System\.IO\.Stream\): an out or ref Stream parameter has not been recorded/,
    ],
    [
      "beside another body member of a message contract",
      (s) => s.replace("          - { name: FileData, type: stream }\n      response:\n        name: UploadReceipt", "          - { name: FileData, type: stream }\n          - { name: Note, type: string }\n      response:\n        name: UploadReceipt"),
      /WcfFiles\.yaml:21:\d+: type 'stream' \(System\.IO\.Stream\): a streamed body part must be the sole body part/,
    ],
    [
      "a message header",
      (s) => s.replace("          - { name: Length, type: long, namespace: http://files.example.com/h }\n        body:\n          - { name: FileData, type: stream }\n  - name: GetFile", "          - { name: Length, type: stream, namespace: http://files.example.com/h }\n        body:\n          - { name: FileData, type: stream }\n  - name: GetFile"),
      /WcfFiles\.yaml:\d+:\d+: type 'stream' \(System\.IO\.Stream\): a message header cannot be a stream/,
    ],
    [
      "a data member",
      (s) => s.replace("operations:\n", "types:\n  Box:\n    namespace: http://files.example.com/data\n    fields:\n      - { name: Data, type: stream }\noperations:\n  - name: Take\n    fields: [{ name: b, type: Box }]\n"),
      /WcfFiles\.yaml:15:\d+: field 'Data': type 'stream' \(System\.IO\.Stream\) is not a data member/,
    ],
    [
      "an array of streams",
      (s) => s.replace("      - { name: s, type: stream }\n    result: { type: stream }\n", '      - { name: s, type: "stream[]" }\n    result: { type: stream }\n'),
      /WcfFiles\.yaml:\d+:\d+: type 'stream' \(System\.IO\.Stream\) cannot be an array item/,
    ],
    [
      "a nullable stream",
      (s) => s.replace("  - name: Put\n    fields:\n      - { name: s, type: stream }\n", "  - name: Put\n    fields:\n      - { name: s, type: stream, nullable: true }\n"),
      /WcfFiles\.yaml:\d+:\d+: field 's': a stream \(System\.IO\.Stream\) cannot be 'nullable'/,
    ],
    [
      "under [XmlSerializerFormat]",
      (s) => s.replace("serializer: dataContract", "serializer: xmlSerializer"),
      /WcfFiles\.yaml:\d+:\d+: type 'stream' \(System\.IO\.Stream\) is a WCF streamed body: an \[XmlSerializerFormat\] service has no form for it/,
    ],
    [
      "an [XmlSerializerFormat] operation of a DataContractSerializer service",
      (s) => s.replace("  - name: Put\n    fields:\n", "  - name: Put\n    serializer: xmlSerializer\n    fields:\n"),
      /WcfFiles\.yaml:58:\d+: type 'stream' \(System\.IO\.Stream\) is a WCF streamed body: an \[XmlSerializerFormat\] service has no form for it/,
    ],
    [
      "in an ASMX service",
      (s) => s.replace(/  wcf:\n(    .*\n|      .*\n)+/, "").replace(/    fields: \[\]\n    message:[\s\S]*?(?=  - name: GetFile)/, "    fields: []\n"),
      /WcfFiles\.yaml:\d+:\d+: type 'stream' \(System\.IO\.Stream\) is a WCF streamed body: ASMX's XmlSerializer has no form for it/,
    ],
    [
      "a class named stream",
      (s) => s.replace("operations:\n", "types:\n  stream:\n    fields: [{ name: A, type: int }]\noperations:\n"),
      /WcfFiles\.yaml:\d+:\d+: class 'stream' has the name of a built-in type/,
    ],
  ];
  for (const [what, edit, expected] of cases) {
    it(what, () => {
      const text = edit(base);
      expect(text).not.toBe(base);
      expect(specErrorOf(text, "test/reference/wcf/stream/WcfFiles.yaml")).toMatch(expected);
    });
  }
});
