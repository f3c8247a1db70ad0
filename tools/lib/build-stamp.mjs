/**
 * The stamp a build leaves in its output (`.build-stamp`): a sha256 of every input's path and text (LF line
 * ends), so that `--if-stale` rebuilds exactly when a source changed. Shared by tools/build-generator.mjs and
 * tools/build-runtime.mjs; the generator's must stay equal to buildInputsHash in generator/cache/identity.ts
 * (a test holds them equal).
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

/**
 * `path` (relative to `root`, `/`-separated) when it is a file; when a folder, the files below it whose
 * names `accept` takes (hidden ones never); nothing when it does not exist.
 */
export function inputFiles(root, path, accept) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !e.name.startsWith(".") && accept(e.name))
    .map((e) =>
      relative(root, join(e.parentPath ?? e.path, e.name))
        .split(sep)
        .join("/"),
    );
}

/** The sha256 of the files' paths and texts, in path order. */
export function inputsHash(root, paths) {
  const hash = createHash("sha256");
  for (const path of [...paths].sort())
    hash
      .update(path)
      .update("\0")
      .update(readFileSync(join(root, path), "utf8").replace(/\r\n/g, "\n"))
      .update("\0");
  return hash.digest("hex");
}

/** Whether the stamp file holds `hash` (false when there is none). */
export function stampHolds(stamp, hash) {
  try {
    return readFileSync(stamp, "utf8") === hash;
  } catch {
    return false;
  }
}
