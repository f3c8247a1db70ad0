/**
 * [XmlAnyElement] on web method parameters and results, the forms test/lab/any-parameters.test.ts left, as the
 * lab's ASMX published and answered them (test/reference/lab/any-parameters-more/, one service class per form).
 * AnyBeside: an xs:any parameter beside other parameters, in its place in the wrapper's sequence; it takes every
 * element the others do not, a repeat of theirs too, and is an empty array for a wrapper with an end tag.
 * Each service: import round-trips its WSDL, the spec with the C#'s parameter names gives it byte for byte, the
 * server answers the recorded requests with the recorded bytes, the client sends and reads them.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { renderWsdlSet } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import { buildRequest } from "../../runtime/src/client/request.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import type { XmlElementValue } from "../../runtime/src/soap/xml-node.js";
import { readRecordedRequest } from "../support/http-recording.js";
import { answersRecordings, clientOfRecording } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";

const LAB = join(REPO_ROOT, "test/reference/lab/any-parameters-more");
const EXCHANGES = join(LAB, "exchanges");

/** One service class of AnyParametersMore.cs: its recorded WSDL, imported. */
function service(name: string) {
  const file = join(LAB, `wsdl/${name}/${name}.asmx@wsdl.xml`);
  const wsdl = readFileSync(file, "utf8");
  const address = readFileSync(join(LAB, `wsdl/${name}/index.tsv`), "utf8").split("\t")[0]!.replace("?wsdl", "");
  const imported = importWsdl(wsdl, { source: file, schema: "spec.schema.json", specPath: `spec/${name}.yaml` });
  return { wsdl, address, imported };
}

/** Show.Of in AnyParametersMore.cs: the count and each node's {namespace}name. */
function show(items: readonly XmlElementValue[] | null): string {
  if (items === null) return "null";
  return [String(items.length), ...items.map((n) => `{${n.namespace ?? ""}}${n.name}`)].join(":");
}

/** The recorded request body's wrapper element, as the client writes it (on one line). */
function recordedWrapper(name: string, element: string): string {
  const body = readRecordedRequest(join(EXCHANGES, `${name}.request.txt`)).body.toString("utf8");
  return body.match(new RegExp(`<${element}[ >][\\s\\S]*</${element}>`))![0];
}

describe("AnyBeside: an xs:any parameter beside other parameters", () => {
  const { wsdl, address, imported } = service("AnyBeside");
  const NS = "http://lab.example.com/any-beside";
  // The WSDL names neither any parameter: import calls them Any; the C# says items and item.
  const SPEC = imported.yaml
    .replace('name: Any, type: "XmlElement[]"', 'name: items, type: "XmlElement[]"')
    .replace("name: Any, type: XmlElement,", "name: item, type: XmlElement,");
  const model = parseSpec(SPEC, "spec/AnyBeside.yaml");
  const descriptor = descriptorOf(model);

  it("import comes back byte for byte, the xs:any in its place between a and b", () => {
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toMatch(/- \{ name: a, type: string \}\n\s+- \{ name: Any, type: "XmlElement\[\]", any: true \}\n\s+- \{ name: b, type: int \}/);
  });

  it("the spec with the C#'s parameter names gives the recorded WSDL byte for byte; no HTTP GET/POST face", () => {
    expect(SPEC).not.toBe(imported.yaml);
    expect(renderWsdlSet(model, address).find((d) => d.query === "wsdl")!.text).toBe(wsdl);
    expect(model.operations.map((o) => [o.name, o.bindings])).toEqual([
      ["Beside", ["soap11", "soap12"]],
      ["Lone", ["soap11", "soap12"]],
    ]);
  });

  const handlers: OperationHandlers = {
    Beside: ({ a, items, b }: { a: string | null; items: XmlElementValue[] | null; b: number }) => `${a ?? ""}|${show(items)}|${b}`,
    Lone: ({ item, c }: { item: XmlElementValue | null; c: string | null }) =>
      `${item === null ? "null" : `{${item.namespace ?? ""}}${item.name}`}|${c ?? ""}`,
  };

  describe("the server answers the recorded requests with the recorded bytes", () => {
    answersRecordings(LAB, model, handlers, {
      count: 10,
      only: ["Beside.soap11", "Beside.soap11.order", "Beside.soap11.twice", "Beside.soap11.none", "Beside.soap11.empty", "Beside.soap11.blank", "Beside.soap11.text", "Beside.soap12", "Lone.soap11", "Lone.soap11.none"],
    });
  });

  describe("the client", () => {
    const X = { name: "x", namespace: "urn:e", namespaces: { "": "urn:e" }, children: ["1"] };
    const Y = { name: "y", namespace: NS, children: ["2"] };
    const send = (name: string, input: Readonly<Record<string, unknown>>): string =>
      buildRequest(descriptor, descriptor.operations.find((o) => o.name === name)!, "soap11", input).body!;

    it("sends Beside's recorded wrapper byte for byte: the elements between a and b", () => {
      expect(send("Beside", { a: "A", items: [X, Y], b: 3 })).toContain(`<soap:Body>${recordedWrapper("Beside.soap11", "Beside")}</soap:Body>`);
    });

    it("sends none for an empty or null array, as Beside.none's wrapper", () => {
      const none = recordedWrapper("Beside.soap11.none", "Beside");
      expect(send("Beside", { a: "A", items: [], b: 3 })).toContain(`<soap:Body>${none}</soap:Body>`);
      expect(send("Beside", { a: "A", items: null, b: 3 })).toContain(`<soap:Body>${none}</soap:Body>`);
    });

    it("reads the recorded answers", async () => {
      const client = (name: string) => clientOfRecording(LAB, model, "http://127.0.0.1/AnyBeside.asmx", name, name.includes("soap12") ? "soap12" : "soap11");
      expect(await client("Beside.soap11").call("Beside", { a: "A", items: [X, Y], b: 3 })).toBe(`A|2:{urn:e}x:{${NS}}y|3`);
      expect(await client("Beside.soap12").call("Beside", { a: "A", items: [X], b: 3 })).toBe("A|1:{urn:e}x|3");
      expect(await client("Lone.soap11.none").call("Lone", { item: null, c: "C" })).toBe("null|C");
    });
  });
});
