/**
 * The examples a generated package shows its users are true: every TypeScript block of its README and every
 * `@example` of its client and server doc comments type-checks, as written, in a strict project that
 * depends on the package, and runs: client examples call the service's echo server (the example's endpoint
 * is the one thing replaced, by the echo server's http address with `allowInsecureHttp`), server examples
 * start a server that answers its WSDL.
 *
 * An example is a fragment: a README block carries its imports, a doc comment's example assumes the
 * package's exports in scope (and, for a server, `handlers`); the README's "// ... one method per operation"
 * stands for the handlers it does not write, which the test fills in with typed stubs.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { transformSync } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Listening } from "../../runtime/src/server/node.js";
import { listen } from "../../runtime/src/server/node.js";
import { createAsmxServer } from "../../runtime/src/server/core.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { echoHandlers, recordedWsdl, referenceService } from "../support/echo-handlers.js";
import { freePort } from "../support/free-port.js";
import { REPO_ROOT } from "../support/paths.js";
import { strictTypeCheck } from "../support/strict-typecheck.js";
import { trackingEchoHandlers } from "../support/tracking-echo-handlers.js";
import { listenTracking } from "../support/tracking-server.js";
import { readmeBlocks } from "./code-blocks.js";

interface GeneratedPackage {
  readonly folder: string;
  readonly client: string;
  readonly handlersType: string;
  /** The echo server of the service, counting the calls it answers. */
  readonly echo: (wrap: (handlers: OperationHandlers) => OperationHandlers) => Promise<Listening>;
}

const PACKAGES: readonly GeneratedPackage[] = [
  {
    folder: "shipment-operations",
    client: "ShipmentOperationsClient",
    handlersType: "ShipmentOperationsHandlers",
    echo: (wrap) => listen(createAsmxServer(referenceService(), wrap(echoHandlers), recordedWsdl)),
  },
  {
    folder: "shipment-tracking",
    client: "ShipmentTrackingClient",
    handlersType: "ShipmentTrackingHandlers",
    echo: (wrap) => listenTracking({}, wrap(trackingEchoHandlers)),
  },
];

interface Example {
  /** Where the example comes from, for failure messages: `README.md block 2`, `src/client.ts @example 1`. */
  readonly origin: string;
  readonly kind: "client" | "server" | "other";
  readonly code: string;
}

/** The `@example` bodies of a module's doc comments, with the comment's leading ` * ` removed. */
function docExamples(source: string): string[] {
  const examples: string[] = [];
  for (const match of source.matchAll(/\* @example\n((?:\s*\*(?! @)(?!\/).*\n)+)/g)) {
    examples.push(
      match[1]!
        .split("\n")
        .map((line) => line.replace(/^\s*\* ?/, ""))
        .join("\n")
        .trim(),
    );
  }
  return examples;
}

function kindOf(code: string, pkg: GeneratedPackage): Example["kind"] {
  if (code.includes(`new ${pkg.client}(`)) return "client";
  if (/\blisten\(/.test(code)) return "server";
  return "other";
}

function examplesOf(pkg: GeneratedPackage): Example[] {
  const folder = join(REPO_ROOT, "generated", pkg.folder);
  const readme = readmeBlocks(readFileSync(join(folder, "README.md"), "utf8")).filter((block) => block.language === "ts");
  const examples: Example[] = readme.map((block, index) => ({
    origin: `README.md ts block ${index + 1}`,
    kind: kindOf(block.code, pkg),
    code: block.code,
  }));
  for (const module of ["client.ts", "server.ts"]) {
    docExamples(readFileSync(join(folder, "src", module), "utf8")).forEach((code, index) => {
      examples.push({ origin: `src/${module} @example ${index + 1}`, kind: kindOf(code, pkg), code });
    });
  }
  return examples;
}

const ECHO_ADDRESS = "ECHO_ADDRESS";
const LISTEN_PORT = "LISTEN_PORT";

/**
 * The example as a module of the consumer project: a doc comment's example gets the package's exports and
 * `handlers` in scope; the README's placeholder handlers become typed stubs; the endpoint and port are the
 * test's (as placeholders, filled in at run time).
 */
function moduleOf(example: Example, pkg: GeneratedPackage, name: string, stubs: string): string {
  let code = example.code;
  if (example.kind === "client") {
    const endpoint = /endpoint: "[^"]+",/;
    if (endpoint.test(code)) {
      code = code.replace(endpoint, `endpoint: ${ECHO_ADDRESS},\n  allowInsecureHttp: true,`).replace(/\n\s*allowInsecureHttp: true,(?=\n\s*allowInsecureHttp)/, "");
    } else {
      const construction = new RegExp(`new ${pkg.client}\\((\\{)?`);
      expect(code, `${example.origin} constructs the client`).toMatch(construction);
      code = code.replace(construction, (_all, brace: string | undefined) =>
        brace ? `new ${pkg.client}({ endpoint: ${ECHO_ADDRESS}, allowInsecureHttp: true, ` : `new ${pkg.client}({ endpoint: ${ECHO_ADDRESS}, allowInsecureHttp: true }`,
      );
    }
  }
  if (example.kind === "server") {
    expect(code, `${example.origin} listens on port 8080`).toContain("port: 8080");
    code = code.replace("port: 8080", `port: ${LISTEN_PORT}`);
  }
  const placeholder = "  // ... one method per operation\n";
  if (code.includes(placeholder)) code = code.replace(placeholder, stubs);
  const fromReadme = example.origin.startsWith("README");
  const scope = fromReadme
    ? ""
    : `import { ${pkg.client}, create${pkg.client.replace(/Client$/, "Server")}, type ${pkg.handlersType} } from "${pkg.folder}";\n` +
      `import { listen } from "${pkg.folder}/node";\n` +
      `const handlers: ${pkg.handlersType} = {\n${stubs}};\n`;
  return `// ${name}: ${example.origin}\ndeclare const ${ECHO_ADDRESS}: string;\ndeclare const ${LISTEN_PORT}: number;\n${scope}${code}\nexport {};\n`;
}

/** `getShipment: async () => { throw ... },` for every handler method the README example leaves out. */
function stubsFor(pkg: GeneratedPackage, shown: readonly string[]): string {
  const server = readFileSync(join(REPO_ROOT, "generated", pkg.folder, "src/server.ts"), "utf8");
  const handlers = server.slice(server.indexOf(`export interface ${pkg.handlersType} {`));
  const body = handlers.slice(0, handlers.indexOf("\n}\n"));
  const methods = [...body.matchAll(/^ {2}([A-Za-z_$][\w$]*)\(/gm)].map((m) => m[1]!);
  expect(methods.length, `${pkg.handlersType} lists its methods`).toBeGreaterThan(1);
  return [...new Set(methods)]
    .filter((method) => !shown.includes(method))
    .map((method) => `  ${method}: () => {\n    throw new Error("not in the example");\n  },\n`)
    .join("");
}

describe("the examples of the generated packages", () => {
  const project = mkdtempSync(join(tmpdir(), "asmx-examples-"));

  beforeAll(() => {
    mkdirSync(join(project, "node_modules"));
    for (const pkg of PACKAGES) symlinkSync(join(REPO_ROOT, "generated", pkg.folder), join(project, "node_modules", pkg.folder), "dir");
    symlinkSync(join(REPO_ROOT, "node_modules/@types"), join(project, "node_modules/@types"), "dir");
    writeFileSync(join(project, "package.json"), JSON.stringify({ name: "consumer", private: true, type: "module" }));
  });
  afterAll(() => rmSync(project, { recursive: true, force: true }));

  for (const pkg of PACKAGES) {
    describe(pkg.folder, () => {
      const examples = examplesOf(pkg);
      const files = examples.map((example, index) => ({ example, file: `${pkg.folder}-${index + 1}.ts` }));

      it("shows a client example and a server example in its README and doc comments", () => {
        expect(examples.filter((e) => e.origin.startsWith("README")).map((e) => e.kind)).toEqual(["client", "server"]);
        expect(examples.filter((e) => e.origin.startsWith("src/client.ts")).map((e) => e.kind)).toEqual(["client"]);
        expect(examples.filter((e) => e.origin.startsWith("src/server.ts")).length).toBeGreaterThan(0);
      });

      it("every example type-checks as written, in a strict project depending on the package", () => {
        for (const { example, file } of files) {
          const shown = [...example.code.matchAll(/^ {2}([A-Za-z0-9_$]+): async/gm)].map((m) => m[1]!);
          writeFileSync(join(project, file), moduleOf(example, pkg, file, stubsFor(pkg, shown)));
        }
        expect(strictTypeCheck(project, files.map((f) => f.file))).toBe("");
      });

      it("every client example calls the echo server, and every server example answers its WSDL", async () => {
        const calls: string[] = [];
        const counting = (base: OperationHandlers): OperationHandlers =>
          Object.fromEntries(
            Object.entries(base).map(([operation, handler]) => [
              operation,
              (...args: Parameters<typeof handler>) => {
                calls.push(operation);
                return handler(...args);
              },
            ]),
          );
        const echo = await pkg.echo(counting);
        try {
          for (const { example, file } of files) {
            if (example.kind === "other") continue;
            const before = calls.length;
            const port = await freePort();
            const source = readFileSync(join(project, file), "utf8");
            const script = join(project, file.replace(/\.ts$/, ".mjs"));
            writeFileSync(
              script,
              `const ${ECHO_ADDRESS} = ${JSON.stringify(new URL(new URL(echo.url).pathname, echo.url).href)};\n` +
                `const ${LISTEN_PORT} = ${port};\n` +
                transformSync(source.replace(/^declare const .*\n/gm, ""), { loader: "ts", format: "esm" }).code,
            );
            const harness = join(project, `${file}.run.mjs`);
            writeFileSync(
              harness,
              example.kind === "server"
                ? `await import(${JSON.stringify(script)});\n` +
                    `const wsdl = await fetch("http://127.0.0.1:${port}${new URL(echo.url).pathname}?wsdl");\n` +
                    `if (wsdl.status !== 200 || !(await wsdl.text()).includes("wsdl:definitions")) throw new Error("no WSDL: " + wsdl.status);\n` +
                    `process.exit(0);\n`
                : `await import(${JSON.stringify(script)});\nprocess.exit(0);\n`,
            );
            const result = await run(harness, project, credentialsEnv(pkg));
            expect(result, `${example.origin} runs`).toEqual({ code: 0, stderr: "" });
            if (example.kind === "client") expect(calls.length, `${example.origin} reached the echo server`).toBe(before + 1);
          }
        } finally {
          await echo.close();
        }
      });
    });
  }
});

/** The environment an example reads its credentials from (`SHIPMENT_OPERATIONS_USER_ID`...). */
function credentialsEnv(pkg: GeneratedPackage): NodeJS.ProcessEnv {
  const prefix = pkg.folder.toUpperCase().replace(/-/g, "_");
  return { [`${prefix}_USER_ID`]: "example-user", [`${prefix}_PASSWORD`]: "example-password", [`${prefix}_PWD`]: "example-pwd" };
}

function run(script: string, cwd: string, env: NodeJS.ProcessEnv): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
    child.once("error", reject);
    child.once("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

