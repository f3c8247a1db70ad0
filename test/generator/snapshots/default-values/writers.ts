import {
  compiledWritePlans,
  plannedElement,
  simpleElement,
  type FieldsWriter,
  type TypedServiceDescriptor,
} from "asmx-codegen-runtime";
import { labelsDescriptor } from "./descriptor.js";
import type { LabelsOperations } from "./types.js";

/** The fields of LabelRequest, in wire order. */
const writeLabelRequestFields: FieldsWriter = (out, context, record, depth, plans) => {
  const plan = plans[0]!;
  simpleElement(out, context, plan[0]!, record["weightOz"]);
  plannedElement(out, context, plan[1]!, record["dateAdvance"], depth);
  plannedElement(out, context, plan[2]!, record["invoiceAmount"], depth);
  plannedElement(out, context, plan[3]!, record["shape"], depth);
  plannedElement(out, context, plan[4]!, record["mode"], depth);
  plannedElement(out, context, plan[5]!, record["signed"], depth);
};

/**
 * The Labels service as its server runs it: {@link labelsDescriptor}, its classes written by the writers above.
 */
export const labelsServerDescriptor: TypedServiceDescriptor<LabelsOperations> = {
  ...labelsDescriptor,
  codecs: {
    ...labelsDescriptor.codecs,
    writePlans: compiledWritePlans([
      { name: "LabelRequest", steps: ["v", "-", "-", "-", "-", "-"], write: writeLabelRequestFields },
    ]),
  },
};
