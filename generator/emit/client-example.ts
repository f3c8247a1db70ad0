/**
 * The example call the client's doc comment and the package README show, built from the service itself so
 * it compiles against the generated client: credentials only when the service has some, a real operation
 * (the first the default binding offers whose input is made of simple values and holds no secret), and a
 * real input.
 */
import type { FieldModel, OperationModel, ServiceModel, TypeModel } from "../model/types.js";
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
  return op.result || op.outParams.length || op.headers.some((h) => h.direction !== "in") ? `const result = ${call}` : call;
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
  const plain = soap11.filter((op) => op.fields.every((f) => !f.secret || (f.credential && model.credentials.length > 0)));
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
    default:
      return "1";
  }
}
