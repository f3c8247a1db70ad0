/**
 * Runs the golden fixtures of generated packages against their generated servers, in process: each request
 * case must reach its handler with exactly the case's params, and each response case (and a WCF package's
 * malformed-request case) must be answered byte for byte. Used by tools/wsdl-corpus.mjs on the packages of imported corpus documents (which are not in
 * the repo, so vitest's suite cannot name them).
 *
 * Usage: node --import tsx tools/corpus/conformance.ts <generated-folder>
 * Prints one line per package (`<pkg>: N passed, M failed`) and the first failures; exit 1 on any failure.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { isDeepStrictEqual } from "node:util";
import { FixtureSet, type DataSetBuilders } from "../../test/conformance/fixture-set.js";
import {
  serverMalformed,
  serverRequest,
  serverResponse,
  type ServerUnderTest,
} from "../../test/conformance/run-server.js";
import { parseCommandLine, usageError } from "../lib/command-line.mjs";

const USAGE = `Usage: node --import tsx tools/corpus/conformance.ts <generated-folder>

Runs every request and response fixture case of each package in the folder against its generated server.
Exit codes: 0 all passed, 1 a case failed, 2 bad arguments.`;

const { positionals } = parseCommandLine(USAGE, { options: {}, allowPositionals: true });
if (positionals.length !== 1) usageError(USAGE, "needs one folder of generated packages");
const folder = positionals[0]!;

let failedTotal = 0;
for (const pkg of readdirSync(folder).sort()) {
  const src = join(folder, pkg, "src");
  const fixtures = join(folder, pkg, "fixtures");
  if (!existsSync(join(src, "server.ts")) || !existsSync(join(fixtures, "index.json"))) continue;
  const serverModule = (await import(pathToFileURL(join(src, "server.ts")).href)) as Record<string, unknown>;
  const create = Object.entries(serverModule).find(([name]) => /^create\w+Server$/.test(name))?.[1];
  const server: ServerUnderTest = {
    create: create as ServerUnderTest["create"],
    ClientFault: serverModule.ClientFault as ServerUnderTest["ClientFault"],
    builders: { dataSet: serverModule.dataSet, table: serverModule.table } as unknown as DataSetBuilders,
  };
  const set = new FixtureSet(fixtures);
  let passed = 0;
  const failures: string[] = [];
  // A WCF package (its dispatcher/ cases) also has its malformed-request cases run: their answers are the
  // runtime's own, written out whole (docs/wcf-design.md §18). ASMX packages' malformed cases are run by the suite.
  const wcf = existsSync(join(fixtures, "dispatcher"));
  for (const c of set.index.cases) {
    if (
      c.appliesTo === "client" ||
      (c.kind !== "request" && c.kind !== "response" && !(wcf && c.kind === "malformed-request"))
    )
      continue;
    try {
      const run = c.kind === "request" ? serverRequest : c.kind === "response" ? serverResponse : serverMalformed;
      const { actual, expected } = await run(set, c, server);
      if (isDeepStrictEqual(actual, expected)) passed++;
      else
        failures.push(
          `${c.id}: expected ${JSON.stringify(expected).slice(0, 300)}\n    actual   ${JSON.stringify(actual).slice(0, 300)}`,
        );
    } catch (error) {
      failures.push(`${c.id}: ${(error as Error).message.slice(0, 300)}`);
    }
  }
  failedTotal += failures.length;
  const name = JSON.parse(readFileSync(join(folder, pkg, "package.json"), "utf8")).name as string;
  console.log(`${name}: ${passed} passed, ${failures.length} failed`);
  for (const f of failures.slice(0, 5)) console.log(`  ${f}`);
}
process.exitCode = failedTotal > 0 ? 1 : 0;
