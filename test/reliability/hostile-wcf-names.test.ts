/**
 * A WCF (DataContractSerializer) spec named as an attacker would: a class `__proto__` and a class `Object`, an enum
 * `constructor` whose members are `__proto__`, `toString`, `valueOf`, `hasOwnProperty`, `then`, an enum of namespace
 * `urn:__proto__` as a known type, members `constructor`, `__proto__`, `then` (an object), `prototype` (a DataSet),
 * `valueOf` (a DataTable), `hasOwnProperty` (a Uri), operations `constructor`, `toString`, `__proto__`, contract and
 * data contract namespaces with those words. The generated package type-checks strictly, keeps every wire name, and
 * its server passes every fixture case it generates (requests, responses, faults, malformed requests).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { expectServerPassesEveryCase } from "../support/generated-fixtures.js";
import { generatedPackage } from "../support/generated-package.js";
import { strictTypeCheck } from "../support/strict-typecheck.js";

const SPEC = `service:
  name: Proto
  namespace: 'http://tempuri.org/'
  endpoint: 'https://proto.example.com/svc'
  wcf:
    serializer: dataContract
    dataContractNamespace: 'http://constructor.example.com/__proto__'
    contracts: [{ name: IProto, namespace: 'http://proto.example.com/toString', address: '' }]
enums:
  constructor: { values: [__proto__, toString, valueOf, hasOwnProperty, then] }
  Tone: { namespace: 'urn:__proto__', values: [constructor, prototype] }
types:
  __proto__:
    fields:
      - { name: constructor, type: string }
      - { name: __proto__, type: int }
      - { name: toString, type: constructor }
      - { name: then, type: object }
      - { name: prototype, type: DataSet }
      - { name: valueOf, type: DataTable }
      - { name: hasOwnProperty, type: anyURI }
    knownTypes: [Tone, constructor]
  Object:
    fields:
      - { name: isPrototypeOf, type: __proto__ }
      - { name: propertyIsEnumerable, type: 'string[]' }
operations:
  - { name: constructor, fields: [{ name: __proto__, type: __proto__ }], result: { type: __proto__ } }
  - { name: toString, fields: [{ name: then, type: Object }, { name: valueOf, type: constructor }], result: { type: Object } }
  - { name: __proto__, fields: [{ name: constructor, type: DataSet }], result: { type: DataTable } }
`;

describe("a WCF spec of Object.prototype names", { timeout: 180_000 }, async () => {
  const generated = await generatedPackage(SPEC, "proto", "hostile-wcf-names-");

  it("type-checks strictly", () => {
    expect(strictTypeCheck(generated.pkgDir, ["src/**/*.ts"])).toBe("");
  });

  it("keeps the wire names in the published schema and the descriptor", () => {
    const descriptor = readFileSync(join(generated.pkgDir, "src/descriptor.ts"), "utf8");
    for (const wire of ['wireName: "__proto__"', 'wireName: "constructor"', 'wireName: "hasOwnProperty"', 'wireName: "then"']) expect(descriptor).toContain(wire);
    const documents = readdirSync(join(generated.pkgDir, "wsdl")).map((file) => readFileSync(join(generated.pkgDir, "wsdl", file), "utf8"));
    const schemas = documents.join("\n");
    for (const wire of ['<xs:complexType name="__proto__">', '<xs:element minOccurs="0" name="hasOwnProperty"', '<xs:enumeration value="__proto__"', 'targetNamespace="urn:__proto__"']) {
      expect(schemas).toContain(wire);
    }
    expect(generated.set.index.cases.map((c) => c.id)).toContain("__proto__.soap11.sample.request");
  });

  it("its server passes every fixture case it generates", async () => {
    expect(generated.set.index.cases.length).toBe(41);
    await expectServerPassesEveryCase(generated.set, generated.server);
  });

  it("nothing reached Object.prototype", () => {
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(
      ["__defineGetter__", "__defineSetter__", "__lookupGetter__", "__lookupSetter__", "__proto__", "constructor", "hasOwnProperty", "isPrototypeOf", "propertyIsEnumerable", "toLocaleString", "toString", "valueOf"].sort(),
    );
  });
});
