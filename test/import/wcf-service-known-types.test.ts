/**
 * Import of types the operations do not reach: [ServiceKnownType]s on a contract or operation, and types another
 * contract's run exported first (docs/wcf-design.md §36). Each spec publishes its metadata set; the import must
 * read it back to a spec publishing the same documents (importWcf proves it, or throws), naming the known types
 * where the documents say they were exported.
 */
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { wcfMetadataDocuments } from "../../generator/emit/wcf-metadata.js";
import { documentSetFromFiles, setDocument } from "../../generator/import/document-set.js";
import { importWcf } from "../../generator/import/import-wcf.js";
import { parseSpec } from "../../generator/spec/load.js";

const ADDRESS = "http://127.0.0.1:8733/Random.svc";

function service(contracts: string, rest: string): string {
  return `service:
  name: RandomService
  namespace: http://tempuri.org/
  endpoint: ${ADDRESS}
  wcf:
    serializer: dataContract
    dataContractNamespace: http://schemas.datacontract.org/2004/07/Random
    contracts:
${contracts}
${rest}`;
}

/** The spec the import writes from the spec's published set (split, or as one ?singleWsdl). */
function reimported(text: string, form: "split" | "single" = "split"): Record<string, any> {
  const documents = wcfMetadataDocuments(parseSpec(text, "spec/known.yaml"), ADDRESS);
  const set = documentSetFromFiles(documents.filter((d) => (d.query === "singleWsdl") === (form === "single")).map((d) => setDocument(`${ADDRESS}?${d.query}`, d.content)));
  return parse(importWcf(set, { source: "set", schema: "spec.schema.json", specPath: "spec/known.yaml" }).yaml);
}

describe("import: types no operation reaches", () => {
  it("names a contract's [ServiceKnownType] of an array (ArrayOfColor, Color with it) on the contract", () => {
    const text = service(
      `      - name: IRandom
        namespace: http://tempuri.org/
        knownTypes: ["Color[]"]`,
      `enums:
  Color: { values: [Red] }
operations:
  - { name: Get, fields: [] }`,
    );
    const spec = reimported(text);
    expect(spec.service.wcf.contracts[0].knownTypes).toEqual(["Color[]"]);
    expect(spec.operations[0].knownTypes).toBeUndefined();
  });

  it("names a type one contract's [ServiceKnownType] exported before the other contract reaches it", () => {
    const text = service(
      `      - { name: IRandom, namespace: "http://random.example.com/contract", address: "" }
      - { name: IAdmin, namespace: "http://random.example.com/admin", address: admin }`,
      `types:
  Money: { fields: [] }
operations:
  - { name: Get, fields: [], knownTypes: [Money] }
  - { name: Check, contract: IAdmin, fields: [{ name: kind, type: "map<guid,Money>" }] }`,
    );
    const spec = reimported(text);
    // The first contract's run exported Money (its WSDL imports Money's schema); on the contract it is exported
    // after the first operation's messages, as on Get.
    expect(spec.service.wcf.contracts[0].knownTypes).toEqual(["Money"]);
  });

  it("names a class the other contract uses where the first contract's run exported it ([KnownType] on Line)", () => {
    const text = service(
      `      - { name: IRandom, namespace: "http://random.example.com/contract", address: "" }
      - { name: IAdmin, namespace: "http://random.example.com/admin", address: admin }`,
      `types:
  Order:
    fields: [{ name: When, type: "map<guid,Line>" }]
  Line:
    knownTypes: [Order]
    fields: []
operations:
  - { name: Find, fields: [{ name: item, type: Line }] }
  - { name: Echo, contract: IAdmin, fields: [{ name: item, type: Order }] }`,
    );
    const spec = reimported(text);
    // The documents cannot tell [KnownType(Order)] on Line from [ServiceKnownType(Order)] on IRandom: both export
    // Order in IRandom's run, after Line. The contract, tried first, is what the import names.
    expect(spec.service.wcf.contracts[0].knownTypes).toEqual(["Order"]);
    expect(spec.types.Line.knownTypes).toBeUndefined();
  });
});

describe("import: a type a later operation reaches, exported earlier as a known type", () => {
  it("names it where the earlier run exported it (the documents show only a moved schema import)", () => {
    const text = service(
      `      - { name: IRandom, namespace: "http://random.example.com/contract" }`,
      `types:
  Line:
    fields: [{ name: Code, type: "map<guid,int>" }]
  Money:
    knownTypes: [Line]
    fields: []
operations:
  - { name: Find, fields: [], result: { type: Money } }
  - name: Check
    fields: []
    message:
      request: { name: CheckRequest, wrapperNamespace: "http://random.example.com/messages" }
      response: { name: CheckResponse, headers: [{ name: Server, type: Line }] }`,
    );
    const spec = reimported(text);
    // Money's [KnownType] exported Line (and the Arrays and Serialization schemas its map needs) in Find's run,
    // before Check's wrapper schema; on the contract, the first operation's run, the documents are the same.
    expect(spec.service.wcf.contracts[0].knownTypes).toEqual(["Line"]);
  });
});

describe("import of ?singleWsdl: a contract of another namespace on two endpoints", () => {
  it("reads both ports as one contract's addresses, in its own namespace", () => {
    const text = service(
      `      - { name: IRandom, namespace: "http://tempuri.org/", address: "" }
      - { name: IAdmin, namespace: "http://random.example.com/admin", addresses: [admin, admin/v2] }`,
      `operations:
  - { name: Get, fields: [] }
  - { name: Echo, contract: IAdmin, fields: [{ name: when, type: int }] }`,
    );
    const spec = reimported(text, "single");
    expect(spec.service.wcf.contracts).toEqual([
      { name: "IRandom", namespace: "http://tempuri.org/", address: "" },
      { name: "IAdmin", namespace: "http://random.example.com/admin", addresses: ["admin", "admin/v2"] },
    ]);
  });
});
