/**
 * Lab services with named bindings, as specs (the C# is under test/reference/lab/): each test gives the
 * endpoint it needs (the recorded address, or a made-up one for a generated package).
 */

/** Lab.BindingNamespace (test/reference/lab/binding-namespace): a binding in another namespace. */
export function bindingNamespaceSpec(endpoint: string): string {
  return `service:
  name: BindingNamespace
  namespace: "http://lab.example.com/near"
  endpoint: "${endpoint}"
  namedBindings:
    Far: { namespace: "http://lab.example.com/far" }
operations:
  - name: Near
    fields: [{ name: a, type: string }]
    result: { type: string }
  - name: Away
    binding: Far
    fields: [{ name: b, type: string }]
    result: { type: string }
`;
}

/** Lab.BindingLocation of ServiceDefaults.cs (test/reference/lab/service-defaults/location): a located binding. */
export function bindingLocationSpec(endpoint: string): string {
  return `service:
  name: BindingLocation
  namespace: "http://lab.example.com/location"
  endpoint: "${endpoint}"
  namedBindings:
    Ext: { namespace: "urn:ext", location: "http://example.com/ext.wsdl" }
operations:
  - name: Own
    fields: [{ name: s, type: string }]
    result: { type: string }
  - name: Far
    binding: Ext
    fields: [{ name: s, type: string }]
    result: { type: string }
`;
}

const NEAR_AND_OTHER = (name: string, endpoint: string): string => `service:
  name: ${name}
  namespace: "http://lab.example.com/near"
  endpoint: "${endpoint}"
  namedBindings:
    Far: { namespace: "urn:other" }
`;
const LEVEL_ENUM = `enums:
  Level: { values: [Ground, Air] }
`;
const PARCEL_TYPES = `  Parcel:
    fields:
      - { name: Id, type: string }
      - { name: Weight, type: int }
  Receipt:
    fields:
      - { name: Code, type: string }
      - { name: Items, type: "Parcel[]" }
`;
const BOX_TYPE = `  Box:
    fields:
      - { name: Length, type: decimal, nullable: true }
      - { name: Wanted, type: Level, nullable: true }
      - { name: Item, type: "string[]", repeated: true }
      - { name: When, type: dateTime }
      - { name: Mode, type: Level, attribute: true }
`;
const TICKET_HEADER = `headers:
  Ticket: { fields: [{ name: Token, type: string }] }
`;
const PARCEL_OPERATIONS = (ticket: string): string => `  - name: Local
    fields: [{ name: p, type: Parcel }]
    result: { type: Parcel }
  - name: Ship
    binding: Far
    fields: [{ name: p, type: Parcel }]
    result: { type: Receipt }
  - name: Count
    binding: Far
    fields: [{ name: items, type: "Parcel[]" }]
    result: { type: int }
  - name: Check
    binding: Far
    fields: [{ name: a, type: string }]
    result: { type: string }
    headers: [${ticket}]
`;
const PERM_ENUM = `  Perm: { values: { None: 0, Read: 1, Write: 2, Run: 4 }, flags: true }
`;
const BADGE_TYPE = `  Badge:
    fields:
      - { name: Name, type: string }
      - { name: Rights, type: Perm }
      - { name: Mode, type: Perm, attribute: true }
`;
const FLAGS_OPERATIONS = `  - name: Label
    binding: Far
    fields: [{ name: b, type: Badge }, { name: p, type: Perm }]
    result: { type: Badge }
  - name: Grant
    binding: Far
    fields: [{ name: p, type: Perm }]
    result: { type: Perm }
`;
const WEIGH_OPERATION = `  - name: Weigh
    binding: Far
    parameterStyle: bare
    fields: [{ name: p, type: Parcel }]
    result: { type: Parcel }
`;
const PACK_OPERATION = `  - name: Pack
    binding: Far
    fields: [{ name: b, type: Box }, { name: l, type: Level }]
    result: { type: Box }
`;

/** Lab.BindingNamespaceTypes (test/reference/lab/binding-namespace-types): Parcel on both bindings, Receipt and Parcel[] on Far's alone. */
export function bindingNamespaceTypesSpec(endpoint: string): string {
  return `${NEAR_AND_OTHER("BindingNamespaceTypes", endpoint)}types:
${PARCEL_TYPES}${TICKET_HEADER}operations:
${PARCEL_OPERATIONS("{ name: Ticket }")}`;
}

/** Lab.BindingNamespaceMore (binding-namespace-types/more): Carrier's forms (an enum, an attribute, nullable values, a flat array) on Far. */
export function bindingNamespaceMoreSpec(endpoint: string): string {
  return `${NEAR_AND_OTHER("BindingNamespaceMore", endpoint)}${LEVEL_ENUM}types:
${BOX_TYPE}operations:
  - name: Near
    fields: [{ name: a, type: string }]
    result: { type: string }
${PACK_OPERATION}`;
}

/** Lab.BindingNamespaceFlagsOnly (binding-namespace-types/flags-only): a [Flags] enum as parameter, result, class element and attribute on Far. */
export function bindingNamespaceFlagsSpec(endpoint: string): string {
  return `${NEAR_AND_OTHER("BindingNamespaceFlagsOnly", endpoint)}enums:
${PERM_ENUM}types:
${BADGE_TYPE}operations:
  - name: Near
    fields: [{ name: a, type: string }]
    result: { type: string }
${FLAGS_OPERATIONS}`;
}

/** Lab.BindingNamespaceBare (binding-namespace-types/bare): a bare method on Far, a class parameter and result. */
export function bindingNamespaceBareSpec(endpoint: string): string {
  return `${NEAR_AND_OTHER("BindingNamespaceBare", endpoint)}types:
  Parcel:
    fields:
      - { name: Id, type: string }
      - { name: Weight, type: int }
operations:
  - name: Near
    fields: [{ name: a, type: string }]
    result: { type: string }
${WEIGH_OPERATION}`;
}

/** The forms of BindingNamespaceTypes, BindingNamespaceMore, BindingNamespaceFlagsOnly and BindingNamespaceBare in one service `name`, its header required. */
export function bindingNamespaceTypesAndMoreSpec(name: string, endpoint: string): string {
  return `${NEAR_AND_OTHER(name, endpoint)}${LEVEL_ENUM}${PERM_ENUM}types:
${PARCEL_TYPES}${BOX_TYPE}${BADGE_TYPE}${TICKET_HEADER}operations:
${PARCEL_OPERATIONS("{ name: Ticket, required: true }")}${PACK_OPERATION}${FLAGS_OPERATIONS}${WEIGH_OPERATION}`;
}
