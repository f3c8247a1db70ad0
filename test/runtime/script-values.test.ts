/**
 * The ScriptService value codec (runtime/src/json): JSON read strictly with numbers kept as text, and values
 * written and read as .NET's JavaScriptSerializer and ObjectConverter do (System.Web.Extensions reference
 * source: JavaScriptSerializer.SerializeValueInternal, HttpEncoder.JavaScriptStringEncode, ObjectConverter).
 */
import { describe, expect, it } from "vitest";
import type { ComplexDescriptor, ValueType } from "../../runtime/src/descriptor.js";
import { JsonNumber, JsonSyntaxError, parseJson } from "../../runtime/src/json/parse.js";
import {
  readScriptValue,
  ScriptValueError,
  scriptString,
  writeScriptValue,
  type ScriptTypes,
} from "../../runtime/src/json/script-values.js";

const types: ScriptTypes = {
  namespace: "urn:t",
  types: {
    Base: {
      name: "Base",
      abstract: true,
      subtypes: ["Leaf"],
      fields: [{ wireName: "At", tsName: "at", type: { kind: "simple", type: "dateTime" } }],
    },
    Leaf: {
      name: "Leaf",
      base: "Base",
      fields: [
        { wireName: "At", tsName: "at", type: { kind: "simple", type: "dateTime" } },
        { wireName: "Note", tsName: "note", type: { kind: "simple", type: "string" }, optional: true },
        { wireName: "Count", tsName: "count", type: { kind: "simple", type: "int" }, optional: true },
      ],
    } satisfies ComplexDescriptor,
  },
  scriptService: { typeIds: { Leaf: "Acme.Leaf" } },
};

const simple = (type: "int" | "long" | "decimal" | "double" | "float" | "char" | "dateTime" | "string"): ValueType => ({
  kind: "simple",
  type,
});
const flags: ValueType = {
  kind: "enum",
  name: "Opt",
  values: ["None", "A", "B", "C"],
  numbers: [0, 1, 2, 4],
  flags: true,
};
const place = { path: "parameter p", secret: false };

describe("parseJson", () => {
  it("keeps numbers as their text and takes any key as a key", () => {
    const value = parseJson('{"__proto__":1,"d":79228162514264337593543950335,"l":9007199254740993,"e":1E+20}');
    expect(value).toBeInstanceOf(Map);
    const map = value as Map<string, unknown>;
    expect(map.get("__proto__")).toEqual(new JsonNumber("1"));
    expect(map.get("d")).toEqual(new JsonNumber("79228162514264337593543950335"));
    expect(map.get("l")).toEqual(new JsonNumber("9007199254740993"));
    expect(map.get("e")).toEqual(new JsonNumber("1E+20"));
  });

  it("reads escapes, and refuses what is not JSON", () => {
    expect(parseJson('"\\/Date(0)\\/ \\u00e9\\n"')).toBe("/Date(0)/ é\n");
    for (const bad of ["{'a':1}", "[1,]", '"\u0001"', "01", "{} x", "", "nul"]) {
      expect(() => parseJson(bad), bad).toThrow(JsonSyntaxError);
    }
  });

  it("refuses nesting deeper than 100 levels, and takes 100", () => {
    expect(() => parseJson("[".repeat(100) + "]".repeat(100))).not.toThrow();
    expect(() => parseJson("[".repeat(101) + "]".repeat(101))).toThrow("nesting deeper than 100 levels");
  });
});

describe("writing as JavaScriptSerializer", () => {
  it("escapes strings as HttpUtility.JavaScriptStringEncode, hex in lower case", () => {
    expect(scriptString(`a"b\\c\r\n\t\b\f<>&'\u0001\u0085\u2028\u2029é`)).toBe(
      '"a\\"b\\\\c\\r\\n\\t\\b\\f\\u003c\\u003e\\u0026\\u0027\\u0001\\u0085\\u2028\\u2029é"',
    );
  });

  it("writes numbers in .NET's forms", () => {
    expect(writeScriptValue(types, simple("double"), 1e21)).toBe("1E+21");
    expect(writeScriptValue(types, simple("double"), 0.1)).toBe("0.1");
    expect(writeScriptValue(types, simple("double"), NaN)).toBe("NaN");
    expect(writeScriptValue(types, simple("double"), -Infinity)).toBe("-Infinity");
    expect(writeScriptValue(types, simple("double"), -0)).toBe("0");
    expect(writeScriptValue(types, simple("long"), 9007199254740993n)).toBe("9007199254740993");
    expect(writeScriptValue(types, simple("decimal"), "12.50")).toBe("12.50");
    expect(writeScriptValue(types, flags, ["C", "A"])).toBe("5");
    expect(writeScriptValue(types, simple("char"), "\u0000")).toBe("null");
  });

  it("writes dates as \\/Date(ms)\\/ in UTC, an offset applied, before 1970 negative", () => {
    expect(writeScriptValue(types, simple("dateTime"), "2024-01-02T03:04:05.678+01:00")).toBe(
      '"\\/Date(1704161045678)\\/"',
    );
    expect(writeScriptValue(types, simple("dateTime"), "1969-12-31T23:59:59Z")).toBe('"\\/Date(-1000)\\/"');
    expect(writeScriptValue(types, simple("dateTime"), new Date(0))).toBe('"\\/Date(0)\\/"');
  });

  it("writes a registered class with its __type first, an optional value type with XxxSpecified", () => {
    const base: ValueType = { kind: "complex", name: "Base" };
    expect(writeScriptValue(types, base, { $type: "Leaf", at: "1970-01-01T00:00:00Z", note: null, count: 3 })).toBe(
      // The class's own fields, then its base class's, as .NET's reflection lists them.
      '{"__type":"Acme.Leaf","Note":null,"Count":3,"CountSpecified":true,"At":"\\/Date(0)\\/"}',
    );
    expect(() => writeScriptValue(types, base, { at: "1970-01-01T00:00:00Z" })).toThrow(ScriptValueError);
  });

  it("refuses a DataSet as JavaScriptSerializer does", () => {
    expect(() => writeScriptValue(types, { kind: "dataSet" }, {})).toThrow(
      "A circular reference was detected while serializing an object of type 'System.Globalization.CultureInfo'.",
    );
  });
});

describe("reading as ObjectConverter", () => {
  it("reads exact decimals and longs, strings for numbers, and flags by number or names", () => {
    expect(readScriptValue(types, simple("decimal"), new JsonNumber("79228162514264337593543950335"), place)).toBe(
      "79228162514264337593543950335",
    );
    expect(readScriptValue(types, simple("long"), new JsonNumber("9007199254740993"), place)).toBe(9007199254740993n);
    expect(readScriptValue(types, simple("int"), "42", place)).toBe(42);
    expect(readScriptValue(types, flags, new JsonNumber("6"), place)).toEqual(["B", "C"]);
    expect(readScriptValue(types, flags, "A, C", place)).toEqual(["A", "C"]);
    expect(readScriptValue(types, simple("dateTime"), "/Date(1704161045678)/", place)).toBe("2024-01-02T02:04:05.678Z");
  });

  it("matches members in any case, ignores unknown ones, and picks the class by __type", () => {
    const read = readScriptValue(
      types,
      { kind: "complex", name: "Base" },
      parseJson('{"__type":"Acme.Leaf","AT":"\\/Date(0)\\/","note":"n","count":3,"countSpecified":true,"other":1}'),
      place,
    );
    expect(read).toEqual({ $type: "Leaf", at: "1970-01-01T00:00:00Z", note: "n", count: 3 });
    const unspecified = readScriptValue(types, { kind: "complex", name: "Leaf" }, parseJson('{"Count":3}'), place);
    expect(unspecified).toEqual({ $type: "Leaf", at: "0001-01-01T00:00:00", note: null, count: null });
  });

  it("refuses null for a value type and an unregistered __type, never quoting a secret", () => {
    expect(() => readScriptValue(types, simple("int"), null, place)).toThrow(
      "Cannot convert null to a value type (parameter p).",
    );
    expect(() =>
      readScriptValue(types, { kind: "complex", name: "Base" }, parseJson('{"__type":"Leaf"}'), place),
    ).toThrow("Unknown __type 'Leaf' for parameter p: not a class this service registers.");
    expect(() =>
      readScriptValue(types, simple("int"), "hunter2-secret", { path: "parameter pin", secret: true }),
    ).toThrow(/^Cannot convert a string to int .* for parameter pin\.$/);
  });
});
