import {
  compiledWritePlans,
  stringElement,
  type FieldsWriter,
  type TypedServiceDescriptor,
} from "asmx-codegen-runtime";
import { trackerDescriptor } from "./descriptor.js";
import type { TrackerOperations } from "./types.js";

/** The fields of AuthHeader, in wire order. */
const writeAuthHeaderFields: FieldsWriter = (out, context, record, depth, plans) => {
  const plan = plans[0]!;
  stringElement(out, plan[0]!, record["userName"]);
  stringElement(out, plan[1]!, record["password"]);
};

/** The fields of SessionHeader, in wire order. */
const writeSessionHeaderFields: FieldsWriter = (out, context, record, depth, plans) => {
  const plan = plans[1]!;
  stringElement(out, plan[0]!, record["token"]);
};

/**
 * The Tracker service as its server runs it: {@link trackerDescriptor}, its classes written by the writers above.
 */
export const trackerServerDescriptor: TypedServiceDescriptor<TrackerOperations> = {
  ...trackerDescriptor,
  codecs: {
    ...trackerDescriptor.codecs,
    writePlans: compiledWritePlans([
      { name: "AuthHeader", steps: ["s", "s"], write: writeAuthHeaderFields },
      { name: "SessionHeader", steps: ["s"], write: writeSessionHeaderFields },
    ]),
  },
};
