/**
 * The README's framework recipes (blocks marked `recipe=express`, `fastify`, `koa`, `hono`), exactly as
 * written: compiled by strict tsc against the generated package (resolved as `shipment-operations`, the
 * way a project that depends on it resolves it), then each run as its own Node process on the port PORT
 * names, and asked every binding, the WSDL and two errors. Each must answer exactly as the server's own
 * `listen()` does with the same handlers.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen, type Listening } from "../../generated/shipment-operations/src/node.js";
import { createShipmentOperationsServer } from "../../generated/shipment-operations/src/server.js";
import { answers, type Answer } from "../support/framework-probes.js";
import { freePort } from "../support/free-port.js";
import { run } from "../support/npm.js";
import { STRICT_COMPILER_OPTIONS } from "../support/strict-typecheck.js";
import { REPO_ROOT } from "../support/paths.js";
import { textHandlers } from "../support/text-handlers.js";
import { readmeBlocks } from "./code-blocks.js";

const FRAMEWORKS = ["express", "fastify", "koa", "hono"] as const;
const echo = (input: object): string => `echo ${JSON.stringify(input)} & <done>`;

/** The `./handlers.js` the recipes import: the same echo handlers the reference server has. */
const HANDLERS_MODULE = `import type { ShipmentOperationsHandlers } from "shipment-operations/server";

const echo = (input: object): string => \`echo \${JSON.stringify(input)} & <done>\`;

export const handlers: ShipmentOperationsHandlers = {
  getQuotesRequest: echo,
  getQuotes: () => null,
  uploadShipmentsRequest: echo,
  uploadShipmentsRs: echo,
  getStatus: () => null,
  getStatusRef: () => null,
  getStatusRequest: echo,
  viewNextAvailableMawbNum: echo,
  reserveNextMawbNum: echo,
};
`;

// Inside the repo's node_modules, so that the recipes resolve express, fastify, koa and hono as an app
// that installed them does; the generated package is linked in as a dependency.
const cache = join(REPO_ROOT, "node_modules/.cache");
mkdirSync(cache, { recursive: true });
const app = mkdtempSync(join(cache, "readme-recipes-"));
const recipes = new Map(
  readmeBlocks().flatMap((block) => {
    const name = [...block.marks].find((mark) => mark.startsWith("recipe="))?.slice("recipe=".length);
    return name === undefined ? [] : [[name, block.code] as const];
  }),
);

let reference: Listening;
let expected: Map<string, Answer>;
let compiled: { code: number; stdout: string };

beforeAll(async () => {
  mkdirSync(join(app, "node_modules"));
  symlinkSync(join(REPO_ROOT, "generated/shipment-operations"), join(app, "node_modules/shipment-operations"), "dir");
  writeFileSync(join(app, "package.json"), JSON.stringify({ name: "recipes", private: true, type: "module" }));
  writeFileSync(join(app, "handlers.ts"), HANDLERS_MODULE);
  for (const [name, code] of recipes) writeFileSync(join(app, `${name}.ts`), code);
  writeFileSync(
    join(app, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: { ...STRICT_COMPILER_OPTIONS, noEmit: false, outDir: "out" },
      files: ["handlers.ts", ...[...recipes.keys()].map((name) => `${name}.ts`)],
    }),
  );
  compiled = await run(join(REPO_ROOT, "node_modules/.bin/tsc"), ["-p", "tsconfig.json"], app);
  reference = await listen(createShipmentOperationsServer(textHandlers(echo)));
  expected = await answers(new URL(reference.url).origin);
  // The probes mean something: each binding answered, and the errors are the errors.
  expect(expected.get("SOAP 1.1")?.status).toBe(200);
  expect(expected.get("HTTP GET")?.body).toContain("A&amp;B");
  expect(expected.get("malformed XML")?.status).toBe(400);
  expect(expected.get("unknown method")?.status).toBe(500);
}, 120_000);

afterAll(async () => {
  await reference?.close();
  rmSync(app, { recursive: true, force: true });
});

/** Runs `out/<name>.js` with PORT set and waits until it accepts connections; the function stops it. */
async function start(name: string): Promise<{ origin: string; stop: () => Promise<void>; output: () => string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(app, "out", `${name}.js`)], {
    cwd: app,
    env: { ...process.env, PORT: String(port), NODE_ENV: "production" },
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  const origin = `http://localhost:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}):\n${output}`);
    try {
      await fetch(`${origin}/`);
      return { origin, stop, output: () => output };
    } catch {
      if (attempt === 200) {
        await stop();
        throw new Error(`${name} did not listen on ${port} within 20 s:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

describe("the README's framework recipes, run as written", { timeout: 60_000 }, () => {
  it("has one recipe per framework, none with a cast, and all compile under strict tsc", () => {
    expect([...recipes.keys()].sort()).toEqual([...FRAMEWORKS].sort());
    for (const [name, code] of recipes) expect(code, name).not.toMatch(/\bas\s+(never|any|unknown)\b|<(never|any)>/);
    expect(compiled.stdout).toBe("");
    expect(compiled.code).toBe(0);
  });

  for (const framework of FRAMEWORKS) {
    it(`${framework}: every binding, the WSDL and the errors answer as listen() does`, async () => {
      const served = await start(framework);
      try {
        const got = await answers(served.origin);
        for (const [probe, answer] of expected) expect(got.get(probe), `${framework}: ${probe}`).toEqual(answer);
      } finally {
        await served.stop();
      }
    });
  }
});

