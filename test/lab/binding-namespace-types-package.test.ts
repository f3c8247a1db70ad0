/**
 * The generated package of a service whose binding in another namespace carries classes, enums, arrays and a SOAP
 * header (test/reference/lab/binding-namespace-types/: the forms of BindingNamespaceTypes, BindingNamespaceMore,
 * BindingNamespaceFlagsOnly and BindingNamespaceBare in one spec): the package compiles strictly, its fixtures put the binding's classes in its namespace and the
 * header in the service's, and its client and server pass every fixture case on the wire bytes.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { bindingNamespaceTypesAndMoreSpec } from "../support/binding-lab-specs.js";
import { describeGeneratedCases, generatedPackage } from "../support/generated-package.js";
import { strictTypeCheck } from "../support/strict-typecheck.js";

const SPEC = bindingNamespaceTypesAndMoreSpec("FarTypes", "https://legacy.example.com/FarTypes.asmx");

const generated = await generatedPackage(SPEC, "far-types", "asmx-far-types-");
const { dir, pkgDir, set } = generated;
const cases = set.index.cases.filter((c) => c.operation !== null);

describe("a binding in another namespace carrying classes, enums, arrays and a header, through a generated package", () => {
  it("generates a package that type-checks strictly", () => {
    expect(strictTypeCheck(dir, ["far-types/src"])).toBe("");
  }, 180_000);

  it("has fixtures with the binding's classes in its namespace and the header in the service's", () => {
    const fixture = (file: string): string => readFileSync(join(pkgDir, "fixtures", file), "utf8");
    expect(fixture("Ship/soap11.sample.request.txt")).toMatch(/<Ship xmlns="urn:other"><p><Id>[^<]*<\/Id><Weight>-?\d+<\/Weight><\/p><\/Ship>/);
    expect(fixture("Ship/soap11.sample.response.txt")).toMatch(/<ShipResponse xmlns="urn:other"><ShipResult><Code>[^<]*<\/Code><Items><Parcel><Id>/);
    expect(fixture("Local/soap11.sample.request.txt")).toMatch(/<Local xmlns="http:\/\/lab\.example\.com\/near"><p><Id>/);
    expect(fixture("Check/soap11.sample.request.txt")).toMatch(/<Ticket xmlns="http:\/\/lab\.example\.com\/near"><Token>[^<]*<\/Token><\/Ticket>/);
    expect(fixture("Pack/soap12.sample.request.txt")).toMatch(/<Pack xmlns="urn:other"><b Mode="(Ground|Air)">/);
    expect(fixture("Label/soap11.sample.request.txt")).toMatch(/<Label xmlns="urn:other"><b Mode="[A-Za-z ]*"><Name>[^<]*<\/Name><Rights>[A-Za-z ]*<\/Rights><\/b><p>[A-Za-z ]*<\/p><\/Label>/);
    expect(fixture("Weigh/soap11.sample.request.txt")).toMatch(/<soap:Body><p xmlns="urn:other"><Id>[^<]*<\/Id><Weight>-?\d+<\/Weight><\/p><\/soap:Body>/);
    expect(fixture("Weigh/soap12.sample.response.txt")).toMatch(/<soap:Body><WeighResult xmlns="urn:other"><Id>/);
    expect(fixture("Grant/soap11.sample.response.txt")).toMatch(/<GrantResponse xmlns="urn:other"><GrantResult>[A-Za-z ]*<\/GrantResult><\/GrantResponse>/);
    expect(cases.length).toBeGreaterThan(20);
  });

  describeGeneratedCases(generated, cases);
});
