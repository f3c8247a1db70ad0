/**
 * The WCF sweep (#28, test/reference/wcf/sweep/README.md): line-of-business WCF services written as teams write
 * them, run with the lab (Mono's System.ServiceModel; DataContractSerializer bodies are Microsoft's code). Each
 * service's recorded metadata (Mono artefacts undone, each named) imports, or is refused at its position with its
 * reason; the server built from the spec answers every recorded request with the recorded body as .NET frames it;
 * the metadata our server publishes imports back to the same spec.
 *
 * The values a handler returns are those the generated client reads from the recorded response (a fault's detail
 * thrown back as a ClientFault): the recorded bytes are decoded by the client and encoded by the server, and both
 * must agree with them.
 */
import { readdirSync } from "node:fs";
import { parse, stringify } from "yaml";
import { wcfMetadataDocuments } from "../../generator/emit/wcf-metadata.js";
import { documentSetFromFiles, setDocument } from "../../generator/import/document-set.js";
import { importWcf } from "../../generator/import/import-wcf.js";
import { describe, expect, it } from "vitest";
import type { ServiceModel } from "../../generator/model/types.js";
import { parseSpec } from "../../generator/spec/load.js";
import type { RawSpec } from "../../generator/spec/raw.js";
import { WcfFaultError } from "../../runtime/src/client/errors.js";
import { ClientFault } from "../../runtime/src/server/faults.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { canonicalXml } from "../support/xml-canonical.js";
import { specErrorOf } from "../support/spec-error.js";
import { importEmitted } from "../support/wcf-recorded-service.js";
import { CATALOG_NILLABLE, recorded, SWEEP, SWEEP_DIR, type SweepService } from "../support/wcf-sweep.js";

/** Every recorded exchange of `service` against the server of `model`, as described at the top. */
function replaysEveryExchange({ service, spec, dotnetStatus, dotnetBody = (_, body) => body }: SweepService): void {
  const model = (): ServiceModel => parseSpec(spec(), "spec/sweep.yaml");
  it("records at least one exchange per operation", () => {
    const ops = new Set(service.names().map((n) => n.split(".")[0]));
    expect([...ops].sort()).toEqual(model().operations.map((o) => o.wire.messageName).sort());
  });
  for (const name of service.names()) {
    const operation = name.split(".")[0]!;
    it(`${name}: the server reads the request as the client writes it, the client reads the answer, the server writes it back as .NET does`, async () => {
      const m = model();
      const op = m.operations.find((o) => o.wire.messageName === operation)!;
      // The server reads the recorded request: what the caller passed.
      let input: object | undefined;
      const capture: OperationHandlers = Object.fromEntries(
        m.operations.map((o) => [o.wire.messageName, (given: object) => ((input = given), undefined)]),
      );
      await service.replay(service.server(m, capture), name);
      if (op.oneWay) await new Promise((resolve) => setTimeout(resolve, 5)); // a one-way handler runs after the 202
      expect(input).toBeDefined();
      // The client sends it as the recorded request (canonical XML: a client's prefixes are its own) and reads the recorded answer.
      const { sent, outcome, error } = await service.call(m, name, operation, input!);
      expect(canonicalXml(sent.body!)).toBe(canonicalXml(service.request(name).body.toString("utf8")));
      const recorded = service.dotnetAnswer(name);
      const expected = { ...recorded, body: dotnetBody(name, recorded.body) };
      if (expected.status === 500) {
        expect(error).toBeInstanceOf(WcfFaultError);
        expect((error as WcfFaultError).detailValue).toBeDefined();
      } else expect(error).toBeUndefined();
      // The server answers what the client read.
      const handlers: OperationHandlers = {
        ...capture,
        [operation]: () => {
          if (error instanceof WcfFaultError) throw new ClientFault(error.reason, { detail: error.detailValue! });
          return outcome;
        },
      };
      const answer = await service.replay(service.server(m, handlers), name);
      expect(answer.status).toBe(dotnetStatus[name] ?? expected.status);
      if (op.oneWay) return expect(answer.body).toBe("");
      expect(canonicalXml(answer.body)).toBe(canonicalXml(expected.body));
    });
  }
}

describe("sweep/orders (WcfOrders.cs): generic envelopes, a payment hierarchy, flags, faults, one-way, renamed action", () => {
  const { service, spec } = SWEEP.orders!;

  it("imports every document (generic contracts with their GenericType annotation), and its published metadata imports back to the same spec", () => {
    const { spec: imported, documents, model } = service.imported();
    expect(documents).toBe(8);
    expect(imported.types?.["ResultOfOrderRpPbNHOY"]?.generic).toEqual({ name: "ResultOf{0}{#}", parameters: [{ name: "Order", namespace: "http://contoso.com/orders/data" }] });
    expect(imported.types?.["ResultOfPageOfOrderUVf4MCTy"]?.generic).toEqual({
      name: "ResultOf{0}{#}",
      parameters: [{ name: "PageOf{0}", namespace: "http://contoso.com/common", parameters: [{ name: "Order", namespace: "http://contoso.com/orders/data" }] }],
    });
    expect(imported.types?.["ResultOfguid"]?.generic).toEqual({ name: "ResultOf{0}{#}", parameters: [{ name: "guid", namespace: "http://schemas.microsoft.com/2003/10/Serialization/" }] });
    expect(imported.types?.["PageOfOrder"]?.generic).toEqual({ name: "PageOf{0}", parameters: [{ name: "Order", namespace: "http://contoso.com/orders/data" }] });
    expect(importEmitted(model, service.address)).toEqual(imported);
    expect(importEmitted(parseSpec(spec(), "spec/orders.yaml"), service.address)).toEqual(parse(spec()) as RawSpec);
  });

  replaysEveryExchange(SWEEP.orders!);
});

describe("sweep/catalog (WcfCatalog.cs): an IsReference tree, collection data contracts, nested dictionaries, byte[], TimeSpan", () => {
  const { service, spec } = SWEEP.catalog!;

  it("imports every document, and its published metadata (with the fault contracts) imports back to the same spec", () => {
    const { spec: imported, documents, model } = service.imported();
    expect(documents).toBe(6);
    // Dictionary<string, List<Price>>'s name carries .NET's digest of the arguments' namespaces (docs/wcf-design.md
    // §37): the default name, so a map.
    expect(imported.types?.["ArrayOfKeyValueOfstringArrayOfPriceidkSFof_P"]).toBeUndefined();
    expect(JSON.stringify(imported.types)).toContain('{"name":"PricesByRegion","type":"map<string,Price[]>"');
    expect(importEmitted(model, service.address)).toEqual(imported);
    expect(importEmitted(parseSpec(spec(), "spec/catalog.yaml"), service.address)).toEqual(parse(spec()) as RawSpec);
  });

  replaysEveryExchange(SWEEP.catalog!);
});

describe("sweep/scheduling (WcfScheduling.cs): a struct, three levels of known types, a long [Flags] enum, a generic over a dictionary", () => {
  const { service } = SWEEP.scheduling!;

  it("imports every document (the long enum's ActualType, EnvelopeOf a dictionary), and its published metadata imports back to the same spec", () => {
    const { spec: imported, documents, model } = service.imported();
    expect(documents).toBe(8);
    expect(imported.enums?.["Weekdays"]).toMatchObject({ flags: true, underlying: "long" });
    expect(imported.types?.["EnvelopeOfArrayOfKeyValueOfstringBookingMmues3VB"]?.generic).toEqual({
      name: "EnvelopeOf{0}",
      parameters: [{ name: "ArrayOfKeyValueOf{0}{1}{#}", namespace: "http://schemas.microsoft.com/2003/10/Serialization/Arrays", parameters: [{ name: "string", namespace: "http://www.w3.org/2001/XMLSchema" }, { name: "Booking", namespace: "http://adventure.com/scheduling" }] }],
    });
    expect(importEmitted(model, service.address)).toEqual(imported);
  });

  replaysEveryExchange(SWEEP.scheduling!);
});

describe("sweep/documents (WcfDocuments.cs, its spec by hand): message contracts with headers, an XmlSerializer contract on a second endpoint", () => {
  const { spec } = SWEEP.documents!;

  it("the spec takes every construct, and the metadata its server publishes imports into a spec that publishes the same", () => {
    const model = parseSpec(spec(), "spec/documents.yaml");
    expect(model.operations.map((o) => [o.wire.messageName, o.wcf?.serializer])).toEqual([
      ["Upload", "dataContract"],
      ["GetInfo", "dataContract"],
      ["MarkViewed", "dataContract"],
      ["Find", "xmlSerializer"],
    ]);
    const address = "https://documents.example.com/Service.svc";
    const imported = importEmitted(model, address);
    const again = parseSpec(stringify(imported), "spec/imported.yaml");
    const documents = (m: ServiceModel): string[] => wcfMetadataDocuments(m, address).map((d) => `${d.query}\n${d.content}`);
    expect(documents(again)).toEqual(documents(model));
  });

  replaysEveryExchange(SWEEP.documents!);
});

describe("sweep/batches (WcfBatches.cs, its spec by hand): MustUnderstand headers both ways, array headers, several body members wrapped and unwrapped, fault details holding collections", () => {
  const { service, spec } = SWEEP.batches!;

  it("the spec takes every construct, and the metadata its server publishes imports into a spec that publishes the same", () => {
    const model = parseSpec(spec(), "spec/batches.yaml");
    const address = "https://batches.example.com/Service.svc";
    const imported = importEmitted(model, address);
    const again = parseSpec(stringify(imported), "spec/imported.yaml");
    const documents = (m: ServiceModel): string[] => wcfMetadataDocuments(m, address).map((d) => `${d.query}\n${d.content}`);
    expect(documents(again)).toEqual(documents(model));
  });

  replaysEveryExchange(SWEEP.batches!);

  it("sends its headers byte for byte as .NET frames them: h:, s:mustUnderstand, an array's items declaring their namespace, null ones nil", async () => {
    const m = parseSpec(spec(), "spec/batches.yaml");
    const header = (xml: string): string => /<s:Header>.*<\/s:Header>/.exec(xml)![0];
    const input = async (name: string): Promise<object> => {
      let given: object | undefined;
      const capture: OperationHandlers = Object.fromEntries(m.operations.map((o) => [o.wire.messageName, (g: object) => ((given = g), undefined)]));
      await service.replay(service.server(m, capture), name);
      return given!;
    };
    for (const name of ["SubmitBatch", "SubmitBatch.minimal", "SubmitBatch.invalid"]) {
      const { sent } = await service.call(m, name, "SubmitBatch", await input(name));
      expect(header(sent.body!), name).toBe(header(service.request(name).body.toString("utf8")));
    }
  });

  it("a Nullable<T> header and body member: nil when null, nillable in the schema, imported back", () => {
    const model = parseSpec(spec(), "spec/batches.yaml");
    const request = model.operations[0]!.wcf!.message!.request;
    expect(request.body.find((p) => p.name === "Deadline")?.nillable).toBe(true);
    expect(request.headers.find((p) => p.name === "NotAfter")?.nillable).toBe(true);
    const documents = wcfMetadataDocuments(model, "https://batches.example.com/Service.svc").map((d) => d.content).join("\n");
    expect(documents).toContain('<xs:element minOccurs="0" name="Deadline" nillable="true" type="xs:dateTime" />');
    expect(documents).toContain('<xs:element name="NotAfter" nillable="true" type="xs:dateTime" />');
    const imported = importEmitted(model, "https://batches.example.com/Service.svc");
    const message = imported.operations?.[0]?.message?.request;
    expect(message?.body?.find((p) => p.name === "Deadline")).toMatchObject({ type: "dateTime", nullable: true });
    expect(message?.headers?.find((p) => p.name === "NotAfter")).toMatchObject({ type: "dateTime", nullable: true });
    expect(message?.headers?.find((p) => p.name === "Tenant")?.nullable).toBeUndefined();
  });

  it("refuses 'nullable' on a reference-type part, and a repeated header part ([MessageHeaderArray]) at import, each in one positioned line", () => {
    const text = spec().replace("- { name: Notes, type: string, order: 3 }", "- { name: Notes, type: string, nullable: true, order: 3 }");
    expect(specErrorOf(text, "spec/batches.yaml")).toMatch(
      /^spec\/batches\.yaml:\d+:\d+: message body member 'Notes': 'nullable' is for a value type \(Nullable<T>\); 'string' is a reference type, nil when null already$/,
    );
    const address = "https://batches.example.com/Service.svc";
    const repeated = wcfMetadataDocuments(parseSpec(spec(), "spec/batches.yaml"), address)
      .filter((d) => d.query !== "singleWsdl")
      .map((d) => setDocument(`${address}?${d.query}`, d.content.replace(/(<xs:element [^>]*name="Tags") nillable="true"/, '$1 maxOccurs="unbounded" nillable="true"')));
    expect(() => importWcf(documentSetFromFiles(repeated), { source: "set", schema: "spec.schema.json", specPath: "spec/imported.yaml" })).toThrow(
      /\?xsd=xsd\d+:\d+:\d+: .*maxOccurs="unbounded" on the global element of the message part 'Tags': XML Schema allows no maxOccurs there, and a repeated part \(\[MessageHeaderArray\], one header per item\) is not modelled$/,
    );
  });
});

describe("sweep/network (WcfNetwork.cs): an IsReference graph with cycles and shared nodes, three CLR namespaces, List<List<T>>, a [Flags] enum in lists", () => {
  const { service, spec } = SWEEP.network!;

  it("imports every document (each CLR namespace's contracts in their own), and its published metadata imports back to the same spec", () => {
    const { spec: imported, documents, model } = service.imported();
    expect(documents).toBe(8);
    expect(imported.types?.["Node"]).toMatchObject({ namespace: "http://contoso.com/network/topology", isReference: true });
    expect(imported.types?.["Series"]).toMatchObject({ namespace: "http://schemas.datacontract.org/2004/07/Contoso.Network.Telemetry" });
    expect(imported.types?.["Site"]?.namespace).toBeUndefined(); // the service's data contract namespace, http://contoso.com/common/2020
    expect(imported.types?.["Series"]?.fields?.map((f) => (typeof f === "string" ? f : f.type))).toEqual(["Reading[][]", "int[][]", "LinkState[]"]);
    expect(imported.enums?.["LinkState"]).toMatchObject({ flags: true });
    expect(importEmitted(model, service.address)).toEqual(imported);
    expect(importEmitted(parseSpec(spec(), "spec/network.yaml"), service.address)).toEqual(parse(spec()) as RawSpec);
  });

  replaysEveryExchange(SWEEP.network!);

  it("the client reads the recorded graph as one: cycles and nodes shared across siblings are the same objects", async () => {
    const m = parseSpec(spec(), "spec/network.yaml");
    interface Node { name: string; links: Node[] | null }
    const core = (await service.call(m, "GetTopology", "GetTopology", { site: "OSL" })).outcome as Node;
    const [edge1, edge2, self] = core.links!;
    expect([edge1!.name, edge2!.name, self]).toEqual(["edge-1", "edge-2", core]);
    expect(edge1!.links![0]).toBe(core);
    expect(edge2!.links).toEqual([core, edge1]);
    expect(edge2!.links![1]).toBe(edge1);
    interface Route { from: Node; to: Node }
    const routes = (await service.call(m, "PlanRoutes", "PlanRoutes", { nodes: [] })).outcome as Route[];
    expect(routes[1]!.from).toBe(routes[0]!.from);
    expect(routes[2]!.from).toBe(routes[0]!.from);
    expect(routes[2]!.to).toBe(routes[0]!.from);
    expect(routes[0]!.to).toBe(routes[0]!.from.links![0]);
    // A dictionary's values share the graph, a subclass (Router, by i:type) among them; a z:Ref has no i:type.
    const index = (await service.call(m, "Index", "Index", { root: null })).outcome as { key: string; value: Node & { $type?: string } }[];
    const byName = Object.fromEntries(index.map((e) => [e.key, e.value]));
    expect(byName["core"]!.$type).toBe("Router");
    expect(byName["e1"]).toBe(byName["core"]!.links![0]);
    expect(byName["r2"]).toBe(byName["core"]!.links![1]);
    expect(byName["r2"]!.links).toEqual([byName["e1"], byName["r2"]]);
    expect(byName["e1"]!.links![0]).toBe(byName["core"]);
  });

  it("a subclass of an IsReference class is one too (the schema says it on the base only), and declaring it on a subclass alone is refused", () => {
    const m = parseSpec(spec(), "spec/network.yaml");
    expect(m.types.find((t) => t.name === "Router")?.isReference).toBe(true);
    const text = spec()
      .replace("  Node:\n    namespace: http://contoso.com/network/topology\n    isReference: true\n", "  Node:\n    namespace: http://contoso.com/network/topology\n")
      .replace("  Router:\n    namespace: http://contoso.com/network/topology\n", "  Router:\n    namespace: http://contoso.com/network/topology\n    isReference: true\n");
    expect(specErrorOf(text, "spec/network.yaml")).toMatch(
      /^spec\/network\.yaml:\d+:\d+: class 'Router' sets isReference but its base 'Node' does not: a data contract hierarchy shares one IsReference setting/,
    );
  });

  it("one object passed as two parameters is written twice, each parameter its own z:Id scope (as .NET writes each part)", async () => {
    const m = parseSpec(spec(), "spec/network.yaml");
    const solo: { name: string; site: null; links: unknown[] } = { name: "solo", site: null, links: [] };
    solo.links.push(solo);
    const { sent } = await service.call(m, "Connect.self-loop", "Connect", { from: solo, to: solo });
    expect(canonicalXml(sent.body!)).toBe(canonicalXml(service.request("Connect.self-loop").body.toString("utf8")));
  });
});

describe("generic data contracts: 'generic' only where DataContractSerializer writes, a collection's annotation imported", () => {
  const GENERIC = "generic: { name: 'ListOf{0}', parameters: [{ name: string, namespace: 'http://www.w3.org/2001/XMLSchema' }] }";
  const spec = (serializer: string, type: string): string =>
    [
      `service: { name: S, namespace: 'http://x/', endpoint: 'https://x/', wcf: { serializer: ${serializer}, dataContractNamespace: 'http://x/data', contracts: [{ name: IS, namespace: 'http://x/' }] } }`,
      `types: { ${type} }`,
      "operations: [{ name: Go, fields: [{ name: b, type: T }] }]",
    ].join("\n");

  it("'generic' outside DataContractSerializer", () => {
    expect(specErrorOf(spec("xmlSerializer", `T: { fields: [{ name: A, type: int }], ${GENERIC} }`))).toMatch(
      /^spec\/test\.yaml:2:\d+: 'generic' applies to WCF data contracts/,
    );
  });

  // The pattern is the name .NET gives the type ([CollectionDataContract(Name = "TagList")] on a generic: GenericType
  // `TagList`); one that closes to another name is no .NET set and is refused at the annotation (docs/wcf-design.md §39).
  const annotatedWith = (pattern: string) =>
    recorded("catalog", 8772, CATALOG_NILLABLE, (query, text) =>
      query === "xsd=xsd2"
        ? text.replace(
            '<xs:complexType name="TagList">',
            `<xs:complexType name="TagList">\n    <xs:annotation>\n      <xs:appinfo>\n        <GenericType Name="${pattern}" Namespace="http://fabrikam.com/catalog/v1/data" xmlns="http://schemas.microsoft.com/2003/10/Serialization/">\n          <GenericParameter Name="string" Namespace="http://www.w3.org/2001/XMLSchema" />\n        </GenericType>\n      </xs:appinfo>\n    </xs:annotation>`,
          )
        : text,
    );
  it("import reads a GenericType annotation on a collection contract (lab wcf/generic-collections: PageOf<T>)", () => {
    expect(annotatedWith("TagList").imported().spec.types?.TagList?.generic).toEqual({ name: "TagList", parameters: [{ name: "string", namespace: "http://www.w3.org/2001/XMLSchema" }] });
    expect(() => annotatedWith("TagListOf{0}").imported()).toThrow(/xsd=xsd2:\d+:\d+: GenericType: GenericType 'TagListOf\{0\}' of 'TagList' closes to 'TagListOfstring': /);
  });
});

describe("an enum's underlying type (ActualType)", () => {
  const spec = (serializer: string, values: string): string =>
    [
      `service: { name: S, namespace: 'http://x/', endpoint: 'https://x/', wcf: { serializer: ${serializer}, dataContractNamespace: 'http://x/data', contracts: [{ name: IS, namespace: 'http://x/' }] } }`,
      `enums: { E: { underlying: unsignedInt, values: ${values} } }`,
      "operations: [{ name: Go, fields: [{ name: e, type: E }] }]",
    ].join("\n");

  it("is a data contract's, refused outside DataContractSerializer, and an unsigned one takes no negative value", () => {
    expect(specErrorOf(spec("xmlSerializer", "[A, B]"))).toMatch(/^spec\/test\.yaml:2:\d+: enum 'E': 'underlying' is a data contract's/);
    expect(specErrorOf(spec("dataContract", "{ A: -1, B: 0 }"))).toMatch(/^spec\/test\.yaml:2:\d+: enum 'E': an unsignedInt enum has no negative values/);
    expect(parseSpec(spec("dataContract", "[A, B]"), "spec/test.yaml").enums[0]?.underlying).toBe("unsignedInt");
  });
});

it("lists every folder of the sweep", () => {
  expect(readdirSync(SWEEP_DIR, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort()).toEqual(Object.keys(SWEEP).sort());
});
