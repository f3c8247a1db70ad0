/**
 * The generated packages' API as a user of them meets it, compiled by strict tsc against the packages
 * resolved through their `exports` (as `shipment-operations` and `shipment-tracking`, the way a project that
 * depends on them resolves them):
 * - the README's blocks marked `typecheck` (the DataSet and DataTable example), exactly as written;
 * - the service's types imported from `./client`, `./server` and the package root, where a user looks for
 *   them, and its enums' values from each, run in Node.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run } from "../support/npm.js";
import { REPO_ROOT } from "../support/paths.js";
import { strictTypeCheck } from "../support/strict-typecheck.js";
import { blocksMarked } from "./code-blocks.js";

/** Imports the service's types from each entry point: a class and its input form, an inheritance union, an enum. */
const MODEL_TYPES = `import type { Shipment, ShipmentInput, TrackingEvent, ShipmentState } from "shipment-tracking/client";
import type { Shipment as ServerShipment, TrackingEvent as ServerEvent, GetShipmentParams } from "shipment-tracking/server";
import type { Shipment as RootShipment, PieceInput } from "shipment-tracking";
import { ShipmentState as states } from "shipment-tracking/server";

export const read: Shipment | ServerShipment | RootShipment | undefined = undefined;
export const sent: ShipmentInput["pieces"] = [{ id: 1, weight: 12.5, unit: "Kg" } satisfies PieceInput];
export const event: TrackingEvent | ServerEvent = { $type: "ScanEvent", at: "2024-01-02T03:04:05Z", scanner: "S-9" };
export const state: ShipmentState = states.InTransit;
export const params: GetShipmentParams = { trackNum: "T1" };
`;

/** Reads an enum's values through each entry point, in Node. */
const MODEL_VALUES = `import { ShipmentState as fromClient } from "shipment-tracking/client";
import { ShipmentState as fromServer } from "shipment-tracking/server";
import { ShipmentState as fromRoot } from "shipment-tracking";
console.log(JSON.stringify({ client: fromClient.Delivered, server: fromServer === fromClient, root: fromRoot === fromClient }));
`;

const cache = join(REPO_ROOT, "node_modules/.cache");
mkdirSync(cache, { recursive: true });
const app = mkdtempSync(join(cache, "readme-package-api-"));
const blocks = blocksMarked("typecheck");

beforeAll(() => {
  mkdirSync(join(app, "node_modules"));
  for (const name of ["shipment-operations", "shipment-tracking"]) symlinkSync(join(REPO_ROOT, "generated", name), join(app, "node_modules", name), "dir");
  writeFileSync(join(app, "package.json"), JSON.stringify({ name: "package-api", private: true, type: "module" }));
  blocks.forEach((block, i) => writeFileSync(join(app, `readme-${i + 1}.ts`), block.code));
  writeFileSync(join(app, "model-types.ts"), MODEL_TYPES);
  writeFileSync(join(app, "model-values.mjs"), MODEL_VALUES);
});

afterAll(() => rmSync(app, { recursive: true, force: true }));

describe("the generated packages as their users import them", () => {
  it("compile the README's DataSet examples as written, and the service's types from every entry point", () => {
    expect(blocks.map((block) => block.code).join("\n")).toContain("dataSet(");
    expect(strictTypeCheck(app, ["*.ts"])).toBe("");
  }, 60_000);

  it("refuse a DataSet example that breaks the API, so the check is real", () => {
    writeFileSync(join(app, "readme-1.ts"), blocks[0]!.code.replace("Weight: 12.5 }", "Weight: true }"));
    try {
      expect(strictTypeCheck(app, ["readme-1.ts"])).toContain("readme-1.ts");
    } finally {
      writeFileSync(join(app, "readme-1.ts"), blocks[0]!.code);
    }
  }, 60_000);

  it("give an enum's values from ./client, ./server and the package root, the same object", async () => {
    const outcome = await run(process.execPath, ["model-values.mjs"], app);
    expect(JSON.parse(outcome.stdout)).toEqual({ client: "Delivered", server: true, root: true });
  });
});
