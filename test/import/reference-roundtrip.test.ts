/**
 * Both reference services through `import`: the WSDL ASMX published (test/reference/) and the one we generate
 * (generated/) import into a spec whose WSDL is byte for byte the input, and that spec says on the wire
 * everything the hand-written spec says. What a WSDL cannot carry (documentation, secrets, fault details,
 * required headers, idempotency, List<T> reading, credentials, flags bits) is listed, not compared.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import type { ComplexTypeModel, FieldModel, OperationModel, ServiceModel, TypeModel } from "../../generator/model/types.js";
import { loadSpec, parseSpec } from "../../generator/spec/load.js";
import { REPO_ROOT } from "../support/paths.js";

const SERVICES = [
  { spec: "spec/shipment-operations.yaml", generated: "generated/shipment-operations/wsdl/ShipmentOperations.wsdl", recorded: "test/reference/asmx/ShipmentOperations.wsdl" },
  { spec: "spec/shipment-tracking.yaml", generated: "generated/shipment-tracking/wsdl/ShipmentTracking.wsdl", recorded: "test/reference/asmx-tracking/ShipmentTracking.wsdl" },
];

function importFile(path: string): ReturnType<typeof importWsdl> {
  return importWsdl(readFileSync(join(REPO_ROOT, path), "utf8"), { source: path, schema: "./spec.schema.json", specPath: "spec/imported.yaml" });
}

/** What travels: a type by its wire names and rules. */
function typeView(type: TypeModel): unknown {
  switch (type.kind) {
    case "simple":
      return type.simple.name;
    case "enum":
      return { enum: type.enum.name, values: type.enum.values, flags: type.enum.flags };
    case "complex":
      return `class ${type.complex.name}`;
    case "array":
      return { array: typeView(type.item), typeName: type.typeName, item: type.itemElement, nillable: type.itemNillable };
    case "dataSet":
    case "dataTable":
      return type.kind;
  }
}

function fieldView(field: FieldModel): unknown {
  return { name: field.wireName, type: typeView(field.type), form: field.form, occurs: field.occurs, nillable: field.nillable, optional: field.optional };
}

function classView(type: ComplexTypeModel): unknown {
  return {
    name: type.name,
    role: type.role,
    abstract: type.abstract,
    base: type.base?.name,
    derived: type.derived.map((d) => d.name),
    fields: type.fields.map(fieldView),
    attributes: type.attributes.map(fieldView),
    anyAttribute: type.anyAttribute,
  };
}

function operationView(op: OperationModel): unknown {
  return {
    name: op.name,
    wire: op.wire,
    description: op.description,
    bindings: op.bindings,
    oneWay: op.oneWay,
    fields: op.fields.map(fieldView),
    result: op.result && typeView(op.result.type),
    out: op.outParams.map(fieldView),
    headers: op.headers.map((h) => ({ name: h.header.name, direction: h.direction })),
  };
}

/** Everything the WSDL says, as the model derives it. */
function wireView(model: ServiceModel): unknown {
  const byName = <T extends { name: string }>(list: readonly T[]): T[] => [...list].sort((a, b) => (a.name < b.name ? -1 : 1));
  return {
    name: model.name,
    namespace: model.namespace,
    description: model.description,
    bindings: model.bindings.map((b) => ({ name: b.bindingName, operations: b.operations.map((o) => o.wire.messageName) })),
    operations: model.operations.map(operationView),
    // Declaration order is the spec author's; the WSDL's order is derived from use, so compare by name.
    enums: byName(model.enums).map((e) => ({ name: e.name, values: e.values, flags: e.flags })),
    classes: byName(model.types.filter((t) => t.role !== "fault")).map(classView),
  };
}

describe.each(SERVICES)("$spec", ({ spec, generated, recorded }) => {
  const original = loadSpec(join(REPO_ROOT, spec), spec);

  it.each([generated, recorded])("%s imports into a spec whose WSDL is the input, byte for byte", (wsdl) => {
    const result = importFile(wsdl);
    expect(result.byteEqual).toBe(true);
    const input = readFileSync(join(REPO_ROOT, wsdl), "utf8");
    const address = /<soap:address location="([^"]+)"/.exec(input)![1]!;
    expect(renderWsdlDocument(parseSpec(result.yaml, "spec/imported.yaml"), address)).toBe(input);
  });

  it("the imported spec says on the wire all that the hand-written spec says", () => {
    const imported = parseSpec(importFile(generated).yaml, "spec/imported.yaml");
    expect(wireView(imported)).toEqual(wireView(original));
  });
});

describe("how the publishing runtime wrote the WSDL", () => {
  it("keeps a .NET order of the root's prefixes and CR LF line ends, so the WSDL comes back byte for byte", () => {
    const lf = readFileSync(join(REPO_ROOT, SERVICES[1]!.recorded), "utf8");
    const root = /<wsdl:definitions [^>]*>/.exec(lf)![0];
    const declarations = root.match(/xmlns:(?!wsdl=)\w+="[^"]*"/g)!;
    // The order .NET Framework 4 wrote for ASMX services seen in the wild, then s1 and s2.
    const order = ["soap", "tm", "soapenc", "mime", "tns", "s1", "s", "s2", "soap12", "http"];
    const reordered = `<wsdl:definitions ${order.map((p) => declarations.find((d) => d.startsWith(`xmlns:${p}=`))!).join(" ")} targetNamespace="http://shipment.example.com/tracking" xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/">`;
    const dotnet = lf.replace(root, reordered).replaceAll("\n", "\r\n");
    const result = importWsdl(dotnet, { source: "dotnet.wsdl", schema: "./spec.schema.json", specPath: "spec/imported.yaml" });
    expect(result.byteEqual).toBe(true);
    expect(result.yaml).toContain(
      "  # How the .NET runtime that published the WSDL wrote it (kept so that it comes back byte for byte).\n" +
        "  wsdl:\n    prefixOrder: [ soap, tm, soapenc, mime, tns, s1, s, s2, soap12, http ]\n    newline: crlf\n",
    );
    // Without them the same service is generated, in the generator's own form.
    expect(importFile(SERVICES[1]!.recorded).yaml).not.toContain("wsdl:");
  });
});

describe("the imported spec reads as a person would write it", () => {
  const yaml = importFile(SERVICES[1]!.recorded).yaml;

  it("names a parameter several operations share once, under fields", () => {
    expect(yaml).toMatch(/^fields:\n {2}trackNum: \{ type: string \}$/m);
    expect(yaml.match(/^ {6}- trackNum$/gm)?.length).toBe(4);
  });

  it("says where it came from and what the WSDL left for the reader to add", () => {
    const head = yaml.split("\n").slice(0, 8).join("\n");
    expect(head).toContain("# Imported from test/reference/asmx-tracking/ShipmentTracking.wsdl by asmx-codegen import.");
    expect(head).toContain("documentation, secrets, fault details");
  });

  it("gives a flags enum's bits, with a comment saying they are not in the WSDL", () => {
    expect(yaml).toContain("# The WSDL names the members only: bits follow declaration order (a first None is 0).");
    expect(yaml).toContain("values: { None: 0, Insurance: 1, Signature: 2, Saturday: 4 }");
  });

  it("keeps overloads (MessageName), out parameters, one-way, headers and their directions", () => {
    const model = parseSpec(yaml, "spec/imported.yaml");
    const op = (messageName: string) => model.operations.find((o) => o.wire.messageName === messageName)!;
    expect(op("GetShipmentById").name).toBe("GetShipment");
    expect(op("Quote").outParams.map((f) => f.wireName)).toEqual(["total", "currency"]);
    expect(op("NotifyDelivered").oneWay).toBe(true);
    expect(op("Ping").result).toBeUndefined();
    expect(op("CreateShipment").headers.map((h) => [h.header.name, h.direction])).toEqual([
      ["AuthHeader", "in"],
      ["SessionHeader", "inOut"],
    ]);
    expect(op("Login").headers.map((h) => [h.header.name, h.direction])).toEqual([["SessionHeader", "out"]]);
  });
});
