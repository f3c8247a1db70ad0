/**
 * The examples the client's and server's doc comments and the package README show, built from the service
 * itself so they compile against the generated package and run (test/readme/generated-examples.test.ts):
 * credentials only when the service has some, a real operation (the first the default binding offers whose
 * input is made of simple values, holds no secret and needs no SOAP header the example would have to
 * invent), a real input, and a handler that returns what its operation answers.
 */
import type { FieldModel, OperationModel, ServiceModel, TypeModel } from "../model/types.js";
import { hasResponseObject, paramsTypeName, resultTypeName } from "./ts/operation-names.js";
import { flagMembers } from "./ts/type-text.js";

/** `TRACKING_USER_ID` for a service `Tracking` and a credential `userId`: where the example reads a secret. */
export function credentialEnvName(model: ServiceModel, credential: string): string {
  const upper = (name: string): string => name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toUpperCase();
  return `${upper(model.name)}_${upper(credential)}`;
}

/** The client options of the example: `{ credentials: { userId: process.env.X_USER_ID } }`, or none. */
export function exampleCredentials(model: ServiceModel): string | undefined {
  if (model.credentials.length === 0) return undefined;
  return `credentials: { ${model.credentials.map((c) => `${c}: process.env.${credentialEnvName(model, c)}`).join(", ")} }`;
}

/** `const result = await client.getStatus({ trackNum: "TrackNum", lastStatusOnly: true });` */
export function exampleCall(model: ServiceModel, client = "client"): string {
  const op = exampleOperation(model);
  if (!op) return `// ${model.name} has no operation`;
  const fields = op.fields.filter((f) => !(f.credential && model.credentials.length > 0)).filter((f) => sampleOf(f.type) !== undefined);
  const input = fields.length ? `{ ${fields.map((f) => `${f.tsName}: ${sampleOf(f.type)}`).join(", ")} }` : "";
  const call = `await ${client}.${op.tsName}(${input});`;
  return op.result || op.outParams.length || op.headers.some((h) => h.direction === "out" || h.direction === "inOut") ? `const result = ${call}` : call;
}

/** The client's doc-comment example: its construction and one call. */
export function clientExample(model: ServiceModel): string {
  const credentials = exampleCredentials(model);
  return `const client = new ${model.tsNames.client}(${credentials ? `{ ${credentials} }` : ""});\n${exampleCall(model)}`;
}

/**
 * The first operation of the default binding (SOAP 1.1) whose every field has a sample, else the first one
 * whose fields without a sample may be left out, else the first of SOAP 1.1.
 */
function exampleOperation(model: ServiceModel): OperationModel | undefined {
  // An example never shows a secret field's value inline (those come from the environment).
  const soap11 = model.operations.filter((op) => op.bindings.includes("soap11"));
  // A required SOAP header (an AuthHeader) is refused by the server when left out: an example that leaves
  // it out fails when run, so such operations come last.
  const headerless = (op: OperationModel): boolean => !op.headers.some((h) => h.required && h.direction !== "out");
  const plain = [...soap11.filter(headerless), ...soap11.filter((op) => !headerless(op))].filter((op) =>
    op.fields.every((f) => !f.secret || (f.credential && model.credentials.length > 0)),
  );
  return (
    plain.find((op) => op.fields.length > 0 && op.fields.every((f) => sampleOf(f.type) !== undefined)) ??
    plain.find((op) => op.fields.every((f) => sampleOf(f.type) !== undefined || mayBeLeftOut(f))) ??
    soap11[0] ??
    model.operations[0]
  );
}

function mayBeLeftOut(field: FieldModel): boolean {
  return field.optional || field.nillable || !(field.type.kind === "simple" && field.type.simple.valueType);
}

/** A value of a simple or enum type as TypeScript text; undefined for classes, arrays and the rest. */
function sampleOf(type: TypeModel): string | undefined {
  if (type.kind === "enum") {
    if (type.enum.flags) return `[${flagMembers(type.enum).slice(0, 1).map((m) => JSON.stringify(m)).join("")}]`;
    return JSON.stringify(type.enum.values[0]);
  }
  if (type.kind !== "simple") return undefined;
  switch (type.simple.name) {
    case "string":
      return JSON.stringify("T123");
    case "boolean":
      return "true";
    case "long":
    case "unsignedLong":
      return "1n";
    case "decimal":
      return JSON.stringify("12.50");
    case "double":
    case "float":
      return "1.5";
    case "dateTime":
    case "date":
      return "new Date()";
    case "base64Binary":
      return "new Uint8Array([1, 2, 3])";
    case "guid":
      return JSON.stringify("3f2504e0-4f89-11d3-9a0c-0305e82c3301");
    case "char":
      return JSON.stringify("A");
    case "QName":
      return '{ namespace: "urn:example", name: "Name" }';
    default:
      return "1";
  }
}

/** The handler a server example shows: its method and its function, answering as its operation must. */
export interface ExampleHandler {
  readonly method: string;
  /** `async (params) => { ... }`, its lines after the first indented by `indent`. */
  body(indent: string): string;
  /** The same in one line, for a mock: `() => {}`, `() => "T123"`. */
  readonly short: string;
}

/**
 * The first operation that answers nothing or a simple value (its handler shown whole), else the first
 * operation, whose handler says it is not written yet: a skeleton that compiles and tells the truth.
 */
export function exampleHandler(model: ServiceModel): ExampleHandler | undefined {
  const answer = (op: OperationModel): string | undefined | null =>
    hasResponseObject(op) ? null : op.result === undefined ? undefined : (resultSample(op.result.type) ?? null);
  const op = model.operations.find((o) => answer(o) !== null) ?? model.operations[0];
  if (!op) return undefined;
  const value = answer(op);
  const comment = `// ... answer from params (a ${paramsTypeName(op)})`;
  if (value === undefined) {
    return { method: op.tsName, body: (indent) => `async (params) => {\n${indent}  ${comment}\n${indent}}`, short: "() => {}" };
  }
  if (value !== null) {
    return { method: op.tsName, body: (indent) => `async (params) => {\n${indent}  ${comment}\n${indent}  return ${value};\n${indent}}`, short: `() => ${value}` };
  }
  const missing = `throw new Error("${op.wire.messageName} is not written yet")`;
  const returns = hasResponseObject(op) ? "its response" : `a ${resultTypeName(op)}`;
  return {
    method: op.tsName,
    body: (indent) => `async (params) => {\n${indent}  ${comment}, and return ${returns}\n${indent}  ${missing};\n${indent}}`,
    short: `() => { ${missing}; }`,
  };
}

/** A result value as TypeScript text, for results whose type is the same to send and to receive. */
function resultSample(type: TypeModel): string | undefined {
  if (type.kind === "enum") return type.enum.flags ? undefined : sampleOf(type);
  if (type.kind !== "simple") return undefined;
  return ["string", "boolean", "int", "short", "byte", "unsignedInt", "unsignedShort", "unsignedByte", "double", "float"].includes(type.simple.name)
    ? sampleOf(type)
    : undefined;
}
