/**
 * A project of its own for tests that run the generator's CLI on real folders: a package.json and small
 * specs in spec/, which `generate` and `check` find without flags (each into generated/<spec name>).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** A valid spec of the service `name` with one string operation per name in `operations`. */
export function smallSpec(name: string, operations: readonly string[], documentation = "A small service."): string {
  const ops = operations
    .map((op) => `  - name: ${op}\n    fields: [{ name: Text, type: string }]\n    result: { type: string }\n`)
    .join("");
  return (
    `service:\n  name: ${name}\n  namespace: https://example.com/${name}\n  endpoint: https://example.com/${name}.asmx\n` +
    `  documentation: ${documentation}\noperations:\n${ops}`
  );
}

/** Writes the project into `root`: spec/<file>.yaml for each entry of `specs`. */
export function smallProject(root: string, specs: Readonly<Record<string, string>>): void {
  mkdirSync(join(root, "spec"), { recursive: true });
  writeFileSync(join(root, "package.json"), '{ "name": "small-project", "private": true }\n');
  for (const [file, text] of Object.entries(specs)) writeFileSync(join(root, "spec", `${file}.yaml`), text);
}
