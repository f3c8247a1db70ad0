import {
  compiledWritePlans,
  integerElement,
  plannedElement,
  simpleElement,
  stringElement,
  type FieldsWriter,
  type TypedServiceDescriptor,
} from "asmx-codegen-runtime";
import { reportsDescriptor } from "./descriptor.js";
import type { ReportsOperations } from "./types.js";

/** The fields of ScheduleDefinitionOrReference, in wire order. */
const writeScheduleDefinitionOrReferenceFields: FieldsWriter = () => {};

/** The fields of NoSchedule, in wire order. */
const writeNoScheduleFields: FieldsWriter = () => {};

/** The fields of ScheduleDefinition, in wire order. */
const writeScheduleDefinitionFields: FieldsWriter = (out, context, record, depth, plans) => {
  const plan = plans[2]!;
  simpleElement(out, context, plan[0]!, record["startDateTime"]);
};

/** The fields of DailySchedule, in wire order. */
const writeDailyScheduleFields: FieldsWriter = (out, context, record, depth, plans) => {
  const plan = plans[3]!;
  simpleElement(out, context, plan[0]!, record["startDateTime"]);
  integerElement(out, plan[1]!, record["daysInterval"]);
};

/** The fields of ScheduleReference, in wire order. */
const writeScheduleReferenceFields: FieldsWriter = (out, context, record, depth, plans) => {
  const plan = plans[4]!;
  stringElement(out, plan[0]!, record["scheduleId"]);
};

/** The fields of ParameterValueOrFieldReference, in wire order. */
const writeParameterValueOrFieldReferenceFields: FieldsWriter = () => {};

/** The fields of ParameterValue, in wire order. */
const writeParameterValueFields: FieldsWriter = (out, context, record, depth, plans) => {
  const plan = plans[6]!;
  stringElement(out, plan[0]!, record["name"]);
};

/** The fields of ParameterFieldReference, in wire order. */
const writeParameterFieldReferenceFields: FieldsWriter = (out, context, record, depth, plans) => {
  const plan = plans[7]!;
  stringElement(out, plan[0]!, record["fieldAlias"]);
};

/** The fields of Subscription, in wire order. */
const writeSubscriptionFields: FieldsWriter = (out, context, record, depth, plans) => {
  const plan = plans[8]!;
  stringElement(out, plan[0]!, record["extension"]);
  plannedElement(out, context, plan[1]!, record["item"], depth);
  plannedElement(out, context, plan[2]!, record["parameterValues"], depth);
};

/**
 * The Reports service as its server runs it: {@link reportsDescriptor}, its classes written by the writers above.
 */
export const reportsServerDescriptor: TypedServiceDescriptor<ReportsOperations> = {
  ...reportsDescriptor,
  codecs: {
    ...reportsDescriptor.codecs,
    writePlans: compiledWritePlans([
      { name: "ScheduleDefinitionOrReference", steps: [], write: writeScheduleDefinitionOrReferenceFields },
      { name: "NoSchedule", steps: [], write: writeNoScheduleFields },
      { name: "ScheduleDefinition", steps: ["v"], write: writeScheduleDefinitionFields },
      { name: "DailySchedule", steps: ["v", "i"], write: writeDailyScheduleFields },
      { name: "ScheduleReference", steps: ["s"], write: writeScheduleReferenceFields },
      { name: "ParameterValueOrFieldReference", steps: [], write: writeParameterValueOrFieldReferenceFields },
      { name: "ParameterValue", steps: ["s"], write: writeParameterValueFields },
      { name: "ParameterFieldReference", steps: ["s"], write: writeParameterFieldReferenceFields },
      { name: "Subscription", steps: ["s", "-", "-"], write: writeSubscriptionFields },
    ]),
  },
};
