import {
  compiledWritePlans,
  plannedElement,
  simpleElement,
  type FieldsWriter,
  type TypedServiceDescriptor,
} from "asmx-codegen-runtime";
import { invoicesDescriptor } from "./descriptor.js";
import type { InvoicesOperations } from "./types.js";

/** The fields of Invoice, in wire order. */
const writeInvoiceFields: FieldsWriter = (out, context, record, depth, plans) => {
  const plan = plans[0]!;
  plannedElement(out, context, plan[0]!, record["invoiceDate"], depth);
  simpleElement(out, context, plan[1]!, record["dueDate"]);
};

/**
 * The Invoices service as its server runs it: {@link invoicesDescriptor}, its classes written by the writers above.
 */
export const invoicesServerDescriptor: TypedServiceDescriptor<InvoicesOperations> = {
  ...invoicesDescriptor,
  codecs: {
    ...invoicesDescriptor.codecs,
    writePlans: compiledWritePlans([{ name: "Invoice", steps: ["-", "v"], write: writeInvoiceFields }]),
  },
};
