/**
 * A generated package with an EnableSession operation, compiled strictly as a user's project would: the handler
 * of that operation gets `context.session` as a Map, the others may not use it unchecked, and the client module
 * exports SessionCookies for the `session` option.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asmxCodegen } from "../support/generator-cli.js";
import { REPO_ROOT } from "../support/paths.js";
import { smallProject } from "../support/small-project.js";
import { strictTypeCheck } from "../support/strict-typecheck.js";

const SPEC = `service:
  name: Counter
  namespace: http://example.com/counter
  endpoint: https://example.com/Counter.asmx
operations:
  - { name: Count, enableSession: true, fields: [], result: { type: int } }
  - { name: Peek, fields: [], result: { type: int } }
`;

const USE = (peek: string): string => `import { createCounterServer } from "./server.js";
import { CounterClient, SessionCookies } from "./client.js";

export const server = createCounterServer({
  count: (_params, context) => {
    const n = ((context.session.get("n") as number | undefined) ?? 0) + 1;
    context.session.set("n", n);
    return n;
  },
  peek: (_params, context) => ${peek},
});
export const client = new CounterClient({ session: new SessionCookies() });
`;

let work: string;
let pkg: string;
beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "enable-session-"));
  smallProject(work, { counter: SPEC });
  const run = await asmxCodegen(["generate"], { cwd: work });
  expect(run.code).toBe(0);
  pkg = join(work, "generated", "counter");
  mkdirSync(join(pkg, "node_modules"), { recursive: true });
  symlinkSync(join(REPO_ROOT, "runtime"), join(pkg, "node_modules", "asmx-codegen-runtime"));
  symlinkSync(join(REPO_ROOT, "node_modules", "@types"), join(pkg, "node_modules", "@types"));
}, 120_000);
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

describe("the generated package of a service with EnableSession", () => {
  it("types context.session for that operation only", () => {
    writeFileSync(join(pkg, "src", "use.ts"), USE("(context.session === undefined ? 0 : 1)"));
    expect(strictTypeCheck(pkg, ["src/**/*.ts"])).toBe("");
    writeFileSync(join(pkg, "src", "use.ts"), USE("context.session.size"));
    expect(strictTypeCheck(pkg, ["src/**/*.ts"])).toContain("error TS18048: 'context.session' is possibly 'undefined'.");
  }, 120_000);
});
