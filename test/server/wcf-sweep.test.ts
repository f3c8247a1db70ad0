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
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { importWcf } from "../../generator/import/import-wcf.js";
import type { ServiceModel } from "../../generator/model/types.js";
import { parseSpec } from "../../generator/spec/load.js";
import type { RawSpec } from "../../generator/spec/raw.js";
import { WcfFaultError } from "../../runtime/src/client/errors.js";
import { ClientFault } from "../../runtime/src/server/faults.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { canonicalXml } from "../support/xml-canonical.js";
import { importEmitted, nillableReferenceParameters, RecordedService, withoutXmlSchemaImport } from "../support/wcf-recorded-service.js";

const SWEEP = fileURLToPath(new URL("../reference/wcf/sweep/", import.meta.url));
const OPTIONS = { source: "set", schema: "spec.schema.json", specPath: "spec/imported.yaml" };

/** A recorded sweep service: its folder, lab address, the reference types Mono leaves without nillable in xsd0. */
function recorded(folder: string, port: number, references: RegExp, more: (text: string) => string = (t) => t): RecordedService {
  return new RecordedService(`${SWEEP}${folder}/`, `http://127.0.0.1:${port}/`, (query, text) => {
    const out = more(withoutXmlSchemaImport(text));
    return query === "xsd=xsd0" ? nillableReferenceParameters(out, references) : out;
  });
}

/**
 * Mono publishes no `wsdl:fault` (nor the detail types) for a `[FaultContract]`: the spec of `yaml` with the
 * service's fault contracts added as .NET publishes them (`faults:` declared, listed per operation).
 */
function withFaults(yaml: string, types: string, faults: Readonly<Record<string, string>>): string {
  let out = yaml.replace(/\noperations:\n/, `\nfaults:\n${types}\noperations:\n`);
  for (const [op, list] of Object.entries(faults)) out = out.replace(`  - name: ${op}\n`, `  - name: ${op}\n    faults: [${list}]\n`);
  return out;
}

/** Every recorded exchange of `service` against the server of `model`, as described at the top. */
function replaysEveryExchange(service: RecordedService, model: () => ServiceModel, dotnet: Readonly<Record<string, { status: number }>> = {}): void {
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
      const expected = service.dotnetAnswer(name);
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
      expect(answer.status).toBe(dotnet[name]?.status ?? expected.status);
      if (op.oneWay) return expect(answer.body).toBe("");
      expect(canonicalXml(answer.body)).toBe(canonicalXml(expected.body));
    });
  }
}

describe("sweep/orders (WcfOrders.cs): generic envelopes, a payment hierarchy, flags, faults, one-way, renamed action", () => {
  // xsd0: Mono also leaves out `nillable="true"` on the `OrderStatus? status` parameter (.NET writes it on a
  // Nullable<T> parameter: docs/wcf-design.md §6; not recorded on .NET).
  const NILLABLE = /^q\d+:(ResultOf\w+|Order|Payment|OrderStatus)$/;
  const service = recorded("orders", 8771, NILLABLE);

  const faults = [
    "  OrderFault:\n    namespace: http://contoso.com/orders/faults\n    fields:\n      - { name: Code, type: string }\n      - { name: Detail, type: string }\n",
    "  ValidationFault:\n    namespace: http://contoso.com/orders/faults\n    fields:\n      - { name: Fields, type: \"string[]\" }\n",
  ].join("");
  const model = (): ServiceModel =>
    parseSpec(withFaults(importWcf(service.set(), OPTIONS).yaml, faults, { GetOrder: "OrderFault", PlaceOrder: "OrderFault, ValidationFault" }), "spec/orders.yaml");

  it("imports every document (generic contracts with their GenericType annotation), and its published metadata imports back to the same spec", () => {
    const { spec, documents, model: imported } = service.imported();
    expect(documents).toBe(8);
    expect(spec.types?.["ResultOfOrderRpPbNHOY"]?.generic).toEqual({ name: "ResultOf{0}{#}", parameters: [{ name: "Order", namespace: "http://contoso.com/orders/data" }] });
    expect(spec.types?.["ResultOfPageOfOrderUVf4MCTy"]?.generic).toEqual({
      name: "ResultOf{0}{#}",
      parameters: [{ name: "PageOf{0}", namespace: "http://contoso.com/common", parameters: [{ name: "Order", namespace: "http://contoso.com/orders/data" }] }],
    });
    expect(spec.types?.["ResultOfguid"]?.generic).toEqual({ name: "ResultOf{0}{#}", parameters: [{ name: "guid", namespace: "http://schemas.microsoft.com/2003/10/Serialization/" }] });
    expect(importEmitted(imported, service.address)).toEqual(spec);
    const withFault = model();
    expect(importEmitted(withFault, service.address)).toEqual(parse(withFaults(importWcf(service.set(), OPTIONS).yaml, faults, { GetOrder: "OrderFault", PlaceOrder: "OrderFault, ValidationFault" })) as RawSpec);
  });

  replaysEveryExchange(service, model, { Touch: { status: 202 } });
});

describe("sweep/catalog (WcfCatalog.cs): an IsReference tree, collection data contracts, nested dictionaries, byte[], TimeSpan", () => {
  const service = recorded("catalog", 8772, /^q\d+:(Product|Category|ArrayOf\w+|TagList)$/);
  const faults =
    "  CatalogFault:\n    fields:\n      - { name: ProductId, type: guid, nullable: true }\n      - { name: Reason, type: string }\n";
  const yaml = (): string => withFaults(importWcf(service.set(), OPTIONS).yaml, faults, { GetProduct: "CatalogFault", SaveProduct: "CatalogFault" });
  const model = (): ServiceModel => parseSpec(yaml(), "spec/catalog.yaml");

  it("imports every document, and its published metadata (with the fault contracts) imports back to the same spec", () => {
    const { spec, documents, model: imported } = service.imported();
    expect(documents).toBe(6);
    expect(spec.types?.["ArrayOfKeyValueOfstringArrayOfPriceidkSFof_P"]).toMatchObject({ dictionary: { key: "string", value: "Price[]" } });
    expect(importEmitted(imported, service.address)).toEqual(spec);
    expect(importEmitted(model(), service.address)).toEqual(parse(yaml()) as RawSpec);
  });

  replaysEveryExchange(service, model);
});

it("lists every folder of the sweep", () => {
  expect(readdirSync(SWEEP, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort()).toEqual(["catalog", "orders"]);
});
