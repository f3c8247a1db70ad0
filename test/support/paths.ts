/** Paths tests rely on, independent of the working directory. */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const REPO_ROOT: string = fileURLToPath(new URL("../../", import.meta.url));
/** What a real ASMX stack emitted for ShipmentOperations (recordings kept byte for byte in the repo). */
export const REFERENCE_DIR: string = fileURLToPath(new URL("../reference/asmx/", import.meta.url));
/** What a real ASMX stack emitted for ShipmentTracking: complex types, arrays, headers, typed faults. */
export const TRACKING_REFERENCE_DIR: string = fileURLToPath(new URL("../reference/asmx-tracking/", import.meta.url));
export const SPEC_FILE: string = fileURLToPath(new URL("../../spec/shipment-operations.yaml", import.meta.url));
export const TRACKING_SPEC_FILE: string = fileURLToPath(new URL("../../spec/shipment-tracking.yaml", import.meta.url));

/** The recordings are missing from the checkout. Its stack is its message: vitest prints one line. */
export class MissingReferenceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "MissingReferenceError";
    this.stack = `${this.name}: ${message}`;
  }
}

for (const [dir, wsdl] of [
  [REFERENCE_DIR, "ShipmentOperations.wsdl"],
  [TRACKING_REFERENCE_DIR, "ShipmentTracking.wsdl"],
] as const) {
  if (!existsSync(`${dir}${wsdl}`)) {
    const folder = `test/reference/${dir === REFERENCE_DIR ? "asmx" : "asmx-tracking"}`;
    throw new MissingReferenceError(`${folder} is missing from the checkout: run git checkout HEAD -- test/reference`);
  }
}
export const WCF_SPEC_FILE: string = fileURLToPath(new URL("../../spec/wcf-tracking.yaml", import.meta.url));
