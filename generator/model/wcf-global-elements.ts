/**
 * The global elements a DataContractSerializer contract's schemas declare for its messages: each operation's
 * request and response wrappers, and a message contract's wrapper, headers, unwrapped body members and body
 * members of another namespace than its wrapper's. .NET's MessageContractExporter declares each once: a second
 * operation's element of the same name and namespace must match the first (the same named type, nillable alike;
 * an anonymous wrapper type never matches), or it throws CannotHaveTwoOperationsWithTheSameElement5 and the
 * service publishes no metadata. Within one operation the first declaration silently stands (reference source:
 * MessageContractExporter.AddElementToSchema, SchemaHelper.IsMatch).
 */
import { contractName, contractNamespace } from "./data-contracts.js";
import { isStream, isValueType } from "./type-resolver.js";
import type { MessageContractModel, MessagePartModel, OperationModel, TypeModel } from "./types.js";
import type { SpecPath } from "../spec/load.js";
import type { RawSpec } from "../spec/raw.js";

interface Declared {
  readonly operation: OperationModel;
  /** The element's named type, or undefined for an anonymous one (a wrapper). */
  readonly type: string | undefined;
  readonly nillable: boolean;
  readonly what: string;
}

type RawMessage = NonNullable<NonNullable<RawSpec["operations"][number]["message"]>["request"]>;

function typeKey(type: TypeModel, dataContractNamespace: string | undefined): string {
  if (isStream(type)) return "StreamBody";
  return `${contractNamespace(type, dataContractNamespace) ?? type.kind} ${contractName(type)}`;
}

/**
 * Reports each element a DataContractSerializer operation declares that another operation declared otherwise, at
 * the second operation's name or message part (`operations[i]` is the spec's `operations[i]`).
 */
export function checkWcfGlobalElements(
  operations: readonly OperationModel[],
  raw: RawSpec["operations"],
  dataContractNamespace: string | undefined,
  report: (path: SpecPath, message: string) => void,
): void {
  const declared = new Map<string, Declared>();
  const declare = (ns: string, name: string, entry: Declared, path: SpecPath): void => {
    const key = `{${ns}}${name}`;
    const first = declared.get(key);
    if (!first) {
      declared.set(key, entry);
      return;
    }
    if (first.operation === entry.operation) return;
    const matches = first.type !== undefined && first.type === entry.type && first.nillable === entry.nillable;
    if (matches) return;
    report(
      path,
      `the element '${name}' of '${ns}' would be ${entry.what} of operation '${entry.operation.name}' and ${first.what} of operation '${first.operation.name}': WCF publishes no metadata for such a service (CannotHaveTwoOperationsWithTheSameElement); rename one`,
    );
  };
  const part = (operation: OperationModel, p: MessagePartModel, role: "body" | "headers", path: SpecPath, rawParts: readonly { name: string }[] | undefined): void => {
    const nillable = (!isValueType(p.type) && !isStream(p.type)) || p.nillable === true;
    // The model's body is in wire order; the spec's position is found by name.
    const at = rawParts?.findIndex((r) => r.name === p.name) ?? -1;
    const what = `the ${role === "body" ? "body member" : "header"} '${p.name}'`;
    declare(p.namespace, p.name, { operation, type: typeKey(p.type, dataContractNamespace), nillable, what }, at >= 0 ? [...path, role, at, "name"] : [...path, "name"]);
  };
  // A message contract two operations share is exported once (MessageContractExporter's TypedMessages).
  const exported = new Set<string>();
  const message = (operation: OperationModel, m: MessageContractModel, path: SpecPath, rawMessage: RawMessage | undefined): void => {
    if (exported.has(m.name)) return;
    exported.add(m.name);
    if (m.wrapper) {
      declare(m.wrapper.namespace, m.wrapper.element, { operation, type: undefined, nillable: false, what: `the wrapper of message contract '${m.name}'` }, [...path, "name"]);
    }
    for (const p of m.body) if (!m.wrapper || p.namespace !== m.wrapper.namespace) part(operation, p, "body", path, rawMessage?.body);
    for (const h of m.headers) part(operation, h, "headers", path, rawMessage?.headers);
  };
  operations.forEach((op, i) => {
    const wcf = op.wcf;
    if (!wcf || wcf.serializer !== "dataContract") return;
    const path: SpecPath = ["operations", i];
    if (wcf.message) {
      message(op, wcf.message.request, [...path, "message", "request"], raw[i]?.message?.request);
      if (wcf.message.response) message(op, wcf.message.response, [...path, "message", "response"], raw[i]?.message?.response);
      return;
    }
    const wrapper = (element: string, what: string): void => declare(wcf.namespace, element, { operation: op, type: undefined, nillable: false, what }, [...path, "name"]);
    wrapper(op.wire.requestElement, "the request wrapper");
    if (!op.oneWay) wrapper(op.wire.responseElement, "the response wrapper");
  });
}
