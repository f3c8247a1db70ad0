/**
 * Namespaces and names as Endicia's label service uses them: fields in a second namespace
 * (`[XmlElement(Namespace = "LabelNumberService.Core")]`), classes of a namespace and type name of their own
 * (`[XmlType]`), renamed result elements (`[return: XmlElement]`) and parameters (`[XmlElement]` on a
 * parameter, which HTTP GET/POST still name after the .NET parameter): the WSDL as ASMX exports them, the
 * import back, and the wire.
 */
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import { readValueElement, writeValueElement } from "../../runtime/src/soap/values.js";
import { parseXml } from "../../runtime/src/xml/tree.js";
import { specErrorOf } from "../support/spec-error.js";
import { LABELS_NAMESPACES as SPEC, LABELS_PINNED as PINNED } from "./emitter-specs.js";

const model = parseSpec(SPEC, "spec/labels.yaml");
const wsdl = renderWsdlDocument(model, "https://h/Labels.asmx");
const service = descriptorOf(model);
const REQUEST = { kind: "complex", name: "LabelRequest" } as const;

describe("a field in a second namespace", () => {
  // Its WSDL and docs pages: the emitter snapshot case second-namespace (emitters.test.ts).
  it("imports back byte for byte", () => {
    const imported = importWsdl(wsdl, { source: "labels.wsdl", schema: "spec.schema.json", specPath: "spec/labels.yaml" });
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toContain("{ name: Customs, type: Customs, namespace: Core.Types }");
    // GetItem travels over HTTP GET and POST, which have no out parameters: its renamed result is one.
    expect(imported.yaml).toContain("      - { name: ItemId, type: int, parameterName: id }\n    result: { type: Item, name: ItemResponse }\n");
  });

  const value = {
    weight: 1.5,
    customs: { $type: "Customs", contents: "Books", items: [{ description: "A", kind: "Gift" }] },
    local: { $type: "Customs", contents: "Local", items: [] },
  };
  const wire =
    "<request><Weight>1.5</Weight>" +
    '<Customs xmlns="Core.Types"><Contents>Books</Contents><Items><Item><Description>A</Description><Kind>Gift</Kind></Item></Items></Customs>' +
    "<Local><Contents>Local</Contents><Items /></Local></request>";

  it("declares its namespace on its element, and its content follows it", () => {
    expect(writeValueElement("request", REQUEST, value, { nillable: false, service })).toBe(wire);
  });

  it("is read in its own namespace only, its content in it too", () => {
    const element = parseXml(wire.replace("<request>", '<request xmlns="www.example.com/Labels">'));
    expect(readValueElement(element, REQUEST, "xml", { service })).toEqual(value);
    // In the service namespace the element is not the field's: XmlSerializer skips it.
    const misplaced = parseXml(
      '<request xmlns="www.example.com/Labels"><Weight>2</Weight><Customs><Contents>X</Contents></Customs></request>',
    );
    expect(readValueElement(misplaced, REQUEST, "xml", { service })).toEqual({ weight: 2 });
    // Its fields are in its namespace: one of the service namespace is skipped.
    const mixed = parseXml(
      '<request xmlns="www.example.com/Labels"><Weight>2</Weight><c:Customs xmlns:c="Core.Types"><Contents>X</Contents><c:Contents>Y</c:Contents></c:Customs></request>',
    );
    expect(readValueElement(mixed, REQUEST, "xml", { service })).toEqual({ weight: 2, customs: { $type: "Customs", contents: "Y" } });
  });

  it("takes xsi:type in the namespace the class is met in", () => {
    const typed = (ns: string): string =>
      `<request xmlns="www.example.com/Labels" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:t="${ns}"><Weight>1</Weight><Customs xmlns="Core.Types" xsi:type="t:Customs" /></request>`;
    expect(readValueElement(parseXml(typed("Core.Types")), REQUEST, "xml", { service })).toEqual({
      weight: 1,
      customs: { $type: "Customs" },
    });
    expect(() => readValueElement(parseXml(typed("www.example.com/Labels")), REQUEST, "xml", { service })).toThrow(
      "the type 'Customs' in namespace 'www.example.com/Labels' is not recognized",
    );
  });
});

describe("a renamed result element", () => {
  it("names the SOAP result; the HTTP result document keeps the type's name (the WSDL: snapshot second-namespace)", () => {
    expect(service.operations[1]).toMatchObject({ resultElement: "ItemResponse", httpResultElement: "Item" });
  });

  it("is read back as an out parameter when only SOAP offers the operation", () => {
    const soapOnly = parseSpec(SPEC.replace("endpoint: https://h/Labels.asmx", "endpoint: https://h/Labels.asmx\n  bindings: [soap11]"), "spec/labels.yaml");
    const imported = importWsdl(renderWsdlDocument(soapOnly, "https://h/Labels.asmx"), {
      source: "labels.wsdl",
      schema: "spec.schema.json",
      specPath: "spec/labels.yaml",
    });
    // SOAP alone cannot tell it from a void method's out parameter: the wire is the same either way.
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toContain("      - { name: ItemId, type: int }\n    out:\n      - { name: ItemResponse, type: Item }\n");
  });

  it("clashes with an out parameter of its name", () => {
    const clash = SPEC.replace("    result: { type: Item, name: LabelResponse }", "    result: { type: Item, name: LabelResponse }\n    bindings: [soap11]\n    out: [{ name: LabelResponse, type: int }]");
    expect(specErrorOf(clash)).toContain("out parameter 'LabelResponse' has the name of the result element");
  });
});

describe("a renamed parameter element", () => {
  it("names the SOAP element; HTTP GET and POST name the .NET parameter, on the wire (the WSDL: snapshot second-namespace)", async () => {
    expect(service.operations[1]!.fields[0]).toMatchObject({ wireName: "ItemId", httpName: "id" });
    const { createAsmxServer } = await import("../../runtime/src/server/index.js");
    const seen: unknown[] = [];
    const handlers = {
      GetLabel: () => ({ kind: "Gift" }),
      GetItem: (input: Record<string, unknown>) => {
        seen.push(input.itemId);
        return { kind: "Gift" };
      },
    };
    const server = createAsmxServer(service, handlers, () => wsdl);
    const text = (body: string | Uint8Array): string => (typeof body === "string" ? body : new TextDecoder().decode(body));
    const get = await server.handle({ method: "GET", url: "/Labels.asmx/GetItem?ID=7", headers: { host: "h" }, body: new Uint8Array(0) });
    expect(text(get.body)).toContain("<Kind>Gift</Kind>");
    const missing = await server.handle({ method: "GET", url: "/Labels.asmx/GetItem?ItemId=7", headers: { host: "h" }, body: new Uint8Array(0) });
    expect(text(missing.body)).toContain("Missing parameter: id.");
    expect(seen).toEqual([7]);
  });

  it("is only for parameters", () => {
    const spec = SPEC.replace("      - { name: Weight, type: double }", "      - { name: Weight, type: double, parameterName: weight }");
    expect(specErrorOf(spec)).toContain("field 'Weight': 'parameterName' applies to parameters (HTTP GET and POST name them so)");
  });
});

describe("namespaces the spec refuses", () => {
  it("on an element's text, which has no namespace of its own (an attribute has: [XmlAttribute(Namespace)])", () => {
    const attribute = SPEC.replace("      - { name: Weight, type: double }", "      - { name: Weight, type: double, attribute: true, namespace: Core.Types }");
    expect(specErrorOf(attribute)).toBe("no error");
    const text = SPEC.replace("      - { name: Weight, type: double }", "      - { name: Weight, type: string, text: true, namespace: Core.Types }");
    expect(specErrorOf(text)).toContain("field 'Weight': the text of an element has no namespace of its own");
  });

  it("on a parameter of a class that cannot be copied into that namespace (classes that can: test/lab/parameter-namespace-types.test.ts)", () => {
    const spec = SPEC.replace("    fields: [{ name: request, type: LabelRequest }]", "    fields: [{ name: request, type: LabelRequest, namespace: Core.Types }]");
    expect(specErrorOf(spec)).toMatch(/^spec\/test\.yaml:\d+:\d+: 'namespace' on a parameter of type LabelRequest is not yet supported: ASMX copies an enum or class into that namespace's schema \(recorded: test\/reference\/lab\/parameter-namespace-types\), and this one uses the member 'Customs' of the class 'LabelRequest', which has a namespace or form of its own \(not recorded\)/);
  });

  it("with white space, which a URI cannot hold", () => {
    expect(specErrorOf(SPEC.replace("namespace: Core.Types", "namespace: Core Types"))).toContain("namespace 'Core Types' must be a URI without white space");
    expect(specErrorOf(SPEC.replace("namespace: www.example.com/Labels", "namespace: www.example .com"))).toContain(
      "namespace 'www.example .com' must be a URI without white space",
    );
  });
});

describe("a class with a namespace and a type name of its own ([XmlType])", () => {
  // Its WSDL: the emitter snapshot case xml-type-name (emitters.test.ts).
  const pinnedModel = parseSpec(PINNED, "spec/labels.yaml");
  const pinnedWsdl = renderWsdlDocument(pinnedModel, "https://h/Labels.asmx");
  const pinnedService = descriptorOf(pinnedModel);

  it("imports back byte for byte, the second class of a name numbered as wsdl.exe numbers it", () => {
    const imported = importWsdl(pinnedWsdl, { source: "labels.wsdl", schema: "spec.schema.json", specPath: "spec/labels.yaml" });
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toMatch(/ {2}CustomsInfo1:\n {4}namespace: Core.Types\n {4}typeName: CustomsInfo\n/);
    expect(imported.yaml).toContain("{ name: Pinned, type: CustomsInfo1 }");
  });

  const REQ = { kind: "complex", name: "LabelRequest" } as const;
  const value = {
    customs: { contents: "A" },
    coreCustoms: { $type: "CoreCustomsDetail", contents: "B", detail: "D" },
    pinned: { $type: "CoreCustomsInfo", restrictionCommments: "R" },
  };
  const wire =
    "<request><Customs><Contents>A</Contents></Customs>" +
    '<CoreCustoms xsi:type="CoreCustomsDetail" xmlns="Core.Types"><Contents>B</Contents><Detail>D</Detail></CoreCustoms>' +
    '<Pinned><RestrictionCommments xmlns="Core.Types">R</RestrictionCommments></Pinned></request>';

  it("keeps its fields in its namespace wherever its element is, and names its xsi:type by type name", () => {
    expect(writeValueElement("request", REQ, value, { nillable: false, service: pinnedService })).toBe(wire);
    const element = parseXml(
      wire.replace("<request>", '<request xmlns="www.example.com/Labels" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">'),
    );
    expect(readValueElement(element, REQ, "xml", { service: pinnedService })).toEqual(value);
  });

  it("prefixes its xsi:type where its element is in another namespace", () => {
    // XmlSerializer declares a QName's prefix just before the attribute holding it (the recorded disco
    // document: `<soap address=".." xmlns:q1=".." binding="q1:.." xmlns="..." />`), and an element of a
    // namespace a prefix in scope names takes that prefix (lab xml-root-more, RootBase: `<q1:Legs>`).
    const sub = { pinned: { $type: "CoreCustomsDetail", detail: "D" } };
    const written = writeValueElement("request", REQ, sub, { nillable: false, service: pinnedService });
    expect(written).toBe(
      '<request><Pinned xmlns:q1="Core.Types" xsi:type="q1:CoreCustomsDetail"><q1:Detail>D</q1:Detail></Pinned></request>',
    );
    const element = parseXml(
      written.replace("<request>", '<request xmlns="www.example.com/Labels" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">'),
    );
    expect(readValueElement(element, REQ, "xml", { service: pinnedService })).toEqual(sub);
    // The type name in the service namespace is not the class's.
    const wrong = parseXml(
      '<request xmlns="www.example.com/Labels" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><Pinned xsi:type="CoreCustomsDetail" /></request>',
    );
    expect(() => readValueElement(wrong, REQ, "xml", { service: pinnedService })).toThrow(
      "the type 'CoreCustomsDetail' in namespace 'www.example.com/Labels' is not recognized",
    );
  });

  it("needs a namespace of its own to share a type name", () => {
    expect(specErrorOf(PINNED.replace("    namespace: Core.Types\n    fields:\n      - { name: Contents, type: string }\n      - { name: Restriction", "    fields:\n      - { name: Contents, type: string }\n      - { name: Restriction"))).toContain(
      "classes 'CustomsInfo' and 'CoreCustomsInfo' both have the XML type name 'CustomsInfo' without a namespace of their own",
    );
  });
});
