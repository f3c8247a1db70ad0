/**
 * A generated handler object (one method per operation, named by its TypeScript name) as the server core
 * takes handlers: by message name. The descriptor holds both names, so the generated server needs no table
 * of its own.
 */
import type { ServiceDescriptor } from "../descriptor.js";
import { setField } from "../own.js";
import type { CallContext, OperationHandler, PartialOperationHandlers } from "./types.js";

/**
 * Each operation's handler calls the object's method when the operation is called, with the object as
 * `this` (a class instance works as a plain object does). A method that is not there stays absent: the full
 * server refuses that, a partial one answers that the operation is not implemented.
 */
export function handlersByMethod(service: ServiceDescriptor, handlers: object): PartialOperationHandlers {
  const byMessageName: Record<string, OperationHandler> = {};
  for (const op of service.operations) {
    const method: unknown = Reflect.get(handlers, op.tsName);
    if (method === undefined) continue;
    if (typeof method !== "function")
      throw new TypeError(`createAsmxServer: the handler of ${op.messageName} is not a function`);
    setField(byMessageName, op.messageName, (input: object, context: CallContext) =>
      Reflect.apply(Reflect.get(handlers, op.tsName), handlers, [input, context]),
    );
  }
  return byMessageName;
}
