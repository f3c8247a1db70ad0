/**
 * A small descriptor with the class constructs the reference services lack, for the tests that hold two
 * paths of the value codec equal (value-events.test.ts, write-plans.test.ts): attributes, an [XmlText]
 * member, [DefaultValue]s, a member of another namespace, repeated and identified-choice members, an object
 * member, nillable items, optional nillable value types, a subclass by xsi:type, unqualified members and
 * items (Form = Unqualified: in no namespace, their content in their class's), items in a namespace of their
 * own ([XmlArrayItem(Namespace)]), qualified attributes ([XmlAttribute(Form = Qualified)], [XmlAttribute(Namespace)]:
 * prefixed, the class's elements then prefixed too), XSD data types (token, hexBinary, an NMTOKEN with a
 * [DefaultValue], an [XmlText] of time), an [XmlAnyElement]
 * member (Open.Rest: every child element no other member takes; LoneOpen.Extra on a lone XmlElement, the last
 * kept; NodesOpen.Extra on an XmlNode[], its text written, not read; NamedOpen's [XmlAnyElement(Name, Namespace)]
 * members), an [XmlAnyAttribute] member (Open.Extra:
 * every attribute no other member takes, between an attribute and a qualified one), members of a class with a
 * root namespace ([XmlRoot(ElementName, Namespace)]: RootHolder.Inner keeps its name, Rooted's fields in
 * `urn:root`, as descriptorOf gives the lab's xml-root Widget), and QNames (XmlQualifiedName: an attribute, an
 * element, one of another namespace and an unqualified one, arrays of them wrapped and repeated, a class's
 * [XmlText], their prefixes declared where written). Its object member (`Any`) also holds QNames
 * (`xsi:type="xsd:QName"`, lab qualified-name-object), which complex-arbitraries.ts makes for XmlSerializer services.
 */
import type { FieldDescriptor, ServiceDescriptor, ValueType } from "../../runtime/src/descriptor.js";

const string: ValueType = { kind: "simple", type: "string" };
const int: ValueType = { kind: "simple", type: "int" };
const qname: ValueType = { kind: "simple", type: "QName" };

const itemAttributes: FieldDescriptor[] = [
  { wireName: "code", tsName: "code", type: int, form: "attribute" },
  { wireName: "lang", tsName: "lang", type: string, form: "attribute", optional: true },
  { wireName: "qual", tsName: "qual", type: string, form: "attribute", qualified: true },
  { wireName: "other", tsName: "other", type: int, form: "attribute", namespace: "urn:other" },
  { wireName: "kind", tsName: "kind", type: qname, form: "attribute" },
];

const itemFields: FieldDescriptor[] = [
  { wireName: "Name", tsName: "name", type: string },
  { wireName: "Count", tsName: "count", type: int, default: "3" },
  { wireName: "Note", tsName: "note", type: string, namespace: "urn:other" },
  { wireName: "Tag", tsName: "tag", type: { kind: "array", item: string, itemElement: "Tag" }, form: "repeated" },
  {
    wireName: "Pick",
    tsName: "pick",
    type: {
      kind: "choice",
      identified: true,
      elements: [
        { element: "Word", type: string },
        { element: "Number", type: int },
      ],
    },
  },
  { wireName: "Any", tsName: "any", type: { kind: "object" } },
  { wireName: "Label", tsName: "label", type: { kind: "complex", name: "Label" } },
  {
    wireName: "Labels",
    tsName: "labels",
    type: { kind: "array", item: { kind: "complex", name: "Label" }, itemElement: "Label", itemNillable: true },
  },
  { wireName: "Flag", tsName: "flag", type: { kind: "simple", type: "boolean" }, optional: true, nillable: true },
  { wireName: "When", tsName: "when", type: { kind: "simple", type: "dateTime" }, nillable: true },
  { wireName: "Local", tsName: "local", type: string, unqualified: true },
  {
    wireName: "LocalPair",
    tsName: "localPair",
    type: { kind: "complex", name: "Pair" },
    unqualified: true,
    nillable: true,
  },
  {
    wireName: "LocalPairs",
    tsName: "localPairs",
    type: { kind: "array", item: { kind: "complex", name: "Pair" }, itemElement: "Pair", itemUnqualified: true },
  },
  {
    wireName: "Names",
    tsName: "names",
    type: { kind: "array", item: string, itemElement: "string", itemNillable: true, itemNamespace: "urn:items" },
  },
  {
    wireName: "ForeignPairs",
    tsName: "foreignPairs",
    type: { kind: "array", item: { kind: "complex", name: "Pair" }, itemElement: "Pair", itemNamespace: "urn:items" },
  },
  { wireName: "Token", tsName: "token", type: { kind: "simple", type: "string", dataType: "token" } },
  { wireName: "Hex", tsName: "hex", type: { kind: "simple", type: "base64Binary", dataType: "hexBinary" } },
  { wireName: "Kind", tsName: "kindName", type: qname },
  { wireName: "ForeignKind", tsName: "foreignKind", type: qname, namespace: "urn:other" },
  { wireName: "LocalKind", tsName: "localKind", type: qname, unqualified: true },
  // Arrays of QName (lab qualified-name-arrays): each item declares its own prefix, a null one nil.
  {
    wireName: "Kinds",
    tsName: "kinds",
    type: { kind: "array", item: qname, itemElement: "QName", itemNillable: true },
    optional: true,
  },
  {
    wireName: "FlatKind",
    tsName: "flatKinds",
    type: { kind: "array", item: qname, itemElement: "FlatKind" },
    form: "repeated",
  },
  // [DefaultValue] with DataType: written encoded, left out when equal after reading (lab data-type-results).
  { wireName: "Nm", tsName: "nm", type: { kind: "simple", type: "string", dataType: "NMTOKEN" }, default: "x y" },
  { wireName: "Clock", tsName: "clock", type: { kind: "complex", name: "Clock" } },
  { wireName: "Tagged", tsName: "tagged", type: { kind: "complex", name: "Tagged" } },
];

export const constructs: Pick<ServiceDescriptor, "namespace" | "types"> & { readonly name: string } = {
  name: "Constructs",
  namespace: "urn:constructs",
  types: {
    Item: { name: "Item", subtypes: ["Special"], attributes: itemAttributes, fields: itemFields },
    Special: {
      name: "Special",
      base: "Item",
      attributes: itemAttributes,
      fields: [...itemFields, { wireName: "Extra", tsName: "extra", type: { kind: "simple", type: "decimal" } }],
    },
    // Simple members the write plans make elements of once per value (booleans, enums of markup-free names, an
    // empty name among them) or write integers of at most 32 bits of directly; enums of other names, escaped.
    Scalars: {
      name: "Scalars",
      fields: [
        { wireName: "Plain", tsName: "plain", type: { kind: "enum", name: "Plain", values: ["", "One", "Two"] } },
        { wireName: "Marked", tsName: "marked", type: { kind: "enum", name: "Marked", values: ["Zoë", "a&b", "x"] } },
        {
          wireName: "Bits",
          tsName: "bits",
          type: { kind: "enum", name: "Bits", values: ["None", "Ä", "B<"], numbers: [0, 1, 2], flags: true },
        },
        { wireName: "Flag", tsName: "flag", type: { kind: "simple", type: "boolean" } },
        {
          wireName: "Maybe",
          tsName: "maybe",
          type: { kind: "simple", type: "boolean" },
          nillable: true,
          optional: true,
        },
        { wireName: "Short", tsName: "short", type: { kind: "simple", type: "short" } },
        { wireName: "Byte", tsName: "byte", type: { kind: "simple", type: "byte" } },
        { wireName: "UByte", tsName: "uByte", type: { kind: "simple", type: "unsignedByte" } },
        { wireName: "UShort", tsName: "uShort", type: { kind: "simple", type: "unsignedShort" } },
        { wireName: "UInt", tsName: "uInt", type: { kind: "simple", type: "unsignedInt" } },
        { wireName: "Count", tsName: "count", type: int, nillable: true },
        // Repeated members ([XmlElement] arrays) the plans write item by item: nillable or not, enum, class items.
        {
          wireName: "Num",
          tsName: "num",
          type: { kind: "array", item: int, itemElement: "Num", itemNillable: true },
          form: "repeated",
        },
        {
          wireName: "Mark",
          tsName: "mark",
          type: {
            kind: "array",
            item: { kind: "enum", name: "Marked", values: ["Zoë", "a&b", "x"] },
            itemElement: "Mark",
          },
          form: "repeated",
        },
        {
          wireName: "Pair",
          tsName: "pair",
          type: { kind: "array", item: { kind: "complex", name: "Pair" }, itemElement: "Pair" },
          form: "repeated",
        },
        {
          wireName: "Maybe2",
          tsName: "maybe2",
          type: { kind: "array", item: { kind: "complex", name: "Pair" }, itemElement: "Maybe2", itemNillable: true },
          form: "repeated",
        },
      ],
    },
    Pair: {
      name: "Pair",
      fields: [
        { wireName: "A", tsName: "a", type: string },
        { wireName: "B", tsName: "b", type: int },
      ],
    },
    Open: {
      name: "Open",
      attributes: [
        { wireName: "lang", tsName: "lang", type: string, form: "attribute", optional: true },
        {
          wireName: "Extra",
          tsName: "extra",
          type: { kind: "array", item: { kind: "xml", node: "XmlAttribute" }, itemElement: "XmlAttribute" },
          form: "anyAttribute",
          optional: true,
        },
        { wireName: "qual", tsName: "qual", type: string, form: "attribute", qualified: true },
      ],
      fields: [
        { wireName: "Name", tsName: "name", type: string },
        {
          wireName: "Rest",
          tsName: "rest",
          type: { kind: "array", item: { kind: "xml", node: "XmlElement" }, itemElement: "XmlElement" },
          form: "any",
          optional: true,
        },
        { wireName: "Count", tsName: "count", type: int },
        { wireName: "Pair", tsName: "pair", type: { kind: "complex", name: "Pair" } },
        { wireName: "Tag", tsName: "tag", type: { kind: "array", item: string, itemElement: "Tag" }, form: "repeated" },
        // An Open inside: its attributes read from the start tag's events, not the tree's.
        { wireName: "Inner", tsName: "inner", type: { kind: "complex", name: "Open" } },
      ],
    },
    // [XmlAnyElement] on a lone XmlElement (lab any-lone): every child element no other member takes, the last kept.
    LoneOpen: {
      name: "LoneOpen",
      fields: [
        { wireName: "Name", tsName: "name", type: string },
        { wireName: "Extra", tsName: "extra", type: { kind: "xml", node: "XmlElement" }, form: "any", optional: true },
        { wireName: "Count", tsName: "count", type: int },
        { wireName: "Inner", tsName: "inner", type: { kind: "complex", name: "LoneOpen" } },
      ],
    },
    // [XmlAnyElement] on an XmlNode[] (lab any-nodes): text written in line, not read; elements as for XmlElement[].
    NodesOpen: {
      name: "NodesOpen",
      fields: [
        { wireName: "Name", tsName: "name", type: string },
        {
          wireName: "Extra",
          tsName: "extra",
          type: { kind: "array", item: { kind: "xml", node: "XmlNode" }, itemElement: "XmlNode" },
          form: "any",
          optional: true,
        },
        { wireName: "Count", tsName: "count", type: int },
        { wireName: "Inner", tsName: "inner", type: { kind: "complex", name: "NodesOpen" } },
      ],
    },
    // [XmlAnyElement(Name, Namespace)] (lab any-named, any-several): named members take their elements wherever
    // they are, the namespace-only one every other.
    NamedOpen: {
      name: "NamedOpen",
      fields: [
        { wireName: "Name", tsName: "name", type: string },
        {
          wireName: "Extra",
          tsName: "extra",
          type: { kind: "array", item: { kind: "xml", node: "XmlElement" }, itemElement: "XmlElement" },
          form: "any",
          optional: true,
          anyElements: [
            { name: "Extra", namespace: "urn:x" },
            { name: "x", namespace: "urn:e" },
          ],
        },
        {
          wireName: "Rest",
          tsName: "rest",
          type: { kind: "array", item: { kind: "xml", node: "XmlElement" }, itemElement: "XmlElement" },
          form: "any",
          optional: true,
        },
        {
          wireName: "Plain",
          tsName: "plain",
          type: { kind: "array", item: { kind: "xml", node: "XmlElement" }, itemElement: "XmlElement" },
          form: "any",
          optional: true,
          anyElements: [{ name: "Plain" }],
        },
        { wireName: "Count", tsName: "count", type: int },
        { wireName: "Inner", tsName: "inner", type: { kind: "complex", name: "NamedOpen" } },
      ],
    },
    Rooted: {
      name: "Rooted",
      namespace: "urn:root",
      fields: [
        { wireName: "Name", tsName: "name", type: string, optional: true, namespace: "urn:root" },
        { wireName: "Size", tsName: "size", type: int, namespace: "urn:root" },
      ],
    },
    RootHolder: {
      name: "RootHolder",
      fields: [
        { wireName: "Inner", tsName: "inner", type: { kind: "complex", name: "Rooted" }, optional: true },
        {
          wireName: "Inners",
          tsName: "inners",
          type: { kind: "array", item: { kind: "complex", name: "Rooted" }, itemElement: "Rooted", itemNillable: true },
          optional: true,
        },
        { wireName: "Count", tsName: "count", type: int },
      ],
    },
    // [XmlText(DataType = "time")] (lab data-type-results).
    Clock: {
      name: "Clock",
      attributes: [{ wireName: "zone", tsName: "zone", type: string, form: "attribute" }],
      fields: [],
      text: {
        wireName: "Value",
        tsName: "value",
        type: { kind: "simple", type: "dateTime", dataType: "time" },
        form: "text",
      },
    },
    // [XmlText] XmlQualifiedName beside an attribute (lab qualified-name-text): its prefix declared after the attributes.
    Tagged: {
      name: "Tagged",
      attributes: [{ wireName: "Label", tsName: "label", type: string, form: "attribute" }],
      fields: [],
      text: { wireName: "Value", tsName: "value", type: qname, form: "text" },
    },
    Label: {
      name: "Label",
      attributes: [{ wireName: "lang", tsName: "lang", type: string, form: "attribute" }],
      fields: [],
      text: { wireName: "Value", tsName: "value", type: string, form: "text" },
    },
  },
};

/**
 * The [XmlRoot] forms of results and parameters (labs xml-root, xml-root-more), as descriptorOf gives them: a
 * result and a parameter of the root element (Widget: `<Thing xmlns="urn:root">`), a renamed and a nullable
 * result of it (plain elements of its type), an out parameter of it (its root element), an array of it, a
 * root with an ElementName alone (NameOnly: `<Named>`), a Namespace alone (SpaceOnly: `<GetSpacedResult
 * xmlns="urn:only">`), a root beside [XmlType(Namespace)] (Typed: `<Typed xmlns="urn:root"><C
 * xmlns="urn:type">`) and on a subclass (Car: `<Car xmlns="urn:cars"><Wheels>`, its base in the root's namespace). value-events.test.ts and write-plans.test.ts read and write each result and parameter.
 */
export const ROOT_FORMS_SPEC = `service: { name: RootForms, namespace: "http://lab.example.com/xml-root-more", endpoint: "http://127.0.0.1:1/RootForms.asmx" }
types:
  Widget: { root: { name: Thing, namespace: "urn:root" }, fields: [{ name: Name, type: string }, { name: Size, type: int }] }
  NameOnly: { root: { name: Named }, fields: [{ name: A, type: string }] }
  SpaceOnly: { root: { namespace: "urn:only" }, fields: [{ name: B, type: string }] }
  Typed: { namespace: "urn:type", root: { name: Typed, namespace: "urn:root" }, fields: [{ name: C, type: string }] }
  Car: { base: Vehicle, root: { name: Car, namespace: "urn:cars" }, fields: [{ name: Make, type: string }] }
  Vehicle: { fields: [{ name: Wheels, type: int }] }
  Animal: { root: { name: Animal, namespace: "urn:zoo" }, fields: [{ name: Name, type: string }] }
  Dog: { base: Animal, fields: [{ name: Legs, type: int }, { name: Pals, type: "Animal[]" }] }
operations:
  - { name: GetWidgets, fields: [], result: { type: "Widget[]" } }
  - { name: EchoWidget, fields: [{ name: w, type: Widget }], result: { type: Widget } }
  - { name: OutWidget, fields: [], out: [{ name: w, type: Widget }] }
  - { name: GetRenamed, fields: [], result: { type: Widget, name: Renamed } }
  - { name: GetNullable, fields: [], result: { type: Widget, nullable: true } }
  - { name: EchoNamed, fields: [{ name: n, type: NameOnly }], result: { type: NameOnly } }
  - { name: EchoSpaced, fields: [{ name: s, type: SpaceOnly }], result: { type: SpaceOnly } }
  - { name: EchoTyped, fields: [{ name: t, type: Typed }], result: { type: Typed } }
  - { name: GetSpaced, fields: [], result: { type: SpaceOnly } }
  - { name: GetTyped, fields: [], result: { type: Typed } }
  - { name: EchoCar, fields: [{ name: c, type: Car }], result: { type: Car } }
  - { name: CountWidgets, fields: [{ name: ws, type: "Widget[]" }], result: { type: int } }
  - { name: EchoAnimal, fields: [{ name: a, type: Animal }], result: { type: Animal } }
  - { name: GetAnimals, fields: [], result: { type: "Animal[]" } }
  - { name: GetDog, fields: [], result: { type: Dog } }
`;
/**
 * [XmlRoot] on a base class beyond RootBase (lab root-base-forms), one service as descriptorOf gives it: ElementName
 * alone on a base (Creature: `<Beast xsi:type="Cat">`, one namespace), Namespace alone (Fish: `<GetFishResult
 * xmlns:q1="(service)" xsi:type="q1:Trout" xmlns="urn:fish"><Name>t</Name><q1:Spots>`), two levels (Mammal → Horse → Foal,
 * both subclasses in the service's namespace), a subclass not included (Oak, as an included one), subclasses with a namespace
 * (Hamster: `xmlns:q1="urn:hamsters" xsi:type="q1:Hamster"`) or a root of their own (Parrot: as itself `<Polly
 * xmlns="urn:parrots"><Name xmlns="urn:pets">`), a base with [XmlType(Namespace)] (Bird: `<Bird xmlns:q1="(service)"
 * xsi:type="q1:Owl" xmlns="urn:birds"><Name xmlns="urn:bird-type">`). value-events.test.ts, write-plans.test.ts and
 * root-events.test.ts read and write each result and parameter.
 */
export const ROOT_BASE_FORMS_SPEC = `service: { name: RootBaseForms, namespace: "http://lab.example.com/root-base-forms", endpoint: "http://127.0.0.1:1/RootBaseForms.asmx" }
types:
  Creature: { root: { name: Beast }, fields: [{ name: Name, type: string }] }
  Cat: { base: Creature, fields: [{ name: Lives, type: int }, { name: Kin, type: "Creature[]" }] }
  Fish: { root: { namespace: "urn:fish" }, fields: [{ name: Name, type: string }] }
  Trout: { base: Fish, fields: [{ name: Spots, type: int }, { name: School, type: "Fish[]" }] }
  Mammal: { root: { name: Mammal, namespace: "urn:mammals" }, fields: [{ name: Name, type: string }] }
  Horse: { base: Mammal, fields: [{ name: Hands, type: int }] }
  Foal: { base: Horse, fields: [{ name: Months, type: int }, { name: Herd, type: "Mammal[]" }] }
  Tree: { root: { name: Tree, namespace: "urn:trees" }, fields: [{ name: Name, type: string }] }
  Oak: { base: Tree, xmlInclude: false, fields: [{ name: Rings, type: int }] }
  Pet: { root: { name: Pet, namespace: "urn:pets" }, fields: [{ name: Name, type: string }] }
  Parrot: { base: Pet, root: { name: Polly, namespace: "urn:parrots" }, fields: [{ name: Word, type: string }, { name: Flock, type: "Pet[]" }] }
  Hamster: { base: Pet, namespace: "urn:hamsters", fields: [{ name: Cheeks, type: int }] }
  Bird: { namespace: "urn:bird-type", root: { name: Bird, namespace: "urn:birds" }, fields: [{ name: Name, type: string }] }
  Owl: { base: Bird, fields: [{ name: Hoots, type: int }, { name: Parliament, type: "Bird[]" }] }
operations:
  - { name: EchoCreature, fields: [{ name: c, type: Creature }], result: { type: Creature } }
  - { name: GetCat, fields: [], result: { type: Cat } }
  - { name: GetFish, fields: [], result: { type: Fish } }
  - { name: GetPlainFish, fields: [], result: { type: Fish } }
  - { name: EchoFish, fields: [{ name: f, type: Fish }], result: { type: Fish } }
  - { name: GetTrout, fields: [], result: { type: Trout } }
  - { name: EchoMammal, fields: [{ name: m, type: Mammal }], result: { type: Mammal } }
  - { name: GetHorseAsHorse, fields: [], result: { type: Horse } }
  - { name: EchoTree, fields: [{ name: t, type: Tree }], result: { type: Tree } }
  - { name: GetOak, fields: [], result: { type: Oak } }
  - { name: EchoPet, fields: [{ name: p, type: Pet }], result: { type: Pet } }
  - { name: GetPolly, fields: [], result: { type: Parrot } }
  - { name: EchoBird, fields: [{ name: b, type: Bird }], result: { type: Bird } }
`;
/**
 * An object holding an enum of [XmlType(Namespace)] (lab enum-namespace, service EnumObject): `<GetCodeResult
 * xmlns:q1="urn:common" xsi:type="q1:Currency">USD</GetCodeResult>`, beside an enum of the service's namespace
 * (`xsi:type="Plain"`), in a parameter, a result, a class's member, an object array's items and an array of the
 * enum (`ArrayOfCurrency`). value-events.test.ts and write-plans.test.ts read and write each.
 */
export const ENUM_OBJECT_SPEC = `service: { name: EnumObjects, namespace: "http://lab.example.com/enum-namespace", endpoint: "http://127.0.0.1:1/EnumObjects.asmx" }
enums:
  Currency: { namespace: "urn:common", values: [EUR, USD, GBP] }
  Plain: { values: [A, B] }
types:
  Holder:
    fields:
      - { name: Value, type: object }
      - { name: Code, type: Currency }
      - { name: Kind, type: Plain }
      - { name: Values, type: "object[]" }
      - { name: Codes, type: "Currency[]" }
operations:
  - { name: GetCode, fields: [{ name: c, type: Currency }], result: { type: object } }
  - { name: Kind, fields: [{ name: o, type: object }], result: { type: string } }
  - { name: EchoHolder, fields: [{ name: h, type: Holder }], result: { type: Holder } }
`;

/**
 * [XmlEnum("")] on an enum member (lab enum-empty-name): the member `""` travels as an empty element (`<Value />`,
 * in arrays and as a nullable's value too) or an empty attribute (`Kind=""`), and a [DefaultValue] of it is
 * `default=""` (left out when equal). value-events.test.ts and write-plans.test.ts read and write each.
 */
export const ENUM_EMPTY_SPEC = `service: { name: EnumEmpty, namespace: "http://lab.example/enum-empty", endpoint: "http://127.0.0.1:1/EnumEmpty.asmx" }
enums:
  Dimension: { values: ["", CC, Region] }
types:
  Tagged:
    fields:
      - { name: Value, type: Dimension }
      - { name: Defaulted, type: Dimension, default: "" }
      - { name: All, type: "Dimension[]" }
      - { name: Maybe, type: Dimension, nullable: true }
      - { name: Kind, type: Dimension, attribute: true }
operations:
  - { name: Echo, fields: [{ name: d, type: Dimension }], result: { type: Dimension } }
  - { name: EchoTagged, fields: [{ name: t, type: Tagged }], result: { type: Tagged } }
`;

/**
 * [Flags] enums with members naming combinations (lab flags-combined): `YearEnd = Adjustment | Closing` and `All`
 * after the single bits, `ReadWrite = 3` before them; written as .NET writes them (a member equal to the value
 * alone, else the members set in declaration order until they cover it), as an element, an attribute, array items.
 */
export const FLAGS_COMBINED_SPEC = `service: { name: FlagsCombined, namespace: "http://lab.example/flags-combined", endpoint: "http://127.0.0.1:1/FlagsCombined.asmx" }
enums:
  PostingFlags: { flags: true, values: { None: 0, Reversal: 1, Adjustment: 2, Closing: 4, Intercompany: 8, YearEnd: 6, All: 15 } }
  Access: { flags: true, values: { ReadWrite: 3, None: 0, Read: 1, Write: 2, Delete: 4 } }
types:
  Posting:
    fields:
      - { name: Flags, type: PostingFlags }
      - { name: Rights, type: Access, attribute: true }
      - { name: History, type: "PostingFlags[]" }
      - { name: Granted, type: Access, nullable: true }
operations:
  - { name: Echo, fields: [{ name: f, type: PostingFlags }], result: { type: Access } }
  - { name: EchoPosting, fields: [{ name: p, type: Posting }], result: { type: Posting } }
`;
