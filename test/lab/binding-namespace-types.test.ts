/**
 * A binding in another namespace whose methods go beyond simple values (test/reference/lab/binding-namespace-types/).
 * header/: a SOAP header on such a binding, supported end to end: its element stays in the service's namespace
 * (schema1), the binding's document names it with a prefix its part declares (`xmlns:q1`), the server reads it
 * only in the service's namespace; the WSDL set byte for byte, the server on every recorded exchange, the client,
 * import of the set byte for byte. The typed service (classes, arrays: a class is published again in the
 * binding's namespace) is refused, positioned, by the spec and by import.
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
import type { CallContext, OperationHandlers } from "../../runtime/src/server/types.js";
import { bindingNamespaceBareSpec, bindingNamespaceFlagsSpec, bindingNamespaceMoreSpec, bindingNamespaceTypesSpec } from "../support/binding-lab-specs.js";
import { specErrorOf } from "../support/spec-error.js";
import { readRecordedRequest, readRecordedResponse, type HttpResponse } from "../support/http-recording.js";
import { answersRecordings } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";

const LAB = join(REPO_ROOT, "test/reference/lab/binding-namespace-types");
const HEADER = join(LAB, "header");


/** Each document the WSDL emitter writes for the model equals the lab's `wsdl/<service>.asmx@<query>.xml`. */
function itWritesRecordedWsdl(model: ServiceModel, address: string, folder: string, service: string): void {
  const set = renderWsdlSet(model, address);
  for (const query of DOCUMENTS) {
    it(`?${query}, byte for byte`, () => {
      expect(set.find((d) => d.query === query)!.text).toBe(readFileSync(join(folder, "wsdl", `${service}.asmx@${query}.xml`), "utf8"));
    });
  }
}
/** A client of the model whose transport answers the recorded response, and the request it sent. */
function recordedClient(
  model: ServiceModel,
  endpoint: string,
  answer: HttpResponse,
  binding?: "httpGet",
): { client: AsmxClientCore; sent: () => TransportRequest } {
  let sent: TransportRequest | undefined;
  const client = new AsmxClientCore(descriptorOf(model), {
    endpoint,
    allowInsecureHttp: true,
    ...(binding ? { binding } : {}),
    transport: async (r) => {
      sent = r;
      return { status: answer.status, contentType: answer.headers.get("content-type"), body: answer.body.toString("utf8") };
    },
  });
  return { client, sent: () => sent! };
}

const RECORDED_ADDRESS = "http://127.0.0.1:33029/BindingNamespaceHeader.asmx";
const EXCHANGE_ADDRESS = "http://127.0.0.1:59155/BindingNamespaceHeader.asmx";
const DOCUMENTS = ["wsdl", "wsdl=wsdl1", "schema=schema1", "schema=schema2"];
const recorded = (query: string): string => readFileSync(join(HEADER, "wsdl", `BindingNamespaceHeader.asmx@${query}.xml`), "utf8");

/** Lab.BindingNamespaceHeader of BindingNamespaceTypes.cs as a spec. */
const SPEC = `service:
  name: BindingNamespaceHeader
  namespace: "http://lab.example.com/near"
  endpoint: "${RECORDED_ADDRESS}"
  namedBindings:
    Far: { namespace: "urn:other" }
headers:
  Ticket: { fields: [{ name: Token, type: string }] }
operations:
  - name: Near
    fields: [{ name: a, type: string }]
    result: { type: string }
  - name: Check
    binding: Far
    fields: [{ name: a, type: string }]
    result: { type: string }
    headers: [{ name: Ticket }]
`;
const model = parseSpec(SPEC, "spec/binding-namespace-header.yaml");
type Headers = Record<string, Record<string, unknown> | undefined>;
/** What BindingNamespaceHeader does. */
const handlers: OperationHandlers = {
  Near: ({ a }: { a: string }) => a,
  Check: ({ a }: { a: string }, context: CallContext) => `${((context.headers as Headers).ticket?.token as string | undefined) ?? "none"}:${a}`,
};

describe("a SOAP header on a binding in another namespace (header/)", () => {
  it("the model: the header's element in the service's namespace, the wrappers in the binding's", () => {
    const check = model.operations.find((op) => op.name === "Check")!;
    expect(check.wire.wrapperNamespace).toBe("urn:other");
    expect(check.headers.map((h) => `${h.header.name} ${h.direction}`)).toEqual(["Ticket in"]);
    expect(model.documentSet?.schemas).toEqual([
      { id: "schema1", namespace: "http://lab.example.com/near" },
      { id: "schema2", namespace: "urn:other" },
    ]);
  });

  describe("the WSDL emitter writes the recorded set", () => {
    const set = renderWsdlSet(model, RECORDED_ADDRESS);
    it("in ASMX's order", () => {
      expect(set.map((d) => d.query)).toEqual(DOCUMENTS);
    });
    for (const query of DOCUMENTS) {
      it(`?${query}, byte for byte`, () => {
        expect(set.find((d) => d.query === query)!.text).toBe(recorded(query));
      });
    }
    it("numbers the parts' own prefixes in the document's order (q1, q2)", () => {
      const two = parseSpec(
        SPEC.replace("  Ticket: {", "  Stamp: { fields: [{ name: At, type: string }] }\n  Ticket: {").replace("headers: [{ name: Ticket }]", "headers: [{ name: Ticket }, { name: Stamp }]"),
        "spec/b.yaml",
      );
      const wsdl1 = renderWsdlSet(two, RECORDED_ADDRESS).find((d) => d.query === "wsdl=wsdl1")!.text;
      expect(wsdl1).toContain('<wsdl:part name="Ticket" xmlns:q1="http://lab.example.com/near" element="q1:Ticket" />');
      expect(wsdl1).toContain('<wsdl:part name="Stamp" xmlns:q2="http://lab.example.com/near" element="q2:Stamp" />');
    });
  });

  describe("the server answers the recorded requests with the recorded bytes (the header read in the service's namespace only)", () => {
    answersRecordings(HEADER, model, handlers, { count: 4, recordedAddress: EXCHANGE_ADDRESS });
  });

  it("the client sends the header in the service's namespace and the wrapper in the binding's", async () => {
    const answer = readRecordedResponse(join(HEADER, "exchanges/Check.soap11.response.txt"))!;
    const request = readRecordedRequest(join(HEADER, "exchanges/Check.soap11.request.txt")).body.toString("utf8");
    const { client, sent } = recordedClient(model, "http://127.0.0.1/BindingNamespaceHeader.asmx", answer);
    expect(await client.call("Check", { a: "x" }, { headers: { ticket: { token: "t1" } } })).toBe("t1:x");
    expect(sent().headers.find(([name]) => name.toLowerCase() === "soapaction")?.[1]).toBe('"http://lab.example.com/near/Check"');
    // The recorded request was written by hand (record.mjs), its envelope indented; header and wrapper are the wire.
    const ticket = /<Ticket [^]*<\/Ticket>/.exec(request)![0];
    const wrapper = /<Check [^]*<\/Check>/.exec(request)![0];
    expect(ticket).toBe('<Ticket xmlns="http://lab.example.com/near"><Token>t1</Token></Ticket>');
    expect(sent().body).toContain(ticket);
    expect(sent().body).toContain(`<soap:Body>${wrapper}</soap:Body>`);
  });

  it("import reads the set back, every document byte for byte, into the same service", async () => {
    const set = await documentSetFromFolder(join(HEADER, "wsdl"));
    const result = importWsdl(set.root.document.text, { schema: "spec.schema.json", specPath: "spec/binding-namespace-header.yaml", source: set.root.document.file, set });
    expect(result.byteEqual).toBe(true);
    const imported = parseSpec(result.yaml, "spec/binding-namespace-header.yaml");
    expect(descriptorOf(imported)).toEqual(descriptorOf(model));
    expect(renderWsdlSet(imported, RECORDED_ADDRESS)).toEqual(renderWsdlSet(model, RECORDED_ADDRESS));
  });
});

const TYPED_ADDRESS = "http://127.0.0.1:34719/BindingNamespaceTypes.asmx";
const TYPED_EXCHANGE_ADDRESS = "http://127.0.0.1:39299/BindingNamespaceTypes.asmx";
const typedRecorded = (query: string): string => readFileSync(join(LAB, "wsdl", `BindingNamespaceTypes.asmx@${query}.xml`), "utf8");
const TYPED_SPEC = bindingNamespaceTypesSpec(TYPED_ADDRESS);
const typed = parseSpec(TYPED_SPEC, "spec/binding-namespace-types.yaml");
interface Parcel {
  id: string | null;
  weight: number;
}
/** What BindingNamespaceTypes does. */
const typedHandlers: OperationHandlers = {
  Local: ({ p }: { p: Parcel | null }) => p,
  Ship: ({ p }: { p: Parcel | null }) => ({ code: p?.id ?? null, items: p ? [p] : null }),
  Count: ({ items }: { items: (Parcel | null)[] | null }) => (items === null ? -1 : items.length),
  Check: handlers.Check!,
};

describe("classes and arrays on a binding in another namespace (a class takes the binding's namespace)", () => {
  describe("the WSDL emitter writes the recorded set: Parcel in both schema documents", () => {
    const set = renderWsdlSet(typed, TYPED_ADDRESS);
    for (const query of DOCUMENTS) {
      it(`?${query}, byte for byte`, () => {
        expect(set.find((d) => d.query === query)!.text).toBe(typedRecorded(query));
      });
    }
  });

  describe("the server answers the recorded requests with the recorded bytes", () => {
    answersRecordings(LAB, typed, typedHandlers, { count: 10, recordedAddress: TYPED_EXCHANGE_ADDRESS });
  });

  it("the client sends Ship's class in the binding's namespace and reads the recorded answer", async () => {
    const answer = readRecordedResponse(join(LAB, "exchanges/Ship.soap11.response.txt"))!;
    const request = readRecordedRequest(join(LAB, "exchanges/Ship.soap11.request.txt")).body.toString("utf8");
    const { client, sent } = recordedClient(typed, "http://127.0.0.1/BindingNamespaceTypes.asmx", answer);
    expect(await client.call("Ship", { p: { id: "p1", weight: 7 } })).toEqual({ code: "p1", items: [{ id: "p1", weight: 7 }] });
    const wrapper = /<Ship [^]*<\/Ship>/.exec(request)![0];
    expect(wrapper).toBe('<Ship xmlns="urn:other"><p><Id>p1</Id><Weight>7</Weight></p></Ship>');
    expect(sent().body).toContain(`<soap:Body>${wrapper}</soap:Body>`);
  });

  it("the client sends Count's array and Local's class as recorded", async () => {
    const bodies: string[] = [];
    const answers = ["Count.soap11", "Local.soap11"].map((n) => readRecordedResponse(join(LAB, `exchanges/${n}.response.txt`))!);
    const client = new AsmxClientCore(descriptorOf(typed), {
      endpoint: "http://127.0.0.1/BindingNamespaceTypes.asmx",
      allowInsecureHttp: true,
      transport: async (r) => {
        bodies.push(r.body ?? "");
        const answer = answers[bodies.length - 1]!;
        return { status: answer.status, contentType: answer.headers.get("content-type"), body: answer.body.toString("utf8") };
      },
    });
    expect(await client.call("Count", { items: [{ id: "a", weight: 1 }, null, { id: "b", weight: 2 }] })).toBe(3);
    expect(await client.call("Local", { p: { id: "n1", weight: 3 } })).toEqual({ id: "n1", weight: 3 });
    for (const [i, name] of ["Count", "Local"].entries()) {
      const request = readRecordedRequest(join(LAB, `exchanges/${name}.soap11.request.txt`)).body.toString("utf8");
      const wrapper = new RegExp(`<${name} [^]*</${name}>`).exec(request)![0];
      expect(bodies[i]).toContain(`<soap:Body>${wrapper}</soap:Body>`);
    }
  });

  it("import reads the set back, every document byte for byte, into the same service", async () => {
    const set = await documentSetFromFolder(join(LAB, "wsdl"));
    const result = importWsdl(set.root.document.text, { schema: "spec.schema.json", specPath: "spec/binding-namespace-types.yaml", source: set.root.document.file, set });
    expect(result.byteEqual).toBe(true);
    const imported = parseSpec(result.yaml, "spec/binding-namespace-types.yaml");
    // Import lists the binding's operations before Local (the spec's order is not in the WSDL: the set is the same).
    const byName = (model: typeof typed) => {
      const d = descriptorOf(model);
      return { ...d, operations: [...d.operations].sort((a, b) => a.name.localeCompare(b.name)) };
    };
    expect(imported.operations.map((op) => op.name)).toEqual(["Ship", "Count", "Check", "Local"]);
    expect(byName(imported)).toEqual(byName(typed));
    expect(renderWsdlSet(imported, TYPED_ADDRESS)).toEqual(renderWsdlSet(typed, TYPED_ADDRESS));
  });
});

const MORE = join(LAB, "more");
const MORE_ADDRESS = "http://127.0.0.1:35957/BindingNamespaceMore.asmx";
/** Lab.BindingNamespaceMore as a spec: the sweep's Carrier forms on Far. */
const MORE_SPEC = bindingNamespaceMoreSpec(MORE_ADDRESS);
const more = parseSpec(MORE_SPEC, "spec/binding-namespace-more.yaml");
const moreHandlers: OperationHandlers = {
  Near: ({ a }: { a: string }) => a,
  Pack: ({ b, l }: { b: Record<string, unknown> | null; l: string }) => (b === null ? null : { ...b, wanted: l }),
};

describe("Carrier's forms on a binding in another namespace (more/: an enum, an attribute, nullable values, a flat array)", () => {
  itWritesRecordedWsdl(more, MORE_ADDRESS, MORE, "BindingNamespaceMore");

  describe("the server answers the recorded requests with the recorded bytes", () => {
    answersRecordings(MORE, more, moreHandlers, { count: 2 });
  });

  it("the client reads the recorded answer", async () => {
    const answer = readRecordedResponse(join(MORE, "exchanges/Pack.soap11.response.txt"))!;
    const { client, sent } = recordedClient(more, "http://127.0.0.1/BindingNamespaceMore.asmx", answer);
    const box = (await client.call("Pack", { b: { mode: "Air", length: 12.5, wanted: null, item: ["x", "y"], when: new Date("2026-11-28T10:00:00Z") }, l: "Air" })) as Record<string, unknown>;
    expect(box).toMatchObject({ mode: "Air", wanted: "Air", item: ["x", "y"] });
    expect(sent().body).toContain('<Pack xmlns="urn:other"><b Mode="Air"><Length>12.5</Length><Wanted xsi:nil="true" /><Item>x</Item><Item>y</Item>');
  });

  it("import reads the set back, every document byte for byte, into the same service", async () => {
    const imported = await documentSetFromFolder(join(MORE, "wsdl"));
    const result = importWsdl(imported.root.document.text, { schema: "spec.schema.json", specPath: "spec/binding-namespace-more.yaml", source: imported.root.document.file, set: imported });
    expect(result.byteEqual).toBe(true);
    expect(descriptorOf(parseSpec(result.yaml, "spec/binding-namespace-more.yaml"))).toEqual(descriptorOf(more));
  });
});

const FLAGS = join(LAB, "flags-only");
const FLAGS_ADDRESS = "http://127.0.0.1:48199/BindingNamespaceFlagsOnly.asmx";
/** Lab.BindingNamespaceFlagsOnly as a spec: a [Flags] enum on Far (parameter, result, class element and attribute). */
const FLAGS_SPEC = bindingNamespaceFlagsSpec(FLAGS_ADDRESS);
const flags = parseSpec(FLAGS_SPEC, "spec/binding-namespace-flags.yaml");
const PERM = ["None", "Read", "Write", "Run"];
/** The union of flag sets, in declaration order, as BindingNamespaceFlagsOnly's `|`. */
const union = (...sets: readonly (readonly string[])[]): string[] =>
  PERM.filter((v) => v !== "None" && sets.some((s) => s.includes(v)));
const flagsHandlers: OperationHandlers = {
  Near: ({ a }: { a: string }) => a,
  Label: ({ b, p }: { b: Record<string, unknown> | null; p: string[] }) =>
    b === null ? null : { ...b, rights: union(b.rights as string[], p) },
  Grant: ({ p }: { p: string[] }) => union(p, ["Read"]),
};

describe("a [Flags] enum on a binding in another namespace (flags-only/: an xs:list published again in the binding's schema)", () => {
  itWritesRecordedWsdl(flags, FLAGS_ADDRESS, FLAGS, "BindingNamespaceFlagsOnly");

  describe("the server answers the recorded requests with the recorded bytes (SOAP 1.1/1.2 in the binding's namespace, HTTP GET/POST in the service's)", () => {
    answersRecordings(FLAGS, flags, flagsHandlers, { count: 6 });
  });

  it("the client sends the recorded request and reads the recorded answer", async () => {
    const answer = readRecordedResponse(join(FLAGS, "exchanges/Label.soap11.response.txt"))!;
    const { client, sent } = recordedClient(flags, "http://127.0.0.1/BindingNamespaceFlagsOnly.asmx", answer);
    expect(
      await client.call("Label", { b: { name: "n1", rights: ["Run"], mode: ["Read", "Write"] }, p: ["Read", "Write"] }),
    ).toEqual({ name: "n1", rights: ["Read", "Write", "Run"], mode: ["Read", "Write"] });
    expect(sent().body).toContain(
      '<Label xmlns="urn:other"><b Mode="Read Write"><Name>n1</Name><Rights>Run</Rights></b><p>Read Write</p></Label>',
    );
  });

  it("the client reads HTTP GET's document in the service's namespace", async () => {
    const answer = readRecordedResponse(join(FLAGS, "exchanges/Grant.httpget.response.txt"))!;
    const { client, sent } = recordedClient(flags, "http://127.0.0.1/BindingNamespaceFlagsOnly.asmx", answer, "httpGet");
    expect(await client.call("Grant", { p: ["Write"] })).toEqual(["Read", "Write"]);
    expect(sent().url).toBe("http://127.0.0.1/BindingNamespaceFlagsOnly.asmx/Grant?p=Write");
  });

  it("import reads the set back, every document byte for byte, into the same service", async () => {
    const imported = await documentSetFromFolder(join(FLAGS, "wsdl"));
    const result = importWsdl(imported.root.document.text, {
      schema: "spec.schema.json",
      specPath: "spec/binding-namespace-flags.yaml",
      source: imported.root.document.file,
      set: imported,
    });
    expect(result.byteEqual).toBe(true);
    expect(descriptorOf(parseSpec(result.yaml, "spec/binding-namespace-flags.yaml"))).toEqual(descriptorOf(flags));
  });
});

const BARE = join(LAB, "bare");
const BARE_ADDRESS = "http://127.0.0.1:45515/BindingNamespaceBare.asmx";
/** Lab.BindingNamespaceBare as a spec: a bare method on Far. */
const bare = parseSpec(bindingNamespaceBareSpec(BARE_ADDRESS), "spec/binding-namespace-bare.yaml");
const bareHandlers: OperationHandlers = {
  Near: ({ a }: { a: string }) => a,
  Weigh: ({ p }: { p: Parcel | null }) => (p === null ? null : { ...p, weight: p.weight + 1 }),
};

describe("a bare method on a binding in another namespace (bare/: its elements in the binding's namespace and schema document)", () => {
  itWritesRecordedWsdl(bare, BARE_ADDRESS, BARE, "BindingNamespaceBare");

  describe("the server answers the recorded requests with the recorded bytes (an element in the service's namespace is not read)", () => {
    answersRecordings(BARE, bare, bareHandlers, { count: 3 });
  });

  it("the client sends the recorded element and reads the recorded answer", async () => {
    const answer = readRecordedResponse(join(BARE, "exchanges/Weigh.soap11.response.txt"))!;
    const { client, sent } = recordedClient(bare, "http://127.0.0.1/BindingNamespaceBare.asmx", answer);
    expect(await client.call("Weigh", { p: { id: "w1", weight: 4 } })).toEqual({ id: "w1", weight: 5 });
    expect(sent().body).toContain('<soap:Body><p xmlns="urn:other"><Id>w1</Id><Weight>4</Weight></p></soap:Body>');
  });

  it("the client refuses a result element in the service's namespace", async () => {
    const answer = readRecordedResponse(join(BARE, "exchanges/Weigh.soap11.response.txt"))!;
    const client = new AsmxClientCore(descriptorOf(bare), {
      endpoint: "http://127.0.0.1/BindingNamespaceBare.asmx",
      allowInsecureHttp: true,
      transport: async () => ({ status: 200, contentType: answer.headers.get("content-type"), body: answer.body.toString("utf8").replace('<WeighResult xmlns="urn:other">', '<WeighResult xmlns="http://lab.example.com/near">') }),
    });
    await expect(client.call("Weigh", { p: { id: "w1", weight: 4 } })).rejects.toThrow("expected {urn:other}WeighResult in the SOAP Body, got {http://lab.example.com/near}WeighResult");
  });

  it("import reads the set back, every document byte for byte, into the same service", async () => {
    const imported = await documentSetFromFolder(join(BARE, "wsdl"));
    const result = importWsdl(imported.root.document.text, { schema: "spec.schema.json", specPath: "spec/binding-namespace-bare.yaml", source: imported.root.document.file, set: imported });
    expect(result.byteEqual).toBe(true);
    expect(result.yaml).toContain("parameterStyle: bare");
    expect(descriptorOf(parseSpec(result.yaml, "spec/binding-namespace-bare.yaml"))).toEqual(descriptorOf(bare));
  });
});

const HTTP = join(LAB, "http");
const HTTP_ADDRESS = "http://127.0.0.1:33231/BindingNamespaceHttp.asmx";
/** Lab.BindingNamespaceHttp as a spec: a class result on Far that HTTP GET/POST offer. */
const HTTP_SPEC = `service:
  name: BindingNamespaceHttp
  namespace: "http://lab.example.com/near"
  endpoint: "${HTTP_ADDRESS}"
  namedBindings:
    Far: { namespace: "urn:other" }
types:
  Receipt:
    fields:
      - { name: Code, type: string }
      - { name: Items, type: "Parcel[]" }
  Parcel:
    fields:
      - { name: Id, type: string }
      - { name: Weight, type: int }
operations:
  - name: Near
    fields: [{ name: a, type: string }]
    result: { type: string }
  - name: Find
    binding: Far
    fields: [{ name: code, type: string }]
    result: { type: Receipt }
`;
const http = parseSpec(HTTP_SPEC, "spec/binding-namespace-http.yaml");
const httpHandlers: OperationHandlers = {
  Near: ({ a }: { a: string }) => a,
  Find: ({ code }: { code: string }) => ({ code, items: [{ id: code, weight: 2 }] }),
};

describe("a class result over HTTP GET/POST of a method on a binding in another namespace (http/)", () => {
  itWritesRecordedWsdl(http, HTTP_ADDRESS, HTTP, "BindingNamespaceHttp");

  describe("the server answers the recorded requests with the recorded bytes (HTTP in the service's namespace, SOAP in the binding's)", () => {
    answersRecordings(HTTP, http, httpHandlers, { count: 3 });
  });

  it("the client reads HTTP GET's document in the service's namespace", async () => {
    const answer = readRecordedResponse(join(HTTP, "exchanges/Find.httpget.response.txt"))!;
    const client = new AsmxClientCore(descriptorOf(http), {
      endpoint: "http://127.0.0.1/BindingNamespaceHttp.asmx",
      allowInsecureHttp: true,
      binding: "httpGet",
      transport: async () => ({ status: answer.status, contentType: answer.headers.get("content-type"), body: answer.body.toString("utf8") }),
    });
    expect(await client.call("Find", { code: "c1" })).toEqual({ code: "c1", items: [{ id: "c1", weight: 2 }] });
  });

  it("import reads the set back, every document byte for byte", async () => {
    const imported = await documentSetFromFolder(join(HTTP, "wsdl"));
    const result = importWsdl(imported.root.document.text, { schema: "spec.schema.json", specPath: "spec/binding-namespace-http.yaml", source: imported.root.document.file, set: imported });
    expect(result.byteEqual).toBe(true);
    expect(renderWsdlSet(parseSpec(result.yaml, "spec/binding-namespace-http.yaml"), HTTP_ADDRESS)).toEqual(renderWsdlSet(http, HTTP_ADDRESS));
  });
});

describe("what a binding in another namespace does not take is refused, positioned", () => {
  const refused = (text: string): string => specErrorOf(text, "spec/b.yaml");
  it("a class hierarchy, a member attribute of another namespace", () => {
    expect(refused(TYPED_SPEC.replace("  Receipt:\n    fields:\n", "  Receipt:\n    base: Parcel\n    fields:\n"))).toMatch(/spec\/b\.yaml:\d+:\d+: the parameter 'p' uses the class 'Parcel', which is part of a class hierarchy \(xsi:type; recorded: ASMX publishes and reads only the base there, never a subclass\): not supported/);
    expect(refused(MORE_SPEC.replace("      - { name: Length, type: decimal, nullable: true }", '      - { name: Length, type: string, attribute: true, namespace: "urn:x" }'))).toMatch(/spec\/b\.yaml:23:\d+: the parameter 'b' uses the member 'Length' of the class 'Box', which has a namespace or form of its own: not supported/);
  });

  it("beside such a binding, an operation of the service's own binding using an element or array items of another namespace (schema-documents builds the types of one)", () => {
    expect(refused(SPEC.replace("  - name: Near\n    fields: [{ name: a, type: string }]", '  - name: Near\n    fields: [{ name: a, type: string, namespace: "urn:x" }]'))).toMatch(
      /spec\/b\.yaml:11:\d+: the parameter 'a' uses an element of 'urn:x': beside the binding 'Far' of another namespace ASMX publishes one more schema document for it, built for guid and char, classes and enums of a namespace of their own and class members' elements of another \(recorded: test\/reference\/lab\/schema-documents\), not for this form \(not recorded\); use types of the service's namespace here/,
    );
    expect(refused(TYPED_SPEC.replace("  Parcel:\n    fields:", '  Parcel:\n    root: { namespace: "urn:parcels" }\n    fields:'))).toMatch(
      /spec\/b\.yaml:22:\d+: the result uses the class 'Parcel', whose root element is of 'urn:parcels': beside the binding 'Far'/,
    );
  });

  it("a class hierarchy, recorded (hierarchy/: the binding's schema holds the base alone, a subclass is refused both ways) and not built", () => {
    const schema2 = readFileSync(join(LAB, "hierarchy/wsdl/BindingNamespaceHierarchy.asmx@schema=schema2.xml"), "utf8");
    expect(schema2).toContain('<xs:complexType name="Vehicle">');
    expect(schema2).not.toContain("Truck");
    expect(readFileSync(join(LAB, "hierarchy/wsdl/BindingNamespaceHierarchy.asmx@schema=schema1.xml"), "utf8")).toContain('<xs:extension base="tns:Vehicle">');
    expect(readFileSync(join(LAB, "hierarchy/exchanges/Move-truck.soap11.response.txt"), "utf8")).toContain("The specified type was not recognized: name='Truck', namespace='urn:other'");
    expect(readFileSync(join(LAB, "hierarchy/exchanges/Fleet.soap11.response.txt"), "utf8")).toContain("The type Lab.Truck was not expected.");
  });

  it("an out parameter of a bare operation there (not recorded)", () => {
    const withOut = bindingNamespaceBareSpec(BARE_ADDRESS).replace("    result: { type: Parcel }\n", "    result: { type: Parcel }\n    out: [{ name: n, type: int }]\n");
    expect(refused(withOut)).toMatch(
      /spec\/b\.yaml:\d+:\d+: an out parameter of a bare operation in the binding 'Far' of another namespace is not yet supported \(not recorded: lab binding-namespace-types\/bare has a parameter and a result\)/,
    );
  });
});

const FLAGS_FULL = join(LAB, "flags");
const FLAGS_FULL_ROOT = readFileSync(join(FLAGS_FULL, "wsdl/BindingNamespaceFlags.asmx@wsdl.xml"), "utf8");
const FLAGS_FULL_ADDRESS = /location="([^"]+)"/.exec(FLAGS_FULL_ROOT.split("<wsdl:service")[1]!)![1]!;
/** Lab.BindingNamespaceFlags as a spec: a guid, a char and a [Flags] enum as parameters, result and class members on Far. */
const FLAGS_FULL_SPEC = `service:
  name: BindingNamespaceFlags
  namespace: "http://lab.example.com/near"
  endpoint: "${FLAGS_FULL_ADDRESS}"
  namedBindings:
    Far: { namespace: "urn:other" }
enums:
  Perm: { values: { None: 0, Read: 1, Write: 2, Run: 4 }, flags: true }
types:
  Tag:
    fields:
      - { name: Id, type: guid }
      - { name: Mark, type: char }
      - { name: Rights, type: Perm }
      - { name: Mode, type: Perm, attribute: true }
operations:
  - name: Near
    fields: [{ name: a, type: string }]
    result: { type: string }
  - name: Stamp
    binding: Far
    fields: [{ name: t, type: Tag }, { name: g, type: guid }, { name: c, type: char }, { name: p, type: Perm }]
    result: { type: Tag }
  - name: Grant
    binding: Far
    fields: [{ name: p, type: Perm }]
    result: { type: Perm }
`;
const flagsFull = parseSpec(FLAGS_FULL_SPEC, "spec/binding-namespace-flags-full.yaml");
const flagsFullHandlers: OperationHandlers = {
  Near: ({ a }: { a: string }) => a,
  Stamp: ({ t, g, c, p }: { t: Record<string, unknown> | null; g: string; c: string; p: string[] }) => ({ mode: [], ...(t ?? {}), id: g, mark: c, rights: p }),
  Grant: ({ p }: { p: string[] }) => union(p, ["Read"]),
};

describe("a guid and a char on a binding in another namespace (flags/: schema3 of Microsoft's types, built)", () => {
  it("writes the five documents byte for byte", () => {
    const set = renderWsdlSet(flagsFull, FLAGS_FULL_ADDRESS);
    const index = readFileSync(join(FLAGS_FULL, "wsdl/index.tsv"), "utf8").trim().split("\n").map((l) => l.split("\t")[1]!);
    expect(set.map((d) => `BindingNamespaceFlags.asmx@${d.query}.xml`)).toEqual(index);
    for (const d of set) expect(d.text).toBe(readFileSync(join(FLAGS_FULL, "wsdl", `BindingNamespaceFlags.asmx@${d.query}.xml`), "utf8"));
  });

  describe("the server answers the recorded requests with the recorded bytes", () => {
    answersRecordings(FLAGS_FULL, flagsFull, flagsFullHandlers, { count: 6, failureTextIsDotNets: true });
  });

  it("the client sends the guid and char as text in urn:other and reads the class back", async () => {
    const answer = readRecordedResponse(join(FLAGS_FULL, "exchanges/Stamp.soap11.response.txt"))!;
    const { client, sent } = recordedClient(flagsFull, "http://127.0.0.1/BindingNamespaceFlags.asmx", answer);
    const g = "0f8fad5b-d9cb-469f-a165-70867728950e";
    expect(await client.call("Stamp", { t: { id: "00000000-0000-0000-0000-000000000000", mark: "A", rights: ["Run"], mode: ["Read", "Write"] }, g, c: "B", p: ["Read", "Run"] })).toEqual({
      id: g,
      mark: "B",
      rights: ["Read", "Run"],
      mode: ["Read", "Write"],
    });
    expect(sent().body).toContain(`<Stamp xmlns="urn:other"><t Mode="Read Write"><Id>00000000-0000-0000-0000-000000000000</Id><Mark>65</Mark><Rights>Run</Rights></t><g>${g}</g><c>66</c><p>Read Run</p></Stamp>`);
  });

  it("import reads the set back, every document byte for byte", async () => {
    const imported = await documentSetFromFolder(join(FLAGS_FULL, "wsdl"));
    const result = importWsdl(imported.root.document.text, { schema: "spec.schema.json", specPath: "spec/binding-namespace-flags-full.yaml", source: imported.root.document.file, set: imported });
    expect(result.byteEqual).toBe(true);
    expect(renderWsdlSet(parseSpec(result.yaml, "spec/binding-namespace-flags-full.yaml"), FLAGS_FULL_ADDRESS)).toEqual(renderWsdlSet(flagsFull, FLAGS_FULL_ADDRESS));
  });
});
