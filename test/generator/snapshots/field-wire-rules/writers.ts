import {
  compiledWritePlans,
  integerElement,
  objectArray,
  objectElement,
  simpleArray,
  stringElement,
  type FieldsWriter,
  type TypedServiceDescriptor,
} from "asmx-codegen-runtime";
import { rulesDescriptor } from "./descriptor.js";
import type { RulesOperations } from "./types.js";

/** The fields of Rec, in wire order. */
const writeRecFields: FieldsWriter = (out, context, record, depth, plans) => {
  const plan = plans[0]!;
  stringElement(out, plan[0]!, record["note"]);
  integerElement(out, plan[1]!, record["count"]);
  simpleArray(out, context, plan[2]!, record["values"], depth);
  objectArray(out, context, plan[3]!, record["parts"], depth, plans, writePartFields);
  stringElement(out, plan[4]!, record["inputVal"]);
  objectElement(out, context, plan[5]!, record["at"], depth, plans, writeSysTimeFields);
  objectArray(out, context, plan[6]!, record["times"], depth, plans, writeSysTimeFields);
};

/** The fields of Part, in wire order. */
const writePartFields: FieldsWriter = (out, context, record, depth, plans) => {
  const plan = plans[1]!;
  integerElement(out, plan[0]!, record["id"]);
};

/** The fields of SysTime, in wire order. */
const writeSysTimeFields: FieldsWriter = (out, context, record, depth, plans) => {
  const plan = plans[2]!;
  integerElement(out, plan[0]!, record["hour"]);
};

/**
 * The Rules service as its server runs it: {@link rulesDescriptor}, its classes written by the writers above.
 */
export const rulesServerDescriptor: TypedServiceDescriptor<RulesOperations> = {
  ...rulesDescriptor,
  codecs: {
    ...rulesDescriptor.codecs,
    writePlans: compiledWritePlans([
      { name: "Rec", steps: ["s", "i", "a", "a:Part", "s", "o:SysTime", "a:SysTime"], write: writeRecFields },
      { name: "Part", steps: ["i"], write: writePartFields },
      { name: "SysTime", steps: ["i"], write: writeSysTimeFields },
    ]),
  },
};
