/**
 * fast-check arbitraries of values of any type a service descriptor describes, in the form the codec's
 * reader returns them (decimal scale as written, lower-case guids, dateTime fractions without trailing
 * zeros, flags in member order, absent rather than null reference fields, `List<T>` members always
 * present), so that encoding then decoding must give the very same value back. Classes choose among the
 * subclasses their declared type accepts; nesting is bounded.
 */
import fc from "fast-check";
import type { ComplexDescriptor, FieldDescriptor, ValueType } from "../../runtime/src/descriptor.js";
import type { WireTypes } from "../../runtime/src/soap/values.js";
import { findInvalidXmlChar } from "../../runtime/src/xml/escape.js";

/** Text XML can carry: anything but the characters XML 1.0 forbids, astral characters and line ends included. */
export const xmlString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: "binary", maxLength: 12 }).filter((s) => findInvalidXmlChar(s) < 0),
  fc.constantFrom("", " ", " lead and trail ", "<&>\"'", "]]>", "a\r\nb\rc", "\t", "😀 𝄞 astral", "Zoë", "&amp;"),
);

const decimal = fc
  .tuple(
    fc.boolean(),
    fc.oneof(fc.constant("0"), fc.stringMatching(/^[1-9]\d{0,27}$/)),
    fc.option(fc.stringMatching(/^\d{1,28}$/), { nil: undefined }),
  )
  .map(([negative, whole, fraction]) => {
    const digits = fraction === undefined ? whole : `${whole}.${fraction}`;
    // System.Decimal has no negative zero.
    return negative && /[1-9]/.test(digits) ? `-${digits}` : digits;
  });

const dateTime = fc
  .record({
    date: fc.date({
      min: new Date("0001-01-01T00:00:00Z"),
      max: new Date("9999-12-31T23:59:59Z"),
      noInvalidDate: true,
    }),
    fraction: fc.stringMatching(/^(\d{0,6}[1-9])?$/),
    zone: fc.oneof(
      fc.constantFrom("", "Z", "+00:00", "-05:30", "+14:00"),
      fc
        .tuple(fc.constantFrom("+", "-"), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 59 }))
        .map(([s, h, m]) => `${s}${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`),
    ),
  })
  .map(({ date, fraction, zone }) => `${date.toISOString().slice(0, 19)}${fraction ? `.${fraction}` : ""}${zone}`);

/** A time of day as read ([XmlElement(DataType = "time")]): HH:mm:ss.fffffff, then nothing, `Z` or `+00:00`. */
const timeOfDay = fc
  .tuple(
    fc.integer({ min: 0, max: 23 }),
    fc.integer({ min: 0, max: 59 }),
    fc.integer({ min: 0, max: 9_999_999 }),
    fc.constantFrom("", "Z", "+00:00"),
  )
  .map(
    ([h, m, f, zone]) =>
      `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}:${String(m).padStart(2, "0")}.${String(f).padStart(7, "0")}${zone}`,
  );

function simpleValue(type: string): fc.Arbitrary<unknown> {
  switch (type) {
    case "string":
      return xmlString;
    case "boolean":
      return fc.boolean();
    case "int":
      return fc.integer();
    case "short":
      return fc.integer({ min: -32768, max: 32767 });
    case "byte":
      return fc.integer({ min: -128, max: 127 });
    case "unsignedByte":
      return fc.integer({ min: 0, max: 255 });
    case "unsignedShort":
      return fc.integer({ min: 0, max: 65535 });
    case "unsignedInt":
      return fc.integer({ min: 0, max: 4294967295 });
    // Beyond 2^53 on purpose: a JavaScript number would lose these.
    case "long":
      return fc.oneof(
        fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }),
        fc.constantFrom(2n ** 53n + 1n, -(2n ** 63n)),
      );
    case "unsignedLong":
      return fc.bigInt({ min: 0n, max: 2n ** 64n - 1n });
    case "decimal":
      return decimal;
    case "double":
      return fc.oneof(fc.double(), fc.constantFrom(1e21, 1e-7, 1234.5, -0, Infinity, -Infinity, NaN));
    case "float":
      return fc.float();
    case "dateTime":
      return dateTime;
    case "date":
      // Canonical yyyy-MM-dd days, what a reader gives back.
      return fc
        .date({ min: new Date("0001-01-01T00:00:00Z"), max: new Date("9999-12-31T00:00:00Z"), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case "guid":
      return fc.uuid();
    case "base64Binary":
      return fc.uint8Array({ maxLength: 12 });
    case "char":
      // Any UTF-16 code unit, lone surrogates included: a .NET char is one, sent as its number.
      return fc.integer({ min: 0, max: 65535 }).map((code) => String.fromCharCode(code));
    case "QName":
      // Names that need no XmlConvert escape (an unprefixed one is read back as written, not decoded), in no
      // namespace, the class's, XML Schema's (the envelope's xsd) or others.
      return fc.record({
        namespace: fc.constantFrom("", "urn:constructs", "urn:other", "urn:q", "http://www.w3.org/2001/XMLSchema"),
        name: fc.constantFrom("", "a", "Name", "x.y", "z-1", "_u", "été"),
      });
    default:
      throw new Error(`no arbitrary for ${type}`);
  }
}

/** Reference types may be absent; value types never are (unless optional or nullable). */
function isValueType(type: ValueType): boolean {
  if (type.kind === "enum") return true;
  return type.kind === "simple" && type.type !== "string" && type.type !== "base64Binary" && type.type !== "QName";
}

/** Content carried as it is: none, or text (white space alone is not kept). */
const textContent = fc
  .option(
    xmlString.filter((s) => s.trim() !== ""),
    { nil: undefined },
  )
  .map((text) => (text === undefined ? {} : { children: [text] }));

/** The simple types an object value may hold (a date-only value travels as a dateTime in .NET). */
const OBJECT_SIMPLE_TYPES = [
  "string",
  "boolean",
  "int",
  "long",
  "short",
  "byte",
  "unsignedByte",
  "unsignedShort",
  "unsignedInt",
  "unsignedLong",
  "decimal",
  "double",
  "float",
  "dateTime",
  "base64Binary",
  "guid",
  "char",
] as const;

/** An element an [XmlAnyElement] member holds: a member's name or another, in the class's namespace or others. */
function anyElement(ns: string): fc.Arbitrary<unknown> {
  return fc
    .record({
      name: fc.constantFrom("Name", "Count", "Pair", "Tag", "x", "Rest"),
      namespace: fc.constantFrom(undefined, ns, "urn:e"),
      prefix: fc.constantFrom(undefined, "p"),
      attributes: fc.option(fc.constant([{ name: "k", value: "v" }]), { nil: undefined }),
      children: fc.option(
        fc.array(
          xmlString.filter((s) => s.trim() !== ""),
          { minLength: 1, maxLength: 1 },
        ),
        { nil: undefined },
      ),
    })
    .map((e) => {
      const element: Record<string, unknown> = { name: e.name };
      if (e.namespace) element.namespace = e.namespace;
      if (e.namespace && e.prefix) element.prefix = e.prefix;
      if (e.attributes) element.attributes = e.attributes;
      if (e.children) element.children = e.children;
      return element;
    });
}

const XML_NS = "http://www.w3.org/XML/1998/namespace";

/**
 * The attributes an [XmlAnyAttribute] member holds: none named as the class's own attribute members (`taken`),
 * in no namespace, the XML namespace, the class's (`ns`) or others, each namespace with one prefix (read back
 * as written); at least one, since none reads back as no member.
 */
function anyAttributes(ns: string, taken: readonly string[]): fc.Arbitrary<unknown> {
  const prefixes: Readonly<Record<string, string>> = { "urn:a": "a", "urn:b": "b", [XML_NS]: "xml", [ns]: "t" };
  const attribute = fc.record({
    name: fc.constantFrom(...["x", "y", "k", "space", "lang", "Name"].filter((n) => !taken.includes(n))),
    namespace: fc.constantFrom("", "urn:a", "urn:b", XML_NS, ns),
    value: xmlString,
  });
  return fc
    .uniqueArray(attribute, { selector: (a) => `${a.namespace} ${a.name}`, minLength: 1, maxLength: 4 })
    .map((list) =>
      list.map((a) =>
        a.namespace
          ? { name: a.name, namespace: a.namespace, prefix: prefixes[a.namespace]!, value: a.value }
          : { name: a.name, value: a.value },
      ),
    );
}

export class ValueArbitraries {
  readonly #service: WireTypes;
  readonly #maxDepth: number;

  constructor(service: WireTypes, maxDepth = 4) {
    this.#service = service;
    this.#maxDepth = maxDepth;
  }

  /** A non-null value of `type`. */
  value(type: ValueType, depth = 0): fc.Arbitrary<unknown> {
    switch (type.kind) {
      case "simple":
        return type.dataType === "time" ? timeOfDay : simpleValue(type.type);
      case "enum": {
        if (!type.flags) return fc.constantFrom(...type.values);
        const numbers = type.numbers ?? type.values.map((_, i) => i);
        const members = type.values.filter((_, i) => numbers[i] !== 0);
        // Canonical: the members set, in declaration (= value) order.
        return fc.subarray(members);
      }
      case "array": {
        const item = this.value(type.item, depth + 1);
        // A choice writes nothing for a null item (no element names it): none is null, so values come back equal.
        const items = type.itemNillable && type.item.kind !== "choice" ? fc.option(item, { nil: null, freq: 4 }) : item;
        return fc.array(items, { maxLength: depth >= this.#maxDepth ? 0 : 3 });
      }
      case "complex":
        return this.#object(this.#class(type.name), depth);
      case "dataSet":
      case "dataTable":
        throw new Error("DataSets have arbitraries of their own (dataset-arbitraries.ts)");
      case "map":
        throw new Error("dictionaries are DataContractSerializer's (data-contract-*.test.ts)");
      case "xml":
        throw new Error("XML nodes have arbitraries of their own (xml-node.test.ts)");
      case "choice":
        // A choice of simple values (a class among them too) names its element; a choice of classes is picked by
        // the value's class.
        return fc.oneof(
          ...type.elements.map((e) =>
            e.type.kind === "simple"
              ? this.value(e.type, depth).map((value: unknown) => ({ $element: e.element, value }))
              : type.identified
                ? this.#object(this.#class(e.type.name), depth).map((value: unknown) => ({ $element: e.element, value }))
                : this.#object(this.#class(e.type.name), depth),
          ),
        );
      case "object":
        return this.#anyObject(depth);
      case "serializable":
        return textContent;
    }
  }

  /** An object value: a simple one of any type, one of the service's classes, or untyped text content. */
  #anyObject(depth: number): fc.Arbitrary<unknown> {
    let simple: fc.Arbitrary<unknown> = fc
      .constantFrom(...OBJECT_SIMPLE_TYPES)
      .chain((type) => simpleValue(type).map((value) => ({ $type: type, value })));
    const untyped = textContent.map((value) => ({ $type: "anyType", value }));
    // An XmlSerializer object holding a QName (lab qualified-name-object): in a namespace, as one in none is
    // written as the bare name, which reads back in the default namespace (.NET's FromXmlQualifiedName).
    const qname = fc
      .record({
        namespace: fc.constantFrom("urn:constructs", "urn:other", "urn:q", "http://www.w3.org/2001/XMLSchema"),
        name: fc.constantFrom("", "a", "Name", "x.y", "_u", "été"),
      })
      .map((value) => ({ $type: "QName", value }));
    if (this.#service.serializer !== "dataContract") simple = fc.oneof(simple, qname);
    const classes = Object.values(this.#service.types ?? {}).filter((c) => !c.abstract && !c.anonymous);
    const named = Object.entries(this.#service.objectTypes ?? {});
    if (depth >= this.#maxDepth) return fc.oneof(simple, untyped);
    const others: fc.Arbitrary<unknown>[] = [];
    if (classes.length) {
      others.push(
        fc.constantFrom(...classes).chain((c) => this.#fields(c, depth + 1).map((value) => ({ $type: c.name, value }))),
      );
    }
    if (named.length) {
      others.push(
        fc
          .constantFrom(...named)
          .chain(([name, type]) => this.value(type, depth + 1).map((value) => ({ $type: name, value }))),
      );
    }
    return fc.oneof(simple, untyped, ...others);
  }

  #class(name: string): ComplexDescriptor {
    return this.#service.types![name]!;
  }

  #object(declared: ComplexDescriptor, depth: number): fc.Arbitrary<unknown> {
    const names = [...(declared.abstract ? [] : [declared.name]), ...(declared.subtypes ?? [])];
    return fc.constantFrom(...names).chain((name) => this.#fields(this.#class(name), depth));
  }

  #fields(type: ComplexDescriptor, depth: number): fc.Arbitrary<unknown> {
    const record: Record<string, fc.Arbitrary<unknown>> = {};
    const required: string[] = [];
    const hierarchy = type.base !== undefined || (type.subtypes?.length ?? 0) > 0;
    if (hierarchy) {
      record.$type = fc.constant(type.name);
      required.push("$type");
    }
    for (const field of [...(type.attributes ?? []), ...type.fields, ...(type.text ? [type.text] : [])]) {
      const [arbitrary, always] = this.#field(field, depth, type);
      // Past the depth limit reference fields are left out, so generation ends.
      if (!always && depth >= this.#maxDepth) continue;
      record[field.tsName] = arbitrary;
      if (always) required.push(field.tsName);
    }
    return fc.record(record, { requiredKeys: required, noNullPrototype: true });
  }

  /** The field's arbitrary and whether the key is always there. */
  #field(field: FieldDescriptor, depth: number, type: ComplexDescriptor): [fc.Arbitrary<unknown>, boolean] {
    // [XmlAnyAttribute]: attributes of any name and namespace but the class's own attributes'.
    if (field.form === "anyAttribute") {
      return [
        anyAttributes(
          this.#service.namespace ?? "",
          (type.attributes ?? []).map((a) => a.wireName),
        ),
        false,
      ];
    }
    // [XmlAnyElement]: elements of any name and namespace, some of them named as the class's members are.
    if (field.form === "any") {
      const ns = this.#service.namespace ?? "";
      // [XmlAnyElement(Name, Namespace)]: elements of its names only (the writer refuses others).
      const element = field.anyElements
        ? fc
            .constantFrom(...field.anyElements)
            .chain((e) => anyElement(ns).map((v) => ({ ...(v as object), name: e.name, namespace: e.namespace ?? ns })))
        : anyElement(ns);
      if (field.type.kind !== "array") return [element, false];
      // An XmlNode[] holds text too, written in line (never read back).
      const item =
        field.type.item.kind === "xml" && field.type.item.node === "XmlNode" ? fc.oneof(element, xmlString) : element;
      return [fc.array(item, { maxLength: 3 }), false];
    }
    const value = this.value(field.type, depth + 1);
    if (field.list) return [value, true];
    if (field.form === "repeated" && field.type.kind === "array") {
      // Nothing is written for an empty list: a present one has items, which cannot be nil.
      return [fc.array(this.value(field.type.item, depth + 1), { minLength: 1, maxLength: 3 }), false];
    }
    if (field.nillable) return [fc.option(value, { nil: null }), true];
    if (isValueType(field.type) && !field.optional) return [value, true];
    return [value, false];
  }
}
