/**
 * A generated package with an EnableSession operation, compiled strictly as a user's project would: the handler
 * of that operation gets `context.session` as a Map, the others may not use it unchecked, and the client module
 * exports SessionCookies for the `session` option.
 */
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatedSmallPackage } from "../support/small-project.js";
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
  ({ work, pkg } = await generatedSmallPackage("enable-session-", "counter", SPEC));
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
