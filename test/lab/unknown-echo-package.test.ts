/**
 * `unknownHeaders` (SoapUnknownHeader[], lab unknown-echo) in a generated package, compiled strictly as a user's
 * project would: the In and InOut handlers get `context.unknownHeaders` (UnknownHeader[]) and mark what they
 * understood, the InOut and Out handlers return the blocks to send back as `unknownHeaders`, and the client sends
 * blocks with a call (`unknownHeaders` option) and reads those sent back from the response object. An Out handler has
 * no received blocks to read; the compiled client and server then echo a block over node:http.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { listen } from "../../runtime/src/server/node.js";
import { describeGeneratedCases, generatedPackage } from "../support/generated-package.js";
import { REPO_ROOT } from "../support/paths.js";
import { strictTypeCheck } from "../support/strict-typecheck.js";

const LAB = join(REPO_ROOT, "test/reference/lab/unknown-echo");
const WSDL_FILE = join(LAB, "wsdl/UnknownEcho.asmx@wsdl.xml");
const imported = importWsdl(readFileSync(WSDL_FILE, "utf8"), { source: WSDL_FILE, schema: "spec.schema.json", specPath: "spec/unknown-echo.yaml" });
let spec = imported.yaml.replace(/endpoint: http:/, "endpoint: https:");
for (const [name, direction] of [["Names", "in"], ["Echo", "inOut"], ["Emit", "out"], ["Ignore", "in"]])
  spec = spec.replace(`  - name: ${name}\n`, `  - name: ${name}\n    unknownHeaders: ${direction}\n`);
const generated = await generatedPackage(spec, "unknown-echo", "asmx-unknown-echo-");

const USE = (emit: string): string => `import { createUnknownEchoServer, type UnknownHeader } from "./server.js";
import { UnknownEchoClient, type XmlElementValue } from "./client.js";

export const server = createUnknownEchoServer({
  names: (_params, context) => {
    const all: readonly UnknownHeader[] = context.unknownHeaders;
    for (const h of all) h.didUnderstand = h.element.name === "Extra";
    return all.map((h) => h.element.name).join(";");
  },
  echo: (_params, context) => ({ result: context.unknownHeaders.length, unknownHeaders: context.unknownHeaders.map((h) => h.element) }),
  emit: ${emit},
  ignore: (_params, context) => context.unknownHeaders.length,
});

export async function call(client: UnknownEchoClient): Promise<string> {
  const block: XmlElementValue = { name: "Extra", namespace: "urn:x", children: ["one"] };
  const echoed = await client.echo({}, { unknownHeaders: [block] });
  const names: string | null = await client.names({}, { unknownHeaders: [block] });
  return (names ?? "") + echoed.unknownHeaders.map((e: XmlElementValue) => e.name).join(";") + String(echoed.result);
}
`;

describe("the generated package of a service with unknown headers", () => {
  it("types context.unknownHeaders for In and InOut handlers and unknownHeaders in InOut and Out answers", () => {
    writeFileSync(join(generated.pkgDir, "src", "use.ts"), USE("({ n }) => ({ result: n, unknownHeaders: [{ name: \"Note\", namespace: \"urn:notes\", children: [String(n)] }] })"));
    expect(strictTypeCheck(generated.dir, ["unknown-echo/src"])).toBe("");
    // An Out handler received nothing to read: context.unknownHeaders is not its.
    writeFileSync(join(generated.pkgDir, "src", "use.ts"), USE("({ n }, context) => ({ result: n + context.unknownHeaders.length, unknownHeaders: [] })"));
    expect(strictTypeCheck(generated.dir, ["unknown-echo/src"])).toContain("'context.unknownHeaders' is possibly 'undefined'.");
    // An Out answer without its blocks does not compile.
    writeFileSync(join(generated.pkgDir, "src", "use.ts"), USE("({ n }) => ({ result: n })"));
    expect(strictTypeCheck(generated.dir, ["unknown-echo/src"])).toContain("unknownHeaders");
  }, 180_000);

  it("echoes a block from its own client to its own server and back", async () => {
    const create = generated.pkg["createUnknownEchoServer"] as (handlers: object) => Parameters<typeof listen>[0];
    type Handler = (params: object, context: { unknownHeaders: { element: object; didUnderstand: boolean }[] }) => unknown;
    const echo: Handler = (_params, context) => {
      for (const h of context.unknownHeaders) h.didUnderstand = true;
      return { result: context.unknownHeaders.length, unknownHeaders: context.unknownHeaders.map((h) => h.element) };
    };
    const listening = await listen(create({ names: () => "", echo, emit: () => ({ result: 0, unknownHeaders: [] }), ignore: () => 0 }));
    try {
      const Client = generated.pkg["UnknownEchoClient"] as new (options: object) => Record<string, (input: object, options?: object) => Promise<unknown>>;
      const client = new Client({ endpoint: new URL("/UnknownEcho.asmx", listening.url).href, allowInsecureHttp: true, binding: "soap12" });
      const block = { name: "Extra", namespace: "urn:x", children: ["one"] };
      expect(await client["echo"]!({}, { unknownHeaders: [block] })).toEqual({ result: 1, unknownHeaders: [{ ...block, namespaces: { "": "urn:x" } }] });
    } finally {
      await listening.close();
    }
  });
});

describe("the generated package's fixture cases", () => {
  describeGeneratedCases(generated, generated.set.index.cases.filter((c) => c.operation !== null));
});
