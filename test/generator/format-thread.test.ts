/**
 * The formatter thread (generator/render/format.ts, format-worker.ts): prettier on a second thread gives
 * exactly prettier's output and errors, answers jobs in the order sent, and a thread that dies leaves no job
 * unanswered. The compiled worker is the one the bin runs; a run whose every file is cached must still exit.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { format as prettierFormat } from "prettier";
import { afterAll, describe, expect, it } from "vitest";
import { PRETTIER_OPTIONS, ThreadFormatter, type Parser } from "../../generator/render/format.js";
import { asmxCodegen, ensureBuilt } from "../support/generator-cli.js";
import { REPO_ROOT } from "../support/paths.js";

const work = mkdtempSync(join(tmpdir(), "asmx-format-thread-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const COMPILED_WORKER = join(REPO_ROOT, "dist/generator/render/format-worker.js");
const inProcess = (text: string, parser: Parser): Promise<string> => prettierFormat(text, { ...PRETTIER_OPTIONS, parser });

/** Real generated inputs: the committed package's sources, unformatted (joined lines, no indentation). */
const SAMPLES: [string, Parser][] = [
  ["generated/shipment-operations/src/client.ts", "typescript"],
  ["generated/shipment-tracking/src/types.ts", "typescript"],
  ["generated/shipment-tracking/docs/README.md", "markdown"],
].map(([path, parser]) => {
  const text = readFileSync(join(REPO_ROOT, path!), "utf8");
  return [parser === "typescript" ? text.replace(/^\s+/gm, "") : text, parser as Parser];
});

describe("the formatter thread", { timeout: 120_000 }, () => {
  it("formats exactly as prettier in this thread, jobs started together answered each with its own text", async () => {
    ensureBuilt();
    const thread = new ThreadFormatter(new Worker(COMPILED_WORKER));
    const answers = await Promise.all(SAMPLES.map(([text, parser]) => thread.format(text, parser)));
    for (const [i, [text, parser]] of SAMPLES.entries()) {
      expect(answers[i]).toBe(await inProcess(text, parser));
    }
    expect(answers[0]).not.toBe(SAMPLES[0]![0]); // the samples did need formatting
  });

  it("rejects a syntax error with prettier's own message, and goes on formatting", async () => {
    ensureBuilt();
    const thread = new ThreadFormatter(new Worker(COMPILED_WORKER));
    const broken = "export const a = {;\n";
    const expected = await inProcess(broken, "typescript").then(
      () => "formatted",
      (error: Error) => error.message,
    );
    expect(expected).toMatch(/\(1:\d+\)/);
    await expect(thread.format(broken, "typescript")).rejects.toThrow(expected);
    expect(await thread.format("const  b=1", "typescript")).toBe("const b = 1;\n");
  });

  it("a thread that dies before answering: every job is still answered, by prettier in this thread", async () => {
    const dying = join(work, "dying-worker.mjs");
    writeFileSync(dying, "process.exit(3);\n");
    const thread = new ThreadFormatter(new Worker(dying));
    const answers = await Promise.all(SAMPLES.map(([text, parser]) => thread.format(text, parser)));
    for (const [i, [text, parser]] of SAMPLES.entries()) expect(answers[i]).toBe(await inProcess(text, parser));
    expect(await thread.format("let  c", "typescript")).toBe("let c;\n");
  });

  it("a thread started and never used does not keep the process alive", async () => {
    ensureBuilt();
    // A script file: with `node -e` the process ends even while a thread keeps it alive.
    const script = join(work, "start-formatter.mjs");
    const formatModule = pathToFileURL(join(REPO_ROOT, "dist/generator/render/format.js")).href;
    writeFileSync(script, `import { startFormatter } from ${JSON.stringify(formatModule)};\nstartFormatter();\n`);
    const cache = mkdtempSync(join(work, "empty-cache-")); // empty: the thread starts at once
    const started = performance.now();
    const { status, signal } = spawnSync(process.execPath, [script], {
      env: { ...process.env, ASMX_CODEGEN_CACHE: cache },
      timeout: 30_000,
    });
    expect({ status, signal }).toEqual({ status: 0, signal: null });
    expect(performance.now() - started).toBeLessThan(30_000);
  });

  it("the bin exits after a run whose every file is cached (the thread never needed), with the same bytes", async () => {
    const cache = { ASMX_CODEGEN_CACHE: join(work, "cache") };
    const spec = ["--spec", "spec/shipment-operations.yaml"];
    const first = await asmxCodegen(["generate", ...spec, "--out", join(work, "first")], { env: cache });
    expect(first.code, first.stderr).toBe(0);
    const second = await asmxCodegen(["generate", ...spec, "--out", join(work, "second")], { env: cache, timeoutMs: 60_000 });
    expect(second.code, second.stderr).toBe(0);
    for (const file of ["src/client.ts", "src/types.ts", "docs/README.md", "dist/client.js"]) {
      const path = `shipment-operations/${file}`;
      expect(readFileSync(join(work, "second", path), "utf8"), path).toBe(
        readFileSync(join(REPO_ROOT, "generated", path), "utf8"),
      );
      expect(readFileSync(join(work, "first", path), "utf8"), path).toBe(
        readFileSync(join(REPO_ROOT, "generated", path), "utf8"),
      );
    }
  });
});
