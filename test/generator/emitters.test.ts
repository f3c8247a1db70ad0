/**
 * The TypeScript emitters as a table of cases: each case is a small spec built around one construct, and
 * each module it gives (client, types, server, descriptor, and the package README), formatted as it ships, is compared whole with
 * its committed snapshot in snapshots/<case>/<file>, so a change to an emitter shows its full effect in
 * review (`npx vitest run test/generator/emitters.test.ts -u` rewrites them). Beside the snapshots, each
 * case states what it is there for.
 */
import * as prettier from "prettier";
import { describe, expect, it } from "vitest";
import { clientEmitter } from "../../generator/emit/client-module.js";
import { descriptorEmitter } from "../../generator/emit/descriptor.js";
import { packageReadme } from "../../generator/emit/package-readme.js";
import { serverEmitter } from "../../generator/emit/server-module.js";
import { typesEmitter } from "../../generator/emit/types-module.js";
import type { Emitter } from "../../generator/emit/emitter.js";
import { PRETTIER_OPTIONS } from "../../generator/render/format.js";
import { parseSpec } from "../../generator/spec/load.js";

const HEAD = (name: string): string => `service:
  name: ${name}
  namespace: http://example.com/${name}
  endpoint: https://example.com/${name}.asmx
`;

interface Case {
  /** The folder of its snapshots. */
  readonly name: string;
  readonly spec: string;
  /** What the case is for, checked on the emitted modules by name (`client.ts`, ...). */
  readonly purpose: (modules: ReadonlyMap<string, string>) => void;
}

const cases: readonly Case[] = [
  {
    name: "simple-operation",
    spec: `${HEAD("Greeter")}fields:
  UserID: { type: string, credential: userId }
  Password: { type: string, credential: password, secret: true }
operations:
  - name: Greet
    documentation: Says hello.
    fields: [UserID, Password, { name: Name, type: string }, { name: Times, type: int }]
    result: { type: string, documentation: The greeting. }
`,
    purpose: (modules) => {
      // The example uses the service's own credentials and operation, never a secret inline.
      expect(modules.get("client.ts")).toContain(
        'const client = new GreeterClient({ credentials: { userId: process.env.GREETER_USER_ID, password: process.env.GREETER_PASSWORD } });',
      );
      expect(modules.get("client.ts")).toContain('const result = await client.greet({ name: "T123", times: 1 });');
      expect(modules.get("README.md")).toContain('const result = await client.greet({ name: "T123", times: 1 });');
    },
  },
  {
    name: "overload-headers-soap-only",
    spec: `${HEAD("Tracker")}headers:
  AuthHeader: { fields: [{ name: UserName, type: string }, { name: Password, type: string, secret: true }] }
  SessionHeader: { fields: [{ name: Token, type: string }] }
operations:
  - name: Find
    fields: [{ name: TrackNum, type: string }]
    headers: [{ name: AuthHeader, required: true }, { name: SessionHeader, direction: inOut }]
    result: { type: string }
  - name: Find
    messageName: FindById
    fields: [{ name: Id, type: guid }]
    headers: [{ name: AuthHeader, required: true }]
    result: { type: string }
`,
    purpose: (modules) => {
      // An overload is called, typed and routed by its message name; a GUID parameter keeps it to SOAP.
      expect(modules.get("types.ts")).toMatch(/FindById: \{\s+input: FindByIdInput;\s+output: FindByIdResult;\s+bindings: "soap11" \| "soap12";/);
      expect(modules.get("client.ts")).toContain('return this.#core.call("FindById", input, options);');
      // Without credentials, the example sets none.
      expect(modules.get("client.ts")).toContain("const client = new TrackerClient();");
    },
  },
  {
    name: "classes-enums-out-void",
    spec: `${HEAD("Shipping")}enums:
  Unit: { values: [Kg, Lb] }
  Extras: { flags: true, values: { None: 0, Insurance: 1, Signature: 2 } }
types:
  Event: { abstract: true, fields: [{ name: At, type: dateTime }] }
  Scan: { base: Event, fields: [{ name: Scanner, type: string }] }
  Piece:
    fields:
      - { name: Version, type: int, attribute: true }
      - { name: Weight, type: decimal, nullable: true }
      - { name: Unit, type: Unit }
      - { name: Extras, type: Extras }
      - { name: Events, type: "Event[]" }
faults:
  Refused: { fields: [{ name: Code, type: int }] }
operations:
  - name: Quote
    fields: [{ name: Pieces, type: "Piece[]" }]
    result: { type: boolean }
    out: [{ name: Total, type: decimal }]
    faults: [Refused]
  - name: Notify
    oneWay: true
    fields: [{ name: Message, type: string }]
`,
    purpose: (modules) => {
      // Out parameters resolve to a response object, a one-way call to nothing; a fault detail has its guard.
      expect(modules.get("types.ts")).toContain("Quote: { input: QuoteInput; output: QuoteResponse;");
      expect(modules.get("types.ts")).toContain("Notify: { input: NotifyInput; output: void };");
      expect(modules.get("client.ts")).toContain("export function isRefused(");
    },
  },
];

const EMITTERS: readonly Emitter[] = [clientEmitter, typesEmitter, serverEmitter, descriptorEmitter];
const MODULES = ["client.ts", "types.ts", "server.ts", "descriptor.ts", "README.md"];

async function modulesOf(spec: string, name: string): Promise<Map<string, string>> {
  const model = parseSpec(spec, `spec/${name}.yaml`);
  // The package README's quick start: its example call is built from the service, as the client's is.
  const modules = new Map<string, string>([["README.md", packageReadme(model)]]);
  for (const emitter of EMITTERS) {
    for (const file of emitter.emit(model, { packageName: name, generatorVersion: "0" })) {
      const module = file.path.replace(/^src\//, "");
      if (!MODULES.includes(module)) continue;
      const text = file.formatted ? file.content : await prettier.format(file.content, { ...PRETTIER_OPTIONS, parser: "typescript" });
      modules.set(module, text);
    }
  }
  return modules;
}

describe.each(cases)("emitters: $name", ({ name, spec, purpose }) => {
  it("gives the modules of its snapshots", async () => {
    const modules = await modulesOf(spec, name);
    expect([...modules.keys()].sort()).toEqual([...MODULES].sort());
    for (const [module, text] of modules) await expect(text).toMatchFileSnapshot(`snapshots/${name}/${module}`);
  });

  it("holds no cast in the client or server", async () => {
    const modules = await modulesOf(spec, name);
    for (const module of ["client.ts", "server.ts"]) {
      expect(modules.get(module)!.split("\n").filter((line) => / as [A-Z{("]/.test(line) && !line.trim().startsWith("*") && !line.trim().startsWith("//"))).toEqual([]);
    }
  });

  it("does what the case is for", async () => {
    purpose(await modulesOf(spec, name));
  });
});
