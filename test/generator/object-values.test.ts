/**
 * .NET's object (xs:anyType), as AmeriCommerce uses it: a class member and an `object[]` result
 * (ArrayOfAnyType). The WSDL (an element without a type, and the types the exporter adds after each message
 * once it has met one), the import back, the TypeScript type and the wire: xsi:type for simple values and
 * classes, untyped content as it is.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import { createAsmxServer } from "../../runtime/src/server/core.js";
import { readValueElement, writeValueElement } from "../../runtime/src/soap/values.js";
import { childElements, parseXml, type XmlElement } from "../../runtime/src/xml/tree.js";
import { ValueArbitraries } from "../runtime/complex-arbitraries.js";
import { layout, numberPrefixes, valueElement } from "../../generator/emit/fixtures/xml.js";
import { specErrorOf } from "../support/spec-error.js";
import { STORE_OBJECTS as SPEC } from "./emitter-specs.js";

const NS = "http://store.example.com/";
const model = parseSpec(SPEC, "spec/store.yaml");
const wsdl = renderWsdlDocument(model, "https://h/Store.asmx");
const service = descriptorOf(model);
const OBJECT = { kind: "object" } as const;

/** Names of the service schema's global items, in order. */
function schemaItems(): string[] {
  return [...wsdl.matchAll(/^ {6}<s:(?:element|complexType) name="([^"]+)"/gm)].map((m) => m[1]!);
}

/** The element a value is written as, read back inside a SOAP body's declarations. */
function written(xml: string): XmlElement {
  const doc = parseXml(
    `<r xmlns="${NS}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema">${xml}</r>`,
  );
  return childElements(doc)[0]!;
}

function roundTrip(value: unknown, name = "Parent"): { xml: string; read: unknown } {
  const xml = writeValueElement(name, OBJECT, value, { nillable: false, service });
  return { xml, read: readValueElement(written(xml), OBJECT, "xml", { service }) };
}

describe("object values in the WSDL", () => {
  // Its WSDL (untyped elements, ArrayOfAnyType) and types (ServiceObject): the emitter snapshot case object-values (emitters.test.ts).

  it("make the exporter add a response's new types right after the request, before the response element", () => {
    // Before the first object, types follow the element that first uses them; after it, every message is
    // followed by what was reflected: GetReviews's response types come before GetReviewsResponse.
    expect(schemaItems()).toEqual([
      "GetPosting",
      "GetPostingResponse",
      "Posting",
      "GetImages",
      "ArrayOfAnyType",
      "GetImagesResponse",
      "GetReviews",
      "Review",
      "ArrayOfRating",
      "Rating",
      "ArrayOfReview",
      "GetReviewsResponse",
      "Describe",
      "DescribeResponse",
      // HTTP GET/POST result elements (GetImages, returning objects, is SOAP only).
      "Posting",
      "ArrayOfReview",
    ]);
  });

  it("import back to the same spec, byte for byte", () => {
    const imported = importWsdl(wsdl, { source: "store.wsdl", schema: "spec.schema.json", specPath: "spec/store.yaml" });
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toMatch(/name: Parent, type: object \}/);
    expect(imported.yaml).toMatch(/type: "object\[\]"|type: object\[\]/);
  });

  it("in an array result are refused over HTTP GET and POST (a lone object is offered: test/lab/object-http)", () => {
    const spec = `${SPEC.replace("  - name: GetImages\n", "  - name: GetImages\n    bindings: [soap11, httpGet]\n")}`;
    expect(specErrorOf(spec)).toMatch(/result holds objects, which the HTTP bindings here do not return/);
  });
});

describe("object values on the wire", () => {
  it("say a simple type with xsi:type, .NET's own types with a prefix declared before it", () => {
    expect(roundTrip({ $type: "int", value: 5 })).toEqual({ xml: '<Parent xsi:type="xsd:int">5</Parent>', read: { $type: "int", value: 5 } });
    expect(roundTrip({ $type: "string", value: "a < b" }).xml).toBe('<Parent xsi:type="xsd:string">a &lt; b</Parent>');
    const guid = "0f8fad5b-d9cb-469f-a165-70867728950e";
    expect(roundTrip({ $type: "guid", value: guid })).toEqual({
      xml: `<Parent xmlns:q1="http://microsoft.com/wsdl/types/" xsi:type="q1:guid">${guid}</Parent>`,
      read: { $type: "guid", value: guid },
    });
    expect(roundTrip({ $type: "long", value: 9007199254740993n }).read).toEqual({ $type: "long", value: 9007199254740993n });
  });

  it("say a class with its type name, and carry untyped content as it is", () => {
    expect(roundTrip({ $type: "Rating", value: { stars: 3 } })).toEqual({
      xml: '<Parent xsi:type="Rating"><Stars>3</Stars></Parent>',
      read: { $type: "Rating", value: { stars: 3 } },
    });
    const untyped = { $type: "anyType", value: { attributes: [{ name: "at", value: "1" }], children: ["x", { name: "A", namespaces: { "": "" } }] } };
    expect(roundTrip(untyped)).toEqual({ xml: '<Parent at="1">x<A xmlns="" /></Parent>', read: untyped });
    expect(roundTrip({ $type: "anyType", value: {} })).toEqual({ xml: "<Parent />", read: { $type: "anyType", value: {} } });
  });

  it("say an enum or array type of the service with its XML type name", () => {
    expect(roundTrip({ $type: "ArrayOfRating", value: [{ stars: 1 }, null] })).toEqual({
      xml: '<Parent xsi:type="ArrayOfRating"><Rating><Stars>1</Stars></Rating><Rating xsi:nil="true" /></Parent>',
      read: { $type: "ArrayOfRating", value: [{ stars: 1 }, null] },
    });
    const nested = { $type: "ArrayOfAnyType", value: [{ $type: "int", value: 1 }, { $type: "ArrayOfAnyType", value: [] }] };
    expect(roundTrip(nested)).toEqual({
      xml: '<Parent xsi:type="ArrayOfAnyType"><anyType xsi:type="xsd:int">1</anyType><anyType xsi:type="ArrayOfAnyType" /></Parent>',
      read: nested,
    });
  });

  it("read an element with xsi:type xsd:anyType, or none, as untyped content", () => {
    const read = (xml: string): unknown => readValueElement(written(xml), OBJECT, "xml", { service });
    expect(read('<Parent xsi:type="xsd:anyType"><B>t</B></Parent>')).toEqual({
      $type: "anyType",
      value: { children: [{ name: "B", namespace: NS, children: ["t"] }] },
    });
  });

  it("refuse a type the service does not know, as .NET does, and values that do not say their type", () => {
    const read = (xml: string): unknown => readValueElement(written(xml), OBJECT, "xml", { service });
    expect(() => read('<Parent xsi:type="Unknown">1</Parent>')).toThrow(/Parent: .*the type 'Unknown' in namespace 'http:\/\/store.example.com\/' is not recognized/);
    // A QName (lab qualified-name-object) is a type it knows; its prefix must be declared.
    expect(() => read('<Parent xsi:type="xsd:QName">u:a</Parent>')).toThrow(/Parent: expected a qualified name \(prefix:name\) whose prefix is declared in scope \(namespace prefix 'u' is not defined\)/);
    expect(() => roundTrip(5)).toThrow(/Parent: expected an object value: \{ \$type, value \}/);
    expect(() => roundTrip({ $type: "Missing", value: 1 })).toThrow(/'Missing' is none of them/);
    expect(() => roundTrip({ $type: "int", value: "five" })).toThrow(/Parent/);
  });

  it("round-trip any value of any type the service knows (property)", () => {
    const arbitraries = new ValueArbitraries(service, 2);
    fc.assert(
      fc.property(arbitraries.value(OBJECT), (value) => {
        expect(roundTrip(value).read).toEqual(value);
      }),
      { numRuns: 300 },
    );
  });
});

describe("object values through the server", () => {
  const received: unknown[] = [];
  const server = createAsmxServer(
    service,
    {
      GetPosting: () => ({ id: 1, parent: { $type: "Rating", value: { stars: 4 } } }),
      GetImages: (input: { item?: string }) => {
        received.push(input.item);
        return [{ $type: "string", value: "a.png" }, null, { $type: "int", value: 7 }];
      },
      GetReviews: () => [],
      Describe: (input: { value?: unknown }) => JSON.stringify(input.value),
    },
    () => wsdl,
  );

  async function post(content: string, action: string): Promise<{ status: number; body: string }> {
    const body =
      '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" ' +
      `xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema"><soap:Body>${content}</soap:Body></soap:Envelope>`;
    const response = await server.handle({
      method: "POST",
      url: "/Store.asmx",
      headers: { "content-type": "text/xml; charset=utf-8", soapaction: `"${NS}${action}"` },
      body: new TextEncoder().encode(body),
    });
    return { status: response.status, body: typeof response.body === "string" ? response.body : new TextDecoder().decode(response.body) };
  }

  it("answers an object[] with typed items, a nil one where the item is null", async () => {
    const response = await post(`<GetImages xmlns="${NS}"><item>x</item></GetImages>`, "GetImages");
    expect(response.status).toBe(200);
    expect(response.body).toContain(
      `<GetImagesResult><anyType xsi:type="xsd:string">a.png</anyType><anyType xsi:nil="true" /><anyType xsi:type="xsd:int">7</anyType></GetImagesResult>`,
    );
  });

  it("hands the handler what an object parameter says it is", async () => {
    const guid = `<Describe xmlns="${NS}"><value xmlns:q1="http://microsoft.com/wsdl/types/" xsi:type="q1:guid">0f8fad5b-d9cb-469f-a165-70867728950e</value></Describe>`;
    expect((await post(guid, "Describe")).body).toContain('<DescribeResult>{"$type":"guid","value":"0f8fad5b-d9cb-469f-a165-70867728950e"}</DescribeResult>');
    const rating = await post(`<Describe xmlns="${NS}"><value xsi:type="Rating"><Stars>2</Stars></value></Describe>`, "Describe");
    expect(rating.body).toContain('{"$type":"Rating","value":{"stars":2}}');
  });

  it("refuses an xsi:type it does not know with a client fault naming the type and the place", async () => {
    const response = await post(`<Describe xmlns="${NS}"><value xsi:type="Unknown">1</value></Describe>`, "Describe");
    expect(response.status).toBe(500);
    expect(response.body).toContain("<faultcode>soap:Client</faultcode>");
    expect(response.body).toMatch(/There is an error in XML document \(1, \d+\)\. ---&gt; value: expected xsi:type naming a simple type or a class, enum or array type of the service \(the type 'Unknown' in namespace 'http:\/\/store\.example\.com\/' is not recognized\)/);
  });

  it("writes a class held by an object member with its xsi:type", async () => {
    const response = await post(`<GetPosting xmlns="${NS}"><id>1</id></GetPosting>`, "GetPosting");
    expect(response.body).toContain("<GetPostingResult><Id>1</Id><Parent xsi:type=\"Rating\"><Stars>4</Stars></Parent></GetPostingResult>");
  });
});

describe("prefixes made up for xsi:type values", () => {
  const spec = `service:
  name: Ledger
  namespace: urn:ledger
  endpoint: https://h/Ledger.asmx
enums:
  Currency: { values: [EUR, USD] }
types:
  Money:
    namespace: urn:money
    fields:
      - { name: Note, type: object, namespace: urn:notes }
      - { name: Currency, type: Currency }
operations:
  - name: Post
    fields:
      - { name: amount, type: object }
    result: { type: "object[]" }
`;
  const ledger = descriptorOf(parseSpec(spec, "spec/ledger.yaml"));
  const TYPES = "http://microsoft.com/wsdl/types/";
  const ARRAY = { kind: "array", item: OBJECT, itemElement: "anyType", itemNillable: true } as const;
  const g1 = "0f8fad5b-d9cb-469f-a165-70867728950e";
  const g2 = "7c9e6679-7425-40de-944b-e07fc1f90ae7";

  it("name an enum the service uses", () => {
    const xml = writeValueElement("amount", OBJECT, { $type: "Currency", value: "USD" }, { nillable: false, service: ledger });
    expect(xml).toBe('<amount xsi:type="Currency">USD</amount>');
    const element = childElements(parseXml(`<r xmlns="urn:ledger" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">${xml}</r>`))[0]!;
    expect(readValueElement(element, OBJECT, "xml", { service: ledger })).toEqual({ $type: "Currency", value: "USD" });
  });

  it("are numbered through what one serializer call writes, each declared where it is first needed", () => {
    const items = [{ $type: "guid", value: g1 }, { $type: "char", value: "A" }, { $type: "guid", value: g2 }];
    expect(writeValueElement("PostResult", ARRAY, items, { nillable: false, service: ledger })).toBe(
      "<PostResult>" +
        `<anyType xmlns:q1="${TYPES}" xsi:type="q1:guid">${g1}</anyType>` +
        `<anyType xmlns:q2="${TYPES}" xsi:type="q2:char">65</anyType>` +
        `<anyType xmlns:q3="${TYPES}" xsi:type="q3:guid">${g2}</anyType>` +
        "</PostResult>",
    );
    // A body's members share the count.
    const prefixes = { count: 0 };
    const first = writeValueElement("a", OBJECT, { $type: "guid", value: g1 }, { nillable: false, service: ledger, prefixes });
    const second = writeValueElement("b", OBJECT, { $type: "guid", value: g2 }, { nillable: false, service: ledger, prefixes });
    expect(first + second).toBe(`<a xmlns:q1="${TYPES}" xsi:type="q1:guid">${g1}</a><b xmlns:q2="${TYPES}" xsi:type="q2:guid">${g2}</b>`);
  });

  it("reuse a prefix an element around declared", () => {
    // The members in urn:money take the q1 the xsi:type declared, as XmlTextWriter does with a prefix in
    // scope (lab xml-root-more, RootBase: `<q1:Legs>`).
    const value = { $type: "Money", value: { note: { $type: "Money", value: { currency: "USD" } }, currency: "EUR" } };
    const xml = writeValueElement("amount", OBJECT, value, { nillable: false, service: ledger });
    expect(xml).toBe(
      '<amount xmlns:q1="urn:money" xsi:type="q1:Money"><Note xsi:type="q1:Money" xmlns="urn:notes"><q1:Currency>USD</q1:Currency></Note><q1:Currency>EUR</q1:Currency></amount>',
    );
    const element = childElements(parseXml(`<r xmlns="urn:ledger" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">${xml}</r>`))[0]!;
    expect(readValueElement(element, OBJECT, "xml", { service: ledger })).toEqual(value);
  });

  it("are numbered alike by the golden fixtures' own writer", () => {
    const ledgerModel = parseSpec(spec, "spec/ledger.yaml");
    const arrayType = ledgerModel.operations[0]!.result!.type;
    const items = [{ $type: "guid", value: g1 }, { $type: "guid", value: g2 }];
    const tree = numberPrefixes([valueElement("PostResult", arrayType, items, false, "urn:ledger")!])[0]!;
    const text = (view: ReturnType<typeof layout>): string =>
      `<${view.name}${view.attrs.map((a) => ` ${a.name}="${a.value}"`).join("")}${view.selfClosing ? " />" : `>${view.text}${view.children.map(text).join("")}</${view.name}>`}`;
    expect(text(layout(tree, undefined))).toBe(writeValueElement("PostResult", ARRAY, items, { nillable: false, service: ledger }));
  });
});
