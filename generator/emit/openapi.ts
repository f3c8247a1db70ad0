/**
 * `openapi.json` and `src/openapi.ts`: the OpenAPI 3.1 document of a ScriptService's JSON face (README, "The
 * JSON face"), for services with `scriptService` only. It describes what runtime/src/server/script-service.ts
 * and runtime/src/json/script-values.ts send and accept, from the facts the model already derived: which
 * operations travel over JSON (`callBindings`), GET or POST (`useHttpGet`), which classes carry `__type`
 * (`scriptService.typeIds`), and a class's members in JavaScriptSerializer's order (scriptMembers, on the
 * descriptor the server runs on).
 *
 * - POST `/Method` with a JSON object keyed by parameter name; GET with each parameter a JSON value in the
 *   query string for `useHttpGet` operations (`content: application/json` parameters).
 * - 200: `{"d": result}`, `{"d": null}` for a void method; 500: `jsonerror: true` and `{Message, StackTrace,
 *   ExceptionType}`.
 * - Values: enums and flags as integers (`x-enum-varnames`), longs and decimals as numbers, Guids as strings
 *   (format uuid), dates as `\/Date(ms)\/` strings, byte arrays as arrays of integers, a char as a string of
 *   one character (or null), a class as an object of all its members, `__type` first where registered, a
 *   registered hierarchy as a `oneOf` with `__type` as its discriminator.
 * - Left out, and listed in `x-not-offered`: operations with out parameters (not offered over JSON) and those
 *   taking or returning what JSON cannot carry (DataSet, DataTable, XML, IXmlSerializable, object).
 */
import type { ComplexDescriptor, ServiceDescriptor, ValueType } from "../../runtime/src/descriptor.js";
import { scriptMembers } from "../../runtime/src/json/script-values.js";
import { classOf, isValueType } from "../../runtime/src/soap/classes.js";
import type { OperationModel, ServiceModel } from "../model/types.js";
import { descriptorOf } from "./descriptor-data.js";
import { jsonFile, type Emitter, type OutputFile } from "./emitter.js";

type Schema = Record<string, unknown>;

/** Integer ranges of .NET's integral types. */
const INTEGERS: Readonly<Record<string, { format?: string; minimum: number | string; maximum: number | string }>> = {
  byte: { format: "int8", minimum: -128, maximum: 127 },
  unsignedByte: { format: "uint8", minimum: 0, maximum: 255 },
  short: { format: "int16", minimum: -32768, maximum: 32767 },
  unsignedShort: { format: "uint16", minimum: 0, maximum: 65535 },
  int: { format: "int32", minimum: -2147483648, maximum: 2147483647 },
  unsignedInt: { format: "uint32", minimum: 0, maximum: 4294967295 },
};

/** `"\/Date(ms)\/"` as the JSON text carries it; the string's value is `/Date(ms)/`. */
const DATE_PATTERN = "^/Date\\(-?\\d+(?:[+-]\\d{4})?\\)/$";

/** What JSON cannot carry: a parameter or result of these kinds leaves the operation out. */
const NOT_JSON = new Set(["dataSet", "dataTable", "xml", "serializable", "object", "map"]);

function nullable(schema: Schema): Schema {
  if (typeof schema["type"] === "string") return { ...schema, type: [schema["type"], "null"] };
  return { anyOf: [schema, { type: "null" }] };
}

const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });

class SchemaBuilder {
  readonly schemas: Record<string, Schema> = {};
  private readonly typeIds: Readonly<Record<string, string>>;

  constructor(private readonly service: ServiceDescriptor) {
    this.typeIds = service.scriptService?.typeIds ?? {};
  }

  /**
   * The schema of a value of `type`; `nullAllowed`: a reference type, or a nullable value type. `input`: as a
   * request sends it (a class's members may be left out), otherwise as the server writes it.
   */
  value(type: ValueType, nullAllowed: boolean, input = false): Schema {
    const schema = this.bare(type, input);
    return nullAllowed ? nullable(schema) : schema;
  }

  private bare(type: ValueType, input: boolean): Schema {
    switch (type.kind) {
      case "simple": {
        const integer = INTEGERS[type.type];
        if (integer) return { type: "integer", ...integer };
        switch (type.type) {
          case "string":
            return { type: "string" };
          case "boolean":
            return { type: "boolean" };
          case "long":
            return { type: "integer", format: "int64", description: "A System.Int64, written exactly (beyond 2^53 a JavaScript number loses digits)." };
          case "unsignedLong":
            return { type: "integer", format: "uint64", minimum: 0, description: "A System.UInt64, written exactly." };
          case "decimal":
            return { type: "number", format: "decimal", description: "A System.Decimal, written exactly with its scale (1.50)." };
          case "double":
          case "float":
            return { type: "number", format: type.type, description: "NaN and Infinity are written as the bare words NaN, Infinity and -Infinity, as .NET writes them." };
          case "dateTime":
          case "date":
            return { type: "string", pattern: DATE_PATTERN, description: "\"\\/Date(milliseconds since 1970 UTC)\\/\"; a request may also send a date text (2024-01-02T10:00:00Z)." };
          case "guid":
            return { type: "string", format: "uuid" };
          case "char":
            return { type: "string", minLength: 1, maxLength: 1, description: "One UTF-16 code unit; char 0 travels as null." };
          case "base64Binary":
            return { type: "array", items: { type: "integer", minimum: 0, maximum: 255 }, description: "A byte array: an array of numbers." };
          default:
            return { description: `${type.type}: not a ScriptService type.` };
        }
      }
      case "enum":
        if (!this.schemas[type.name]) {
          const numbers = type.numbers ?? type.values.map((_, i) => i);
          this.schemas[type.name] = type.flags
            ? {
                type: "integer",
                description: `[Flags] ${type.name}: the bitwise OR of its members' numbers (${type.values.map((v, i) => `${v} = ${numbers[i]}`).join(", ")}).`,
                "x-enum-flags": Object.fromEntries(type.values.map((v, i) => [v, numbers[i]])),
              }
            : {
                type: "integer",
                enum: [...numbers],
                "x-enum-varnames": [...type.values],
                description: `${type.name}: ${type.values.map((v, i) => `${v} = ${numbers[i]}`).join(", ")}.`,
              };
        }
        return ref(type.name);
      case "array":
        return { type: "array", items: this.value(type.item, mayBeNull(type.item, type.itemNillable === true), input) };
      case "complex":
        return this.declared(type.name, input);
      case "choice":
        // A choice of simple values names its element by an enum member beside it: the JSON face refuses it.
        if (type.identified) return { type: "null", description: "A choice of simple values cannot travel over JSON: it must be null (the server refuses any other value)." };
        return { oneOf: type.elements.flatMap((e) => (e.type.kind === "complex" ? [this.exact(e.type.name, input)] : [])) };
      default:
        return { type: "null", description: `A ${type.kind} value cannot travel over JSON: it must be null (the server refuses any other value).` };
    }
  }

  /** A value declared as class `name`: the class itself, or (with subclasses) one of the classes it may be. */
  private declared(name: string, input: boolean): Schema {
    const c = classOf(this.service, name);
    const kinds = [c, ...(c.subtypes ?? []).map((s) => classOf(this.service, s))].filter((k) => !k.abstract);
    if (kinds.length === 1 && kinds[0] === c) return this.exact(name, input);
    const key = `${name}.kinds${input ? ".input" : ""}`;
    if (!this.schemas[key]) {
      this.schemas[key] = {};
      const discriminated = kinds.every((k) => this.typeIds[k.name] !== undefined);
      this.schemas[key] = {
        description: `A ${name}: one of ${kinds.map((k) => k.name).join(", ")}${discriminated ? ", as its __type says" : ""}.`,
        oneOf: kinds.map((k) => this.exact(k.name, input)),
        ...(discriminated
          ? {
              discriminator: {
                propertyName: "__type",
                mapping: Object.fromEntries(kinds.map((k) => [this.typeIds[k.name]!, `#/components/schemas/${k.name}${input ? ".input" : ""}`])),
              },
            }
          : {}),
      };
    }
    return ref(key);
  }

  /**
   * A value of class `name` exactly: all its members, `__type` first when the service registers it. As a
   * request sends it (`input`, `Name.input`), every member may be left out but a registered hierarchy's
   * `__type`, which tells its classes apart.
   */
  private exact(name: string, input: boolean): Schema {
    const key = input ? `${name}.input` : name;
    if (!this.schemas[key]) {
      this.schemas[key] = {};
      const c: ComplexDescriptor = classOf(this.service, name);
      const properties: Record<string, Schema> = {};
      const id = this.typeIds[name];
      if (id !== undefined) properties["__type"] = { type: "string", const: id };
      for (const { field, specified } of scriptMembers(this.service, c)) {
        properties[field.wireName] = this.value(field.type, mayBeNull(field.type, field.nillable === true), input);
        if (specified) properties[`${field.wireName}Specified`] = { type: "boolean", description: `Whether ${field.wireName} is given.` };
      }
      const hierarchy = c.base !== undefined || (c.subtypes?.length ?? 0) > 0;
      this.schemas[key] = input
        ? {
            type: "object",
            description: `${name} as a request sends it: members left out keep .NET's defaults, names match in any case, other members are ignored${id !== undefined ? `; "__type" ${hierarchy ? "says which class of its hierarchy it is" : "may be sent"}` : ""}.`,
            properties,
            required: id !== undefined && hierarchy ? ["__type"] : [],
          }
        : {
            type: "object",
            description: `${name} as the server writes it: every member (null when absent)${id !== undefined ? `, "__type" first` : ""}.`,
            properties,
            required: Object.keys(properties),
          };
    }
    return ref(key);
  }
}

/** Why an operation is not in the document, or undefined when it is. */
function notOffered(op: OperationModel): string | undefined {
  if (!op.callBindings.includes("json"))
    return op.outParams.length > 0 ? "it has out parameters, which a JSON call cannot carry" : "it is not offered over JSON";
  const kinds = [...op.fields.map((f) => f.type), ...(op.result ? [op.result.type] : [])].map((t) => (t.kind === "array" ? t.item : t));
  const bad = kinds.find((t) => NOT_JSON.has(t.kind));
  if (!bad) return undefined;
  return bad.kind === "dataSet" || bad.kind === "dataTable"
    ? `it takes or returns a ${bad.kind === "dataSet" ? "DataSet" : "DataTable"}, which JavaScriptSerializer cannot write (the server answers "A circular reference was detected ...")`
    : "it takes or returns a value JSON cannot carry (XML, IXmlSerializable or object)";
}

const ERROR_RESPONSE: Schema = {
  description: "Every error: HTTP 500 with the header `jsonerror: true`. Without debug (customErrors On) the message is \"There was an error processing the request.\" and ExceptionType is empty.",
  headers: { jsonerror: { required: true, schema: { type: "string", const: "true" } } },
  content: { "application/json": { schema: ref("ScriptError") } },
};

/** The OpenAPI 3.1 document of the service's JSON face, its server at `address`; undefined without scriptService. */
export function openApiDocument(model: ServiceModel, address: string = model.endpoint): Schema | undefined {
  if (!model.scriptService) return undefined;
  const service = descriptorOf(model);
  const builder = new SchemaBuilder(service);
  const paths: Record<string, Schema> = {};
  const left: { operation: string; reason: string }[] = [];
  for (const op of model.operations) {
    const name = op.wire.messageName;
    const reason = notOffered(op);
    if (reason) {
      left.push({ operation: name, reason });
      continue;
    }
    const notes: string[] = [];
    if (op.documentation ?? op.description) notes.push((op.documentation ?? op.description)!.trim());
    const required = op.headers.filter((h) => h.required && h.direction !== "out").map((h) => h.header.name);
    if (required.length > 0)
      notes.push(`It requires the SOAP header ${required.join(", ")}, which JSON cannot carry: over JSON it answers its required-header error (500).`);
    notes.push(op.useHttpGet ? "GET only ([ScriptMethod(UseHttpGet = true)]): each parameter is a JSON value in the query string; send Content-Type: application/json." : "POST only, Content-Type: application/json.");
    const described = service.operations.find((o) => o.messageName === name)!;
    const parameter = (f: OperationModel["fields"][number]): Schema => {
      const field = described.fields.find((d) => d.wireName === f.wireName)!;
      return builder.value(field.type, mayBeNull(field.type, field.nillable === true), true);
    };
    const operation: Schema = {
      operationId: name,
      summary: name,
      description: notes.join(" "),
      ...(op.useHttpGet
        ? {
            parameters: op.fields.map((f) => ({
              name: f.httpName,
              in: "query",
              required: true,
              ...(f.documentation ? { description: f.documentation } : {}),
              content: { "application/json": { schema: parameter(f) } },
            })),
          }
        : {
            requestBody: {
              required: op.fields.length > 0,
              description: "The parameters, keyed by name (other keys are ignored).",
              content: {
                "application/json": {
                  schema: {
                    type: "object",
                    properties: Object.fromEntries(op.fields.map((f) => [f.httpName, { ...parameter(f), ...(f.documentation ? { description: f.documentation } : {}) }])),
                    required: op.fields.map((f) => f.httpName),
                  },
                },
              },
            },
          }),
      responses: {
        "200": {
          description: op.result ? "The result, in `d`." : "A void method: `{\"d\":null}`.",
          content: {
            "application/json": {
              schema: {
                type: "object",
                properties: {
                  d: op.result
                    ? builder.value(described.result!, mayBeNull(described.result!, op.result.nillable))
                    : { type: "null" },
                },
                required: ["d"],
              },
            },
          },
        },
        "500": { $ref: "#/components/responses/ScriptError" },
      },
    };
    paths[`/${name}`] = { [op.useHttpGet ? "get" : "post"]: operation };
  }
  builder.schemas["ScriptError"] = {
    type: "object",
    description: "RestHandler's error object. StackTrace is always empty.",
    properties: {
      Message: { type: "string" },
      StackTrace: { type: "string" },
      ExceptionType: { type: "string", description: "The .NET exception type (System.InvalidOperationException, System.ArgumentException, System.Web.Services.Protocols.SoapException, ...)." },
    },
    required: ["Message", "StackTrace", "ExceptionType"],
  };
  const notes = left.map((l) => `${l.operation} (${l.reason})`);
  return {
    openapi: "3.1.0",
    info: {
      title: `${model.name} (JSON)`,
      version: model.package.version,
      description:
        `The JSON face of the ${model.name} ScriptService, as .NET's System.Web.Extensions answers it: POST (GET for UseHttpGet methods) ` +
        `to ${new URL(model.endpoint).pathname}/Method with Content-Type application/json, answered {"d": result}.` +
        (notes.length > 0 ? ` Not offered over JSON: ${notes.join("; ")}.` : ""),
    },
    servers: [{ url: address }],
    paths,
    components: {
      schemas: Object.fromEntries(Object.keys(builder.schemas).sort().map((k) => [k, builder.schemas[k]])),
      responses: { ScriptError: ERROR_RESPONSE },
    },
    ...(left.length > 0 ? { "x-not-offered": left } : {}),
  };
}

/** Null travels for a reference type, a nullable value type, and a char 0. */
function mayBeNull(type: ValueType, nillable: boolean): boolean {
  return nillable || !isValueType(type) || (type.kind === "simple" && type.type === "char");
}

/** The `src/openapi.ts` module: the document with its server address set per request (`?openapi`). */
function openApiModule(model: ServiceModel, document: Schema): string {
  return `/**
 * The OpenAPI 3.1 document of the ${model.name} JSON face (openapi.json is this document with the spec's
 * endpoint as its server), served at \`?openapi\` with the address the request came to.
 */

const DOCUMENT: string = ${JSON.stringify(JSON.stringify(document, null, 2))};

/** The document with \`servers\` set to \`address\`. */
export function renderOpenApi(address: string = ${JSON.stringify(model.endpoint)}): string {
  const document = JSON.parse(DOCUMENT) as { servers: { url: string }[] };
  document.servers = [{ url: address }];
  return \`\${JSON.stringify(document, null, 2)}\\n\`;
}
`;
}

export const openApiEmitter: Emitter = {
  name: "openapi",
  emit(model: ServiceModel): OutputFile[] {
    const document = openApiDocument(model);
    if (!document) return [];
    return [jsonFile("openapi.json", document), { path: "src/openapi.ts", content: openApiModule(model, document) }];
  },
};
