/**
 * The [WebServiceBinding] forms binding-location-forms left refused (test/reference/lab/binding-location-more/,
 * BindingLocationMore.cs), each end to end on lab-recorded bytes:
 * - ownbeside: a located binding in the service's namespace (`Near`) beside one in another namespace (`Other`):
 *   the located import first (its prefix `i0` is tns's, not declared), then `?wsdl=wsdl1` as `i1`;
 * - ownlocated: one in the service's namespace after one in another (`Ext`, then `Near`): the service's namespace
 *   takes the prefix `i1` (declared before `tns` in the root's prefix order), so the root declares no `tns`;
 * - twospaces: bindings in two other namespaces: `?wsdl=wsdl1`, `?wsdl=wsdl2`, three schema documents in binding
 *   order; `OtherA` holds two methods (a string and an int), called over SOAP 1.1, 1.2, HTTP GET and POST;
 * - threespaces: a located binding and two in other namespaces: `i0`, `i1`, `i2`;
 * - locthree: three located bindings, `i0` to `i2`;
 * - samelocation: two located bindings in one namespace at one location: one import;
 * - sharedlocation: two located bindings in two namespaces at one location: two imports of the one location. A
 *   WSDL document has one targetNamespace, so no user's document there describes both: import refuses it at the
 *   second wsdl:import (the rest is end to end).
 * Each under `service.namedBindings`, binding order from the recorded ports (`wsdl.bindingOrder`).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderWsdlSet } from "../../generator/emit/wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import type { OperationHandler } from "../../runtime/src/server/types.js";
import { describeLocatedForm, type LocatedForm, recordedAddress } from "../support/located-forms.js";
import { specErrorOf } from "../support/spec-error.js";
import { REPO_ROOT } from "../support/paths.js";

const LAB = join(REPO_ROOT, "test/reference/lab/binding-location-more");
/** The lab's address in the recorded exchanges. */
const EXCHANGE_HOST = "http://127.0.0.1:55853";

const echo = (prefix: string): OperationHandler => (input: { s?: unknown }) => `${prefix}:${String(input.s)}`;
const op = (name: string, binding?: string): string => `  - name: ${name}
${binding !== undefined ? `    binding: ${binding}\n` : ""}    fields: [{ name: s, type: string }]
    result: { type: string }
`;
const spec = (folder: string, name: string, ns: string, bindings: string, order: string, ops: string): string => `service:
  name: ${name}
  namespace: "${ns}"
  endpoint: "${recordedAddress(LAB, folder)}"
  namedBindings:
${bindings}  wsdl:
    bindingOrder: [${order}]
operations:
${ops}`;
const wsdlImport = (folder: string, namespace: string, id: string): string => `<wsdl:import namespace="${namespace}" location="${recordedAddress(LAB, folder)}?wsdl=${id}" />`;
const locatedImport = (namespace: string, file: string): string => `<wsdl:import namespace="${namespace}" location="http://example.com/${file}" />`;

const MORE_FORMS: readonly LocatedForm[] = [
  {
    folder: "ownbeside",
    service: "OwnBeside",
    spec: spec(
      "ownbeside",
      "OwnBeside",
      "http://lab.example.com/ownbeside",
      '    Near: { namespace: "http://lab.example.com/ownbeside", location: "http://example.com/near.wsdl" }\n    Other: { namespace: "urn:other" }\n',
      "Other, Near, OwnBesideSoap",
      op("Own") + op("Close", "Near") + op("Away", "Other"),
    ),
    handlers: { Own: echo("o"), Close: echo("c"), Away: echo("w") },
    exchanges: 6,
    far: { exchange: "Close.soap11", operation: "Close", value: "near", namespace: "http://lab.example.com/ownbeside", answer: "c:near" },
    imports: [locatedImport("http://lab.example.com/ownbeside", "near.wsdl"), wsdlImport("ownbeside", "urn:other", "wsdl1")],
    absent: "wsdl2",
  },
  {
    folder: "ownlocated",
    service: "OwnLocated",
    spec: spec(
      "ownlocated",
      "OwnLocated",
      "http://lab.example.com/ownlocated",
      '    Ext: { namespace: "urn:ext", location: "http://example.com/ext.wsdl" }\n    Near: { namespace: "http://lab.example.com/ownlocated", location: "http://example.com/near.wsdl" }\n',
      "Ext, OwnLocatedSoap, Near",
      op("Own") + op("Far", "Ext") + op("Close", "Near"),
    ),
    handlers: { Own: echo("o"), Far: echo("f"), Close: echo("c") },
    exchanges: 6,
    far: { exchange: "Close.soap11", operation: "Close", value: "near", namespace: "http://lab.example.com/ownlocated", answer: "c:near" },
    imports: [locatedImport("urn:ext", "ext.wsdl"), locatedImport("http://lab.example.com/ownlocated", "near.wsdl")],
    absent: "wsdl1",
  },
  {
    folder: "twospaces",
    service: "TwoSpaces",
    spec: spec(
      "twospaces",
      "TwoSpaces",
      "http://lab.example.com/twospaces",
      '    OtherA: { namespace: "urn:othera" }\n    OtherB: { namespace: "urn:otherb" }\n',
      "TwoSpacesSoap, OtherA, OtherB",
      `${op("Own") + op("AwayA", "OtherA") + op("AwayB", "OtherB")}  - name: CountA
    binding: OtherA
    fields: [{ name: n, type: int }]
    result: { type: int }
`,
    ),
    handlers: { Own: echo("o"), AwayA: echo("a"), AwayB: echo("b"), CountA: (input: { n?: unknown }) => Number(input.n) + 1 },
    exchanges: 10,
    far: { exchange: "AwayB.soap11", operation: "AwayB", value: "b", namespace: "urn:otherb", answer: "b:b" },
    imports: [wsdlImport("twospaces", "urn:othera", "wsdl1"), wsdlImport("twospaces", "urn:otherb", "wsdl2")],
    absent: "wsdl3",
  },
  {
    folder: "threespaces",
    service: "ThreeSpaces",
    spec: spec(
      "threespaces",
      "ThreeSpaces",
      "http://lab.example.com/threespaces",
      '    Ext: { namespace: "urn:ext", location: "http://example.com/ext.wsdl" }\n    OtherA: { namespace: "urn:othera" }\n    OtherB: { namespace: "urn:otherb" }\n',
      "Ext, ThreeSpacesSoap, OtherA, OtherB",
      op("Own") + op("AwayA", "OtherA") + op("Far", "Ext") + op("AwayB", "OtherB"),
    ),
    handlers: { Own: echo("o"), AwayA: echo("a"), Far: echo("f"), AwayB: echo("b") },
    exchanges: 7,
    far: { exchange: "Far.soap11", operation: "Far", value: "far", namespace: "urn:ext", answer: "f:far" },
    imports: [locatedImport("urn:ext", "ext.wsdl"), wsdlImport("threespaces", "urn:othera", "wsdl1"), wsdlImport("threespaces", "urn:otherb", "wsdl2")],
    absent: "wsdl3",
  },
  {
    folder: "locthree",
    service: "LocatedThree",
    spec: spec(
      "locthree",
      "LocatedThree",
      "http://lab.example.com/locthree",
      ["a", "b", "c"].map((x) => `    Ext${x.toUpperCase()}: { namespace: "urn:ext${x}", location: "http://example.com/${x}.wsdl" }\n`).join(""),
      "ExtC, ExtB, ExtA, LocatedThreeSoap",
      op("Own") + op("FarA", "ExtA") + op("FarB", "ExtB") + op("FarC", "ExtC"),
    ),
    handlers: { Own: echo("o"), FarA: echo("a"), FarB: echo("b"), FarC: echo("c") },
    exchanges: 5,
    far: { exchange: "FarC.soap11", operation: "FarC", value: "c", namespace: "urn:extc", answer: "c:c" },
    imports: ["a", "b", "c"].map((x) => locatedImport(`urn:ext${x}`, `${x}.wsdl`)),
    absent: "wsdl1",
  },
  {
    folder: "samelocation",
    service: "SameLocation",
    spec: spec(
      "samelocation",
      "SameLocation",
      "http://lab.example.com/samelocation",
      '    ExtA: { namespace: "urn:exta", location: "http://example.com/a.wsdl" }\n    ExtA2: { namespace: "urn:exta", location: "http://example.com/a.wsdl" }\n',
      "ExtA2, ExtA, SameLocationSoap",
      op("Own") + op("FarA", "ExtA") + op("FarA2", "ExtA2"),
    ),
    handlers: { Own: echo("o"), FarA: echo("a"), FarA2: echo("2") },
    exchanges: 5,
    far: { exchange: "FarA2.soap11", operation: "FarA2", value: "two", namespace: "urn:exta", answer: "2:two" },
    imports: [locatedImport("urn:exta", "a.wsdl")],
    absent: "wsdl1",
  },
  {
    folder: "sharedlocation",
    service: "SharedLocation",
    spec: spec(
      "sharedlocation",
      "SharedLocation",
      "http://lab.example.com/sharedlocation",
      '    ExtA: { namespace: "urn:exta", location: "http://example.com/ab.wsdl" }\n    ExtB: { namespace: "urn:extb", location: "http://example.com/ab.wsdl" }\n',
      "ExtB, ExtA, SharedLocationSoap",
      op("Own") + op("FarA", "ExtA") + op("FarB", "ExtB"),
    ),
    handlers: { Own: echo("o"), FarA: echo("a"), FarB: echo("b") },
    exchanges: 5,
    far: { exchange: "FarB.soap11", operation: "FarB", value: "b", namespace: "urn:extb", answer: "b:b" },
    imports: [locatedImport("urn:exta", "ab.wsdl"), locatedImport("urn:extb", "ab.wsdl")],
    absent: "wsdl1",
    importRefused:
      /SharedLocation\.asmx@wsdl\.xml:4:\d+: wsdl:import: the WSDL document 'http:\/\/example\.com\/ab\.wsdl' \(of the binding 'ExtB' at a location, \[WebServiceBinding\(Location\)\]: ASMX does not publish it\) declares the namespace 'urn:exta', not 'urn:extb'/,
  },
];

for (const form of MORE_FORMS) describeLocatedForm(LAB, form, EXCHANGE_HOST);

describe("ownlocatedtyped: OwnLocated with a class, an enum and an array of the service's namespace", () => {
  it("names them i1 in the schema too, as recorded (the whole root byte for byte)", () => {
    const folder = join(LAB, "ownlocatedtyped/wsdl");
    const address = readFileSync(join(folder, "index.tsv"), "utf8").split("\t", 1)[0]!.replace(/\?wsdl$/, "");
    const typed = spec(
      "ownlocatedtyped",
      "OwnLocatedTyped",
      "http://lab.example.com/ownlocatedtyped",
      '    Ext: { namespace: "urn:ext", location: "http://example.com/ext.wsdl" }\n    Near: { namespace: "http://lab.example.com/ownlocatedtyped", location: "http://example.com/near.wsdl" }\n',
      "Ext, OwnLocatedTypedSoap, Near",
      `  - name: Own
    fields: [{ name: t, type: Thing }]
    result: { type: Thing }
${op("Far", "Ext")}${op("Close", "Near")}`,
    ).replace("operations:\n", "enums:\n  Kind: { values: [Small, Large] }\ntypes:\n  Thing:\n    fields: [{ name: Name, type: string }, { name: Kind, type: Kind }, { name: Counts, type: \"int[]\" }]\noperations:\n");
    const root = renderWsdlSet(parseSpec(typed, "spec/ownlocatedtyped.yaml"), address);
    expect(root.map((d) => d.query)).toEqual(["wsdl"]);
    const recorded = readFileSync(join(folder, "OwnLocatedTyped.asmx@wsdl.xml"), "utf8");
    expect(recorded).toContain('type="i1:Kind"');
    expect(recorded).not.toContain("tns:");
    expect(root[0]!.text).toBe(recorded);
  });
});

describe("what the lab did not record, or the model does not follow, is refused", () => {
  it("two or more imports beside schemas of other namespaces: the root's declaration order is the hash table's at that size (locthreetyped)", () => {
    const folder = join(LAB, "locthreetyped/wsdl");
    const address = readFileSync(join(folder, "index.tsv"), "utf8").split("\t", 1)[0]!.replace(/\?wsdl$/, "");
    const recorded = readFileSync(join(folder, "LocatedThreeTyped.asmx@wsdl.xml"), "utf8").split("\n")[1]!;
    // Without s1-s3 (locthree) i1 is declared first of all and i2 after soap12; beside them, i1 after soap12 and i2 after tns.
    expect([...recorded.matchAll(/xmlns:(\w+)=/g)].map((m) => m[1])).toEqual(["s2", "soapenc", "soap12", "i1", "s1", "http", "tns", "i2", "mime", "tm", "s3", "s", "i0", "soap", "wsdl"]);
    const typed = `${MORE_FORMS.find((f) => f.folder === "locthree")!
      .spec.replace("http://lab.example.com/locthree", "http://lab.example.com/locthreetyped")
      .replace("name: LocatedThree", "name: LocatedThreeTyped")
      .replace(/endpoint: "[^"]*"/, `endpoint: "${address}"`)
      .replace("LocatedThreeSoap]", "LocatedThreeTypedSoap]")
      .replace("operations:\n", "types:\n  Ta: { namespace: urn:ta, fields: [{ name: A, type: string }] }\noperations:\n")
      .replace("  - name: Own\n    fields: [{ name: s, type: string }]", "  - name: Own\n    fields: [{ name: a, type: Ta }]")}`;
    // The model refuses it at the binding making the root's second import (ExtB's FarB comes after ExtA's FarA).
    const line = typed.split("\n").findIndex((l) => l.startsWith("    ExtB: {")) + 1;
    expect(specErrorOf(typed, "spec/b.yaml")).toBe(
      `spec/b.yaml:${line}:11: the binding 'ExtB' makes the root's second imported document (prefix i1) beside a schema of another namespace (the operation 'Own': the parameter 'a' uses the class 'Ta' of 'urn:ta'): ASMX then orders the root's namespace declarations by a hash table whose size varies with them, which is not modelled, so this is not supported yet; keep that type in the service's namespace, or the located bindings to one namespace and location`,
    );
  });

  it("other namespaces a header, an HTTP GET/POST array parameter or a typed member brings count too; one located import beside them is fine", () => {
    const three = MORE_FORMS.find((f) => f.folder === "locthree")!.spec;
    const withTypes = (types: string, own: string): string =>
      three.replace("operations:\n", `${types}operations:\n`).replace("  - name: Own\n    fields: [{ name: s, type: string }]", own);
    const header = withTypes(
      "headers:\n  Stamp: { fields: [{ name: At, type: guid }] }\n",
      "  - name: Own\n    fields: [{ name: s, type: string }]\n    headers: [{ name: Stamp, direction: in }]",
    );
    expect(specErrorOf(header, "spec/b.yaml")).toMatch(/^spec\/b\.yaml:\d+:11: the binding 'ExtB' makes the root's second imported document \(prefix i1\) beside a schema of another namespace \(the operation 'Own': the header 'Stamp' uses a guid\)/);
    const repeated = withTypes("", "  - name: Own\n    fields: [{ name: s, type: \"int[]\" }]\n    bindings: [soap11, soap12, httpGet]");
    expect(specErrorOf(repeated, "spec/b.yaml")).toMatch(/\(the operation 'Own': the parameter 's' repeats over HTTP GET\/POST \(ASMX's StringArray of '\.\.\.\/AbstractTypes'\)\)/);
    const member = withTypes(
      "types:\n  Holder: { fields: [{ name: When, type: guid }] }\n",
      "  - name: Own\n    fields: [{ name: h, type: Holder }]",
    );
    expect(specErrorOf(member, "spec/b.yaml")).toMatch(/\(the operation 'Own': the parameter 'h' uses a guid\)/);
    // With one located import (ExtA alone) each loads, and its root declares a schema prefix of another namespace
    // (s1): the reason the model gives is one the WSDL emitter meets.
    const oneImport = (text: string): string =>
      text
        .replace(/    Ext[BC]: \{[^\n]*\n/g, "")
        .replace(/  - name: Far[BC]\n(    [^\n]*\n)*/g, "")
        .replace("ExtC, ExtB, ExtA, LocatedThreeSoap", "ExtA, LocatedThreeSoap");
    for (const text of [header, repeated, member]) {
      const root = renderWsdlSet(parseSpec(oneImport(text), "spec/b.yaml"), "http://127.0.0.1/LocatedThree.asmx")[0]!.text;
      expect(root).toMatch(/ xmlns:s1="/);
      expect(root).toMatch(/ xmlns:i0="urn:exta"/);
      expect(root).not.toMatch(/ xmlns:i1=/);
    }
    // Three located imports with types of the service's namespace only (locthree, recorded byte for byte above) load.
    expect(specErrorOf(three, "spec/b.yaml")).toBe("no error");
  });

  it("a fourth import of the root (prefix i3)", () => {
    const three = MORE_FORMS.find((f) => f.folder === "locthree")!.spec;
    const four = `${three.replace("    ExtA: {", '    ExtD: { namespace: "urn:extd", location: "http://example.com/d.wsdl" }\n    ExtA: {')}  - { name: FarD, binding: ExtD, fields: [] }\n`;
    expect(() => parseSpec(four, "spec/b.yaml")).toThrow(/spec\/b\.yaml:5:\d+: bindings making 4 imports of the root \(at locations or in other namespaces\): the root's prefixes i0 to i2 are recorded, not more/);
  });
  it("two located bindings in one namespace at one location make one import: not refused at three of them", () => {
    const same = MORE_FORMS.find((f) => f.folder === "samelocation")!.spec;
    const more = `${same.replace("    ExtA: {", '    ExtB: { namespace: "urn:extb", location: "http://example.com/b.wsdl" }\n    ExtC: { namespace: "urn:extc", location: "http://example.com/c.wsdl" }\n    ExtA: {')}  - { name: FarB, binding: ExtB, fields: [] }\n  - { name: FarC, binding: ExtC, fields: [] }\n`;
    const root = renderWsdlSet(parseSpec(more.replace(/  wsdl:\n    bindingOrder: \[[^\]]*\]\n/, ""), "spec/b.yaml"), "http://127.0.0.1/SameLocation.asmx")[0]!.text;
    expect(root.split("\n").filter((line) => line.includes("<wsdl:import ")).map((line) => line.trim())).toEqual([
      locatedImport("urn:exta", "a.wsdl"),
      locatedImport("urn:extb", "b.wsdl"),
      locatedImport("urn:extc", "c.wsdl"),
    ]);
  });
});
