import {
  compiledWritePlans,
  objectElement,
  plannedElement,
  stringElement,
  type FieldsWriter,
  type TypedServiceDescriptor,
} from "asmx-codegen-runtime";
import { labelsDescriptor } from "./descriptor.js";
import type { LabelsOperations } from "./types.js";

/** The fields of CustomsInfo, in wire order. */
const writeCustomsInfoFields: FieldsWriter = (out, context, record, depth, plans) => {
  const plan = plans[0]!;
  stringElement(out, plan[0]!, record["contents"]);
};

/** The fields of CoreCustomsInfo, in wire order. */
const writeCoreCustomsInfoFields: FieldsWriter = (out, context, record, depth, plans) => {
  const plan = plans[1]!;
  plannedElement(out, context, plan[0]!, record["contents"], depth);
  plannedElement(out, context, plan[1]!, record["restrictionCommments"], depth);
};

/** The fields of CoreCustomsDetail, in wire order. */
const writeCoreCustomsDetailFields: FieldsWriter = (out, context, record, depth, plans) => {
  const plan = plans[2]!;
  plannedElement(out, context, plan[0]!, record["contents"], depth);
  plannedElement(out, context, plan[1]!, record["restrictionCommments"], depth);
  plannedElement(out, context, plan[2]!, record["detail"], depth);
};

/** The fields of LabelRequest, in wire order. */
const writeLabelRequestFields: FieldsWriter = (out, context, record, depth, plans) => {
  const plan = plans[3]!;
  objectElement(out, context, plan[0]!, record["customs"], depth, plans, writeCustomsInfoFields);
  plannedElement(out, context, plan[1]!, record["coreCustoms"], depth);
  plannedElement(out, context, plan[2]!, record["pinned"], depth);
};

/**
 * The Labels service as its server runs it: {@link labelsDescriptor}, its classes written by the writers above.
 */
export const labelsServerDescriptor: TypedServiceDescriptor<LabelsOperations> = {
  ...labelsDescriptor,
  codecs: {
    ...labelsDescriptor.codecs,
    writePlans: compiledWritePlans([
      { name: "CustomsInfo", steps: ["s"], write: writeCustomsInfoFields },
      { name: "CoreCustomsInfo", steps: ["-", "-"], write: writeCoreCustomsInfoFields },
      { name: "CoreCustomsDetail", steps: ["-", "-", "-"], write: writeCoreCustomsDetailFields },
      { name: "LabelRequest", steps: ["o:CustomsInfo", "-", "-"], write: writeLabelRequestFields },
    ]),
  },
};
