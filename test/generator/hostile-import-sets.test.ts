/**
 * Hostile WSDL sets read through the real entry point (documentSetFromUrl, then importWsdl), served by a local HTTP
 * server from the recorded set of three namespaces (lab binding-location-more/threespaces: `?wsdl=wsdl1`, `wsdl2`,
 * `?schema=schemaN`, a located binding), each changed as an attacker would: import cycles between the `?wsdl=wsdlN`
 * documents, self-imports, an endless chain of documents, schema include and import loops, undeclared prefixes,
 * Object.prototype names as namespaces. Each ends in one positioned error, or imports and round-trips.
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { documentSetFromUrl } from "../../generator/import/document-set.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { REPO_ROOT } from "../support/paths.js";

const DIR = join(REPO_ROOT, "test/reference/lab/binding-location-more/threespaces/wsdl");
const RECORDED = "http://127.0.0.1:57925/ThreeSpaces.asmx";
/** The recorded documents by query (`?wsdl`, `?wsdl=wsdl1`, ...), and the located binding's document as `ext`. */
const recorded: Record<string, string> = {
  ...Object.fromEntries(
    readFileSync(join(DIR, "index.tsv"), "utf8")
      .trim()
      .split("\n")
      .map((line) => line.split("\t") as [string, string])
      .map(([url, file]) => [url.slice(url.indexOf("?")), readFileSync(join(DIR, file), "utf8")]),
  ),
  ext: readFileSync(join(DIR, "ext.wsdl"), "utf8"),
};
const withImport = (text: string, line: string) => text.replace(/(<wsdl:definitions[^>]*>)/, `$1\n  ${line}`);
const inSchema = (text: string, line: string) => text.replace(/(<xs:schema[^>]*>)/, `$1${line}`);

/** Serves the recorded set changed by `change` (given the set's base URL), imports it; the outcome. */
async function importChanged(change: (docs: Record<string, string>, base: string) => void): Promise<{ outcome: string; base: string; ms: number }> {
  let docs: Record<string, string> = {};
  const server = createServer((request, response) => {
    const url = request.url!;
    const text = docs[url.includes("?") ? url.slice(url.indexOf("?")) : "ext"];
    response.statusCode = text === undefined ? 404 : 200;
    response.setHeader("content-type", "text/xml; charset=utf-8");
    response.end(text ?? "");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}/ThreeSpaces.asmx`;
  docs = Object.fromEntries(
    Object.entries(recorded).map(([query, text]) => [query, text.replaceAll(RECORDED, base).replaceAll("http://example.com/ext.wsdl", `http://127.0.0.1:${port}/ext.wsdl`)]),
  );
  change(docs, base);
  const started = performance.now();
  try {
    const set = await documentSetFromUrl(`${base}?wsdl`);
    const result = importWsdl(set.root.document.text, { schema: "spec.schema.json", specPath: "spec/three.yaml", source: set.root.document.file, set });
    return { outcome: `imported, ${set.documents.length} documents, byte for byte: ${result.byteEqual}`, base, ms: performance.now() - started };
  } catch (error) {
    return { outcome: (error as Error).message.replaceAll(base, "{base}"), base, ms: performance.now() - started };
  } finally {
    server.close();
  }
}

const ASMX_ROOT_IMPORTS = "wsdl:import: an imported WSDL document that imports another: ASMX's root imports them all";

describe("hostile WSDL sets of ?wsdl=wsdlN documents", () => {
  it("the set unchanged imports byte for byte (the baseline of every attack below)", async () => {
    expect((await importChanged(() => {})).outcome).toBe("imported, 7 documents, byte for byte: true");
  });

  it("an imported document importing the root, itself, or its sibling (cycles): refused at that wsdl:import", async () => {
    const toRoot = await importChanged((d, base) => {
      d["?wsdl=wsdl1"] = withImport(d["?wsdl=wsdl1"]!, `<wsdl:import namespace="http://lab.example.com/threespaces" location="${base}?wsdl" />`);
    });
    // The column is the start tag's end, so it moves with the port's digits.
    expect(toRoot.outcome.replace(/:3:\d+:/, ":3:(end of tag):")).toBe(`{base}?wsdl=wsdl1:3:(end of tag): ${ASMX_ROOT_IMPORTS}`);
    const self = await importChanged((d, base) => {
      d["?wsdl=wsdl1"] = withImport(d["?wsdl=wsdl1"]!, `<wsdl:import namespace="urn:othera" location="${base}?wsdl=wsdl1" />`);
    });
    expect(self.outcome.replace(/:3:\d+:/, ":3:(end of tag):")).toBe(`{base}?wsdl=wsdl1:3:(end of tag): ${ASMX_ROOT_IMPORTS}`);
    const mutual = await importChanged((d, base) => {
      d["?wsdl=wsdl1"] = withImport(d["?wsdl=wsdl1"]!, `<wsdl:import namespace="urn:otherb" location="${base}?wsdl=wsdl2" />`);
      d["?wsdl=wsdl2"] = withImport(d["?wsdl=wsdl2"]!, `<wsdl:import namespace="urn:othera" location="${base}?wsdl=wsdl1" />`);
    });
    expect(mutual.outcome.replace(/:3:\d+:/, ":3:(end of tag):")).toBe(`{base}?wsdl=wsdl1:3:(end of tag): ${ASMX_ROOT_IMPORTS}`);
  });

  it("the root importing itself: refused at its wsdl:import, saying so (it read as a located binding of its own namespace)", async () => {
    const { outcome } = await importChanged((d, base) => {
      d["?wsdl"] = withImport(d["?wsdl"]!, `<wsdl:import namespace="http://lab.example.com/threespaces" location="${base}?wsdl" />`);
    });
    expect(outcome.replace(/:3:\d+:/, ":3:(end of tag):")).toBe("{base}?wsdl:3:(end of tag): wsdl:import: a wsdl:import of this document itself: a service's WSDL imports only other documents");
  });

  it("an endless chain of ?wsdl=wsdlN documents: stops at the set's bound of 64, positioned, in bounded time", async () => {
    const { outcome, ms } = await importChanged((d, base) => {
      d["?wsdl=wsdl1"] = withImport(d["?wsdl=wsdl1"]!, `<wsdl:import namespace="urn:c3" location="${base}?wsdl=wsdl3" />`);
      for (let i = 3; i < 1_000; i++) {
        d[`?wsdl=wsdl${i}`] = `<wsdl:definitions xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/" targetNamespace="urn:c${i}"><wsdl:import namespace="urn:c${i + 1}" location="${base}?wsdl=wsdl${i + 1}" /></wsdl:definitions>`;
      }
    });
    expect(outcome).toMatch(/^\{base\}\?wsdl=wsdl59:1:\d+: wsdl:import: the WSDL document '\{base\}\?wsdl=wsdl60' would be document 65 of the set, more than a set may hold$/);
    expect(ms).toBeLessThan(20_000);
  });

  it("a schema including itself, two schemas importing each other: followed once, then refused by the proof, positioned", async () => {
    const include = await importChanged((d, base) => {
      d["?schema=schema2"] = inSchema(d["?schema=schema2"]!, `<xs:include schemaLocation="${base}?schema=schema2" />`);
    });
    expect(include.outcome).toMatch(
      /^\{base\}\?schema=schema2:2:\d+: xs:include\[1\]: the spec cannot say this yet: the document generated from it \(\?schema=schema2\) would differ at \/xs:schema\[1\]\/xs:include\[1\]: element is \{http:\/\/www\.w3\.org\/2001\/XMLSchema\}element, expected \{http:\/\/www\.w3\.org\/2001\/XMLSchema\}include$/,
    );
    const mutual = await importChanged((d, base) => {
      d["?schema=schema2"] = inSchema(d["?schema=schema2"]!, `<xs:import namespace="urn:otherb" schemaLocation="${base}?schema=schema3" />`);
      d["?schema=schema3"] = inSchema(d["?schema=schema3"]!, `<xs:import namespace="urn:othera" schemaLocation="${base}?schema=schema2" />`);
    });
    expect(mutual.outcome).toMatch(/^\{base\}\?schema=schema2:2:\d+: xs:import\[1\]: the spec cannot say this yet: the document generated from it \(\?schema=schema2\) would differ at \/xs:schema\[1\]\/xs:import\[1\]/);
  });

  it("an undeclared prefix in an imported document: refused where it is written", async () => {
    const { outcome } = await importChanged((d) => {
      d["?wsdl=wsdl1"] = d["?wsdl=wsdl1"]!.replace('message="tns:', 'message="nope:');
    });
    expect(outcome).toBe("{base}?wsdl=wsdl1:18:47: wsdl:input: the prefix 'nope' of 'nope:AwayASoapIn' is not declared");
  });

  it("namespaces named __proto__ and constructor: imported, byte for byte", async () => {
    const { outcome } = await importChanged((d) => {
      for (const query of Object.keys(d)) d[query] = d[query]!.replaceAll("urn:othera", "__proto__").replaceAll("urn:otherb", "constructor");
    });
    expect(outcome).toBe("imported, 7 documents, byte for byte: true");
  });
});
