/** Every artifact kind the generator writes, one emitter each. */
import type { Emitter } from "./emit/types.js";
import { packageEmitter } from "./emit/package.js";

export const EMITTERS: readonly Emitter[] = [packageEmitter];
