/**
 * Which specs to generate into which folders, and the project root that spec paths in headers are relative to.
 *
 * Paths on the command line resolve against the caller's folder; paths in a config file against the
 * config's folder. The project root is the config's folder, or else the nearest folder above the caller's
 * holding a package.json: so the same repo generates the same bytes wherever it is cloned.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, join, relative, resolve, sep } from "node:path";
import { displayPath } from "../output/display.js";
import { GENERATOR_NAME } from "../version.js";

export const CONFIG_FILE = "asmx-codegen.config.json";
/** The key of package.json that may hold the config instead. */
export const PACKAGE_JSON_KEY = "asmx-codegen";

export interface Target {
  /** The spec file, absolute. */
  readonly spec: string;
  /** The package folder, absolute: the output folder joined with the spec's file name. */
  readonly dir: string;
}

export interface Project {
  /** Where relative paths of the command line start: the caller's folder. */
  readonly cwd: string;
  /** Spec paths in generated headers and manifests are relative to it. */
  readonly root: string;
  /** The config file used, if any (absolute; package.json when the config is its key). */
  readonly configFile?: string;
  readonly targets: readonly Target[];
}

/** The project cannot be worked out: `exitCode` 1 for a broken config, 2 when there is nothing to do. */
export class ProjectError extends Error {
  readonly exitCode: 1 | 2;
  constructor(message: string, exitCode: 1 | 2 = 1) {
    super(message);
    this.name = "ProjectError";
    this.exitCode = exitCode;
  }
}

/**
 * The folder the user ran the command in. npm runs a package's scripts in the package's folder and says
 * where it was called from in INIT_CWD; that is honoured for this package's own scripts (`npm run generate
 * -- --spec ...` from anywhere), not for another project's script that calls the bin (whose paths are
 * written relative to that project's folder, where npm runs it).
 */
export function callerFolder(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): string {
  if (env.npm_lifecycle_event && env.npm_package_name === GENERATOR_NAME && env.INIT_CWD) return resolve(env.INIT_CWD);
  return cwd;
}

interface ConfigEntry {
  readonly spec: string;
  readonly out?: string;
}

interface Config {
  readonly specs?: readonly ConfigEntry[];
  readonly out?: string;
}

export interface ProjectOptions {
  readonly cwd: string;
  readonly config?: string;
  readonly specs?: readonly string[];
  readonly out?: string;
}

export function resolveProject(options: ProjectOptions): Project {
  const { cwd } = options;
  const found = options.config !== undefined ? explicitConfig(resolve(cwd, options.config), cwd) : findConfig(cwd);
  const root = found?.folder ?? projectFolder(cwd);
  const config = found?.config ?? {};
  const configFolder = found?.folder ?? root;

  // --out on the command line wins over every out of the config.
  const defaultOut =
    options.out !== undefined ? resolve(cwd, options.out) : resolve(configFolder, config.out ?? "generated");
  let entries: { spec: string; out: string }[];
  if (options.specs && options.specs.length > 0) {
    entries = options.specs.map((spec) => ({ spec: resolve(cwd, spec), out: defaultOut }));
  } else {
    const listed = config.specs ?? [{ spec: "spec" }];
    entries = listed.flatMap((entry) => {
      const out = options.out !== undefined || entry.out === undefined ? defaultOut : resolve(configFolder, entry.out);
      return specFiles(resolve(configFolder, entry.spec), config.specs === undefined, cwd).map((spec) => ({
        spec,
        out,
      }));
    });
    if (entries.length === 0) {
      const where =
        config.specs === undefined
          ? displayPath(join(root, "spec"), cwd)
          : `the folders ${displayPath(found!.file, cwd)} lists`;
      throw new ProjectError(
        `no spec found in ${where}: pass --spec FILE, list specs in ${CONFIG_FILE}, or run asmx-codegen init`,
        2,
      );
    }
  }
  const targets = entries.map(({ spec, out }) => ({ spec, dir: join(out, packageFolderName(spec)) }));
  const seen = new Map<string, string>();
  for (const target of targets) {
    const other = seen.get(target.dir);
    if (other !== undefined && other !== target.spec) {
      throw new ProjectError(
        `${displayPath(other, cwd)} and ${displayPath(target.spec, cwd)} would both be written to ${displayPath(target.dir, cwd)}: give them different file names or output folders`,
      );
    }
    seen.set(target.dir, target.spec);
  }
  const unique = targets.filter((t, i) => targets.findIndex((u) => u.dir === t.dir) === i);
  return { cwd, root, configFile: found?.file, targets: unique };
}

/**
 * Why `generate` without --spec would skip `spec` (a file just written by init or import), or undefined when
 * it generates it: a note for the user, so that no spec is left out silently.
 */
export function whyNotGenerated(spec: string, cwd: string): string | undefined {
  let project: Project;
  try {
    project = resolveProject({ cwd });
  } catch (error) {
    if (error instanceof ProjectError) return `asmx-codegen generate would not find it: ${error.message}`;
    throw error;
  }
  if (project.targets.some((t) => t.spec === spec)) return undefined;
  const shown = displayPath(spec, cwd);
  return project.configFile
    ? `${displayPath(project.configFile, cwd)} does not list ${shown}, so asmx-codegen generate skips it: add it (or its folder) to "specs", or pass --spec ${shown}`
    : `asmx-codegen generate reads the specs in ${displayPath(join(project.root, "spec"), cwd)}/ when no ${CONFIG_FILE} lists them, so it skips ${shown}: move it there, list it in a config, or pass --spec ${shown}`;
}

/** The package folder's name: the spec's file name without .yaml. */
export function packageFolderName(spec: string): string {
  return basename(spec).replace(/\.ya?ml$/i, "");
}

/** The spec's path relative to the project root, with forward slashes: the same in every clone. */
export function specPathInProject(project: Project, spec: string): string {
  const rel = relative(project.root, spec);
  return (rel === "" || resolve(project.root, rel) !== spec ? basename(spec) : rel).split(sep).join("/");
}

/** A spec entry: a file, or a folder whose .yaml/.yml files are all specs. */
function specFiles(path: string, isDefault: boolean, cwd: string): string[] {
  let isFolder: boolean;
  try {
    isFolder = statSync(path).isDirectory();
  } catch {
    // The default spec/ folder may be absent (then there is nothing to do); a listed spec must exist.
    if (isDefault) return [];
    throw new ProjectError(`${displayPath(path, cwd)}, listed in the config, does not exist`);
  }
  if (!isFolder) return [path];
  return readdirSync(path)
    .filter((name) => /\.ya?ml$/i.test(name))
    .sort()
    .map((name) => join(path, name));
}

/** The nearest folder at or above `from` holding a package.json; `from` itself when there is none. */
function projectFolder(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, "package.json"))) return dir;
    if (dirname(dir) === dir) return from;
  }
}

interface FoundConfig {
  readonly file: string;
  readonly folder: string;
  readonly config: Config;
}

/** Looks for the config from `from` up to the project folder (the first package.json). */
function findConfig(from: string): FoundConfig | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    const file = join(dir, CONFIG_FILE);
    if (existsSync(file))
      return { file, folder: dir, config: parseConfig(readText(file, from), displayPath(file, from)) };
    const packageJson = join(dir, "package.json");
    if (existsSync(packageJson)) {
      const shown = displayPath(packageJson, from);
      const json = parseJson(readText(packageJson, from), shown) as Record<string, unknown> | null;
      if (json !== null && typeof json === "object" && PACKAGE_JSON_KEY in json) {
        return {
          file: packageJson,
          folder: dir,
          config: validateConfig(json[PACKAGE_JSON_KEY], `${shown} ("${PACKAGE_JSON_KEY}")`),
        };
      }
      return undefined;
    }
    if (dirname(dir) === dir) return undefined;
  }
}

function explicitConfig(file: string, cwd: string): FoundConfig {
  const shown = displayPath(file, cwd);
  if (!existsSync(file)) throw new ProjectError(`${shown}: config file not found`);
  if (basename(file) === "package.json") {
    const json = parseJson(readText(file, cwd), shown) as Record<string, unknown> | null;
    if (json === null || typeof json !== "object" || !(PACKAGE_JSON_KEY in json)) {
      throw new ProjectError(`${shown} has no "${PACKAGE_JSON_KEY}" key`);
    }
    return {
      file,
      folder: dirname(file),
      config: validateConfig(json[PACKAGE_JSON_KEY], `${shown} ("${PACKAGE_JSON_KEY}")`),
    };
  }
  return { file, folder: dirname(file), config: parseConfig(readText(file, cwd), shown) };
}

function readText(file: string, cwd: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    throw new ProjectError(`${displayPath(file, cwd)}: cannot read it (${(error as Error).message})`);
  }
}

function parseJson(text: string, shown: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ProjectError(`${shown} is not valid JSON: ${(error as Error).message}`);
  }
}

function parseConfig(text: string, shown: string): Config {
  return validateConfig(parseJson(text, shown), shown);
}

const CONFIG_SHAPE = `{ "specs": ["spec/a.yaml", { "spec": "spec/b.yaml", "out": "packages" }], "out": "generated" }`;

/** Checks the config's shape; every problem is named with where it is. */
function validateConfig(value: unknown, shown: string): Config {
  const problems: string[] = [];
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new ProjectError(`${shown}: the config must be an object like ${CONFIG_SHAPE}`);
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (!["specs", "out", "$schema"].includes(key)) problems.push(`unknown key "${key}" (known: specs, out)`);
  }
  const text = (v: unknown): v is string => typeof v === "string" && v.trim() !== "";
  if (record.out !== undefined && !text(record.out)) problems.push(`"out" must be a folder path`);
  let specs: ConfigEntry[] | undefined;
  if (record.specs !== undefined) {
    if (!Array.isArray(record.specs) || record.specs.length === 0) problems.push(`"specs" must be a non-empty list`);
    else {
      specs = [];
      record.specs.forEach((entry: unknown, i) => {
        if (text(entry)) specs!.push({ spec: entry });
        else if (typeof entry === "object" && entry !== null && !Array.isArray(entry)) {
          const e = entry as Record<string, unknown>;
          const unknown = Object.keys(e).filter((k) => k !== "spec" && k !== "out");
          if (!text(e.spec)) problems.push(`"specs"[${i}] needs "spec": a spec file or folder`);
          if (e.out !== undefined && !text(e.out)) problems.push(`"specs"[${i}].out must be a folder path`);
          if (unknown.length > 0)
            problems.push(
              `"specs"[${i}] has unknown key${unknown.length > 1 ? "s" : ""} ${unknown.map((k) => `"${k}"`).join(", ")} (known: spec, out)`,
            );
          if (text(e.spec) && (e.out === undefined || text(e.out)))
            specs!.push({ spec: e.spec, ...(e.out !== undefined ? { out: e.out as string } : {}) });
        } else problems.push(`"specs"[${i}] must be a spec path or { "spec": ..., "out": ... }`);
      });
    }
  }
  if (problems.length > 0) throw new ProjectError(problems.map((p) => `${shown}: ${p}`).join("\n"));
  return { ...(specs ? { specs } : {}), ...(text(record.out) ? { out: record.out } : {}) };
}
