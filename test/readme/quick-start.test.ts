/**
 * The README's quick start, run as written in a fresh project: every block marked `quick-start`, in order.
 * Shell blocks run with `bash -e`, `file=` blocks are written as the files they name, and the `serve`
 * block is started in the background until it says it is serving. Only the obvious placeholders are
 * replaced: the tarball paths of the generator and of the runtime package (by the tarballs `npm pack` made
 * of this repo and of runtime/; no registry has the runtime package) and the service's
 * URL (by a server on 127.0.0.1 that publishes the Shipment Tracking WSDL, as an ASMX service does at
 * `?WSDL`). The server's port comes from PORT, which the quick start reads. The only network used besides
 * 127.0.0.1 is the npm registry (npm's cache first).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBackground, type Background } from "../support/background.js";
import { freePort } from "../support/free-port.js";
import { NPM_ENV, pack, run, type Outcome } from "../support/npm.js";
import { STRICT_COMPILER_OPTIONS } from "../support/strict-typecheck.js";
import { REPO_ROOT } from "../support/paths.js";
import { blocksMarked, substitute } from "./code-blocks.js";

const TARBALL_PLACEHOLDER = "/path/to/asmx-codegen-0.1.0.tgz";
const RUNTIME_TARBALL_PLACEHOLDER = "/path/to/asmx-codegen-runtime-0.1.0.tgz";
const URL_PLACEHOLDER = "https://legacy.example.com/ShipmentTracking.asmx";
const WSDL = readFileSync(join(REPO_ROOT, "test/reference/asmx-tracking/ShipmentTracking.wsdl"), "utf8");

const work = mkdtempSync(join(tmpdir(), "asmx-quick-start-"));
const project = join(work, "my-app"); // npm init -y names the package after its folder
const wsdlRequests: string[] = [];
let wsdlServer: Server;
let serving: Background | undefined;
let port = 0;
/** Each shell block's outcome, in README order. */
const outcomes: { readonly script: string; readonly outcome: Outcome }[] = [];

afterAll(async () => {
  await serving?.stop();
  await new Promise((resolve) => wsdlServer?.close(resolve));
  rmSync(work, { recursive: true, force: true });
});

/** A published ASMX service's WSDL: the answer to `GET /ShipmentTracking.asmx?WSDL`. */
function publishWsdl(): Promise<string> {
  wsdlServer = createServer((request, response) => {
    wsdlRequests.push(request.url ?? "");
    if (request.method === "GET" && /^\/ShipmentTracking\.asmx\?wsdl$/i.test(request.url ?? "")) {
      response.writeHead(200, { "Content-Type": "text/xml; charset=utf-8" }).end(WSDL);
    } else {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) =>
    wsdlServer.listen(0, "127.0.0.1", () =>
      resolve(`http://127.0.0.1:${(wsdlServer.address() as AddressInfo).port}/ShipmentTracking.asmx`),
    ),
  );
}

const blocks = blocksMarked("quick-start");

describe("the README's quick start, run block by block in a fresh project", { timeout: 600_000 }, () => {
  beforeAll(async () => {
    const tarball = await pack(REPO_ROOT, join(work, "packed"));
    const runtimeTarball = await pack(join(REPO_ROOT, "runtime"), join(work, "packed"));
    const url = await publishWsdl();
    const replacements = {
      [TARBALL_PLACEHOLDER]: tarball,
      [RUNTIME_TARBALL_PLACEHOLDER]: runtimeTarball,
      [URL_PLACEHOLDER]: url,
    };
    port = await freePort();
    const env = { ...NPM_ENV, PORT: String(port), npm_config_prefer_offline: "true" };
    mkdirSync(project, { recursive: true });
    for (const block of blocks) {
      const code = substitute(block.code, replacements);
      if (block.file !== undefined) writeFileSync(join(project, block.file), code);
      else if (block.marks.has("serve")) serving = await startBackground(code, project, env, /^serving /m, 120_000);
      else {
        const outcome = await run("bash", ["-e", "-c", code], project, env);
        outcomes.push({ script: code, outcome });
        if (outcome.code !== 0) return; // the first test names the block that failed
      }
    }
  }, 600_000);

  it("has the placeholders the test replaces, and every shell block succeeds", () => {
    const readme = blocks.map((block) => block.code).join("\n");
    expect(readme).toContain(TARBALL_PLACEHOLDER);
    expect(readme).toContain(RUNTIME_TARBALL_PLACEHOLDER);
    expect(readme).toContain(URL_PLACEHOLDER);
    for (const { script, outcome } of outcomes) expect(outcome, script).toMatchObject({ code: 0, stderr: "" });
    expect(outcomes).toHaveLength(blocks.filter((b) => b.language === "sh" && !b.marks.has("serve")).length);
  });

  it("imported the spec from the service's URL, asking for ?WSDL", () => {
    expect(wsdlRequests).toEqual(["/ShipmentTracking.asmx?WSDL"]);
    expect(readFileSync(join(project, "spec/shipment-tracking.yaml"), "utf8")).toContain("name: GetShipmentSummary");
  });

  it("made the generated packages workspace members, their dependencies installed", () => {
    const member = join(project, "node_modules/shipment-tracking");
    expect(lstatSync(member).isSymbolicLink()).toBe(true);
    expect(realpathSync(member)).toBe(realpathSync(join(project, "generated/shipment-tracking")));
    expect(realpathSync(join(project, "node_modules/service"))).toBe(realpathSync(join(project, "generated/service")));
    expect(lstatSync(join(project, "node_modules/saxes/package.json")).isFile()).toBe(true);
    // One runtime package, from its tarball, shared by both members; no member carries a copy.
    const runtime = JSON.parse(readFileSync(join(project, "node_modules/asmx-codegen-runtime/package.json"), "utf8"));
    expect(runtime.version).toBe("0.1.0");
    for (const member of ["service", "shipment-tracking"]) {
      const manifest = JSON.parse(readFileSync(join(project, "generated", member, "package.json"), "utf8"));
      expect(manifest.dependencies).toEqual({ "asmx-codegen-runtime": "^0.1.0" });
      expect(existsSync(join(project, "generated", member, "src/runtime"))).toBe(false);
      expect(existsSync(join(project, "generated", member, "node_modules"))).toBe(false);
    }
  });

  it("served the service in Express and made the first call, printing what the README says", () => {
    expect(serving?.output()).toMatch(/^serving http:\/\/localhost:\d+\/ShipmentTracking\.asmx\n$/);
    const call = blocks.find((block) => block.file === "call.ts");
    const promised = /console\.log\(summary\); \/\/ (.*)$/m.exec(call?.code ?? "")?.[1];
    expect(promised).toBeDefined();
    expect(outcomes.at(-1)?.outcome.stdout).toBe(`${promised}\n`);
  });

  it("the served service also answers HTTP GET and ?WSDL, as the text after the blocks says", async () => {
    const endpoint = `http://localhost:${port}/ShipmentTracking.asmx`;
    const get = await fetch(`${endpoint}/GetShipmentSummary?trackNum=T9`);
    expect(get.status).toBe(200);
    expect(await get.text()).toContain("<TrackNum>T9</TrackNum>");
    const wsdl = await fetch(`${endpoint}?WSDL`);
    expect(wsdl.status).toBe(200);
    expect(await wsdl.text()).toContain(`<soap:address location="${endpoint}" />`);
  });

  it("its TypeScript files type-check strictly against the generated package, without a cast", async () => {
    const files = blocks.flatMap((block) => (block.file === undefined ? [] : [block.file]));
    expect(files).toEqual(["server.ts", "call.ts"]);
    for (const file of files) expect(readFileSync(join(project, file), "utf8")).not.toMatch(/\bas\s+(never|any|unknown)\b/);
    writeFileSync(
      join(project, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: STRICT_COMPILER_OPTIONS,
        files,
      }),
    );
    const tsc = await run("npx", ["tsc", "-p", "tsconfig.json"], project);
    expect(tsc.stdout).toBe("");
    expect(tsc.code).toBe(0);
  });
});

