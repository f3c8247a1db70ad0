/**
 * Recognises a package folder that is already exactly what the generator would write, without rendering.
 * Its manifest records the generator's identity (its code and the libraries that shape its output), the
 * spec's sha256 and path, and the sha256 of every file. When identity and spec are those of this run, the
 * files a render would write are the ones listed, so checking the folder means hashing its files: `check`
 * and an up-to-date `generate` take a fraction of a second, also on a fresh clone with no cache. Anything
 * else (another identity or spec, a manifest not in the generator's form, an interrupted run's leftovers)
 * falls back to rendering.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { byCodeUnits, isLink, linkOnPath, listPackage } from "../output/listing.js";
import { canonicalManifestText, MANIFEST_FILE, parseManifest, sha256, type Manifest } from "../output/manifest.js";
import type { Plan } from "../output/plan.js";
import { nodeFileOps } from "../output/file-ops.js";
import { workPaths } from "../output/work-paths.js";
import { GENERATOR_NAME } from "../version.js";
import { generatorIdentity } from "./identity.js";

/** What a folder's manifest must say for its files to be what a render would write. */
export interface RenderInputs {
  readonly specSha256: string;
  /** The spec's path relative to the project root, as headers and the manifest name it. */
  readonly spec: string;
}

/**
 * The plan for the folder `dir` when its manifest says it was written by this generator (the same identity)
 * from this spec (the same sha256 and path); undefined when that cannot be told without rendering.
 */
export function knownPlan(inputs: RenderInputs, dir: string): Plan | undefined {
  // An interrupted run's leftovers (or a live writer's): the writing path finishes or waits for them.
  if (Object.values(workPaths(dir)).some((path) => existsSync(path))) return undefined;
  // A link is never read through as the generator's own: planning reports it.
  if (isLink(dir) || isLink(join(dir, MANIFEST_FILE))) return undefined;
  const text = nodeFileOps.readText(join(dir, MANIFEST_FILE));
  if (text === undefined) return undefined;
  let manifest: Manifest;
  try {
    manifest = parseManifest(text, MANIFEST_FILE);
  } catch {
    return undefined; // rendering reports it
  }
  if (
    manifest.generator !== GENERATOR_NAME ||
    manifest.generatorIdentity !== generatorIdentity() ||
    manifest.specSha256 !== inputs.specSha256 ||
    manifest.spec !== inputs.spec ||
    text !== canonicalManifestText(manifest)
  )
    return undefined;
  const listing = listPackage(dir);
  const links = new Set(listing.links);
  if (Object.keys(manifest.files).some((path) => linkOnPath(links, path) !== undefined)) return undefined;
  const stale: string[] = [];
  const missing: string[] = [];
  let unchanged = 1; // the manifest itself
  for (const [path, hash] of Object.entries(manifest.files)) {
    const content = nodeFileOps.readText(join(dir, path));
    if (content === undefined) missing.push(path);
    else if (sha256(content) === hash) unchanged += 1;
    else stale.push(path);
  }
  const owned = new Set([...Object.keys(manifest.files), MANIFEST_FILE]);
  const foreign = [...listing.files.filter((path) => !owned.has(path)), ...listing.links].sort(byCodeUnits);
  const state = { kind: "owned", manifest } as const;
  return { dir, state, stale, missing, extra: [], conflicts: [], links: [], foreign, unchanged };
}
