/**
 * The session-25 sweep, "document service" (issue #32): an ASMX service combining byte[] as base64Binary and as
 * [XmlElement(DataType="hexBinary")] (members, parameters, results, byte[][]), XmlElement and XmlNode parameters and
 * results and an XmlElement member, [XmlAnyElement] beside [XmlAttribute]s and [XmlAnyAttribute], [XmlText] beside
 * [XmlAttribute], Collection<T> and List<T> members and a Collection<T> result, an enum, a SOAP header and a nullable
 * value (test/reference/lab/sweep4/*.cs, README there). Each WSDL is as the lab's ASMX published it.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseSpec } from "../../generator/spec/load.js";
import type { BindingKind } from "../../runtime/src/protocol.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { answersRecordings, clientOfRecording } from "../support/lab-replay.js";
import { importSweepService, describeSweepRoundTrips, itCoversEverySweepService } from "../support/lab-sweep.js";
import { REPO_ROOT } from "../support/paths.js";

const SWEEP = join(REPO_ROOT, "test/reference/lab/sweep4");

/** Services that import, with what their specs must say (wire names kept exactly as published). */
const ROUND_TRIPS: readonly (readonly [service: string, says: readonly string[]])[] = [
  [
    "DocumentArchive",
    [
      "      - { name: Body, type: base64Binary }",
      "      - { name: Digest, type: base64Binary, dataType: hexBinary }",
      '      - { name: Pages, type: "base64Binary[]" }',
      "      - { name: Metadata, type: XmlElement }",
      '      - { name: Attachments, type: "Attachment[]" }',
      '      - { name: Tags, type: "string[]" }',
      "      - { name: Signed, type: dateTime, nullable: true }",
      "    result: { type: base64Binary, dataType: hexBinary }",
      "      - { name: salt, type: base64Binary, dataType: hexBinary }",
      '      - { name: Any, type: "XmlElement[]", any: true }',
      '      - { name: AnyAttr, type: "XmlAttribute[]", anyAttribute: true }',
      "      - { name: Value, type: string, text: true }",
    ],
  ],
  // [XmlText] beside [XmlAnyElement]: mixed="true" (README, finding 1; lab mixed-content), the text first.
  [
    "Annotations",
    [
      "      - { name: Text, type: string, text: true }",
      '      - { name: Any, type: "XmlElement[]", any: true }',
      "      - { name: Author, type: string, attribute: true }",
    ],
  ],
];


describeSweepRoundTrips("sweep4 services that import", SWEEP, ROUND_TRIPS);

itCoversEverySweepService(SWEEP, ROUND_TRIPS);

const LAB = SWEEP;
const bytes = (...b: number[]) => new Uint8Array(b);
const element = (name: string, namespace: string, children: unknown[], more: Record<string, unknown> = {}) => ({
  name,
  namespace,
  namespaces: { "": namespace },
  children,
  ...more,
});

/** DocumentArchive.cs's answers. */
const ATTACHMENT = { fileName: "scan.png", content: bytes(137, 80, 78, 71), checksum: bytes(0, 15, 255) };
const fetched = (id: number) => ({
  id: id,
  title: "Lease",
  kind: "Contract",
  signed: id === 1 ? null : new Date("2024-05-01T00:00:00Z"),
  body: bytes(1, 2, 3, 250),
  digest: bytes(0xde, 0xad, 0xbe, 0xef),
  pages: [bytes(65), bytes()],
  metadata: { name: "meta", namespace: "urn:meta", children: [{ name: "owner", namespace: "urn:meta", children: ["Ann"] }] },
  attachments: [ATTACHMENT],
  tags: ["legal", "2024"],
});
/** As the client reads fetched(id): dateTime as its wire text, the XmlElement with the declaration it carried. */
const read = (id: number) => {
  const value = fetched(id);
  return { ...value, signed: id === 1 ? null : "2024-05-01T00:00:00Z", metadata: { ...value.metadata, namespaces: { "": "urn:meta" } } };
};
const concat = (a: Uint8Array | null, b: Uint8Array | null) => new Uint8Array([...(a ?? []), ...(b ?? [])]);
type Element = { name: string; children?: unknown[] };
const textOf = (e: Element | null): string => (e?.children ?? []).map((c) => (typeof c === "string" ? c : textOf(c as Element))).join("");
const handlers: OperationHandlers = {
  Fetch: ({ id }: { id: number }) => fetched(id),
  Store: ({ document }: { document: { body?: Uint8Array | null; pages?: unknown[] | null } | null }) =>
    document === null ? -1 : (document.body?.length ?? 0) + (document.pages?.length ?? 0),
  Compress: ({ data, salt }: { data: Uint8Array | null; salt: Uint8Array | null }) => concat(data, salt),
  Hash: ({ text }: { text: string | null }) => new TextEncoder().encode(text ?? ""),
  Split: ({ data, size }: { data: Uint8Array | null; size: number }) => {
    const parts: Uint8Array[] = [];
    for (let i = 0; data !== null && i < data.length; i += size) parts.push(data.slice(i, i + size));
    return parts;
  },
  Transform: ({ input }: { input: Element | null }) => ({
    name: "result",
    namespace: "urn:transform",
    attributes: [{ name: "name", value: input?.name ?? "" }],
    children: [textOf(input)],
  }),
  Inspect: ({ node }: { node: Element | null }) => ({ name: "seen", namespace: "", children: [node?.name ?? "none"] }),
  Route: ({ envelope }: { envelope: { priority: number } | null }) => (envelope === null ? null : { ...envelope, priority: envelope.priority + 1 }),
  Annotate: ({ note, kind }: { note: { author?: string | null; value?: string | null } | null; kind: string }) => ({
    author: note?.author ?? null,
    value: `${note?.value ?? ""} [${kind}]`,
  }),
  List: ({ kind }: { kind: string | null }) => [{ fileName: kind ?? "any", content: bytes(1) }],
};

describe("DocumentArchive, served and called as the lab recorded it", async () => {
  const { result } = await importSweepService(SWEEP, "DocumentArchive");
  const model = parseSpec(result().yaml, "spec/DocumentArchive.yaml");

  describe("the generated server answers each recorded request with the recorded bytes", () => {
    answersRecordings(LAB, model, handlers, { count: 19 });
  });

  describe("the generated client reads each recorded response", () => {
    const call = (name: string, binding: BindingKind, operation: string, input: Record<string, unknown>) =>
      clientOfRecording(LAB, model, "http://127.0.0.1/DocumentArchive.asmx", name, binding).call(operation, input);
    const cases: readonly (readonly [name: string, binding: BindingKind, operation: string, input: Record<string, unknown>, expected: unknown])[] = [
      ["Fetch.soap11", "soap11", "Fetch", { id: 2 }, read(2)],
      ["Fetch.soap11.nil", "soap11", "Fetch", { id: 1 }, read(1)],
      ["Fetch.soap12", "soap12", "Fetch", { id: 2 }, read(2)],
      ["Fetch.httpget", "httpGet", "Fetch", { id: 2 }, read(2)],
      ["Store.soap11", "soap11", "Store", { document: null }, 5],
      ["Compress.soap11", "soap11", "Compress", { data: bytes(1, 2, 3), salt: bytes(10, 11) }, bytes(1, 2, 3, 10, 11)],
      ["Compress.soap12", "soap12", "Compress", { data: bytes(1, 2, 3), salt: bytes(255) }, bytes(1, 2, 3, 255)],
      ["Compress.httppost", "httpPost", "Compress", { data: bytes(1, 2, 3), salt: bytes(10, 255) }, bytes(1, 2, 3, 10, 255)],
      ["Hash.soap11", "soap11", "Hash", { text: "Hi!" }, bytes(72, 105, 33)],
      ["Hash.httpget", "httpGet", "Hash", { text: "Hi!" }, bytes(72, 105, 33)],
      ["Split.soap11", "soap11", "Split", { data: bytes(1, 2, 3, 4, 5), size: 2 }, [bytes(1, 2), bytes(3, 4), bytes(5)]],
      ["Split.httpget", "httpGet", "Split", { data: bytes(1, 2, 3, 4, 5), size: 2 }, [bytes(1, 2), bytes(3, 4), bytes(5)]],
      [
        "Transform.soap11",
        "soap11",
        "Transform",
        { input: element("q", "urn:q", ["text"]) },
        element("result", "urn:transform", ["text"], { attributes: [{ name: "name", value: "q" }] }),
      ],
      ["Inspect.soap11", "soap11", "Inspect", { node: { name: "probe", namespace: "", children: ["1"] } }, { name: "seen", namespaces: { "": "" }, children: ["probe"] }],
      ["Annotate.soap11", "soap11", "Annotate", { note: { author: "Bo", value: "see page 2" }, kind: "Letter" }, { author: "Bo", value: "see page 2 [Letter]" }],
      ["Annotate.soap12", "soap12", "Annotate", { note: { author: "Bo", value: "see page 2" }, kind: "Letter" }, { author: "Bo", value: "see page 2 [Letter]" }],
      ["List.soap11", "soap11", "List", { kind: "Contract" }, [{ fileName: "Contract", content: bytes(1) }]],
      ["List.soap11.nil", "soap11", "List", { kind: null }, [{ fileName: "any", content: bytes(1) }]],
    ];
    it.each(cases)("reads %s", async (name, binding, operation, input, expected) => {
      expect(await call(name, binding, operation, input)).toEqual(expected);
    });

    it("reads Route.soap11: the attributes, the foreign attribute and the elements it does not name", async () => {
      const routed = (await call("Route.soap11", "soap11", "Route", { envelope: null })) as Record<string, unknown>;
      expect(routed.sender).toBe("ops");
      expect(routed.priority).toBe(3);
      expect(routed.anyAttr).toEqual([{ name: "tag", namespace: "urn:x", prefix: "x", value: "y" }]);
      expect((routed.any as Element[]).map((e) => [e.name, textOf(e)])).toEqual([["part", "1"], ["other", "2"]]);
    });
  });
});
