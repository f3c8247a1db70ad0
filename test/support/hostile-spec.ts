/**
 * A spec whose names clash with everything a generated package holds (issue #27): classes named after
 * every name the package exports or imports from its runtime, the names it derives from the service,
 * client members, globals and reserved words; operations `Binding`, `Then`, `ToString`; fields named after
 * `Object.prototype` members; enum members `__proto__`; a base and a subclass with `Location` and
 * `LOCATION`; classes `Date` and `Uint8Array` beside dateTime and base64Binary fields; an operation `Server`
 * (its `ServerResponse` would be the runtime's); a row shape `ReadonlyMap`; headers `Promise` and `PROMISE`;
 * out parameters `Result` and `Headers` beside the answer's `result` and `headers`.
 */
import { GLOBAL_NAMES, PACKAGE_NAMES } from "../../generator/model/reserved-names.js";
import { isSimpleTypeName } from "../../runtime/src/simple-types.js";
import { STRUCTURED_TYPES } from "../../generator/model/type-resolver.js";
import { serviceTypeNames } from "../../generator/model/type-names.js";

export const HOSTILE_SERVICE = "Hostile";

/** The fault class: its client guard is `is` + its TypeScript name, itself renamed. */
export const FAULT_CLASS = "SoapFaultError";
/** A header class named after a global: its interface is renamed, its element is not. */
export const HEADER_CLASS = "Promise";

/** Names the spec format itself refuses for a class (the built-in types): left out. */
const builtIn = (name: string): boolean => isSimpleTypeName(name) || (STRUCTURED_TYPES as readonly string[]).includes(name);

/** Every class name that clashes with something, each a class with one string field `Value`. */
export const CLASHING_CLASSES: readonly string[] = [
  ...new Set([
    ...PACKAGE_NAMES,
    ...Object.values(serviceTypeNames(HOSTILE_SERVICE)),
    "HostileDescriptor",
    // Declared as it is: `Transport` steps over it to `Transport__`.
    "Transport_",
    "binding",
    "then",
    "__proto__",
    "constructor",
    ...GLOBAL_NAMES.filter((name) => name !== "Date" && name !== "Uint8Array"),
    "delete",
    "await",
    "interface",
    "package",
    "let",
    "static",
    "yield",
    "eval",
    "arguments",
    "any",
    "unknown",
    "never",
  ]),
].filter((name) => !builtIn(name) && name !== FAULT_CLASS && name !== HEADER_CLASS);


function yamlKey(name: string): string {
  return JSON.stringify(name);
}

export function hostileSpec(): string {
  const classes = CLASHING_CLASSES.map((name) => `  ${yamlKey(name)}:\n    fields:\n      - { name: Value, type: string }`).join("\n");
  const holderFields = CLASHING_CLASSES.map((name, i) => `      - { name: F${i}, type: ${yamlKey(name)} }`).join("\n");
  return `service:
  name: ${HOSTILE_SERVICE}
  namespace: urn:hostile
  endpoint: https://hostile.example.com/Hostile.asmx
  bindings: [soap11, soap12]
enums:
  Mode: { values: [Normal, __proto__, toString, constructor, then] }
tables:
  ReadonlyMap: { Key: string, Count: int }
headers:
  ${HEADER_CLASS}:
    fields:
      - { name: Token, type: string }
  PROMISE:
    fields:
      - { name: Token, type: string }
faults:
  ${FAULT_CLASS}:
    fields:
      - { name: Code, type: int }
types:
${classes}
  Date:
    fields:
      - { name: When, type: dateTime }
  Uint8Array:
    fields:
      - { name: Bytes, type: base64Binary }
  Probe:
    fields:
      - { name: ToString, type: string }
      - { name: ValueOf, type: string }
      - { name: HasOwnProperty, type: string }
      - { name: __proto__, type: string }
      - { name: constructor, type: string }
      - { name: Then, type: string }
      - { name: Class, type: string }
      - { name: Await, type: string }
      - { name: Mode, type: Mode }
      - { name: Modes, type: "Mode[]" }
  Place:
    fields:
      - { name: Location, type: string }
  Site:
    base: Place
    fields:
      - { name: LOCATION, type: string }
      - { name: location_, type: string }
  Holder:
    fields:
${holderFields}
operations:
  - name: Binding
    fields:
      - { name: ToString, type: string }
      - { name: ValueOf, type: string }
      - { name: HasOwnProperty, type: string }
      - { name: constructor, type: string }
      - { name: Then, type: string }
    result: { type: string }
  - name: Then
    fields: [{ name: probe, type: Probe }]
    result: { type: Probe }
    faults: [${FAULT_CLASS}]
  - name: ToString
    headers: [{ name: ${HEADER_CLASS} }, { name: PROMISE }]
    fields: []
    result: { type: string }
  - name: EchoPlace
    fields: [{ name: place, type: Place }]
    result: { type: Place }
  - name: Stamp
    fields:
      - { name: when, type: dateTime }
      - { name: bytes, type: base64Binary }
      - { name: date, type: Date }
      - { name: data, type: Uint8Array }
    result: { type: Date }
  - name: Answer
    headers: [{ name: PROMISE, direction: out }]
    fields: []
    out:
      - { name: Result, type: string }
      - { name: Headers, type: string }
    result: { type: string }
  - name: Rows
    fields: []
    result: { type: DataSet, tables: { Items: ReadonlyMap } }
  - name: Server
    fields: []
    result: { type: string }
  - name: EchoHolder
    fields: [{ name: holder, type: Holder }]
    result: { type: Holder }
`;
}
