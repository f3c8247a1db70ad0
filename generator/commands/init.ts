/**
 * `asmx-codegen init`: a commented example spec to start from, and a config file listing it when the project
 * has none. Never overwrites a file.
 */
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { basename, dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { displayPath } from "../output/display.js";
import { isLink } from "../output/listing.js";
import { writeNewFile } from "../output/new-file.js";
import { CONFIG_FILE, PACKAGE_JSON_KEY, ProjectError, whyNotGenerated } from "../cli/project.js";
import { PACKAGE_ROOT } from "../paths.js";

/** Beside the compiled commands in dist/ as in the source tree (the build copies templates/). */
const TEMPLATE = fileURLToPath(new URL("../../templates/init/service.yaml", import.meta.url));

export interface InitOptions {
  readonly cwd: string;
  readonly spec?: string;
  readonly name?: string;
}

export interface InitResult {
  readonly written: readonly string[];
  readonly notes: readonly string[];
}

/** `order-service.yaml` → `OrderService`. */
function serviceNameOf(file: string): string {
  const words = basename(file)
    .replace(/\.ya?ml$/i, "")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const name = words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join("");
  return /^[A-Za-z_]/.test(name) ? name : `Service${name}`;
}

/** `OrderService` → `order-service`: a valid npm name. */
function packageNameOf(file: string): string {
  return (
    basename(file)
      .replace(/\.ya?ml$/i, "")
      .toLowerCase()
      .replace(/[^a-z0-9._~-]+/g, "-")
      .replace(/^[._-]+|-+$/g, "") || "service"
  );
}

/** The nearest folder at or above `from` holding a package.json, or `from`. */
function projectFolder(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, "package.json"))) return dir;
    if (dirname(dir) === dir) return from;
  }
}

function hasConfig(folder: string): boolean {
  if (existsSync(join(folder, CONFIG_FILE))) return true;
  try {
    const json = JSON.parse(readFileSync(join(folder, "package.json"), "utf8")) as Record<string, unknown>;
    return typeof json === "object" && json !== null && PACKAGE_JSON_KEY in json;
  } catch {
    return false;
  }
}

function posix(path: string): string {
  return path.split(sep).join("/");
}

export function initProject(options: InitOptions): InitResult {
  const spec = resolve(options.cwd, options.spec ?? join("spec", "service.yaml"));
  if (!/\.ya?ml$/i.test(spec))
    throw new ProjectError(`${displayPath(spec, options.cwd)}: a spec file's name ends in .yaml`, 2);
  const name = options.name ?? serviceNameOf(spec);
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) {
    throw new ProjectError(
      `'${name}' is not a service name: a .NET identifier (a letter or _, then letters, digits or _)`,
      2,
    );
  }

  const root = projectFolder(options.cwd);
  const config = join(root, CONFIG_FILE);
  // Checked before the spec is written, so that a refusal leaves nothing behind.
  if (!hasConfig(root) && isLink(config)) {
    throw new ProjectError(`${displayPath(config, options.cwd)} is a link; nothing was written (remove the link or choose another path)`);
  }
  // Editors validate and complete the spec with the schema that comes with the generator.
  const schema = posix(relative(dirname(spec), join(PACKAGE_ROOT, "spec", "spec.schema.json")));
  const text = readFileSync(TEMPLATE, "utf8")
    .replaceAll("{{schema}}", schema)
    .replaceAll("{{name}}", name)
    .replaceAll("{{packageName}}", packageNameOf(spec));
  mkdirSync(dirname(spec), { recursive: true });
  writeNewFile(spec, displayPath(spec, options.cwd), text);
  const written = [displayPath(spec, options.cwd)];
  const notes: string[] = [];

  if (!hasConfig(root)) {
    // The spec's folder, so that the specs `import` writes beside it are generated too; a spec at the
    // project's root is listed alone (the root holds other YAML files).
    const folder = posix(relative(root, dirname(spec)));
    const specEntry = folder === "" || folder.startsWith("..") ? posix(relative(root, spec)) : folder;
    writeNewFile(config, displayPath(config, options.cwd), `${JSON.stringify({ specs: [specEntry], out: "generated" }, null, 2)}\n`);
    written.push(displayPath(config, options.cwd));
  }
  const skipped = whyNotGenerated(spec, options.cwd);
  if (skipped !== undefined) notes.push(skipped);
  return { written, notes };
}
