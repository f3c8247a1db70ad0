/**
 * The manifest a generated package carries: which files the generator wrote there (with their sha256),
 * from which spec. The generator updates or removes only files it names; everything else in the folder
 * belongs to someone else. It is also the one place that holds the spec's sha256.
 */
import { createHash } from "node:crypto";

export const MANIFEST_FILE = "asmx-codegen.manifest.json";

export interface Manifest {
  readonly generator: string;
  readonly generatorVersion: string;
  /**
   * The sha256 of the generator's code and of the libraries that shape its output (see
   * cache/identity.ts). With the spec's sha256 it tells whether a render would write exactly the files
   * listed, so a check need not render. Absent from manifests of earlier builds.
   */
  readonly generatorIdentity?: string;
  /** The spec, relative to the project root (the same in every clone). */
  readonly spec: string;
  readonly specSha256: string;
  /** Every file the generator wrote except this manifest, by path in the package, with its sha256. */
  readonly files: Readonly<Record<string, string>>;
}

export function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** The manifest of finished files (the manifest itself excluded), as written to disk. */
export function manifestText(identity: Omit<Manifest, "files">, files: ReadonlyMap<string, string>): string {
  const hashes: Record<string, string> = {};
  for (const path of files.keys()) {
    if (path !== MANIFEST_FILE) hashes[path] = sha256(files.get(path)!);
  }
  return canonicalManifestText({ ...identity, files: hashes });
}

/** A manifest as the generator writes it: its fields in this order, files sorted by path, two-space JSON. */
export function canonicalManifestText(manifest: Manifest): string {
  const files: Record<string, string> = {};
  for (const path of Object.keys(manifest.files).sort()) files[path] = manifest.files[path]!;
  const ordered: Manifest = {
    generator: manifest.generator,
    generatorVersion: manifest.generatorVersion,
    ...(manifest.generatorIdentity === undefined ? {} : { generatorIdentity: manifest.generatorIdentity }),
    spec: manifest.spec,
    specSha256: manifest.specSha256,
    files,
  };
  return `${JSON.stringify(ordered, null, 2)}\n`;
}

/** A manifest that cannot be read or is not one of ours: the folder's ownership is unknown. */
export class ManifestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ManifestError";
  }
}

/** Parses manifest text; `shown` names the file in messages. Throws ManifestError. */
export function parseManifest(text: string, shown: string): Manifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ManifestError(`${shown} is not valid JSON (${(error as Error).message})`);
  }
  const m = value as Partial<Record<keyof Manifest, unknown>> | null;
  const isText = (v: unknown): v is string => typeof v === "string";
  if (
    typeof m !== "object" ||
    m === null ||
    !isText(m.generator) ||
    !isText(m.generatorVersion) ||
    !isText(m.spec) ||
    !isText(m.specSha256) ||
    (m.generatorIdentity !== undefined && !isText(m.generatorIdentity)) ||
    typeof m.files !== "object" ||
    m.files === null ||
    Array.isArray(m.files) ||
    !Object.values(m.files).every(isText)
  ) {
    throw new ManifestError(
      `${shown} is not an asmx-codegen manifest (expected generator, generatorVersion, spec, specSha256 and files)`,
    );
  }
  for (const path of Object.keys(m.files)) {
    if (!isSafeRelativePath(path))
      throw new ManifestError(`${shown} names '${path}', which is not a path inside the package`);
  }
  return m as Manifest;
}

/** A forward-slash path that stays inside its folder: no absolute paths, no `..`, no empty segments. */
export function isSafeRelativePath(path: string): boolean {
  if (path === "" || path.startsWith("/") || path.includes("\\") || /^[A-Za-z]:/.test(path)) return false;
  return path.split("/").every((segment) => segment !== "" && segment !== "." && segment !== "..");
}
