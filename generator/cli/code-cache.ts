/**
 * Start-up time: the generator loads TypeScript (through ts-morph, 9 MB of JavaScript) on every run, and
 * compiling that JavaScript was a third of a run's time. Node 22 keeps compiled code in a cache on disk
 * (`module.enableCompileCache`); on Node 20 the generator does the same for the large CommonJS modules it
 * loads, with V8's code cache (`vm.Script` cachedData) kept under node_modules/.cache/asmx-codegen/v8/.
 *
 * Only modules of at least MIN_BYTES are cached, keyed by path, size and modification time; V8 itself
 * rejects data from another V8 version or other flags, and a rejected or unreadable entry only means the
 * module is compiled as usual. The data is written when the process exits, so that it holds every function
 * the run compiled, not only the top level.
 */
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import Module, { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Script } from "node:vm";
import { cacheFolder } from "../paths.js";

const MIN_BYTES = 256 * 1024;

interface ModuleInternals {
  _compile(content: string, filename: string): unknown;
  exports: unknown;
  require(id: string): unknown;
}

interface ModuleStatics {
  prototype: ModuleInternals;
  wrap(content: string): string;
  _resolveFilename(request: string, parent: unknown, isMain: boolean, options?: unknown): string;
  _cache: unknown;
  _extensions: unknown;
  enableCompileCache?: (dir?: string) => unknown;
}

let installed = false;

/** Turns the code cache on for this process (once). */
export function enableCodeCache(): void {
  if (installed) return;
  installed = true;
  const statics = Module as unknown as ModuleStatics;
  const dir = join(cacheFolder(), "v8");
  if (typeof statics.enableCompileCache === "function") {
    statics.enableCompileCache(dir);
    return;
  }
  const folder = join(dir, `${process.version}-${process.arch}`);
  const pending: { file: string; script: Script }[] = [];
  const original = statics.prototype._compile;

  statics.prototype._compile = function compileWithCache(
    this: ModuleInternals,
    content: string,
    filename: string,
  ): unknown {
    if (content.length < MIN_BYTES) return original.call(this, content, filename);
    let file: string;
    try {
      const stat = statSync(filename);
      const key = createHash("sha256").update(`${filename}\0${stat.size}\0${stat.mtimeMs}`).digest("hex");
      file = join(folder, key);
    } catch {
      return original.call(this, content, filename);
    }
    let cachedData: Buffer | undefined;
    try {
      cachedData = readFileSync(file);
    } catch {
      // Not cached yet.
    }
    const script = new Script(statics.wrap(content), { filename, ...(cachedData ? { cachedData } : {}) });
    if (!cachedData || script.cachedDataRejected) pending.push({ file, script });
    const wrapper = script.runInThisContext({ displayErrors: true }) as (...args: unknown[]) => unknown;
    const require = createRequire(filename);
    return wrapper.call(this.exports, this.exports, require, this, filename, dirname(filename));
  };

  process.once("exit", () => {
    for (const { file, script } of pending) {
      try {
        mkdirSync(folder, { recursive: true });
        const temp = `${file}.${process.pid}.tmp`;
        writeFileSync(temp, script.createCachedData());
        renameSync(temp, file);
      } catch {
        // A read-only cache folder: compiled every time.
      }
    }
  });
}
