/**
 * The CLI's terminal output (generator/cli/io.ts) through a real pipe: a long list arrives whole however
 * slowly it is read, and a reader that goes away early is not an error.
 */
import { spawn } from "node:child_process";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { ensureBuilt } from "../support/generator-cli.js";
import { REPO_ROOT } from "../support/paths.js";

const IO = pathToFileURL(join(REPO_ROOT, "dist/generator/cli/io.js")).href;

/** A child that lists `count` lines with one say() (as generate lists the files it wrote), then more. */
function lister(count: number): ReturnType<typeof spawn> {
  ensureBuilt();
  const script = `
    import { say } from ${JSON.stringify(IO)};
    process.stdout; // as the CLI does (isTerminal): Node makes the pipe non-blocking
    const lines = Array.from({ length: ${count} }, (_, i) => "  wrote    src/fixtures/operation-" + i + "/é.json");
    say(lines.join("\\n"));
    say("done");
  `;
  return spawn(process.execPath, ["--input-type=module", "-e", script], { stdio: ["ignore", "pipe", "pipe"] });
}

function exit(child: ReturnType<typeof spawn>): Promise<{ code: number | null; stderr: string }> {
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, stderr })));
}

describe("the CLI's output", { timeout: 60_000 }, () => {
  it("writes a long list whole through a pipe that is read slowly", async () => {
    const count = 40_000;
    const child = lister(count);
    const exited = exit(child);
    const chunks: Buffer[] = [];
    child.stdout!.pause();
    await new Promise((resolve) => setTimeout(resolve, 300)); // the pipe fills; the writer must wait
    child.stdout!.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.stdout!.resume();
    const { code, stderr } = await exited;
    expect(stderr).toBe("");
    expect(code).toBe(0);
    const lines = Buffer.concat(chunks).toString("utf8").split("\n");
    expect(lines.length).toBe(count + 2);
    expect(lines[0]).toBe("  wrote    src/fixtures/operation-0/é.json");
    expect(lines[count - 1]).toBe(`  wrote    src/fixtures/operation-${count - 1}/é.json`);
    expect(lines.slice(-2)).toEqual(["done", ""]);
  });

  it("stops writing, without an error, when the reader goes away", async () => {
    const child = lister(40_000);
    const exited = exit(child);
    child.stdout!.once("data", () => child.stdout!.destroy()); // `asmx-codegen generate | head -1`
    const { code, stderr } = await exited;
    expect(stderr).toBe("");
    expect(code).toBe(0);
  });
});
