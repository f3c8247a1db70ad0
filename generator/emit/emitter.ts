/** What an emitter produces, and what it is given besides the model. */
import type { ServiceModel } from "../model/types.js";

export interface OutputFile {
  /** Path relative to the generated package's folder, with forward slashes. */
  readonly path: string;
  readonly content: string;
  /**
   * Already in its final form: hand-written runtime source (kept prettier-clean in the repo), written without
   * prettier; JSON written by jsonFile().
   */
  readonly formatted?: boolean;
}

/** A JSON file in the generator's one form: two-space JSON.stringify and a final newline. */
export function jsonFile(path: string, value: unknown): OutputFile {
  return { path, content: `${JSON.stringify(value, null, 2)}\n`, formatted: true };
}

export interface EmitContext {
  /** The generated package's npm name. */
  readonly packageName: string;
  /** Version of this generator, written into headers and the package. */
  readonly generatorVersion: string;
}

/** One artifact kind (WSDL, client, server, fixtures, ...): reads the model only, returns files. */
export interface Emitter {
  readonly name: string;
  emit(model: ServiceModel, context: EmitContext): OutputFile[];
}
