/**
 * The value codec's writer: XmlSerializer's rules for classes (what is omitted, nil or empty; order;
 * attributes; xsi:type), the scalar forms .NET writes, HTTP GET/POST documents, and faults that name the
 * path of the bad value without quoting a secret.
 */
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { loadSpec } from "../../generator/spec/load.js";
import type { ServiceDescriptor, ValueType } from "../../runtime/src/descriptor.js";
import { readValueElement, writeValueDocument, writeValueElement } from "../../runtime/src/soap/values.js";
import { ValueFormatError } from "../../runtime/src/values.js";
import { parseXml } from "../../runtime/src/xml/tree.js";
import { TRACKING_SPEC_FILE } from "../support/paths.js";

const service = descriptorOf(loadSpec(TRACKING_SPEC_FILE));
const NS = service.namespace;
const SHIPMENT: ValueType = { kind: "complex", name: "Shipment" };
const EVENT: ValueType = { kind: "complex", name: "TrackingEvent" };

/** A shipment with every value type set: the minimum the writer accepts. */
const minimal = {
  version: 1,
  id: "3f2504e0-4f89-11d3-9a0c-0305e82c3301",
  state: "Created",
  createdAt: "2024-01-02T03:04:05Z",
  deliveredAt: null,
  declaredValue: null,
  services: [],
  sequence: 0n,
  distanceKm: 0,
  fragile: false,
  priority: "A",
};

function write(type: ValueType, value: unknown, name = "v", svc: ServiceDescriptor = service): string {
  return writeValueElement(name, type, value, { nillable: false, service: svc });
}

function thrown(action: () => unknown): ValueFormatError {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(ValueFormatError);
    return error as ValueFormatError;
  }
  throw new Error("no error");
}

describe("classes as XmlSerializer writes them", () => {
  it("omits null reference fields, writes nullable value types nil, attributes on the start tag, fields in order", () => {
    expect(write(SHIPMENT, minimal, "shipment")).toBe(
      '<shipment Version="1"><Id>3f2504e0-4f89-11d3-9a0c-0305e82c3301</Id><State>Created</State>' +
        '<CreatedAt>2024-01-02T03:04:05Z</CreatedAt><DeliveredAt xsi:nil="true" /><DeclaredValue xsi:nil="true" />' +
        "<Services>None</Services><Sequence>0</Sequence><DistanceKm>0</DistanceKm><Fragile>false</Fragile>" +
        "<Priority>65</Priority></shipment>",
    );
  });

  it("wrapped arrays: <Pieces /> when empty, nothing when null; repeated: nothing when empty or null", () => {
    const empty = write(SHIPMENT, { ...minimal, pieces: [], tags: [], reference: [] });
    expect(empty).toContain("<Pieces />");
    expect(empty).toContain("<Tags />");
    expect(empty).not.toContain("Reference");
    const none = write(SHIPMENT, { ...minimal, pieces: null, tags: null, reference: null });
    expect(none).not.toMatch(/Pieces|Tags|Reference/);
  });

  it("nil items where items are nillable; repeated items as sibling elements", () => {
    const xml = write(SHIPMENT, {
      ...minimal,
      pieces: [null, { id: 7, weight: "1", unit: "Kg" }],
      tags: ["a", null, ""],
      reference: ["R-1", ""],
    });
    expect(xml).toContain(
      '<Pieces><Piece xsi:nil="true" /><Piece><Id>7</Id><Weight>1</Weight><Unit>Kg</Unit></Piece></Pieces>',
    );
    expect(xml).toContain('<Tags><string>a</string><string xsi:nil="true" /><string /></Tags>');
    expect(xml).toContain("<Reference>R-1</Reference><Reference />");
  });

  it("optional value types (XxxSpecified) only when given; empty strings and bytes as empty elements", () => {
    const piece = { kind: "complex", name: "Piece" } as const;
    expect(write(piece, { id: 1, weight: "2", unit: "Lb", quantity: 0, barcode: new Uint8Array() }, "Piece")).toBe(
      "<Piece><Id>1</Id><Weight>2</Weight><Unit>Lb</Unit><Barcode /><Quantity>0</Quantity></Piece>",
    );
    expect(write({ kind: "complex", name: "Address" }, { name: "" }, "Shipper")).toBe("<Shipper><Name /></Shipper>");
    expect(write({ kind: "complex", name: "Address" }, {}, "Shipper")).toBe("<Shipper />");
  });

  it("xsi:type unprefixed on a subclass, also on array items", () => {
    const scan = { $type: "ScanEvent", at: "2024-01-02T03:04:05Z", location: "Hub", scanner: "S" };
    expect(write(EVENT, scan, "evt")).toBe(
      '<evt xsi:type="ScanEvent"><At>2024-01-02T03:04:05Z</At><Location>Hub</Location><Scanner>S</Scanner></evt>',
    );
    const events: ValueType = { kind: "array", item: EVENT, itemElement: "TrackingEvent", itemNillable: true };
    expect(write(events, [scan, null], "r")).toBe(
      '<r><TrackingEvent xsi:type="ScanEvent"><At>2024-01-02T03:04:05Z</At><Location>Hub</Location>' +
        '<Scanner>S</Scanner></TrackingEvent><TrackingEvent xsi:nil="true" /></r>',
    );
  });

  it("a concrete base class with subclasses: xsi:type only for the subclasses", () => {
    const svc: ServiceDescriptor = {
      ...service,
      types: {
        Base: { name: "Base", subtypes: ["Sub"], fields: [field("A", "a")] },
        Sub: { name: "Sub", base: "Base", fields: [field("A", "a"), field("B", "b")] },
      },
    };
    const base: ValueType = { kind: "complex", name: "Base" };
    expect(write(base, { $type: "Base", a: "1" }, "x", svc)).toBe("<x><A>1</A></x>");
    expect(write(base, { a: "1" }, "x", svc)).toBe("<x><A>1</A></x>");
    expect(write(base, { $type: "Sub", a: "1", b: "2" }, "x", svc)).toBe('<x xsi:type="Sub"><A>1</A><B>2</B></x>');
    const read = readValueElement(parseXml(`<x xmlns="${NS}"><A>1</A></x>`), base, "xml", { service: svc });
    expect(read).toEqual({ $type: "Base", a: "1" });
  });

  it("SOAP headers and fault details declare the service namespace", () => {
    const header = writeValueElement(
      "SessionHeader",
      { kind: "complex", name: "SessionHeader" },
      { token: "T" },
      {
        nillable: false,
        xmlns: NS,
        service,
      },
    );
    expect(header).toBe(`<SessionHeader xmlns="${NS}"><Token>T</Token></SessionHeader>`);
  });
});

function field(wireName: string, tsName: string) {
  return {
    wireName,
    tsName,
    type: { kind: "simple", type: "string" } as const,
    optional: true,
    nillable: false,
    secret: false,
  };
}

describe("scalars as .NET writes them", () => {
  const simple = (type: string): ValueType => ({ kind: "simple", type }) as ValueType;
  const cases: [string, unknown, string][] = [
    ["decimal", "0012.3400", "12.3400"],
    ["decimal", "-0.0", "0.0"],
    ["decimal", "+5", "5"],
    ["decimal", ".5", "0.5"],
    ["decimal", 12.5, "12.5"],
    ["decimal", "-0.010", "-0.010"],
    ["long", 9007199254740993n, "9007199254740993"],
    ["long", -(2n ** 63n), "-9223372036854775808"],
    ["unsignedLong", 2n ** 64n - 1n, "18446744073709551615"],
    ["double", 1e21, "1E+21"],
    ["double", 1e-7, "1E-07"],
    ["double", 1234.5, "1234.5"],
    ["double", Infinity, "INF"],
    ["double", -Infinity, "-INF"],
    ["double", NaN, "NaN"],
    ["char", "A", "65"],
    ["char", "€", "8364"],
    ["char", "\u0000", "0"],
    ["guid", "{0F8FAD5B-D9CB-469F-A165-70867728950E}", "0f8fad5b-d9cb-469f-a165-70867728950e"],
    ["boolean", true, "true"],
    ["dateTime", "2024-02-03T04:05:06.7890000Z", "2024-02-03T04:05:06.789Z"],
    ["dateTime", "2024-02-03T04:05:06.0000000", "2024-02-03T04:05:06"],
    ["dateTime", "2024-03-04", "2024-03-04T00:00:00"],
    ["dateTime", new Date(Date.UTC(2024, 0, 2, 3, 4, 5, 600)), "2024-01-02T03:04:05.6Z"],
    ["base64Binary", new Uint8Array([0, 1, 2, 255]), "AAEC/w=="],
  ];
  for (const [type, value, text] of cases) {
    it(`${type} ${String(value)} → ${text}`, () => {
      expect(write(simple(type), value)).toBe(`<v>${text}</v>`);
    });
  }

  it("flags: member-value order, None for none, repeats and the zero member allowed", () => {
    const flags = service.types!.Shipment!.fields.find((f) => f.wireName === "Services")!.type;
    expect(write(flags, ["Saturday", "Insurance", "Signature"])).toBe("<v>Insurance Signature Saturday</v>");
    expect(write(flags, [])).toBe("<v>None</v>");
    expect(write(flags, ["None", "Saturday", "Saturday"])).toBe("<v>Saturday</v>");
    expect(thrown(() => write(flags, ["Teleport"])).message).toBe(
      "v: expected a list of ServiceOptions members (None, Insurance, Signature, Saturday)",
    );
    expect(thrown(() => write(flags, "Insurance")).expected).toMatch(/a list of ServiceOptions/);
  });

  it("char: exactly one UTF-16 code unit", () => {
    expect(thrown(() => write(simple("char"), "😀")).expected).toMatch(/one UTF-16 code unit/);
    expect(thrown(() => write(simple("char"), "")).expected).toMatch(/one UTF-16 code unit/);
  });
});

describe("faults name the path of the bad value", () => {
  const piece = { id: 1, weight: "1", unit: "Kg" };

  it("a bad field deep inside: shipment.Pieces[2].Weight", () => {
    const value = { ...minimal, pieces: [piece, piece, { ...piece, weight: "1,5" }] };
    const error = thrown(() => write(SHIPMENT, value, "shipment"));
    expect(error.path).toBe("shipment.Pieces[2].Weight");
    expect(error.message).toBe(
      'shipment.Pieces[2].Weight: expected a decimal number (string such as "12.50") within System.Decimal\'s range (±79228162514264337593543950335)',
    );
    expect(error.reason).toBe(
      'expected a decimal number (string such as "12.50") within System.Decimal\'s range (±79228162514264337593543950335)',
    );
  });

  it("a missing value type, a bad attribute, a bad enum", () => {
    const { sequence: _, ...noSequence } = minimal;
    expect(thrown(() => write(SHIPMENT, noSequence, "shipment")).message).toBe(
      "shipment.Sequence: expected a long (a value type: never null or absent)",
    );
    expect(thrown(() => write(SHIPMENT, { ...minimal, version: "1" }, "shipment")).path).toBe("shipment.Version");
    expect(thrown(() => write(SHIPMENT, { ...minimal, state: "Lost" }, "shipment")).path).toBe("shipment.State");
  });

  it("null items where items cannot be nil", () => {
    const ints: ValueType = {
      kind: "array",
      item: { kind: "simple", type: "int" },
      itemElement: "int",
      itemNillable: false,
    };
    expect(thrown(() => write(ints, [1, null], "pieceIds")).path).toBe("pieceIds[1]");
    const error = thrown(() => write(SHIPMENT, { ...minimal, reference: ["a", null] }, "shipment"));
    expect(error.path).toBe("shipment.Reference[1]");
  });

  it("classes: an object, with a $type the declared class accepts", () => {
    expect(thrown(() => write(SHIPMENT, "x", "shipment")).message).toBe("shipment: expected an object (a Shipment)");
    expect(thrown(() => write(SHIPMENT, [], "shipment")).expected).toBe("an object (a Shipment)");
    const abstract = thrown(() => write(EVENT, { at: "2024-01-02T03:04:05Z" }, "evt"));
    expect(abstract.message).toBe("evt: expected an object whose $type is ExceptionEvent, DeliveryEvent or ScanEvent");
    expect(thrown(() => write(EVENT, { $type: "Shipment" }, "evt")).path).toBe("evt");
  });

  it("a secret field's bad value: the detail that would reveal it stays out of the message", () => {
    const auth: ValueType = { kind: "complex", name: "AuthHeader" };
    const error = thrown(() => write(auth, { userName: "alice", password: "pa\u0001ss" }, "AuthHeader"));
    expect(error.path).toBe("AuthHeader.Password");
    expect(error.secret).toBe(true);
    expect(error.message).toBe("AuthHeader.Password: expected text XML can carry");
    expect(error.reason).toBe("expected text XML can carry");
    expect(error.detail).toBe("U+0001 at index 2 cannot be sent in XML");
    const open = thrown(() => write(auth, { userName: "al\u0001ice" }, "AuthHeader"));
    expect(open.message).toBe(
      "AuthHeader.UserName: expected text XML can carry (U+0001 at index 2 cannot be sent in XML)",
    );
  });

  it("a class the descriptor lacks", () => {
    expect(
      thrown(() => writeValueElement("x", { kind: "complex", name: "Nope" }, {}, { nillable: false })).expected,
    ).toMatch(/class Nope is not in its types/);
  });
});

describe("HTTP GET/POST result documents", () => {
  it("a class root: xsd and xsi declared first, attributes, then the default namespace; indented", () => {
    expect(
      writeValueDocument("Shipment", SHIPMENT, { ...minimal, shipper: { name: "A", street: ["x"] } }, service),
    ).toBe(
      '<?xml version="1.0" encoding="utf-8"?>\n' +
        '<Shipment xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" Version="1" xmlns="http://shipment.example.com/tracking">\n' +
        "  <Id>3f2504e0-4f89-11d3-9a0c-0305e82c3301</Id>\n" +
        "  <State>Created</State>\n" +
        "  <Shipper>\n" +
        "    <Name>A</Name>\n" +
        "    <Street>\n" +
        "      <string>x</string>\n" +
        "    </Street>\n" +
        "  </Shipper>\n" +
        "  <CreatedAt>2024-01-02T03:04:05Z</CreatedAt>\n" +
        '  <DeliveredAt xsi:nil="true" />\n' +
        '  <DeclaredValue xsi:nil="true" />\n' +
        "  <Services>None</Services>\n" +
        "  <Sequence>0</Sequence>\n" +
        "  <DistanceKm>0</DistanceKm>\n" +
        "  <Fragile>false</Fragile>\n" +
        "  <Priority>65</Priority>\n" +
        "</Shipment>",
    );
  });

  it("null, simple and empty roots", () => {
    expect(writeValueDocument("ShipmentSummary", { kind: "complex", name: "ShipmentSummary" }, null, service)).toBe(
      '<?xml version="1.0" encoding="utf-8"?>\n<ShipmentSummary xmlns:xsd="http://www.w3.org/2001/XMLSchema" ' +
        `xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:nil="true" xmlns="${NS}" />`,
    );
    expect(writeValueDocument("boolean", { kind: "simple", type: "boolean" }, true, service)).toBe(
      `<?xml version="1.0" encoding="utf-8"?>\n<boolean xmlns="${NS}">true</boolean>`,
    );
    const strings: ValueType = {
      kind: "array",
      item: { kind: "simple", type: "string" },
      itemElement: "string",
      itemNillable: true,
    };
    expect(writeValueDocument("ArrayOfString", strings, [], service)).toBe(
      '<?xml version="1.0" encoding="utf-8"?>\n<ArrayOfString xmlns:xsd="http://www.w3.org/2001/XMLSchema" ' +
        `xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns="${NS}" />`,
    );
  });

  it("faults name the path from the root", () => {
    const error = thrown(() => writeValueDocument("Shipment", SHIPMENT, { ...minimal, fragile: "yes" }, service));
    expect(error.path).toBe("Shipment.Fragile");
  });
});

describe("hostile values", () => {
  it("a cyclic value is refused, not a stack overflow", () => {
    const svc: ServiceDescriptor = {
      ...service,
      types: {
        Node: {
          name: "Node",
          fields: [
            {
              wireName: "Next",
              tsName: "next",
              type: { kind: "complex", name: "Node" },
              optional: true,
              nillable: false,
              secret: false,
            },
          ],
        },
      },
    };
    const node: Record<string, unknown> = {};
    node.next = node;
    const error = thrown(() => write({ kind: "complex", name: "Node" }, node, "n", svc));
    expect(error.expected).toMatch(/nested at most 256 levels deep \(is it cyclic\?\)/);
    expect(error.path).toMatch(/^n(\.Next)+$/);
  });

  it("names of Object.prototype are no classes", () => {
    expect(thrown(() => write({ kind: "complex", name: "toString" }, {}, "x")).expected).toMatch(
      /class toString is not/,
    );
    expect(thrown(() => write(EVENT, { $type: "constructor" }, "evt")).path).toBe("evt");
  });
});
