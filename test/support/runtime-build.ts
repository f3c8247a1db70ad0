/**
 * vitest's global set-up: the runtime package's build (runtime/dist) is brought up to date with
 * runtime/src before any test runs, so the tests that load a generated package through Node, or type-check
 * a consumer against the runtime's declarations, meet the runtime as it is now (`npm ci` builds it once;
 * an edit of runtime/src since is built here, in about 10 s, and otherwise costs a hash of the sources).
 */
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { REPO_ROOT } from "./paths.js";

export default function setup(): void {
  execFileSync(process.execPath, [join(REPO_ROOT, "tools/build-runtime.mjs"), "--if-stale", "--quiet"], { stdio: "inherit" });
}
