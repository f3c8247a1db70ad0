/** Paths tests rely on, independent of the working directory. */
import { fileURLToPath } from "node:url";

export const REPO_ROOT: string = fileURLToPath(new URL("../../", import.meta.url));
/** What a real ASMX stack emitted for this service (beside the checkout, as in CI). */
export const REFERENCE_DIR: string = fileURLToPath(new URL("../../../shared/reference/asmx/", import.meta.url));
export const SPEC_FILE: string = fileURLToPath(new URL("../../spec/shipment-operations.yaml", import.meta.url));
