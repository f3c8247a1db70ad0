/**
 * The event path of the value reader (value-events.ts: classes and arrays read straight from parser events)
 * against the tree path (value-reader.ts), for every type of both reference services and of the WCF tracking
 * descriptor: documents written from arbitrary values, as they are and damaged (bad text, removed, repeated
 * and unknown elements, xsi:nil, bad or missing xsi:type, elements inside simple values, text between elements), read
 * both ways with nillable and secret either way, give the same value with its keys in the same order, or
 * the same error (message, path, position, flags). The same parse limits and XML errors hold. A small
 * descriptor adds the constructs the reference services lack (construct-types.ts).
 */
import { inspect } from "node:util";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { loadSpec, parseSpec } from "../../generator/spec/load.js";
import type { ValueType } from "../../runtime/src/descriptor.js";
import { readsFromEvents, valueContentReader } from "../../runtime/src/soap/value-events.js";
import {
  readValueElement,
  writeValueDocument,
  writeValueElement,
  type WireTypes,
} from "../../runtime/src/soap/values.js";
import { codecsFor } from "../../runtime/src/soap/all-codecs.js";
import { ValueFormatError } from "../../runtime/src/values.js";
import { parseXml, type Capture, type XmlElement, type XmlLimits, type XmlNode } from "../../runtime/src/xml/tree.js";
import { escapeAttribute, escapeText } from "../../runtime/src/xml/escape.js";
import { SPEC_FILE, TRACKING_SPEC_FILE } from "../support/paths.js";
import { ValueArbitraries } from "./complex-arbitraries.js";
import { wcfTracking } from "./wcf-tracking-descriptor.js";
import {
  constructs,
  ENUM_EMPTY_SPEC,
  FLAGS_COMBINED_SPEC,
  ENUM_OBJECT_SPEC,
  ROOT_BASE_FORMS_SPEC,
  ROOT_FORMS_SPEC,
} from "./construct-types.js";

const XSI = "http://www.w3.org/2001/XMLSchema-instance";

interface Service {
  readonly name: string;
  readonly service: WireTypes & { readonly namespace: string };
  readonly types: Map<string, ValueType>;
}

function typesOf(service: ReturnType<typeof descriptorOf>): Map<string, ValueType> {
  const types = new Map<string, ValueType>();
  for (const name of Object.keys(service.types ?? {})) types.set(name, { kind: "complex", name });
  for (const op of service.operations) {
    for (const f of [...op.fields, ...(op.outParams ?? [])]) types.set(`${op.messageName}.${f.wireName}`, f.type);
    if (op.result) types.set(`${op.messageName} result`, op.result);
  }
  return types;
}

const services: Service[] = [SPEC_FILE, TRACKING_SPEC_FILE].map((file) => {
  const service = descriptorOf(loadSpec(file));
  return { name: service.name, service, types: typesOf(service) };
});
// The [XmlRoot] forms of results and parameters (construct-types.ts).
const rootForms = descriptorOf(parseSpec(ROOT_FORMS_SPEC, "spec/root-forms.yaml"));
services.push({ name: rootForms.name, service: rootForms, types: typesOf(rootForms) });
// [XmlRoot] on a base class beyond RootBase (construct-types.ts).
const rootBaseForms = descriptorOf(parseSpec(ROOT_BASE_FORMS_SPEC, "spec/root-base-forms.yaml"));
services.push({ name: rootBaseForms.name, service: rootBaseForms, types: typesOf(rootBaseForms) });
// An object holding an enum of [XmlType(Namespace)] (construct-types.ts).
// Its HTTP result document knows only what HTTP-offered results reach (lab object-known): the property writes any
// value as a document to read it both ways, so the writer is given every type (the reading is what is compared).
const enumObjects = { ...descriptorOf(parseSpec(ENUM_OBJECT_SPEC, "spec/enum-objects.yaml")), httpObjectTypes: undefined };
services.push({ name: enumObjects.name, service: enumObjects, types: typesOf(enumObjects) });
// An enum member named "" ([XmlEnum("")]).
const enumEmpty = descriptorOf(parseSpec(ENUM_EMPTY_SPEC, "spec/enum-empty.yaml"));
services.push({ name: enumEmpty.name, service: enumEmpty, types: typesOf(enumEmpty) });
// [Flags] members naming combinations.
const flagsCombined = descriptorOf(parseSpec(FLAGS_COMBINED_SPEC, "spec/flags-combined.yaml"));
services.push({ name: flagsCombined.name, service: flagsCombined, types: typesOf(flagsCombined) });
// The constructs the reference services lack (XmlText, attributes, choices, objects, defaults, namespaces).
services.push({
  name: constructs.name,
  service: constructs,
  types: new Map(Object.keys(constructs.types!).map((name) => [name, { kind: "complex", name } as ValueType])),
});

/** Types whose values the arbitraries make (DataSets, XML nodes and dictionaries have tests of their own). */
function hasArbitraries(type: ValueType, service: WireTypes, seen = new Set<string>()): boolean {
  switch (type.kind) {
    case "dataSet":
    case "dataTable":
    case "xml":
    case "map":
      return false;
    case "array":
      return hasArbitraries(type.item, service, seen);
    case "choice":
      return type.elements.every((e) => hasArbitraries(e.type, service, seen));
    case "complex": {
      if (seen.has(type.name)) return true;
      seen.add(type.name);
      const classes = [type.name, ...(service.types?.[type.name]?.subtypes ?? [])];
      return classes.every((name) => {
        const c = service.types![name]!;
        // [XmlAnyElement] and [XmlAnyAttribute] members have arbitraries of their own (complex-arbitraries.ts).
        return [...c.fields, ...(c.attributes ?? []), ...(c.text ? [c.text] : [])].every(
          (f) => f.form === "any" || f.form === "anyAttribute" || hasArbitraries(f.type, service, seen),
        );
      });
    }
    default:
      return true;
  }
}

/** The text of an element tree, as written (names and attributes as they were, namespace declarations included). */
function serialize(node: XmlNode): string {
  if (typeof node === "string") return escapeText(node);
  const attributes = node.attributes.map((a) => ` ${a.name}="${escapeAttribute(a.value)}"`).join("");
  return `<${node.name}${attributes}>${node.children.map(serialize).join("")}</${node.name}>`;
}

/** Every element of a tree, in document order. */
function elementsOf(element: XmlElement, into: XmlElement[] = []): XmlElement[] {
  into.push(element);
  for (const child of element.children) if (typeof child !== "string") elementsOf(child, into);
  return into;
}

type Mutable = { -readonly [K in keyof XmlElement]: XmlElement[K] };

const damages = [
  "badText",
  "remove",
  "repeat",
  "unknown",
  "nil",
  "badType",
  "undeclaredType",
  "untyped",
  "child",
  "text",
  "emptied",
] as const;

/** Damages the element at `index` (in document order, the root excluded for removals) of a tree, in place. */
function damage(root: XmlElement, index: number, kind: (typeof damages)[number]): void {
  const all = elementsOf(root);
  const target = all[index % all.length]! as Mutable;
  const parent = all.find((e) => e.children.includes(target)) as Mutable | undefined;
  const xsi = (local: string, value: string): void => {
    target.attributes = [...target.attributes, { name: `xsi:${local}`, local, ns: XSI, value }];
  };
  switch (kind) {
    case "badText":
      target.children = ["%bad%"];
      break;
    case "remove":
      if (parent) parent.children = parent.children.filter((c) => c !== target);
      break;
    case "repeat":
      if (parent) {
        const at = parent.children.indexOf(target);
        parent.children = [
          ...parent.children.slice(0, at + 1),
          { ...target, children: ["7"] },
          ...parent.children.slice(at + 1),
        ];
      }
      break;
    case "unknown":
      target.children = [...target.children, { ...target, name: "zz", local: "zz", attributes: [], children: ["1"] }];
      break;
    case "nil":
      xsi("nil", index % 2 === 0 ? "true" : " 1 ");
      break;
    case "badType":
      xsi("type", "Nope");
      break;
    case "undeclaredType":
      xsi("type", "q9:Shipment");
      break;
    case "untyped":
      // Its xsi:type taken away: a derived class's element read as its declared class (an abstract one refused).
      target.attributes = target.attributes.filter((a) => !(a.local === "type" && a.ns === XSI));
      break;
    case "child": {
      // A copy of another element inside this one: a known name in a simple value, a field out of place.
      const other = all[(index * 7 + 3) % all.length]!;
      target.children = [{ ...other, children: ["1"] }, ...target.children];
      break;
    }
    case "text":
      target.children = ["junk", ...target.children];
      break;
    case "emptied":
      target.children = [];
      break;
  }
}

/** What a read gave, comparable: the value with its keys in order, or the error with its location and flags. */
function outcome(read: () => unknown): string {
  try {
    return inspect(read(), {
      depth: Infinity,
      maxArrayLength: Infinity,
      maxStringLength: Infinity,
      breakLength: Infinity,
      sorted: false,
    });
  } catch (error) {
    if (error instanceof ValueFormatError) {
      return `ValueFormatError ${JSON.stringify({ message: error.message, path: error.path, position: error.position, secret: error.secret, xmlException: error.xmlException })}`;
    }
    return `${(error as Error).name}: ${(error as Error).message}`;
  }
}

interface ReadCase {
  readonly text: string;
  /** The depth of the element read (0: the root). */
  readonly depth: number;
  readonly nillable: boolean;
  readonly secret: boolean;
  readonly limits?: XmlLimits;
}

/** Reads the element at `depth`'s first child chain of a document both ways: [tree, events, captured?]. */
function bothWays(service: WireTypes, type: ValueType, c: ReadCase): [string, string, boolean] {
  const options = { service, path: "p", nillable: c.nillable, secret: c.secret };
  const pick = (root: XmlElement): XmlElement => {
    let element = root;
    for (let i = 0; i < c.depth; i++) element = element.children.find((n): n is XmlElement => typeof n !== "string")!;
    return element;
  };
  const context = { service, rules: "xml" as const, codecs: codecsFor(service) };
  let captured = false;
  const capture: Capture = (element, ancestors) => {
    if (ancestors.length !== c.depth || !readsFromEvents(context, type)) return undefined;
    captured = true;
    return valueContentReader(context, element, type, c.nillable, c.secret);
  };
  const tree = outcome(() => readValueElement(pick(parseXml(c.text, c.limits)), type, "xml", options));
  const events = outcome(() => readValueElement(pick(parseXml(c.text, c.limits, capture)), type, "xml", options));
  return [tree, events, captured];
}

for (const { name, service, types } of services) {
  const arbitraries = new ValueArbitraries(service);
  const NS = service.namespace;
  describe(`the event path reads as the tree path: ${name}`, () => {
    for (const [title, type] of types) {
      if (!hasArbitraries(type, service)) continue;
      const events = readsFromEvents({ service, rules: "xml" }, type);
      it(`${title}${events ? "" : " (read from the tree)"}`, () => {
        let captures = 0;
        fc.assert(
          fc.property(
            arbitraries.value(type),
            fc.boolean(),
            fc.array(fc.tuple(fc.nat(), fc.constantFrom(...damages)), { maxLength: 3 }),
            fc.boolean(),
            fc.boolean(),
            (value, document, hurt, nillable, secret) => {
              const text = document
                ? writeValueDocument("Root", type, value, service)
                : `<w xmlns="${NS}" xmlns:xsi="${XSI}">${writeValueElement("v", type, value, { nillable: false, service })}</w>`;
              const depth = document ? 0 : 1;
              let damaged = text;
              if (hurt.length > 0) {
                const root = parseXml(text);
                const start = depth === 0 ? root : (root.children.find((n) => typeof n !== "string") as XmlElement);
                if (start === undefined) return;
                for (const [index, kind] of hurt) damage(start, index, kind);
                damaged = serialize(root);
              }
              const [tree, read, captured] = bothWays(service, type, { text: damaged, depth, nillable, secret });
              if (captured) captures++;
              expect(read).toBe(tree);
            },
          ),
          { numRuns: type.kind === "complex" || type.kind === "array" ? 150 : 30 },
        );
        if (events) expect(captures).toBeGreaterThan(0);
      });
    }
  });
}

describe("the event path: WCF tracking (DataContractSerializer) stays on the tree", () => {
  it("reads none of its types from events", () => {
    const context = { service: wcfTracking, rules: "xml" as const };
    for (const c of Object.keys(wcfTracking.types ?? {})) {
      expect(readsFromEvents(context, { kind: "complex", name: c })).toBe(false);
    }
  });
});

describe("the event path: parse limits and XML errors", () => {
  const { service } = services[1]!;
  const NS = service.namespace;
  const type: ValueType = { kind: "complex", name: "Shipment" };
  const head = `<w xmlns="${NS}" xmlns:xsi="${XSI}"><v>`;
  it("refuses nesting beyond the limit inside the captured element, the same way", () => {
    const deep = `${head}${"<Shipper>".repeat(12)}${"</Shipper>".repeat(12)}</v></w>`;
    const limits = { maxDepth: 8, maxAttributes: 256 };
    const [tree, events, captured] = bothWays(service, type, {
      text: deep,
      depth: 1,
      nillable: true,
      secret: false,
      limits,
    });
    expect(events).toBe(tree);
    expect(events).toMatch(/^XmlParseError: Elements are nested deeper than 8 levels/);
    expect(captured).toBe(true);
  });
  it("refuses too many attributes inside the captured element, the same way", () => {
    const attributes = Array.from({ length: 5 }, (_, i) => ` a${i}="1"`).join("");
    const text = `${head}<Shipper${attributes} /></v></w>`;
    const limits = { maxDepth: 64, maxAttributes: 4 };
    const [tree, events] = bothWays(service, type, { text, depth: 1, nillable: true, secret: false, limits });
    expect(events).toBe(tree);
    expect(events).toMatch(/^XmlParseError: An element has more than 4 attributes/);
  });
  it("gives the parser's error for malformed XML after a bad value", () => {
    const text = `${head}<Weight>x</Weight><Shipper></Destination></v></w>`;
    const [tree, events] = bothWays(service, type, { text, depth: 1, nillable: true, secret: false });
    expect(events).toBe(tree);
    expect(events).toMatch(/^XmlParseError/);
  });
});

describe("the value reader's objects", () => {
  /** Every object in a read value (arrays and bytes aside), with where it is. */
  function objectsIn(value: unknown, at: string, into: [string, object][] = []): [string, object][] {
    if (value === null || typeof value !== "object" || value instanceof Uint8Array) return into;
    if (Array.isArray(value)) {
      value.forEach((item, i) => objectsIn(item, `${at}[${i}]`, into));
      return into;
    }
    into.push([at, value]);
    for (const [key, member] of Object.entries(value)) objectsIn(member, `${at}.${key}`, into);
    return into;
  }

  it("are plain objects, as `{}` makes them, on both paths, classes of more than 4 and 10 members too", () => {
    const tracking = services[1]!;
    const service = tracking.service;
    const type: ValueType = { kind: "complex", name: "Shipment" };
    const context = { service, rules: "xml" as const, codecs: codecsFor(service) };
    let seen = 0;
    let captured = 0;
    fc.assert(
      fc.property(new ValueArbitraries(service).value(type), (value) => {
        const text = writeValueDocument("Root", type, value, service);
        const options = { service, path: "p", nillable: false, secret: false };
        const tree = readValueElement(parseXml(text), type, "xml", options);
        const capture: Capture = (element, ancestors) =>
          ancestors.length === 0 && ++captured > 0
            ? valueContentReader(context, element, type, false, false)
            : undefined;
        const events = readValueElement(parseXml(text, undefined, capture), type, "xml", options);
        for (const read of [tree, events]) {
          for (const [at, object] of objectsIn(read, "p")) {
            seen++;
            expect(Object.getPrototypeOf(object), at).toBe(Object.prototype);
            expect(object.constructor, at).toBe(Object);
            expect(object, at).toStrictEqual({ ...object });
          }
        }
      }),
      { numRuns: 40 },
    );
    expect(seen).toBeGreaterThan(40);
    expect(captured).toBe(40);
  });
});
