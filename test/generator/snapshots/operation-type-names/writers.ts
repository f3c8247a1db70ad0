import { compiledWritePlans, enumElement, type FieldsWriter, type TypedServiceDescriptor } from "asmx-codegen-runtime";
import { rentalsDescriptor } from "./descriptor.js";
import type { RentalsOperations } from "./types.js";

/** The fields of CheckServerHealthResult, in wire order. */
const writeCheckServerHealthResultFields: FieldsWriter = (out, context, record, depth, plans) => {
  const plan = plans[0]!;
  enumElement(out, plan[0]!, record["ok"]);
};

/**
 * The Rentals service as its server runs it: {@link rentalsDescriptor}, its classes written by the writers above.
 */
export const rentalsServerDescriptor: TypedServiceDescriptor<RentalsOperations> = {
  ...rentalsDescriptor,
  codecs: {
    ...rentalsDescriptor.codecs,
    writePlans: compiledWritePlans([
      { name: "CheckServerHealthResult", steps: ["e"], write: writeCheckServerHealthResultFields },
    ]),
  },
};
