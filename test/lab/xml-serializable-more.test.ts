/**
 * IXmlSerializable without [XmlSchemaProvider] (GetSchema returns null) as arrays and as a member of an ordinary
 * class, as the lab's ASMX published and answered it (test/reference/lab/xml-serializable-more/, README there;
 * the class itself: ../xml-serializable-bare). An array is `ArrayOfPropertyBag`, each item a nillable element of
 * the DataSet shape; a member an element of that shape (`minOccurs="0"`). Over SOAP every item or member holds
 * WriteXml's output as is; over HTTP GET/POST the array's and the class's documents indent it as the document
 * writer does. The WSDL is the recording's byte for byte; the server answers the recorded requests with the
 * recorded bytes; the client writes the recorded bodies and reads the recorded answers.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderWsdlSet } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import type { XmlContentValue } from "../../runtime/src/soap/xml-node.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { answersRecordings, clientOfRecording, sentByClient } from "../support/lab-replay.js";
import { labFixtureSet, passesFixtures } from "../support/lab-fixtures.js";
import { REPO_ROOT } from "../support/paths.js";

const LAB = join(REPO_ROOT, "test/reference/lab/xml-serializable-more");
const WSDL_FILE = join(LAB, "wsdl/BagShelf.asmx@wsdl.xml");
const WSDL = readFileSync(WSDL_FILE, "utf8");
const ADDRESS = "http://127.0.0.1:51959/BagShelf.asmx";
const NS = "http://lab.example.com/bag-shelf";

/** BagShelf.cs as its author would write the spec. */
const SPEC = readFileSync(join(LAB, "BagShelf.yaml"), "utf8");
const model = parseSpec(SPEC, "spec/bag-shelf.yaml");

const entry = (key: string, value: string) => ({ name: "entry", namespace: NS, attributes: [{ name: "key", value: key }], children: [value] });
const bag = (...pairs: [string, string][]): XmlContentValue => (pairs.length === 0 ? {} : { children: pairs.map(([k, v]) => entry(k, v)) });
/** BagShelf.Bag(i): i entries k0..k(i-1), each "v" + i. */
const bagOf = (i: number): XmlContentValue => bag(...Array.from({ length: i }, (_, k): [string, string] => [`k${k}`, `v${i}`]));
/** PropertyBag.ToString(): `[key=value,...]`. */
const shown = (value: XmlContentValue | null): string =>
  value === null
    ? "null"
    : `[${(value.children ?? [])
        .filter((c) => typeof c !== "string")
        .map((c) => `${(c as ReturnType<typeof entry>).attributes[0]!.value}=${(c as ReturnType<typeof entry>).children.join("")},`)
        .join("")}]`;

type Profile = { name: string | null; settings?: XmlContentValue | null; age: number };
/** What BagShelf.cs does. */
const handlers: OperationHandlers = {
  GetBags: ({ n }: { n: number }) => (n < 0 ? null : n === 100 ? [bagOf(1), null, bagOf(2)] : Array.from({ length: n }, (_, i) => bagOf(i))),
  // ASMX reads an xsi:nil item of the class as an empty one (CountBags.soap11): ReadXml runs on it.
  CountBags: ({ bags }: { bags: (XmlContentValue | null)[] | null }) => (bags === null ? "null" : `${bags.length}:${bags.map((b) => `${shown(b)};`).join("")}`),
  GetProfile: ({ n }: { n: number }) => (n < 0 ? null : { name: "Ann", settings: n === 0 ? null : bagOf(n), age: 30 + n }),
  EchoProfile: ({ profile }: { profile: Profile | null }) => (profile === null ? "null" : `${profile.name}:${shown(profile.settings ?? null)}:${profile.age}`),
};

describe("the spec form", () => {
  it("writes the recorded WSDL byte for byte", () => {
    expect(renderWsdlSet(model, ADDRESS)[0]!.text).toBe(WSDL);
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  answersRecordings(LAB, model, handlers, { count: 24 });
});

describe("import", () => {
  const imported = importWsdl(WSDL, { source: WSDL_FILE, schema: "spec.schema.json", specPath: "spec/bag-shelf.yaml" });
  it("round-trips the WSDL, naming the class where ArrayOfX's items show it; a member of the shape is a DataSet (wsdl.exe)", () => {
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toContain("xmlSerializable:\n  PropertyBag: {}\n");
    expect(imported.yaml).toContain('result: { type: "PropertyBag[]" }');
    expect(imported.yaml).toContain('- { name: bags, type: "PropertyBag[]" }');
    expect(imported.yaml).toContain("- { name: Settings, type: DataSet }");
  });
});

describe("the client", () => {
  const call = (name: string, binding: "soap11" | "soap12" | "httpGet" | "httpPost", op: string, input: Record<string, unknown>) =>
    clientOfRecording(LAB, model, ADDRESS, name, binding).call(op, input);
  it("reads arrays over SOAP and HTTP GET/POST: WriteXml's content per item, the indentation not content", async () => {
    const three = [{}, bagOf(1), bagOf(2)];
    expect(await call("GetBags.soap11", "soap11", "GetBags", { n: 3 })).toEqual(three);
    expect(await call("GetBags.soap12", "soap12", "GetBags", { n: 2 })).toEqual([{}, bagOf(1)]);
    expect(await call("GetBags.httpget", "httpGet", "GetBags", { n: 3 })).toEqual(three);
    expect(await call("GetBags.httppost", "httpPost", "GetBags", { n: 2 })).toEqual([{}, bagOf(1)]);
    expect(await call("GetBags.soap11.empty", "soap11", "GetBags", { n: 0 })).toEqual([]);
    expect(await call("GetBags.httpget.empty", "httpGet", "GetBags", { n: 0 })).toEqual([]);
    expect(await call("GetBags.soap11.null", "soap11", "GetBags", { n: -1 })).toBeNull();
    expect(await call("GetBags.httpget.null", "httpGet", "GetBags", { n: -1 })).toBeNull();
  });
  it("reads a nil item as XmlSerializer does, ReadXml on empty content (not null)", async () => {
    expect(await call("GetBags.soap11.nil", "soap11", "GetBags", { n: 100 })).toEqual([bagOf(1), {}, bagOf(2)]);
    expect(await call("GetBags.httpget.nil", "httpGet", "GetBags", { n: 100 })).toEqual([bagOf(1), {}, bagOf(2)]);
  });
  it("reads the member over SOAP and HTTP GET/POST; a missing one is null", async () => {
    expect(await call("GetProfile.soap11", "soap11", "GetProfile", { n: 2 })).toEqual({ name: "Ann", settings: bagOf(2), age: 32 });
    expect(await call("GetProfile.soap12", "soap12", "GetProfile", { n: 1 })).toEqual({ name: "Ann", settings: bagOf(1), age: 31 });
    expect(await call("GetProfile.httpget", "httpGet", "GetProfile", { n: 2 })).toEqual({ name: "Ann", settings: bagOf(2), age: 32 });
    expect(await call("GetProfile.httppost", "httpPost", "GetProfile", { n: 1 })).toEqual({ name: "Ann", settings: bagOf(1), age: 31 });
    const none = (await call("GetProfile.soap11.nosettings", "soap11", "GetProfile", { n: 0 })) as Profile;
    expect(none.settings ?? null).toBeNull();
    expect(none.age).toBe(30);
    expect(await call("GetProfile.soap11.null", "soap11", "GetProfile", { n: -1 })).toBeNull();
  });
  it("writes an array parameter's items and a member's content as the recorded requests do", async () => {
    const one = await sentByClient(LAB, model, ADDRESS, "CountBags.soap12", "soap12", "CountBags", { bags: [bag(["a", "1"])] });
    expect(one.sent).toContain('<CountBags xmlns="http://lab.example.com/bag-shelf"><bags><PropertyBag><entry key="a">1</entry></PropertyBag></bags></CountBags>');
    expect(one.value).toBe("1:[a=1,];");
    const empty = await sentByClient(LAB, model, ADDRESS, "CountBags.soap11.empty", "soap11", "CountBags", { bags: [] });
    expect(empty.sent).toContain('<CountBags xmlns="http://lab.example.com/bag-shelf"><bags /></CountBags>');
    const none = await sentByClient(LAB, model, ADDRESS, "CountBags.soap11.null", "soap11", "CountBags", { bags: null });
    expect(none.sent).toContain('<CountBags xmlns="http://lab.example.com/bag-shelf" />');
    const profile = await sentByClient(LAB, model, ADDRESS, "EchoProfile.soap11", "soap11", "EchoProfile", { profile: { name: "Bo", settings: bag(["a", "1"], ["b", "2"]), age: 7 } });
    expect(profile.sent).toContain('<profile><Name>Bo</Name><Settings><entry key="a">1</entry><entry key="b">2</entry></Settings><Age>7</Age></profile>');
    expect(profile.value).toBe("Bo:[a=1,b=2,]:7");
    const blank = await sentByClient(LAB, model, ADDRESS, "EchoProfile.soap11.empty", "soap11", "EchoProfile", { profile: { name: "Bo", settings: {}, age: 7 } });
    expect(blank.sent).toContain("<profile><Name>Bo</Name><Settings /><Age>7</Age></profile>");
  });
});

describe("the generated fixtures pass through the server and the client", () => {
  passesFixtures(model, labFixtureSet(model, "xml-serializable-more-"));
});
