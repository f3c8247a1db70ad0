/**
 * Structural errors and meaning errors in one run: the parts of a spec that break its structure are taken out
 * (an unknown property, or the smallest operation, field, class or enum holding the error), so that the
 * model can check the meaning of the rest. Positions found in the pruned spec are mapped back to the file,
 * and a meaning error that only names what was taken out (an unknown type it referred to) is not reported,
 * since its cause is already.
 */
import type { SpecPath } from "./load.js";

/** Top-level sections whose entries are named (a class, an enum, a shared field, a row shape). */
const NAMED_SECTIONS = new Set(["types", "headers", "faults", "enums", "fields", "tables"]);

export interface PrunedSpec {
  readonly raw: unknown;
  /** Names of the entries taken out of the named sections. */
  readonly removedNames: ReadonlySet<string>;
  /** A path in the pruned spec as a path in the file. */
  originalPath(path: SpecPath): SpecPath;
}

export interface StructureProblem {
  readonly path: readonly (string | number)[];
  /** The property an `additionalProperties` error names: only that property is taken out. */
  readonly unknownProperty?: string;
}

/** The spec without its structurally broken parts; undefined when a break is in the service itself. */
export function pruneStructure(raw: unknown, problems: readonly StructureProblem[]): PrunedSpec | undefined {
  const copy = structuredClone(raw) as Record<string, unknown>;
  const removedItems = new Map<string, { container: unknown[]; indices: Set<number> }>();
  const removedNames = new Set<string>();
  for (const problem of problems) {
    if (problem.unknownProperty !== undefined) {
      const owner = valueAt(copy, problem.path);
      if (owner && typeof owner === "object" && !Array.isArray(owner)) {
        delete (owner as Record<string, unknown>)[problem.unknownProperty];
        continue;
      }
    }
    const cut = cutPoint(problem.path);
    if (!cut) return undefined;
    if (cut.kind === "named") {
      const section = copy[cut.section] as Record<string, unknown> | undefined;
      if (section) delete section[cut.name];
      removedNames.add(cut.name);
    } else {
      const container = valueAt(copy, cut.container);
      if (!Array.isArray(container)) return undefined;
      const key = JSON.stringify(cut.container);
      const entry = removedItems.get(key) ?? { container, indices: new Set<number>() };
      entry.indices.add(cut.index);
      removedItems.set(key, entry);
    }
  }
  for (const { container, indices } of removedItems.values()) {
    for (const index of [...indices].sort((a, b) => b - a)) container.splice(index, 1);
  }
  const removedByContainer = new Map([...removedItems].map(([key, v]) => [key, [...v.indices].sort((a, b) => a - b)]));
  return {
    raw: copy,
    removedNames,
    originalPath(path: SpecPath): SpecPath {
      const result: (string | number)[] = [];
      for (const segment of path) {
        const removed = typeof segment === "number" ? removedByContainer.get(JSON.stringify(result)) : undefined;
        let index = segment;
        if (removed && typeof segment === "number") {
          index = segment;
          for (const r of removed) if (r <= (index as number)) index = (index as number) + 1;
        }
        result.push(index);
      }
      return result;
    },
  };
}

type Cut = { kind: "named"; section: string; name: string } | { kind: "item"; container: (string | number)[]; index: number };

/** The smallest part holding the error that can be taken out: an array item, or a named section's entry. */
function cutPoint(path: readonly (string | number)[]): Cut | undefined {
  for (let i = path.length - 1; i >= 0; i--) {
    const segment = path[i];
    if (typeof segment === "number") return { kind: "item", container: path.slice(0, i), index: segment };
  }
  if (path.length >= 2 && NAMED_SECTIONS.has(String(path[0]))) return { kind: "named", section: String(path[0]), name: String(path[1]) };
  return undefined;
}

function valueAt(root: unknown, path: readonly (string | number)[]): unknown {
  let node = root;
  for (const segment of path) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string | number, unknown>)[segment];
  }
  return node;
}
