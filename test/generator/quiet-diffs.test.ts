/**
 * Quiet diffs: adding one operation to the spec changes only the files that depend on it (the modules and
 * documents that list every operation) plus the manifest, the one place holding the spec's sha256, and adds
 * that operation's own fixtures and docs. Every other file, the runtime's above all, keeps its bytes.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { EMITTERS } from "../../generator/emitters.js";
import { renderPackage } from "../../generator/pipeline.js";
import { parseSpec } from "../../generator/spec/load.js";
import { SPEC_FILE } from "../support/paths.js";

const SPEC = readFileSync(SPEC_FILE, "utf8");
const WITH_ONE_MORE = `${SPEC.trimEnd()}

  - name: CancelShipment
    documentation: Cancels a shipment.
    idempotent: false
    bindings: [soap11, soap12]
    fields:
      - UserID
      - Password
      - { name: ShipmentId, type: int, documentation: The shipment. }
    result: { type: boolean, documentation: Whether it was cancelled. }
`;

/** The files that describe every operation, so a new one is in them. */
const DEPENDING = [
  "README.md", // the package README's operation table
  "asmx-codegen.manifest.json", // the spec's sha256 and every file's
  "dist/client.d.ts",
  "dist/client.js",
  "dist/descriptor.js", // (descriptor.d.ts declares the descriptor's type, which does not list operations)
  "dist/help.js", // the help pages' operation list and samples (help.d.ts: their type only)
  "dist/server.d.ts", // (server.js: the handler names come from the descriptor at run time)
  "dist/types.d.ts", // (types.js: the new operation's types are types only)
  "dist/wsdl.js",
  "docs/README.md",
  "fixtures/README.md",
  "fixtures/index.json",
  "src/client.ts",
  "src/descriptor.ts",
  "src/help.ts",
  "src/server.ts",
  "src/types.ts",
  "src/wsdl.ts",
  "wsdl/ShipmentOperations.wsdl",
];

describe("adding one operation", () => {
  it("changes only the files that depend on it, plus the manifest; adds only the operation's own files", async () => {
    const before = (
      await renderPackage(parseSpec(SPEC, "spec/shipment-operations.yaml"), "shipment-operations", EMITTERS)
    ).files;
    const after = (
      await renderPackage(parseSpec(WITH_ONE_MORE, "spec/shipment-operations.yaml"), "shipment-operations", EMITTERS)
    ).files;

    const changed = [...before.keys()].filter((path) => after.has(path) && after.get(path) !== before.get(path));
    const added = [...after.keys()].filter((path) => !before.has(path));
    const removed = [...before.keys()].filter((path) => !after.has(path));

    expect(changed).toEqual(DEPENDING);
    expect(removed).toEqual([]);
    expect(added.length).toBeGreaterThan(5);
    // The operation's own files, and the malformed cases of value kinds the service had no field of before
    // (an int: the int-overflow request), which are sent to the new operation.
    const foreign = added.filter((path) => !path.includes("CancelShipment"));
    expect(foreign.every((path) => path.startsWith("fixtures/malformed/") && after.get(path)!.includes("CancelShipment"))).toBe(true);
    // Of ~370 files, 19 change: before the spec's hash left the headers, every file with a header did.
    expect(changed.length).toBe(19);
    expect(before.size).toBeGreaterThan(300);
    // The runtime is a dependency (asmx-codegen-runtime), not files of the package.
    expect([...before.keys()].filter((path) => path.includes("runtime/"))).toEqual([]);
  });
});
