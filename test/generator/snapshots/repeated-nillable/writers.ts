import {
  compiledWritePlans,
  integerElement,
  objectArray,
  simpleArray,
  type FieldsWriter,
  type TypedServiceDescriptor,
} from "asmx-codegen-runtime";
import { alertsDescriptor } from "./descriptor.js";
import type { AlertsOperations } from "./types.js";

/** The fields of Channel, in wire order. */
const writeChannelFields: FieldsWriter = (out, context, record, depth, plans) => {
  const plan = plans[0]!;
  integerElement(out, plan[0]!, record["id"]);
};

/** The fields of Trigger, in wire order. */
const writeTriggerFields: FieldsWriter = (out, context, record, depth, plans) => {
  const plan = plans[1]!;
  objectArray(out, context, plan[0]!, record["channels"], depth, plans, writeChannelFields);
  simpleArray(out, context, plan[1]!, record["names"], depth);
};

/**
 * The Alerts service as its server runs it: {@link alertsDescriptor}, its classes written by the writers above.
 */
export const alertsServerDescriptor: TypedServiceDescriptor<AlertsOperations> = {
  ...alertsDescriptor,
  codecs: {
    ...alertsDescriptor.codecs,
    writePlans: compiledWritePlans([
      { name: "Channel", steps: ["i"], write: writeChannelFields },
      { name: "Trigger", steps: ["a:Channel", "a"], write: writeTriggerFields },
    ]),
  },
};
