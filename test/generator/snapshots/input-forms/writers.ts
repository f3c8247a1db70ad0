import {
  compiledWritePlans,
  objectElement,
  simpleElement,
  stringElement,
  type FieldsWriter,
  type TypedServiceDescriptor,
} from "asmx-codegen-runtime";
import { ordersDescriptor } from "./descriptor.js";
import type { OrdersOperations } from "./types.js";

/** The fields of Money, in wire order. */
const writeMoneyFields: FieldsWriter = (out, context, record, depth, plans) => {
  const plan = plans[0]!;
  simpleElement(out, context, plan[0]!, record["amount"]);
  stringElement(out, plan[1]!, record["currency"]);
};

/** The fields of Line, in wire order. */
const writeLineFields: FieldsWriter = (out, context, record, depth, plans) => {
  const plan = plans[1]!;
  stringElement(out, plan[0]!, record["sku"]);
  objectElement(out, context, plan[1]!, record["price"], depth, plans, writeMoneyFields);
  simpleElement(out, context, plan[2]!, record["due"]);
};

/** The fields of Note, in wire order. */
const writeNoteFields: FieldsWriter = (out, context, record, depth, plans) => {
  const plan = plans[2]!;
  stringElement(out, plan[0]!, record["text"]);
};

/** The fields of Stamp, in wire order. */
const writeStampFields: FieldsWriter = (out, context, record, depth, plans) => {
  const plan = plans[3]!;
  simpleElement(out, context, plan[0]!, record["at"]);
};

/**
 * The Orders service as its server runs it: {@link ordersDescriptor}, its classes written by the writers above.
 */
export const ordersServerDescriptor: TypedServiceDescriptor<OrdersOperations> = {
  ...ordersDescriptor,
  codecs: {
    ...ordersDescriptor.codecs,
    writePlans: compiledWritePlans([
      { name: "Money", steps: ["v", "s"], write: writeMoneyFields },
      { name: "Line", steps: ["s", "o:Money", "v"], write: writeLineFields },
      { name: "Note", steps: ["s"], write: writeNoteFields },
      { name: "Stamp", steps: ["v"], write: writeStampFields },
    ]),
  },
};
