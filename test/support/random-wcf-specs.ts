/**
 * fast-check arbitraries of WCF (DataContractSerializer) specs that combine the spec's data contract constructs at
 * random: classes with bases, known types, IsReference, structs, renamed contracts and namespaces of their own;
 * members with Order, IsRequired, EmitDefaultValue and nullable values; arrays, List<T>, dictionaries and
 * [CollectionDataContract] lists and dictionaries; plain, flags, renamed and long enums; operations with results,
 * one-way, actions, fault contracts and message contracts, on one or two service contracts. The model refuses many
 * combinations (in one positioned line each); the rest stand for WCF services nobody has shown us, whose metadata
 * set the importer must read back to a spec generating the same set, document by document.
 */
import fc from "fast-check";

export interface RandomWcfSpec {
  readonly service: { name: string; namespace: string; endpoint: string; wcf: Record<string, unknown> };
  readonly enums?: Record<string, unknown>;
  readonly types?: Record<string, unknown>;
  readonly faults?: Record<string, unknown>;
  readonly operations: unknown[];
}

const VALUE_TYPES = ["int", "long", "short", "unsignedByte", "unsignedInt", "decimal", "double", "float", "boolean", "dateTime", "guid", "char", "duration", "dateTimeOffset"] as const;
const REFERENCE_TYPES = ["string", "base64Binary", "object", "anyURI", "QName"] as const;
const CLASS_NAMES = ["Order", "Line", "Party", "Money", "Note", "Parcel"] as const;
const ENUM_NAMES = ["Color", "Stage", "Perms"] as const;
const COLLECTION_NAMES = ["LineList", "Tags", "Prices"] as const;
const MEMBER_NAMES = ["Id", "Name", "Code", "Amount", "When", "Lines", "Kind", "Owner", "Count", "Data", "Notes", "Ref"] as const;
const PARAMETER_NAMES = ["id", "name", "item", "items", "when", "kind", "count"] as const;
const OPERATION_NAMES = ["Get", "Put", "Find", "Echo", "Send", "Check"] as const;
const DATA_NS = "http://schemas.datacontract.org/2004/07/Random";
const OTHER_DATA_NS = "http://random.example.com/data";

type Kind = "value" | "reference" | "enum" | "class" | "collection";

interface Declared {
  readonly classes: readonly string[];
  readonly enums: readonly string[];
  readonly collections: readonly string[];
}

function elementType(declared: Declared): fc.Arbitrary<{ type: string; kind: Kind }> {
  const options: fc.Arbitrary<{ type: string; kind: Kind }>[] = [
    fc.constantFrom(...VALUE_TYPES).map((type) => ({ type, kind: "value" as const })),
    fc.constantFrom(...REFERENCE_TYPES).map((type) => ({ type, kind: "reference" as const })),
  ];
  if (declared.enums.length) options.push(fc.constantFrom(...declared.enums).map((type) => ({ type, kind: "enum" as const })));
  if (declared.classes.length) options.push(fc.constantFrom(...declared.classes).map((type) => ({ type, kind: "class" as const })));
  if (declared.collections.length) options.push(fc.constantFrom(...declared.collections).map((type) => ({ type, kind: "collection" as const })));
  return fc.oneof(...options);
}

/**
 * A type as a member, parameter or result names it: the element type itself, an array of it, or a map to it (half of
 * those a map of arrays, `map<int, T[]>`, or a dictionary of dictionaries, `map<K, map<string, T>>`).
 */
function typeOf(declared: Declared): fc.Arbitrary<{ type: string; kind: Kind; shape: "single" | "array" | "map" }> {
  return fc.record({ item: elementType(declared), shape: fc.integer({ min: 0, max: 9 }), key: fc.constantFrom("string", "int", "guid") }).map(({ item, shape, key }) =>
    shape === 9
      ? { type: key === "int" ? `map<int, ${item.type}[]>` : `map<${key}, map<string, ${item.type}>>`, kind: item.kind, shape: "map" as const }
      : shape === 8
      ? { type: `map<${key},${item.type}>`, kind: item.kind, shape: "map" as const }
      : shape >= 6
        ? { type: `${item.type}[]`, kind: item.kind, shape: "array" as const }
        : { type: item.type, kind: item.kind, shape: "single" as const },
  );
}

/** A data member: its type, and what [DataMember] says of it. */
function member(declared: Declared, name: string): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .record({ type: typeOf(declared), flag: fc.integer({ min: 0, max: 19 }), order: fc.integer({ min: -4, max: 3 }) })
    .map(({ type, flag, order }) => {
      const field: Record<string, unknown> = { name, type: type.type };
      if (order >= 0) field.order = order;
      if (flag < 3) field.required = true;
      else if (flag < 6) field.emitDefault = false;
      if (type.shape === "single" && (type.kind === "value" || type.kind === "enum") && flag % 4 === 1) field.nullable = true;
      return field;
    });
}

function classOf(declared: Declared, index: number): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .record({
      names: fc.uniqueArray(fc.constantFrom(...MEMBER_NAMES), { maxLength: 5 }),
      base: fc.integer({ min: -3, max: index - 1 }),
      namespace: fc.integer({ min: 0, max: 9 }),
      form: fc.integer({ min: 0, max: 19 }),
      known: fc.uniqueArray(fc.integer({ min: 0, max: CLASS_NAMES.length - 1 }), { maxLength: 2 }),
    })
    .chain(({ names, base, namespace, form, known }) =>
      // Each class's members are its own (Id, Id1, ...): a subclass may not repeat its base's.
      fc.tuple(...names.map((name) => member(declared, index === 0 ? name : `${name}${index}`))).map((fields) => {
        const knownTypes = known.map((k) => declared.classes[k]).filter((k): k is string => k !== undefined && k !== declared.classes[index]);
        return {
          ...(base >= 0 ? { base: declared.classes[base] } : {}),
          ...(namespace === 0 ? { namespace: OTHER_DATA_NS } : {}),
          ...(form === 0 ? { isReference: true } : {}),
          ...(form === 1 && base < 0 ? { struct: true } : {}),
          ...(form === 2 ? { typeName: `${declared.classes[index]}Contract` } : {}),
          ...(form === 3 ? { abstract: true } : {}),
          ...(form >= 17 && knownTypes.length ? { knownTypes } : {}),
          fields,
        };
      }),
    );
}

/** A [CollectionDataContract]: a list of an element type, or a dictionary, with its item (key, value) names or not. */
function collectionOf(declared: Declared): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .record({ item: elementType(declared), dictionary: fc.boolean(), named: fc.boolean(), namespace: fc.integer({ min: 0, max: 4 }) })
    .map(({ item, dictionary, named, namespace }) => ({
      ...(namespace === 0 ? { namespace: OTHER_DATA_NS } : {}),
      ...(dictionary
        ? { dictionary: { key: "string", value: item.type, ...(named ? { itemName: "Entry", keyName: "Label", valueName: "Amount" } : {}) } }
        : { collection: { item: item.type, ...(named ? { itemName: "Entry" } : {}) } }),
    }));
}

function parameter(declared: Declared, name: string): fc.Arbitrary<Record<string, unknown>> {
  return fc.record({ type: typeOf(declared), flag: fc.integer({ min: 0, max: 9 }) }).map(({ type, flag }) => ({
    name,
    type: type.type,
    ...(flag === 0 && type.shape === "single" && (type.kind === "value" || type.kind === "enum") ? { nullable: true } : {}),
  }));
}

/**
 * A [MessageContract] request or response: wrapped or not, its headers and body members. A request's and its
 * response's parts have names of their own: within one operation .NET keeps the first of two elements of one name
 * whatever their types (MessageContractExporter), a set no spec generates back.
 */
function messageOf(declared: Declared, name: string, side: "request" | "response"): fc.Arbitrary<Record<string, unknown>> {
  const headerNames = side === "request" ? ["Ticket", "Trace"] : ["Stamp", "Server"];
  const bodyNames = side === "request" ? ["Payload", "Total", "Notes"] : ["Result", "Sum", "Remarks"];
  return fc
    .record({
      wrapped: fc.integer({ min: 0, max: 3 }),
      headers: fc.uniqueArray(fc.constantFrom(...headerNames), { maxLength: 2 }),
      body: fc.uniqueArray(fc.constantFrom(...bodyNames), { minLength: 1, maxLength: 3 }),
    })
    .chain(({ wrapped, headers, body }) =>
      fc
        .tuple(
          fc.tuple(...headers.map((h) => parameter(declared, h))),
          fc.tuple(...body.map((b) => fc.record({ field: parameter(declared, b), order: fc.integer({ min: -3, max: 2 }) }))),
        )
        .map(([headerFields, bodyFields]) => ({
          name,
          ...(wrapped === 0 ? { wrapped: false } : {}),
          ...(wrapped === 1 ? { wrapperNamespace: "http://random.example.com/messages" } : {}),
          ...(headerFields.length ? { headers: headerFields } : {}),
          body: bodyFields.map(({ field, order }) => (order >= 0 ? { ...field, order } : field)),
        })),
    );
}

/** Data contracts a [ServiceKnownType] or [KnownType] may name: classes, enums, collection contracts, an array. */
function knownOf(declared: Declared): fc.Arbitrary<string[]> {
  const names = [...declared.classes, ...declared.enums, ...declared.collections, ...declared.enums.map((e) => `${e}[]`)];
  return names.length ? fc.uniqueArray(fc.constantFrom(...names), { maxLength: 2 }) : fc.constant([]);
}

function operation(declared: Declared, name: string, contracts: readonly string[], faults: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .record({
      names: fc.uniqueArray(fc.constantFrom(...PARAMETER_NAMES), { maxLength: 3 }),
      result: fc.option(parameter(declared, "result"), { freq: 3 }),
      form: fc.integer({ min: 0, max: 19 }),
      contract: fc.constantFrom(...contracts),
      faults: fc.uniqueArray(fc.constantFrom(...(faults.length ? faults : ["none"])), { maxLength: faults.length ? 2 : 0 }),
      request: messageOf(declared, `${name}Request`, "request"),
      response: messageOf(declared, `${name}Response`, "response"),
      extra: fc.integer({ min: 0, max: 29 }),
      known: knownOf(declared),
    })
    .chain(({ names, result, form, contract, faults: faultNames, request, response, extra, known }) =>
      fc.tuple(...names.map((n) => parameter(declared, n))).map((fields) => {
        const op: Record<string, unknown> = { name };
        if (contract !== contracts[0]) op.contract = contract;
        const oneWay = form === 0;
        if (form === 1 || form === 2) {
          // [MessageContract] in and out (one-way when form 2).
          op.fields = [];
          op.message = form === 1 ? { request, response } : { request };
          if (form === 2) op.oneWay = true;
          return op;
        }
        if (form === 5) {
          // A streamed operation: one Stream in, a Stream (or nothing) out.
          op.fields = [{ name: "data", type: "stream" }];
          if (extra % 2 === 0) op.result = { type: "stream" };
          return op;
        }
        op.fields = fields;
        if (oneWay) op.oneWay = true;
        // [ServiceKnownType] on the operation; the operation declared by a base contract (interface inheritance).
        if (extra === 0 && known.length) op.knownTypes = known;
        if (extra === 1) op.declaredIn = { name: "IRandomBase", namespace: "http://random.example.com/base" };
        if (!oneWay && result !== null) op.result = { type: result.type, ...(result.nullable ? { nullable: true } : {}) };
        if (form === 3) op.action = `urn:random:actions/${name}`;
        if (form === 4 && !oneWay) op.replyAction = `urn:random:actions/${name}Reply`;
        if (!oneWay && faultNames.length && form >= 15) op.faults = faultNames;
        return op;
      }),
    );
}

/**
 * A [ServiceContract] and its endpoints: basicHttpBinding at one address or two, a SOAP 1.2 custom binding, a
 * session mode, [ServiceKnownType]s, [XmlSerializerFormat].
 */
function contractOf(name: string, index: number, namespace: string, form: number, known: readonly string[]): Record<string, unknown> {
  const address = index === 0 ? "" : "admin";
  return {
    name,
    namespace,
    ...(form === 0 ? { addresses: [address, `${address}${index === 0 ? "" : "/"}v2`] } : { address }),
    ...(form === 1 ? { soap12: [address] } : {}),
    ...(form === 2 ? { sessionMode: "required" } : form === 3 ? { sessionMode: "notAllowed" } : {}),
    ...(form === 4 && known.length ? { knownTypes: known } : {}),
    ...(form === 5 ? { serializer: "xmlSerializer" } : {}),
  };
}

/** A whole WCF service: declarations first (their names fixed), then members and operations drawing on them. */
export const randomWcfSpec: fc.Arbitrary<RandomWcfSpec> = fc
  .record({
    classCount: fc.integer({ min: 0, max: CLASS_NAMES.length }),
    collectionCount: fc.integer({ min: 0, max: COLLECTION_NAMES.length }),
    enumKinds: fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: ENUM_NAMES.length }),
    contractCount: fc.integer({ min: 1, max: 2 }),
    contractNamespace: fc.constantFrom("http://tempuri.org/", "http://random.example.com/contract"),
    faultCount: fc.integer({ min: 0, max: 2 }),
    operationNames: fc.uniqueArray(fc.constantFrom(...OPERATION_NAMES), { minLength: 1, maxLength: 4 }),
    contractForms: fc.array(fc.integer({ min: 0, max: 19 }), { minLength: 2, maxLength: 2 }),
    serviceForm: fc.integer({ min: 0, max: 19 }),
  })
  .chain(({ classCount, collectionCount, enumKinds, contractCount, contractNamespace, faultCount, operationNames, contractForms, serviceForm }) => {
    const enumNames = enumKinds.map((_, i) => ENUM_NAMES[i]!);
    const enums = Object.fromEntries(
      enumNames.map((name, i) => {
        const kind = enumKinds[i]!;
        if (kind === 0) return [name, { flags: true, values: { None: 0, Read: 1, Write: 2, Admin: 4 } }];
        return [
          name,
          {
            values: ["Red", "Green", "Blue"].slice(0, 1 + (kind % 3)),
            ...(kind === 4 ? { namespace: OTHER_DATA_NS } : {}),
            ...(kind === 5 ? { underlying: "long", typeName: `${name}Kind` } : {}),
          },
        ];
      }),
    );
    const declared: Declared = { classes: CLASS_NAMES.slice(0, classCount), enums: enumNames, collections: COLLECTION_NAMES.slice(0, collectionCount) };
    const contracts = ["IRandom", "IAdmin"].slice(0, contractCount);
    const faultNames = ["BadRequest", "NotFound"].slice(0, faultCount);
    return fc
      .tuple(
        fc.tuple(...declared.classes.map((_, i) => classOf(declared, i))),
        fc.tuple(...declared.collections.map(() => collectionOf(declared))),
        fc.tuple(...faultNames.map((f) => fc.tuple(member(declared, "Reason"), member(declared, `${f}Code`)))),
        fc.tuple(...operationNames.map((name) => operation(declared, name, contracts, faultNames))),
        fc.tuple(knownOf(declared), knownOf(declared)),
      )
      .map(([drawnClasses, collections, faults, drawnOperations, contractKnown]) => {
        // Copies: fast-check may map one drawn value again while shrinking.
        const classes = drawnClasses.map((c) => ({ ...c }));
        const operations = drawnOperations.map((o) => ({ ...o }));
        let serviceContracts = contracts;
        // ServiceHost opens no contract without operations: the first operation is the first contract's, and
        // the second contract takes the last operation when no other is its own.
        delete operations[0]!.contract;
        const second = contracts[1];
        if (second !== undefined && !operations.some((o) => o.contract === second)) {
          if (operations.length > 1) operations[operations.length - 1]!.contract = second;
          else serviceContracts = contracts.slice(0, 1);
        }
        // [KnownType]s on one class only: the schemas do not say which class names a known type nothing else
        // reaches, and the importer finds the holder of several such types only where one class names them all.
        classes.forEach((c, i) => {
          if (i > classes.findIndex((o) => o.knownTypes !== undefined)) delete c.knownTypes;
        });
        // IsReference is the hierarchy's: a subclass says what its root says.
        classes.forEach((c, i) => {
          const base = typeof c.base === "string" ? classes[declared.classes.indexOf(c.base)] : undefined;
          if (base) {
            if (base.isReference) c.isReference = true;
            else delete c.isReference;
          }
        });
        return {
        service: {
          name: "RandomService",
          namespace: "http://tempuri.org/",
          endpoint: `${serviceForm === 1 ? "https" : "http"}://127.0.0.1:8733/Random.svc`,
          wcf: {
            serializer: serviceForm === 0 ? "xmlSerializer" : "dataContract",
            dataContractNamespace: DATA_NS,
            security: serviceForm === 1 ? "transport" : "none",
            ...(serviceForm === 2 ? { contractWsdl: "separate" } : {}),
            ...(serviceForm === 3 ? { durationBounds: false } : {}),
            contracts: serviceContracts.map((name, i) => contractOf(name, i, i === 0 ? contractNamespace : "http://random.example.com/admin", contractForms[i]!, contractKnown[i]!)),
          },
        },
        ...(enumNames.length ? { enums } : {}),
        ...(classes.length || collections.length
          ? {
              types: {
                ...Object.fromEntries(classes.map((c, i) => [declared.classes[i]!, c])),
                ...Object.fromEntries(collections.map((c, i) => [declared.collections[i]!, c])),
              },
            }
          : {}),
        ...(faults.length ? { faults: Object.fromEntries(faults.map((fields, i) => [faultNames[i]!, { fields }])) } : {}),
        operations,
      };
      });
  });
