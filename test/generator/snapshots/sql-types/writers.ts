import {
  compiledWritePlans,
  simpleElement,
  stringElement,
  type FieldsWriter,
  type TypedServiceDescriptor,
} from "asmx-codegen-runtime";
import { storeDescriptor } from "./descriptor.js";
import type { StoreOperations } from "./types.js";

/** The fields of PaymentMethod, in wire order. */
const writePaymentMethodFields: FieldsWriter = (out, context, record, depth, plans) => {
  const plan = plans[0]!;
  stringElement(out, plan[0]!, record["name"]);
  simpleElement(out, context, plan[1]!, record["merchantId"]);
  stringElement(out, plan[2]!, record["note"]);
};

/**
 * The Store service as its server runs it: {@link storeDescriptor}, its classes written by the writers above.
 */
export const storeServerDescriptor: TypedServiceDescriptor<StoreOperations> = {
  ...storeDescriptor,
  codecs: {
    ...storeDescriptor.codecs,
    writePlans: compiledWritePlans([
      { name: "PaymentMethod", steps: ["s", "v", "s"], write: writePaymentMethodFields },
    ]),
  },
};
