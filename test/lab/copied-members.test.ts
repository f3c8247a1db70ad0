/**
 * Classes copied into a binding of another namespace with the constructs the copy had not been shown with
 * (test/reference/lab/copied-members/): an anonymous enum member, an [XmlAnyElement] member, an [XmlText] member, a
 * choice ([XmlChoiceIdentifier]) member, a member with Form = Unqualified, [XmlRoot] (ElementName) on the class.
 * ASMX publishes each copy in the binding's schema document as in the service's, its members travelling in the
 * binding's namespace (the unqualified one in none, the any member's elements as they come): the WSDL set byte for
 * byte, the server on every recorded exchange, the client on the recorded bytes, import of each set byte for byte.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { documentSetFromFolder } from "../../generator/import/document-set.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { renderWsdlSet } from "../../generator/emit/wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import type { ServiceModel } from "../../generator/model/types.js";
import { AsmxClientCore } from "../../runtime/src/client/client.js";
import type { TransportRequest } from "../../runtime/src/client/transport.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { readRecordedRequest, readRecordedResponse, type HttpResponse } from "../support/http-recording.js";
import { answersRecordings } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";

const LAB = join(REPO_ROOT, "test/reference/lab/copied-members");
const DOCUMENTS = ["wsdl", "wsdl=wsdl1", "schema=schema1", "schema=schema2"];

/** One service of CopiedMembers.cs: `Near(string)` on the service's binding, `Echo(X) -> X` on Far (urn:far). */
function copiedSpec(service: string, port: number, declarations: string, parameter = "{ name: x, type: %T }", result = "{ type: %T }"): string {
  const type = /^ {2}(\w+):/m.exec(declarations.split("types:\n")[1] ?? "")![1]!;
  return `service:
  name: ${service}
  namespace: "http://lab.example.com/near"
  endpoint: "http://127.0.0.1:${port}/${service}.asmx"
  namedBindings:
    Far: { namespace: "urn:far" }
${declarations}operations:
  - name: Near
    fields: [{ name: a, type: string }]
    result: { type: string }
  - name: Echo
    binding: Far
    fields: [${parameter.replace("%T", type)}]
    ${result.startsWith("out:") ? result.replace("%T", type) : `result: ${result.replace("%T", type)}`}
`;
}

interface Case {
  readonly folder: string;
  readonly service: string;
  readonly title: string;
  readonly spec: string;
  readonly exchanges: number;
  readonly failureTextIsDotNets?: boolean;
  /** The exchange the client is checked on, and the value it sends. */
  readonly exchange: string;
  readonly value: Record<string, unknown>;
  /**
   * What import writes where the WSDL cannot tell the spec's form (a root's name is the parameter's element): the
   * same set byte for byte from another spec, this line in it.
   */
  readonly imported?: string;
}

const CASES: readonly Case[] = [
  {
    folder: "far-anonymous",
    service: "CopiedAnonymous",
    title: "an anonymous enum member (its simpleType inline in the binding's copy)",
    spec: copiedSpec("CopiedAnonymous", 58883, "enums:\n  Tone: { anonymous: true, values: [Light, Dark] }\ntypes:\n  Swatch:\n    fields:\n      - { name: Name, type: string }\n      - { name: Tone, type: Tone }\n"),
    exchanges: 2,
    failureTextIsDotNets: true,
    exchange: "Echo.soap11",
    value: { x: { name: "a", tone: "Dark" } },
  },
  {
    folder: "far-any",
    service: "CopiedAny",
    title: "an [XmlAnyElement] member (xs:any in the copy; elements of any namespace, the binding's own unnamed ones too)",
    spec: copiedSpec("CopiedAny", 56739, "types:\n  Bag:\n    fields:\n      - { name: Name, type: string }\n      - { name: Any, type: \"XmlElement[]\", any: true }\n"),
    exchanges: 2,
    exchange: "Echo.soap11",
    value: {
      x: {
        name: "a",
        any: [
          { name: "e", namespace: "urn:x", namespaces: { "": "urn:x" }, attributes: [{ name: "k", value: "1" }], children: ["t"] },
          { name: "Other", namespace: "urn:far", children: ["o"] },
        ],
      },
    },
  },
  {
    folder: "far-text",
    service: "CopiedText",
    title: "an [XmlText] member (simpleContent in the copy)",
    spec: copiedSpec("CopiedText", 39119, "types:\n  Note:\n    fields:\n      - { name: Value, type: string, text: true }\n      - { name: Lang, type: string, attribute: true }\n"),
    exchanges: 2,
    exchange: "Echo.soap11",
    value: { x: { value: "hello", lang: "en" } },
  },
  {
    folder: "far-choice",
    service: "CopiedChoice",
    title: "a choice of elements ([XmlChoiceIdentifier]; xs:choice in the copy)",
    spec: copiedSpec("CopiedChoice", 56569, "types:\n  Pick:\n    fields:\n      - { name: Item, type: object, choice: [ { name: Word, type: string }, { name: Number, type: int } ] }\n"),
    exchanges: 2,
    exchange: "Echo-number.soap11",
    value: { x: { item: { $element: "Number", value: 7 } } },
  },
  {
    folder: "far-unqualified",
    service: "CopiedUnqualified",
    title: "a member with Form = Unqualified (form=\"unqualified\" in the copy, xmlns=\"\" on the wire)",
    spec: copiedSpec("CopiedUnqualified", 40635, "types:\n  Slot:\n    fields:\n      - { name: Code, type: string, unqualified: true }\n      - { name: N, type: int }\n"),
    exchanges: 2,
    exchange: "Echo.soap11",
    value: { x: { code: "c", n: 3 } },
  },
  {
    folder: "far-root",
    service: "CopiedRoot",
    title: "[XmlRoot(ElementName)] on the class (the parameter and result elements named by the root, nillable)",
    spec: copiedSpec("CopiedRoot", 33607, "types:\n  Stamp:\n    root: { name: StampRoot }\n    fields:\n      - { name: Code, type: string }\n"),
    exchanges: 2,
    exchange: "Echo.soap11",
    value: { x: { code: "c" } },
    imported: "- { name: StampRoot, type: Stamp, nullable: true }",
  },
];

/** A client of the model whose transport answers the recorded response, and the request it sent. */
function recordedClient(model: ServiceModel, endpoint: string, answer: HttpResponse): { client: AsmxClientCore; sent: () => TransportRequest } {
  let sent: TransportRequest | undefined;
  const client = new AsmxClientCore(descriptorOf(model), {
    endpoint,
    allowInsecureHttp: true,
    transport: async (r) => {
      sent = r;
      return { status: answer.status, contentType: answer.headers.get("content-type"), body: answer.body.toString("utf8") };
    },
  });
  return { client, sent: () => sent! };
}

/** The recorded request's SOAP body content (the Echo element), as sent. */
const echoElement = (folder: string, exchange: string): string => {
  const body = readRecordedRequest(join(LAB, folder, "exchanges", `${exchange}.request.txt`)).body.toString("utf8");
  return /<Echo [\s\S]*<\/Echo>/.exec(body)![0];
};

const handlers: OperationHandlers = {
  Near: ({ a }: { a: string }) => a,
  Echo: ({ x }: { x: unknown }) => x,
};

for (const c of CASES) {
  const folder = join(LAB, c.folder);
  const model = parseSpec(c.spec, `spec/${c.folder}.yaml`);
  describe(`${c.title}, in a binding of another namespace (${c.folder}/)`, () => {
    describe("the WSDL emitter writes the recorded set", () => {
      const address = `http://127.0.0.1:${/:(\d+)\//.exec(model.endpoint)![1]}/${c.service}.asmx`;
      const set = renderWsdlSet(model, address);
      it("in ASMX's order", () => {
        expect(set.map((d) => d.query)).toEqual(DOCUMENTS);
      });
      for (const query of DOCUMENTS) {
        it(`?${query}, byte for byte`, () => {
          expect(set.find((d) => d.query === query)!.text).toBe(readFileSync(join(folder, "wsdl", `${c.service}.asmx@${query}.xml`), "utf8"));
        });
      }
    });

    describe("the server answers the recorded requests with the recorded bytes", () => {
      answersRecordings(folder, model, handlers, { count: c.exchanges, ...(c.failureTextIsDotNets ? { failureTextIsDotNets: true } : {}) });
    });

    it("the client sends the recorded element and reads the recorded answer", async () => {
      const answer = readRecordedResponse(join(folder, "exchanges", `${c.exchange}.response.txt`))!;
      const { client, sent } = recordedClient(model, `http://127.0.0.1/${c.service}.asmx`, answer);
      expect(await client.call("Echo", c.value)).toEqual(c.value.x);
      expect(sent().body).toContain(echoElement(c.folder, c.exchange));
    });

    it("import reads the set back, every document byte for byte, into the same service", async () => {
      const imported = await documentSetFromFolder(join(folder, "wsdl"));
      const result = importWsdl(imported.root.document.text, { schema: "spec.schema.json", specPath: `spec/${c.folder}.yaml`, source: imported.root.document.file, set: imported });
      expect(result.byteEqual).toBe(true);
      if (c.imported !== undefined) expect(result.yaml).toContain(c.imported);
      else expect(descriptorOf(parseSpec(result.yaml, `spec/${c.folder}.yaml`))).toEqual(descriptorOf(model));
    });
  });
}

/** One ResultX of CopiedMembers.cs: `[return: XmlElement(Namespace = "urn:res")] X Get()` on the service's binding. */
function resultSpec(service: string, port: number, declarations: string): string {
  const type = /^ {2}(\w+):/m.exec(declarations.split("types:\n")[1] ?? "")![1]!;
  return `service:
  name: ${service}
  namespace: "http://lab.example.com/near"
  endpoint: "http://127.0.0.1:${port}/${service}.asmx"
${declarations}operations:
  - name: Get
    fields: []
    result: { type: ${type}, namespace: "urn:res" }
`;
}

const RESULTS: readonly { folder: string; service: string; title: string; spec: (port: number) => string; value: unknown }[] = [
  {
    folder: "result-anonymous",
    service: "ResultAnonymous",
    title: "an anonymous enum member",
    spec: (port) => resultSpec("ResultAnonymous", port, CASES[0]!.spec.slice(CASES[0]!.spec.indexOf("enums:"), CASES[0]!.spec.indexOf("operations:"))),
    value: { name: "a", tone: "Dark" },
  },
  {
    folder: "result-any",
    service: "ResultAny",
    title: "an [XmlAnyElement] member",
    spec: (port) => resultSpec("ResultAny", port, CASES[1]!.spec.slice(CASES[1]!.spec.indexOf("types:"), CASES[1]!.spec.indexOf("operations:"))),
    value: { name: "a", any: [{ name: "x", namespace: "urn:x", namespaces: { "": "urn:x" } }] },
  },
  {
    folder: "result-text",
    service: "ResultText",
    title: "an [XmlText] member",
    spec: (port) => resultSpec("ResultText", port, CASES[2]!.spec.slice(CASES[2]!.spec.indexOf("types:"), CASES[2]!.spec.indexOf("operations:"))),
    value: { value: "hi", lang: "en" },
  },
  {
    folder: "result-choice",
    service: "ResultChoice",
    title: "a choice member",
    spec: (port) => resultSpec("ResultChoice", port, CASES[3]!.spec.slice(CASES[3]!.spec.indexOf("types:"), CASES[3]!.spec.indexOf("operations:"))),
    value: { item: { $element: "Number", value: 7 } },
  },
  {
    folder: "result-unqualified",
    service: "ResultUnqualified",
    title: "an unqualified member",
    spec: (port) => resultSpec("ResultUnqualified", port, CASES[4]!.spec.slice(CASES[4]!.spec.indexOf("types:"), CASES[4]!.spec.indexOf("operations:"))),
    value: { code: "c", n: 1 },
  },
];

for (const r of RESULTS) {
  const folder = join(LAB, r.folder);
  const recordedAddress = readFileSync(join(folder, "wsdl/index.tsv"), "utf8").split("\t")[0]!.replace("?wsdl", "");
  const model = parseSpec(r.spec(Number(/:(\d+)\//.exec(recordedAddress)![1])), `spec/${r.folder}.yaml`);
  describe(`a class with ${r.title} copied by [return: XmlElement(Namespace)] (${r.folder}/)`, () => {
    it("the WSDL emitter writes the recorded document byte for byte", () => {
      expect(renderWsdlSet(model, recordedAddress)[0]!.text).toBe(readFileSync(join(folder, "wsdl", `${r.service}.asmx@wsdl.xml`), "utf8"));
    });

    describe("the server answers the recorded requests with the recorded bytes (SOAP in urn:res, HTTP GET in the service's namespace)", () => {
      answersRecordings(folder, model, { Get: () => r.value }, { count: 2 });
    });

    it("the client reads the recorded SOAP answer", async () => {
      const answer = readRecordedResponse(join(folder, "exchanges/Get.soap11.response.txt"))!;
      const { client, sent } = recordedClient(model, `http://127.0.0.1/${r.service}.asmx`, answer);
      expect(await client.call("Get", {})).toEqual(r.value);
      expect(sent().body).toContain('<Get xmlns="http://lab.example.com/near" />');
    });

    it("import reads the document back byte for byte, into the same service", async () => {
      const imported = await documentSetFromFolder(join(folder, "wsdl"));
      const result = importWsdl(imported.root.document.text, { schema: "spec.schema.json", specPath: `spec/${r.folder}.yaml`, source: imported.root.document.file, set: imported });
      expect(result.byteEqual).toBe(true);
      expect(descriptorOf(parseSpec(result.yaml, `spec/${r.folder}.yaml`))).toEqual(descriptorOf(model));
    });
  });
}
