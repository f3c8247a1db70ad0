/**
 * Values as .NET's JavaScriptSerializer writes and reads them for a ScriptService (System.Web.Extensions):
 * - strings escaped as HttpUtility.JavaScriptStringEncode does (`"` `\` and control characters, and also
 *   `'` `<` `>` `&` U+0085 U+2028 U+2029 as `\u00xx`, lower-case hex);
 * - numbers as written by .NET (a double or float in its round-trip form, `Infinity`, `NaN`), a decimal with
 *   its scale, a long exactly; enums as their number; a Guid as a string; a char as a string (`\0` as null);
 * - a DateTime as `"\/Date(milliseconds since 1970 UTC)\/"`;
 * - byte[] and every array or list as an array;
 * - a class as an object of all its public fields and properties, `"__type"` first when the service
 *   registered the class (ScriptService.typeIds); an optional value type's `XxxSpecified` field too.
 * Reading takes what the serializer's ObjectConverter takes: member names in any case, unknown members
 * ignored, `__type` choosing a registered subclass, strings converted to numbers, booleans and dates.
 */
import { brand, isBranded } from "../brand.js";
import type {
  ComplexDescriptor,
  EnumType,
  FieldDescriptor,
  ScriptServiceDescriptor,
  ValueType,
} from "../descriptor.js";
import { classOf, defaultValue, isValueType, type WireTypes } from "../soap/classes.js";
import { parseHttpDateTime } from "../text/http-datetime.js";
import { formatDouble, formatFloat } from "../text/floats.js";
import { shownText } from "../text/shown.js";
import { formatSimple, parseEnum, parseFlags, parseSimple, ValueFormatError } from "../values.js";
import { ownField, setField } from "../own.js";
import { isJsonObject, JsonNumber, type JsonObject, type JsonValue } from "./parse.js";

/** What the codec reads of a service: its classes, and the `__type` ids its ScriptService registered. */
export interface ScriptTypes extends WireTypes {
  readonly scriptService?: ScriptServiceDescriptor | undefined;
}

/** A value that cannot be written or read; `message` names where (and never quotes a secret). */
/** A choice of simple values names its element by an enum member beside it: not carried over JSON here. */
const IDENTIFIED_CHOICE = "A choice of simple values ([XmlChoiceIdentifier]) cannot be carried as JSON by this server.";

export class ScriptValueError extends Error {
  /** Also true for an instance from another copy of the runtime (see brand.ts). */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return isBranded(this, value);
  }
  /** .NET's exception type for the same failure (the error answer's ExceptionType). */
  readonly exceptionType: string;
  constructor(message: string, exceptionType = "System.InvalidOperationException") {
    super(message);
    this.name = "ScriptValueError";
    this.exceptionType = exceptionType;
  }
}
brand(ScriptValueError, "ScriptValueError");

/** What JavaScriptSerializer says of a DataSet or DataTable: their Locale's CultureInfo refers back to itself. */
export const CIRCULAR_REFERENCE =
  "A circular reference was detected while serializing an object of type 'System.Globalization.CultureInfo'.";

const ESCAPED = /["\\\u0000-\u001f'<>&\u0085\u2028\u2029]/;
const ESCAPED_ALL = /["\\\u0000-\u001f'<>&\u0085\u2028\u2029]/g;
const SHORT_ESCAPES: Readonly<Record<string, string>> = {
  "\r": "\\r",
  "\t": "\\t",
  '"': '\\"',
  "\\": "\\\\",
  "\n": "\\n",
  "\b": "\\b",
  "\f": "\\f",
};

/** A JSON string as JavaScriptSerializer writes it (HttpUtility.JavaScriptStringEncode in quotes). */
export function scriptString(text: string): string {
  if (!ESCAPED.test(text)) return `"${text}"`;
  return `"${text.replace(ESCAPED_ALL, (c) => SHORT_ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)}"`;
}

const EPOCH_DATE = /^\/Date\((-?\d{1,16})(?:[+-]\d{4})?\)\/$/;

/** Milliseconds since 1970 UTC of a dateTime value (text without an offset is taken as UTC). */
function dateMilliseconds(type: "dateTime" | "date", value: unknown): number {
  const text = formatSimple(type, value);
  const whole = type === "date" ? `${text.slice(0, 10)}T00:00:00${text.slice(10)}` : text;
  const zoned = /(?:Z|[+-]\d\d:\d\d)$/.test(whole) ? whole : `${whole}Z`;
  // Date.parse takes milliseconds; .NET's ticks / 10000 drops what is below them, as this does.
  const m = /^(-?\d{4,}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d+))?(Z|[+-]\d\d:\d\d)$/.exec(zoned);
  if (!m) throw new ValueFormatError("a date and time");
  const ms = Date.parse(`${m[1]}.${(m[2] ?? "").padEnd(3, "0").slice(0, 3)}${m[3]}`);
  if (Number.isNaN(ms)) throw new ValueFormatError("a date and time from year 1 to 9999");
  return ms;
}

/** The dateTime text (UTC, `Z`) of milliseconds since 1970. */
function dateOfMilliseconds(ms: number): string {
  const date = new Date(ms);
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1 || date.getUTCFullYear() > 9999)
    throw new ValueFormatError("a date from year 1 to 9999");
  const iso = date.toISOString().replace(/\.000Z$/, "Z");
  return iso.startsWith("+") ? iso.slice(1) : iso;
}

function enumNumber(type: EnumType, value: unknown): string {
  const numbers = type.numbers ?? type.values.map((_, i) => i);
  if (type.flags) {
    if (!Array.isArray(value)) throw new ValueFormatError(`a list of ${type.name} members`);
    let bits = 0n;
    for (const name of value as unknown[]) {
      const index = typeof name === "string" ? type.values.indexOf(name) : -1;
      if (index < 0) throw new ValueFormatError(`a list of ${type.name} members (${type.values.join(", ")})`);
      bits |= BigInt(numbers[index]!);
    }
    return bits.toString();
  }
  const index = typeof value === "string" ? type.values.indexOf(value) : -1;
  if (index < 0) throw new ValueFormatError(`one of ${type.values.join(", ")}`);
  return String(numbers[index]);
}

function realText(text: string): string {
  // "r" in .NET Framework: Infinity rather than XML's INF, and no negative zero.
  if (text === "INF") return "Infinity";
  if (text === "-INF") return "-Infinity";
  return text === "-0" ? "0" : text;
}

/** The members of a class in the order JavaScriptSerializer writes them (see scriptMembers). */
export interface ScriptMember {
  readonly field: FieldDescriptor;
  /** An optional value type: `field.wireName + "Specified"` follows it. */
  readonly specified: boolean;
}

const memberCache = new WeakMap<ComplexDescriptor, readonly ScriptMember[]>();

/**
 * A class's members: the public fields of the class itself first, then its base class's (the order .NET's
 * reflection gives them), attributes before elements within each class. The generator's OpenAPI document
 * (generator/emit/openapi.ts) lists a class's properties from this too.
 */
export function scriptMembers(types: ScriptTypes, type: ComplexDescriptor): readonly ScriptMember[] {
  let members = memberCache.get(type);
  if (members) return members;
  const levels: FieldDescriptor[][] = [];
  let inherited = 0;
  let inheritedAttributes = 0;
  const chain: ComplexDescriptor[] = [];
  for (let c: ComplexDescriptor | undefined = type; c; c = c.base === undefined ? undefined : classOf(types, c.base))
    chain.unshift(c);
  let text = false;
  for (const c of chain) {
    const attributes = (c.attributes ?? []).slice(inheritedAttributes);
    const fields = c.fields.slice(inherited);
    // A hierarchy's [XmlText] is each class's descriptor's: a member of the first class that has it.
    const own: boolean = c.text !== undefined && !text;
    text ||= own;
    levels.unshift([...attributes, ...fields, ...(own ? [c.text!] : [])]);
    inherited = c.fields.length;
    inheritedAttributes = (c.attributes ?? []).length;
  }
  members = levels.flat().map((field) => ({
    field,
    specified: field.optional === true && !field.nillable && isValueType(field.type),
  }));
  memberCache.set(type, members);
  return members;
}

/** The `__type` id of a class, when the service registered it. */
function typeIdOf(types: ScriptTypes, name: string): string | undefined {
  const ids = types.scriptService?.typeIds;
  return ids && Object.prototype.hasOwnProperty.call(ids, name) ? ids[name] : undefined;
}

/** The class a value of class `declared` is: its `$type` when it names a subclass. */
function actualClass(types: ScriptTypes, declared: ComplexDescriptor, value: object): ComplexDescriptor {
  const named = ownField(value, "$type");
  if (typeof named === "string" && named !== declared.name && (declared.subtypes ?? []).includes(named))
    return classOf(types, named);
  if (declared.abstract)
    throw new ValueFormatError(`an object whose $type is one of ${(declared.subtypes ?? []).join(", ")}`);
  return declared;
}

/** Writes a value as JavaScriptSerializer does. Throws ValueFormatError (path in its message) or ScriptValueError. */
export function writeScriptValue(types: ScriptTypes, type: ValueType, value: unknown, path = "", depth = 0): string {
  if (depth > 100) throw new ScriptValueError("RecursionLimit exceeded.", "System.ArgumentException");
  if (value === null || value === undefined) return "null";
  try {
    switch (type.kind) {
      case "simple":
        switch (type.type) {
          case "string":
            if (typeof value !== "string") throw new ValueFormatError("a string");
            return scriptString(value);
          case "char": {
            const text = formatSimple("char", value);
            return text === "0" ? "null" : scriptString(value as string);
          }
          case "dateTime":
          case "date":
            return `"\\/Date(${dateMilliseconds(type.type, value)})\\/"`;
          case "guid":
          case "base64Binary": {
            if (type.type === "guid") return `"${formatSimple("guid", value)}"`;
            if (!(value instanceof Uint8Array)) throw new ValueFormatError("a Uint8Array");
            return `[${value.join(",")}]`;
          }
          case "double":
            if (typeof value !== "number") throw new ValueFormatError("a number");
            return realText(formatDouble(value));
          case "float":
            if (typeof value !== "number") throw new ValueFormatError("a number");
            return realText(formatFloat(Math.fround(value)));
          default:
            return formatSimple(type.type, value);
        }
      case "enum":
        return enumNumber(type, value);
      case "array": {
        if (!Array.isArray(value)) throw new ValueFormatError("an array");
        const items = value as readonly unknown[];
        let out = "[";
        for (let i = 0; i < items.length; i++) {
          if (i > 0) out += ",";
          out += writeScriptValue(types, type.item, items[i], `${path}[${i}]`, depth + 1);
        }
        return `${out}]`;
      }
      case "complex": {
        if (typeof value !== "object" || Array.isArray(value) || value instanceof Uint8Array)
          throw new ValueFormatError(`an object (a ${type.name})`);
        const actual = actualClass(types, classOf(types, type.name), value);
        const id = typeIdOf(types, actual.name);
        const parts: string[] = id === undefined ? [] : [`"__type":${scriptString(id)}`];
        for (const { field, specified } of scriptMembers(types, actual)) {
          const member = ownField(value, field.tsName);
          const at = `${path}.${field.wireName}`;
          if (specified) {
            const given = member !== null && member !== undefined;
            const written = given ? member : defaultValue(field.type, types);
            parts.push(
              `${scriptString(field.wireName)}:${writeScriptValue(types, field.type, written, at, depth + 1)}`,
            );
            parts.push(`${scriptString(`${field.wireName}Specified`)}:${given ? "true" : "false"}`);
          } else {
            parts.push(`${scriptString(field.wireName)}:${writeScriptValue(types, field.type, member, at, depth + 1)}`);
          }
        }
        return `{${parts.join(",")}}`;
      }
      case "choice": {
        if (type.identified) throw new ScriptValueError(IDENTIFIED_CHOICE);
        const named = typeof value === "object" ? ownField(value, "$type") : undefined;
        const element =
          type.elements.find((e) => e.type.kind === "complex" && e.type.name === named) ?? type.elements[0];
        if (!element) throw new ValueFormatError("an object");
        return writeScriptValue(types, element.type, value, path, depth);
      }
      case "dataSet":
      case "dataTable":
        throw new ScriptValueError(CIRCULAR_REFERENCE);
      case "xml":
      case "serializable":
      case "object":
      case "map":
        throw new ScriptValueError(
          `A value of type ${type.kind === "xml" ? type.node : type.kind === "serializable" ? type.name : type.kind === "map" ? "dictionary" : "object"} cannot be written as JSON by this server.`,
        );
    }
  } catch (error) {
    // The innermost value at fault names itself; the callers above pass its error on.
    if (error instanceof ValueFormatError)
      throw new ScriptValueError(`${path ? `${path.replace(/^\./, "")}: ` : ""}${error.reason}`);
    throw error;
  }
}

/** Where a value being read is, for messages: the parameter and the path inside it; secret values are never quoted. */
interface ReadPlace {
  readonly path: string;
  readonly secret: boolean;
}

function kindOf(value: JsonValue): string {
  if (value === null) return "null";
  if (typeof value === "string") return "a string";
  if (typeof value === "boolean") return "a boolean";
  if (value instanceof JsonNumber) return "a number";
  return isJsonObject(value) ? "an object" : "an array";
}

function readFailure(place: ReadPlace, value: JsonValue, expected: string): ScriptValueError {
  const shown =
    place.secret || value === null || typeof value === "boolean" || isJsonObject(value) || Array.isArray(value)
      ? kindOf(value)
      : `${kindOf(value)} '${shownText(value instanceof JsonNumber ? value.text : (value as string))}'`;
  return new ScriptValueError(`Cannot convert ${shown} to ${expected} for ${place.path}.`);
}

/** The text a number or string carries, for the simple types that read both. */
function scalarText(value: JsonValue): string | undefined {
  if (typeof value === "string") return value;
  if (value instanceof JsonNumber) return value.text;
  return undefined;
}

function readSimple(type: ValueType & { kind: "simple" }, value: JsonValue, place: ReadPlace): unknown {
  const expected = type.type;
  const parse = (text: string): unknown => {
    try {
      return parseSimple(type.type, text, "http");
    } catch (error) {
      if (error instanceof ValueFormatError) throw readFailure(place, value, `${expected} (${error.expected})`);
      throw error;
    }
  };
  switch (type.type) {
    case "string":
      if (typeof value === "string") return value;
      // ObjectConverter turns a number or boolean into its text.
      if (value instanceof JsonNumber) return value.text;
      if (typeof value === "boolean") return value ? "True" : "False";
      throw readFailure(place, value, "string");
    case "boolean":
      if (typeof value === "boolean") return value;
      if (typeof value === "string") return parse(value);
      throw readFailure(place, value, "boolean");
    case "dateTime":
    case "date": {
      if (typeof value !== "string") throw readFailure(place, value, 'a DateTime ("\\/Date(milliseconds)\\/")');
      const epoch = EPOCH_DATE.exec(value);
      try {
        const text = epoch ? dateOfMilliseconds(Number(epoch[1])) : parseHttpDateTime(value);
        return type.type === "date" ? text.slice(0, 10) : text;
      } catch (error) {
        if (error instanceof ValueFormatError)
          throw readFailure(place, value, 'a DateTime ("\\/Date(milliseconds)\\/" or a date such as 2024-01-02)');
        throw error;
      }
    }
    case "guid":
      if (typeof value !== "string") throw readFailure(place, value, "a Guid string");
      return parse(value);
    case "char":
      if (typeof value === "string" && value.length <= 1) return value === "" ? "\u0000" : value;
      throw readFailure(place, value, "a char (a string of one character)");
    case "base64Binary": {
      if (!Array.isArray(value)) throw readFailure(place, value, "a byte array (an array of numbers 0 to 255)");
      const items = value as readonly JsonValue[];
      const bytes = new Uint8Array(items.length);
      items.forEach((item, i) => {
        const text = scalarText(item);
        const n = text !== undefined && /^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : -1;
        if (n < 0 || n > 255) throw readFailure({ ...place, path: `${place.path}[${i}]` }, item, "a byte (0 to 255)");
        bytes[i] = n;
      });
      return bytes;
    }
    default: {
      const text = scalarText(value);
      if (text === undefined) throw readFailure(place, value, expected);
      if (value instanceof JsonNumber && (expected === "double" || expected === "float" || expected === "decimal"))
        return parse(text);
      return parse(text);
    }
  }
}

function readEnum(type: EnumType, value: JsonValue, place: ReadPlace): unknown {
  const text = scalarText(value);
  if (text === undefined) throw readFailure(place, value, type.name);
  try {
    return type.flags ? parseFlags(type, text, "http") : parseEnum(type, text, "http");
  } catch (error) {
    if (error instanceof ValueFormatError) throw readFailure(place, value, `${type.name} (${error.expected})`);
    throw error;
  }
}

/** The class an incoming object is: its `__type` when registered and a kind of `declared`. */
function incomingClass(
  types: ScriptTypes,
  declared: ComplexDescriptor,
  value: JsonObject,
  place: ReadPlace,
): ComplexDescriptor {
  const named = value.get("__type");
  if (named !== undefined && named !== null) {
    if (typeof named !== "string") throw new ScriptValueError(`__type of ${place.path} is not a string.`);
    const ids = types.scriptService?.typeIds ?? {};
    const name = Object.keys(ids).find((key) => ids[key] === named);
    if (name === undefined)
      throw new ScriptValueError(
        `Unknown __type '${shownText(named)}' for ${place.path}: not a class this service registers.`,
      );
    if (name !== declared.name && !(declared.subtypes ?? []).includes(name))
      throw new ScriptValueError(
        `Cannot convert object of type '${shownText(named)}' to type '${declared.name}' for ${place.path}.`,
      );
    return classOf(types, name);
  }
  if (declared.abstract)
    throw new ScriptValueError(
      `No parameterless constructor defined for type of '${declared.name}' (${place.path}): send "__type" naming one of its classes.`,
      "System.MissingMethodException",
    );
  return declared;
}

/** Reads a value of `type` from parsed JSON, as ObjectConverter converts it. Throws ScriptValueError. */
export function readScriptValue(
  types: ScriptTypes,
  type: ValueType,
  value: JsonValue,
  place: ReadPlace,
  valueTypeNull = true,
): unknown {
  if (value === null) {
    // A char travels as null when it is \0 (JavaScriptSerializer writes it so); a nullable char is null.
    if (type.kind === "simple" && type.type === "char") return valueTypeNull ? "\u0000" : null;
    if (valueTypeNull && isValueType(type))
      throw new ScriptValueError(`Cannot convert null to a value type (${place.path}).`);
    return null;
  }
  switch (type.kind) {
    case "simple":
      return readSimple(type, value, place);
    case "enum":
      return readEnum(type, value, place);
    case "array": {
      if (!Array.isArray(value)) throw readFailure(place, value, "an array");
      return (value as readonly JsonValue[]).map((item, i) =>
        readScriptValue(types, type.item, item, { ...place, path: `${place.path}[${i}]` }),
      );
    }
    case "complex": {
      if (!isJsonObject(value)) throw readFailure(place, value, `an object (${type.name})`);
      const actual = incomingClass(types, classOf(types, type.name), value, place);
      const byName = new Map<string, JsonValue>();
      for (const [key, member] of value) byName.set(key.toLowerCase(), member);
      const record: Record<string, unknown> = {};
      if (actual.base !== undefined || (actual.subtypes?.length ?? 0) > 0) setField(record, "$type", actual.name);
      for (const { field, specified } of scriptMembers(types, actual)) {
        const given = byName.get(field.wireName.toLowerCase());
        const at: ReadPlace = { path: `${place.path}.${field.wireName}`, secret: field.secret === true };
        // A member not sent keeps .NET's default: a new object's fields.
        let read: unknown =
          given === undefined
            ? field.list
              ? []
              : isValueType(field.type) && !field.nillable
                ? (defaultValue(field.type, types) ?? null)
                : null
            : readScriptValue(types, field.type, given, at, !field.nillable);
        if (specified) {
          const flag = byName.get(`${field.wireName}Specified`.toLowerCase());
          if (flag !== true && flag !== "true" && flag !== "True") read = null;
        }
        setField(record, field.tsName, read);
      }
      return record;
    }
    case "choice": {
      if (type.identified) throw new ScriptValueError(IDENTIFIED_CHOICE);
      if (!isJsonObject(value)) throw readFailure(place, value, "an object");
      const named = value.get("__type");
      const ids = types.scriptService?.typeIds ?? {};
      const element =
        type.elements.find(
          (e) => typeof named === "string" && e.type.kind === "complex" && ids[e.type.name] === named,
        ) ?? type.elements[0];
      if (!element) throw readFailure(place, value, "an object");
      return readScriptValue(types, element.type, value, place);
    }
    case "dataSet":
    case "dataTable":
    case "xml":
    case "serializable":
    case "object":
      throw new ScriptValueError(`${place.path} cannot be read from JSON by this server.`);
  }
}
