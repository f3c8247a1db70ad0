/**
 * EXPERIMENTS: a copy of generated/shipment-operations/dist with textual patches applied, under
 * bench/.work/ (ignored by git; inside the repository so that `saxes` still resolves). The generated
 * package and runtime/ are never touched.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { BENCH_DIR, DIST } from "../lib/common.mjs";

export const WORK_DIR = join(BENCH_DIR, ".work");

/**
 * Copies dist/ to bench/.work/NAME/dist and applies `patches`: [{ file, find, replace }] (file relative to
 * dist/; `find` must occur exactly once) or [{ file, transform(text) → text }]. Returns the copy's dist folder.
 */
export function patchedDist(name, patches) {
  const root = join(WORK_DIR, name);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  const dist = join(root, "dist");
  cpSync(DIST, dist, { recursive: true });
  writeFileSync(join(root, "package.json"), JSON.stringify({ type: "module", private: true }));
  for (const { file, find, replace, transform } of patches) {
    const path = join(dist, file);
    if (transform) {
      writeFileSync(path, transform(readFileSync(path, "utf8")));
      continue;
    }
    const text = readFileSync(path, "utf8");
    const at = text.indexOf(find);
    if (at < 0 || text.indexOf(find, at + 1) >= 0)
      throw new Error(`patch of ${file}: the text to replace must occur exactly once:\n${find}`);
    writeFileSync(path, text.slice(0, at) + replace + text.slice(at + find.length));
  }
  return dist;
}

export function removeWork() {
  if (existsSync(WORK_DIR)) rmSync(WORK_DIR, { recursive: true, force: true });
}
