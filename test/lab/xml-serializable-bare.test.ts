/**
 * IXmlSerializable without [XmlSchemaProvider] (GetSchema returns null), as the lab's ASMX published and answered
 * it (test/reference/lab/xml-serializable-bare/, README there): a DataSet's shape (s:schema, then any) in every
 * element of it, and a global element of that shape under the class's name for the HTTP GET/POST result
 * document. The spec says it as `xmlSerializable: { PropertyBag: {} }` (no schema); a value is the element's
 * content as WriteXml wrote it (the XML content value XmlElement and object members use). Import names the
 * class where the HTTP result's global element shows it and reads every other element of that shape as a DataSet,
 * as wsdl.exe does (DataSetSchemaImporterExtension maps the shape to System.Data.DataSet whatever its name).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { renderWsdlSet } from "../../generator/emit/wsdl.js";
import { ImportError } from "../../generator/import/import-error.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import type { XmlContentValue } from "../../runtime/src/soap/xml-node.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { readRecordedResponse } from "../support/http-recording.js";
import { answersRecordings, clientOfRecording, sentByClient } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";

const LAB = join(REPO_ROOT, "test/reference/lab/xml-serializable-bare");
const WSDL_FILE = join(LAB, "wsdl/SettingsBag.asmx@wsdl.xml");
const WSDL = readFileSync(WSDL_FILE, "utf8");
const ADDRESS = "http://127.0.0.1:44473/SettingsBag.asmx";
const NS = "http://lab.example.com/bag";
const body = (name: string) => readRecordedResponse(join(LAB, "exchanges", `${name}.response.txt`))!.body.toString("utf8");
const imported = importWsdl(WSDL, { source: WSDL_FILE, schema: "spec.schema.json", specPath: "spec/bag.yaml" });

/** SettingsBag.cs as its author would write the spec: every PropertyBag a PropertyBag. */
const SPEC = readFileSync(join(LAB, "SettingsBag.yaml"), "utf8");
const model = parseSpec(SPEC, "spec/bag.yaml");

const entry = (key: string, value: string) => ({ name: "entry", namespace: NS, attributes: [{ name: "key", value: key }], children: [value] });
const bag = (...pairs: [string, string][]): XmlContentValue => ({ children: pairs.map(([k, v]) => entry(k, v)) });

/** What SettingsBag.cs does. */
const handlers: OperationHandlers = {
  GetSettings: ({ scope }: { scope: string | null }) => (scope === "none" ? null : scope === "empty" ? {} : bag(["theme", "dark"], ["lang", scope ?? ""])),
  Echo: ({ settings }: { settings: XmlContentValue | null }) => settings,
  SaveSettings: ({ settings }: { settings: XmlContentValue | null }) => (settings === null ? -1 : (settings.children ?? []).filter((c) => typeof c !== "string").length),
};

describe("the spec form", () => {
  it("writes the recorded WSDL byte for byte", () => {
    expect(renderWsdlSet(model, ADDRESS)[0]!.text).toBe(WSDL);
  });

  it("offers the class's result over HTTP GET/POST, not its parameters", () => {
    expect(model.operations.map((op) => [op.name, op.bindings.filter((b) => b.startsWith("http"))])).toEqual([
      ["GetSettings", ["httpGet", "httpPost"]],
      ["Echo", []],
      ["SaveSettings", []],
    ]);
  });

  it("still refuses a provider's class over HTTP (not recorded)", () => {
    const provided = parseSpec(
      SPEC.replace("    documentation: Key/value pairs; WriteXml writes one entry element per pair.\n", '    schema: <s:complexType name="PropertyBag"><s:sequence><s:any /></s:sequence></s:complexType>\n'),
      "spec/bag.yaml",
    );
    expect(provided.operations[0]!.bindings).toEqual(["soap11", "soap12"]);
  });
});

describe("import", () => {
  it("round-trips the WSDL, naming the class where the HTTP result shows it and taking the rest as DataSets (wsdl.exe)", () => {
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toContain("xmlSerializable:\n  PropertyBag: {}\n");
    expect(imported.model.operations.map((op) => [op.name, op.fields.map((f) => f.type.kind), op.result?.type.kind])).toEqual([
      ["GetSettings", ["simple"], "serializable"],
      ["Echo", ["dataSet"], "dataSet"],
      ["SaveSettings", ["simple", "dataSet"], "simple"],
    ]);
  });

  it("refuses such an element that no HTTP result document is, positioned", () => {
    // A second global element of the shape, after PropertyBag's (line 77), that no HTTP result names.
    const shape = WSDL.slice(WSDL.indexOf('      <s:element name="PropertyBag"'), WSDL.indexOf("    </s:schema>"));
    const noHttp = WSDL.replace("    </s:schema>", `${shape.replace('"PropertyBag"', '"Other"')}    </s:schema>`);
    let error: unknown;
    try {
      importWsdl(noHttp, { source: WSDL_FILE, schema: "spec.schema.json", specPath: "spec/bag.yaml" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ImportError);
    expect((error as Error).message).toMatch(/SettingsBag\.asmx@wsdl\.xml:85:\d+: .*'Other' holds a DataSet's schema .* no HTTP GET\/POST result document is it/);
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  answersRecordings(LAB, model, handlers, { count: 13 });
});

describe("the client", () => {
  it("reads WriteXml's content over SOAP 1.1 and 1.2, empty content and a missing element", async () => {
    const read = (name: string, binding: "soap11" | "soap12" | "httpGet" | "httpPost", op = "GetSettings") =>
      clientOfRecording(LAB, model, ADDRESS, name, binding).call(op, op === "GetSettings" ? { scope: "x" } : { settings: null });
    expect(await read("GetSettings.soap11.user", "soap11")).toEqual(bag(["theme", "dark"], ["lang", "user"]));
    expect(await read("GetSettings.soap12", "soap12")).toEqual(bag(["theme", "dark"], ["lang", "user"]));
    expect(await read("GetSettings.soap11.empty", "soap11")).toEqual({});
    expect(await read("GetSettings.soap11.none", "soap11")).toBeNull();
    expect(await read("Echo.soap11", "soap11", "Echo")).toEqual(bag(["a", "1"], ["b", "x & y"]));
  });

  it("reads the HTTP GET/POST document as the same value: the indentation is not content", async () => {
    const read = (name: string, binding: "httpGet" | "httpPost") => clientOfRecording(LAB, model, ADDRESS, name, binding).call("GetSettings", { scope: "x" });
    expect(await read("GetSettings.httpget", "httpGet")).toEqual(bag(["theme", "dark"], ["lang", "en"]));
    expect(await read("GetSettings.httppost", "httpPost")).toEqual(bag(["theme", "dark"], ["lang", "user"]));
    expect(await read("GetSettings.httpget.empty", "httpGet")).toEqual({});
    expect(await read("GetSettings.httpget.none", "httpGet")).toBeNull();
  });

  it("sends a parameter's content as the recorded requests do", async () => {
    const echo = await sentByClient(LAB, model, ADDRESS, "Echo.soap11", "soap11", "Echo", { settings: bag(["a", "1"], ["b", "x & y"]) });
    expect(echo.sent).toContain('<Echo xmlns="http://lab.example.com/bag"><settings><entry key="a">1</entry><entry key="b">x &amp; y</entry></settings></Echo>');
    expect(echo.value).toEqual(bag(["a", "1"], ["b", "x & y"]));
    const empty = await sentByClient(LAB, model, ADDRESS, "Echo.soap11.empty", "soap11", "Echo", { settings: {} });
    expect(empty.sent).toContain('<Echo xmlns="http://lab.example.com/bag"><settings /></Echo>');
    expect(empty.value).toEqual({});
    const none = await sentByClient(LAB, model, ADDRESS, "Echo.soap11.null", "soap11", "Echo", { settings: null });
    expect(none.sent).toContain('<Echo xmlns="http://lab.example.com/bag" />');
    expect(none.value).toBeNull();
  });
});

it("was recorded as the README says: WriteXml's output as is over SOAP, the class's root indented over HTTP GET", () => {
  expect(body("GetSettings.soap11.user")).toContain('<GetSettingsResult><entry key="theme">dark</entry><entry key="lang">user</entry></GetSettingsResult>');
  expect(body("GetSettings.soap11.empty")).toContain("<GetSettingsResult />");
  expect(body("GetSettings.soap11.none")).toContain('<GetSettingsResponse xmlns="http://lab.example.com/bag" />');
  expect(body("GetSettings.httpget")).toBe(
    '<?xml version="1.0" encoding="utf-8"?>\n<PropertyBag xmlns="http://lab.example.com/bag">\n  <entry key="theme">dark</entry>\n  <entry key="lang">en</entry>\n</PropertyBag>',
  );
});
