import {
  compiledWritePlans,
  enumElement,
  integerElement,
  plannedElement,
  simpleElement,
  stringElement,
  type FieldsWriter,
  type TypedServiceDescriptor,
} from "asmx-codegen-runtime";
import { shippingDescriptor } from "./descriptor.js";
import type { ShippingOperations } from "./types.js";

/** The fields of Event, in wire order. */
const writeEventFields: FieldsWriter = (out, context, record, depth, plans) => {
  const plan = plans[0]!;
  simpleElement(out, context, plan[0]!, record["at"]);
};

/** The fields of Scan, in wire order. */
const writeScanFields: FieldsWriter = (out, context, record, depth, plans) => {
  const plan = plans[1]!;
  simpleElement(out, context, plan[0]!, record["at"]);
  stringElement(out, plan[1]!, record["scanner"]);
};

/** The fields of Piece, in wire order. */
const writePieceFields: FieldsWriter = (out, context, record, depth, plans) => {
  const plan = plans[2]!;
  simpleElement(out, context, plan[0]!, record["weight"]);
  enumElement(out, plan[1]!, record["unit"]);
  simpleElement(out, context, plan[2]!, record["extras"]);
  plannedElement(out, context, plan[3]!, record["events"], depth);
};

/** The fields of Refused, in wire order. */
const writeRefusedFields: FieldsWriter = (out, context, record, depth, plans) => {
  const plan = plans[3]!;
  integerElement(out, plan[0]!, record["code"]);
};

/**
 * The Shipping service as its server runs it: {@link shippingDescriptor}, its classes written by the writers above.
 */
export const shippingServerDescriptor: TypedServiceDescriptor<ShippingOperations> = {
  ...shippingDescriptor,
  codecs: {
    ...shippingDescriptor.codecs,
    writePlans: compiledWritePlans([
      { name: "Event", steps: ["v"], write: writeEventFields },
      { name: "Scan", steps: ["v", "s"], write: writeScanFields },
      { name: "Piece", steps: ["v", "e", "v", "-"], write: writePieceFields },
      { name: "Refused", steps: ["i"], write: writeRefusedFields },
    ]),
  },
};
