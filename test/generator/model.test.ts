/**
 * The model's derived wire names and rules, checked against what the reference ASMX service publishes
 * (its WSDL, test/reference/asmx/) and what the service's interface description says.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadSpec } from "../../generator/spec/load.js";
import { childElements, parseXml, type XmlElement } from "../../runtime/src/xml/tree.js";
import { REFERENCE_DIR } from "../support/paths.js";

const model = loadSpec("spec/shipment-operations.yaml");
const wsdl = parseXml(readFileSync(join(REFERENCE_DIR, "ShipmentOperations.wsdl"), "utf8"));
const WSDL_NS = "http://schemas.xmlsoap.org/wsdl/";
const XS_NS = "http://www.w3.org/2001/XMLSchema";

function descendants(element: XmlElement, local: string): XmlElement[] {
  const found: XmlElement[] = [];
  const walk = (e: XmlElement): void => {
    for (const c of childElements(e)) {
      if (c.local === local) found.push(c);
      walk(c);
    }
  };
  walk(element);
  return found;
}
const attr = (e: XmlElement, name: string): string | undefined => e.attributes.find((a) => a.name === name)?.value;
const byName = (elements: XmlElement[], name: string): XmlElement | undefined => elements.find((e) => attr(e, "name") === name);
const schema = descendants(wsdl, "schema")[0]!;
const topElements = childElements(schema).filter((e) => e.local === "element" && e.ns === XS_NS);
const messages = childElements(wsdl).filter((e) => e.local === "message" && e.ns === WSDL_NS);
const bindings = childElements(wsdl).filter((e) => e.local === "binding" && e.ns === WSDL_NS);

describe("service", () => {
  it("has the reference namespace, name and nine operations in the document's order", () => {
    expect(model.namespace).toBe(attr(wsdl, "targetNamespace"));
    expect(model.name).toBe(attr(descendants(wsdl, "service")[0]!, "name"));
    expect(model.operations.map((o) => o.name)).toEqual([
      "GetQuotesRequest", "GetQuotes", "UploadShipmentsRequest", "UploadShipmentsRS", "GetStatus",
      "GetStatusRef", "GetStatusRequest", "ViewNextAvailableMAWBNum", "ReserveNextMAWBNum",
    ]);
    expect(model.endpoint.startsWith("https://")).toBe(true);
    expect(model.enums).toEqual([expect.objectContaining({ name: "TrackNumTypes", values: ["HAWB", "SHIPPER", "PO", "ORDERNUMBER"] })]);
  });

  it("names the four bindings, their port types and content types as ASMX does", () => {
    expect(model.bindings.map((b) => [b.kind, b.bindingName, b.portTypeName, b.requestContentType, b.responseContentType])).toEqual([
      ["soap11", "ShipmentOperationsSoap", "ShipmentOperationsSoap", "text/xml; charset=utf-8", "text/xml; charset=utf-8"],
      ["soap12", "ShipmentOperationsSoap12", "ShipmentOperationsSoap", "application/soap+xml; charset=utf-8", "application/soap+xml; charset=utf-8"],
      ["httpGet", "ShipmentOperationsHttpGet", "ShipmentOperationsHttpGet", undefined, "text/xml; charset=utf-8"],
      ["httpPost", "ShipmentOperationsHttpPost", "ShipmentOperationsHttpPost", "application/x-www-form-urlencoded", "text/xml; charset=utf-8"],
    ]);
    for (const b of model.bindings) {
      const element = byName(bindings, b.bindingName)!;
      expect(element, b.bindingName).toBeDefined();
      expect(attr(element, "type")).toBe(`tns:${b.portTypeName}`);
      expect(descendants(element, "operation").filter((o) => o.ns === WSDL_NS).map((o) => attr(o, "name"))).toEqual(b.operations.map((o) => o.name));
    }
  });

  it("marks secrets, credentials and non-idempotent operations", () => {
    const secrets = new Set(model.operations.flatMap((o) => o.fields.filter((f) => f.secret).map((f) => f.wireName)));
    expect([...secrets].sort()).toEqual(["Password", "Pwd"]);
    expect(model.operations.filter((o) => !o.idempotent).map((o) => o.name)).toEqual(["UploadShipmentsRequest", "UploadShipmentsRS", "ReserveNextMAWBNum"]);
    expect(model.credentials).toEqual(["userId", "password", "pwd"]);
    const statusRef = model.operations.find((o) => o.name === "GetStatusRef")!;
    expect(statusRef.fields.map((f) => [f.wireName, f.credential])).toEqual([
      ["TrackNum", undefined], ["TrackNumType", undefined], ["LastStatusOnly", undefined], ["UserId", "userId"], ["Password", "password"],
    ]);
  });
});

describe.each(model.operations.map((op) => [op.name, op] as const))("%s", (name, op) => {
  it("derives its element names, SOAPAction and HTTP path", () => {
    expect(op.wire).toEqual({
      messageName: name,
      bare: false,
      requestElement: name,
      responseElement: `${name}Response`,
      resultElement: `${name}Result`,
      soapAction: `http://shipment.example.com/operations/${name}`,
      soapActionHeader: `"http://shipment.example.com/operations/${name}"`,
      httpPath: `/${name}`,
      httpResultElement: op.wire.httpResultElement,
      wrapperNamespace: "http://shipment.example.com/operations",
      requestNamespace: "http://shipment.example.com/operations",
      responseNamespace: "http://shipment.example.com/operations",
    });
    for (const b of ["ShipmentOperationsSoap", "ShipmentOperationsSoap12"]) {
      const operation = byName(descendants(byName(bindings, b)!, "operation"), name)!;
      const soapOperation = childElements(operation).find((c) => c.local === "operation")!;
      expect(attr(soapOperation, "soapAction")).toBe(op.wire.soapAction);
    }
    expect(attr(childElements(byName(messages, `${name}SoapIn`)!)[0]!, "element")).toBe(`tns:${op.wire.requestElement}`);
    expect(attr(childElements(byName(messages, `${name}SoapOut`)!)[0]!, "element")).toBe(`tns:${op.wire.responseElement}`);
    const response = byName(topElements, op.wire.responseElement)!;
    expect(descendants(response, "element").map((e) => attr(e, "name"))).toContain(op.wire.resultElement);
  });

  it("has the fields of the WSDL, in order, with their optionality", () => {
    const request = byName(topElements, op.wire.requestElement)!;
    const sequence = descendants(request, "sequence")[0]!;
    const params = childElements(sequence).map((e) => [attr(e, "name"), attr(e, "minOccurs")]);
    expect(op.fields.map((f) => [f.wireName, f.optional ? "0" : "1"])).toEqual(params);
  });

  it("is offered on the bindings the document lists", () => {
    const expected = name === "GetQuotes" ? ["soap11", "soap12"] : ["soap11", "soap12", "httpGet", "httpPost"];
    expect(op.bindings).toEqual(expected);
    for (const suffix of ["HttpGet", "HttpPost"]) {
      const out = byName(messages, `${name}${suffix}Out`);
      if (!op.bindings.includes(suffix === "HttpGet" ? "httpGet" : "httpPost")) {
        expect(out).toBeUndefined();
        continue;
      }
      expect(attr(childElements(out!)[0]!, "element")).toBe(`tns:${op.wire.httpResultElement}`);
      const location = byName(descendants(byName(bindings, `ShipmentOperations${suffix}`)!, "operation"), name)!;
      expect(attr(childElements(location).find((c) => c.local === "operation")!, "location")).toBe(op.wire.httpPath);
      expect(childElements(byName(messages, `${name}${suffix}In`)!).map((p) => attr(p, "name"))).toEqual(op.fields.map((f) => f.wireName));
    }
  });
});

describe("results", () => {
  it("has the result kinds of the document", () => {
    expect(Object.fromEntries(model.operations.map((o) => [o.name, [o.result?.type.kind, o.wire.httpResultElement]]))).toEqual({
      GetQuotesRequest: ["simple", "string"],
      GetQuotes: ["dataSet", "DataSet"],
      UploadShipmentsRequest: ["simple", "string"],
      UploadShipmentsRS: ["simple", "string"],
      GetStatus: ["dataSet", "DataSet"],
      GetStatusRef: ["dataTable", "DataTable"],
      GetStatusRequest: ["simple", "string"],
      ViewNextAvailableMAWBNum: ["simple", "string"],
      ReserveNextMAWBNum: ["simple", "string"],
    });
  });

  it("declares the recorded status tables", () => {
    const status = model.operations.find((o) => o.name === "GetStatus")!.result!.type;
    expect(status.kind === "dataSet" && status.dataSetName).toBe("StatusDataSet");
    expect(status.kind === "dataSet" && status.tables?.map((t) => [t.name, t.columns.map((c) => `${c.name}:${c.type.name}`)])).toEqual([
      ["Status", ["TrackNum:string", "StatusCode:string", "StatusDate:dateTime", "Pieces:int", "Weight:decimal"]],
    ]);
  });

  it("is immutable", () => {
    expect(Object.isFrozen(model.operations[0]!.wire)).toBe(true);
    expect(() => {
      (model.operations as unknown as unknown[]).push({});
    }).toThrow();
  });
});
