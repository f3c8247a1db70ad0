import {
  compiledWritePlans,
  integerElement,
  objectArray,
  plannedElement,
  stringElement,
  type FieldsWriter,
  type TypedServiceDescriptor,
} from "asmx-codegen-runtime";
import { storeDescriptor } from "./descriptor.js";
import type { StoreOperations } from "./types.js";

/** The fields of Posting, in wire order. */
const writePostingFields: FieldsWriter = (out, context, record, depth, plans) => {
  const plan = plans[0]!;
  integerElement(out, plan[0]!, record["id"]);
  plannedElement(out, context, plan[1]!, record["parent"], depth);
};

/** The fields of Review, in wire order. */
const writeReviewFields: FieldsWriter = (out, context, record, depth, plans) => {
  const plan = plans[1]!;
  stringElement(out, plan[0]!, record["text"]);
  objectArray(out, context, plan[1]!, record["ratings"], depth, plans, writeRatingFields);
};

/** The fields of Rating, in wire order. */
const writeRatingFields: FieldsWriter = (out, context, record, depth, plans) => {
  const plan = plans[2]!;
  integerElement(out, plan[0]!, record["stars"]);
};

/**
 * The Store service as its server runs it: {@link storeDescriptor}, its classes written by the writers above.
 */
export const storeServerDescriptor: TypedServiceDescriptor<StoreOperations> = {
  ...storeDescriptor,
  codecs: {
    ...storeDescriptor.codecs,
    writePlans: compiledWritePlans([
      { name: "Posting", steps: ["i", "-"], write: writePostingFields },
      { name: "Review", steps: ["s", "a:Rating"], write: writeReviewFields },
      { name: "Rating", steps: ["i"], write: writeRatingFields },
    ]),
  },
};
