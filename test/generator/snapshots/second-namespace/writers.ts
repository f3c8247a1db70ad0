import {
  compiledWritePlans,
  enumElement,
  objectArray,
  plannedElement,
  simpleElement,
  stringElement,
  type FieldsWriter,
  type TypedServiceDescriptor,
} from "asmx-codegen-runtime";
import { labelsDescriptor } from "./descriptor.js";
import type { LabelsOperations } from "./types.js";

/** The fields of Item, in wire order. */
const writeItemFields: FieldsWriter = (out, context, record, depth, plans) => {
  const plan = plans[0]!;
  stringElement(out, plan[0]!, record["description"]);
  enumElement(out, plan[1]!, record["kind"]);
};

/** The fields of Validator, in wire order. */
const writeValidatorFields: FieldsWriter = () => {};

/** The fields of Customs, in wire order. */
const writeCustomsFields: FieldsWriter = (out, context, record, depth, plans) => {
  const plan = plans[2]!;
  stringElement(out, plan[0]!, record["contents"]);
  objectArray(out, context, plan[1]!, record["items"], depth, plans, writeItemFields);
};

/** The fields of LabelRequest, in wire order. */
const writeLabelRequestFields: FieldsWriter = (out, context, record, depth, plans) => {
  const plan = plans[3]!;
  simpleElement(out, context, plan[0]!, record["weight"]);
  plannedElement(out, context, plan[1]!, record["customs"], depth);
  plannedElement(out, context, plan[2]!, record["local"], depth);
};

/**
 * The Labels service as its server runs it: {@link labelsDescriptor}, its classes written by the writers above.
 */
export const labelsServerDescriptor: TypedServiceDescriptor<LabelsOperations> = {
  ...labelsDescriptor,
  codecs: {
    ...labelsDescriptor.codecs,
    writePlans: compiledWritePlans([
      { name: "Item", steps: ["s", "e"], write: writeItemFields },
      { name: "Validator", steps: [], write: writeValidatorFields },
      { name: "Customs", steps: ["s", "a:Item"], write: writeCustomsFields },
      { name: "LabelRequest", steps: ["v", "-", "-"], write: writeLabelRequestFields },
    ]),
  },
};
