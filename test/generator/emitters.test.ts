/**
 * The emitters as a table of cases: each case is a small spec built around one construct, and what the
 * emitters write for it, formatted as it ships, is compared whole with its committed snapshot in
 * snapshots/<case>/<file>: always the TypeScript modules (client, types, server, descriptor, and the server's
 * class writers where it has them) and the package README; and the WSDL, the operations' docs pages or the golden fixtures where the case is about them. A
 * change to an emitter so shows its full effect in review. Beside the snapshots, each case states what it is
 * there for in a few explicit assertions.
 *
 * After an intended change to an emitter, rewrite the snapshots and review their diff:
 *
 *     npx vitest run test/generator/emitters.test.ts -u
 *
 * Outside CI a missing snapshot is written on the first run; with the CI variable set it fails the run.
 */
import { existsSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import * as prettier from "prettier";
import { describe, expect, it } from "vitest";
import { clientEmitter } from "../../generator/emit/client-module.js";
import { writersEmitter } from "../../generator/emit/writers-module.js";
import { descriptorEmitter } from "../../generator/emit/descriptor.js";
import { docsEmitter } from "../../generator/emit/docs.js";
import { fixturesEmitter } from "../../generator/emit/fixtures.js";
import { openApiEmitter } from "../../generator/emit/openapi.js";
import { packageReadme } from "../../generator/emit/package-readme.js";
import { serverEmitter } from "../../generator/emit/server-module.js";
import { typesEmitter } from "../../generator/emit/types-module.js";
import { wsdlEmitter } from "../../generator/emit/wsdl.js";
import type { Emitter } from "../../generator/emit/emitter.js";
import { PRETTIER_OPTIONS } from "../../generator/render/format.js";
import { printMarkdown } from "../../generator/render/markdown.js";
import { parseSpec } from "../../generator/spec/load.js";
import {
  ALERTS,
  IMAGE_TEXT_FIELDS,
  imageText,
  indented,
  INVOICES,
  LABEL_DEFAULT_FIELDS,
  labelDefaults,
  LABELS_NAMESPACES,
  LABELS_PINNED,
  PARCELS_SCRIPT,
  RENTALS,
  reportArrays,
  REPORTS_CHOICE,
  RULES,
  STATUSING,
  STATUSING_NS,
  STATUSING_SCHEMA,
  STORE_OBJECTS,
  STORE_SERIALIZABLE,
  STORE_SQL,
  USER_GROUP,
} from "./emitter-specs.js";

const HEAD = (name: string): string => `service:
  name: ${name}
  namespace: http://example.com/${name}
  endpoint: https://example.com/${name}.asmx
`;

/** The artifacts a case snapshots beside the TypeScript modules and the README. */
type Artifact = "wsdl" | "docs" | "fixtures" | "openapi";

interface Case {
  /** The folder of its snapshots. */
  readonly name: string;
  readonly spec: string;
  readonly artifacts?: readonly Artifact[];
  /**
   * What the case is for, checked on the emitted files by their snapshot name (`client.ts`, `README.md`,
   * `wsdl/<Service>.wsdl`, `docs/README.md`, `docs/<Operation>.md`, `fixtures/...`).
   */
  readonly purpose: (files: ReadonlyMap<string, string>) => void;
}

const cases: readonly Case[] = [
  {
    name: "simple-operation",
    spec: `${HEAD("Greeter")}fields:
  UserID: { type: string, credential: userId }
  Password: { type: string, credential: password, secret: true }
operations:
  - name: Greet
    documentation: Says hello.
    fields: [UserID, Password, { name: Name, type: string }, { name: Times, type: int }]
    result: { type: string, documentation: The greeting. }
`,
    purpose: (modules) => {
      // The example uses the service's own credentials and operation, never a secret inline.
      expect(modules.get("client.ts")).toContain(
        'const client = new GreeterClient({ credentials: { userId: process.env.GREETER_USER_ID, password: process.env.GREETER_PASSWORD } });',
      );
      expect(modules.get("client.ts")).toContain('const result = await client.greet({ name: "T123", times: 1 });');
      expect(modules.get("README.md")).toContain('const result = await client.greet({ name: "T123", times: 1 });');
      // Over https the example does not allow insecure http (the http-endpoint case does).
      expect(modules.get("README.md")).not.toContain("allowInsecureHttp");
    },
  },
  {
    name: "overload-headers-soap-only",
    spec: `${HEAD("Tracker")}headers:
  AuthHeader: { fields: [{ name: UserName, type: string }, { name: Password, type: string, secret: true }] }
  SessionHeader: { fields: [{ name: Token, type: string }] }
operations:
  - name: Find
    fields: [{ name: TrackNum, type: string }]
    headers: [{ name: AuthHeader, required: true }, { name: SessionHeader, direction: inOut }]
    result: { type: string }
  - name: Find
    messageName: FindById
    fields: [{ name: Id, type: guid }]
    headers: [{ name: AuthHeader, required: true }]
    result: { type: string }
`,
    purpose: (modules) => {
      // An overload is called, typed and routed by its message name; a GUID parameter keeps it to SOAP.
      expect(modules.get("types.ts")).toMatch(/FindById: \{\s+input: FindByIdInput;\s+output: FindByIdResult;\s+bindings: "soap11" \| "soap12";/);
      expect(modules.get("client.ts")).toContain('return this.#core.call("FindById", input, options);');
      // Without credentials, the example sets none.
      expect(modules.get("client.ts")).toContain("const client = new TrackerClient();");
    },
  },
  {
    name: "classes-enums-out-void",
    spec: `${HEAD("Shipping")}enums:
  Unit: { values: [Kg, Lb] }
  Extras: { flags: true, values: { None: 0, Insurance: 1, Signature: 2 } }
types:
  Event: { abstract: true, fields: [{ name: At, type: dateTime }] }
  Scan: { base: Event, fields: [{ name: Scanner, type: string }] }
  Piece:
    fields:
      - { name: Version, type: int, attribute: true }
      - { name: Weight, type: decimal, nullable: true }
      - { name: Unit, type: Unit }
      - { name: Extras, type: Extras }
      - { name: Events, type: "Event[]" }
faults:
  Refused: { fields: [{ name: Code, type: int }] }
operations:
  - name: Quote
    fields: [{ name: Pieces, type: "Piece[]" }]
    result: { type: boolean }
    out: [{ name: Total, type: decimal }]
    faults: [Refused]
  - name: Notify
    oneWay: true
    fields: [{ name: Message, type: string }]
`,
    purpose: (modules) => {
      // Out parameters resolve to a response object, a one-way call to nothing; a fault detail has its guard.
      expect(modules.get("types.ts")).toContain("Quote: { input: QuoteInput; output: QuoteResponse;");
      expect(modules.get("types.ts")).toContain("Notify: { input: NotifyInput; output: void };");
      expect(modules.get("client.ts")).toContain("export function isRefused(");
      // A class holding a decimal or a dateTime, at any depth, is sent in its input form, which takes a number
      // and a Date there; what is read stays exact text.
      expect(modules.get("types.ts")).toContain("readonly pieces?: readonly (PieceInput | null)[] | null | undefined;");
      expect(modules.get("types.ts")).toMatch(/export interface PieceInput \{[^}]*readonly weight: string \| number \| null;[^}]*readonly events\?: readonly \(EventInput \| null\)\[\]/);
      expect(modules.get("types.ts")).toMatch(/export interface EventFieldsInput \{\s+readonly at: string \| Date;/);
      expect(modules.get("types.ts")).toMatch(/export interface Piece \{[^}]*readonly weight: string \| null;/);
    },
  },
  // The constructs below have their wire, import and spec checks in the test file named beside each case,
  // which takes its spec from emitter-specs.ts.
  {
    // namespaces-and-names.test.ts
    name: "second-namespace",
    spec: LABELS_NAMESPACES,
    artifacts: ["wsdl", "docs"],
    purpose: (files) => {
      const wsdl = files.get("wsdl/Labels.wsdl")!;
      // A field in a second namespace refers to a global element of that namespace's schema, which the
      // service schema imports first; that schema holds the element, then the types it needs in
      // XmlSerializer's order (the class, its base, its fields' array, item and enum).
      expect(wsdl).toContain('<s:element minOccurs="0" maxOccurs="1" ref="s1:Customs" />');
      expect(wsdl).toMatch(/<s:schema elementFormDefault="qualified" targetNamespace="www.example.com\/Labels">\s*<s:import namespace="Core.Types" \/>/);
      const second = wsdl.slice(wsdl.indexOf('targetNamespace="Core.Types"'));
      const names = [...second.slice(0, second.indexOf("</s:schema>")).matchAll(/<s:(element|complexType|simpleType) name="(\w+)"/g)].map((m) => `${m[1]} ${m[2]}`);
      expect(names).toEqual(["element Customs", "complexType Customs", "complexType Validator", "complexType ArrayOfItem", "complexType Item", "simpleType Kind"]);
      // The class met in the service namespace is declared there too.
      expect(wsdl.match(/<s:complexType name="Customs">/g)).toHaveLength(2);
      // A renamed result names the SOAP result element; the HTTP result document keeps the type's name.
      expect(wsdl).toContain('<wsdl:message name="GetItemHttpGetOut">\n    <wsdl:part name="Body" element="tns:Item" />');
      // A renamed parameter: SOAP names the element, HTTP GET and POST the .NET parameter.
      expect(wsdl).toContain('<wsdl:message name="GetItemHttpGetIn">\n    <wsdl:part name="id" type="s:string" />');
      // The docs say the namespace, and the help sample declares it.
      expect(files.get("docs/README.md")).toContain("in namespace `Core.Types`");
      expect(files.get("docs/GetLabel.md")).toMatch(/<Customs xmlns="Core.Types">\s*<Contents>string<\/Contents>/);
    },
  },
  {
    // namespaces-and-names.test.ts
    name: "xml-type-name",
    spec: LABELS_PINNED,
    artifacts: ["wsdl"],
    purpose: (files) => {
      // A class with [XmlType] is declared in its namespace's schema under its type name, beside the
      // service's class of that name, and referred to by it.
      const wsdl = files.get("wsdl/Labels.wsdl")!;
      expect(wsdl.match(/<s:complexType name="CustomsInfo">/g)).toHaveLength(2);
      expect(wsdl).toContain('<s:element minOccurs="0" maxOccurs="1" name="Pinned" type="s1:CustomsInfo" />');
    },
  },
  {
    // typed-data-sets.test.ts
    name: "typed-data-set",
    spec: STATUSING,
    artifacts: ["wsdl"],
    purpose: (files) => {
      // A typed DataSet is any element of its namespace; the WSDL carries its schema, indented as the WSDL's
      // schemas are, after the exporter's own, and its rows are typed by the schema's tables.
      const wsdl = files.get("wsdl/Statusing.wsdl")!;
      expect(wsdl).toContain(`<s:any namespace="${STATUSING_NS}" />`);
      expect(wsdl).toContain(`    </s:schema>\n    ${indented(STATUSING_SCHEMA, "    ")}\n  </wsdl:types>`);
      expect(files.get("types.ts")).toContain('export type ReadStatusResult = TypedDataSet<{ Status: StatusDataSetStatusRow }> | null;');
    },
  },
  {
    // field-wire-rules.test.ts
    name: "field-wire-rules",
    spec: RULES,
    artifacts: ["wsdl"],
    purpose: (files) => {
      // Each rule as XmlSerializer exports it; an XML name that is no identifier stays the wire name.
      const wsdl = files.get("wsdl/Rules.wsdl")!;
      expect(wsdl).toContain('<s:element minOccurs="0" maxOccurs="1" name="Count" nillable="true" type="s:int" />');
      expect(wsdl).toContain('<s:element minOccurs="0" maxOccurs="1" name="INPUT-VAL" type="s:string" />');
      expect(wsdl).toContain('<s:element name="Call-Rec">');
    },
  },
  {
    // field-wire-rules.test.ts
    name: "repeated-nillable",
    spec: ALERTS,
    artifacts: ["wsdl"],
    purpose: (files) => {
      // [XmlElement(IsNullable = true)] on an array member says nillable on the repeated element.
      expect(files.get("wsdl/Alerts.wsdl")).toContain('<s:element minOccurs="0" maxOccurs="unbounded" name="Channels" nillable="true" type="tns:Channel" />');
    },
  },
  {
    // choice.test.ts
    name: "choice",
    spec: REPORTS_CHOICE,
    artifacts: ["wsdl"],
    purpose: (files) => {
      // A choice is an xs:choice of optional elements (in the class and the request wrapper), a choice of
      // array items ArrayOfChoice1; it is typed as the union of its classes.
      const wsdl = files.get("wsdl/Reports.wsdl")!;
      expect(wsdl.match(/<s:choice minOccurs="1" maxOccurs="1">/g)).toHaveLength(2);
      expect(wsdl).toContain('<s:complexType name="ArrayOfChoice1">\n        <s:choice minOccurs="0" maxOccurs="unbounded">');
      expect(files.get("types.ts")).toContain("readonly item?: NoSchedule | ScheduleDefinition | ScheduleReference | null | undefined;");
    },
  },
  {
    // xml-node-types.test.ts
    name: "xml-nodes",
    spec: USER_GROUP,
    artifacts: ["wsdl"],
    purpose: (files) => {
      // An XmlNode is an inline mixed complex type holding s:any, typed with the runtime's value types.
      expect(files.get("wsdl/UserGroup.wsdl")).toContain('<s:element minOccurs="0" maxOccurs="1" name="usersInfoXml">\n              <s:complexType mixed="true">');
      expect(files.get("types.ts")).toMatch(/usersInfoXml\?: XmlNodeValue \| null/);
    },
  },
  {
    // object-values.test.ts
    name: "object-values",
    spec: STORE_OBJECTS,
    artifacts: ["wsdl"],
    purpose: (files) => {
      // An object is an element without a type, typed as the service's ObjectValue.
      expect(files.get("wsdl/Store.wsdl")).toContain('<s:element minOccurs="0" maxOccurs="1" name="Parent" />');
      expect(files.get("types.ts")).toContain("export type ServiceObject = ObjectValue<ServiceObjectTypes>;");
    },
  },
  {
    // xml-serializable.test.ts
    name: "xml-serializable",
    spec: STORE_SERIALIZABLE,
    artifacts: ["wsdl"],
    purpose: (files) => {
      // An IXmlSerializable class is referred to by its type, and typed as XML content.
      expect(files.get("wsdl/Store.wsdl")).toContain('<s:element minOccurs="0" maxOccurs="1" name="AdditionalData" type="tns:Dictionary" />');
      expect(files.get("types.ts")).toMatch(/additionalData\?: XmlContentValue \| null \| undefined;/);
    },
  },
  {
    // default-values.test.ts
    name: "default-values",
    spec: labelDefaults(LABEL_DEFAULT_FIELDS),
    artifacts: ["wsdl", "docs", "fixtures"],
    purpose: (files) => {
      // [DefaultValue] is the WSDL's default; the docs say a member with one may be left out; the empty
      // request leaves the defaults out, the sample sends values that differ from them.
      expect(files.get("wsdl/Labels.wsdl")).toContain('<s:element minOccurs="0" maxOccurs="1" default="0" name="DateAdvance" type="s:int" />');
      expect(files.get("docs/README.md")).toMatch(/\| `DateAdvance` +\| `dateAdvance` +\| int +\| no \(default `0`, not sent\) +\|/);
      expect(files.get("fixtures/GetLabel/soap11.empty.request.txt")).toContain("<request><WeightOz>0</WeightOz></request>");
      const sample = files.get("fixtures/GetLabel/soap11.sample.request.txt")!;
      for (const element of ["DateAdvance", "InvoiceAmount", "Shape", "Mode", "Signed"]) expect(sample).toContain(`<${element}>`);
    },
  },
  {
    // sql-types.test.ts
    name: "sql-types",
    spec: STORE_SQL,
    artifacts: ["wsdl"],
    purpose: (files) => {
      // A SqlTypes member is minOccurs 1 and not nillable, typed as always present with null allowed.
      expect(files.get("wsdl/Store.wsdl")).toContain('<s:element minOccurs="1" maxOccurs="1" name="MerchantId" type="s:base64Binary" />');
      expect(files.get("types.ts")).toMatch(/merchantId: Uint8Array \| null;/);
    },
  },
  {
    // numbered-arrays.test.ts
    name: "numbered-array",
    spec: reportArrays(", arrayItem: { typeName: ArrayOfString1 }"),
    artifacts: ["wsdl"],
    purpose: (files) => {
      // A numbered array wrapper is its own WSDL type, with XmlSerializer's default items.
      expect(files.get("wsdl/Reports.wsdl")).toContain('<s:complexType name="ArrayOfString1">\n        <s:sequence>\n          <s:element minOccurs="0" maxOccurs="unbounded" name="string" nillable="true" type="s:string" />');
      expect(files.get("wsdl/Reports.wsdl")).toContain('name="ListItemTypesResult" type="tns:ArrayOfString1" />');
    },
  },
  {
    // xml-text.test.ts
    name: "text-content",
    spec: imageText(IMAGE_TEXT_FIELDS),
    artifacts: ["wsdl"],
    purpose: (files) => {
      // A class with text content is xs:simpleContent, its text a property of the class.
      expect(files.get("wsdl/Labels.wsdl")).toContain('      <s:complexType name="ImageData">\n        <s:simpleContent>\n          <s:extension base="s:string">');
      expect(files.get("types.ts")).toMatch(/export interface ImageData \{[^}]*readonly partNumber: number;[^}]*readonly value\?: string \| null \| undefined;/s);
    },
  },
  {
    // date-type.test.ts
    name: "date-type",
    spec: INVOICES,
    artifacts: ["wsdl"],
    purpose: (files) => {
      expect(files.get("wsdl/Invoices.wsdl")).toContain('<s:element minOccurs="1" maxOccurs="1" name="DueDate" type="s:date" />');
    },
  },
  {
    // type-names.test.ts
    name: "operation-type-names",
    spec: RENTALS,
    purpose: (files) => {
      // An operation's types step aside with 'Operation' where a declared type has the name.
      expect(files.get("types.ts")).toContain("export type CheckServerHealthOperationResult = CheckServerHealthResult | null;");
      expect(files.get("types.ts")).toContain("export interface PingOperationInput");
    },
  },
  {
    // package-readme.test.ts: the README over http
    name: "http-endpoint",
    spec: `service:
  name: Plain
  namespace: http://example.com/Plain
  endpoint: http://example.com/Plain.asmx
operations:
  - name: Echo
    fields: [{ name: Text, type: string }]
    result: { type: string }
`,
    purpose: (files) => {
      // An http endpoint is allowed explicitly in the client example (the https cases' examples say nothing).
      expect(files.get("README.md")).toContain('endpoint: "http://example.com/Plain.asmx",\n  allowInsecureHttp: true,\n');
    },
  },
  {
    // package-identity.test.ts: the README of a package the spec names
    name: "package-identity",
    spec: `package:
  name: "@acme/shipments"
  version: 1.4.0
${HEAD("Shipments")}operations:
  - name: GetStatus
    documentation: The status of a shipment.
    fields: [{ name: TrackNum, type: string }]
    result: { type: string }
  - name: Upload
    documentation: Uploads shipments.
    idempotent: false
    fields: [{ name: Data, type: string }]
    result: { type: string }
`,
    purpose: (files) => {
      // The README installs, imports and serves the package by the name the spec gives it, and lists every
      // operation, linked to its page, with its client method and whether it is retried.
      const readme = files.get("README.md")!;
      expect(readme).toMatch(/^# @acme\/shipments$/m);
      expect(readme).toContain("npm install ./acme-shipments-1.4.0.tgz");
      expect(readme).toContain('import { createShipmentsServer, type ShipmentsHandlers } from "@acme/shipments/server";');
      expect(readme).toMatch(/\| \[Upload\]\(docs\/Upload\.md\) +\| `upload` +\| [^|]+\| Uploads shipments\. Never retried automatically\. +\|/);
    },
  },
  {
    name: "input-forms",
    spec: `${HEAD("Orders")}headers:
  Stamp: { fields: [{ name: At, type: dateTime }] }
types:
  Money: { fields: [{ name: Amount, type: decimal }, { name: Currency, type: string }] }
  Line:
    fields:
      - { name: Sku, type: string }
      - { name: Price, type: Money }
      - { name: Due, type: date, nullable: true }
  Note: { fields: [{ name: Text, type: string }] }
operations:
  - name: PlaceOrder
    fields: [{ name: Lines, type: "Line[]" }, { name: Note, type: Note }, { name: Total, type: decimal }]
    headers: [{ name: Stamp }]
    result: { type: "Line[]" }
`,
    purpose: (files) => {
      // What a client sends takes a number for a decimal and a Date for a dateTime or date at any depth: a
      // class holding one (itself or through a class) has an input form; one holding none is its own.
      const types = files.get("types.ts")!;
      expect(types).toMatch(/export interface MoneyInput \{\s+readonly amount: string \| number;/);
      expect(types).toMatch(/export interface LineInput \{[^}]*readonly price\?: MoneyInput \| null \| undefined;\s+readonly due: string \| Date \| null;/);
      expect(types).not.toContain("NoteInput");
      expect(types).toMatch(/export interface PlaceOrderInput \{\s+readonly lines\?: readonly \(LineInput \| null\)\[\] \| null \| undefined;\s+readonly note\?: Note \| null \| undefined;\s+readonly total: string \| number;/);
      // What is read keeps the exact text: the result, and a handler's parameters and headers.
      expect(types).toContain("export type PlaceOrderResult = readonly (Line | null)[] | null;");
      expect(types).toMatch(/export interface PlaceOrderParams \{\s+readonly lines: readonly \(Line \| null\)\[\] \| null;/);
      expect(files.get("server.ts")).toMatch(/stamp\?: Stamp \| undefined/);
      // A request header is sent in its input form, per call and set once on the client.
      expect(types).toMatch(/export interface PlaceOrderRequestHeaders \{[^}]*readonly stamp\?: StampInput \| undefined;/);
      expect(files.get("client.ts")).toMatch(/export interface OrdersHeaders \{[^}]*readonly stamp\?: StampInput \| undefined;/);
    },
  },
  {
    name: "script-service-openapi",
    spec: PARCELS_SCRIPT,
    artifacts: ["openapi"],
    purpose: (files) => {
      const document = JSON.parse(files.get("openapi.json")!) as {
        paths: Record<string, Record<string, unknown>>;
        components: { schemas: Record<string, Record<string, unknown>> };
        "x-not-offered": { operation: string }[];
      };
      // Out parameters and a DataSet result leave an operation out, and the document says so.
      expect(Object.keys(document.paths)).toEqual(["/Send", "/Lookup"]);
      expect(document["x-not-offered"].map((o) => o.operation)).toEqual(["Report", "Split"]);
      expect(Object.keys(document.paths["/Lookup"]!)).toEqual(["get"]);
      // Item's kinds: Parcel is not registered, so __type cannot discriminate them.
      const kinds = document.components.schemas["Item.kinds"]!;
      expect(kinds["oneOf"]).toHaveLength(3);
      expect(kinds["discriminator"]).toBeUndefined();
      expect(document.components.schemas["Parcel"]!["properties"]).not.toHaveProperty("__type");
      expect(document.components.schemas["Size"]).toMatchObject({ type: "integer", enum: [1, 4], "x-enum-varnames": ["Small", "Large"] });
      // The server and the package README say where the document is.
      expect(files.get("server.ts")).toContain("renderOpenApi");
      expect(files.get("README.md")).toContain("/Parcels.asmx?openapi");
    },
  },
];

const EMITTERS: readonly Emitter[] = [clientEmitter, typesEmitter, serverEmitter, descriptorEmitter, writersEmitter];
const MODULES = ["client.ts", "types.ts", "server.ts", "descriptor.ts", "writers.ts", "README.md"];
const ARTIFACT_EMITTERS: Readonly<Record<Artifact, Emitter>> = { wsdl: wsdlEmitter, docs: docsEmitter, fixtures: fixturesEmitter, openapi: openApiEmitter };
/** The files of an artifact's emitter that its snapshots hold (the WSDL's TypeScript module is the same document, split). */
const ARTIFACT_FILES: Readonly<Record<Artifact, RegExp>> = { wsdl: /^wsdl\//, docs: /^docs\//, fixtures: /^fixtures\//, openapi: /^openapi\.json$/ };

/** A file as the pipeline finishes it: TypeScript and Markdown formatted, the rest (WSDL, XML, JSON) as emitted. */
async function formatted(path: string, content: string, already: boolean | undefined): Promise<string> {
  if (already) return content;
  if (path.endsWith(".ts")) return prettier.format(content, { ...PRETTIER_OPTIONS, parser: "typescript" });
  if (path.endsWith(".md")) return printMarkdown(content) ?? prettier.format(content, { ...PRETTIER_OPTIONS, parser: "markdown" });
  return content;
}

async function filesOf(testCase: Case): Promise<Map<string, string>> {
  const { name, spec } = testCase;
  const model = parseSpec(spec, `spec/${name}.yaml`);
  // The package README's quick start: its example call is built from the service, as the client's is.
  const files = new Map<string, string>([["README.md", await formatted("README.md", packageReadme(model), false)]]);
  const options = { packageName: name, generatorVersion: "0" };
  for (const emitter of EMITTERS) {
    for (const file of emitter.emit(model, options)) {
      const module = file.path.replace(/^src\//, "");
      if (!MODULES.includes(module)) continue;
      files.set(module, await formatted(file.path, file.content, file.formatted));
    }
  }
  for (const artifact of testCase.artifacts ?? []) {
    for (const file of ARTIFACT_EMITTERS[artifact].emit(model, options)) {
      if (ARTIFACT_FILES[artifact].test(file.path)) files.set(file.path, await formatted(file.path, file.content, file.formatted));
    }
  }
  return files;
}

describe.each(cases)("emitters: $name", (testCase) => {
  const { name } = testCase;

  it("gives the files of its snapshots", async () => {
    const files = await filesOf(testCase);
    // Every module, but the class writers only where the service writes XmlSerializer classes.
    const classes = parseSpec(testCase.spec, `spec/${name}.yaml`).types.some((t) => !t.text);
    for (const module of MODULES) expect(files.has(module), module).toBe(module !== "writers.ts" || classes);
    for (const [path, text] of files) await expect(text).toMatchFileSnapshot(`snapshots/${name}/${path}`);
  });

  it("holds no cast in the client or server", async () => {
    const files = await filesOf(testCase);
    for (const module of ["client.ts", "server.ts"]) {
      expect(files.get(module)!.split("\n").filter((line) => / as [A-Z{("]/.test(line) && !line.trim().startsWith("*") && !line.trim().startsWith("//"))).toEqual([]);
    }
  });

  it("does what the case is for", async () => {
    testCase.purpose(await filesOf(testCase));
  });
});

describe("the snapshot folders", () => {
  // A missing snapshot fails its case (in CI; elsewhere vitest writes it): here, nothing is left over.
  it("hold no folder but a case's and no file its case does not give, so nothing an emitter stopped writing lingers", async () => {
    const root = fileURLToPath(new URL("snapshots/", import.meta.url));
    const names = cases.map((c) => c.name);
    expect(readdirSync(root).filter((folder) => !names.includes(folder))).toEqual([]);
    for (const testCase of cases) {
      const folder = join(root, testCase.name);
      if (!existsSync(folder)) continue;
      const given = new Set((await filesOf(testCase)).keys());
      const committed = readdirSync(folder, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => relative(folder, join(entry.parentPath, entry.name)).replaceAll("\\", "/"));
      expect(committed.filter((file) => !given.has(file)), testCase.name).toEqual([]);
    }
  });
});
