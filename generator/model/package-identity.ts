/**
 * The generated package's npm identity, from the spec's `package:` block: name (scopes allowed), version,
 * description, license, repository. Without a block the name comes from the spec's file name and the
 * version is 0.1.0. Checked against npm's rules here, so `npm publish` never meets a name it refuses.
 */
import type { SpecPath } from "../spec/load.js";
import type { RawPackage } from "../spec/raw.js";
import type { PackageIdentity } from "./types.js";

export const DEFAULT_PACKAGE_VERSION = "0.1.0";

/** npm's rules for new package names: lower case, URL-safe, at most 214 characters, optionally @scope/. */
const NPM_NAME = /^(?:@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*$/;
/** Semantic versioning 2.0.0: MAJOR.MINOR.PATCH, optional pre-release and build metadata. */
const SEMVER =
  /^(?:0|[1-9]\d*)\.(?:0|[1-9]\d*)\.(?:0|[1-9]\d*)(?:-(?:0|[1-9]\d*|\d*[A-Za-z-][0-9A-Za-z-]*)(?:\.(?:0|[1-9]\d*|\d*[A-Za-z-][0-9A-Za-z-]*))*)?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/;

function nameProblem(name: string): string | undefined {
  if (name.length > 214) return "is longer than 214 characters";
  if (!NPM_NAME.test(name)) {
    return "is not a valid npm package name: lower-case letters, digits, '-', '.', '_' and '~', not starting with '.' or '_', optionally in a scope ('@scope/name')";
  }
  return undefined;
}

/** `OrderService` → `order-service`: a spec's file name (and so its package folder's) from a service name. */
export function kebabName(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1-$2")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .toLowerCase();
}

/**
 * The package name a spec's file name gives: the name without its extension when npm takes it
 * (`spec/shipment-operations.yaml` → `shipment-operations`), else the name in kebab case
 * (`spec/MyService.yaml` → `my-service`).
 */
function packageNameOf(specPath: string): string {
  const fileName = (specPath.split(/[\\/]/).pop() ?? specPath).replace(/\.ya?ml$/i, "");
  return nameProblem(fileName) === undefined ? fileName : kebabName(fileName) || fileName;
}

/** Why a spec at `specPath` without `package.name` has no valid package name; undefined when it has one. */
export function fileNamePackageProblem(specPath: string): string | undefined {
  const name = packageNameOf(specPath);
  const problem = nameProblem(name);
  return problem === undefined ? undefined : `the package name comes from the spec's file name, and '${name}' ${problem}`;
}

export function buildPackageIdentity(
  raw: RawPackage | undefined,
  specPath: string,
  report: (path: SpecPath, message: string, key?: boolean) => void,
): PackageIdentity {
  const name = raw?.name ?? packageNameOf(specPath);
  const problem = nameProblem(name);
  if (problem !== undefined) {
    if (raw?.name !== undefined) report(["package", "name"], `package name '${name}' ${problem}`);
    else report([], `the package name comes from the spec's file name, and '${name}' ${problem}: set package.name`);
  }
  const version = raw?.version ?? DEFAULT_PACKAGE_VERSION;
  if (!SEMVER.test(version))
    report(
      ["package", "version"],
      `package version '${version}' is not a semantic version (like 1.2.3 or 2.0.0-beta.1)`,
    );
  const repository = raw?.repository;
  return {
    name,
    version,
    ...(raw?.description !== undefined ? { description: raw.description } : {}),
    ...(raw?.license !== undefined ? { license: raw.license } : {}),
    ...(repository !== undefined ? { repository } : {}),
    runtime: raw?.runtime ?? "package",
  };
}
