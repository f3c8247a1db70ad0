/** What an emitter produces, and what it is given besides the model. */
import type { ServiceModel } from "../model/types.js";

export interface OutputFile {
  /** Path relative to the generated package's folder, with forward slashes. */
  readonly path: string;
  readonly content: string;
  /** Already formatted (hand-written runtime source, kept prettier-clean in the repo): written without prettier. */
  readonly formatted?: boolean;
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
