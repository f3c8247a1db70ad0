/**
 * Members of System.Data.SqlTypes structs (SqlBinary, SqlString, ...), as AmeriCommerce's classes have them:
 * the WSDL says minOccurs="1" and not nillable (the struct's schema provider names only the XML type), yet
 * the struct is always written and writes `xsi:nil="true"` for its null. The WSDL, the import back, the wire
 * and the TypeScript type.
 */
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import { readValueElement, writeValueElement } from "../../runtime/src/soap/values.js";
import { childElements, parseXml } from "../../runtime/src/xml/tree.js";
import { specErrorOf } from "../support/spec-error.js";
import { STORE_SQL as SPEC } from "./emitter-specs.js";

const model = parseSpec(SPEC, "spec/store.yaml");
const wsdl = renderWsdlDocument(model, "https://h/Store.asmx");
const service = descriptorOf(model);
const TYPE = { kind: "complex", name: "PaymentMethod" } as const;

describe("SqlTypes struct members", () => {
  // Its WSDL (minOccurs 1, not nillable) and types (always present, null allowed): the emitter snapshot case sql-types (emitters.test.ts).
  it("import back byte for byte from the WSDL, where they are minOccurs 1 and not nillable (snapshot sql-types)", () => {
    const imported = importWsdl(wsdl, { source: "store.wsdl", schema: "spec.schema.json", specPath: "spec/store.yaml" });
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toContain("{ name: MerchantId, type: base64Binary, sqlType: true }");
  });

  it("are always written, nil when null, and read back", () => {
    const value = { name: "Card", merchantId: null, note: "n" };
    const xml = writeValueElement("method", TYPE, value, { nillable: false, service });
    expect(xml).toBe('<method><Name>Card</Name><MerchantId xsi:nil="true" /><Note>n</Note></method>');
    const element = childElements(parseXml(`<r xmlns="http://store.example.com/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">${xml}</r>`))[0]!;
    expect(readValueElement(element, TYPE, "xml", { service })).toEqual(value);
    // Absent, a SqlTypes member keeps its default: its null.
    const absent = parseXml('<method xmlns="http://store.example.com/"><Name>Card</Name></method>');
    expect(readValueElement(absent, TYPE, "xml", { service })).toEqual({ name: "Card", merchantId: null, note: null });
  });

  it("hold simple values only, and are nothing else besides", () => {
    expect(specErrorOf(SPEC.replace("type: base64Binary, sqlType: true", "type: PaymentMethod, sqlType: true"))).toMatch(/a SqlTypes struct holds a simple value, not class PaymentMethod/);
    expect(specErrorOf(SPEC.replace("type: string, sqlType: true", "type: string, sqlType: true, nullable: true"))).toMatch(/a SqlTypes struct cannot also be 'nullable'/);
  });
});
