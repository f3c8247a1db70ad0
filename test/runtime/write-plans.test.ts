/**
 * The value writer's per-class write plans (value-writer.ts: a class's simple fields written from tags made
 * once) against the writer without them (`unplanned`, every field through emitField), for every type of both
 * reference services: arbitrary values, as they are and damaged (a member set to null, undefined, a value of
 * another type, text XML cannot carry, an integer out of range), written as a SOAP body member in the
 * service's namespace and in another one, give the same text byte for byte, or the same error (message,
 * path, flags).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ValueType } from "../../runtime/src/descriptor.js";
import { codecsFor } from "../../runtime/src/soap/all-codecs.js";
import { writeElement, writeElementInto, type WriteContext } from "../../runtime/src/soap/value-writer.js";
import { TextChunks, utf8Bytes } from "../../runtime/src/text/chunks.js";
import { ValueArbitraries } from "./complex-arbitraries.js";
import { describeSameWriting, services, written } from "./writer-cases.js";

for (const service of services) {
  describeSameWriting(
    `write plans write what the unplanned writer writes: ${service.name}`,
    service,
    (base) => ({ ...base, codecs: codecsFor(service) }),
    (base) => ({ ...base, codecs: codecsFor(service), unplanned: true }),
    200,
  );
}

describe("a large value is written in flattened chunks, with the same text", () => {
  it("an array of 400 shipments is its items' elements, each written alone, between its tags", () => {
    const service = services[1]!;
    const result = service.operations.find((op) => op.messageName === "FindShipments")!.result!;
    if (result.kind !== "array") throw new Error("FindShipments answers an array");
    const items = fc.sample(new ValueArbitraries(service).value(result.item), { numRuns: 400, seed: 31 });
    const context = (): WriteContext => ({
      service,
      codecs: codecsFor(service),
      indented: false,
      prefixes: { count: 0 },
    });
    const whole = writeElement(context(), "v", result, items, "v", false, 0);
    const alone = items.map((item) => writeElement(context(), result.itemElement, result.item, item, "v", false, 1));
    expect(whole.length).toBeGreaterThan(8192 * 8); // several chunks
    expect(whole).toBe(`<v>${alone.join("")}</v>`);
  });

  it("writeElementInto gives the same text, each chunk marking where its non-ASCII values are", () => {
    const service = services[1]!;
    const result = service.operations.find((op) => op.messageName === "FindShipments")!.result!;
    if (result.kind !== "array") throw new Error("FindShipments answers an array");
    const sampled = fc.sample(new ValueArbitraries(service).value(result.item), { numRuns: 400, seed: 15 });
    // Non-ASCII text in planned simple fields and planned array items, escaped or not, of 2, 3 and 4 bytes.
    const texts = ['Zoë <Ltd> & "Co"', "Hauptstraße 5", "東京", "😀 ok", "plain"];
    const items = sampled.map((item, i) =>
      item && typeof item === "object" ? { ...item, trackNum: texts[i % 5], tags: [texts[(i + 1) % 5], "x"] } : item,
    );
    const context: WriteContext = { service, codecs: codecsFor(service), indented: false, prefixes: { count: 0 } };
    const whole = writeElement({ ...context, prefixes: { count: 0 } }, "v", result, items, "v", false, 0);
    const into = new TextChunks();
    writeElementInto(into, context, "v", result, items, "v");
    const chunks = into.chunks();
    expect(chunks.join("")).toBe(whole);
    expect(chunks.length).toBeGreaterThan(4);
    let marked = 0;
    chunks.forEach((chunk, k) => {
      const spans = into.marks()[k] ?? [];
      for (let i = 0; i < chunk.length; i++) {
        if (chunk.charCodeAt(i) < 0x80) continue;
        let inside = false;
        for (let j = 0; j < spans.length; j += 2) if (spans[j]! <= i && i < spans[j + 1]!) inside = true;
        expect(inside, `chunk ${k}, index ${i}: ${chunk.slice(i - 20, i + 20)}`).toBe(true);
        marked++;
      }
    });
    expect(marked).toBeGreaterThan(400);
    expect(Buffer.compare(utf8Bytes(into), new TextEncoder().encode(whole))).toBe(0);
  });
});

describe("planned class and array fields", () => {
  const service = services[1]!;
  const shipment: ValueType = { kind: "complex", name: "Shipment" };
  const write = (value: unknown, unplanned: boolean): string =>
    written(
      { service, codecs: codecsFor(service), indented: false, prefixes: { count: 0 }, unplanned },
      shipment,
      value,
    );

  it("skip holes, write nil items, and name a bad item's path as the unplanned writer does", () => {
    const [base] = fc.sample(new ValueArbitraries(service).value(shipment), { numRuns: 1, seed: 7 }) as Record<
      string,
      unknown
    >[];
    const piece = { id: 1, weight: "2.5", unit: "Kg", dimensions: { length: "1", width: "2", height: "3" } };
    // eslint-disable-next-line no-sparse-arrays
    const holes = [piece, , null, piece];
    const cases = [
      { ...base, pieces: holes, tags: ["a", , null, "<b>"] },
      { ...base, pieces: [piece, { ...piece, dimensions: { length: "x", width: "2", height: "3" } }] },
      { ...base, pieces: [piece, "not a piece"] },
      { ...base, shipper: { name: "n", street: ["s", 5] } },
      { ...base, shipper: [] },
      { ...base, pieces: {} },
    ];
    const outputs = cases.map((value) => write(value, false));
    expect(outputs.map((text, i) => [i, text])).toEqual(cases.map((value, i) => [i, write(value, true)]));
    expect(outputs[0]).toContain("<Pieces><Piece><Id>1</Id>");
    expect(outputs[0]).toContain('<Piece xsi:nil="true" />');
    expect(outputs[0]).toContain('<Tags><string>a</string><string xsi:nil="true" /><string>&lt;b&gt;</string></Tags>');
    expect(outputs[1]).toContain('"path":"v.Pieces[1].Dimensions.Length"');
    expect(outputs[3]).toContain('"path":"v.Shipper.Street[1]"');
  });
});

describe("a planned class field's class", () => {
  it("is the one of the service written for, when two services share the class holding it", () => {
    const service = services[1]!;
    const types = service.types!;
    // A second service with the same Shipment and Piece descriptors, whose Address and Dimensions differ.
    const address = types.Address!;
    const dimensions = types.Dimensions!;
    const other = {
      ...service,
      types: {
        ...types,
        Address: { ...address, fields: [...address.fields].reverse() },
        Dimensions: { ...dimensions, fields: [...dimensions.fields].reverse() },
      },
    };
    const shipment: ValueType = { kind: "complex", name: "Shipment" };
    const [value] = fc.sample(new ValueArbitraries(service).value(shipment), { numRuns: 1, seed: 3 }) as Record<
      string,
      unknown
    >[];
    const piece = { id: 1, weight: "2.5", unit: "Kg", dimensions: { length: "1", width: "2", height: "3" } };
    const input = { ...value, shipper: { name: "n", street: ["s"], city: "c" }, pieces: [piece] };
    const write = (s: typeof service, unplanned: boolean): string =>
      written(
        { service: s, codecs: codecsFor(s), indented: false, prefixes: { count: 0 }, unplanned },
        shipment,
        input,
      );
    expect(write(service, false)).toBe(write(service, true));
    const text = write(other, false);
    expect(text).toBe(write(other, true));
    expect(text).toContain("<Shipper><City>c</City><Street><string>s</string></Street><Name>n</Name></Shipper>");
    expect(text).toContain("<Dimensions><Height>3</Height><Width>2</Width><Length>1</Length></Dimensions>");
  });
});
