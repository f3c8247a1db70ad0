/**
 * DataContractSerializer's text as .NET writes it: prefixes made up as XmlDictionaryWriter makes them (the first
 * letter not bound in scope: `a`, `b`...; `i` and `z` for XMLSchema-instance and serialization), declarations
 * where the recordings have them, after the element's attributes (XmlDictionaryWriter declares them when it
 * ends the start tag), `/>` with no space; and the two time types of WCF (runtime/src/text/wcf-times.ts).
 */
import { describe, expect, it } from "vitest";
import { writeValueElement, readValueElement } from "../../runtime/src/soap/values.js";
import { NamespaceScope, qualify } from "../../runtime/src/soap/data-contract.js";
import { parseXml } from "../../runtime/src/xml/tree.js";
import {
  canonicalDateTimeOffset,
  canonicalDuration,
  dateTimeOffsetParts,
  timesCodec,
} from "../../runtime/src/text/wcf-times.js";
import { parseSimple, formatSimple } from "../../runtime/src/values.js";
import { DATA_NS, LT_NS, wcfTracking } from "./wcf-tracking-descriptor.js";

/** The times codec, as a descriptor of a service with TimeSpan or DateTimeOffset values names it. */
const TIMES = { times: timesCodec };

const XSI = "http://www.w3.org/2001/XMLSchema-instance";
const SER = "http://schemas.microsoft.com/2003/10/Serialization/";

describe("prefixes as .NET's XmlDictionaryWriter makes them", () => {
  it("a class: its contract namespace `a` and `i` on the root, a nested namespace `b`, `z` for references", () => {
    const party = { address: { city: "C", country: null, street: "S", zip: null }, name: "N" };
    const written = writeValueElement(
      "Result",
      {
        kind: "array",
        item: { kind: "complex", name: "Party" },
        itemElement: "Party",
        itemNillable: true,
        namespace: DATA_NS,
      },
      [party, party, null],
      { nillable: true, service: wcfTracking },
    );
    expect(written).toBe(
      `<Result xmlns:a="${DATA_NS}" xmlns:i="${XSI}">` +
        `<a:Party z:Id="i1" xmlns:z="${SER}"><a:Address><a:City>C</a:City><a:Country i:nil="true"/><a:Street>S</a:Street></a:Address><a:Name>N</a:Name></a:Party>` +
        `<a:Party z:Ref="i1" xmlns:z="${SER}"/>` +
        `<a:Party i:nil="true"/>` +
        `</Result>`,
    );
  });

  it("a member of another contract namespace declares it, null or not; a subtype's i:type declares its own", () => {
    const piece = { count: null, id: "P", size: null, unit: "Kg", weightKg: "1" };
    expect(
      writeValueElement("P", { kind: "complex", name: "Piece" }, piece, { nillable: true, service: wcfTracking }),
    ).toBe(
      `<P xmlns:a="${LT_NS}" xmlns:i="${XSI}"><a:Id>P</a:Id><a:Size i:nil="true" xmlns:b="${DATA_NS}"/><a:Unit>Kg</a:Unit><a:WeightKg>1</a:WeightKg></P>`,
    );
    const delivered = { $type: "DeliveryEvent", at: "2024-05-01T08:30:00Z", where: "D", atDoor: true, signedBy: "A" };
    expect(
      writeValueElement("E", { kind: "complex", name: "TrackingEvent" }, delivered, {
        nillable: true,
        service: wcfTracking,
      }),
    ).toBe(
      `<E i:type="b:Delivered" xmlns:a="${LT_NS}" xmlns:i="${XSI}" xmlns:b="http://tracking.example.com/events">` +
        `<a:At>2024-05-01T08:30:00Z</a:At><a:Where>D</a:Where><b:AtDoor>true</b:AtDoor><b:SignedBy>A</b:SignedBy></E>`,
    );
  });

  it("skips letters bound in scope and falls back after z", () => {
    let scope = NamespaceScope.withDefault("urn:d");
    const made: string[] = [];
    for (let n = 0; n < 28; n++) {
      const q = qualify(scope, `urn:${n}`, "x");
      made.push(q.name.split(":")[0]!);
      scope = q.scope;
    }
    expect(made.slice(0, 3)).toEqual(["a", "b", "c"]);
    expect(made.slice(25)).toEqual(["z", "d1", "d2"]);
    expect(qualify(scope, "urn:d", "x").name).toBe("x");
  });

  it("writes a value type's null as an error and leaves EmitDefaultValue=false members at their default out", () => {
    expect(() =>
      writeValueElement(
        "D",
        { kind: "complex", name: "Dimensions" },
        { length: 1, width: null, height: 2 },
        {
          nillable: true,
          service: wcfTracking,
        },
      ),
    ).toThrow(/D\.Width: .*a value type: never null/);
    const address = { city: "C", country: "X", street: "S", zip: null };
    expect(
      writeValueElement("A", { kind: "complex", name: "Address" }, address, { nillable: true, service: wcfTracking }),
    ).not.toContain("Zip");
  });

  it("reads `i` and the contract namespace under any prefix", () => {
    const xml = `<E xmlns:q="${LT_NS}" xmlns:n="${XSI}" n:type="q:ScanEvent"><q:At>2024-05-01T08:30:00</q:At><q:Where n:nil="1"/><q:Scanner>S</q:Scanner></E>`;
    expect(
      readValueElement(parseXml(xml), { kind: "complex", name: "TrackingEvent" }, "xml", { service: wcfTracking }),
    ).toEqual({
      $type: "ScanEvent",
      at: "2024-05-01T08:30:00",
      where: null,
      scanner: "S",
    });
  });
});

describe("TimeSpan as xs:duration", () => {
  it.each([
    ["P1DT2H3M4.5S", "P1DT2H3M4.5S"],
    ["PT0S", "PT0S"],
    ["P0D", "PT0S"],
    ["PT36H", "P1DT12H"],
    ["-PT0.0000001S", "-PT0.0000001S"],
    ["PT1.123456789S", "PT1.1234567S"],
    ["P1Y2M", "P425D"],
    ["P10675199DT2H48M5.4775807S", "P10675199DT2H48M5.4775807S"],
    ["-P10675199DT2H48M5.4775808S", "-P10675199DT2H48M5.4775808S"],
  ])("%s reads as %s", (text, expected) => {
    expect(canonicalDuration(text)).toBe(expected);
    expect(parseSimple("duration", ` ${text} `, "xml", TIMES)).toBe(expected);
    expect(formatSimple("duration", text, TIMES)).toBe(expected);
    // Without the codec, a generator fault named as such (not a value's).
    expect(() => parseSimple("duration", text, "xml")).toThrow(/names no TimeSpan and DateTimeOffset codec/);
    expect(() => formatSimple("duration", text, {})).toThrow(/names no TimeSpan and DateTimeOffset codec/);
  });

  it.each(["", "P", "PT", "P1H", "1D", "P1DT", "P10675199DT2H48M5.4775808S", `P${"9".repeat(40)}D`])(
    "refuses %j",
    (text) => {
      expect(canonicalDuration(text)).toBeUndefined();
      expect(() => parseSimple("duration", text, "xml", TIMES)).toThrow(/a duration such as P1DT2H3M4\.5S/);
    },
  );
});

describe("DateTimeOffset", () => {
  it("travels as the UTC time and the offset in minutes", () => {
    expect(dateTimeOffsetParts("2024-05-01T10:30:00+02:00")).toEqual({
      dateTime: "2024-05-01T08:30:00Z",
      offsetMinutes: 120,
    });
    expect(dateTimeOffsetParts("2024-05-01T10:30:00.1230-05:30")).toEqual({
      dateTime: "2024-05-01T16:00:00.123Z",
      offsetMinutes: -330,
    });
    expect(dateTimeOffsetParts("0001-01-01T00:00:00+00:00")).toEqual({
      dateTime: "0001-01-01T00:00:00Z",
      offsetMinutes: 0,
    });
    expect(canonicalDateTimeOffset("2024-05-01T08:30:00Z")).toBe("2024-05-01T08:30:00+00:00");
    expect(parseSimple("dateTimeOffset", " 2024-05-01T08:30:00Z ", "xml", TIMES)).toBe("2024-05-01T08:30:00+00:00");
    expect(() => formatSimple("dateTimeOffset", "2024-05-01T08:30:00Z")).toThrow(
      /names no TimeSpan and DateTimeOffset codec/,
    );
  });

  it.each([
    "2024-05-01T10:30:00",
    "2024-02-30T00:00:00Z",
    "2024-05-01T10:30:00+15:00",
    "0001-01-01T00:00:00+01:00",
    "x",
  ])("refuses %j", (text) => {
    expect(canonicalDateTimeOffset(text)).toBeUndefined();
    expect(() => formatSimple("dateTimeOffset", text, TIMES)).toThrow(/a date and time with its offset/);
  });
});
