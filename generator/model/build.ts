/**
 * Builds the service model from a structurally valid spec: resolves shared fields, enums and row shapes,
 * applies ASMX's rules (what is optional, what each binding can carry) and derives every wire name once.
 * Reports every problem with the spec path it concerns; the loader turns paths into line and column.
 */
import { ALL_BINDINGS, BINDING_TITLE, CONTENT_TYPE, soapActionOf, type BindingKind } from "../../runtime/src/protocol.js";
import { SIMPLE_TYPES, isSimpleTypeName } from "../../runtime/src/simple-types.js";
import type { Locate, SpecPath } from "../spec/load.js";
import type { RawColumns, RawField, RawFieldBody, RawSpec } from "../spec/raw.js";
import { camelName, isIdentifierName, isXmlName, pascalName } from "./names.js";
import { buildPackageIdentity } from "./package-identity.js";
import type {
  BindingModel,
  ColumnModel,
  EnumModel,
  FieldModel,
  OperationModel,
  ServiceModel,
  SimpleItemModel,
  TableModel,
  TypeModel,
} from "./types.js";

export interface ModelProblem {
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

const STRUCTURED_TYPES = ["DataSet", "DataTable"] as const;

/** Element names the WSDL declares globally for HTTP GET/POST results; operations must not clash with them. */
function globalElementName(type: TypeModel): string {
  switch (type.kind) {
    case "simple":
      return type.simple.elementName;
    case "enum":
      return type.enum.name;
    case "array":
      return `ArrayOf${pascalName(type.item.kind === "simple" ? type.item.simple.elementName : type.item.enum.name)}`;
    case "dataSet":
      return "DataSet";
    case "dataTable":
      return "DataTable";
  }
}

export function buildModel(
  raw: RawSpec,
  source: { path: string; sha256: string },
  locate: Locate,
): { model?: ServiceModel; diagnostics: ModelProblem[] } {
  const problems: ModelProblem[] = [];
  const report = (path: SpecPath, message: string, key = false): void => {
    problems.push({ ...locate(path, key), message });
  };

  const checkIdentifier = (name: string, path: SpecPath, what: string, key = false): void => {
    if (!isIdentifierName(name)) {
      report(
        path,
        `${what} '${name}' is not a valid name: ASMX names come from .NET identifiers (a letter or _ followed by letters, digits or _), which are also valid XML names`,
        key,
      );
    }
  };

  // Service.
  checkIdentifier(raw.service.name, ["service", "name"], "service name");
  if (/\s/.test(raw.service.namespace) || !/^[A-Za-z][A-Za-z0-9+.-]*:/.test(raw.service.namespace)) {
    report(["service", "namespace"], `namespace '${raw.service.namespace}' must be an absolute URI without spaces`);
  }
  try {
    const url = new URL(raw.service.endpoint);
    if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error("not http");
    if (url.search || url.hash) report(["service", "endpoint"], "endpoint must not have a query or fragment");
  } catch {
    report(["service", "endpoint"], `endpoint '${raw.service.endpoint}' must be an absolute http(s) URL`);
  }
  const defaultBindings = raw.service.bindings ?? ALL_BINDINGS;
  checkDuplicates(defaultBindings, ["service", "bindings"], "binding", report);

  // Enums.
  const enums = new Map<string, EnumModel>();
  for (const [name, body] of Object.entries(raw.enums ?? {})) {
    checkIdentifier(name, ["enums", name], "enum name", true);
    if (isSimpleTypeName(name) || (STRUCTURED_TYPES as readonly string[]).includes(name)) {
      report(["enums", name], `enum '${name}' has the name of a built-in type`, true);
    }
    body.values.forEach((value, i) => {
      if (body.values.indexOf(value) !== i) report(["enums", name, "values", i], `enum '${name}' lists the value '${value}' twice`);
      if (value.trim() !== value || /\s/.test(value)) {
        report(["enums", name, "values", i], `enum value '${value}' must not contain white space (XmlSerializer reads enum values as exact tokens)`);
      }
    });
    enums.set(name, { name, documentation: body.documentation, values: [...new Set(body.values)] });
  }

  // Types.
  const resolveSimpleOrEnum = (typeName: string): SimpleItemModel | undefined => {
    if (isSimpleTypeName(typeName)) return { kind: "simple", simple: SIMPLE_TYPES[typeName] };
    const e = enums.get(typeName);
    return e ? { kind: "enum", enum: e } : undefined;
  };
  const knownTypes = (): string =>
    [...Object.keys(SIMPLE_TYPES), ...STRUCTURED_TYPES, ...enums.keys()].join(", ");
  const resolveType = (typeName: string, path: SpecPath): TypeModel | undefined => {
    const trimmed = typeName.trim();
    if (trimmed.endsWith("[]")) {
      const itemName = trimmed.slice(0, -2).trim();
      const item = resolveSimpleOrEnum(itemName);
      if (!item) {
        report(path, (STRUCTURED_TYPES as readonly string[]).includes(itemName) || itemName.endsWith("[]")
          ? `arrays of ${itemName} are not supported: array items must be a simple type or an enum`
          : `unknown type '${itemName}' in '${typeName}'; known types: ${knownTypes()}`);
        return undefined;
      }
      return { kind: "array", item };
    }
    if (trimmed === "DataSet") return { kind: "dataSet" };
    if (trimmed === "DataTable") return { kind: "dataTable" };
    const simple = resolveSimpleOrEnum(trimmed);
    if (!simple) report(path, `unknown type '${typeName}'; known types: ${knownTypes()}`);
    return simple;
  };

  // Row shapes.
  const resolveColumns = (columns: RawColumns, path: SpecPath): ColumnModel[] => {
    const result: ColumnModel[] = [];
    for (const [name, typeName] of Object.entries(columns)) {
      if (!isXmlName(name)) report([...path, name], `column name '${name}' is not a valid XML name`, true);
      if (!isSimpleTypeName(typeName)) {
        report([...path, name], `column '${name}' has type '${typeName}'; DataSet columns take a simple type: ${Object.keys(SIMPLE_TYPES).join(", ")}`);
        continue;
      }
      result.push({ name, type: SIMPLE_TYPES[typeName] });
    }
    return result;
  };
  const rowShapes = new Map<string, TableModel>();
  for (const [name, columns] of Object.entries(raw.tables ?? {})) {
    checkIdentifier(name, ["tables", name], "row shape name", true);
    rowShapes.set(name, { name, rowShape: name, columns: resolveColumns(columns, ["tables", name]) });
  }

  // Shared fields.
  const sharedFields = new Map<string, RawFieldBody>(Object.entries(raw.fields ?? {}));
  for (const name of sharedFields.keys()) checkIdentifier(name, ["fields", name], "field name", true);

  const buildField = (name: string, body: RawFieldBody, bodyPath: SpecPath): FieldModel | undefined => {
    const type = resolveType(body.type, [...bodyPath, "type"]);
    if (!type) return undefined;
    const valueType = (type.kind === "simple" && type.simple.valueType) || type.kind === "enum";
    if (body.optional === false && !valueType) {
      report([...bodyPath, "optional"], `field '${name}' of type ${body.type} cannot be required: ASMX always lets reference types (strings, arrays, DataSets) be omitted (minOccurs="0")`);
    }
    if (type.kind === "dataTable") {
      report([...bodyPath, "type"], `field '${name}': a DataTable cannot be a parameter (XmlSerializer cannot read one); use DataSet`);
    }
    if (body.credential !== undefined && !(type.kind === "simple" && type.simple.name === "string")) {
      report([...bodyPath, "credential"], `field '${name}' carries a credential and must be a string`);
    }
    if (body.credential !== undefined && !isIdentifierName(body.credential)) {
      report([...bodyPath, "credential"], `credential name '${body.credential}' must be an identifier`);
    }
    const optional = body.optional ?? !valueType;
    return {
      wireName: name,
      tsName: camelName(name),
      type,
      optional,
      nillable: valueType && optional,
      secret: body.secret ?? false,
      credential: body.credential,
      documentation: body.documentation,
    };
  };

  const resolvedShared = new Map<string, FieldModel | undefined>();
  for (const [name, body] of sharedFields) resolvedShared.set(name, buildField(name, body, ["fields", name]));

  // Operations.
  const operations: OperationModel[] = [];
  const operationNames = new Map<string, number>();
  const tsNames = new Map<string, string>();
  const credentials: string[] = [];
  raw.operations.forEach((op, i) => {
    const opPath: SpecPath = ["operations", i];
    checkIdentifier(op.name, [...opPath, "name"], "operation name");
    const lower = op.name.toLowerCase();
    if (operationNames.has(lower)) {
      const first = raw.operations[operationNames.get(lower)!]!.name;
      report([...opPath, "name"], first === op.name
        ? `duplicate operation '${op.name}'`
        : `operation '${op.name}' differs from '${first}' only in case; ASMX routes HTTP GET/POST names case-insensitively`);
      return;
    }
    operationNames.set(lower, i);

    const bindings = op.bindings ?? defaultBindings;
    checkDuplicates(bindings, [...opPath, "bindings"], "binding", report);
    const orderedBindings = ALL_BINDINGS.filter((b) => bindings.includes(b));

    const fields: FieldModel[] = [];
    const seen = new Map<string, string>();
    const seenCredentials = new Set<string>();
    op.fields.forEach((entry: RawField, j) => {
      const entryPath: SpecPath = [...opPath, "fields", j];
      let field: FieldModel | undefined;
      if (typeof entry === "string") {
        if (!sharedFields.has(entry)) {
          report(entryPath, `unknown field '${entry}': not defined under 'fields'${sharedFields.size ? ` (defined: ${[...sharedFields.keys()].join(", ")})` : ""}`);
          return;
        }
        field = resolvedShared.get(entry);
      } else {
        checkIdentifier(entry.name, [...entryPath, "name"], "field name");
        field = buildField(entry.name, entry, entryPath);
      }
      if (!field) return;
      const wireLower = field.wireName.toLowerCase();
      if (seen.has(wireLower)) {
        const other = seen.get(wireLower)!;
        report(entryPath, other === field.wireName
          ? `operation '${op.name}' lists the field '${field.wireName}' twice`
          : `operation '${op.name}' has fields '${other}' and '${field.wireName}', which differ only in case; HTTP GET/POST parameter names are case-insensitive`);
        return;
      }
      seen.set(wireLower, field.wireName);
      if (fields.some((f) => f.tsName === field!.tsName)) {
        report(entryPath, `field '${field.wireName}' maps to the TypeScript name '${field.tsName}', which another field of '${op.name}' already has`);
        return;
      }
      if (field.credential) {
        if (seenCredentials.has(field.credential)) {
          report(entryPath, `operation '${op.name}' has two fields carrying the credential '${field.credential}'`);
        }
        seenCredentials.add(field.credential);
        if (!credentials.includes(field.credential)) credentials.push(field.credential);
      }
      const httpProblem = httpParameterProblem(field);
      if (httpProblem) {
        for (const binding of orderedBindings) {
          if (binding === "httpGet" || binding === "httpPost") {
            report(entryPath, `field '${field.wireName}' ${httpProblem}, so it cannot travel over ${BINDING_TITLE[binding]}; offer '${op.name}' on soap11 and soap12 only`);
          }
        }
      }
      fields.push(field);
    });

    const resultType = resolveType(op.result.type, [...opPath, "result", "type"]);
    if (!resultType) return;
    const finalResult = attachTables(resultType, op.result, [...opPath, "result"], rowShapes, resolveColumns, report);

    const tsName = camelName(op.name);
    if (tsNames.has(tsName)) {
      report([...opPath, "name"], `operation '${op.name}' maps to the method name '${tsName}', which '${tsNames.get(tsName)}' already has`);
    }
    tsNames.set(tsName, op.name);

    operations.push({
      name: op.name,
      tsName,
      typeBaseName: pascalName(op.name),
      documentation: op.documentation,
      bindings: orderedBindings,
      idempotent: op.idempotent ?? true,
      fields,
      result: { type: finalResult, documentation: op.result.documentation },
      wire: {
        requestElement: op.name,
        responseElement: `${op.name}Response`,
        resultElement: `${op.name}Result`,
        soapAction: soapActionOf(raw.service.namespace, op.name),
        soapActionHeader: `"${soapActionOf(raw.service.namespace, op.name)}"`,
        httpPath: `/${op.name}`,
        httpResultElement: globalElementName(finalResult),
      },
    });
  });

  // Element names share one schema: Op, OpResponse, enum types and the global result elements must not clash.
  const elementOwners = new Map<string, string>();
  operations.forEach((op) => {
    for (const element of [op.wire.requestElement, op.wire.responseElement]) {
      const owner = elementOwners.get(element);
      if (owner) report(["operations", raw.operations.findIndex((o) => o.name === op.name), "name"], `element '${element}' of operation '${op.name}' clashes with ${owner}`);
      elementOwners.set(element, `operation '${op.name}'`);
    }
  });
  const globalNames = new Set(operations.filter((o) => o.bindings.some((b) => b === "httpGet" || b === "httpPost")).map((o) => o.wire.httpResultElement));
  operations.forEach((op, i) => {
    if (globalNames.has(op.name)) {
      report(["operations", raw.operations.findIndex((o) => o.name === op.name), "name"], `operation '${op.name}' has the name of a global result element of the WSDL`);
    }
    void i;
  });

  const packageIdentity = buildPackageIdentity(raw.package, source.path, report);

  if (problems.length > 0) return { diagnostics: problems };

  const bindingsModel: BindingModel[] = ALL_BINDINGS.map((kind) => ({
    kind,
    bindingName: raw.service.name + { soap11: "Soap", soap12: "Soap12", httpGet: "HttpGet", httpPost: "HttpPost" }[kind],
    portTypeName: raw.service.name + { soap11: "Soap", soap12: "Soap", httpGet: "HttpGet", httpPost: "HttpPost" }[kind],
    messageSuffix: { soap11: "Soap", soap12: "Soap", httpGet: "HttpGet", httpPost: "HttpPost" }[kind],
    requestContentType: CONTENT_TYPE[kind],
    responseContentType: kind === "soap11" || kind === "soap12" ? CONTENT_TYPE[kind] : CONTENT_TYPE.httpResponse,
    operations: operations.filter((op) => op.bindings.includes(kind)),
  }));

  const model: ServiceModel = deepFreeze({
    name: raw.service.name,
    namespace: raw.service.namespace,
    endpoint: raw.service.endpoint,
    documentation: raw.service.documentation,
    enums: [...enums.values()],
    rowShapes: [...rowShapes.values()],
    operations,
    bindings: bindingsModel,
    credentials,
    source,
    package: packageIdentity,
  });
  return { model, diagnostics: [] };
}

function attachTables(
  type: TypeModel,
  result: RawSpec["operations"][number]["result"],
  path: SpecPath,
  rowShapes: Map<string, TableModel>,
  resolveColumns: (columns: RawColumns, path: SpecPath) => ColumnModel[],
  report: (path: SpecPath, message: string, key?: boolean) => void,
): TypeModel {
  if (type.kind !== "dataSet" && type.kind !== "dataTable") {
    if (result.tables) report([...path, "tables"], "only DataSet and DataTable results can declare tables", true);
    if (result.dataSet) report([...path, "dataSet"], "only DataSet results can declare a DataSet name", true);
    return type;
  }
  if (type.kind === "dataTable" && result.dataSet) report([...path, "dataSet"], "a DataTable result has no DataSet name", true);
  const tables: TableModel[] = [];
  for (const [name, shape] of Object.entries(result.tables ?? {})) {
    if (!isXmlName(name)) report([...path, "tables", name], `table name '${name}' is not a valid XML name`, true);
    if (typeof shape === "string") {
      const rowShape = rowShapes.get(shape);
      if (!rowShape) {
        report([...path, "tables", name], `unknown row shape '${shape}': not defined under 'tables'`);
        continue;
      }
      tables.push({ name, rowShape: shape, columns: rowShape.columns });
    } else {
      tables.push({ name, columns: resolveColumns(shape, [...path, "tables", name]) });
    }
  }
  if (type.kind === "dataTable") {
    if (tables.length > 1) report([...path, "tables"], "a DataTable result declares exactly one table", true);
    return tables.length ? { kind: "dataTable", table: tables[0] } : type;
  }
  if (result.dataSet && !isXmlName(result.dataSet)) report([...path, "dataSet"], `DataSet name '${result.dataSet}' is not a valid XML name`);
  return { kind: "dataSet", dataSetName: result.dataSet, tables: result.tables ? tables : undefined };
}

/**
 * ASMX's HTTP GET and POST bindings read parameters as text with .NET's Parse methods: primitives, enums,
 * strings, dates, decimals and arrays of them. A method with any other parameter is left off those bindings.
 */
function httpParameterProblem(field: FieldModel): string | undefined {
  const type = field.type;
  if (type.kind === "dataSet" || type.kind === "dataTable") {
    return `is a ${type.kind === "dataSet" ? "DataSet" : "DataTable"} (parameters there are text)`;
  }
  if (field.nillable) return "is a nullable value type, which ASMX's HTTP bindings cannot read";
  const simple = type.kind === "simple" ? type.simple : type.kind === "array" && type.item.kind === "simple" ? type.item.simple : undefined;
  if (simple?.name === "guid" || simple?.name === "base64Binary") {
    return `has type ${simple.name}, which ASMX's HTTP bindings cannot read`;
  }
  return undefined;
}

function checkDuplicates(
  list: readonly string[],
  path: SpecPath,
  what: string,
  report: (path: SpecPath, message: string) => void,
): void {
  list.forEach((item, i) => {
    if (list.indexOf(item) !== i) report([...path, i], `${what} '${item}' is listed twice`);
  });
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
