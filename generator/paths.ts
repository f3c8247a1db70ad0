/**
 * Where the generator's own files are, whether it runs from source (generator/*.ts under tsx or vitest) or
 * compiled (dist/generator/*.js, installed from a tarball): the package root is the nearest folder above
 * this module holding a package.json. Templates and the spec schema are also copied into dist/ by the
 * build, at the depth the emitters' own relative paths expect.
 */
import { existsSync } from "node:fs";
import { dirname, join, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

function findPackageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, "package.json"))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`asmx-codegen: no package.json above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
}

/** The generator's package folder (the repo, or node_modules/asmx-codegen when installed). */
export const PACKAGE_ROOT: string = findPackageRoot();

/** A file or folder of the generator's package, from a forward-slash path relative to its root. */
export function packagePath(path: string): string {
  return join(PACKAGE_ROOT, ...path.split("/"));
}

/**
 * The folder for caches: node_modules/.cache/asmx-codegen of the project the generator is installed in
 * (or of this repo), where tools keep such caches; ASMX_CODEGEN_CACHE names another folder.
 */
export function cacheFolder(): string {
  const chosen = process.env.ASMX_CODEGEN_CACHE;
  if (chosen) return resolve(chosen);
  const marker = `${sep}node_modules${sep}`;
  const at = PACKAGE_ROOT.lastIndexOf(marker);
  const modules = at >= 0 ? PACKAGE_ROOT.slice(0, at + marker.length - 1) : join(PACKAGE_ROOT, "node_modules");
  return join(modules, ".cache", "asmx-codegen");
}
