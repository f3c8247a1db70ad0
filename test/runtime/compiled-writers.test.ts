/**
 * The class writers the generator emits for a server (src/writers.ts, runtime/src/soap/compiled-writers.ts)
 * against the planned writer they stand in for: arbitrary values of every type, as they are and damaged, in the
 * service's namespace and another, give the same text byte for byte or the same error. Both as the generator
 * writes them for the two packages that have them, and, for every service of the write plans' test, as a writer
 * made here from the same letters (the calls writers-module.ts writes for each).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { orderServiceServerDescriptor } from "../../generated/wcf-xml-orders/src/writers.js";
import { shipmentTrackingServerDescriptor } from "../../generated/shipment-tracking/src/writers.js";
import { codecsFor } from "../../runtime/src/soap/all-codecs.js";
import {
  compiledWritePlans,
  enumElement,
  integerElement,
  objectArray,
  objectElement,
  plannedElement,
  simpleArray,
  simpleElement,
  stepsOf,
  stringElement,
  type ClassWriter,
  type CompiledWritePlans,
  type FieldsWriter,
} from "../../runtime/src/soap/compiled-writers.js";
import type { ValueCodecs } from "../../runtime/src/soap/codecs.js";
import { writeElement, writeElementInto, type WriteContext } from "../../runtime/src/soap/value-writer.js";
import { writePlan, writePlansCodec } from "../../runtime/src/soap/write-plans.js";
import { ownField } from "../../runtime/src/own.js";
import { TextChunks, utf8Bytes } from "../../runtime/src/text/chunks.js";
import { ValueArbitraries } from "./complex-arbitraries.js";
import { describeSameWriting, services, written, type WrittenService } from "./writer-cases.js";

type Service = WrittenService;

/** Writers as writers-module.ts emits them: one call a step, chosen by its letter, from the namespace's plans. */
function writersOf(service: Service): ClassWriter[] {
  const types = service.types ?? {};
  const names = Object.keys(types).filter((name) => types[name]!.text === undefined);
  const compiled = new Set(names);
  const byName = new Map<string, FieldsWriter>();
  const nested =
    (name: string): FieldsWriter =>
    (...args) =>
      byName.get(name)!(...args);
  const writers = names.map((name, index): ClassWriter => {
    const plan = writePlan(types[name]!, service.namespace);
    const steps = stepsOf(service, plan, compiled);
    type Call = (...args: Parameters<FieldsWriter>) => void;
    const calls = steps.map((step, i): Call => {
      const key = plan[i]!.key;
      const letter = step[0]!;
      const className = step.length > 2 ? step.slice(2) : undefined;
      const member = (record: Readonly<Record<string, unknown>>): unknown =>
        key in Object.prototype ? ownField(record, key) : record[key];
      switch (letter) {
        case "s":
          return (out, _context, record, _depth, plans) => stringElement(out, plans[index]![i]!, member(record));
        case "i":
          return (out, _context, record, _depth, plans) => integerElement(out, plans[index]![i]!, member(record));
        case "e":
          return (out, _context, record, _depth, plans) => enumElement(out, plans[index]![i]!, member(record));
        case "v":
          return (out, context, record, _depth, plans) => simpleElement(out, context, plans[index]![i]!, member(record));
        case "o":
          return (out, context, record, depth, plans) =>
            objectElement(out, context, plans[index]![i]!, member(record), depth, plans, nested(className!));
        case "a":
          return className === undefined
            ? (out, context, record, depth, plans) => simpleArray(out, context, plans[index]![i]!, member(record), depth)
            : (out, context, record, depth, plans) =>
                objectArray(out, context, plans[index]![i]!, member(record), depth, plans, nested(className));
        default:
          return (out, context, record, depth, plans) =>
            plannedElement(out, context, plans[index]![i]!, member(record), depth);
      }
    });
    const write: FieldsWriter = (...args) => {
      for (const call of calls) call(...args);
    };
    byName.set(name, write);
    return { name, steps, write };
  });
  return writers;
}

/** Every type of `service` written through `codecs` and through the planned writer: the same text or error. */
function describeEqual(title: string, service: Service, codecs: ValueCodecs): void {
  const planned = { ...codecs, writePlans: writePlansCodec };
  describeSameWriting(title, service, (base) => ({ ...base, codecs }), (base) => ({ ...base, codecs: planned }), 150);
}

for (const service of services) {
  const codecs = { ...codecsFor(service), writePlans: compiledWritePlans(writersOf(service)) };
  describeEqual(`class writers made from the letters write what the planned writer writes: ${service.name}`, service, codecs);
}

const generated = [shipmentTrackingServerDescriptor, orderServiceServerDescriptor] as unknown as Service[];

for (const service of generated) {
  const codecs = service.codecs!;
  describeEqual(`the generated class writers write what the planned writer writes: ${service.name}`, service, codecs);
  describe(`the generated class writers of ${service.name}`, () => {
    it("have the letters of the runtime's plans, so none falls back to the planned writer unseen", () => {
      const writers = (codecs.writePlans as CompiledWritePlans).writers;
      const compiled = new Set(writers.map((w) => w.name));
      expect(writers.length).toBeGreaterThan(1);
      for (const writer of writers) {
        const plan = writePlan(service.types![writer.name]!, service.namespace);
        expect([writer.name, stepsOf(service, plan, compiled)]).toEqual([writer.name, writer.steps]);
      }
    });
  });
}

describe("the generated writers of Shipment Tracking, into the server's chunks", () => {
  const service = shipmentTrackingServerDescriptor as unknown as Service;
  const result = service.operations.find((op) => op.messageName === "FindShipments")!.result!;
  if (result.kind !== "array") throw new Error("FindShipments answers an array");
  const sampled = fc.sample(new ValueArbitraries(service).value(result.item), { numRuns: 400, seed: 15 });
  // Non-ASCII text in strings, array items and nested classes, escaped or not, of 2, 3 and 4 bytes.
  const texts = ['Zoë <Ltd> & "Co"', "Hauptstraße 5", "東京", "😀 ok", "plain"];
  const items = sampled.map((item, i) =>
    item && typeof item === "object"
      ? {
          ...item,
          trackNum: texts[i % 5],
          tags: [texts[(i + 1) % 5], "x"],
          shipper: { name: texts[(i + 2) % 5], street: [texts[(i + 3) % 5]], city: "c" },
        }
      : item,
  );
  const into = (codecs: ValueCodecs): TextChunks => {
    const chunks = new TextChunks();
    const context: WriteContext = { service, codecs, indented: false, prefixes: { count: 0 } };
    writeElementInto(chunks, context, "v", result, items, "v");
    return chunks;
  };

  it("are the planned writer's chunks, bytes and marks, and the bytes are the text's UTF-8", () => {
    const compiled = into(service.codecs!);
    const planned = into(codecsFor({ ...service, codecs: undefined }));
    expect(compiled.chunks().length).toBeGreaterThan(4);
    expect(compiled.chunks()).toEqual(planned.chunks());
    expect(compiled.marks()).toEqual(planned.marks());
    const text = writeElement(
      { service, codecs: service.codecs, indented: false, prefixes: { count: 0 } },
      "v",
      result,
      items,
      "v",
      false,
      0,
    );
    expect(compiled.chunks().join("")).toBe(text);
    expect(Buffer.compare(utf8Bytes(compiled), new TextEncoder().encode(text))).toBe(0);
  });

  it("take back what they wrote when a value is not theirs, marks and chunks included", () => {
    // A shipment with non-ASCII text and pieces enough to flush chunks of its own, its last piece's id a bigint
    // (the planned writer's to write): the writers' chunks and marks up to there are taken back.
    const piece = { id: 1, weight: "2.5", unit: "Kg", dimensions: { length: "1", width: "2", height: "3" } };
    const pieces = [...Array.from({ length: 300 }, () => piece), { ...piece, id: 5n }];
    const bailing = items.map((item, i) =>
      i === 200 && item && typeof item === "object"
        ? { ...item, shipper: { name: "Zoë", street: ["Hauptstraße"], city: "c" }, pieces }
        : item,
    );
    const write = (codecs: ValueCodecs): TextChunks => {
      const chunks = new TextChunks();
      writeElementInto(chunks, { service, codecs, indented: false, prefixes: { count: 0 } }, "v", result, bailing, "v");
      return chunks;
    };
    const compiled = write(service.codecs!);
    const planned = write(codecsFor({ ...service, codecs: undefined }));
    expect(compiled.chunks()).toEqual(planned.chunks());
    expect(compiled.marks()).toEqual(planned.marks());
    expect(compiled.chunks().join("")).toContain("<Piece><Id>5</Id>");
  });

  it("leave an error to the planned writer, which names it", () => {
    // A bad Piece deep in the 399th shipment: every shipment before it written by the writers, that one again by
    // the planned writer, which names the error.
    const broken = items.map((item, i) =>
      i === 398 && item && typeof item === "object"
        ? { ...item, pieces: [{ id: 1, weight: "x", unit: "Kg", dimensions: null }] }
        : item,
    );
    const context = (codecs: ValueCodecs): WriteContext => ({ service, codecs, indented: false, prefixes: { count: 0 } });
    const compiled = written(context(service.codecs!), result, broken);
    expect(compiled).toBe(written(context(codecsFor({ ...service, codecs: undefined })), result, broken));
    expect(compiled).toContain('"path":"v[398].Pieces[0].Weight"');
  });
});
