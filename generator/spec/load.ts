/**
 * Loads a spec file: parses the YAML keeping source positions, checks its structure against
 * spec.schema.json, then builds the service model, which checks the meaning. Every problem found is
 * reported at once, each with file, line and column.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import type { Ajv, ErrorObject, ValidateFunction } from "ajv";
import { isMap, isNode, isPair, isScalar, LineCounter, parseDocument, type Document, type Node } from "yaml";
import { buildModel } from "../model/build.js";
import type { ServiceModel } from "../model/types.js";
import { SpecError, type Diagnostic } from "./diagnostics.js";
import { pruneStructure } from "./prune.js";
import type { RawSpec } from "./raw.js";
import { didYouMean } from "./suggest.js";

export type SpecPath = readonly (string | number)[];

/** Finds where a value of the spec was written. `key`: the position of the map key rather than the value. */
export type Locate = (path: SpecPath, key?: boolean) => { line: number; column: number };

const schemaFile = fileURLToPath(new URL("../../spec/spec.schema.json", import.meta.url));
/**
 * Where the build writes the validator of spec.schema.json as code (ajv's standalone output), so that no run
 * compiles the schema; it says which schema it checks, and one of another schema is not used.
 */
export const PREBUILT_VALIDATOR = fileURLToPath(new URL("./spec-validator.cjs", import.meta.url));
const require = createRequire(import.meta.url);
let validateStructure: ValidateFunction | undefined;

function newAjv(source: boolean): Ajv {
  const { Ajv: AjvClass } = require("ajv") as typeof import("ajv");
  // verbose: an error carries the schema object that refused, whose properties an unknown one is checked against.
  return new AjvClass({ allErrors: true, strict: true, allowUnionTypes: true, verbose: true, ...(source ? { code: { source: true } } : {}) });
}

function schemaHash(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

function structureValidator(): ValidateFunction {
  if (!validateStructure) {
    const text = readFileSync(schemaFile, "utf8");
    validateStructure = prebuiltValidator(schemaHash(text)) ?? newAjv(false).compile(JSON.parse(text));
  }
  return validateStructure;
}

function prebuiltValidator(hash: string): ValidateFunction | undefined {
  try {
    const validate = require(PREBUILT_VALIDATOR) as ValidateFunction & { schemaHash?: string };
    return validate.schemaHash === hash ? validate : undefined;
  } catch {
    return undefined; // a generator run from source: the schema compiles here
  }
}

/** The text of spec-validator.cjs for the current spec.schema.json (the build's step). */
export function validatorModule(): string {
  const text = readFileSync(schemaFile, "utf8");
  const ajv = newAjv(true);
  const validate = ajv.compile(JSON.parse(text));
  const standaloneCode = (require("ajv/dist/standalone") as { default: (ajv: Ajv, validate: ValidateFunction) => string }).default;
  return `${standaloneCode(ajv, validate)}
module.exports.schemaHash = ${JSON.stringify(schemaHash(text))};
`;
}

/** Loads and validates the spec at `file` (shown in messages as `displayPath`). Throws SpecError. */
export function loadSpec(file: string, displayPath: string = file): ServiceModel {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === "ENOENT" ? "file not found" : (error as Error).message;
    throw new SpecError([{ file: displayPath, line: 1, column: 1, message: `cannot read spec: ${reason}` }]);
  }
  return parseSpec(text, displayPath);
}

/** Parses and validates spec text. Throws SpecError listing every problem. */
export function parseSpec(text: string, displayPath: string): ServiceModel {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const diagnostics: Diagnostic[] = [];
  const at = (offset: number, message: string): void => {
    const { line, col } = lineCounter.linePos(offset);
    diagnostics.push({ file: displayPath, line, column: col, message });
  };

  for (const error of doc.errors) at(error.pos[0], error.message.split("\n")[0] ?? error.message);
  if (diagnostics.length > 0) throw new SpecError(diagnostics);

  const locate: Locate = (path, key = false) => {
    const offset = offsetOf(doc, path, key);
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };

  const raw: unknown = doc.toJS();
  const validate = structureValidator();
  const sha256 = createHash("sha256").update(text).digest("hex");
  if (!validate(raw)) {
    const errors = validate.errors ?? [];
    for (const error of relevantErrors(errors)) {
      const { path, key, message } = describeSchemaError(error);
      const { line, column } = locate(path, key);
      diagnostics.push({ file: displayPath, line, column, message });
    }
    // Where the structure allows, the meaning of the rest is checked too, so that one run reports both.
    const pruned = pruneStructure(
      raw,
      errors.map((e) => ({
        path: pathOf(e.instancePath),
        ...(e.keyword === "additionalProperties" ? { unknownProperty: String(e.params.additionalProperty) } : {}),
      })),
    );
    if (pruned && validate(pruned.raw)) {
      const mapped: Locate = (path, key) => locate(pruned.originalPath(path), key);
      const rest = buildModel(pruned.raw as RawSpec, { path: displayPath, sha256 }, mapped);
      for (const d of rest.diagnostics) {
        if ([...pruned.removedNames].some((name) => d.message.includes(`'${name}'`))) continue;
        diagnostics.push({ file: displayPath, line: d.line, column: d.column, message: d.message });
      }
    }
    throw new SpecError(sortDiagnostics(diagnostics));
  }

  const result = buildModel(raw as RawSpec, { path: displayPath, sha256 }, locate);
  if (result.diagnostics.length > 0) {
    throw new SpecError(
      sortDiagnostics(result.diagnostics.map((d) => ({ file: displayPath, line: d.line, column: d.column, message: d.message }))),
    );
  }
  return result.model!;
}

function sortDiagnostics(list: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return list
    .filter((d) => {
      const id = `${d.line}:${d.column}:${d.message}`;
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    })
    .sort((a, b) => a.line - b.line || a.column - b.column);
}

/** The offset in the text where the node at `path` (or its key) starts; the nearest existing ancestor otherwise. */
function offsetOf(doc: Document, path: SpecPath, key: boolean): number {
  let node: unknown = doc.contents;
  let keyNode: Node | undefined;
  for (const segment of path) {
    if (!isNode(node) || !("items" in node)) break;
    const items = (node as { items: unknown[] }).items;
    let next: unknown;
    if (isMap(node)) {
      const pair = items.find((p) => isPair(p) && isScalar(p.key) && p.key.value === segment);
      if (!isPair(pair)) break;
      keyNode = pair.key as Node;
      next = pair.value;
    } else if (typeof segment === "number") {
      next = items[segment];
      keyNode = undefined;
    } else break;
    if (!isNode(next)) {
      node = undefined;
      break;
    }
    node = next;
  }
  if (key && keyNode?.range) return keyNode.range[0];
  if (isNode(node) && node.range) return node.range[0];
  if (keyNode?.range) return keyNode.range[0];
  return 0;
}

/**
 * ajv reports every failed branch of a oneOf. Keep what says something to a person: the errors of the
 * branch the value was meant for (an object's missing or unknown properties), or the oneOf summary
 * when there is nothing more specific.
 */
function relevantErrors(all: ErrorObject[]): ErrorObject[] {
  // An if/then's own error only says its `then` failed, which that branch's error says better.
  const errors = all.filter((e) => e.keyword !== "if");
  const oneOfPaths = new Set(errors.filter((e) => e.keyword === "oneOf").map((e) => e.instancePath));
  const specific = errors.filter(
    (e) => e.keyword !== "oneOf" && !(oneOfPaths.has(e.instancePath) && e.keyword === "type"),
  );
  const coveredPaths = new Set(
    [...oneOfPaths].filter((p) => specific.some((e) => e.instancePath === p || e.instancePath.startsWith(`${p}/`))),
  );
  return [...specific, ...errors.filter((e) => e.keyword === "oneOf" && !coveredPaths.has(e.instancePath))];
}

function pathOf(instancePath: string): (string | number)[] {
  if (!instancePath) return [];
  return instancePath
    .slice(1)
    .split("/")
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

/** The properties the schema object that refused an unknown one allows: what it was probably meant to be. */
function allowedProperties(error: ErrorObject): string[] {
  // ajv's `verbose` puts the refusing schema object on its error (its path is not usable: the prebuilt
  // validator writes it relative to the definition it came from).
  const properties: unknown = (error.parentSchema as { properties?: unknown } | undefined)?.properties;
  return properties !== null && typeof properties === "object" ? Object.keys(properties) : [];
}

const PACKAGE_NAME_RULE =
  "is not a valid npm package name: lower-case letters, digits, '-', '.', '_' and '~', not starting with '.' or '_', optionally in a scope ('@scope/name')";

function describeSchemaError(error: ErrorObject): { path: (string | number)[]; key: boolean; message: string } {
  const path = pathOf(error.instancePath);
  const where = path.length ? path.join(".") : "the spec";
  switch (error.keyword) {
    case "additionalProperties": {
      const property = String(error.params.additionalProperty);
      const suggestion = didYouMean(property, allowedProperties(error));
      return { path: [...path, property], key: true, message: `unknown property '${property}' in ${where}${suggestion ? `; ${suggestion}` : ""}` };
    }
    case "required":
      return { path, key: false, message: `${where} is missing the required property '${String(error.params.missingProperty)}'` };
    case "enum":
      return {
        path,
        key: false,
        message: `${where} must be one of ${(error.params.allowedValues as unknown[]).map((v) => `'${String(v)}'`).join(", ")}`,
      };
    case "pattern":
      if (path[0] === "package") return { path, key: false, message: `${where} ${PACKAGE_NAME_RULE}` };
      return { path, key: false, message: `${where} ${error.message ?? "is invalid"}` };
    case "oneOf":
      if (path[0] === "package") return { path, key: false, message: `${where} must be a URL or { type, url, directory }` };
      return {
        path,
        key: false,
        message: path.includes("fields")
          ? `${where} must be the name of a shared field or a field definition with name and type`
          : `${where} must be a row shape name or a map of column names to types`,
      };
    default:
      return { path, key: false, message: `${where} ${error.message ?? "is invalid"}` };
  }
}
