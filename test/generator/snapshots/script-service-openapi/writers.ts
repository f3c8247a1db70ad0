import {
  compiledWritePlans,
  enumElement,
  simpleElement,
  type FieldsWriter,
  type TypedServiceDescriptor,
} from "asmx-codegen-runtime";
import { parcelsDescriptor } from "./descriptor.js";
import type { ParcelsOperations } from "./types.js";

/** The fields of Item, in wire order. */
const writeItemFields: FieldsWriter = (out, context, record, depth, plans) => {
  const plan = plans[0]!;
  simpleElement(out, context, plan[0]!, record["id"]);
  simpleElement(out, context, plan[1]!, record["key"]);
};

/** The fields of Letter, in wire order. */
const writeLetterFields: FieldsWriter = (out, context, record, depth, plans) => {
  const plan = plans[1]!;
  simpleElement(out, context, plan[0]!, record["id"]);
  simpleElement(out, context, plan[1]!, record["key"]);
  simpleElement(out, context, plan[2]!, record["stamp"]);
};

/** The fields of Parcel, in wire order. */
const writeParcelFields: FieldsWriter = (out, context, record, depth, plans) => {
  const plan = plans[2]!;
  simpleElement(out, context, plan[0]!, record["id"]);
  simpleElement(out, context, plan[1]!, record["key"]);
  simpleElement(out, context, plan[2]!, record["weight"]);
  enumElement(out, plan[3]!, record["size"]);
  simpleElement(out, context, plan[4]!, record["extras"]);
  simpleElement(out, context, plan[5]!, record["photo"]);
  simpleElement(out, context, plan[6]!, record["sentAt"]);
};

/**
 * The Parcels service as its server runs it: {@link parcelsDescriptor}, its classes written by the writers above.
 */
export const parcelsServerDescriptor: TypedServiceDescriptor<ParcelsOperations> = {
  ...parcelsDescriptor,
  codecs: {
    ...parcelsDescriptor.codecs,
    writePlans: compiledWritePlans([
      { name: "Item", steps: ["v", "v"], write: writeItemFields },
      { name: "Letter", steps: ["v", "v", "v"], write: writeLetterFields },
      { name: "Parcel", steps: ["v", "v", "v", "e", "v", "v", "v"], write: writeParcelFields },
    ]),
  },
};
