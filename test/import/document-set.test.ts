/**
 * Gathering a set of documents (generator/import/document-set.ts) on the set ASMX published for a binding in
 * another namespace (test/reference/lab/binding-namespace/): from a URL served on 127.0.0.1 (each fetch bounded
 * in size and time, the set kept on its host), from the recording's folder, and from files named one by one,
 * matched by location or, renamed, by namespace. A missing document is refused where it is referenced.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentSetFromFiles, documentSetFromFolder, documentSetFromUrl } from "../../generator/import/document-set.js";
import { children, WSDL_NS } from "../../generator/import/wsdl-document.js";
import { REPO_ROOT } from "../support/paths.js";

const LAB = join(REPO_ROOT, "test/reference/lab/binding-namespace/wsdl");
const RECORDED_ORIGIN = "http://127.0.0.1:45191";
const FILES: Record<string, string> = {
  "?wsdl": "BindingNamespace.asmx@wsdl.xml",
  "?wsdl=wsdl1": "BindingNamespace.asmx@wsdl=wsdl1.xml",
  "?schema=schema1": "BindingNamespace.asmx@schema=schema1.xml",
  "?schema=schema2": "BindingNamespace.asmx@schema=schema2.xml",
};
const recorded = (file: string): string => readFileSync(join(LAB, file), "utf8");

/** What the test server does with `?schema=schema2`: the recording, nothing, too much, or too late. */
let schema2: "serve" | "missing" | "large" | "slow" | "elsewhere" = "serve";
const requests: string[] = [];
let server: Server;
let other: Server;
let origin = "";
let otherOrigin = "";

function listen(handler: Parameters<typeof createServer>[1]): Promise<[Server, string]> {
  const s = createServer(handler);
  return new Promise((done) => s.listen(0, "127.0.0.1", () => done([s, `http://127.0.0.1:${(s.address() as AddressInfo).port}`])));
}

beforeAll(async () => {
  [server, origin] = await listen((request, response) => {
    if (request.url === "/Moved.asmx?wsdl") {
      response.writeHead(302, { location: `${otherOrigin}/BindingNamespace.asmx?wsdl` }).end();
      return;
    }
    const query = (request.url ?? "").replace(/^\/BindingNamespace\.asmx/i, "").toLowerCase();
    requests.push(query);
    const file = FILES[query === "?wsdl" || query === "?WSDL".toLowerCase() ? "?wsdl" : query];
    if (file === undefined || (query === "?schema=schema2" && schema2 === "missing")) {
      response.writeHead(404, { "content-type": "text/html" }).end("not found");
      return;
    }
    let text = recorded(file).replaceAll(RECORDED_ORIGIN, origin);
    if (schema2 === "elsewhere") text = text.replaceAll(`${origin}/BindingNamespace.asmx?schema=schema2`, `${otherOrigin}/BindingNamespace.asmx?schema=schema2`);
    if (query === "?schema=schema2" && schema2 === "large") text = text.replace("</xs:schema>", `<!--${"x".repeat(16384)}--></xs:schema>`);
    if (query === "?schema=schema2" && schema2 === "slow") {
      response.writeHead(200, { "content-type": "text/xml" });
      response.write(text.slice(0, 40)); // then nothing: the fetch's time bound ends it
      return;
    }
    response.writeHead(200, { "content-type": "text/xml; charset=utf-8" }).end(text);
  });
  [other, otherOrigin] = await listen((_request, response) => {
    response.writeHead(200, { "content-type": "text/xml" }).end(recorded(FILES["?schema=schema2"]!));
  });
});
afterAll(() => {
  server.closeAllConnections();
  other.closeAllConnections();
  server.close();
  other.close();
});

const limits = { maxBytes: 8192, timeoutMs: 1000 };

describe("a set from a URL", () => {
  it("fetches the root (a service URL asks for ?WSDL) and each document it references, once", async () => {
    schema2 = "serve";
    requests.length = 0;
    const set = await documentSetFromUrl(`${origin}/BindingNamespace.asmx`, { limits });
    expect(set.documents.map((d) => d.location)).toEqual([
      `${origin}/BindingNamespace.asmx?WSDL`,
      `${origin}/BindingNamespace.asmx?wsdl=wsdl1`,
      `${origin}/BindingNamespace.asmx?schema=schema1`,
      `${origin}/BindingNamespace.asmx?schema=schema2`,
    ]);
    expect(requests).toEqual(["?wsdl", "?wsdl=wsdl1", "?schema=schema1", "?schema=schema2"]);
    expect(set.documents.map((d) => `${d.kind} ${d.targetNamespace}`)).toEqual([
      "wsdl http://lab.example.com/near",
      "wsdl http://lab.example.com/far",
      "schema http://lab.example.com/near",
      "schema http://lab.example.com/far",
    ]);
    const wsdlImport = children(set.root.document.root, WSDL_NS, "import")[0]!;
    expect(set.target(wsdlImport)).toBe(set.documents[1]);
  });

  it("refuses a missing document at the reference that names it", async () => {
    schema2 = "missing";
    await expect(documentSetFromUrl(`${origin}/BindingNamespace.asmx?wsdl`, { limits })).rejects.toThrow(
      new RegExp(`^${origin}/BindingNamespace\\.asmx\\?wsdl:7:\\d+: s:import: the schema document '${origin}/BindingNamespace\\.asmx\\?schema=schema2' cannot be read: .*answered HTTP 404`),
    );
  });

  it("refuses a document over the size bound", async () => {
    schema2 = "large";
    await expect(documentSetFromUrl(`${origin}/BindingNamespace.asmx?wsdl`, { limits })).rejects.toThrow(
      /\?wsdl:7:\d+: s:import: the schema document '.*\?schema=schema2' cannot be read: .*more than the 8192-byte limit/,
    );
  });

  it("refuses a document that does not arrive within the time bound", async () => {
    schema2 = "slow";
    const started = Date.now();
    await expect(documentSetFromUrl(`${origin}/BindingNamespace.asmx?wsdl`, { limits })).rejects.toThrow(
      /\?wsdl:7:\d+: s:import: the schema document '.*\?schema=schema2' cannot be read: .*no complete answer from 127\.0\.0\.1:\d+ within 1 s/,
    );
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("keeps to the root's host unless another is allowed", async () => {
    schema2 = "elsewhere";
    const otherHost = new URL(otherOrigin).host;
    await expect(documentSetFromUrl(`${origin}/BindingNamespace.asmx?wsdl`, { limits })).rejects.toThrow(
      new RegExp(`\\?wsdl:7:\\d+: s:import: the schema document '${otherOrigin}/BindingNamespace\\.asmx\\?schema=schema2' is on ${otherHost}, and a set is read from ${new URL(origin).host} only \\(--allow-host 127\\.0\\.0\\.1 allows it\\)`),
    );
    const set = await documentSetFromUrl(`${origin}/BindingNamespace.asmx?wsdl`, { limits, allowHosts: [otherHost] });
    expect(set.documents.map((d) => d.location).at(-1)).toBe(`${otherOrigin}/BindingNamespace.asmx?schema=schema2`);
  });
});

describe("a set from a URL that redirects", () => {
  it("follows a redirect only to a host the set may be read from", async () => {
    await expect(documentSetFromUrl(`${origin}/Moved.asmx?wsdl`, { limits })).rejects.toThrow(
      new RegExp(`^${origin}/Moved\\.asmx\\?wsdl: URL: ${origin}/Moved\\.asmx\\?wsdl redirects to ${otherOrigin}/BindingNamespace\\.asmx\\?wsdl, which is on ${new URL(otherOrigin).host}, and a set is read from ${new URL(origin).host} only`),
    );
  });
});

describe("a set from files", () => {
  const work = mkdtempSync(join(tmpdir(), "asmx-set-"));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it("reads the recording's folder: the root is the WSDL with a service, the others matched by location", async () => {
    const set = await documentSetFromFolder(LAB);
    expect(set.documents.map((d) => basename(d.location))).toEqual([FILES["?wsdl"], FILES["?wsdl=wsdl1"], FILES["?schema=schema1"], FILES["?schema=schema2"]]);
  });

  it("matches files renamed on saving by namespace, and refuses two of one namespace", () => {
    const names = ["Service.wsdl", "Service0.wsdl", "near.xsd", "far.xsd"];
    Object.values(FILES).forEach((file, i) => copyFileSync(join(LAB, file), join(work, names[i]!)));
    const set = documentSetFromFiles(names.map((n) => join(work, n)));
    expect(set.documents.map((d) => basename(d.location))).toEqual(["Service.wsdl", "Service0.wsdl", "near.xsd", "far.xsd"]);
    copyFileSync(join(work, "far.xsd"), join(work, "far2.xsd"));
    expect(() => documentSetFromFiles([...names, "far2.xsd"].map((n) => join(work, n)))).toThrow(
      /Service\.wsdl:7:\d+: s:import: the schema document '.*\?schema=schema2' matches no document by name, and 2 by its namespace 'http:\/\/lab\.example\.com\/far' \(far\.xsd, far2\.xsd\)/,
    );
  });

  it("refuses a set whose document is not named, naming it", () => {
    const root = join(work, "root.wsdl");
    writeFileSync(root, recorded(FILES["?wsdl"]!));
    expect(() => documentSetFromFiles([root])).toThrow(
      /root\.wsdl:3:\d+: wsdl:import: the WSDL document 'http:\/\/127\.0\.0\.1:45191\/BindingNamespace\.asmx\?wsdl=wsdl1' is not among the documents read \(root\.wsdl\)/,
    );
  });

  it("refuses a document that declares another namespace than its import says", () => {
    const names = ["a.wsdl", "b.wsdl", "near.xsd", "far.xsd"];
    copyFileSync(join(LAB, FILES["?wsdl"]!), join(work, "a.wsdl"));
    copyFileSync(join(LAB, FILES["?wsdl=wsdl1"]!), join(work, "b.wsdl"));
    copyFileSync(join(LAB, FILES["?schema=schema1"]!), join(work, "near.xsd"));
    // far.xsd holds the near schema: found by location nowhere, by namespace ambiguous for near, absent for far
    writeFileSync(join(work, "far.xsd"), recorded(FILES["?schema=schema1"]!));
    expect(() => documentSetFromFiles(names.map((n) => join(work, n)))).toThrow(/s:include: the schema document '.*\?schema=schema1' matches no document by name, and 2 by its namespace/);
  });
});
