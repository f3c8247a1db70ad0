/**
 * [MessageContract]s under [XmlSerializerFormat] (#28, docs/wcf-design.md §41): test/reference/wcf/xml-serializer/
 * messages/WcfXmlMessages.cs, recorded with the lab, described by the hand-written spec beside it (Count: a wrapped
 * request with a class header and a wrapped response with a Nullable<T>; Reorder: a wrapped request with an int
 * header and an array of classes, an unwrapped response with a string header). The server built from the spec
 * reads each recorded request (the headers too, which Mono's formatter ignores) and answers with the recorded
 * bytes, .NET's namespace on the unwrapped parts; the client sends the recorded requests byte for byte and reads
 * the answers; the metadata is XmlSchemaExporter's and imports back to the same set; what is not built is refused.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import type { ServiceModel } from "../../generator/model/types.js";
import { loadSpec, parseSpec } from "../../generator/spec/load.js";
import type { RawSpec } from "../../generator/spec/raw.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { canonicalXml } from "../support/xml-canonical.js";
import { specErrorOf } from "../support/spec-error.js";
import { importEmitted, RecordedService } from "../support/wcf-recorded-service.js";
import { passesOwnFixtures } from "../support/wcf-own-fixtures.js";
import { wcfMetadataDocuments } from "../../generator/emit/wcf-metadata.js";
import { documentSetFromFiles, setDocument } from "../../generator/import/document-set.js";
import { importWcf } from "../../generator/import/import-wcf.js";

const DIR = fileURLToPath(new URL("../reference/wcf/xml-serializer/messages/", import.meta.url));
const SPEC = `${DIR}WcfXmlMessages.yaml`;
const ADDRESS = "http://127.0.0.1:8791/";
const XML_TYPE = "text/xml; charset=utf-8";
const NS = "http://xm.example.com/wcf";

const service = new RecordedService(DIR, ADDRESS, (_, text) => text);
const model = (): ServiceModel => loadSpec(SPEC);

/**
 * Mono's formatter writes an unwrapped message contract's body members unqualified (`<First Sku="A1">`); .NET's
 * XmlSerializerOperationFormatter writes each in its part's namespace, the contract's by default (docs §41).
 */
function dotnetAnswer(name: string): { status: number; contentType: string | undefined; body: string } {
  const answer = service.dotnetAnswer(name);
  if (!name.startsWith("Reorder")) return answer;
  return { ...answer, body: answer.body.replace(/<(First|Total)([ >])/g, `<$1 xmlns="${NS}"$2`) };
}

const line = (sku: string, qty: number, note?: string): Record<string, unknown> => ({
  sku,
  qty,
  ...(note === undefined ? {} : { note }),
});

/** Each recorded exchange: what the server's handler reads (.NET's reading: the headers too) and what it answers. */
const exchanges = [
  { name: "Count", op: "Count", input: { filter: line("Z", 4), prefix: "abc" }, output: { count: 3, when: null } },
  { name: "Count.no-filter", op: "Count", input: { filter: null, prefix: "ab" }, output: { count: 2, when: null } },
  {
    name: "Reorder",
    op: "Reorder",
    input: { priority: 2, customer: "Bo", lines: [line("A1", 2, "gift"), line("B2", 5)] },
    output: { first: line("A1", 2, "gift"), total: 7, headers: { server: "re/0/Bo" } },
  },
  {
    name: "Reorder.empty",
    op: "Reorder",
    input: { priority: 0, customer: null, lines: [] },
    output: { first: null, total: 0, headers: { server: "re/0/" } },
  },
];
/** Requests the server reads whose form a .NET client does not send (a prefixed header). */
const readOnly = [
  {
    name: "Count.prefixed",
    op: "Count",
    input: { filter: line("Z", 4), prefix: "abc" },
    output: { count: 3, when: null },
  },
];
/** Place: WrapperNamespace other than the contract's, refused by the model (the recording shows why). */
const refusedExchanges = ["Place", "Place.empty", "Place.member-ns"];

/** Handlers answering exchange `name`: its operation checks what it read; the other is not called. */
function handlersFor(
  table: readonly { name: string; op: string; input: object; output: object }[],
  name: string,
): OperationHandlers {
  const e = table.find((x) => x.name === name)!;
  const handler =
    (op: string) =>
    (input: unknown): object => {
      expect(op).toBe(e.op);
      expect(input).toEqual(e.input);
      return e.output;
    };
  return { Count: handler("Count"), Reorder: handler("Reorder") } as unknown as OperationHandlers;
}

describe("[MessageContract]s of an [XmlSerializerFormat] operation (xml-serializer/messages/WcfXmlMessages.cs)", () => {
  it("covers every recorded exchange", () => {
    expect(
      [...exchanges, ...readOnly]
        .map((e) => e.name)
        .concat(refusedExchanges)
        .sort(),
    ).toEqual(service.names());
  });

  it("the model keeps XmlSerializer's parts: Order, the unwrapped response, Nullable<T>", () => {
    const m = model();
    const reorder = m.operations.find((o) => o.name === "Reorder")!.wcf!;
    expect(reorder.serializer).toBe("xmlSerializer");
    expect(reorder.message!.request.wrapper).toEqual({ element: "ReorderRequest", namespace: NS });
    expect(reorder.message!.request.body.map((p) => p.name)).toEqual(["Customer", "Lines"]);
    expect(reorder.message!.response!.wrapper).toBeUndefined();
    expect(reorder.message!.response!.headers.map((h) => [h.name, h.namespace])).toEqual([["Server", NS]]);
    const count = m.operations.find((o) => o.name === "Count")!.wcf!;
    expect(count.message!.response!.body.map((p) => [p.name, p.nillable])).toEqual([
      ["Count", undefined],
      ["When", true],
    ]);
  });

  for (const e of [...exchanges, ...readOnly]) {
    it(`${e.name}: the server reads the recorded request and answers with the recorded body`, async () => {
      const answer = await service.replay(
        service.server(model(), handlersFor([...exchanges, ...readOnly], e.name)),
        e.name,
      );
      const expected = dotnetAnswer(e.name);
      expect(answer.status).toBe(200);
      expect(answer.contentType).toBe(XML_TYPE);
      expect(canonicalXml(answer.body)).toBe(canonicalXml(expected.body));
      // XmlSerializer's Body start (xsi and xsd declared there), and its header as the lab writes it.
      expect(answer.body).toContain(
        '<s:Body xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema">',
      );
      if (e.name.startsWith("Reorder")) expect(answer.body).toContain(`<s:Header><Server xmlns="${NS}">`);
    });
  }

  for (const e of exchanges) {
    it(`${e.name}: the client sends the recorded request and reads the answer`, async () => {
      const recorded = service.request(e.name);
      const { sent, outcome, error } = await service.call(model(), e.name, e.op, e.input, {
        answer: dotnetAnswer(e.name),
      });
      expect(error).toBeUndefined();
      expect(outcome).toEqual(e.output);
      const action = recorded.headers.find(([n]) => n.toLowerCase() === "soapaction")![1];
      expect(sent.headers.find(([n]) => n.toLowerCase() === "soapaction")?.[1]).toBe(action);
      expect(sent.body).toBe(recorded.body.toString("utf8"));
    });
  }

  it("a null class header and a null array are left out of the request, as XmlSerializer leaves null members out", async () => {
    const { sent } = await service.call(model(), "Count.no-filter", "Count", { filter: null, prefix: "ab" });
    expect(sent.body).toBe(service.request("Count.no-filter").body.toString("utf8"));
    const reorder = await service.call(
      model(),
      "Reorder.empty",
      "Reorder",
      { priority: 1, customer: null, lines: null },
      { answer: dotnetAnswer("Reorder.empty") },
    );
    expect(reorder.sent.body).toContain(`<s:Header><Priority xmlns="${NS}">1</Priority></s:Header>`);
    expect(reorder.sent.body).toContain(`<ReorderRequest xmlns="${NS}"/>`);
  });

  it("the metadata is XmlSchemaExporter's: wrappers, global elements of the unwrapped parts and headers, no serialization schema", () => {
    const docs = wcfMetadataDocuments(model(), ADDRESS);
    expect(docs.map((d) => d.query)).toEqual(["wsdl", "wsdl=wsdl0", "xsd=xsd0", "singleWsdl"]);
    const xsd = docs.find((d) => d.query === "xsd=xsd0")!.content;
    expect(xsd).toContain('<xs:element name="Filter" type="tns:Line" />');
    expect(xsd).toContain('<xs:element minOccurs="1" maxOccurs="1" name="When" nillable="true" type="xs:dateTime" />');
    expect(xsd).toContain('<xs:element minOccurs="0" maxOccurs="1" name="Lines" type="tns:ArrayOfLine" />');
    expect(xsd).toContain('<xs:attribute name="Sku" type="xs:string" />');
    for (const global of [
      '<xs:element name="Priority" type="xs:int" />',
      '<xs:element name="First" type="tns:Line" />',
      '<xs:element name="Total" type="xs:int" />',
      '<xs:element name="Server" type="xs:string" />',
    ]) {
      expect(xsd).toContain(global);
    }
    const wsdl0 = docs.find((d) => d.query === "wsdl=wsdl0")!.content;
    expect(wsdl0).toContain('<wsdl:part name="First" element="tns:First" />');
    expect(wsdl0).toContain('<wsdl:part name="Server" element="tns:Server" />');
    expect(docs.some((d) => d.content.includes("schemas.microsoft.com/2003/10/Serialization"))).toBe(false);
  });

  it("imports back: the split set and ?singleWsdl give the spec's messages, proven by regeneration", () => {
    const spec = importEmitted(model(), ADDRESS);
    expect(spec.service.wcf!.serializer).toBe("xmlSerializer");
    const reorder = spec.operations.find((o) => o.name === "Reorder")!;
    expect(reorder.message!.request).toEqual({
      name: "ReorderRequest",
      headers: [{ name: "Priority", type: "int" }],
      body: [
        { name: "Customer", type: "string" },
        { name: "Lines", type: "Line[]" },
      ],
    });
    expect(reorder.message!.response).toEqual({
      name: "PlaceResponse",
      wrapped: false,
      headers: [{ name: "Server", type: "string" }],
      body: [
        { name: "First", type: "Line" },
        { name: "Total", type: "int" },
      ],
    });
    const count = spec.operations.find((o) => o.name === "Count")!;
    expect(count.message!.response!.body).toEqual([
      { name: "Count", type: "int" },
      { name: "When", type: "dateTime", nullable: true },
    ]);
    const single = wcfMetadataDocuments(model(), ADDRESS).find((d) => d.query === "singleWsdl")!;
    const imported = importWcf(documentSetFromFiles([setDocument(`${ADDRESS}?singleWsdl`, single.content)]), {
      source: "set",
      schema: "spec.schema.json",
      specPath: "spec/x.yaml",
    });
    expect((parse(imported.yaml) as RawSpec).operations.map((o) => o.message?.request.name)).toEqual([
      "CountRequest",
      "ReorderRequest",
    ]);
  });

  it("its generated fixture set is passed by the server built from it, case by case", async () => {
    await passesOwnFixtures(service, model(), (set) => {
      expect(set.index.cases.some((c) => c.id.includes("Reorder") && c.kind === "request")).toBe(true);
    });
  });

  describe("what is not built is refused in one positioned line", () => {
    const readSpec = (): string => readFileSync(SPEC, "utf8");
    const withPlace = (change: (spec: RawSpec) => void): string => {
      const spec = parse(readSpec()) as RawSpec;
      change(spec);
      return specErrorOf(stringify(spec));
    };

    it("a wrapper namespace other than the contract's (Place's PlaceOrder in http://xm.example.com/msg)", () => {
      const error = withPlace((spec) => {
        spec.operations.push({
          name: "Place",
          fields: [],
          message: {
            request: {
              name: "PlaceRequest",
              wrapperName: "PlaceOrder",
              wrapperNamespace: "http://xm.example.com/msg",
              body: [{ name: "Customer", type: "string" }],
            },
          },
        } as RawSpec["operations"][number]);
      });
      expect(error).toMatch(
        /^spec\/test\.yaml:\d+:\d+: message contract 'PlaceRequest' of an \[XmlSerializerFormat\] operation: a wrapper namespace other than the contract's is not generated yet/,
      );
      expect(error.split("\n")).toHaveLength(1);
    });

    it("a class part in another namespace; a simple one there is built", () => {
      const error = withPlace((spec) => {
        spec.operations[0]!.message!.request.headers = [
          { name: "Filter", type: "Line", namespace: "http://xm.example.com/h" },
        ];
      });
      expect(error).toMatch(
        /^spec\/test\.yaml:\d+:\d+: message header 'Filter' of an \[XmlSerializerFormat\] operation: a part of type 'class Line' in another namespace than the contract's is not generated yet/,
      );
      const spec = parse(readSpec()) as RawSpec;
      spec.operations[1]!.message!.request.headers = [
        { name: "Priority", type: "int", namespace: "http://xm.example.com/h" },
      ];
      const m = parseSpec(stringify(spec), "spec/test.yaml");
      expect(m.operations[1]!.wcf!.message!.request.headers[0]!.namespace).toBe("http://xm.example.com/h");
    });

    it("mustUnderstand on an XmlSerializer header (not recorded)", () => {
      const error = withPlace((spec) => {
        spec.operations[1]!.message!.request.headers = [{ name: "Priority", type: "int", mustUnderstand: true }];
      });
      expect(error).toMatch(
        /^spec\/test\.yaml:\d+:\d+: message header 'Priority' of an \[XmlSerializerFormat\] operation: mustUnderstand is not generated yet/,
      );
    });
  });
});
