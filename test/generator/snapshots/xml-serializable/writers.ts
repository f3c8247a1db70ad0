import {
  compiledWritePlans,
  plannedElement,
  stringElement,
  type FieldsWriter,
  type TypedServiceDescriptor,
} from "asmx-codegen-runtime";
import { storeDescriptor } from "./descriptor.js";
import type { StoreOperations } from "./types.js";

/** The fields of Review, in wire order. */
const writeReviewFields: FieldsWriter = (out, context, record, depth, plans) => {
  const plan = plans[0]!;
  stringElement(out, plan[0]!, record["text"]);
  plannedElement(out, context, plan[1]!, record["additionalData"], depth);
};

/**
 * The Store service as its server runs it: {@link storeDescriptor}, its classes written by the writers above.
 */
export const storeServerDescriptor: TypedServiceDescriptor<StoreOperations> = {
  ...storeDescriptor,
  codecs: {
    ...storeDescriptor.codecs,
    writePlans: compiledWritePlans([{ name: "Review", steps: ["s", "-"], write: writeReviewFields }]),
  },
};
