/**
 * [WebMethod(CacheDuration = N)] (test/reference/lab/output-cache/, README there): no WSDL change; the server
 * keeps a method's successful response N seconds and answers the same request with the same bytes, keyed as
 * ASP.NET's OutputCacheModule keys it. Mono (the lab) does not cache, so the recordings give the WSDL, the
 * request bytes and each first answer's body; the headers and the caching follow .NET's reference source
 * (WebServiceHandler, HttpCachePolicy, OutputCacheModule), as the README states.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { renderWsdlSet } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import type { ServiceModel } from "../../generator/model/types.js";
import { parseSpec } from "../../generator/spec/load.js";
import { createAsmxServer } from "../../runtime/src/server/core.js";
import { OutputCache } from "../../runtime/src/server/output-cache.js";
import type { AsmxServer, ServerOptions, ServerRequest, ServerResponse } from "../../runtime/src/server/types.js";
import { readRecordedRequest, readRecordedResponse } from "../support/http-recording.js";
import { REPO_ROOT } from "../support/paths.js";
import { specProblems } from "../support/spec-problems.js";

const LAB = join(REPO_ROOT, "test/reference/lab/output-cache");
const WSDL_FILE = join(LAB, "wsdl/OutputCache.asmx@wsdl.xml");
const RECORDED_ADDRESS = "http://127.0.0.1:53929/OutputCache.asmx";
const imported = importWsdl(readFileSync(WSDL_FILE, "utf8"), { source: WSDL_FILE, schema: "spec.schema.json", specPath: "spec/cache.yaml" });

/** The imported spec with the C#'s CacheDuration values (the WSDL does not show them). */
function cachedModel(): ServiceModel {
  const yaml = imported.yaml
    .replace(/(\n {2}- name: Stamp\n)/, "$1    cacheDuration: 60\n")
    .replace(/(\n {2}- name: Fail\n)/, "$1    cacheDuration: 30\n");
  expect(yaml.match(/cacheDuration/g)).toHaveLength(2);
  return parseSpec(yaml, "spec/cache.yaml");
}

const recordedBody = (name: string): string => readRecordedResponse(join(LAB, "exchanges", `${name}.response.txt`))!.body.toString("utf8");

/** The recorded request as a host adapter hands it to the core. */
function recordedRequest(name: string, change?: (headers: Record<string, string>) => void): ServerRequest {
  const recorded = readRecordedRequest(join(LAB, "exchanges", `${name}.request.txt`));
  const headers: Record<string, string> = {};
  for (const [header, value] of recorded.headers) headers[header.toLowerCase()] = value;
  change?.(headers);
  return { method: recorded.method, url: recorded.target, headers, body: new Uint8Array(recorded.body) };
}

const text = (response: ServerResponse): string => (typeof response.body === "string" ? response.body : Buffer.from(response.body).toString("utf8"));
const header = (response: ServerResponse, name: string): string | undefined => response.headers.find(([n]) => n === name)?.[1];

describe("the WSDL", () => {
  it("round-trips, and CacheDuration changes nothing in it", () => {
    expect(imported.byteEqual).toBe(true);
    expect(renderWsdlSet(cachedModel(), RECORDED_ADDRESS)[0]!.text).toBe(readFileSync(WSDL_FILE, "utf8"));
  });

  it("puts the durations in the model and the descriptor", () => {
    const model = cachedModel();
    expect(model.operations.map((op) => [op.name, op.cacheDuration])).toEqual([["Stamp", 60], ["Plain", undefined], ["Fail", 30]]);
    expect(descriptorOf(model).operations.map((op) => op.cacheDuration)).toEqual([60, undefined, 30]);
  });
});

describe("the server's output cache on the recorded requests", () => {
  let calls: number;
  let ran: string[];
  let server: AsmxServer;
  const make = (options: ServerOptions = {}): AsmxServer => {
    const model = cachedModel();
    return createAsmxServer(
      descriptorOf(model),
      {
        Stamp: ({ k }: { k: string }) => {
          ran.push(`Stamp ${k}`);
          return `${k}:${++calls}`;
        },
        Plain: ({ k }: { k: string }) => {
          ran.push(`Plain ${k}`);
          return `${k}:${++calls}`;
        },
        Fail: ({ k }: { k: string }) => {
          ran.push(`Fail ${k}`);
          throw new Error(`no ${k}`);
        },
      },
      (address) => renderWsdlSet(model, address)[0]!.text,
      options,
    );
  };
  const send = async (request: ServerRequest): Promise<ServerResponse> => server.serve(request);

  beforeEach(() => {
    calls = 0;
    ran = [];
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-28T12:00:00Z"));
    server = make();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("answers each first call with the recorded body, .NET's Server cacheability headers on cached methods", async () => {
    // Recorded in file order, each the lab's next call: the counter the same.
    const plain = await send(recordedRequest("Plain.soap11"));
    expect(text(plain)).toBe(recordedBody("Plain.soap11"));
    expect(plain.headers.slice(0, 2)).toEqual([
      ["Cache-Control", "private, max-age=0"],
      ["Content-Type", "text/xml; charset=utf-8"],
    ]);
    for (const name of ["Stamp.httpget", "Stamp.httppost", "Stamp.soap11.1"]) {
      const response = await send(recordedRequest(name));
      expect(response.status, name).toBe(200);
      expect(text(response), name).toBe(recordedBody(name));
      expect(response.headers.slice(0, 3), name).toEqual([
        ["Cache-Control", "no-cache"],
        ["Pragma", "no-cache"],
        ["Expires", "-1"],
      ]);
      expect(header(response, "Vary"), name).toBeUndefined();
    }
    expect(ran).toEqual(["Plain a", "Stamp a", "Stamp a", "Stamp a"]);
  });

  it("answers the same SOAP request again from the cache (Mono, which does not cache, ran the method: a:5)", async () => {
    const first = await send(recordedRequest("Stamp.soap11.1"));
    const again = await send(recordedRequest("Stamp.soap11.2"));
    expect(recordedBody("Stamp.soap11.2")).toContain("<StampResult>a:5</StampResult>");
    expect(ran).toEqual(["Stamp a"]);
    expect(again.status).toBe(200);
    expect(again.headers).toEqual(first.headers);
    expect(text(again)).toBe(text(first));
    expect(text(again)).toBe(recordedBody("Stamp.soap11.1").replace("a:4", "a:1"));
  });

  it("keys by the body: another parameter runs the method", async () => {
    await send(recordedRequest("Stamp.soap11.1"));
    const other = await send(recordedRequest("Stamp.soap11.3"));
    expect(text(other)).toBe(recordedBody("Stamp.soap11.3").replace("b:6", "b:2"));
    expect(ran).toEqual(["Stamp a", "Stamp b"]);
  });

  it("keys by Content-Type and SOAPAction: SOAP 1.2 of the same parameter, and the same body with another action", async () => {
    await send(recordedRequest("Stamp.soap11.1"));
    const soap12 = await send(recordedRequest("Stamp.soap12"));
    expect(text(soap12)).toBe(recordedBody("Stamp.soap12").replace("a:7", "a:2"));
    expect(header(soap12, "Content-Type")).toBe("application/soap+xml; charset=utf-8");
    await send(recordedRequest("Stamp.soap12"));
    // A charset spelled otherwise is another Content-Type: another entry.
    await send(recordedRequest("Stamp.soap11.1", (h) => (h["content-type"] = "text/xml; charset=UTF-8")));
    expect(ran).toEqual(["Stamp a", "Stamp a", "Stamp a"]);
  });

  it("keys HTTP GET by the query's parameters (names in any case and order) and the path in any case", async () => {
    const first = await send(recordedRequest("Stamp.httpget"));
    const same = await send({ ...recordedRequest("Stamp.httpget"), url: "/outputcache.asmx/STAMP?K=a" });
    expect(text(same)).toBe(text(first));
    expect(ran).toEqual(["Stamp a"]);
    await send({ ...recordedRequest("Stamp.httpget"), url: "/OutputCache.asmx/Stamp?k=b" });
    // POST is another key, its form another part.
    await send(recordedRequest("Stamp.httppost"));
    await send(recordedRequest("Stamp.httppost"));
    expect(ran).toEqual(["Stamp a", "Stamp b", "Stamp a"]);
  });

  it("keeps a response for the duration, absolutely, then runs the method again", async () => {
    await send(recordedRequest("Stamp.soap11.1"));
    vi.setSystemTime(new Date("2026-11-28T12:00:59.999Z"));
    await send(recordedRequest("Stamp.soap11.1"));
    expect(ran).toEqual(["Stamp a"]);
    vi.setSystemTime(new Date("2026-11-28T12:01:00Z"));
    const fresh = await send(recordedRequest("Stamp.soap11.1"));
    expect(text(fresh)).toContain("<StampResult>a:2</StampResult>");
    expect(ran).toEqual(["Stamp a", "Stamp a"]);
  });

  it("never caches a fault, nor a method without CacheDuration; a cached method's fault says no-cache too", async () => {
    for (let i = 0; i < 2; i++) {
      const fault = await send(recordedRequest("Fail.soap11"));
      expect(fault.status).toBe(500);
      expect(fault.headers.slice(0, 3)).toEqual([
        ["Cache-Control", "no-cache"],
        ["Pragma", "no-cache"],
        ["Expires", "-1"],
      ]);
      expect(text(fault)).toContain("<faultcode>soap:Server</faultcode>");
      await send(recordedRequest("Plain.soap11"));
    }
    expect(ran).toEqual(["Fail a", "Plain a", "Fail a", "Plain a"]);
  });

  it("looks up afresh for a request's no-cache, no-store, Pragma, max-age and min-fresh, and keeps the fresh answer", async () => {
    await send(recordedRequest("Stamp.soap11.1"));
    const fresh = await send(recordedRequest("Stamp.soap11.1", (h) => (h["cache-control"] = "no-cache")));
    expect(text(fresh)).toContain("a:2");
    expect(text(await send(recordedRequest("Stamp.soap11.1")))).toContain("a:2");
    await send(recordedRequest("Stamp.soap11.1", (h) => (h["pragma"] = "no-cache")));
    await send(recordedRequest("Stamp.soap11.1", (h) => (h["cache-control"] = "max-age=60, no-store")));
    expect(ran).toHaveLength(4);
    vi.setSystemTime(new Date("2026-11-28T12:00:10Z"));
    await send(recordedRequest("Stamp.soap11.1", (h) => (h["cache-control"] = "max-age=11")));
    expect(ran).toHaveLength(4);
    await send(recordedRequest("Stamp.soap11.1", (h) => (h["cache-control"] = "max-age=10")));
    expect(ran).toHaveLength(5);
    // Made at 12:00:10, kept to 12:01:10: 60 seconds left.
    await send(recordedRequest("Stamp.soap11.1", (h) => (h["cache-control"] = "min-fresh=60")));
    expect(ran).toHaveLength(5);
    await send(recordedRequest("Stamp.soap11.1", (h) => (h["cache-control"] = "min-fresh=61")));
    expect(ran).toHaveLength(6);
    // Tokens are compared as written.
    await send(recordedRequest("Stamp.soap11.1", (h) => (h["cache-control"] = "No-Cache")));
    expect(ran).toHaveLength(6);
  });

  it("does not cache a POST body over 15,000 bytes", async () => {
    const base = recordedRequest("Stamp.soap11.1");
    const long = Buffer.from(Buffer.from(base.body).toString("utf8").replace("<k>a</k>", `<k>${"a".repeat(15_000)}</k>`));
    expect(long.length).toBeGreaterThan(15_000);
    for (let i = 0; i < 2; i++) await send({ ...base, body: new Uint8Array(long) });
    expect(ran).toHaveLength(2);
  });

  it("holds at most maxEntries responses, the least recently used dropped", async () => {
    server = make({ outputCache: { maxEntries: 2 } });
    const get = (k: string): ServerRequest => ({ ...recordedRequest("Stamp.httpget"), url: `/OutputCache.asmx/Stamp?k=${k}` });
    await send(get("a"));
    await send(get("b"));
    await send(get("a")); // a is now the most recently used
    await send(get("c")); // drops b
    await send(get("a"));
    await send(get("b"));
    expect(ran).toEqual(["Stamp a", "Stamp b", "Stamp c", "Stamp b"]);
  });
});

describe("OutputCache", () => {
  it("refuses bounds that are not positive integers", () => {
    expect(() => new OutputCache({ maxEntries: 0 })).toThrow(/maxEntries must be a positive integer/);
    expect(() => new OutputCache({ maxBytes: 1.5 })).toThrow(/maxBytes must be a positive integer/);
  });

  it("makes one key of form parameters in any order and case, none of a longer body", () => {
    const cache = new OutputCache();
    const form = (body: string) =>
      cache.key({ method: "POST", path: "/S.asmx/Op", query: "", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new TextEncoder().encode(body) });
    expect(form("a=1&B=2")).toBe(form("b=2&A=1"));
    expect(form("a=1&b=2")).not.toBe(form("a=1&b=3"));
    expect(form("a=1+2")).toBe(form("a=1%202"));
    const soap = (bytes: number) => cache.key({ method: "POST", path: "/S.asmx", query: "", headers: { "content-type": "text/xml" }, body: new Uint8Array(bytes) });
    expect(soap(15_000)).toBeDefined();
    expect(soap(15_001)).toBeUndefined();
  });
});

describe("cacheDuration in the spec", () => {
  const problems = (yaml: string): string[] => specProblems(yaml);
  const ASMX = (op: string): string => `service:
  name: Svc
  namespace: http://example.com/ns
  endpoint: https://example.com/Svc.asmx
operations:
${op}`;

  it("refuses a negative or fractional duration, at its place", () => {
    expect(problems(ASMX("  - { name: Get, cacheDuration: -1, fields: [] }\n"))[0]).toMatch(/^spec\/broken\.yaml:6:\d+: operations\.0\.cacheDuration/);
    expect(problems(ASMX("  - { name: Get, cacheDuration: 1.5, fields: [] }\n"))[0]).toMatch(/^spec\/broken\.yaml:6:\d+: operations\.0\.cacheDuration/);
  });

  it("refuses it on a one-way operation, which ASMX never caches", () => {
    expect(problems(ASMX("  - { name: Fire, oneWay: true, cacheDuration: 5, fields: [] }\n"))).toEqual([
      expect.stringMatching(/^spec\/broken\.yaml:6:\d+: .*a one-way operation sends no response to cache/),
    ]);
  });

  it("takes 0 as no cache", () => {
    const model = parseSpec(ASMX("  - { name: Get, cacheDuration: 0, fields: [] }\n"), "spec/ok.yaml");
    expect(model.operations[0]!.cacheDuration).toBeUndefined();
  });
});
