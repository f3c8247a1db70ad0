/**
 * Reads a package folder and works out what bringing it up to date means: which files the generator owns
 * there (named by its manifest), which it would write, remove or leave, and which belong to someone else.
 * Reads only; writing is sync.ts's job.
 */
import { lstatSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { joinShown } from "./display.js";
import { byCodeUnits, isLink, linkOnPath, listPackage, WORK_PREFIX } from "./listing.js";
import { MANIFEST_FILE, ManifestError, parseManifest, type Manifest } from "./manifest.js";

/** What the package folder is before writing. */
export type FolderState =
  /** Not there, or an empty folder: the whole package is written, nothing can be lost. */
  | { readonly kind: "new"; readonly exists: boolean }
  /** Written by the generator: its manifest names the files it owns. */
  | { readonly kind: "owned"; readonly manifest: Manifest }
  /**
   * Written by a generator from before manifests (its package.json says so): owns what the package
   * still generates; any other file there is left alone.
   */
  | { readonly kind: "legacy" }
  /** Holds files and no manifest: someone else's folder. Never written into. */
  | { readonly kind: "foreign"; readonly files: readonly string[] }
  /** The path is a file, not a folder. */
  | { readonly kind: "notFolder" }
  /** The path is a symbolic link: someone else's, never written through. */
  | { readonly kind: "link" };

export interface Plan {
  readonly dir: string;
  readonly state: FolderState;
  /** In the package, differing on disk (owned files only). */
  readonly stale: readonly string[];
  /** In the package, absent on disk. */
  readonly missing: readonly string[];
  /** Owned, present, no longer in the package: removed by a write. */
  readonly extra: readonly string[];
  /** In the package, present on disk, not owned: a write would overwrite someone's file, so it refuses. */
  readonly conflicts: readonly string[];
  /** Present, not owned, not in the package: never touched, reported apart. */
  readonly foreign: readonly string[];
  /**
   * Symbolic links in the folder at or above a path the package writes or removes: writing would go
   * through them (or replace them), so it refuses. Other links are foreign.
   */
  readonly links: readonly string[];
  readonly unchanged: number;
}

/** Whether the plan brings the folder up to date without touching anything it must not. */
export function isWritable(plan: Plan): boolean {
  const { kind } = plan.state;
  return (
    kind !== "foreign" &&
    kind !== "notFolder" &&
    kind !== "link" &&
    plan.conflicts.length === 0 &&
    plan.links.length === 0
  );
}

export function isUpToDate(plan: Plan): boolean {
  return isWritable(plan) && plan.stale.length + plan.missing.length + plan.extra.length === 0;
}

/** Reads the folder `dir` and compares it with the finished package `files`. `shownDir` is `dir` as messages show it. */
export function planPackage(files: ReadonlyMap<string, string>, dir: string, shownDir: string): Plan {
  const state = folderState(dir, shownDir);
  const empty = { stale: [], missing: [], extra: [], conflicts: [], links: [], unchanged: 0 };
  if (state.kind === "notFolder" || state.kind === "link") return { dir, state, ...empty, foreign: [] };
  if (state.kind === "foreign") return { dir, state, ...empty, foreign: state.files };
  if (state.kind === "new") return { dir, state, ...empty, missing: [...files.keys()], foreign: [] };

  const listing = listPackage(dir);
  const present = new Set(listing.files);
  const links = new Set(listing.links);
  const owned =
    state.kind === "owned"
      ? new Set([...Object.keys(state.manifest.files), MANIFEST_FILE])
      : new Set([...files.keys()].filter((path) => present.has(path) || path === MANIFEST_FILE));
  // A path under a link is neither read (its bytes are not ours to vouch for) nor written.
  const inTheWay = new Set<string>();
  const reachable = (path: string): boolean => {
    const link = linkOnPath(links, path);
    if (link !== undefined) inTheWay.add(link);
    return link === undefined;
  };
  const stale: string[] = [];
  const missing: string[] = [];
  const conflicts: string[] = [];
  let unchanged = 0;
  for (const [path, content] of files) {
    if (!reachable(path)) continue;
    if (!present.has(path)) missing.push(path);
    else if (!owned.has(path)) conflicts.push(path);
    else if (readText(join(dir, path)) === content) unchanged += 1;
    else stale.push(path);
  }
  const extra = [...owned].filter((path) => reachable(path) && present.has(path) && !files.has(path)).sort(byCodeUnits);
  const foreign = [
    ...[...present].filter((path) => !owned.has(path) && !files.has(path)),
    ...listing.links.filter((link) => !inTheWay.has(link)),
  ].sort(byCodeUnits);
  return {
    dir,
    state,
    stale: stale.sort(byCodeUnits),
    missing: missing.sort(byCodeUnits),
    extra,
    conflicts: conflicts.sort(byCodeUnits),
    foreign,
    links: [...inTheWay].sort(byCodeUnits),
    unchanged,
  };
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
}

function folderState(dir: string, shownDir: string): FolderState {
  let entries: string[];
  try {
    const stat = lstatSync(dir);
    if (stat.isSymbolicLink()) return { kind: "link" };
    if (!stat.isDirectory()) return { kind: "notFolder" };
    entries = readdirSync(dir).filter((name) => !name.startsWith(WORK_PREFIX));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { kind: "new", exists: false };
    throw error;
  }
  if (entries.length === 0) return { kind: "new", exists: true };
  const manifestPath = join(dir, MANIFEST_FILE);
  if (isLink(manifestPath)) {
    throw new ManifestError(
      `${joinShown(shownDir, MANIFEST_FILE)} is a symbolic link: asmx-codegen cannot tell which files in ${shownDir} are its own, so it touches none. ` +
        "Put the manifest itself there (from version control), or delete the folder and generate again",
    );
  }
  const manifestText = readText(manifestPath);
  if (manifestText !== undefined) {
    try {
      return { kind: "owned", manifest: parseManifest(manifestText, joinShown(shownDir, MANIFEST_FILE)) };
    } catch (error) {
      throw new ManifestError(
        `${(error as Error).message}: asmx-codegen cannot tell which files in ${shownDir} are its own, so it touches none. ` +
          `Restore the manifest (from version control), or delete the folder and generate again`,
      );
    }
  }
  const packageJson = join(dir, "package.json");
  if (!isLink(packageJson) && isLegacyPackage(readText(packageJson))) return { kind: "legacy" };
  const { files, links } = listPackage(dir);
  const held = [...files, ...links].sort(byCodeUnits);
  return { kind: "foreign", files: held.length > 0 ? held : entries.sort() };
}

/** A package.json written by asmx-codegen before manifests existed: it carries `asmxCodegen.spec`. */
function isLegacyPackage(text: string | undefined): boolean {
  if (text === undefined) return false;
  try {
    const json = JSON.parse(text) as { asmxCodegen?: { spec?: unknown } };
    return typeof json.asmxCodegen?.spec === "string";
  } catch {
    return false;
  }
}

export { ManifestError };
