import {
  compiledWritePlans,
  integerElement,
  plannedElement,
  type FieldsWriter,
  type TypedServiceDescriptor,
} from "asmx-codegen-runtime";
import { userGroupDescriptor } from "./descriptor.js";
import type { UserGroupOperations } from "./types.js";

/** The fields of Change, in wire order. */
const writeChangeFields: FieldsWriter = (out, context, record, depth, plans) => {
  const plan = plans[0]!;
  integerElement(out, plan[0]!, record["id"]);
  plannedElement(out, context, plan[1]!, record["payload"], depth);
};

/**
 * The UserGroup service as its server runs it: {@link userGroupDescriptor}, its classes written by the writers above.
 */
export const userGroupServerDescriptor: TypedServiceDescriptor<UserGroupOperations> = {
  ...userGroupDescriptor,
  codecs: {
    ...userGroupDescriptor.codecs,
    writePlans: compiledWritePlans([{ name: "Change", steps: ["i", "-"], write: writeChangeFields }]),
  },
};
