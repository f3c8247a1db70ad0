/**
 * The WCF sweep's recorded services (test/reference/wcf/sweep/, #28): each folder's recording with the Mono artefacts
 * undone (named below), and the spec import writes for it with the fault contracts Mono leaves out of its metadata
 * added as .NET publishes them. Shared by test/server/wcf-sweep.test.ts and test/server/wcf-sweep-package.test.ts.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { importWcf } from "../../generator/import/import-wcf.js";
import { nillableReferenceParameters, RecordedService, withoutXmlSchemaImport } from "./wcf-recorded-service.js";

export const SWEEP_DIR = fileURLToPath(new URL("../reference/wcf/sweep/", import.meta.url));
const OPTIONS = { source: "set", schema: "spec.schema.json", specPath: "spec/imported.yaml" };

/**
 * A recorded sweep service: its folder, lab address, the types Mono leaves without nillable among xsd0's wrapper
 * children; `edit` changes a document further (a test's variant).
 */
export function recorded(folder: string, port: number, nillable: RegExp, edit: (query: string, text: string) => string = (_, t) => t): RecordedService {
  return new RecordedService(`${SWEEP_DIR}${folder}/`, `http://127.0.0.1:${port}/`, (query, text) => {
    const out = edit(query, withoutXmlSchemaImport(text));
    return query === "xsd=xsd0" ? nillableReferenceParameters(out, nillable) : out;
  });
}

/**
 * Mono publishes no `wsdl:fault` (nor the detail types) for a `[FaultContract]`: the spec of `yaml` with the
 * service's fault contracts added as .NET publishes them (`faults:` declared, listed per operation).
 */
function withFaults(yaml: string, types: string, faults: Readonly<Record<string, string>>): string {
  if (types === "") return yaml;
  let out = yaml.replace(/\noperations:\n/, `\nfaults:\n${types}\noperations:\n`);
  for (const [op, list] of Object.entries(faults)) out = out.replace(`  - name: ${op}\n`, `  - name: ${op}\n    faults: [${list}]\n`);
  return out;
}

export interface SweepService {
  readonly service: RecordedService;
  /** Whether the spec is import's (else written by hand beside the C#: Mono's metadata is not .NET's shape). */
  readonly imported: boolean;
  /** The spec: import's, with the fault contracts. */
  readonly spec: () => string;
  /** Exchanges whose .NET status is not Mono's (a one-way operation: 202 where Mono answers 200). */
  readonly dotnetStatus: Readonly<Record<string, number>>;
  /** The recorded answer's body as .NET writes it where Mono's framing differs beyond the general mappings. */
  readonly dotnetBody?: (name: string, body: string) => string;
}

function sweep(service: RecordedService, faults: string, lists: Readonly<Record<string, string>>, dotnetStatus: Readonly<Record<string, number>> = {}): SweepService {
  return { service, imported: true, spec: () => withFaults(importWcf(service.set(), OPTIONS).yaml, faults, lists), dotnetStatus };
}

export const CATALOG_NILLABLE = /^q\d+:(Product|Category|ArrayOf\w+|TagList)$/;

export const SWEEP: Readonly<Record<string, SweepService>> = {
  // xsd0: besides the classes, Mono leaves out `nillable="true"` on the `OrderStatus? status` parameter (.NET writes
  // it on a Nullable<T> parameter: docs/wcf-design.md §6; not recorded on .NET).
  orders: sweep(
    recorded("orders", 8771, /^q\d+:(ResultOf\w+|Order|Payment|OrderStatus)$/),
    [
      "  OrderFault:\n    namespace: http://contoso.com/orders/faults\n    fields:\n      - { name: Code, type: string }\n      - { name: Detail, type: string }\n",
      '  ValidationFault:\n    namespace: http://contoso.com/orders/faults\n    fields:\n      - { name: Fields, type: "string[]" }\n',
    ].join(""),
    { GetOrder: "OrderFault", PlaceOrder: "OrderFault, ValidationFault" },
    { Touch: 202 },
  ),
  catalog: sweep(
    recorded("catalog", 8772, CATALOG_NILLABLE),
    "  CatalogFault:\n    fields:\n      - { name: ProductId, type: guid, nullable: true }\n      - { name: Reason, type: string }\n",
    { GetProduct: "CatalogFault", SaveProduct: "CatalogFault" },
  ),
  // xsd0: also the `TimeWindow?` result (a Nullable<T>: docs/wcf-design.md §6).
  scheduling: sweep(recorded("scheduling", 8774, /^q\d+:(ArrayOfResource|Booking|TimeWindow|EnvelopeOf\w+)$/), "", {}),
  // Sweep 2: xsd0 leaves out nillable on the wrapper children of classes and collections only.
  network: sweep(recorded("network", 8776, /^q\d+:(Node|Series|ArrayOf\w+)$/), "", {}),
  // Mono's exporter leaves message headers out of the WSDL and names the wrappers after the operation
  // (../reference/wcf/message-headers/README.md): the spec is written by hand (WcfBatches.yaml).
  batches: {
    service: recorded("batches", 8775, /^$/),
    imported: false,
    spec: () => readFileSync(`${SWEEP_DIR}batches/WcfBatches.yaml`, "utf8"),
    dotnetStatus: {},
    // Mono leaves a null response header out; .NET adds every [MessageHeader] (DataContractSerializerOperationFormatter.
    // AddHeadersToMessage) and writes a null one nil (WriteObjectContent(null)): SubmitBatch's `Largest` when no line is valid.
    dotnetBody: (name, body) =>
      name.startsWith("SubmitBatch") && body.includes("<s:Header><Receipt") && !body.includes("<Largest")
        ? body.replace("</s:Header>", '<h:Largest i:nil="true" xmlns:h="http://contoso.com/headers" xmlns:i="http://www.w3.org/2001/XMLSchema-instance"/></s:Header>')
        : body,
  },
  // Mono exports the [XmlSerializerFormat] contract as data contracts (it ignores the attribute in metadata): the
  // spec is written by hand (WcfDocuments.yaml). Mono routes only its first endpoint: Find (at `search`) was
  // recorded from a host started with ISearch first.
  documents: {
    service: recorded("documents", 8773, /^$/),
    imported: false,
    spec: () => readFileSync(`${SWEEP_DIR}documents/WcfDocuments.yaml`, "utf8"),
    dotnetStatus: { MarkViewed: 202 },
  },
};
