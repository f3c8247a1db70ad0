/**
 * Builds the service model from a structurally valid spec: resolves shared fields, enums and row shapes,
 * applies ASMX's rules (what is optional, what each binding can carry) and derives every wire name once.
 * Reports every problem with the spec path it concerns; the loader turns paths into line and column.
 */
import { firstMethodsOrder, orderedGroups } from "./binding-order.js";
import { ALL_BINDINGS, BINDING_TITLE, CONTENT_TYPE, soapActionOf, type BindingKind } from "../../runtime/src/protocol.js";
import { SIMPLE_TYPES, isSimpleTypeName } from "../../runtime/src/simple-types.js";
import { typedDataSets } from "./typed-data-sets.js";
import { xmlSerializables } from "./xml-serializables.js";
import type { Locate, SpecPath } from "../spec/load.js";
import type { RawColumns, RawComplexType, RawFieldBody, RawMessageContract, RawResult, RawSpec } from "../spec/raw.js";
import { isIdentifierName, isXmlName, memberName, OPERATION_TYPE_SUFFIXES, pascalName, safeName } from "./names.js";
import { buildPackageIdentity } from "./package-identity.js";
import { isReservedMemberName, isReservedTypeName } from "./reserved-names.js";
import { markInputForms } from "./input-forms.js";
import { bareElementOf, choiceElements } from "./choice.js";
import { assignTypeNames, guardNameOf, serviceTypeNames } from "./type-names.js";
import { STRUCTURED_TYPES, TypeResolver, arrayOf, isStream, copiedTypeProblem, knownClosure, sameKnown, dataTypeCarrier, describe, elementNameOf, httpDocumentType, specTypeName, httpRepeats, isValueType, nestingDepth, withArticle } from "./type-resolver.js";
import { checkWcfGlobalElements } from "./wcf-global-elements.js";
import type { DataType } from "../../runtime/src/text/string-data-types.js";
import { didYouMean } from "../spec/suggest.js";
import type {
  KnownTypeModel,
  BindingModel,
  DocumentSetModel,
  ColumnModel,
  ResultModel,
  ComplexTypeModel,
  ContractModel,
  WcfPort,
  EnumModel,
  FaultModel,
  FieldModel,
  HeaderModel,
  MessageContractModel,
  MessagePartModel,
  OperationHeaderModel,
  OperationModel,
  OperationWcfModel,
  ScriptServiceModel,
  ServiceModel,
  TableModel,
  TypeModel,
  WcfModel,
} from "./types.js";

export interface ModelProblem {
  readonly line: number;
  readonly column: number;
  readonly message: string;
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
  // .NET takes any text ([WebService(Namespace = "www.envmgr.com/LabelService")] is published); white space
  // would break the SOAPAction built from it.
  if (raw.service.namespace === "" || /\s/.test(raw.service.namespace)) {
    report(["service", "namespace"], `namespace '${raw.service.namespace}' must be a URI without white space`);
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
  // An [XmlSerializerFormat] service none of whose operations or contracts says otherwise: its enums'
  // [XmlType(Namespace)] and [XmlType(TypeName)] are XmlSerializer's (test/reference/wcf/xml-serializer/types/).
  const xmlService = raw.service.wcf?.serializer === "xmlSerializer";
  const xmlOnly =
    xmlService &&
    (raw.service.wcf?.contracts ?? []).every((c) => (c.serializer ?? "xmlSerializer") === "xmlSerializer") &&
    (raw.operations ?? []).every((op) => (op.serializer ?? "xmlSerializer") === "xmlSerializer");
  for (const [name, body] of Object.entries(raw.enums ?? {})) {
    checkIdentifier(name, ["enums", name], "enum name", true);
    if (isSimpleTypeName(name) || (STRUCTURED_TYPES as readonly string[]).includes(name)) {
      report(["enums", name], `enum '${name}' has the name of a built-in type`, true);
    }
    const listed = Array.isArray(body.values);
    const names = listed ? (body.values as string[]) : Object.keys(body.values);
    const numbers = listed ? names.map((_, i) => i) : Object.values(body.values as Record<string, number>);
    names.forEach((value, i) => {
      const at: SpecPath = listed ? ["enums", name, "values", i] : ["enums", name, "values", value];
      if (names.indexOf(value) !== i) report(at, `enum '${name}' lists the value '${value}' twice`);
      // [XmlEnum("")] (lab enum-empty-name): an empty element or attribute on the wire; recorded on a plain ASMX enum only.
      if (value === "" && body.flags) {
        report(at, `flags enum '${name}': a member named '' ([XmlEnum("")]) is not recorded on a [Flags] enum (its xs:list of names cannot show it)`);
      } else if (value === "" && raw.service.wcf !== undefined) {
        report(at, `enum '${name}': a member named '' ([XmlEnum("")]) is recorded for ASMX services only`);
      }
      if (value.trim() !== value || /\s/.test(value)) {
        report(at, `enum value '${value}' must not contain white space (XmlSerializer reads enum values as exact tokens)`, !listed);
      }
      if (!listed && numbers.indexOf(numbers[i]!) !== i) {
        report(at, `enum '${name}' gives '${value}' the value ${numbers[i]}, which '${names[numbers.indexOf(numbers[i]!)]}' already has`);
      }
      // [Flags] enums may name combinations: DataContractSerializer's (corpus 107: Shopping = 3) and XmlSerializer's
      // (lab flags-combined: YearEnd = Adjustment | Closing, written alone when the value is exactly it).
      if (body.flags && numbers[i]! < 0) {
        report(at, `flags enum '${name}': '${value}' must be 0 or positive, not ${numbers[i]}`);
      }
    });
    if (body.flags && listed) {
      report(["enums", name, "values"], `flags enum '${name}' needs each member's bit value: write values as a map, e.g. { None: 0, First: 1, Second: 2 }`);
    }
    if (body.anonymous) {
      // [XmlType(AnonymousType = true)] on an enum: each element of it holds the restriction inline (lab
      // xml-type-anonymous-enum), a [Flags] enum's xs:list of it (lab xml-type-anonymous-forms).
      if (raw.service.wcf !== undefined) {
        report(["enums", name, "anonymous"], `enum '${name}': 'anonymous' ([XmlType(AnonymousType = true)]) applies to ASMX services; a WCF service's ${raw.service.wcf.serializer !== "xmlSerializer" ? "data contract enum always has a name" : "XmlSerializer metadata with it is not yet supported (not recorded)"}`, true);
      }
    }
    // [DataContract(Namespace)] on an enum: a data contract's only; XmlSerializer's enums take the namespace of
    // the element or type holding them.
    // An ASMX service's: [XmlType(Namespace)], its xs:simpleType in that namespace's schema, the wire unchanged
    // (values are text in the element's own namespace; lab enum-namespace; a [Flags] one's xs:list there, lab
    // xml-type-anonymous-places).
    const dataContract = raw.service.wcf !== undefined && raw.service.wcf.serializer !== "xmlSerializer";
    if (body.namespace !== undefined && !dataContract && raw.service.wcf !== undefined && !xmlOnly) {
      report(["enums", name, "namespace"], `enum '${name}': 'namespace' in a WCF service mixing serializers is not generated yet (a data contract's [DataContract(Namespace)] or XmlSerializer's [XmlType(Namespace)]: one shape per enum is modelled)`, true);
    } else if (body.namespace !== undefined && /\s/.test(body.namespace)) {
      report(["enums", name, "namespace"], `namespace '${body.namespace}' must be a URI without white space`);
    }
    // [DataContract(Name)] on an enum: its data contract name (schema, ArrayOf<name>, collection items); recorded
    // with DataContractSerializer only (test/reference/wcf/enum-names/).
    let wireName = name;
    if (body.typeName !== undefined) {
      // An ASMX service's: [XmlType("int")] or a C# `enum @int`, the spec naming it otherwise (`int1`) as it does
      // such a class (lab enum-builtin-names).
      if (!dataContract && raw.service.wcf !== undefined && !xmlOnly) report(["enums", name, "typeName"], `enum '${name}': 'typeName' in a WCF service mixing serializers is not generated yet (a data contract's [DataContract(Name)] or XmlSerializer's [XmlType(TypeName)]: one shape per enum is modelled)`, true);
      else if (!isXmlName(body.typeName)) report(["enums", name, "typeName"], `type name '${body.typeName}' is not a valid XML name`, true);
      else {
        const other = [...enums.values()].find((e) => e.name === body.typeName);
        if (other) report(["enums", name, "typeName"], `enum '${name}' has the ${dataContract ? "data contract" : "type"} name '${body.typeName}' of enum '${other.specName ?? other.name}': enum names on the wire are unique`, true);
        else wireName = body.typeName;
      }
    }
    if (wireName === name) {
      const other = [...enums.values()].find((e) => e.name === name && e.specName !== undefined);
      if (other) report(["enums", name], `enum '${name}' has the data contract name of enum '${other.specName}' (its typeName): enum names on the wire are unique`, true);
    }
    // An enum of another underlying type than int (`enum Weekdays : long`): a data contract's ActualType annotation
    // (its values' text is unchanged); XmlSerializer's schema does not show it.
    if (body.underlying !== undefined) {
      if (!dataContract) report(["enums", name, "underlying"], `enum '${name}': 'underlying' is a data contract's (its schema's ActualType), for WCF services with serializer dataContract only`, true);
      else if (body.underlying.startsWith("unsigned") && numbers.some((n) => n < 0)) report(["enums", name, "underlying"], `enum '${name}': an ${body.underlying} enum has no negative values`, true);
    }
    const enumNamespace = dataContract ? (body.namespace ?? raw.service.wcf?.dataContractNamespace) : raw.service.wcf === undefined || xmlOnly ? body.namespace : undefined;
    enums.set(name, {
      name: wireName,
      ...(wireName !== name ? { specName: name } : {}),
      tsName: pascalName(name),
      ...(body.documentation !== undefined ? { documentation: body.documentation } : {}),
      values: names,
      numbers,
      flags: body.flags ?? false,
      ...(body.flags && dataContract && numbers.some((n, i) => numbers.some((m, j) => j < i && (n & m) !== 0)) ? { remainingBits: true as const } : {}),
      // With a namespace XmlSerializer drops the anonymity: a named xs:simpleType (a [Flags] one's xs:list) in that
      // namespace's schema, as for a class (lab xml-type-anonymous-places, -forms).
      ...(body.anonymous && body.namespace === undefined ? { anonymous: true as const } : {}),
      ...(enumNamespace !== undefined ? { namespace: enumNamespace } : {}),
      ...(body.underlying !== undefined && dataContract ? { underlying: body.underlying } : {}),
    });
  }

  // Classes (types, headers, fault details) and shared fields: any field may refer to any class.
  const sharedFields = new Map<string, RawFieldBody>(Object.entries(raw.fields ?? {}));
  for (const name of sharedFields.keys()) {
    // Usually a .NET identifier; [XmlElement("INPUT-VAL")] gives any XML name (the TypeScript name folds it).
    if (!isXmlName(name)) report(["fields", name], `field name '${name}' is not a valid XML name (a letter or _ followed by letters, digits, _, - or .)`, true);
  }
  const dataSets = typedDataSets(raw, report);
  const serializables = xmlSerializables(raw, report);
  const wcf = wcfOf(raw, report);
  const classSerializers = wcf ? mixedSerializers(raw, wcf, report) : undefined;
  const types = new TypeResolver(enums, sharedFields, report, dataSets, serializables, wcf && {
    dataContract: wcf.serializer === "dataContract",
    ...(wcf.dataContractNamespace !== undefined ? { dataContractNamespace: wcf.dataContractNamespace } : {}),
    serviceNamespace: raw.service.namespace,
    ...(classSerializers && classSerializers.size > 0 ? { classSerializers } : {}),
    ...(raw.operations.some((op) => operationSerializer(raw, wcf, op) !== wcf.serializer) ? { mixed: true } : {}),
  });
  // A WCF operation's serializer: its own, else its contract's, else the service's.
  const serializerOf = (op: RawSpec["operations"][number]): "dataContract" | "xmlSerializer" | undefined => wcf && operationSerializer(raw, wcf, op);
  types.declare("types", raw.types);
  types.declare("headers", raw.headers);
  types.declare("faults", raw.faults);
  types.complete(raw.service.namespace);
  const headers: HeaderModel[] = types.classesOf("header").map((type) => ({
    name: type.name,
    type,
    ...(type.documentation !== undefined ? { documentation: type.documentation } : {}),
  }));
  const resolveType = (typeName: string, path: SpecPath, ruled = 0, home?: string): TypeModel | undefined => types.resolve(typeName, path, ruled, home);
  const serviceKnown = serviceKnownTypes(raw, wcf, types, report);

  // Row shapes.
  const resolveColumns = (columns: RawColumns, path: SpecPath): ColumnModel[] => {
    const result: ColumnModel[] = [];
    for (const [name, typeName] of Object.entries(columns)) {
      if (!isXmlName(name)) report([...path, name], `column name '${name}' is not a valid XML name`, true);
      const columnTypes = Object.keys(SIMPLE_TYPES).filter((t) => !["char", "date", "duration", "dateTimeOffset", "QName", "anyURI"].includes(t));
      if (!columnTypes.includes(typeName) || !isSimpleTypeName(typeName)) {
        report([...path, name], `column '${name}' has type '${typeName}'; DataSet columns take a simple type: ${columnTypes.join(", ")}`);
        continue;
      }
      result.push({ name, type: SIMPLE_TYPES[typeName] });
    }
    return result;
  };
  const rowShapes = new Map<string, TableModel>();
  for (const [name, columns] of Object.entries(raw.tables ?? {})) {
    checkIdentifier(name, ["tables", name], "row shape name", true);
    // The row type name is final once every declaration is known (type-names.ts).
    rowShapes.set(name, { name, rowShape: name, rowTypeName: pascalName(name), columns: resolveColumns(columns, ["tables", name]) });
  }

  // A shared field's type is checked where it is defined, even when no operation uses it.
  for (const [name, body] of sharedFields) resolveType(body.type, ["fields", name, "type"]);

  // Operations.
  const operations: OperationModel[] = [];
  // [WebServiceBinding(Name, Namespace)]: a named binding's own namespace, where not the service's.
  const namedBindings = raw.service.namedBindings ?? {};
  const bindingNamespace = (name: string | undefined): string =>
    (name !== undefined && Object.hasOwn(namedBindings, name) ? namedBindings[name]!.namespace : undefined) ?? raw.service.namespace;
  // A binding's namespace of its own gives the set of documents (documentSet); a binding at a Location
  // ([WebServiceBinding(Location)]) is described by the user's document there instead, which the root imports.
  const setBinding = Object.entries(namedBindings).find(([, b]) => b.namespace !== raw.service.namespace && b.location === undefined)?.[0];
  const namesSetNamespace = setBinding !== undefined && (raw.operations ?? []).some((o) => o.binding === setBinding);
  const foreignNamespaces = new Set<string>();
  const located: string[] = [];
  for (const [name, named] of Object.entries(namedBindings)) {
    const at: SpecPath = ["service", "namedBindings", name];
    if (!raw.operations.some((op) => op.binding === name)) report(at, `no operation names the binding '${name}' (binding: ${name})`, true);
    if (named.location !== undefined) located.push(name);
    else if (named.namespace === raw.service.namespace) report([...at, "namespace"], `the binding '${name}' is in the service's namespace: leave it out of namedBindings`);
    else foreignNamespaces.add(named.namespace);
  }
  // Recorded (lab binding-location-forms, binding-location-more): located bindings in the service's namespace or
  // others, beside bindings in other namespaces, up to three imported documents (prefixes i0, i1, i2; a located
  // one in the service's namespace counts, its prefix tns's or, declared before tns, in its place). Past three:
  // the root's prefix i3 has no recorded place among its declarations.
  const imports = new Set([
    ...located.map((name) => `${namedBindings[name]!.namespace} ${namedBindings[name]!.location!}`),
    ...foreignNamespaces,
  ]);
  if (imports.size > 3) {
    report(["service", "namedBindings"], `bindings making ${imports.size} imports of the root (at locations or in other namespaces): the root's prefixes i0 to i2 are recorded, not more: keep to three`, true);
  }
  // [WebServiceBinding(ConformsTo = BasicProfile1_1, EmitConformanceClaims = true)] on named bindings of the
  // service's namespace: each SOAP 1.1 binding claims on its own (lab conformance-named).
  const claimingBindings = new Set<string>();
  (raw.service.conformanceClaimBindings ?? []).forEach((name, i) => {
    const at: SpecPath = ["service", "conformanceClaimBindings", i];
    if (!raw.operations.some((op) => op.binding === name)) report(at, `no operation names the binding '${name}' (binding: ${name})`);
    else if (Object.hasOwn(namedBindings, name)) report(at, `the binding '${name}' is in another namespace or at a location, where the lab has not recorded a conformance claim`);
    else claimingBindings.add(name);
  });
  const bindingLocation = (name: string | undefined): string | undefined =>
    name !== undefined && Object.hasOwn(namedBindings, name) ? namedBindings[name]!.location : undefined;
  const operationNames = new Map<string, number>();
  const tsNames = new Map<string, string>();
  const naturalMethodNames = new Set(raw.operations.map((op) => memberName(op.messageName ?? op.name)));
  const credentials: string[] = [];
  const headerNames = new Map(headers.map((h) => [h.name, h]));
  /** The global elements of root namespaces ([XmlRoot(Namespace)]) results and parameters are, by namespace and name. */
  const rootElements = new Map<string, ComplexTypeModel | string | undefined>();
  // One property name per header across the service (the client's headers option holds them all), by names.ts's rule.
  const headerTsNames = new Map<HeaderModel, string>();
  const naturalHeaderNames = new Set(headers.map((h) => memberName(h.name)));
  for (const h of headers) {
    const natural = memberName(h.name);
    const taken = new Set(headerTsNames.values());
    headerTsNames.set(h, safeName(natural, (name) => isReservedMemberName(name) || taken.has(name) || (name !== natural && naturalHeaderNames.has(name))));
  }
  // TypeScript names the declared types take, which an operation's own type names must not repeat
  // (a class CheckServerHealthResult beside the operation CheckServerHealth), nor the package's own.
  const typedRowNames = [...dataSets.values()].flatMap((d) => (d.tables ?? []).map((t) => t.rowTypeName));
  const serviceNames = serviceTypeNames(raw.service.name);
  markInputForms([...types.classesOf("type"), ...types.classesOf("header")]);
  const takenTypeNames = assignTypeNames(serviceNames, [...enums.values()], [...types.classesOf("type"), ...types.classesOf("header"), ...types.classesOf("fault")], [...rowShapes.values()], typedRowNames);
  // A class both serializers of a mixed service use: its twin is the same TypeScript type.
  const twins = types.twinsOf();
  for (const twin of twins) (twin as { tsName: string }).tsName = types.classesOf("type").find((c) => c.name === twin.name)!.tsName;
  const faults: FaultModel[] = types.classesOf("fault").map((type) => {
    const guardName = guardNameOf(type, takenTypeNames);
    takenTypeNames.add(guardName);
    return { name: type.name, type, guardName };
  });
  const faultNames = new Map(faults.map((f) => [f.name, f]));
  const typeBaseNameOf = (messageName: string): string => {
    let base = pascalName(messageName);
    while (OPERATION_TYPE_SUFFIXES.some((suffix) => takenTypeNames.has(`${base}${suffix}`) || isReservedTypeName(`${base}${suffix}`))) base = `${base}Operation`;
    return base;
  };
  raw.operations.forEach((op, i) => types.under(wcf ? serializerOf(op) === "dataContract" : undefined, () => {
    const opPath: SpecPath = ["operations", i];
    // A .NET method name, or any XML name a non-C# ASMX service published (`Call-MAXSO`); TypeScript names fold it.
    if (!isXmlName(op.name)) report([...opPath, "name"], `operation name '${op.name}' is not a valid XML name (a letter or _ followed by letters, digits, _, - or .)`);
    if (op.messageName !== undefined) checkIdentifier(op.messageName, [...opPath, "messageName"], "message name");
    // [SoapDocumentMethod(RequestElementName/ResponseElementName)] rename the SOAP wrappers only.
    for (const key of ["requestElement", "responseElement"] as const) {
      const element = op[key];
      if (element !== undefined && !isXmlName(element)) report([...opPath, key], `${key} '${element}' is not a valid XML name (a letter or _ followed by letters, digits, _, - or .)`);
    }
    const messageName = op.messageName ?? op.name;
    const namePath: SpecPath = [...opPath, op.messageName !== undefined ? "messageName" : "name"];
    const lower = messageName.toLowerCase();
    if (operationNames.has(lower)) {
      const first = raw.operations[operationNames.get(lower)!]!;
      const firstName = first.messageName ?? first.name;
      report(namePath, firstName === messageName
        ? op.messageName === undefined && first.name === op.name
          ? `duplicate operation '${op.name}': an overload needs its own messageName ([WebMethod(MessageName)])`
          : `duplicate operation '${messageName}'`
        : `operation '${messageName}' differs from '${firstName}' only in case; ASMX routes HTTP GET/POST names case-insensitively`);
      return;
    }
    operationNames.set(lower, i);

    // Where the array wrappers of the parameters, out parameters and result live (TypeResolver.noteArray): the
    // schema of the wrapper holding them, numbered per schema. The service's for an ASMX wrapped method of the
    // service's binding (lab sweep4-erp: Totals' ArrayOfInt there beside Plan's of other items in Plan's namespace);
    // the RequestNamespace's for the parameters and the ResponseNamespace's for the result and out parameters; the
    // binding's for a binding of another namespace (lab array-homes: int?[] met first is ArrayOfInt there, int[]
    // ArrayOfInt1, beside the service's ArrayOfInt of int). Elsewhere (bare, WCF) not told: such a wrapper agrees
    // with every one of its name.
    const wrapped = !wcf && (op.parameterStyle ?? raw.service.parameterStyle) !== "bare";
    const requestHome = wrapped ? (op.requestNamespace ?? bindingNamespace(op.binding)) : undefined;
    const responseHome = wrapped ? (op.responseNamespace ?? bindingNamespace(op.binding)) : undefined;
    const resultHome = op.result?.namespace === undefined ? responseHome : undefined;
    const fields = choiceIdentifiers(rootParameters(operationFields(op.fields, [...opPath, "fields"], "parameter", op.name, requestHome), [...opPath, "fields"], "parameter"), [...opPath, "fields"]);
    // An out parameter of a class with a root namespace travels as its root element too (lab xml-root-more).
    // A choice out parameter names another out parameter as its identifier (lab choice-results: Out, Echo).
    const outParams = choiceIdentifiers(rootParameters(operationFields(op.out ?? [], [...opPath, "out"], "out", op.name, responseHome), [...opPath, "out"], "out"), [...opPath, "out"], "out parameter");
    // [XmlAnyElement] on a parameter (labs any-parameters, any-parameters-more): alone or beside other parameters
    // (it takes every element they do not); one a method has at most, as XmlSerializer allows one per member set.
    const anyParameter = fields.find((f) => f.field.form === "any");
    const secondAny = fields.find((f) => f.field.form === "any" && f !== anyParameter);
    if (anyParameter && (anyParameter.field.anyElements?.length ?? 0) > 1) {
      report([...opPath, "fields", anyParameter.index, "any"], `field '${anyParameter.field.wireName}': several [XmlAnyElement(Name, Namespace)] on a parameter have not been asked of the lab yet (recorded: one name, test/reference/lab/any-parameters-more/)`);
    }
    const anyClash = anyParameter?.field.anyElements?.find((e) => fields.some((f) => f !== anyParameter && f.field.wireName === e.name));
    if (anyClash) {
      report([...opPath, "fields", anyParameter!.index, "any"], `field '${anyParameter!.field.wireName}': [XmlAnyElement(Name)] '${anyClash.name}' beside a parameter of that name has not been asked of the lab yet`);
    }
    if (secondAny) {
      report([...opPath, "fields", secondAny.index, "any"], `field '${secondAny.field.wireName}': a second xs:any parameter ([XmlAnyElement]) has not been asked of the lab (recorded: one, alone or beside others, test/reference/lab/any-parameters-more/)`);
    }
    if (wcf && anyParameter) {
      report([...opPath, "fields", anyParameter.index, "any"], "[XmlAnyElement] on a WCF operation's parameter has not been asked of the lab yet (recorded for ASMX: test/reference/lab/any-parameters/)");
    }
    const seenCredentials = new Set<string>();
    op.fields.forEach((_, j) => {
      const field = fields.find((f) => f.index === j)?.field;
      if (!field?.credential) return;
      if (seenCredentials.has(field.credential)) {
        report([...opPath, "fields", j], `operation '${op.name}' has two fields carrying the credential '${field.credential}'`);
      }
      seenCredentials.add(field.credential);
      if (!credentials.includes(field.credential)) credentials.push(field.credential);
    });

    let result: OperationModel["result"];
    let soapRoot = true;
    let namedRoot: ComplexTypeModel["root"];
    if (op.result?.choice !== undefined) {
      // [return: XmlElement..., XmlChoiceIdentifier] (lab choice-parameters, choice-results): the choice travels as a
      // member of the response wrapper, named by an out parameter.
      const resultPath: SpecPath = [...opPath, "result"];
      const other = (["name", "arrayItem", "dataType", "nullable", "dataSet", "tables"] as const).find((k) => op.result![k] !== undefined);
      if (other !== undefined) {
        report([...resultPath, other], `a choice result ([return: XmlChoiceIdentifier]) cannot also be '${other}'`);
        return;
      }
      // [return: XmlElement(typeof(A)), XmlElement(typeof(B))] object, no identifier (labs choice-classes,
      // choice-classes-result: Pick): the value's class picks the element; over HTTP GET/POST the document is
      // .NET's object one (<anyType>), whose serializer knows none of these classes unless another result reaches them.
      const classesAlone = op.result.identifier === undefined && op.result.choice.every((e) => types.classNamed(e.type)?.role === "type");
      if (op.result.identifier === undefined && !classesAlone) {
        report([...resultPath, "choice"], `a choice result needs its 'identifier', an out parameter: ASMX cannot publish one without ("Missing 'kind' member needed for serialization of choice", test/reference/lab/choice-parameters: Unnamed.wsdl)`);
        return;
      }
      const body = { name: `${messageName}Result`, type: op.result.type, choice: op.result.choice, ...(op.result.identifier !== undefined ? { identifier: op.result.identifier } : {}), ...(op.result.repeated !== undefined ? { repeated: op.result.repeated } : {}) };
      const member = types.field(body, resultPath, "out");
      if (!member) return;
      const named = choiceIdentifiers([...outParams, { field: member, index: -1 }], [...opPath, "out"], "out parameter", resultPath).find((f) => f.index === -1);
      if (!named) return;
      result = {
        type: member.type,
        nillable: false,
        member: named.field,
        // Over object[] (lab choice-classes-result: PickMany) the document is ArrayOfAnyType, of no class either.
        ...(classesAlone ? { httpType: member.type.kind === "array" ? arrayOf({ kind: "object" }) : { kind: "object" as const } } : {}),
        ...(op.result.documentation !== undefined ? { documentation: op.result.documentation } : {}),
      };
    } else if (op.result) {
      const resultType = resolveType(op.result.type, [...opPath, "result", "type"], nestingDepth(op.result.arrayItem), resultHome);
      if (!resultType) return;
      if (op.result.any) {
        // [return: XmlAnyElement] (lab any-parameters): an XmlElement[] or a lone XmlElement whose elements travel
        // directly in the response wrapper; the HTTP document of an XmlElement[] keeps its plain ArrayOfXmlElement.
        const anyPath: SpecPath = [...opPath, "result", "any"];
        const lone = resultType.kind === "xml" && resultType.node === "XmlElement";
        // XmlNode[] too (lab any-parameters-more: NodesGet writes its text nodes in line; HTTP: ArrayOfXmlNode).
        if (!lone && !(resultType.kind === "array" && resultType.item.kind === "xml" && resultType.item.node !== "XmlAttribute")) {
          report(anyPath, `'any' ([return: XmlAnyElement]) needs the result type XmlElement[], XmlNode[] or XmlElement, not ${withArticle(describe(resultType))} (test/reference/lab/any-parameters/)`);
          return;
        }
        const other = (["name", "arrayItem", "dataType", "nullable", "dataSet", "tables"] as const).find((k) => op.result![k] !== undefined);
        if (other) {
          report([...opPath, "result", other], `an xs:any result ([return: XmlAnyElement]) cannot also be '${other}'`);
          return;
        }
        if (wcf) {
          report(anyPath, "[return: XmlAnyElement] on a WCF operation has not been asked of the lab yet (recorded for ASMX: test/reference/lab/any-parameters/)");
          return;
        }
        if (Array.isArray(op.result.any)) {
          report(anyPath, "several [return: XmlAnyElement(Name, Namespace)] have not been asked of the lab yet (recorded: one name, test/reference/lab/any-parameters-more/)");
          return;
        }
        if (typeof op.result.any === "object") {
          // [return: XmlAnyElement(Name, Namespace)] (lab any-parameters-more: NamedGet); a namespace alone or a lone
          // XmlElement's name have not been asked of the lab.
          if (lone || op.result.any.name === undefined) {
            report(anyPath, `[return: XmlAnyElement(${lone ? "Name" : "Namespace"})] ${lone ? "on a lone XmlElement" : "without a name"} has not been asked of the lab yet (recorded: a name on an XmlElement[], test/reference/lab/any-parameters-more/)`);
            return;
          }
          if (!isXmlName(op.result.any.name)) {
            report([...anyPath, "name"], `'${op.result.any.name}' is not a valid XML name`);
            return;
          }
        }
        if (resultType.kind === "array" && !types.noteArray(resultType, [...opPath, "result", "type"], resultHome)) return;
      } else if (resultType.kind === "array" && resultType.item.kind === "xml" && resultType.namespace === undefined) {
        // Under DataContractSerializer an XmlElement[] is ArrayOfXmlElement (a collection with its namespace: lab wcf/xml-arrays).
        report([...opPath, "result", "type"], `arrays of ${resultType.item.node} are not supported as results (class members only, or with 'any: true' as [return: XmlAnyElement]: the lab has shown them there)`);
        return;
      }
      let wireType: TypeModel | undefined = resultType;
      if (!op.result.any && !op.result.arrayItem && resultType.kind === "array" && !types.noteArray(resultType, [...opPath, "result", "type"], resultHome)) return;
      if (op.result.arrayItem) {
        if (resultType.kind !== "array") {
          report([...opPath, "result", "arrayItem"], `'arrayItem' applies to arrays, not ${describe(resultType)}`);
          return;
        }
        wireType = types.withArrayItem(resultType, op.result.arrayItem, [...opPath, "result", "arrayItem"], resultHome);
        if (!wireType) return;
      }
      if (op.result.dataType !== undefined) {
        // [return: XmlElement(DataType)]: the SOAP result of that type (lab data-type-results).
        const dataType = op.result.dataType as DataType;
        const carrier = dataTypeCarrier(dataType);
        if (wireType.kind !== "simple" || wireType.simple.name !== carrier) {
          const items = wireType.kind === "array" ? ` (a wrapped array's items take theirs from 'arrayItem: { dataType: ${dataType} }')` : "";
          report([...opPath, "result", "dataType"], `a data type (s:${dataType}) applies to ${withArticle(carrier)} result, not ${describe(wireType)}${items}`);
          return;
        }
        wireType = { ...wireType, dataType };
      }
      if (op.result.unqualified === true) {
        // [return: XmlElement(Form = Unqualified)] (lab parameter-forms): recorded on a class result (GetBox); on an
        // array [XmlElement] makes the result flat (GetNames, GetBoxes, recorded), not a result form yet; bare, ASMX
        // publishes no WSDL (parameter-forms/bare: "elements declared at the top level of a schema cannot be
        // unqualified").
        const at: SpecPath = [...opPath, "result", "unqualified"];
        const style = op.parameterStyle ?? raw.service.parameterStyle;
        const reason =
          wcf ? "is XmlSerializer's [return: XmlElement(Form = Unqualified)], which a WCF service's spec does not say"
          : style === "bare" ? "on a bare operation has no WSDL: ASMX's ?wsdl answers 500, \"elements declared at the top level of a schema cannot be unqualified\" (recorded: test/reference/lab/parameter-forms/bare)"
          : wireType.kind === "array" ? "on an array result is not yet supported: [return: XmlElement(Form = Unqualified)] makes the array flat, each item an unqualified element of the result's name (recorded: test/reference/lab/parameter-forms, GetNames and GetBoxes), and a flat result is not a spec form yet"
          : wireType.kind !== "complex" ? `on a result of type ${op.result.type} is not yet supported (not recorded: test/reference/lab/parameter-forms has it on a class result, GetBox)`
          : op.result.namespace !== undefined ? "an unqualified element has no namespace: leave out 'namespace' or 'unqualified'"
          : op.result.nullable ? "beside 'nullable' is not yet supported (not recorded: test/reference/lab/parameter-forms has a class result that is left out when null)"
          : op.result.any !== undefined || op.result.choice !== undefined ? "beside 'any' or 'choice' is not yet supported (not recorded)"
          : undefined;
        if (reason !== undefined) {
          report(at, `'unqualified' ${reason}`);
          return;
        }
      }
      if (op.result.nullable && (wireType.kind === "dataSet" || wireType.kind === "dataTable" || wireType.kind === "xml")) {
        report([...opPath, "result", "nullable"], `${withArticle(describe(wireType))} result may be null already; it has no nil form`);
        return;
      }
      // [XmlRoot(ElementName, Namespace)]: the result is the class's global element (lab xml-root), unless
      // [return: XmlElement] names it or makes it nillable: then a plain element of the class's type for SOAP, the
      // HTTP document's root still the class's (lab xml-root-more).
      const root = wireType.kind === "complex" && wireType.complex.root?.namespace !== undefined && op.result.name === undefined && op.result.nullable === undefined ? wireType.complex.root : undefined;
      if (!root) soapRoot = false;
      if (wireType.kind === "complex" && wireType.complex.root?.unnamed && !root) {
        report([...opPath, "result", op.result.name !== undefined ? "name" : "nullable"], `a result of class '${wireType.complex.name}' ([XmlRoot(Namespace)] alone, 'root' without 'name') renamed or nullable is not yet supported (not recorded: lab xml-root-more has it as {Method}Result)`);
        return;
      }
      // [XmlRoot(ElementName)] alone: the result is an element of that name, nillable as the root says.
      const named = wireType.kind === "complex" && wireType.complex.root?.named && op.result.name === undefined && op.result.nullable === undefined ? wireType.complex.root : undefined;
      if (named) namedRoot = named;
      // [return: XmlArrayItem(typeof(A)), XmlArrayItem(typeof(B))] object[] (ArrayOfChoice1 of classes alone): the
      // HTTP document is .NET's object[] one, ArrayOfAnyType, knowing none of the classes (lab choice-classes-result:
      // PickArray).
      const objectItems = wireType.kind === "array" && wireType.item.kind === "choice" && wireType.item.by === "element" && wireType.item.declared.kind === "object";
      const httpType = objectItems ? arrayOf({ kind: "object" }) : httpDocumentType(wireType);
      result = {
        // WCF (DataContractSerializer): a null result of a reference type travels as nil, as a Nullable<T> one does.
        // A root element ([XmlRoot(Namespace)]) is nil when null as its IsNullable says.
        // A stream result (WCF's StreamFormatter) is never nil: a null one has no wire form.
        nillable: root ? root.nillable : named ? named.nillable : (op.result.nullable ?? false) || (serializerOf(op) === "dataContract" && !isValueType(wireType) && !isStream(wireType)),
        type: attachTables(wireType, op.result, [...opPath, "result"], rowShapes, resolveColumns, report),
        ...(op.result.any ? { any: true as const } : {}),
        ...(typeof op.result.any === "object" && !Array.isArray(op.result.any) && op.result.any.name !== undefined
          ? { anyElements: [op.result.any.namespace === undefined ? { name: op.result.any.name } : { name: op.result.any.name, namespace: op.result.any.namespace }] }
          : {}),
        ...(httpType ? { httpType } : {}),
        ...(op.result.unqualified === true ? { unqualified: true as const } : {}),
        ...(op.result.documentation !== undefined ? { documentation: op.result.documentation } : {}),
      };
    }
    // [return: XmlElement("...")] renames the SOAP result element; HTTP result documents keep the type's name.
    // A class with a root namespace ([XmlRoot(ElementName, Namespace)]): both are its root element (lab xml-root).
    const classRoot = result?.type.kind === "complex" && result.type.complex.root?.namespace !== undefined ? result.type.complex.root : undefined;
    const resultRoot = soapRoot ? classRoot : undefined;
    // The HTTP document's root is the class's root element whenever [XmlRoot] names it (lab xml-root-more).
    const httpRoot = classRoot ?? (result?.type.kind === "complex" && result.type.complex.root?.named ? result.type.complex.root : undefined);
    // Namespace alone: the result keeps its default name, a global element of that namespace (lab xml-root-more).
    const resultElement = (resultRoot?.unnamed ? undefined : resultRoot?.element) ?? namedRoot?.element ?? op.result?.name ?? `${messageName}Result`;
    // [return: XmlElement(Namespace)] on an XmlElement or XmlNode result: a global element of that namespace the
    // response wrapper refers to (lab result-renamed); HTTP GET/POST documents are the node itself.
    const resultNamespace = op.result?.namespace;
    if (resultNamespace !== undefined && result) {
      const at: SpecPath = [...opPath, "result", "namespace"];
      // An enum or class result: XmlSerializer copies the type into that namespace (lab result-namespace-simple).
      const copiedProblem = result.type.kind === "enum" || result.type.kind === "complex" ? copiedTypeProblem(result.type, new Set(), "result") : undefined;
      const reason =
        resultNamespace === "" || /\s/.test(resultNamespace) ? "must be a URI without white space"
        : resultNamespace === raw.service.namespace ? "is the service's own: leave it out"
        // A nullable class or enum result: the global element nillable, the ref's minOccurs "1", null as nil (lab
        // parameter-namespace-data GetBox, result-namespace-values GetSize).
        : (result.type.kind === "enum" || result.type.kind === "complex") && copiedProblem !== undefined ? `on a result of type ${op.result!.type} is not yet supported: ASMX copies an enum or class into that namespace's schema, its fields in it on the wire (recorded: test/reference/lab/result-namespace-simple, GetColor and GetBox), and this one uses ${copiedProblem}${copiedProblem.includes("recorded") ? "" : " (not recorded)"}`
        // A dataType or a date: the global element of that type (lab parameter-namespace-data GetToken,
        // `type="s:token"`; result-namespace-values GetDate, `type="s:date"`, its HTTP document the service's dateTime).
        : result.type.kind === "simple" && ["guid", "char", "QName"].includes(result.type.simple.name) ? `on a result of type ${op.result!.type} is not yet supported (not recorded; test/reference/lab/result-namespace-simple has string, int, int? and DateTime, parameter-namespace-data a token, result-namespace-values a date)`
        : result.type.kind !== "xml" && result.type.kind !== "simple" && result.type.kind !== "enum" && result.type.kind !== "complex" ? `on a result of type ${op.result!.type} is not yet supported: the lab (test/reference/lab/result-renamed, result-namespace-simple) has it on XmlElement, XmlNode, simple-type, enum and class results, which are supported`
        : wcf ? "is XmlSerializer's [return: XmlElement(Namespace)], which a WCF service's spec does not say"
        : (op.parameterStyle ?? raw.service.parameterStyle) === "bare" || op.result!.any !== undefined ? "beside a bare operation or an [XmlAnyElement] result is not yet supported (not recorded)"
        : undefined;
      if (reason !== undefined) {
        report(at, `result namespace '${resultNamespace}' ${reason}`);
        return;
      }
      if (!globalRoot(resultNamespace, resultElement, result.type, at)) return;
    }
    if (resultRoot?.namespace !== undefined && result && !globalRoot(resultRoot.namespace, resultElement, result.type, [...opPath, "result"])) return;
    if (classRoot?.namespace !== undefined && result && !globalRoot(classRoot.namespace, classRoot.element, result.type, [...opPath, "result"])) return;
    outParams.forEach(({ field, index }) => {
      if (field.wireName === resultElement) report([...opPath, "out", index], `out parameter '${field.wireName}' has the name of the result element`);
      if (fields.some((f) => f.field.wireName === field.wireName)) {
        // ASMX allows it (ref parameters travel both ways), but the TypeScript result and input would share a name.
      }
    });

    // Headers.
    const opHeaders: OperationHeaderModel[] = [];
    (op.headers ?? []).forEach((h, j) => {
      const header = headerNames.get(h.name);
      if (!header) {
        report([...opPath, "headers", j, "name"], `unknown header '${h.name}': not declared under 'headers'${headerNames.size ? ` (declared: ${[...headerNames.keys()].join(", ")})` : ""}`);
        return;
      }
      if (opHeaders.some((o) => o.header === header)) {
        report([...opPath, "headers", j, "name"], `operation '${messageName}' binds the header '${h.name}' twice`);
        return;
      }
      const direction = h.direction ?? "in";
      if (h.required && (direction === "out" || direction === "fault")) {
        report([...opPath, "headers", j, "required"], `header '${h.name}' is ${direction === "out" ? "an out" : "a fault"} header: the handler sets it, so it cannot be required from the caller`);
      }
      opHeaders.push({ header, direction, required: h.required ?? false, tsName: headerTsNames.get(header)! });
    });

    const opFaults: FaultModel[] = [];
    const faultContracts: { type: ComplexTypeModel; name: string }[] = [];
    (op.faults ?? []).forEach((entry, j) => {
      const name = typeof entry === "string" ? entry : entry.type;
      if (typeof entry !== "string" && !wcf) report([...opPath, "faults", j], `fault '${name}': a named fault ({ type, name }) is WCF's [FaultContract(Name)] (service.wcf); ASMX faults are named by their class`);
      const fault = faultNames.get(name);
      if (!fault) report([...opPath, "faults", j], `unknown fault '${name}': not declared under 'faults'${faultNames.size ? ` (declared: ${[...faultNames.keys()].join(", ")})` : ""}`);
      else if (!opFaults.includes(fault)) {
        opFaults.push(fault);
        faultContracts.push({ type: fault.type, name: (typeof entry === "string" ? undefined : entry.name) ?? `${fault.type.typeName}Fault` });
      }
    });
    const opWcf = withRootContracts(
      wcfOperation(wcf, op, opPath, messageName, faultContracts, report, resolveType, serviceKnown),
      [...fields, ...outParams].map((f) => f.field.type),
      result?.type,
    );
    const wcfWrapperNamespace = opWcf && wcf?.contracts.find((c) => c.name === opWcf.contract)?.namespace;
    if (!streamsPlaced(op, opPath, opWcf, fields.map((f) => f.field), outParams.map((f) => f.field), result?.type, report)) return;

    if (op.useHttpGet && !raw.service.scriptService) {
      report([...opPath, "useHttpGet"], `'useHttpGet' is [ScriptMethod(UseHttpGet = true)], which only a [ScriptService] has: set 'scriptService: true' under 'service'`);
    }
    const oneWay = op.oneWay ?? false;
    if (op.enableSession && wcf) {
      report([...opPath, "enableSession"], `'enableSession' is ASMX's [WebMethod(EnableSession = true)]; a WCF service keeps no ASP.NET session`);
    }
    if (op.cacheDuration !== undefined && op.cacheDuration > 0 && wcf) {
      report([...opPath, "cacheDuration"], `'cacheDuration' is ASMX's [WebMethod(CacheDuration = N)] (ASP.NET's output cache); a WCF service has no such cache`);
    } else if (op.cacheDuration !== undefined && op.cacheDuration > 0 && oneWay) {
      report([...opPath, "cacheDuration"], `a one-way operation sends no response to cache: ASMX ignores CacheDuration on it (WebServiceHandler sets no cache policy for one-way methods); remove 'cacheDuration'`);
    }
    if (op.unknownHeaders && wcf) {
      report([...opPath, "unknownHeaders"], `'unknownHeaders' is ASMX's SoapUnknownHeader[] bound by [SoapHeader]; a WCF service has no such member`);
    } else if (op.unknownHeaders && op.unknownHeaders !== "in" && oneWay) {
      report([...opPath, "unknownHeaders"], `a one-way operation sends no response, so its unknown headers cannot be '${op.unknownHeaders}': use 'in'`);
    }
    // [SoapDocumentService(ParameterStyle)] is every method's default; [SoapDocumentMethod(ParameterStyle)] overrides
    // it (lab service-defaults).
    const bare = (op.parameterStyle ?? raw.service.parameterStyle) === "bare";
    // [return: XmlAnyElement] takes every element of the response wrapper: out parameters have not been asked of
    // the lab beside it; nor has a [ScriptService]'s JSON form of either.
    if (result?.any && outParams.length > 0) {
      report([...opPath, "out"], `operation '${messageName}': out parameters beside an xs:any result ([return: XmlAnyElement]) have not been asked of the lab yet (test/reference/lab/any-parameters/)`);
    }
    if (raw.service.scriptService && (anyParameter || result?.any)) {
      report(anyParameter ? [...opPath, "fields", anyParameter.index, "any"] : [...opPath, "result", "any"], `operation '${messageName}': [XmlAnyElement] on a parameter or result of a [ScriptService] has not been asked of the lab yet (its JSON form is not known; recorded without: test/reference/lab/any-parameters/)`);
    }
    if (bare && (anyParameter || result?.any)) {
      report([...opPath, "parameterStyle"], `bare operation '${messageName}': an xs:any ${anyParameter ? "parameter" : "result"} ([XmlAnyElement]) is not supported yet: ASMX publishes its message part as type="tns:any" (a mixed complexType named any) and ${anyParameter ? "reads every element of the SOAP Body into it" : "writes its elements directly in the SOAP Body"} (recorded: test/reference/lab/any-parameters-more/, AnyBare)`);
    } else if (bare) {
      const problem = bareProblem(op, fields.map((f) => f.field), outParams.map((f) => f.field), result);
      if (problem) report([...opPath, "parameterStyle"], `bare operation '${messageName}': ${problem}`);
      else if (classRoot && !resultRoot) report([...opPath, "result"], `bare operation '${messageName}': a renamed or nullable result of a class with a root namespace is not yet supported bare (not recorded: lab xml-root-more has the root element itself)`);
      else if (outParams.some((f) => f.field.type.kind === "complex" && f.field.type.complex.root?.namespace !== undefined)) {
        report([...opPath, "out"], `bare operation '${messageName}': an out parameter of a class with a root namespace is not yet supported bare (not recorded: lab xml-root-more has a parameter and a result)`);
      } else if (resultRoot?.unnamed || [...fields, ...outParams].some((f) => f.field.type.kind === "complex" && f.field.type.complex.root?.unnamed)) {
        report([...opPath, "parameterStyle"], `bare operation '${messageName}': a class with a root namespace alone ('root' without 'name') is not yet supported bare (not recorded: lab xml-root-more has ElementName with Namespace)`);
      }
    }
    if (oneWay) {
      if (result) report([...opPath, "result"], `one-way operation '${messageName}' cannot have a result: its caller gets no response`, true);
      if (outParams.length) report([...opPath, "out"], `one-way operation '${messageName}' cannot have out parameters`, true);
      opHeaders.forEach((h, j) => {
        if (h.direction !== "in") report([...opPath, "headers", j], `one-way operation '${messageName}' cannot send the header '${h.header.name}' back`);
      });
      if (opFaults.length) report([...opPath, "faults"], `one-way operation '${messageName}' cannot report faults: its caller gets no response`, true);
    }

    // Bindings: ASMX offers HTTP GET/POST only for text parameters and no out parameters; asked for
    // explicitly, they are an error, otherwise they are left off as ASMX does.
    const httpProblems = httpOfferProblems(fields.map((f) => f.field), outParams.length > 0, result?.type, result?.any === true);
    if (wcf && (op.bindings !== undefined || raw.service.bindings !== undefined)) {
      report([...opPath, op.bindings !== undefined ? "bindings" : "name"], "a WCF operation travels on basicHttpBinding (SOAP 1.1) only: leave 'bindings' out");
    }
    const requested: readonly BindingKind[] = wcf ? ["soap11"] : op.bindings ?? defaultBindings;
    checkDuplicates(requested, [...opPath, "bindings"], "binding", report);
    for (const binding of op.bindings ?? []) {
      if (binding !== "httpGet" && binding !== "httpPost") continue;
      for (const problem of httpProblems) {
        const at: SpecPath = problem.field === undefined ? [...opPath, problem.part ?? "out"] : [...opPath, "fields", fields[problem.field]!.index];
        report(at, `${problem.message}, so it cannot travel over ${BINDING_TITLE[binding]}; offer '${messageName}' on soap11 and soap12 only`);
      }
    }
    const orderedBindings = ALL_BINDINGS.filter((b) => requested.includes(b) && (httpProblems.length === 0 || b === "soap11" || b === "soap12"));
    if (op.binding !== undefined) {
      const problem = namedBindingProblem(raw.service.name, op.binding, orderedBindings);
      if (problem) report([...opPath, "binding"], problem);
    }
    const wrapperNamespace = bindingNamespace(op.binding);
    if (wrapperNamespace === raw.service.namespace && namesSetNamespace) {
      // Beside a set of documents, each schema is a document of its own (documentSet): one of another namespace
      // than the bindings' would be one more, which the lab has not shown. A wrapper's RequestNamespace or
      // ResponseNamespace is one (lab request-namespace-binding: schema2 urn:req, schema3 urn:res before the
      // binding's schema4, the root's parts naming the wrappers by prefixes of their own), recorded with simple
      // values alone: a class, enum or array would be declared again in that schema document.
      for (const key of ["requestNamespace", "responseNamespace"] as const) {
        const ns = op[key];
        if (ns === undefined || ns === raw.service.namespace || ns === bindingNamespace(setBinding)) continue;
        const held = key === "requestNamespace" ? fields : [...outParams, ...(result ? [{ field: { wireName: "(the result)", type: result.type } }] : [])];
        const copied = held.find(({ field }) => field.type.kind !== "simple" || ["guid", "char", "QName"].includes(field.type.simple.name));
        if (copied !== undefined) {
          report([...opPath, key], `${key} '${ns}' beside the binding '${setBinding}' of another namespace is supported with values of XML Schema types alone (recorded: test/reference/lab/request-namespace-binding), and '${copied.field.wireName}' is not one: its type would be declared again in that schema document (not recorded); leave it out here, or use such values`);
        }
      }
      for (const problem of setSchemaProblems(fields, outParams, result)) {
        report(
          [...opPath, ...problem.at],
          `${problem.message}: beside the binding '${setBinding}' of another namespace ASMX publishes one more schema document for it, built for guid and char, classes and enums of a namespace of their own and class members' elements of another (recorded: test/reference/lab/schema-documents), not for this form (not recorded); use types of the service's namespace here`,
        );
      }
    }
    if (wrapperNamespace !== raw.service.namespace) {
      // ASMX puts a bare method's elements in the binding's namespace, its schema document and the wire (lab
      // binding-namespace-types/bare: a class parameter and result); out parameters there are not recorded.
      if (bare && outParams.length > 0) report([...opPath, "out"], `an out parameter of a bare operation in the binding '${op.binding}' of another namespace is not yet supported (not recorded: lab binding-namespace-types/bare has a parameter and a result); keep it wrapped there, or offer it on the service's own binding`);
      for (const problem of foreignBindingProblems(fields, outParams, result, opFaults.length)) {
        report(
          problem.at === undefined ? [...opPath, "binding"] : [...opPath, ...problem.at],
          `${problem.message}: not supported in the binding '${op.binding}' of another namespace (simple values, enums, classes and arrays of them, SOAP headers are); offer the operation on the service's own binding, or leave that out of its types`,
        );
      }
    }
    // [XmlElement(Namespace)] on an enum or class parameter or out parameter (lab parameter-namespace-types): the type
    // copied into that namespace's schema, as for a result (result-namespace-simple), so only what may be copied.
    for (const [list, key, entries] of [[fields, "fields", op.fields], [outParams, "out", op.out ?? []]] as const) {
      for (const { field, index } of list) {
        const entry = entries[index];
        if (typeof entry !== "object" || entry.namespace === undefined || (field.type.kind !== "enum" && field.type.kind !== "complex")) continue;
        const problem = copiedTypeProblem(field.type, new Set());
        if (problem !== undefined) {
          report([...opPath, key, index, "namespace"], `'namespace' on ${key === "out" ? "an out parameter" : "a parameter"} of type ${field.type.kind === "enum" ? field.type.enum.name : field.type.complex.name} is not yet supported: ASMX copies an enum or class into that namespace's schema (recorded: test/reference/lab/parameter-namespace-types), and this one uses ${problem}${problem.includes("recorded") ? "" : " (not recorded)"}`);
        }
      }
    }
    // Form = Unqualified on a class parameter, out parameter or result (lab parameter-forms: Box, a plain class of
    // the service's namespace): the element in no namespace, the class's members in the wrapper's. A class of its
    // own namespace, with a root or in a hierarchy (xsi:type on an unqualified element) is not recorded.
    const unqualifiedClassProblem = (type: TypeModel): string | undefined => {
      if (type.kind !== "complex") return undefined;
      const c = type.complex;
      if (c.namespace !== undefined) return `the class '${c.name}' has a namespace of its own`;
      if (c.root !== undefined) return `the class '${c.name}' has a root element ([XmlRoot])`;
      if (c.base !== undefined || c.derived.length > 0 || c.abstract) return `the class '${c.name}' is part of a class hierarchy (xsi:type)`;
      if (c.anonymous) return `the class '${c.name}' is anonymous`;
      return undefined;
    };
    for (const [list, key, entries] of [[fields, "fields", op.fields], [outParams, "out", op.out ?? []]] as const) {
      for (const { field, index } of list) {
        const entry = entries[index];
        if (typeof entry !== "object" || entry.unqualified !== true) continue;
        const problem = unqualifiedClassProblem(field.type);
        if (problem !== undefined) report([...opPath, key, index, "unqualified"], `'unqualified' on ${key === "out" ? "an out parameter" : "a parameter"} of this class is not yet supported: ${problem} (not recorded: test/reference/lab/parameter-forms has a plain class of the service's namespace, Box)`);
      }
    }
    if (op.result?.unqualified === true && result) {
      const problem = unqualifiedClassProblem(result.type);
      if (problem !== undefined) report([...opPath, "result", "unqualified"], `'unqualified' on a result of this class is not yet supported: ${problem} (not recorded: test/reference/lab/parameter-forms has a plain class of the service's namespace, Box)`);
    }
    // [SoapDocumentMethod(RequestNamespace, ResponseNamespace)] (lab wrapper-namespace): recorded for the service's
    // own bindings and wrapped methods only.
    for (const key of ["requestNamespace", "responseNamespace"] as const) {
      const ns = op[key];
      if (ns === undefined) continue;
      if (ns === "" || /\s/.test(ns)) report([...opPath, key], `${key} '${ns}' must be a URI without white space`);
      else if (wrapperNamespace !== raw.service.namespace) report([...opPath, key], `${key} of an operation in the binding '${op.binding}' of another namespace is not yet supported (the lab has not shown it)`);
      else if (bare) {
        // A bare method's parameters (RequestNamespace) or result and out parameters (ResponseNamespace) are global
        // elements of that namespace's schema, a class or enum copied there as for [XmlElement(Namespace)] (lab
        // bare-defaults: Ask, Tell, Both, Pack); a class's root namespace beside it is not recorded.
        const held = key === "requestNamespace" ? fields : [...outParams, ...(result ? [{ field: { wireName: "(the result)", type: result.type } }] : [])];
        for (const { field } of held) {
          const problem = field.type.kind === "complex" && field.type.complex.root?.namespace !== undefined ? `the class '${field.type.complex.name}', which has a root namespace` : copiedTypeProblem(field.type, new Set());
          if (problem !== undefined) report([...opPath, key], `${key} of a bare operation is supported with values that may be declared again in that namespace's schema (recorded: test/reference/lab/bare-defaults), and '${field.wireName}' uses ${problem} (not recorded); leave it out, or keep the operation wrapped`);
        }
      }
      else if (key === "responseNamespace" && oneWay) report([...opPath, key], "a one-way operation has no response");
    }

    // A method name another operation already has takes names.ts's `_`, stepping over the names others have by their own.
    const natural = memberName(messageName);
    const tsName = safeName(natural, (name) => isReservedMemberName(name) || tsNames.has(name) || (name !== natural && naturalMethodNames.has(name)));
    tsNames.set(tsName, messageName);

    const typeBaseName = typeBaseNameOf(messageName);
    // [SoapHeader(Direction = Fault)]: the client's guard of this operation's faults types the headers they carry.
    let faultGuardName: string | undefined;
    if (opHeaders.some((h) => h.direction === "fault")) {
      faultGuardName = safeName(`is${typeBaseName}Fault`, (name) => isReservedTypeName(name) || takenTypeNames.has(name));
      takenTypeNames.add(faultGuardName);
    }

    operations.push({
      name: op.name,
      tsName,
      typeBaseName,
      ...(op.documentation !== undefined ? { documentation: op.documentation } : {}),
      ...(op.description !== undefined ? { description: op.description } : {}),
      bindings: orderedBindings,
      callBindings: raw.service.scriptService && outParams.length === 0 ? [...orderedBindings, "json"] : orderedBindings,
      ...(op.binding !== undefined ? { namedBinding: op.binding } : {}),
      idempotent: op.idempotent ?? true,
      fields: fields.map((f) => f.field),
      ...(result ? { result } : {}),
      outParams: outParams.map((f) => f.field),
      oneWay,
      useHttpGet: op.useHttpGet ?? false,
      enableSession: op.enableSession ?? false,
      ...(op.cacheDuration !== undefined && op.cacheDuration > 0 && !wcf && !oneWay ? { cacheDuration: op.cacheDuration } : {}),
      ...(op.unknownHeaders && !wcf ? { unknownHeaders: op.unknownHeaders } : {}),
      headers: opHeaders,
      faults: opFaults,
      ...(faultGuardName !== undefined ? { faultGuardName } : {}),
      ...(opWcf ? { wcf: opWcf } : {}),
      wire: {
        messageName,
        bare,
        requestElement: op.requestElement ?? messageName,
        responseElement: op.responseElement ?? `${messageName}Response`,
        resultElement,
        // [SoapDocumentMethod(Action)] replaces the default (lab: soap-action); WCF: the operation's action.
        soapAction: opWcf?.action ?? op.soapAction ?? soapActionOf(raw.service.namespace, messageName),
        soapActionHeader: `"${opWcf?.action ?? op.soapAction ?? soapActionOf(raw.service.namespace, messageName)}"`,
        httpPath: `/${messageName}`,
        // A node result's document is the node itself (lab xml-node-http): no root element of its own.
        httpResultElement: httpRoot?.element ?? (result && result.type.kind !== "xml" ? elementNameOf(result.httpType ?? result.type) : ""),
        ...(resultRoot ? { resultNamespace: resultRoot.namespace! } : resultNamespace !== undefined ? { resultNamespace } : {}),
        ...(classRoot && !resultRoot ? { httpResultNamespace: classRoot.namespace! } : {}),
        // A simple, enum or class result of another namespace: the HTTP document keeps the service's (lab
        // result-namespace-simple: `<string xmlns="urn:lab">`, `<Color xmlns="urn:lab">`, urn:lab's `<Box>`).
        ...(resultNamespace !== undefined && (result?.type.kind === "simple" || result?.type.kind === "enum" || result?.type.kind === "complex") ? { httpResultNamespace: raw.service.namespace } : {}),
        // WCF: the wrappers are in the operation's contract namespace (the recordings' `<OpResponse xmlns>`).
        wrapperNamespace: wcfWrapperNamespace ?? wrapperNamespace,
        requestNamespace: op.requestNamespace ?? wcfWrapperNamespace ?? wrapperNamespace,
        responseNamespace: op.responseNamespace ?? wcfWrapperNamespace ?? wrapperNamespace,
      },
    });
  }));

  /**
   * [XmlChoiceIdentifier] on a parameter (lab choice-parameter): `identifier` names another parameter of the
   * operation, an enum whose values name every element of the choice; the field keeps that parameter's TypeScript
   * name.
   */
  function choiceIdentifiers(fields: { field: FieldModel; index: number }[], path: SpecPath, what = "parameter", resultPath?: SpecPath): { field: FieldModel; index: number }[] {
    return fields.flatMap(({ field, index }) => {
      const held = field.type.kind === "array" && field.form === "repeated" ? field.type.item : field.type;
      // A parameter's, out parameter's or result's choice of classes alone, with no identifier: the value's class
      // picks the element (labs choice-classes: Put, PutMany; choice-classes-result: Pick, PickOut). Classes beside
      // simple values or named by an identifier are supported on class members only.
      const classesAlone = held.kind === "choice" && held.by === "element" && held.elements.every((e) => e.type.kind === "complex") && field.choiceIdentifier === undefined;
      if (held.kind === "choice" && held.by === "element" && held.elements.some((e) => e.type.kind === "complex") && !classesAlone) {
        report(index === -1 && resultPath ? [...resultPath, "choice"] : [...path, index, "choice"], `field '${field.wireName}': a class in a choice is supported on class members (test/reference/lab/choice-mixed, choice-classes) and, alone and without an identifier, on parameters and results; not yet on ${withArticle(what)} beside simple values or with an identifier: not asked of the lab`);
        return [];
      }
      if (classesAlone && what === "out parameter" && index !== -1 && field.form === "repeated") {
        report([...path, index, "repeated"], `field '${field.wireName}': a repeated out parameter of a choice of classes alone has not been asked of the lab yet (recorded: one value, test/reference/lab/choice-classes-result: PickOut)`);
        return [];
      }
      const named = field.choiceIdentifier;
      if (named === undefined) return [{ field, index }];
      // index -1: a choice result's own path (its identifier names an out parameter).
      const at: SpecPath = index === -1 && resultPath ? [...resultPath, "identifier"] : [...path, index, "identifier"];
      const other = fields.find((f) => f.field.wireName === named)?.field;
      // The array form (lab choice-parameters): a repeated choice, named by an array of the enum.
      const repeated = field.form === "repeated" && field.type.kind === "array";
      const choice = repeated && field.type.kind === "array" ? field.type.item : field.type;
      const elements = choice.kind === "choice" ? choice.elements.map((e) => e.element) : [];
      if (other === undefined || other === field) {
        report(at, `field '${field.wireName}': the identifier '${named}' is not another ${what} of the operation`);
        return [];
      }
      const identifierType = repeated ? (other.type.kind === "array" && other.form === "element" ? other.type.item : undefined) : other.type;
      if (identifierType?.kind !== "enum" || identifierType.enum.flags) {
        report(
          at,
          repeated
            ? `field '${field.wireName}': the identifier '${named}' of a repeated choice must be an array ${what} of an enum whose values name the choice's elements, not ${describe(other.type)}`
            : `field '${field.wireName}': the identifier '${named}' must be an enum ${what} whose values name the choice's elements, not ${describe(other.type)}`,
        );
        return [];
      }
      const values = identifierType.enum.values;
      const missing = elements.filter((e) => !values.includes(e));
      if (missing.length > 0) {
        report(at, `field '${field.wireName}': the enum ${identifierType.enum.name} of the identifier '${named}' has no value for the element${missing.length > 1 ? "s" : ""} ${missing.join(", ")}`);
        return [];
      }
      return [{ field: { ...field, choiceIdentifier: other.tsName }, index }];
    });
  }

  /**
   * Parameters of a class with a root namespace ([XmlRoot(ElementName, Namespace)]): the class's global element,
   * in that namespace, always sent (nil when null as the root says), not the parameter's own (lab xml-root).
   */
  function rootParameters(fields: { field: FieldModel; index: number }[], path: SpecPath, context: "parameter" | "out"): { field: FieldModel; index: number }[] {
    const taken = new Set<string>();
    return fields.flatMap(({ field, index }) => {
      const root = field.type.kind === "complex" ? field.type.complex.root : undefined;
      if (root?.namespace === undefined && !root?.named) return [{ field, index }];
      const className = field.type.kind === "complex" ? field.type.complex.name : "";
      if (root.unnamed && context === "out") {
        report([...path, index], `out parameter '${field.httpName}' of class '${className}' ([XmlRoot(Namespace)] alone, 'root' without 'name') is not yet supported (not recorded: lab xml-root-more has results and parameters of it)`);
        return [];
      }
      if (field.nillable || field.httpName !== field.wireName) {
        report([...path, index], `parameter '${field.httpName}' is the root element of class '${className}' ('root'): leave out ${field.nillable ? "'nullable'" : "'parameterName'"}`);
        return [];
      }
      // Namespace alone: the parameter's own name, a global element of that namespace (lab xml-root-more).
      const element = root.unnamed ? field.wireName : root.element;
      const key = `${root.namespace} ${element}`;
      if (taken.has(key)) {
        report([...path, index], `parameter '${field.httpName}' would travel as the root element '${element}' of another parameter`);
        return [];
      }
      taken.add(key);
      if (root.namespace !== undefined && !globalRoot(root.namespace, element, field.type, [...path, index])) return [];
      // ElementName alone: an element of that name in the service's namespace (lab xml-root-more).
      return [{ field: { ...field, wireName: element, ...(root.namespace !== undefined ? { namespace: root.namespace } : {}), nillable: root.nillable, occurs: { min: "1", max: "1" } }, index }];
    });
  }

  /**
   * A global element of a root namespace ([XmlRoot(Namespace)]) that a result or parameter is: one element of a
   * name per namespace, so two of one name must be of one class (ASMX's ?wsdl would fail on two).
   */
  function globalRoot(namespace: string, element: string, type: TypeModel, path: SpecPath): boolean {
    // A class, or an XmlElement/XmlNode result's node kind (lab result-renamed: XmlSerializer refuses one element
    // of both, "The top XML element ... references distinct types").
    // A simple type's element is typed with it (lab result-namespace-simple): one name of two types would clash too.
    const owner = type.kind === "complex" ? type.complex : type.kind === "xml" ? type.node : type.kind === "simple" ? `the type ${type.simple.name}` : type.kind === "enum" ? `the enum ${type.enum.name}` : undefined;
    const key = `${namespace} ${element}`;
    const known = rootElements.get(key);
    if (rootElements.has(key) && known !== owner) {
      const name = (o: ComplexTypeModel | string | undefined): string => (typeof o === "string" ? o : `class '${o?.name ?? ""}'`);
      report(path, `the element '${element}' of '${namespace}' would be of both ${name(known)} and ${name(owner)}: a global element of a root namespace has one type (rename one)`);
      return false;
    }
    rootElements.set(key, owner);
    return true;
  }

  function operationFields(entries: readonly RawSpec["operations"][number]["fields"][number][], path: SpecPath, context: "parameter" | "out", opName: string, home: string | undefined): { field: FieldModel; index: number }[] {
    const result: { field: FieldModel; index: number }[] = [];
    const seen = new Map<string, string>();
    const naturalNames = new Set(entries.map((entry) => memberName(typeof entry === "string" ? entry : entry.name)));
    entries.forEach((entry, j) => {
      const entryPath: SpecPath = [...path, j];
      const field = types.field(entry, entryPath, context, home);
      if (!field) return;
      const wireLower = field.wireName.toLowerCase();
      if (seen.has(wireLower)) {
        const other = seen.get(wireLower)!;
        report(entryPath, other === field.wireName
          ? `operation '${opName}' lists the ${context === "out" ? "out parameter" : "field"} '${field.wireName}' twice`
          : `operation '${opName}' has fields '${other}' and '${field.wireName}', which differ only in case; HTTP GET/POST parameter names are case-insensitive`);
        return;
      }
      seen.set(wireLower, field.wireName);
      // A property name another field already has takes names.ts's `_`, as in a class (type-resolver.ts).
      const natural = field.tsName;
      // An operation's answer holds its out parameters beside `result` and `headers`.
      const answerMember = (name: string): boolean => context === "out" && (name === "result" || name === "headers");
      const tsName = safeName(natural, (name) => isReservedMemberName(name) || answerMember(name) || result.some((f) => f.field.tsName === name) || (name !== natural && naturalNames.has(name)));
      result.push({ field: tsName === natural ? field : { ...field, tsName }, index: j });
    });
    return result;
  }

  // Element names share one schema: Op, OpResponse, classes, headers and the global result elements must not clash.
  // Keyed by namespace too: [SoapDocumentMethod(RequestNamespace, ResponseNamespace)] puts wrappers in schemas of their own.
  const elementOwners = new Map<string, string>(headers.map((h) => [`${raw.service.namespace} ${h.name}`, `header '${h.name}'`]));
  operations.forEach((op) => {
    const index = raw.operations.findIndex((o) => (o.messageName ?? o.name) === op.wire.messageName);
    // A bare method has no wrappers: its parameters' and result's global elements take their names.
    const wrappers: [string, string][] = [[op.wire.requestNamespace, op.wire.requestElement], [op.wire.responseNamespace, op.wire.responseElement]];
    for (const [ns, element] of op.wire.bare ? [] : wrappers) {
      const owner = elementOwners.get(`${ns} ${element}`);
      if (owner) report(["operations", index, "name"], `element '${element}' of operation '${op.wire.messageName}' clashes with ${owner}`);
      elementOwners.set(`${ns} ${element}`, `operation '${op.wire.messageName}'`);
    }
  });
  // A bare method's parameters, result and out parameters are global elements; two methods may share one (lab
  // bare-more) if it is of one .NET type, a nullable value type counting as its value type (the first method's
  // element stands for both). Of two types ASMX refuses the service (lab bare-clash: "The top XML element 'when'
  // from namespace 'urn:random' references distinct types System.String and System.String[]").
  const bareElements = new Map<string, { type: string; owner: string }>();
  operations.forEach((op) => {
    if (!op.wire.bare) return;
    const index = raw.operations.findIndex((o) => (o.messageName ?? o.name) === op.wire.messageName);
    const claim = (element: string, namespace: string | undefined, type: TypeModel, path: SpecPath, what: string, defaultNs: string): void => {
      const key = `${namespace ?? defaultNs} ${element}`;
      const typeName = specTypeName(type);
      const owner = `operation '${op.wire.messageName}' ${what}`;
      const first = bareElements.get(key);
      if (first === undefined) bareElements.set(key, { type: typeName, owner });
      else if (first.type !== typeName) {
        report(path, `the global element '${element}' of '${namespace ?? defaultNs}' would be ${first.type} (${first.owner}) and ${typeName} (${owner}): ASMX refuses the service ("references distinct types"); rename one`);
      }
    };
    op.fields.forEach((field, j) => {
      const { element, type } = bareElementOf(field);
      claim(element, field.namespace, type, ["operations", index, "fields", j, "name"], `parameter '${field.wireName}'`, op.wire.requestNamespace);
    });
    if (op.oneWay) return;
    if (op.result) claim(op.wire.resultElement, op.wire.resultNamespace, op.result.type, ["operations", index, "result"], "result", op.wire.responseNamespace);
    op.outParams.forEach((field, j) => claim(field.wireName, field.namespace, field.type, ["operations", index, "out", j, "name"], `out parameter '${field.wireName}'`, op.wire.responseNamespace));
  });
  // A SOAPAction routes one operation ([SoapDocumentMethod(Action)] may take another's), unless requests are routed
  // by their body element ([SoapDocumentService(RoutingStyle = RequestElement)]): then any may share one (lab
  // request-routing: two methods of Action = ""), and a bare method needs one parameter to be found (ASMX refuses
  // the service otherwise).
  const byElement = raw.service.routingStyle === "requestElement";
  const actionOwners = new Map<string, string>();
  operations.forEach((op) => {
    const owner = actionOwners.get(op.wire.soapAction);
    const index = raw.operations.findIndex((o) => (o.messageName ?? o.name) === op.wire.messageName);
    if (byElement && op.wire.bare && op.fields.length !== 1) {
      report(["operations", index, "parameterStyle"], `bare operation '${op.wire.messageName}' has ${op.fields.length} parameters: routed by request element (service.routingStyle), a bare method must have exactly one`);
    }
    if (byElement) return;
    if (owner) report(["operations", index, raw.operations[index]?.soapAction !== undefined ? "soapAction" : "name"], `operation '${op.wire.messageName}' has the SOAPAction '${op.wire.soapAction}' of operation '${owner}'`);
    else actionOwners.set(op.wire.soapAction, op.wire.messageName);
  });
  // Routed by request element, two operations of one element (bare methods of one parameter element) cannot be
  // told apart: ASMX refuses such requests as it refuses a shared SOAPAction under SOAPAction routing.
  if (byElement) {
    const shared = sharedRequestElements(operations.filter((op) => op.wire.bare ? op.fields.length === 1 : true));
    if (shared.length > 0) report(["service", "routingStyle"], `operations ${shared.map((n) => `'${n}'`).join(", ")} have one request element: routed by request element (service.routingStyle), each needs its own`);
  }
  // The HTTP result documents' default arrays of [return: XmlArrayItem] results, numbered in the WSDL past every
  // SOAP wrapper, in the order the HTTP bindings reflect the methods (lab nesting-level-results).
  for (const op of operations) {
    const result = op.result as { -readonly [K in keyof ResultModel]: ResultModel[K] } | undefined;
    if (result?.httpType === undefined) continue;
    // A method off the HTTP bindings has no such document (and its client no need of the document codec).
    if (!op.bindings.some((b) => b === "httpGet" || b === "httpPost")) delete result.httpType;
    if (result.httpType?.kind !== "array") continue;
    const schemaType = types.httpSchemaType(result.httpType, op.wire.httpResultNamespace ?? op.wire.resultNamespace ?? raw.service.namespace);
    if (schemaType !== result.httpType) result.httpSchemaType = schemaType;
  }
  const typeNames = new Set<string>([...types.classesOf("type"), ...types.classesOf("header")].map((c) => c.name));
  for (const e of enums.keys()) typeNames.add(e);
  const arrayNames = new Map<string, string>();
  const noteArrays = (type: TypeModel, where: string): void => {
    if (type.kind !== "array") return;
    if (typeNames.has(type.typeName)) report([], `the array type '${type.typeName}' XmlSerializer names for ${where} clashes with a declared type of that name`);
    arrayNames.set(type.typeName, where);
    noteArrays(type.item, where);
  };
  for (const c of types.classesOf("type")) for (const f of [...c.fields]) noteArrays(f.type, `${c.name}.${f.wireName}`);
  // HTTP GET/POST document elements: the first operation of each element and namespace decides its nillability
  // (ASMX imports the return mappings in method order and reuses an element's accessor); a later nullable value
  // type's null is then the element empty (lab result-namespace-simple: GetCount's int, then GetMaybe's int?).
  const httpElements = new Map<string, boolean>();
  operations.forEach((op, i) => {
    if (!op.result || !op.bindings.some((b) => b === "httpGet" || b === "httpPost")) return;
    const kind = (op.result.httpType ?? op.result.type).kind;
    const key = `${op.wire.httpResultNamespace ?? op.wire.resultNamespace ?? raw.service.namespace} ${op.wire.httpResultElement}`;
    const first = httpElements.get(key);
    if (first === undefined) httpElements.set(key, op.result.nillable);
    else if (first === false && op.result.nillable && (kind === "simple" || kind === "enum")) {
      operations[i] = { ...op, wire: { ...op.wire, httpNullEmpty: true } };
    }
  });
  const globalNames = new Set(operations.filter((o) => (o.wire.httpResultNamespace ?? o.wire.resultNamespace ?? raw.service.namespace) === raw.service.namespace && o.bindings.some((b) => b === "httpGet" || b === "httpPost")).map((o) => o.wire.httpResultElement));
  operations.forEach((op) => {
    if (!op.wire.bare && globalNames.has(op.wire.requestElement)) {
      report(["operations", raw.operations.findIndex((o) => (o.messageName ?? o.name) === op.wire.messageName), "name"], `operation '${op.wire.messageName}' has the name of a global result element of the WSDL`);
    }
  });

  // A subclass its base does not include is in the WSDL only where something names it (or derives from it):
  // one that nothing the operations use reaches would be left out, and .NET would not know its xsi:type.
  const exported = new Set<ComplexTypeModel>();
  const reach = (type: TypeModel): void => {
    if (type.kind === "complex") exportClass(type.complex);
    else if (type.kind === "array") reach(type.item);
    else if (type.kind === "choice") for (const e of choiceElements(type)) reach(e.type);
  };
  const exportClass = (c: ComplexTypeModel): void => {
    if (exported.has(c)) return;
    exported.add(c);
    if (c.base) exportClass(c.base);
    for (const d of c.derived) if (d.xmlInclude) exportClass(d);
    for (const f of [...c.fields, ...c.attributes]) reach(f.type);
  };
  for (const op of operations) {
    for (const f of [...op.fields, ...op.outParams]) reach(f.type);
    if (op.result) reach(op.result.type);
    for (const h of op.headers) exportClass(h.header.type);
  }
  // [XmlInclude] on the service or its methods: classes XmlSerializer knows before any operation.
  const xmlIncludes: ComplexTypeModel[] = [];
  (raw.service.xmlInclude ?? []).forEach((name, i) => {
    const c = types.classNamed(name);
    if (!c || c.role !== "type") report(["service", "xmlInclude", i], `unknown class '${name}': [XmlInclude] names a class declared under 'types'`);
    else if (xmlIncludes.includes(c)) report(["service", "xmlInclude", i], `class '${name}' is listed twice`);
    // XmlReflectionImporter: "Cannot include anonymous type": [XmlInclude] names a type an xsi:type can name.
    else if (c.anonymous) report(["service", "xmlInclude", i], `class '${name}' is anonymous: [XmlInclude] names a class for xsi:type, which an anonymous class has no name for`);
    else {
      xmlIncludes.push(c);
      exportClass(c);
    }
  });
  // [XmlAttribute(Namespace)] equal to the class's own namespace: XmlSerializer publishes and writes it as a plain
  // attribute, no ref, no prefix, and reads only an unprefixed one (lab attribute-own-namespace).
  for (const [section, role] of [["types", "type"], ["headers", "header"]] as const) {
    for (const c of types.classesOf(role)) {
      const own = c.namespace ?? raw.service.namespace;
      for (const f of c.attributes) {
        if (f.namespace !== own) continue;
        const entries = raw[section]?.[c.name]?.fields ?? [];
        const index = entries.findIndex((e) => typeof e !== "string" && e.name === f.wireName);
        report(index < 0 ? [section, c.name] : [section, c.name, "fields", index, "namespace"], `field '${f.wireName}': the attribute namespace '${own}' is its class's own: ASMX publishes and writes such an attribute as a plain one (no prefix; a prefixed one is not read; test/reference/lab/attribute-own-namespace): leave out 'namespace'`);
      }
    }
  }
  // [XmlRoot(ElementName, Namespace)] of its own on an included subclass of a base of no namespace that something
  // names itself: the subclass's type moves to the root's namespace beside a copy of the base there, which the
  // service's base does not include, so ASMX publishes the subclass nowhere and cannot send one ("The type
  // Lab.Line was not expected", lab all-named, RootSub), as for [XmlType(Namespace)] (lab cross-base, OwnSub). A
  // base reached only through the subclass moves with it (lab xml-root-more, RootDerived).
  const named = new Set<ComplexTypeModel>();
  const name = (type: TypeModel): void => {
    if (type.kind === "complex") named.add(type.complex);
    else if (type.kind === "array") name(type.item);
    else if (type.kind === "choice") for (const e of choiceElements(type)) name(e.type);
  };
  for (const op of operations) for (const f of [...op.fields, ...op.outParams, ...(op.result ? [op.result] : [])]) name(f.type);
  for (const c of [...types.classesOf("type"), ...types.classesOf("header")]) for (const f of [...c.fields, ...c.attributes]) name(f.type);
  for (const c of types.classesOf("type")) {
    const rootNamespace = raw.types?.[c.name]?.root?.namespace;
    const base = c.base;
    if (base === undefined || !c.xmlInclude || raw.types?.[c.name]?.namespace !== undefined || rootNamespace === undefined || rootNamespace === raw.service.namespace) continue;
    let ancestor: ComplexTypeModel | undefined = base;
    let rooted = false;
    for (; ancestor !== undefined; ancestor = ancestor.base) if (ancestor.root !== undefined || ancestor.namespace !== undefined) rooted = true;
    if (rooted || !named.has(base)) continue;
    report(["types", c.name, "root", "namespace"], `class '${c.name}' has a root namespace of its own and derives from '${base.name}', which has none and is used itself: XmlSerializer makes '${base.name}' a copy in '${rootNamespace}' that the service's '${base.name}' does not include, so ASMX publishes neither and cannot send a '${c.name}' (lab all-named, RootSub); give '${base.name}' the namespace too, or drop this one`);
  }
  for (const c of types.classesOf("type")) {
    if (c.base && !c.xmlInclude && !exported.has(c)) {
      report(["types", c.name, "xmlInclude"], `class '${c.name}' is not included by its base and nothing the operations use names it, so the WSDL would leave it out and .NET would not know it: use it somewhere, or drop 'xmlInclude: false'`);
    }
  }

  const packageIdentity = buildPackageIdentity(raw.package, source.path, report);

  // Named bindings X and X1 would both publish a binding X1 (X's SOAP 1.2 one, X1's SOAP 1.1 one).
  const bindingNames = new Set(raw.operations.map((op) => op.binding));
  raw.operations.forEach((op, i) => {
    if (op.binding !== undefined && bindingNames.has(`${op.binding}1`)) {
      report(["operations", i, "binding"], `the bindings '${op.binding}' and '${op.binding}1' would both publish a binding '${op.binding}1' (SOAP 1.2 names the binding X1)`);
    }
  });

  // Two or more imported documents of located bindings beside schemas of other namespaces (lab binding-location-more,
  // locthreetyped): the root's declarations come from ServiceDescription.Write's hash table, and the schemas' s1, s2
  // ... beside i1 and i2 make it larger, another bucket count, another order (recorded for one size only). Beside a
  // binding in another namespace (a set of documents) the root declares no schema prefixes: nothing to refuse.
  if (foreignNamespaces.size === 0) {
    const problem = locatedImportsProblem(raw.service.namespace, operations, xmlIncludes, namedBindings);
    if (problem) report(["service", "namedBindings", problem.binding], problem.message);
  }
  const scriptService = scriptServiceOf(raw, types.classesOf("type"), operations, report);
  // An object holding an enum of its own namespace names it by an xsi:type of that namespace (lab enum-namespace).
  // A header class's members count: the SOAP serializer reflects headers too (lab object-known, kind 6).
  // An ISerializable fault detail's entries are objects too (docs/wcf-design.md §38).
  const objectTypes = objectTypesOf(operations, [...types.classesOf("type"), ...types.classesOf("header"), ...types.classesOf("fault").filter((c) => c.iSerializable)]);
  const httpObjectTypes = httpObjectTypesOf(operations, xmlIncludes);
  types.checkClassArrays(classHomes(operations, raw.service.namespace, objectTypes.length > 0 || wcf !== undefined));
  // ServiceHost refuses to open a contract without operations ("ContractDescription 'X' has zero operations"; lab
  // test/reference/wcf/empty-contract/): its endpoint would publish a port type no client can call.
  wcf?.contracts.forEach((c) => {
    if (operations.some((o) => o.wcf?.contract === c.name)) return;
    const i = raw.service.wcf!.contracts.findIndex((r) => r.name === c.name);
    report(["service", "wcf", "contracts", i, "name"], `contract '${c.name}' has no operation: WCF opens no endpoint for a contract without operations ("has zero operations"); give it one (an operation's 'contract: ${c.name}') or leave it out`);
  });
  if (wcf && operations.length === raw.operations.length) checkWcfGlobalElements(operations, raw.operations, wcf.dataContractNamespace, report);
  if (problems.length > 0) return { diagnostics: problems };

  // A method's named binding ([SoapDocumentMethod(Binding)]) holds its SOAP operations: port type X, bindings X
  // and X1. Per SOAP version the bindings, the service's own among them, come in the publisher's hash order
  // (binding-order.ts): the spec's bindingOrder, else the order of their first methods.
  const firstMethods = firstMethodsOrder(raw.service.name, operations.map((op) => op.namedBinding));
  const bindingOrder = raw.service.wsdl?.bindingOrder;
  const ordered = bindingOrder === undefined ? firstMethods : orderedGroups(raw.service.name, [...new Set(operations.map((op) => op.namedBinding))], bindingOrder);
  if (typeof ordered === "string") {
    report(["service", "wsdl", "bindingOrder"], ordered);
    return { diagnostics: problems };
  }
  const soapGroups = bindingOrder === undefined || ordered.includes(undefined) ? ordered : [undefined, ...ordered];
  const bindingsModel: BindingModel[] = ALL_BINDINGS.flatMap((kind) => {
    const soap = kind === "soap11" || kind === "soap12";
    const binding = (bindingName: string, portTypeName: string, named: string | undefined): BindingModel => ({
      kind,
      bindingName,
      portTypeName,
      namespace: soap ? bindingNamespace(named) : raw.service.namespace,
      ...(soap && bindingLocation(named) !== undefined ? { location: bindingLocation(named)! } : {}),
      messageSuffix: { soap11: "Soap", soap12: "Soap", httpGet: "HttpGet", httpPost: "HttpPost" }[kind],
      requestContentType: CONTENT_TYPE[kind],
      responseContentType: soap ? CONTENT_TYPE[kind] : CONTENT_TYPE.httpResponse,
      operations: operations.filter((op) => op.bindings.includes(kind) && (!soap || op.namedBinding === named)),
      soapActionRequired: kind === "soap12" ? sharedRequestElements(operations.filter((op) => op.bindings.includes(kind) && op.namedBinding === named)) : [],
      ...(!soap && raw.service.bindings?.includes(kind) === true ? { publishedEmpty: true } : {}),
      // Soap12ProtocolReflector conforms to no profile: only SOAP 1.1 claims one (lab conformance).
      ...(kind === "soap11" && (named === undefined ? raw.service.conformanceClaim === "basicProfile1_1" : claimingBindings.has(named)) ? { conformanceClaim: BASIC_PROFILE_1_1 } : {}),
    });
    const own = binding(
      raw.service.name + { soap11: "Soap", soap12: "Soap12", httpGet: "HttpGet", httpPost: "HttpPost" }[kind],
      raw.service.name + { soap11: "Soap", soap12: "Soap", httpGet: "HttpGet", httpPost: "HttpPost" }[kind],
      undefined,
    );
    if (!soap) return [own];
    return soapGroups.map((name) => (name === undefined ? own : binding(kind === "soap11" ? name : `${name}1`, name, name)));
  });

  const model: ServiceModel = deepFreeze({
    name: raw.service.name,
    tsNames: serviceNames,
    namespace: raw.service.namespace,
    endpoint: raw.service.endpoint,
    ...(raw.service.documentation !== undefined ? { documentation: raw.service.documentation } : {}),
    ...(raw.service.description !== undefined ? { description: raw.service.description } : {}),
    routingStyle: raw.service.routingStyle ?? "soapAction",
    wsdlStyle: {
      prefixOrder: raw.service.wsdl?.prefixOrder ?? [],
      newline: raw.service.wsdl?.newline === "crlf" ? "\r\n" : "\n",
      bindingStyle: raw.service.wsdl?.framework === "1.x",
      importXmlSchema: raw.service.wsdl?.importXmlSchema ?? false,
    },
    enums: [...enums.values()],
    types: [...types.classesOf("type"), ...types.classesOf("header"), ...types.classesOf("fault")],
    xmlIncludes,
    headers,
    faults,
    rowShapes: [...rowShapes.values()],
    dataSets: [...dataSets.values()],
    xmlSerializables: [...serializables.values()],
    objectTypes,
    ...(httpObjectTypes ? { httpObjectTypes } : {}),
    operations,
    ...(scriptService ? { scriptService } : {}),
    bindings: bindingsModel,
    ...(foreignNamespaces.size > 0 ? { documentSet: documentSetOf(raw.service.namespace, bindingsModel) } : {}),
    credentials,
    source,
    package: packageIdentity,
    ...(wcf ? { wcf: { ...wcf, ...(operations.some((o) => o.wcf !== undefined && o.wcf.serializer !== wcf.serializer) ? { mixed: true as const } : {}), ...(twins.length > 0 ? { twins } : {}), contracts: wcf.contracts.map((c) => ({ ...c, operations: operations.filter((o) => o.wcf?.contract === c.name).map((o) => o.name) })) } } : {}),
  });
  return { model, diagnostics: [] };
}

/** The spec's `service.wcf` block, checked (contracts' operations are filled once the operations are built). */
function wcfOf(raw: RawSpec, report: (path: SpecPath, message: string, key?: boolean) => void): WcfModel | undefined {
  const block = raw.service.wcf;
  if (!block) return undefined;
  const contracts: ContractModel[] = [];
  // WsdlExporter names each binding (and its port) uniquely among the service's: BasicHttpBinding_<contract>, then
  // with 1, 2, ... appended (NamingHelper.GetUniqueName).
  const bindingNames = new Set<string>();
  const uniqueBinding = (base: string): string => {
    let name = base;
    for (let n = 1; bindingNames.has(name); n++) name = `${base}${n}`;
    bindingNames.add(name);
    return name;
  };
  const addresses = new Set<string>();
  block.contracts.forEach((c, i) => {
    const at: SpecPath = ["service", "wcf", "contracts", i];
    if (c.address !== undefined && c.addresses !== undefined) {
      report([...at, "addresses"], `contract '${c.name}' has both 'address' and 'addresses': give one`, true);
      return;
    }
    if (contracts.some((other) => other.name === c.name)) report([...at, "name"], `contract '${c.name}' is listed twice`);
    else if (/\s/.test(c.namespace)) report([...at, "namespace"], `namespace '${c.namespace}' must be a URI without white space`);
    else {
      const list = c.addresses ?? [c.address ?? ""];
      // `soap12` names addresses of the contract whose endpoint is SOAP 1.2 without addressing (a custom binding).
      const soap12 = new Set<string>();
      (c.soap12 ?? []).forEach((address, j) => {
        if (!list.includes(address)) report([...at, "soap12", j], `contract '${c.name}' has no address '${address}': soap12 names addresses of the contract (address or addresses)`);
        else if (soap12.has(address)) report([...at, "soap12", j], `address '${address}' is listed twice in soap12`);
        soap12.add(address);
      });
      const ports = list.map((address, j): WcfPort => {
        const where: SpecPath = c.addresses ? [...at, "addresses", j] : [...at, "address"];
        if (addresses.has(address.toLowerCase())) report(where, `contract '${c.name}' has the address '${address}' of another endpoint: one endpoint per address`);
        addresses.add(address.toLowerCase());
        // WsdlExporter names a CustomBinding's binding CustomBinding_<contract> (test/reference/wcf/soap12/).
        return soap12.has(address)
          ? { address, bindingName: uniqueBinding(`CustomBinding_${c.name}`), soap12: true }
          : { address, bindingName: uniqueBinding(`BasicHttpBinding_${c.name}`) };
      });
      contracts.push({ name: c.name, namespace: c.namespace, address: ports[0]!.address, bindingName: ports[0]!.bindingName, ports, ...(c.sessionMode !== undefined && c.sessionMode !== "allowed" ? { sessionMode: c.sessionMode } : {}), ...(c.serializer !== undefined ? { serializer: c.serializer } : {}), operations: [] });
    }
  });
  if (block.serializer === "xmlSerializer") {
    // One XmlSerializer schema per namespace holds its contracts' wrappers: two contracts of one namespace would be
    // one XmlSchemas' merge, not written yet (docs/wcf-design.md §14).
    contracts.forEach((c, i) => {
      if (contracts.findIndex((o) => o.namespace === c.namespace) < i) {
        report(["service", "wcf", "contracts", i, "namespace"], `contract '${c.name}' shares the namespace '${c.namespace}' with another: [XmlSerializerFormat] contracts of one namespace are not generated yet`);
      }
    });
  }
  // SOAP 1.2 endpoints are recorded over http only (docs/wcf-design.md §16; [XmlSerializerFormat]'s: §41).
  block.contracts.forEach((c, i) => {
    if (!c.soap12?.length) return;
    if (block.security === "transport") report(["service", "wcf", "contracts", i, "soap12"], `contract '${c.name}': SOAP 1.2 endpoints with transport security are not generated yet`);
  });
  if (block.dataContractNamespace !== undefined && /\s/.test(block.dataContractNamespace)) {
    report(["service", "wcf", "dataContractNamespace"], `namespace '${block.dataContractNamespace}' must be a URI without white space`);
  }
  if (block.security === "transport" && !/^https:/i.test(raw.service.endpoint)) {
    report(["service", "endpoint"], "security: transport needs an https endpoint (basicHttpBinding's Transport security)");
  }
  return {
    serializer: block.serializer ?? "dataContract",
    ...(block.dataContractNamespace !== undefined ? { dataContractNamespace: block.dataContractNamespace } : {}),
    security: block.security ?? "none",
    ...(block.contractWsdl === "separate" ? { separateContractWsdl: true as const } : {}),
    ...(block.durationBounds === false ? { durationBounds: false as const } : {}),
    contracts,
  };
}

/** An operation's WCF contract and actions: `<contract ns>/<contract>/<operation>` ([OperationContract] defaults). */
/** [ServiceKnownType]s: the contracts' (resolved once, checked at their place) and a resolver for the operations'. */
interface ServiceKnown {
  readonly contracts: ReadonlyMap<string, readonly KnownTypeModel[]>;
  readonly resolve: (name: string, path: SpecPath) => KnownTypeModel | undefined;
}

function serviceKnownTypes(raw: RawSpec, wcf: WcfModel | undefined, types: TypeResolver, report: (path: SpecPath, message: string, key?: boolean) => void): ServiceKnown {
  const contracts = new Map<string, KnownTypeModel[]>();
  const resolve = (name: string, path: SpecPath): KnownTypeModel | undefined => types.knownContract(name, path);
  (raw.service.wcf?.contracts ?? []).forEach((c, i) => {
    if (!c.knownTypes) return;
    const at: SpecPath = ["service", "wcf", "contracts", i, "knownTypes"];
    // [ServiceKnownType] on an [XmlSerializerFormat] contract adds XmlSerializer's included types: not recorded.
    if ((c.serializer ?? wcf?.serializer) === "xmlSerializer") {
      report(at, `contract '${c.name}': known types of an [XmlSerializerFormat] contract are not generated yet ([ServiceKnownType] is DataContractSerializer's here)`, true);
      return;
    }
    contracts.set(c.name, knownList(c.knownTypes, at, resolve));
  });
  return { contracts, resolve };
}

/** Known types by name, each resolved at its place, without repeats. */
function knownList(names: readonly string[], at: SpecPath, resolve: ServiceKnown["resolve"]): KnownTypeModel[] {
  const list: KnownTypeModel[] = [];
  names.forEach((name, j) => {
    const k = resolve(name, [...at, j]);
    if (k && !list.some((s) => sameKnown(s, k))) list.push(k);
  });
  return list;
}

function wcfOperation(
  wcf: WcfModel | undefined,
  op: RawSpec["operations"][number],
  opPath: SpecPath,
  messageName: string,
  faults: { type: ComplexTypeModel; name: string }[],
  report: (path: SpecPath, message: string, key?: boolean) => void,
  resolveType: (typeName: string, path: SpecPath) => TypeModel | undefined,
  serviceKnown: ServiceKnown,
): OperationWcfModel | undefined {
  if (!wcf) {
    for (const key of ["contract", "declaredIn", "action", "replyAction", "message", "serializer", "knownTypes"] as const) {
      if (op[key] !== undefined) report([...opPath, key], `'${key}' applies to WCF operations (service.wcf)`, true);
    }
    return undefined;
  }
  const contract = op.contract === undefined ? wcf.contracts[0] : wcf.contracts.find((c) => c.name === op.contract);
  if (!contract) {
    const names = wcf.contracts.map((c) => c.name);
    const hint = didYouMean(op.contract ?? "", names) ?? `contracts: ${names.join(", ")}`;
    report([...opPath, "contract"], `unknown contract '${op.contract}': not under service.wcf.contracts; ${hint}`);
    return undefined;
  }
  // An inherited operation: wrappers in the declaring contract's namespace, default actions after it (corpus 101).
  const declaring = op.declaredIn ?? contract;
  if (op.declaredIn && /\s/.test(op.declaredIn.namespace)) report([...opPath, "declaredIn", "namespace"], `namespace '${op.declaredIn.namespace}' must be a URI without white space`);
  const ns = declaring.namespace.endsWith("/") ? declaring.namespace : `${declaring.namespace}/`;
  const action = op.action ?? `${ns}${declaring.name}/${messageName}`;
  let message: OperationWcfModel["message"];
  const serializer = op.serializer ?? contract.serializer ?? wcf.serializer;
  if (serializer === "xmlSerializer") {
    // Not modelled for XmlSerializer's framing yet (docs/wcf-design.md §14): one line, at the key.
    if (op.headers) report([...opPath, "headers"], "SOAP headers of an [XmlSerializerFormat] WCF service are not generated yet", true);
    if (op.message) xmlSerializerMessageLimits(op.message, declaring.namespace, [...opPath, "message"], report);
  }
  if (op.message) {
    const at: SpecPath = [...opPath, "message"];
    if (op.fields.length > 0 || op.result || op.out || op.headers) {
      report(at, "an operation with message contracts takes and returns them only: leave fields empty and result, out and headers out", true);
    }
    if (op.oneWay && op.message.response) report([...at, "response"], "a one-way operation has no response message", true);
    const xml = serializer === "xmlSerializer";
    const request = messageContract(op.message.request, declaring.namespace, [...at, "request"], report, resolveType, xml);
    const response = op.message.response && messageContract(op.message.response, declaring.namespace, [...at, "response"], report, resolveType, xml);
    message = { request, ...(response ? { response } : {}) };
  }
  // [ServiceKnownType]s: the contract's, then the operation's own (DataContractSerializer's; lab wcf/known-classes).
  let knownTypes: KnownTypeModel[] = [];
  if (op.knownTypes && serializer === "xmlSerializer") {
    report([...opPath, "knownTypes"], `operation '${op.name}': known types of an [XmlSerializerFormat] operation are not generated yet ([ServiceKnownType] is DataContractSerializer's here)`, true);
  } else if (serializer === "dataContract") {
    knownTypes = [...(serviceKnown.contracts.get(contract.name) ?? [])];
    for (const k of knownList(op.knownTypes ?? [], [...opPath, "knownTypes"], serviceKnown.resolve)) if (!knownTypes.some((s) => sameKnown(s, k))) knownTypes.push(k);
  }
  const knownScope = knownClosure(knownTypes);
  // ReplyAction defaults to the default action's, whatever Action says (urn:tracking/cancel: .../CancelShipmentResponse).
  return {
    contract: contract.name,
    namespace: declaring.namespace,
    ...(op.declaredIn ? { declaredIn: { name: op.declaredIn.name, namespace: op.declaredIn.namespace } } : {}),
    action,
    replyAction: op.replyAction ?? `${ns}${declaring.name}/${messageName}Response`,
    faults,
    ...(message ? { message } : {}),
    serializer,
    ...(knownTypes.length ? { knownTypes } : {}),
    ...(knownScope.length ? { knownScope } : {}),
  };
}

/**
 * Where a stream (System.IO.Stream, spec type `stream`) may stand, as .NET's OperationFormatter allows it (its
 * TypeLoader refuses a Stream beside other body parts; docs/wcf-design.md §33): the sole body part of its message
 * (the one parameter, or the result with no out parameters, or the one body member of a message contract whose
 * other members are headers), of a DataContractSerializer operation. Each misplaced one is reported at its spec
 * position; false when any was.
 */
function streamsPlaced(
  op: RawSpec["operations"][number],
  opPath: SpecPath,
  opWcf: OperationWcfModel | undefined,
  fields: readonly FieldModel[],
  outParams: readonly FieldModel[],
  resultType: TypeModel | undefined,
  report: (path: SpecPath, message: string, key?: boolean) => void,
): boolean {
  let placed = true;
  const refuse = (path: SpecPath, message: string): void => {
    report(path, `type 'stream' (System.IO.Stream): ${message}`);
    placed = false;
  };
  const request = fields.findIndex((f) => isStream(f.type));
  const reply = outParams.findIndex((f) => isStream(f.type));
  const streamResult = resultType !== undefined && isStream(resultType);
  const parts: { path: SpecPath; body: number }[] = [];
  if (request >= 0) parts.push({ path: [...opPath, "fields", request, "type"], body: fields.length });
  if (reply >= 0) refuse([...opPath, "out", reply, "type"], "an out or ref Stream parameter has not been recorded (test/reference/wcf/stream has Stream parameters and results)");
  if (streamResult) parts.push({ path: [...opPath, "result", "type"], body: outParams.length + 1 });
  const message = op.message;
  const contracts = [
    ["request", message?.request, opWcf?.message?.request],
    ["response", message?.response, opWcf?.message?.response],
  ] as const;
  for (const [side, rawContract, model] of contracts) {
    if (!rawContract || !model) continue;
    const streams = (rawContract.body ?? []).flatMap((b, i) => (b.type.trim() === "stream" ? [i] : []));
    for (const i of streams) parts.push({ path: [...opPath, "message", side, "body", i, "type"], body: (rawContract.body ?? []).length });
    (rawContract.headers ?? []).forEach((h, i) => {
      if (h.type.trim() === "stream") refuse([...opPath, "message", side, "headers", i, "type"], "a message header cannot be a stream; WCF streams the message's sole body member only");
    });
  }
  if (parts.length === 0) return placed;
  if (opWcf && opWcf.serializer !== "dataContract") {
    refuse(parts[0]!.path, "an [XmlSerializerFormat] operation has no streamed form (DataContractSerializer's operations only)");
    return false;
  }
  if ((op.parameterStyle ?? undefined) === "bare") {
    refuse([...opPath, "parameterStyle"], "a bare operation's streamed body is not generated (wrapped operations and message contracts only)");
    return false;
  }
  for (const part of parts) {
    if (part.body > 1) refuse(part.path, "a streamed body part must be the sole body part of its message (.NET refuses a Stream beside other parameters, out parameters, a result or body members)");
  }
  return placed;
}

/**
 * DataContractSerializer: each part's serializer also resolves an `i:type` naming its root contract, and the item
 * contracts of a root collection, collection by collection (ResolveDataContractFromRootDataContract, reference
 * source; lab wcf/object-arrays: EchoItems.nested reads an ArrayOfanyType inside an object[] parameter no known
 * type names). Added to the operation's `knownScope` (the bottom of the stack), not to its [ServiceKnownType]s,
 * which the metadata exports: one list for all its parts, so a part also accepts another part's root.
 */
function withRootContracts(
  opWcf: OperationWcfModel | undefined,
  parts: readonly TypeModel[],
  result: TypeModel | undefined,
): OperationWcfModel | undefined {
  if (!opWcf || opWcf.serializer !== "dataContract") return opWcf;
  const messages = [opWcf.message?.request, opWcf.message?.response].flatMap((m) => (m ? [...m.headers, ...m.body].map((p) => p.type) : []));
  const scope: KnownTypeModel[] = [...(opWcf.knownScope ?? [])];
  const add = (k: KnownTypeModel): void => {
    if (!scope.some((s) => sameKnown(s, k))) scope.push(k);
  };
  // Only collections whose items or values are objects, where an i:type may name them (object[] in object[]); a
  // root class or a collection of classes (an object inside naming it) is the same rule, not recorded.
  const holdsObject = (t: TypeModel): boolean =>
    t.kind === "object" || (t.kind === "array" && holdsObject(t.item)) || (t.kind === "map" && (holdsObject(t.key) || holdsObject(t.value)));
  for (const root of [...parts, ...(result ? [result] : []), ...messages]) {
    if (!holdsObject(root)) continue;
    if (root.kind === "map") add(root);
    for (let t: TypeModel = root; t.kind === "array"; t = t.item) add(t);
  }
  return scope.length ? { ...opWcf, knownScope: scope } : opWcf;
}

/**
 * What an [XmlSerializerFormat] message contract may hold (lab wcf/xml-serializer/messages): XmlSerializer gives a
 * class without [XmlType(Namespace)] the namespace of the element that refers to it (the recording's PlaceOrder,
 * WrapperNamespace msg: Line's children read in msg), so a wrapper in another namespace than the contract's would
 * put the class's members there: not generated yet (a part's own namespace: `messageContract`). MustUnderstand on
 * XmlSerializer's headers is not recorded. One positioned line each.
 */
function xmlSerializerMessageLimits(
  message: NonNullable<RawSpec["operations"][number]["message"]>,
  contractNamespace: string,
  at: SpecPath,
  report: (path: SpecPath, message: string, key?: boolean) => void,
): void {
  const sides = [["request", message.request], ["response", message.response]] as const;
  for (const [side, raw] of sides) {
    if (!raw) continue;
    if (raw.wrapperNamespace !== undefined && raw.wrapperNamespace !== contractNamespace) {
      report([...at, side, "wrapperNamespace"], `message contract '${raw.name}' of an [XmlSerializerFormat] operation: a wrapper namespace other than the contract's is not generated yet (XmlSerializer puts the members' classes in it)`, true);
    }
    (raw.headers ?? []).forEach((p, i) => {
      if (p.mustUnderstand) {
        report([...at, side, "headers", i, "mustUnderstand"], `message header '${p.name}' of an [XmlSerializerFormat] operation: mustUnderstand is not generated yet (not recorded)`, true);
      }
    });
  }
}

/**
 * A [MessageContract]: its parts in the contract's namespace unless they name theirs, body members ordered;
 * `xmlSerializer`: an [XmlSerializerFormat] operation's (a class part only in the contract's namespace).
 */
function messageContract(
  raw: RawMessageContract,
  contractNamespace: string,
  path: SpecPath,
  report: (path: SpecPath, message: string, key?: boolean) => void,
  resolveType: (typeName: string, path: SpecPath) => TypeModel | undefined,
  xmlSerializer = false,
): MessageContractModel {
  const seen = new Set<string>();
  const part = (p: { name: string; type: string; namespace?: string; order?: number; mustUnderstand?: boolean; nullable?: boolean }, at: SpecPath, header = false): MessagePartModel[] => {
    const namespace = p.namespace ?? contractNamespace;
    if (seen.has(`${namespace} ${p.name}`)) {
      report([...at, "name"], `message contract '${raw.name}' has the member '${p.name}' twice`);
      return [];
    }
    seen.add(`${namespace} ${p.name}`);
    if (!isXmlName(p.name)) report([...at, "name"], `member name '${p.name}' is not a valid XML name`);
    const type = resolveType(p.type, [...at, "type"]);
    if (!type) return [];
    // XmlSerializer writes a class's members (an array's items) in the namespace of the element that refers to it
    // (lab wcf/xml-serializer/messages): a part of another namespace would put them there, not generated yet.
    if (xmlSerializer && namespace !== contractNamespace && type.kind !== "simple" && type.kind !== "enum") {
      report([...at, "namespace"], `message ${header ? "header" : "body member"} '${p.name}' of an [XmlSerializerFormat] operation: a part of type '${describe(type)}' in another namespace than the contract's is not generated yet (XmlSerializer puts its members there)`, true);
      return [];
    }
    // A subtype in a header travels by i:type in .NET (DataContractSerializer of the declared type); Mono's header
    // framing drops and ignores it (lab message-headers/), so .NET's bytes are not recorded: refused, not guessed.
    if (header && type.kind === "complex" && type.complex.knownTypes?.length) {
      report([...at, "type"], `message header '${p.name}' of a class with known types ('${type.complex.name}'): a subtype's i:type in a header is not recorded (Mono's header framing drops it); declare the header of a class without knownTypes`);
      return [];
    }
    // Nullable<T>: a value type's; a reference type is nil when null already.
    if (p.nullable && !isValueType(type)) {
      report([...at, "nullable"], `message ${header ? "header" : "body member"} '${p.name}': 'nullable' is for a value type (Nullable<T>); '${describe(type)}' is a reference type, nil when null already`, true);
      return [];
    }
    return [
      {
        name: p.name,
        tsName: memberName(p.name),
        type,
        namespace,
        ...(p.order !== undefined ? { order: p.order } : {}),
        ...(p.mustUnderstand ? { mustUnderstand: true as const } : {}),
        ...(p.nullable ? { nillable: true as const } : {}),
      },
    ];
  };
  const headers = (raw.headers ?? []).flatMap((h, i) => part(h, [...path, "headers", i], true));
  const body = (raw.body ?? []).flatMap((b, i) => part(b, [...path, "body", i]));
  const wrapped = raw.wrapped ?? true;
  if (!wrapped && (raw.wrapperName !== undefined || raw.wrapperNamespace !== undefined)) {
    report([...path, raw.wrapperName !== undefined ? "wrapperName" : "wrapperNamespace"], "an unwrapped message contract has no wrapper element", true);
  }
  const ordinal = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
  return {
    name: raw.name,
    ...(wrapped ? { wrapper: { element: raw.wrapperName ?? raw.name, namespace: raw.wrapperNamespace ?? contractNamespace } } : {}),
    headers,
    body: [...body].sort((a, b) => (a.order ?? -1) - (b.order ?? -1) || ordinal(a.name, b.name)),
  };
}

function attachTables(
  type: TypeModel,
  result: RawResult,
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
  if (type.kind === "dataSet" && type.typed) {
    if (result.tables || result.dataSet) report([...path, result.tables ? "tables" : "dataSet"], `typed DataSet '${type.typed.name}' takes its name and tables from its schema`, true);
    return type;
  }
  const tables: TableModel[] = [];
  for (const [name, shape] of Object.entries(result.tables ?? {})) {
    if (!isXmlName(name)) report([...path, "tables", name], `table name '${name}' is not a valid XML name`, true);
    if (typeof shape === "string") {
      const rowShape = rowShapes.get(shape);
      if (!rowShape) {
        report([...path, "tables", name], `unknown row shape '${shape}': not defined under 'tables'`);
        continue;
      }
      tables.push({ name, rowShape: shape, rowTypeName: rowShape.rowTypeName, columns: rowShape.columns });
    } else {
      tables.push({ name, rowTypeName: pascalName(`${name}Row`), columns: resolveColumns(shape, [...path, "tables", name]) });
    }
  }
  if (type.kind === "dataTable") {
    if (tables.length > 1) report([...path, "tables"], "a DataTable result declares exactly one table", true);
    return tables.length ? { kind: "dataTable", table: tables[0] } : type;
  }
  if (result.dataSet && !isXmlName(result.dataSet)) report([...path, "dataSet"], `DataSet name '${result.dataSet}' is not a valid XML name`);
  return { kind: "dataSet", ...(type.typed ? { typed: type.typed } : {}), dataSetName: result.dataSet, tables: result.tables ? tables : undefined };
}

/** Why an operation cannot go on the HTTP bindings: a field (by index), its out parameters or its result. */
interface HttpProblem {
  readonly field?: number;
  readonly part?: "out" | "result";
  readonly message: string;
}

/**
 * ASMX's HTTP GET and POST bindings read parameters as text with .NET's Parse methods: primitives, enums,
 * strings, dates, decimals and one-dimensional arrays of them, and have no way to return out parameters.
 * A method with anything else is left off those bindings (System.Web.Services' HttpServerProtocol), and so
 * is one returning an array of objects (no recorded form of its HTTP result document). A lone object is
 * offered (the lab: test/reference/lab/object-http), and so is a lone XmlNode or XmlElement, whose document is
 * the node itself (lab xml-node-http).
 */
function httpOfferProblems(fields: readonly FieldModel[], hasOut: boolean, result: TypeModel | undefined, anyResult: boolean): HttpProblem[] {
  const problems: HttpProblem[] = [];
  fields.forEach((field, i) => {
    const type = field.type;
    const scalar = type.kind === "array" ? type.item : type;
    let message: string | undefined;
    if (field.sqlType) message = "is a SqlTypes struct, which ASMX's HTTP bindings cannot read";
    else if (field.nillable && isValueType(field.type)) message = "is a nullable value type, which ASMX's HTTP bindings cannot read";
    else if (scalar.kind === "simple" && scalar.simple.name === "guid") message = "has type guid, which ASMX's HTTP bindings cannot read";
    else if (scalar.kind === "simple" && scalar.simple.name === "QName") {
      // The lab: a QName parameter leaves the method off HTTP GET/POST (its prefix needs XML's declarations).
      message = "has type QName, whose prefix needs XML's namespace declarations (parameters there are text)";
    }
    // A byte[] is read as repeated byte values (httpRepeats); an array of them is not.
    else if (type.kind === "array" && scalar.kind === "simple" && scalar.simple.name === "base64Binary") {
      message = "is an array of byte arrays, which ASMX's HTTP bindings cannot read";
    } else if (scalar.kind === "object") message = "holds an object, which says its type in XML (parameters there are text)";
    else if (scalar.kind !== "simple" && scalar.kind !== "enum") message = `is ${withArticle(describe(type))} (parameters there are text)`;
    if (message) problems.push({ field: i, message: `field '${field.wireName}' ${message}` });
  });
  if (hasOut) problems.push({ message: "it has out parameters, which ASMX's HTTP bindings cannot return" });
  // A lone XmlNode or XmlElement result is offered: its document is the node itself (lab xml-node-http). As
  // [return: XmlAnyElement] it has no recorded HTTP form.
  if (result?.kind === "xml" && (anyResult || (result.node !== "XmlNode" && result.node !== "XmlElement"))) {
    problems.push({ part: "result", message: `its result is ${anyResult ? "an [XmlAnyElement] " : "an "}${result.node}, which the HTTP bindings here do not return` });
  }
  // Nor has the result document of an array of objects (an object's is `<anyType xsi:type=...>`).
  if (result?.kind === "array" && result.item.kind === "object") problems.push({ part: "result", message: "its result holds objects, which the HTTP bindings here do not return" });
  // Without a schema provider its document is the class's element, WriteXml's output inside (lab xml-serializable-bare).
  if (result?.kind === "serializable" && result.serializable.schema !== undefined) problems.push({ part: "result", message: `its result is an ${result.serializable.name}, which writes its own XML and which the HTTP bindings here do not return` });
  return problems;
}

/**
 * The enums and array types an object value may be (none where the service holds no object): those the
 * operations and classes use, which XmlSerializer has met, by XML type name, in first-use order.
 */
function objectTypesOf(operations: readonly OperationModel[], classes: readonly ComplexTypeModel[]): { name: string; type: TypeModel }[] {
  const named = new Map<string, TypeModel>();
  let holdsObject = false;
  const note = (type: TypeModel): void => {
    if (type.kind === "object") holdsObject = true;
    // An anonymous enum has no xsi:type name, as an anonymous class has none (lab object-anonymous): left out.
    else if (type.kind === "enum" && !type.enum.anonymous && !named.has(type.enum.name)) named.set(type.enum.name, type);
    else if (type.kind === "array") {
      if (!named.has(type.typeName)) named.set(type.typeName, type);
      note(type.item);
    } else if (type.kind === "map") {
      // A dictionary's values may be objects (Dictionary<string, object>: lab wcf/object-arrays).
      note(type.key);
      note(type.value);
    }
  };
  // A known type ([KnownType], [ServiceKnownType]) an object may be: an enum, a collection; a known dictionary is an
  // object type only as a known type (a dictionary member is not one: not recorded).
  const noteKnown = (k: KnownTypeModel): void => {
    if (k.kind === "map") {
      if (!named.has(k.typeName)) named.set(k.typeName, k);
      note(k.key);
      note(k.value);
    } else if (k.kind !== "complex") note(k);
  };
  for (const op of operations) {
    if (op.result) note(op.result.type);
    for (const field of [...op.fields, ...op.outParams]) note(field.type);
    // Its [ServiceKnownType]s and the root contracts of its parts (OperationWcfModel.knownScope).
    for (const k of op.wcf?.knownScope ?? []) noteKnown(k);
  }
  for (const c of classes) {
    // An ISerializable class's entries are objects (docs/wcf-design.md §38).
    if (c.iSerializable) holdsObject = true;
    for (const k of c.known ?? []) noteKnown(k);
    for (const field of [...c.fields, ...c.attributes, ...(c.text ? [c.text] : [])]) {
      if (field.form === "any" || field.form === "anyAttribute") continue; // XML as it is: no named type
      note(field.form === "repeated" && field.type.kind === "array" ? field.type.item : field.type);
    }
  }
  return holdsObject ? [...named].map(([name, type]) => ({ name, type })) : [];
}

/**
 * The types an HTTP GET/POST result document's XmlSerializer knows, where an operation HTTP offers returns an object
 * (undefined otherwise): ASMX imports the results of the methods HTTP offers, and the service's [XmlInclude]s, into
 * one importer (lab object-known: a class only a parameter, a header or a result HTTP does not offer reaches is "not
 * expected"; a member's class, an included one are known). Classes by name, enums and arrays by XML type name.
 */
function httpObjectTypesOf(operations: readonly OperationModel[], xmlIncludes: readonly ComplexTypeModel[]): string[] | undefined {
  const http = operations.filter((op) => op.result !== undefined && (op.bindings.includes("httpGet") || op.bindings.includes("httpPost")));
  // An object result's document, or an object[] one of a choice of classes alone (lab choice-classes-result).
  const objectDocument = (op: OperationModel): boolean => {
    const type = op.result!.httpType ?? op.result!.type;
    return type.kind === "object" || (op.result!.httpType?.kind === "array" && op.result!.httpType.item.kind === "object");
  };
  if (!http.some(objectDocument)) return undefined;
  const known = new Set<string>();
  const seen = new Set<ComplexTypeModel>();
  const visitClass = (c: ComplexTypeModel): void => {
    if (seen.has(c)) return;
    seen.add(c);
    known.add(c.name);
    if (c.base) visitClass(c.base);
    for (const d of c.derived) if (d.xmlInclude) visitClass(d);
    for (const field of [...c.fields, ...c.attributes, ...(c.text ? [c.text] : [])]) visit(field.type);
  };
  const visit = (type: TypeModel): void => {
    switch (type.kind) {
      case "complex":
        return visitClass(type.complex);
      case "enum":
        known.add(type.enum.name);
        return;
      case "array":
        known.add(type.typeName);
        return visit(type.item);
      case "choice":
        if (type.by === "class") visitClass(type.declared);
        for (const e of choiceElements(type)) visit(e.type);
        return;
      default:
        return;
    }
  };
  for (const op of http) {
    // A choice of classes alone travels over HTTP as an object (<anyType>, or ArrayOfAnyType): its document's
    // serializer does not know those classes (lab choice-classes: Pick.httpget.pallet is "The type Lab.Pallet was
    // not expected"; choice-classes-result: PickMany, PickArray).
    if (!(op.result!.httpType && objectDocument(op))) visit(op.result!.type);
    if (op.result!.httpType) visit(op.result!.httpType);
  }
  for (const c of xmlIncludes) visitClass(c);
  return [...known];
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

/**
 * Why `name` cannot be an operation's named binding, or undefined: ASMX names its bindings X (SOAP 1.1) and
 * X1 (SOAP 1.2) and its port type X, beside the service's own `{Service}Soap`, `{Service}Soap12`, ...
 */
/**
 * The documents ASMX writes for bindings in other namespaces (lab binding-namespace): one WSDL document per
 * namespace, in the order of its first binding, and one schema document per namespace, in the order the
 * bindings are reflected (the published order), each binding exporting its elements as it is: the service's
 * first unless a binding in another namespace comes before its own (lab binding-location-forms/beside: Other,
 * Ext, LocatedBesideSoap, so schema1 is urn:other). A binding at a location exports nothing: not in the set.
 */
function documentSetOf(serviceNamespace: string, bindings: readonly BindingModel[]): DocumentSetModel {
  const exported = bindings.filter((b) => b.operations.length > 0 && b.location === undefined);
  const others = [...new Set(exported.filter((b) => b.namespace !== serviceNamespace).map((b) => b.namespace))];
  // A binding's methods export their wrappers' schemas as met: a method of the service's binding with a
  // RequestNamespace/ResponseNamespace its request's, then its response's (lab request-namespace-binding: urn:lab,
  // urn:req, urn:res, then the binding Far's urn:far). The methods of a binding of another namespace or at a location
  // offered on the service's HTTP bindings export nothing there.
  // A type of another schema namespace makes its schema document where the exporter first meets it (lab
  // schema-documents: Microsoft's guid/char types, a class or enum of [XmlType(Namespace)], a member's element of
  // another namespace; HTTP GET/POST, reflected last, ASMX's StringArray of `{namespace}/AbstractTypes`).
  const met = (b: BindingModel): string[] => {
    const out: string[] = [b.namespace];
    const seen = new Set<string>();
    for (const op of b.operations) {
      if (b.kind === "httpGet" || b.kind === "httpPost") {
        if (op.fields.some((f) => httpRepeats(f.type))) out.push(serviceNamespace.endsWith("/") ? `${serviceNamespace}AbstractTypes` : `${serviceNamespace}/AbstractTypes`);
        const type = op.result?.httpSchemaType ?? op.result?.httpType ?? op.result?.type;
        if (type !== undefined) schemaNamespacesMet(type, serviceNamespace, out, seen);
        continue;
      }
      if (op.wire.bare) {
        for (const f of [...op.fields, ...op.outParams]) schemaNamespacesMet(f.type, f.namespace ?? op.wire.wrapperNamespace, out, seen);
        if (op.result) schemaNamespacesMet(op.result.type, op.wire.resultNamespace ?? op.wire.wrapperNamespace, out, seen);
        continue;
      }
      const own = op.wire.wrapperNamespace === b.namespace;
      if (own) out.push(op.wire.requestNamespace);
      for (const f of op.fields) fieldNamespacesMet(f, op.wire.requestNamespace, out, seen);
      if (op.oneWay) continue;
      if (own) out.push(op.wire.responseNamespace);
      if (op.result?.member) fieldNamespacesMet(op.result.member, op.wire.responseNamespace, out, seen);
      else if (op.result) schemaNamespacesMet(op.result.type, op.wire.resultNamespace ?? op.wire.responseNamespace, out, seen);
      for (const f of op.outParams) fieldNamespacesMet(f, op.wire.responseNamespace, out, seen);
      for (const h of op.headers) schemaNamespacesMet({ kind: "complex", complex: h.header.type }, serviceNamespace, out, seen);
    }
    return out;
  };
  const schemas = [...new Set([...exported.flatMap((b) => met(b)), serviceNamespace])];
  return {
    wsdl: others.map((namespace, i) => ({ id: `wsdl${i + 1}`, namespace })),
    schemas: schemas.map((namespace, i) => ({ id: `schema${i + 1}`, namespace })),
  };
}

/**
 * The schema namespaces the exporter creates, in order, while exporting `type` for an element of `elementNs` (the
 * WSDL emitter's SchemaExport.typeOf): guid and char in Microsoft's types namespace, an enum, array or class in its
 * own namespace or the element's, a class's members in its namespace, members of another namespace in theirs.
 * `seen` holds the classes walked, by namespace.
 */
function schemaNamespacesMet(type: TypeModel, elementNs: string, out: string[], seen: Set<string>): void {
  switch (type.kind) {
    case "simple":
      if (type.dataType === undefined && (type.simple.name === "guid" || type.simple.name === "char")) out.push(MICROSOFT_TYPES_NAMESPACE);
      return;
    case "enum":
      if (!type.enum.anonymous) out.push(type.enum.namespace ?? elementNs);
      return;
    case "array": {
      const ns = type.itemNamespace ?? elementNs;
      out.push(ns);
      if (type.item.kind === "choice") for (const e of choiceElements(type.item)) schemaNamespacesMet(e.type, ns, out, seen);
      else schemaNamespacesMet(type.item, ns, out, seen);
      return;
    }
    case "choice":
      for (const e of choiceElements(type)) schemaNamespacesMet(e.type, elementNs, out, seen);
      return;
    case "complex": {
      const c = type.complex;
      const ns = c.anonymous ? elementNs : c.namespace ?? elementNs;
      if (!c.anonymous) out.push(ns);
      const key = `${ns} ${c.name}`;
      if (seen.has(key)) return;
      seen.add(key);
      if (c.base !== undefined) schemaNamespacesMet({ kind: "complex", complex: c.base }, ns, out, seen);
      for (const member of [...c.fields, ...c.attributes, ...(c.text ? [c.text] : [])]) fieldNamespacesMet(member, ns, out, seen);
      return;
    }
    default:
      return;
  }
}

/** A field's element: a global one of its own namespace (then its type there), or in place (schemaNamespacesMet). */
function fieldNamespacesMet(field: FieldModel, ns: string, out: string[], seen: Set<string>): void {
  const type = field.form === "repeated" && field.type.kind === "array" ? field.type.item : field.type;
  if (field.namespace !== undefined && field.namespace !== ns) {
    out.push(field.namespace);
    schemaNamespacesMet(type, field.namespace, out, seen);
  } else schemaNamespacesMet(type, ns, out, seen);
}

/** The namespace of XmlSerializer's own simple types (guid, char): a schema document of its own beside a set. */
const MICROSOFT_TYPES_NAMESPACE = "http://microsoft.com/wsdl/types/";

/**
 * Where an operation of a binding in another namespace goes beyond what is supported. XmlSerializer reflects such
 * a method's types with the binding's namespace as their default (lab binding-namespace-types): a class or enum
 * without a namespace of its own is published again in the binding's schema document and travels in its namespace,
 * which the WSDL emitter and the runtime (a class's members take the namespace of the element holding them) follow.
 * Recorded and supported: simple values, classes (attributes, nullable members, repeated elements), enums, arrays of
 * them, SOAP headers (their elements stay in the service's namespace). Anything that names another namespace, or
 * travels by xsi:type, or needs a schema document of its own, is not.
 */
function foreignBindingProblems(
  fields: readonly { field: FieldModel; index: number }[],
  outParams: readonly { field: FieldModel; index: number }[],
  result: ResultModel | undefined,
  faults: number,
): { at?: SpecPath; message: string }[] {
  const problems: { at?: SpecPath; message: string }[] = [];
  const seen = new Set<ComplexTypeModel>();
  const problemOf = (type: TypeModel): string | undefined => copiedTypeProblem(type, seen, "binding");
  for (const [list, key] of [[fields, "fields"], [outParams, "out"]] as const) {
    for (const { field, index } of list) {
      const problem = problemOf(field.type);
      const what = `the ${key === "out" ? "out parameter" : "parameter"} '${field.wireName}'`;
      if (problem) problems.push({ at: [key, index], message: `${what} uses ${problem}` });
      else if (field.namespace !== undefined) problems.push({ at: [key, index, "namespace"], message: `${what} has a namespace of its own` });
      else if (field.form !== "element") problems.push({ at: [key, index], message: `${what} is a ${field.form} parameter` });
    }
  }
  const resultProblem = result === undefined ? undefined : problemOf(result.type);
  if (resultProblem) problems.push({ at: ["result"], message: `the result uses ${resultProblem}` });
  if (faults > 0) problems.push({ at: ["faults"], message: "it declares faults" });
  return problems;
}

/**
 * Why `type` needs a schema of a namespace other than the service's, or undefined: a class, enum, root or member of
 * a namespace of its own, a guid or char (Microsoft's types namespace); `all` adds an any member's element of another
 * namespace and a typed DataSet (whose schema the WSDL carries). `seen` holds the classes already walked.
 */
function otherSchemaTypeOf(type: TypeModel, seen: Set<ComplexTypeModel>, all = false): string | undefined {
  switch (type.kind) {
    case "simple":
      return type.simple.name === "guid" || type.simple.name === "char" ? `a ${type.simple.name}` : undefined;
    case "enum":
      return type.enum.namespace !== undefined ? `the enum '${type.enum.name}' of '${type.enum.namespace}'` : undefined;
    case "array":
      if (type.namespace !== undefined || type.itemNamespace !== undefined) return "an array whose items have a namespace of their own";
      return otherSchemaTypeOf(type.item, seen, all);
    case "complex": {
      const c = type.complex;
      if (seen.has(c)) return undefined;
      seen.add(c);
      if (c.namespace !== undefined) return `the class '${c.name}' of '${c.namespace}'`;
      if (c.root?.namespace !== undefined) return `the class '${c.name}', whose root element is of '${c.root.namespace}'`;
      for (const member of [...c.fields, ...c.attributes, ...(c.text ? [c.text] : [])]) {
        if (member.namespace !== undefined) return `the member '${member.wireName}' of the class '${c.name}', of '${member.namespace}'`;
        if (all && member.anyElements?.some((e) => e.namespace !== undefined)) return `the member '${member.wireName}' of the class '${c.name}', which takes elements of another namespace`;
        const problem = otherSchemaTypeOf(member.type, seen, all);
        if (problem) return problem;
      }
      for (const sub of c.derived) {
        const problem = otherSchemaTypeOf({ kind: "complex", complex: sub }, seen, all);
        if (problem) return problem;
      }
      return c.base ? otherSchemaTypeOf({ kind: "complex", complex: c.base }, seen, all) : undefined;
    }
    case "dataSet":
      return all && type.typed !== undefined ? `the typed DataSet '${type.typed.name}' of '${type.typed.namespace}'` : undefined;
    case "choice":
      // The elements' types (found by the random check: a choice of classes of their own namespace).
      for (const element of choiceElements(type)) {
        const problem = otherSchemaTypeOf(element.type, seen, all);
        if (problem) return problem;
      }
      return undefined;
    default:
      return undefined;
  }
}

/**
 * The located binding that makes the root's second imported document (prefix i1) when the root's inline schemas
 * are of more than the service's namespace, with why (the first type or element found of another namespace), or
 * undefined. The imports come in method order, one per namespace and location (the WSDL emitter's locatedImports).
 */
function locatedImportsProblem(
  serviceNamespace: string,
  operations: readonly OperationModel[],
  xmlIncludes: readonly ComplexTypeModel[],
  namedBindings: Readonly<Record<string, { readonly namespace: string; readonly location?: string }>>,
): { binding: string; message: string } | undefined {
  const imports: string[] = [];
  let second: string | undefined;
  for (const op of operations) {
    const named = op.namedBinding === undefined || !Object.hasOwn(namedBindings, op.namedBinding) ? undefined : namedBindings[op.namedBinding]!;
    if (named?.location === undefined) continue;
    const key = `${named.namespace} ${named.location}`;
    if (imports.includes(key)) continue;
    imports.push(key);
    if (imports.length === 2) second = op.namedBinding;
  }
  if (second === undefined) return undefined;
  const seen = new Set<ComplexTypeModel>();
  const other = (ns: string | undefined): boolean => ns !== undefined && ns !== serviceNamespace;
  const why = ((): string | undefined => {
    for (const op of operations) {
      const within = (what: string): string => `the operation '${op.wire.messageName}': ${what}`;
      // A wrapper in its binding's namespace is the located document's (or the service's own schema's).
      if (op.wire.requestNamespace !== op.wire.wrapperNamespace) return within(`its request wrapper is of '${op.wire.requestNamespace}'`);
      if (!op.oneWay && op.wire.responseNamespace !== op.wire.wrapperNamespace) return within(`its response wrapper is of '${op.wire.responseNamespace}'`);
      if (other(op.wire.resultNamespace)) return within(`its result element is of '${op.wire.resultNamespace}'`);
      if (other(op.wire.httpResultNamespace)) return within(`its HTTP result element is of '${op.wire.httpResultNamespace}'`);
      for (const field of [...op.fields, ...op.outParams]) {
        const problem = other(field.namespace) ? `an element of '${field.namespace}'` : otherSchemaTypeOf(field.type, seen, true);
        if (problem) return within(`the parameter '${field.wireName}' uses ${problem}`);
        // ASMX's StringArray of a repeated HTTP GET/POST parameter is a type of `{namespace}/AbstractTypes`.
        if ((op.bindings.includes("httpGet") || op.bindings.includes("httpPost")) && httpRepeats(field.type)) return within(`the parameter '${field.wireName}' repeats over HTTP GET/POST (ASMX's StringArray of '.../AbstractTypes')`);
      }
      const result = op.result === undefined ? undefined : otherSchemaTypeOf(op.result.type, seen, true);
      if (result) return within(`the result uses ${result}`);
      for (const h of op.headers) {
        const problem = otherSchemaTypeOf({ kind: "complex", complex: h.header.type }, seen, true);
        if (problem) return within(`the header '${h.header.name}' uses ${problem}`);
      }
    }
    for (const c of xmlIncludes) {
      const problem = otherSchemaTypeOf({ kind: "complex", complex: c }, seen, true);
      if (problem) return `the service's xmlInclude uses ${problem}`;
    }
    return undefined;
  })();
  if (why === undefined) return undefined;
  return {
    binding: second,
    message: `the binding '${second}' makes the root's second imported document (prefix i1) beside a schema of another namespace (${why}): ASMX then orders the root's namespace declarations by a hash table whose size varies with them, which is not modelled, so this is not supported yet; keep that type in the service's namespace, or the located bindings to one namespace and location`,
  };
}

/**
 * Where an operation of the service's own bindings, beside a binding in another namespace, uses a type of a schema
 * namespace other than the service's that the set does not build (unbuiltSchemaTypeOf).
 */
function setSchemaProblems(
  fields: readonly { field: FieldModel; index: number }[],
  outParams: readonly { field: FieldModel; index: number }[],
  result: ResultModel | undefined,
): { at: SpecPath; message: string }[] {
  const seen = new Set<ComplexTypeModel>();
  const problems: { at: SpecPath; message: string }[] = [];
  for (const [list, key] of [[fields, "fields"], [outParams, "out"]] as const) {
    for (const { field, index } of list) {
      const problem = field.namespace !== undefined ? `an element of '${field.namespace}'` : unbuiltSchemaTypeOf(field.type, seen);
      if (problem) problems.push({ at: [key, index], message: `the ${key === "out" ? "out parameter" : "parameter"} '${field.wireName}' uses ${problem}` });
    }
  }
  const resultProblem = result === undefined ? undefined : unbuiltSchemaTypeOf(result.type, seen);
  if (resultProblem) problems.push({ at: ["result"], message: `the result uses ${resultProblem}` });
  return problems;
}

/**
 * Why `type` needs a schema document of another namespace beside a set that is not built, or undefined. Built (lab
 * schema-documents): guid and char (Microsoft's types namespace), a class or enum of a namespace of its own, a class
 * member's element of another namespace, each a schema document numbered as met. Not recorded there: a root element,
 * an array's items, an attribute or an any member's elements of another namespace, a typed DataSet. `seen` holds the
 * classes walked.
 */
function unbuiltSchemaTypeOf(type: TypeModel, seen: Set<ComplexTypeModel>): string | undefined {
  switch (type.kind) {
    case "array":
      if (type.namespace !== undefined || type.itemNamespace !== undefined) return "an array whose items have a namespace of their own";
      return unbuiltSchemaTypeOf(type.item, seen);
    case "complex": {
      const c = type.complex;
      if (seen.has(c)) return undefined;
      seen.add(c);
      if (c.root?.namespace !== undefined) return `the class '${c.name}', whose root element is of '${c.root.namespace}'`;
      for (const member of [...c.fields, ...c.attributes, ...(c.text ? [c.text] : [])]) {
        if (member.namespace !== undefined && member.form !== "element") return `the member '${member.wireName}' of the class '${c.name}', of '${member.namespace}'`;
        if (member.anyElements?.some((e) => e.namespace !== undefined)) return `the member '${member.wireName}' of the class '${c.name}', which takes elements of another namespace`;
        const problem = unbuiltSchemaTypeOf(member.type, seen);
        if (problem) return problem;
      }
      for (const sub of c.derived) {
        const problem = unbuiltSchemaTypeOf({ kind: "complex", complex: sub }, seen);
        if (problem) return problem;
      }
      return c.base ? unbuiltSchemaTypeOf({ kind: "complex", complex: c.base }, seen) : undefined;
    }
    case "choice":
      for (const element of choiceElements(type)) {
        const problem = unbuiltSchemaTypeOf(element.type, seen);
        if (problem) return problem;
      }
      return undefined;
    case "dataSet":
      return type.typed !== undefined ? `the typed DataSet '${type.typed.name}' of '${type.typed.namespace}'` : undefined;
    default:
      return undefined;
  }
}

function namedBindingProblem(service: string, name: string, offered: readonly BindingKind[]): string | undefined {
  if (!offered.includes("soap11") && !offered.includes("soap12")) return `the binding '${name}' holds SOAP operations, and this one is offered on neither SOAP binding`;
  const own = ["Soap", "Soap12", "HttpGet", "HttpPost"].map((suffix) => service + suffix);
  const clash = [name, `${name}1`].find((n) => own.includes(n));
  if (clash) return `the binding '${name}' would publish '${clash}', the name of one of the service's own bindings or port types`;
  return undefined;
}

/**
 * The classes a [ScriptService] registers for script (WebServiceData.ProcessClientTypes): the service's
 * [GenerateScriptType] classes, then each method's parameter and result classes (array items too, members
 * not followed), the abstract ones left out; each `__type` is its name.
 */
function scriptServiceOf(
  raw: RawSpec,
  classes: readonly ComplexTypeModel[],
  operations: readonly OperationModel[],
  report: (path: SpecPath, message: string) => void,
): ScriptServiceModel | undefined {
  const declared = raw.service.scriptService;
  if (!declared) return undefined;
  const registered: ComplexTypeModel[] = [];
  const visit = (type: TypeModel | undefined): void => {
    if (type?.kind === "array") visit(type.item);
    else if (type?.kind === "complex" && !type.complex.abstract && !registered.includes(type.complex)) registered.push(type.complex);
  };
  const generated = typeof declared === "object" ? declared.generateScriptTypes ?? [] : [];
  generated.forEach((name, i) => {
    const c = classes.find((t) => t.name === name);
    const at: SpecPath = ["service", "scriptService", "generateScriptTypes", i];
    if (!c) report(at, `unknown class '${name}': [GenerateScriptType] names a class declared under 'types'`);
    else if (c.abstract) report(at, `class '${name}' is abstract: [GenerateScriptType] takes only classes a caller can create`);
    else visit({ kind: "complex", complex: c });
  });
  for (const op of operations) {
    for (const field of op.fields) visit(field.type);
    visit(op.result?.type);
  }
  // An XmlQualifiedName in JSON (JavaScriptSerializer's) has not been asked of the lab.
  const qname = (type: TypeModel | undefined): boolean => type?.kind === "simple" && type.simple.name === "QName";
  const holder = [
    ...operations.flatMap((op) => [...op.fields.map((f) => f.type), ...(op.result ? [op.result.type] : [])]),
    ...classes.flatMap((c) => [...c.fields, ...c.attributes].map((f) => f.type)),
  ].some(qname);
  if (holder) report(["service", "scriptService"], "a [ScriptService] carrying a QName (XmlQualifiedName) has not been asked of the lab yet: its JSON form is not known");
  return { typeIds: registered.map((type) => ({ type, id: type.name })) };
}

/** WS-I Basic Profile 1.1's URI, as ASMX claims it (WsiProfiles.BasicProfile1_1). */
export const BASIC_PROFILE_1_1 = "http://ws-i.org/profiles/basic/1.1";

/**
 * The message names of the operations whose request element another of `operations` shares: SOAP 1.2 cannot route
 * those by element (Soap12ProtocolReflector's rule). The element of a bare method is its single parameter's, or
 * none (an empty name) when it has another number of parameters.
 */
export function sharedRequestElements(operations: readonly OperationModel[]): string[] {
  const keyOf = (op: OperationModel): string =>
    op.wire.bare ? (op.fields.length === 1 ? `${op.fields[0]!.namespace ?? op.wire.requestNamespace} ${op.fields[0]!.wireName}` : "") : `${op.wire.requestNamespace} ${op.wire.requestElement}`;
  const counts = new Map<string, number>();
  for (const op of operations) counts.set(keyOf(op), (counts.get(keyOf(op)) ?? 0) + 1);
  return operations.filter((op) => counts.get(keyOf(op))! > 1).map((op) => op.wire.messageName);
}

/**
 * What a bare method ([SoapDocumentMethod(ParameterStyle = Bare)]) may not have yet: what the lab has not shown
 * (test/reference/lab/bare-parameters, bare-more: parameters, out and ref parameters and results of simple types,
 * enums, classes and arrays of them, nullable or not; void; one-way; SOAP headers). A [DefaultValue] parameter is
 * (lab bare-defaults): its global element says nothing of it, and an absent one reads as its type's default.
 */
function bareProblem(op: RawSpec["operations"][number], fields: readonly FieldModel[], outParams: readonly FieldModel[], result: ResultModel | undefined): string | undefined {
  if (op.requestElement !== undefined || op.responseElement !== undefined) return "it has no wrappers to name (requestElement, responseElement)";
  const plain = (type: TypeModel): boolean => type.kind === "simple" || type.kind === "enum" || type.kind === "complex" || (type.kind === "array" && plain(type.item));
  // [XmlChoiceIdentifier] on a bare method's parameter of simple values (lab choice-results, ChoiceBare): its part
  // names the first element only (<wsdl:part name="value" element="tns:A" />), every element is read, as wrapped.
  // An array of one, an out or ref one, or one with classes among its elements is not recorded bare.
  const isChoice = (f: FieldModel): boolean => f.type.kind === "choice" || f.form === "repeated";
  const simpleChoice = (f: FieldModel): boolean => f.type.kind === "choice" && f.type.by === "element" && f.type.elements.every((e) => e.type.kind === "simple");
  const outChoice = outParams.find(isChoice);
  if (outChoice) return `out or ref parameter '${outChoice.wireName}' is a choice ([XmlChoiceIdentifier]): not yet supported bare (not recorded; a choice in parameter of simple values is, in test/reference/lab/choice-results)`;
  const choice = fields.find((f) => isChoice(f) && (f.form === "repeated" || !simpleChoice(f)));
  if (choice) return `parameter '${choice.wireName}' is a repeated choice or one with classes ([XmlChoiceIdentifier]): not yet supported bare (not recorded; a single choice of simple values is, in test/reference/lab/choice-results)`;
  if (result?.member) return "a choice result ([return: XmlChoiceIdentifier]) is not yet supported bare (not recorded; the bare choice parameter is, in test/reference/lab/choice-results)";
  // A class's root element of another namespace is recorded bare (lab xml-root-more, RootBare).
  const rooted = (f: FieldModel): boolean => f.type.kind === "complex" && f.type.complex.root?.namespace === f.namespace;
  const odd = [...fields, ...outParams].find((f) => (!plain(f.type) && !simpleChoice(f)) || (f.namespace !== undefined && !rooted(f)));
  if (odd) return `parameter '${odd.wireName}' is not of a simple type, an enum, a class or an array of them, or is in another namespace: not yet supported bare (the lab has shown those only)`;
  // [XmlElement(Form = Unqualified)] bare: ASMX cannot export the WSDL (lab parameter-forms/bare); the calls travel.
  const unqualified = [...fields, ...outParams].find((f) => f.unqualified);
  if (unqualified) return `parameter '${unqualified.wireName}' is 'unqualified' ([XmlElement(Form = Unqualified)]) on a bare operation, which has no WSDL: ASMX's ?wsdl answers 500, "elements declared at the top level of a schema cannot be unqualified" (recorded: test/reference/lab/parameter-forms/bare)`;
  if (result && !plain(result.type)) return "a result not of a simple type, an enum, a class or an array of them is not yet supported bare (the lab has shown those only)";
  return undefined;
}

/**
 * The schemas each class of no namespace of its own is met in, for the wrappers of its array members
 * (TypeResolver.checkClassArrays): XmlSerializer reflects it with the namespace of the element holding it as its
 * default, so it is declared again, its arrays numbered there (lab array-homes: Item in urn:req and urn:far). A
 * wrapped ASMX method's parameters in its request wrapper's namespace, result and out parameters in its response
 * wrapper's, an HTTP GET/POST face's in the service's too, headers in the service's. A class in a hierarchy, with a
 * root, held by a bare or WCF operation or a fault, and every class where objects are exported (their root export
 * lists the reflected types again, not recorded with these), may be anywhere (undefined).
 */
function classHomes(operations: readonly OperationModel[], serviceNs: string, anywhere: boolean): (className: string) => ReadonlySet<string> | undefined {
  const homes = new Map<string, Set<string> | "anywhere">();
  const meet = (type: TypeModel, ns: string | undefined, seen = new Set<string>()): void => {
    if (type.kind === "array") return meet(type.item, type.itemNamespace ?? ns, seen);
    if (type.kind === "choice") {
      // A choice's classes may carry element namespaces of their own: anywhere.
      for (const e of choiceElements(type)) meet(e.type, undefined, seen);
      return;
    }
    if (type.kind !== "complex") return;
    const c = type.complex;
    const classNs = c.namespace ?? ns;
    const key = `${c.name} ${classNs ?? ""}`;
    if (seen.has(key)) return;
    seen.add(key);
    if (c.namespace === undefined) {
      const known = homes.get(c.name);
      if (classNs === undefined || c.base !== undefined || c.derived.length > 0 || c.root !== undefined) homes.set(c.name, "anywhere");
      else if (known === undefined) homes.set(c.name, new Set([classNs]));
      else if (known !== "anywhere") known.add(classNs);
    }
    if (c.base) meet({ kind: "complex", complex: c.base }, classNs, seen);
    for (const d of c.derived) meet({ kind: "complex", complex: d }, classNs, seen);
    for (const f of [...c.fields, ...c.attributes]) meet(f.type, f.unqualified ? classNs : (f.namespace ?? classNs), seen);
  };
  for (const op of operations) {
    const wrapped = op.wcf === undefined && !op.wire.bare;
    const http = op.bindings.some((b) => b === "httpGet" || b === "httpPost");
    const sides: [readonly FieldModel[], string][] = [[op.fields, op.wire.requestNamespace], [op.outParams, op.wire.responseNamespace]];
    for (const [fields, ns] of sides) {
      for (const f of fields) {
        meet(f.type, wrapped ? (f.namespace ?? ns) : undefined);
        if (http) meet(f.type, serviceNs);
      }
    }
    if (op.result) {
      meet(op.result.type, wrapped ? (op.wire.resultNamespace ?? op.wire.responseNamespace) : undefined);
      if (http) meet(op.result.httpType ?? op.result.type, serviceNs);
    }
    for (const h of op.headers) meet({ kind: "complex", complex: h.header.type }, serviceNs);
    for (const f of op.faults) meet({ kind: "complex", complex: f.type }, undefined);
  }
  return (name) => {
    const found = homes.get(name);
    return anywhere || found === undefined || found === "anywhere" ? undefined : found;
  };
}

/** The root namespace ([XmlRoot(Namespace)]) of a class, or of an array's (innermost) items' class. */
function rootNamespaceOf(type: TypeModel): string | undefined {
  if (type.kind === "array") return rootNamespaceOf(type.item);
  return type.kind === "complex" ? type.complex.root?.namespace : undefined;
}

/** A WCF operation's serializer: its own (`serializer`), else its contract's, else the service's. */
function operationSerializer(raw: RawSpec, wcf: WcfModel, op: RawSpec["operations"][number]): "dataContract" | "xmlSerializer" {
  const contract = op.contract === undefined ? raw.service.wcf?.contracts[0] : raw.service.wcf?.contracts.find((c) => c.name === op.contract);
  return op.serializer ?? contract?.serializer ?? wcf.serializer;
}

/**
 * A service mixing serializers ([XmlSerializerFormat] on some operations or contracts only): the classes that only
 * operations of the other serializer than the service's reach (through parameters, results, faults, members, bases,
 * subclasses and known types), with that serializer; and those both reach (`both`): .NET gives such a class two
 * shapes (lab mixed/: EchoCard's Card), a data contract and an XmlSerializer type, each in its schemas. A class of
 * both with a base, subclasses or known types, or not under `types`, is refused where it is declared (not
 * recorded), as is an enum the other serializer's operations reach (its namespace and schema are the service
 * serializer's).
 */
function mixedSerializers(raw: RawSpec, wcf: WcfModel, report: (path: SpecPath, message: string, key?: boolean) => void): Map<string, "dataContract" | "xmlSerializer" | "both"> {
  const result = new Map<string, "dataContract" | "xmlSerializer" | "both">();
  const serializers = raw.operations.map((op) => operationSerializer(raw, wcf, op));
  if (serializers.every((s) => s === wcf.serializer)) return result;
  // Each serializer's schemas of a contract namespace are a document of their own; two contracts sharing one
  // would merge a serializer's, not written yet (as for a service all [XmlSerializerFormat]).
  raw.service.wcf?.contracts.forEach((c, i, all) => {
    const xml = raw.operations.some((op, j) => serializers[j] === "xmlSerializer" && (op.contract ?? all[0]!.name) === c.name);
    if (xml && all.some((o, k) => k !== i && o.namespace === c.namespace)) {
      report(["service", "wcf", "contracts", i, "namespace"], `contract '${c.name}' has [XmlSerializerFormat] operations and shares the namespace '${c.namespace}' with another contract: not generated yet (docs/wcf-design.md §14)`);
    }
  });
  const classes = new Map<string, { body: RawComplexType; section: "types" | "headers" | "faults" }>();
  for (const section of ["types", "headers", "faults"] as const) {
    for (const [name, body] of Object.entries(raw[section] ?? {})) if (!classes.has(name)) classes.set(name, { body, section });
  }
  const subclasses = new Map<string, string[]>();
  for (const [name, { body }] of classes) {
    if (body.base !== undefined) subclasses.set(body.base, [...(subclasses.get(body.base) ?? []), name]);
  }
  // Every type name a spec value mentions: `type`, `base`, collection items and keys, known types, at any depth.
  const namesIn = (value: unknown, into: Set<string>): void => {
    if (typeof value === "string") {
      // A field given by name: a shared field's type.
      const shared = raw.fields?.[value];
      if (shared) namesIn(shared, into);
      return;
    }
    if (Array.isArray(value)) {
      for (const v of value) namesIn(v, into);
      return;
    }
    if (value === null || typeof value !== "object") return;
    for (const [key, v] of Object.entries(value)) {
      if (typeof v === "string" && ["type", "base", "item", "key", "value"].includes(key)) {
        for (const m of v.matchAll(/[A-Za-z_][A-Za-z0-9_]*/g)) into.add(m[0]);
      } else if (key === "knownTypes" && Array.isArray(v)) {
        for (const k of v) if (typeof k === "string") into.add(k);
      } else if (key !== "documentation" && key !== "description") namesIn(v, into);
    }
  };
  const reached = new Map<string, Set<"dataContract" | "xmlSerializer">>();
  raw.operations.forEach((op, i) => {
    const serializer = serializers[i]!;
    const pending = new Set<string>();
    namesIn({ fields: op.fields, result: op.result, out: op.out, message: op.message }, pending);
    for (const f of op.faults ?? []) pending.add(typeof f === "string" ? f : f.type);
    for (const h of op.headers ?? []) pending.add(h.name);
    const seen = new Set<string>();
    for (const name of pending) {
      if (seen.has(name)) continue;
      seen.add(name);
      const held = reached.get(name) ?? new Set();
      held.add(serializer);
      reached.set(name, held);
      const entry = classes.get(name);
      if (!entry) continue;
      namesIn(entry.body, pending);
      for (const sub of subclasses.get(name) ?? []) pending.add(sub);
    }
  });
  for (const [name, held] of reached) {
    const entry = classes.get(name);
    const other = held.has("dataContract") && held.has("xmlSerializer");
    if (entry && other) {
      const body = entry.body;
      const why =
        entry.section !== "types"
          ? `a class under '${entry.section}'`
          : body.base !== undefined || body.abstract || subclasses.has(name) || body.knownTypes !== undefined
            ? "a class of a hierarchy (base, abstract, subclasses or known types)"
            : body.collection || body.dictionary
              ? "a collection contract"
              : undefined;
      if (why !== undefined) {
        report([entry.section, name], `class '${name}' is used by operations of both serializers (dataContract and xmlSerializer): ${why} with both shapes is not generated yet (docs/wcf-design.md §14)`, true);
      } else result.set(name, "both");
    } else if (entry && !held.has(wcf.serializer)) {
      result.set(name, [...held][0]!);
    } else if (raw.enums?.[name] !== undefined && [...held].some((s) => s !== wcf.serializer)) {
      report(["enums", name], `enum '${name}' is used by an operation whose serializer is not the service's: an enum of a mixed service is generated for the service's serializer only (docs/wcf-design.md §14)`, true);
    }
  }
  return result;
}
