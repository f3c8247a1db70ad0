/**
 * The model of the second reference service (spec/shipment-tracking.yaml): every wire rule it derives,
 * checked against what the recorded ASMX service publishes in its WSDL (test/reference/asmx-tracking/).
 * The WSDL emitter's byte-equality test checks the document; this one checks the model the emitters read,
 * so that the client and server (which never see the WSDL) get the same rules.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadSpec } from "../../generator/spec/load.js";
import type { ComplexTypeModel, FieldModel, TypeModel } from "../../generator/model/types.js";
import { childElements, parseXml, type XmlElement } from "../../runtime/src/xml/tree.js";

const model = loadSpec("spec/shipment-tracking.yaml");
const wsdl = parseXml(readFileSync("test/reference/asmx-tracking/ShipmentTracking.wsdl", "utf8"));
const WSDL_NS = "http://schemas.xmlsoap.org/wsdl/";
const XS_NS = "http://www.w3.org/2001/XMLSchema";

const attr = (e: XmlElement, name: string): string | undefined => e.attributes.find((a) => a.name === name)?.value;
const children = (e: XmlElement, local: string, ns = XS_NS): XmlElement[] =>
  childElements(e).filter((c) => c.local === local && c.ns === ns);
const schemas = children(children(wsdl, "types", WSDL_NS)[0]!, "schema");
const serviceSchema = schemas.find((s) => attr(s, "targetNamespace") === model.namespace)!;
const complexTypes = new Map(children(serviceSchema, "complexType").map((t) => [attr(t, "name")!, t]));
const globalElements = new Map(children(serviceSchema, "element").map((e) => [attr(e, "name")!, e]));

/** The QName the WSDL uses for a type of the model. */
function qname(type: TypeModel): string {
  switch (type.kind) {
    case "simple":
      return type.simple.name === "guid" || type.simple.name === "char" ? `s1:${type.simple.name}` : `s:${type.simple.xsd}`;
    case "enum":
      return `tns:${type.enum.name}`;
    case "complex":
      return `tns:${type.complex.name}`;
    case "array":
      return `tns:${type.typeName}`;
    default:
      throw new Error(`no QName for ${type.kind}`);
  }
}

/** A field as the WSDL writes its local element: `min max name nillable type`. */
function elementLine(field: FieldModel): string {
  const type = field.form === "repeated" && field.type.kind === "array" ? field.type.item : field.type;
  return `${field.occurs.min} ${field.occurs.max} ${field.wireName}${field.nillable ? " nillable" : ""} ${qname(type)}`;
}

function wsdlElementLine(e: XmlElement): string {
  return `${attr(e, "minOccurs")} ${attr(e, "maxOccurs")} ${attr(e, "name")}${attr(e, "nillable") === "true" ? " nillable" : ""} ${attr(e, "type")}`;
}

/** The local elements of a complex type's own sequence (inside an extension for subtypes). */
function ownSequence(type: XmlElement): XmlElement[] {
  const extension = children(type, "complexContent")[0];
  const holder = extension ? children(extension, "extension")[0]! : type;
  const sequence = children(holder, "sequence")[0];
  return sequence ? children(sequence, "element") : [];
}

describe("ShipmentTracking model", () => {
  it("has the thirteen operations with their wire names and the bindings ASMX offers them on", () => {
    const portTypeOps = (name: string): string[] =>
      children(children(wsdl, "portType", WSDL_NS).find((p) => attr(p, "name") === name)!, "operation", WSDL_NS).map(
        (o) => attr(children(o, "input", WSDL_NS)[0]!, "name") ?? attr(o, "name")!,
      );
    const offered = (binding: string): string[] =>
      model.operations.filter((o) => o.bindings.includes(binding as never)).map((o) => o.wire.messageName);
    expect(offered("soap11")).toEqual(portTypeOps("ShipmentTrackingSoap"));
    expect(offered("soap12")).toEqual(portTypeOps("ShipmentTrackingSoap"));
    expect(offered("httpGet")).toEqual(portTypeOps("ShipmentTrackingHttpGet"));
    expect(offered("httpPost")).toEqual(portTypeOps("ShipmentTrackingHttpPost"));
    expect(offered("httpGet")).toEqual(["Ping", "Login", "GetShipment", "FindShipments", "TrackEvents", "NotifyDelivered", "CancelShipment", "GetShipmentSummary", "GetLabels"]);
  });

  it("tells the MessageName overload apart on the wire, keeping the .NET name", () => {
    const byId = model.operations.find((o) => o.wire.messageName === "GetShipmentById")!;
    expect([byId.name, byId.tsName, byId.wire.requestElement, byId.wire.responseElement, byId.wire.resultElement, byId.wire.soapAction]).toEqual([
      "GetShipment", "getShipmentById", "GetShipmentById", "GetShipmentByIdResponse", "GetShipmentByIdResult", "http://shipment.example.com/tracking/GetShipmentById",
    ]);
  });

  it("derives every class's fields, in order, with the occurs and nillability the WSDL declares", () => {
    const classes = model.types.filter((t) => t.role !== "fault");
    for (const type of classes) {
      const published = complexTypes.get(type.name);
      expect(published, type.name).toBeDefined();
      expect(type.fields.map(elementLine), type.name).toEqual(ownSequence(published!).map(wsdlElementLine));
      expect(type.attributes.map((a) => `${a.wireName} ${qname(a.type)} ${a.occurs.min === "1" ? "required" : "optional"}`)).toEqual(
        children(published!, "attribute").map((a) => `${attr(a, "name")} ${attr(a, "type")} ${attr(a, "use") ?? "optional"}`),
      );
      expect(type.abstract, type.name).toBe(attr(published!, "abstract") === "true");
      const extension = children(children(published!, "complexContent")[0] ?? published!, "extension")[0];
      expect(type.base ? `tns:${type.base.name}` : undefined, type.name).toBe(extension ? attr(extension, "base") : undefined);
      expect(type.anyAttribute, type.name).toBe(children(published!, "anyAttribute").length === 1);
    }
    // Fault details are not described in the WSDL, as with ASMX.
    expect(model.types.filter((t) => t.role === "fault").map((t) => [t.name, complexTypes.has(t.name)])).toEqual([["CancelFault", false]]);
  });

  it("names arrays as XmlSerializer does: ArrayOfX wrappers, item elements, nillable reference items", () => {
    const arrays = new Map<string, TypeModel & { kind: "array" }>();
    const visit = (type: TypeModel): void => {
      if (type.kind !== "array") return;
      arrays.set(type.typeName, type);
      visit(type.item);
    };
    for (const type of model.types) for (const f of type.fields) if (f.form !== "repeated") visit(f.type);
    for (const op of model.operations) {
      for (const f of [...op.fields, ...op.outParams]) visit(f.type);
      if (op.result) visit(op.result.type);
    }
    expect([...arrays.keys()].sort()).toEqual(["ArrayOfInt", "ArrayOfPiece", "ArrayOfShipment", "ArrayOfString", "ArrayOfTrackingEvent"]);
    for (const [name, array] of arrays) {
      const item = children(children(complexTypes.get(name)!, "sequence")[0]!, "element")[0]!;
      expect(`0 unbounded ${array.itemElement}${array.itemNillable ? " nillable" : ""} ${qname(array.item)}`, name).toBe(wsdlElementLine(item));
    }
  });

  it("derives the wrapper elements: parameters, result and out parameters", () => {
    for (const op of model.operations) {
      const request = globalElements.get(op.wire.requestElement)!;
      const requestSequence = children(children(request, "complexType")[0]!, "sequence")[0];
      expect(op.fields.map(elementLine), op.wire.messageName).toEqual(requestSequence ? children(requestSequence, "element").map(wsdlElementLine) : []);
      const response = globalElements.get(op.wire.responseElement);
      if (op.oneWay) {
        expect(response, op.wire.messageName).toBeUndefined();
        continue;
      }
      const responseSequence = children(children(response!, "complexType")[0]!, "sequence")[0];
      const result = op.result
        ? [`${op.result.type.kind === "simple" && op.result.type.simple.valueType ? "1" : "0"} 1 ${op.wire.resultElement} ${qname(op.result.type)}`]
        : [];
      expect([...result, ...op.outParams.map(elementLine)], op.wire.messageName).toEqual(
        responseSequence ? children(responseSequence, "element").map(wsdlElementLine) : [],
      );
    }
  });

  it("binds the SOAP headers in the directions the bindings declare", () => {
    const binding = children(wsdl, "binding", WSDL_NS).find((b) => attr(b, "name") === "ShipmentTrackingSoap")!;
    const declared = children(binding, "operation", WSDL_NS).map((o) => {
      const headers = (local: string): string[] =>
        children(children(o, local, WSDL_NS)[0] ?? o, "header", "http://schemas.xmlsoap.org/wsdl/soap/").map((h) => attr(h, "part")!);
      const name = attr(children(o, "input", WSDL_NS)[0]!, "name") ?? attr(o, "name")!;
      return `${name}: in ${headers("input").join(",")} out ${headers("output").join(",")}`;
    });
    expect(
      model.operations.map((op) => {
        const dir = (d: "in" | "out"): string =>
          op.headers.filter((h) => h.direction === d || h.direction === "inOut").map((h) => h.header.name).join(",");
        return `${op.wire.messageName}: in ${dir("in")} out ${dir("out")}`;
      }),
    ).toEqual(declared);
    // Nothing in the WSDL says a header is required; the spec says which ones the handlers rely on.
    expect(model.operations.flatMap((op) => op.headers.filter((h) => h.required).map(() => op.wire.messageName))).toEqual([
      "GetShipment", "GetShipmentById", "CreateShipment", "CancelShipment",
    ]);
  });

  it("derives the HTTP result elements, declared globally at the end of the schema", () => {
    const httpOps = model.operations.filter((o) => o.bindings.includes("httpGet"));
    const names = [...new Set(httpOps.filter((o) => o.result).map((o) => o.wire.httpResultElement))];
    expect(names).toEqual(["boolean", "Shipment", "ArrayOfShipment", "ArrayOfTrackingEvent", "ShipmentSummary", "ArrayOfString"]);
    for (const name of names) expect(globalElements.has(name), name).toBe(true);
    expect(httpOps.filter((o) => !o.result).map((o) => [o.wire.messageName, o.wire.httpResultElement])).toEqual([
      ["Ping", ""],
      ["NotifyDelivered", ""],
    ]);
  });

  it("keeps the flags enum's bit values and marks one-way, void and fault operations", () => {
    const flags = model.enums.find((e) => e.name === "ServiceOptions")!;
    expect([flags.flags, flags.values, flags.numbers]).toEqual([true, ["None", "Insurance", "Signature", "Saturday"], [0, 1, 2, 4]]);
    expect(model.operations.filter((o) => o.oneWay).map((o) => o.wire.messageName)).toEqual(["NotifyDelivered"]);
    expect(model.operations.filter((o) => !o.result).map((o) => o.wire.messageName)).toEqual(["Ping", "NotifyDelivered"]);
    expect(model.operations.filter((o) => o.faults.length).map((o) => [o.wire.messageName, o.faults.map((f) => f.name)])).toEqual([
      ["CancelShipment", ["CancelFault"]],
    ]);
    const tracking = model.types.find((t) => t.name === "TrackingEvent") as ComplexTypeModel;
    expect(tracking.derived.map((d) => d.name)).toEqual(["ExceptionEvent", "DeliveryEvent", "ScanEvent"]);
  });
});
