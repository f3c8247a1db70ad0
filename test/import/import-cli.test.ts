/**
 * `asmx-codegen import` as users run it (the compiled bin): a file or a URL becomes a spec that generates;
 * bad input gets one clear line naming the document, the position and the construct, and exit code 1,
 * within the size and time limits; nothing is overwritten without --force.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { displayPath } from "../../generator/output/display.js";
import { asmxCodegen } from "../support/generator-cli.js";
import { REPO_ROOT } from "../support/paths.js";

const work = mkdtempSync(join(tmpdir(), "asmx-import-"));
const TRACKING = join(REPO_ROOT, "test/reference/asmx-tracking/ShipmentTracking.wsdl");
const trackingText = readFileSync(TRACKING, "utf8");

let server: Server;
let base = "";
const requested: string[] = [];
beforeAll(async () => {
  server = createServer((request, response) => {
    requested.push(request.url ?? "");
    if (request.url === "/ShipmentTracking.asmx?WSDL") {
      response.writeHead(200, { "content-type": "text/xml; charset=utf-8" }).end(trackingText);
    } else if (request.url?.startsWith("/hang")) {
      response.writeHead(200, { "content-type": "text/xml" });
      response.write("<?xml version=\"1.0\"?>"); // then nothing more, ever
    } else if (request.url?.startsWith("/huge")) {
      response.writeHead(200, { "content-type": "text/xml", "content-length": String(50 * 1024 * 1024) });
      response.write("<");
    } else {
      response.writeHead(404, { "content-type": "text/html" }).end("<html>not here</html>");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(work, { recursive: true, force: true });
});

function file(name: string, text: string): string {
  const path = join(work, name);
  writeFileSync(path, text);
  return path;
}

const DEFINITIONS = `<wsdl:definitions xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:s="http://www.w3.org/2001/XMLSchema" xmlns:tns="urn:t" targetNamespace="urn:t">`;

describe("asmx-codegen import", { timeout: 120_000 }, () => {
  it("imports a file into spec/<service>.yaml, which generates and checks; a second import overwrites nothing", async () => {
    const named = await asmxCodegen(["import", TRACKING], { cwd: work });
    expect(named.stdout).toMatch(/^wrote spec\/shipment-tracking\.yaml: 13 operations/);
    expect(named.code).toBe(0);
    const done = await asmxCodegen(["import", TRACKING, "--out", "spec/tracking.yaml"], { cwd: work });
    expect(done).toEqual({
      code: 0,
      stdout: `wrote spec/tracking.yaml: 13 operations, 11 classes, 3 enums from ${displayPath(TRACKING, work)}; the WSDL it generates equals the input byte for byte\nnext: run asmx-codegen generate\n`,
      stderr: "",
    });
    const generate = await asmxCodegen(["generate", "--spec", "spec/tracking.yaml", "--out", "out"], { cwd: work });
    expect(generate.code, generate.stderr).toBe(0);
    expect(readFileSync(join(work, "out/tracking/wsdl/ShipmentTracking.wsdl"), "utf8")).toBe(trackingText);
    expect((await asmxCodegen(["check", "--spec", "spec/tracking.yaml", "--out", "out"], { cwd: work })).code).toBe(0);

    const again = await asmxCodegen(["import", TRACKING, "--out", "spec/tracking.yaml"], { cwd: work });
    expect(again).toEqual({ code: 1, stdout: "", stderr: "spec/tracking.yaml already exists; nothing was written (--force replaces it)\n" });
    const forced = await asmxCodegen(["import", TRACKING, "--out", "spec/tracking.yaml", "--force"], { cwd: work });
    expect(forced.code).toBe(0);
  });

  it("never writes through a link or over a folder, with --force too, and leaves no temporary file", async () => {
    const folder = join(work, "linked");
    mkdirSync(join(folder, "spec/taken.yaml"), { recursive: true });
    const outside = join(work, "outside.yaml");
    writeFileSync(outside, "mine\n");
    symlinkSync(outside, join(folder, "spec/linked.yaml"));
    symlinkSync(join(work, "nowhere.yaml"), join(folder, "spec/dangling.yaml"));
    for (const force of [[], ["--force"]]) {
      expect(await asmxCodegen(["import", TRACKING, "--out", "spec/linked.yaml", ...force], { cwd: folder })).toEqual({
        code: 1,
        stdout: "",
        stderr: "spec/linked.yaml is a link; nothing was written (remove the link or choose another path)\n",
      });
      expect(await asmxCodegen(["import", TRACKING, "--out", "spec/dangling.yaml", ...force], { cwd: folder })).toEqual({
        code: 1,
        stdout: "",
        stderr: "spec/dangling.yaml is a link; nothing was written (remove the link or choose another path)\n",
      });
      expect(await asmxCodegen(["import", TRACKING, "--out", "spec/taken.yaml", ...force], { cwd: folder })).toEqual({
        code: 1,
        stdout: "",
        stderr: "spec/taken.yaml exists and is not a file; nothing was written\n",
      });
    }
    expect(readFileSync(outside, "utf8")).toBe("mine\n");
    expect(existsSync(join(work, "nowhere.yaml"))).toBe(false);
    expect((await asmxCodegen(["import", TRACKING, "--out", "spec/written.yaml"], { cwd: folder })).code).toBe(0);
    expect(readdirSync(join(folder, "spec")).sort()).toEqual(["dangling.yaml", "linked.yaml", "taken.yaml", "written.yaml"]);
  });

  it("fetches a service URL's description with ?WSDL", async () => {
    const result = await asmxCodegen(["import", `${base}/ShipmentTracking.asmx`, "--out", "spec/fetched.yaml"], { cwd: work });
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(requested).toContain("/ShipmentTracking.asmx?WSDL");
    expect(readFileSync(join(work, "spec/fetched.yaml"), "utf8")).toContain(`# Imported from ${base}/ShipmentTracking.asmx by asmx-codegen import.`);
  });

  const refusals: [string, () => string[], RegExp][] = [
    ["not XML", () => [file("text.wsdl", "this is not XML\n")], /^\S*text\.wsdl:2:1: document: not well-formed XML: text data outside of root node\.$/],
    ["an HTML page, not a WSDL", () => [file("page.wsdl", "<html><body>Service</body></html>")], /^\S*page\.wsdl:1:\d+: html: not a WSDL 1\.1 document: the root element is \{\}html, not wsdl:definitions$/],
    [
      "a DOCTYPE (entities are never expanded)",
      () => [file("doctype.wsdl", `<?xml version="1.0"?>\n<!DOCTYPE d [<!ENTITY x "${"y".repeat(10)}">]>\n${DEFINITIONS}</wsdl:definitions>`)],
      /^\S*doctype\.wsdl:2:\d+: <!DOCTYPE>: a WSDL may not have a DOCTYPE: DTDs and entities are refused, as in requests$/,
    ],
    [
      "a 50 MB document, refused before it is read",
      () => {
        const path = join(work, "big.wsdl");
        const fd = openSync(path, "w");
        writeSync(fd, "<a>", 50 * 1024 * 1024 - 3);
        closeSync(fd);
        return [path];
      },
      /^\S*big\.wsdl: document: 52428800 bytes is more than the 16777216-byte limit for a WSDL$/,
    ],
    ["a URL that answers 404", () => [`${base}/missing.asmx`], /^http:\/\/127\.0\.0\.1:\d+\/missing\.asmx: URL: http:\/\/127\.0\.0\.1:\d+\/missing\.asmx\?WSDL answered HTTP 404 Not Found, not a WSDL$/],
    ["a URL that hangs, within --timeout", () => [`${base}/hang`, "--timeout", "1"], /^http:\/\/127\.0\.0\.1:\d+\/hang: URL: no complete answer from 127\.0\.0\.1:\d+ within 1 s$/],
    ["a URL announcing 50 MB", () => [`${base}/huge`], /^http:\/\/127\.0\.0\.1:\d+\/huge: document: 52428800 bytes is more than the 16777216-byte limit for a WSDL$/],
    ["a file that is not there", () => [join(work, "none.wsdl")], /^\S*none\.wsdl: file: not found$/],
    [
      "rpc/encoded",
      () => [
        file(
          "rpc.wsdl",
          `${DEFINITIONS}\n<wsdl:portType name="XSoap"/>\n<wsdl:binding name="XSoap" type="tns:XSoap">\n  <soap:binding transport="http://schemas.xmlsoap.org/soap/http" style="rpc"/>\n</wsdl:binding>\n<wsdl:service name="X"><wsdl:port name="XSoap" binding="tns:XSoap"><soap:address location="http://h/x"/></wsdl:port></wsdl:service>\n</wsdl:definitions>`,
        ),
      ],
      /^\S*rpc\.wsdl:4:\d+: soap:binding style: style="rpc": rpc style is outside ASMX's document\/literal world$/,
    ],
    [
      "a WSDL importing another document",
      () => [file("multi.wsdl", `${DEFINITIONS}\n  <wsdl:import namespace="urn:u" location="other.wsdl"/>\n</wsdl:definitions>`)],
      /^\S*multi\.wsdl:2:\d+: wsdl:import: the WSDL document 'other\.wsdl' is not among the documents read \(\S*multi\.wsdl\): name it too, or import from a folder that holds it$/,
    ],
    [
      "a schema kept in a separate document",
      () => [
        file(
          "include.wsdl",
          `${DEFINITIONS}\n<wsdl:types><s:schema targetNamespace="urn:t">\n<s:include schemaLocation="types.xsd"/>\n</s:schema></wsdl:types>\n</wsdl:definitions>`,
        ),
      ],
      /^\S*include\.wsdl:3:\d+: s:include: the schema document 'types\.xsd' is not among the documents read \(\S*include\.wsdl\): name it too, or import from a folder that holds it$/,
    ],
  ];

  it.each(refusals)("refuses %s: one positioned line, exit 1, nothing written", async (_name, args, message) => {
    const out = join(work, "refused.yaml");
    const started = Date.now();
    const result = await asmxCodegen(["import", ...args(), "--out", out], { cwd: work });
    expect(result.stdout).toBe("");
    expect(result.stderr.trimEnd()).toMatch(message);
    expect(result.stderr.trimEnd().split("\n")).toHaveLength(1);
    expect(result.code).toBe(1);
    expect(existsSync(out)).toBe(false);
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it("refuses a bad command line with the usage and exit 2", async () => {
    expect((await asmxCodegen(["import"], { cwd: work })).code).toBe(2);
    const mixed = await asmxCodegen(["import", "http://127.0.0.1:9/A.asmx", "b.wsdl"], { cwd: work });
    expect(mixed.stderr).toMatch(/^http:\/\/127\.0\.0\.1:9\/A\.asmx: a URL is imported alone/);
    expect(mixed.code).toBe(2);
    expect((await asmxCodegen(["import", "a.wsdl", "--allow-host", "h"], { cwd: work })).stderr).toMatch(/^--allow-host is for a URL's set of documents/);
    expect((await asmxCodegen(["import", "a.wsdl", "--timeout", "soon"], { cwd: work })).stderr).toMatch(/^--timeout takes seconds/);
    expect((await asmxCodegen(["import", "a.wsdl", "--out", "spec.txt"], { cwd: work })).code).toBe(2);
    const help = await asmxCodegen(["import", "--help"], { cwd: work });
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("Usage: asmx-codegen import <file.wsdl... | folder | URL>");
  });
});
