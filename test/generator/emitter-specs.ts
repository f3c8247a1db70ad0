/**
 * The specs of the emitter snapshot cases (emitters.test.ts) that the tests of the same constructs on the
 * wire, in the WSDL's import and in the spec's checks use too: one spec, so the snapshot shows what those
 * tests exercise.
 */
export const indented = (text: string, by: string): string => text.replaceAll("\n", `\n${by}`);

// namespaces-and-names.test.ts
export const LABELS_NAMESPACES = `service:
  name: Labels
  namespace: www.example.com/Labels
  endpoint: https://h/Labels.asmx
enums:
  Kind: { values: [Gift, Sample] }
types:
  Item:
    fields:
      - { name: Description, type: string }
      - { name: Kind, type: Kind }
  Validator:
    fields: []
  Customs:
    base: Validator
    fields:
      - { name: Contents, type: string }
      - { name: Items, type: "Item[]" }
  LabelRequest:
    fields:
      - { name: Weight, type: double }
      - { name: Customs, type: Customs, namespace: Core.Types }
      - { name: Local, type: Customs }
operations:
  - name: GetLabel
    fields: [{ name: request, type: LabelRequest }]
    result: { type: Item, name: LabelResponse }
  - name: GetItem
    fields: [{ name: ItemId, type: int, parameterName: id }]
    result: { type: Item, name: ItemResponse }
`;
export const LABELS_PINNED = `service:
  name: Labels
  namespace: www.example.com/Labels
  endpoint: https://h/Labels.asmx
types:
  CustomsInfo:
    fields:
      - { name: Contents, type: string }
  CoreCustomsInfo:
    typeName: CustomsInfo
    namespace: Core.Types
    fields:
      - { name: Contents, type: string }
      - { name: RestrictionCommments, type: string }
  CoreCustomsDetail:
    base: CoreCustomsInfo
    namespace: Core.Types
    fields:
      - { name: Detail, type: string }
  LabelRequest:
    fields:
      - { name: Customs, type: CustomsInfo }
      - { name: CoreCustoms, type: CoreCustomsInfo, namespace: Core.Types }
      - { name: Pinned, type: CoreCustomsInfo }
operations:
  - name: GetLabel
    fields: [{ name: request, type: LabelRequest }]
    result: { type: boolean }
`;

// typed-data-sets.test.ts
export const STATUSING_NS = "http://example.com/ps/StatusDataSet/";
export const STATUSING_SCHEMA = `<xs:schema xmlns="${STATUSING_NS}" xmlns:msdata="urn:schemas-microsoft-com:xml-msdata" xmlns:mstns="${STATUSING_NS}" attributeFormDefault="qualified" elementFormDefault="qualified" targetNamespace="${STATUSING_NS}" id="StatusDataSet" xmlns:xs="http://www.w3.org/2001/XMLSchema">
  <xs:element msdata:IsDataSet="true" msdata:UseCurrentLocale="true" name="StatusDataSet">
    <xs:complexType>
      <xs:choice minOccurs="0" maxOccurs="unbounded">
        <xs:element name="Status">
          <xs:complexType>
            <xs:sequence>
              <xs:element msdata:DataType="System.Guid, mscorlib, Version=2.0.0.0, Culture=neutral, PublicKeyToken=b77a5c561934e089" name="ASSN_UID" type="xs:string" />
              <xs:element minOccurs="0" name="NOTE" type="xs:string" />
            </xs:sequence>
          </xs:complexType>
        </xs:element>
      </xs:choice>
    </xs:complexType>
    <xs:unique msdata:PrimaryKey="true" name="StatusDataSetKey1">
      <xs:selector xpath=".//mstns:Status" />
      <xs:field xpath="mstns:ASSN_UID" />
    </xs:unique>
  </xs:element>
</xs:schema>`;

export const STATUSING = `service:
  name: Statusing
  namespace: http://example.com/ps/Statusing/
  endpoint: https://h/Statusing.asmx
  bindings: [soap11]
dataSets:
  StatusDataSet:
    namespace: ${STATUSING_NS}
    schema: |-
      ${indented(STATUSING_SCHEMA, "      ")}
operations:
  - name: ReadStatus
    fields: [{ name: updateID, type: guid }]
    result: { type: StatusDataSet }
  - name: UpdateStatus
    fields: [{ name: changes, type: StatusDataSet }]
`;

// field-wire-rules.test.ts
export const RULES = `service:
  name: Rules
  namespace: urn:rules
  endpoint: https://h/Rules.asmx
  wsdl: { framework: "1.x" }
types:
  Rec:
    fields:
      - { name: Note, type: string, nullable: true }
      - { name: Count, type: int, optional: true, nullable: true }
      - { name: Values, type: "string[]", arrayItem: { name: Value, nillable: true } }
      - { name: Parts, type: "Part[]", arrayItem: { nillable: false } }
      - { name: INPUT-VAL, type: string }
      - { name: At, type: SysTime }
      - { name: Times, type: "SysTime[]" }
  Part:
    fields:
      - { name: Id, type: int }
  SysTime:
    struct: true
    fields:
      - { name: Hour, type: int }
operations:
  - name: Call-Rec
    fields:
      - { name: rec, type: Rec }
    result: { type: "Part[]", arrayItem: { nillable: false } }
  - name: Total
    fields: []
    result: { type: decimal, nullable: true }
`;
export const ALERTS = `service:
  name: Alerts
  namespace: urn:alerts
  endpoint: https://h/Alerts.asmx
types:
  Channel:
    fields:
      - { name: Id, type: int }
  Trigger:
    fields:
      - { name: Channels, type: "Channel[]", repeated: true, nullable: true }
      - { name: Names, type: "string[]", repeated: true }
operations:
  - name: Send
    fields: [{ name: trigger, type: Trigger }]
    result: { type: string }
`;

// choice.test.ts
export const REPORTS_CHOICE = `service:
  name: Reports
  namespace: urn:reports
  endpoint: https://h/Reports.asmx
types:
  ScheduleDefinitionOrReference:
    fields: []
  NoSchedule:
    base: ScheduleDefinitionOrReference
    fields: []
  ScheduleDefinition:
    base: ScheduleDefinitionOrReference
    fields:
      - { name: StartDateTime, type: dateTime }
  DailySchedule:
    base: ScheduleDefinition
    fields:
      - { name: DaysInterval, type: int }
  ScheduleReference:
    base: ScheduleDefinitionOrReference
    fields:
      - { name: ScheduleID, type: string }
  ParameterValueOrFieldReference:
    fields: []
  ParameterValue:
    base: ParameterValueOrFieldReference
    fields:
      - { name: Name, type: string }
  ParameterFieldReference:
    base: ParameterValueOrFieldReference
    fields:
      - { name: FieldAlias, type: string }
  Subscription:
    fields:
      - { name: Extension, type: string }
      - name: Item
        type: ScheduleDefinitionOrReference
        choice:
          - { name: NoSchedule, type: NoSchedule }
          - { name: ScheduleDefinition, type: ScheduleDefinition }
          - { name: ScheduleReference, type: ScheduleReference }
      - name: ParameterValues
        type: "ParameterValueOrFieldReference[]"
        arrayItem:
          choice:
            - { name: ParameterValue, type: ParameterValue }
            - { name: ParameterFieldReference, type: ParameterFieldReference }
operations:
  - name: SetExecutionOptions
    fields:
      - { name: ItemPath, type: string }
      - name: Item
        type: ScheduleDefinitionOrReference
        choice:
          - { name: ScheduleDefinition, type: ScheduleDefinition }
          - { name: NoSchedule, type: NoSchedule }
    result: { type: Subscription }
`;

// xml-node-types.test.ts
export const USER_GROUP_NS = "http://schemas.microsoft.com/sharepoint/soap/directory/";
export const USER_GROUP = `service:
  name: UserGroup
  namespace: ${USER_GROUP_NS}
  endpoint: https://h/_vti_bin/UserGroup.asmx
  wsdl: { importXmlSchema: true }
types:
  Change:
    fields:
      - { name: Id, type: int }
      - { name: Payload, type: XmlElement }
operations:
  - name: AddUserCollectionToGroup
    fields:
      - { name: groupName, type: string }
      - { name: usersInfoXml, type: XmlNode }
  - name: GetUserInfo
    fields:
      - { name: userLoginName, type: string }
    result: { type: XmlNode }
  - name: GetChange
    fields: []
    result: { type: Change }
`;

// object-values.test.ts
export const STORE_OBJECTS = `service:
  name: Store
  namespace: http://store.example.com/
  endpoint: https://h/Store.asmx
types:
  Posting:
    fields:
      - { name: Id, type: int }
      - { name: Parent, type: object }
  Review:
    fields:
      - { name: Text, type: string }
      - { name: Ratings, type: "Rating[]" }
  Rating:
    fields:
      - { name: Stars, type: int }
operations:
  - name: GetPosting
    fields:
      - { name: id, type: int }
    result: { type: Posting }
  - name: GetImages
    fields:
      - { name: item, type: string }
    result: { type: "object[]" }
  - name: GetReviews
    fields:
      - { name: item, type: int }
    result: { type: "Review[]" }
  - name: Describe
    fields:
      - { name: value, type: object }
    result: { type: string }
`;

// xml-serializable.test.ts
export const DICTIONARY_SCHEMA = `<s:complexType name="Dictionary">
  <s:sequence>
    <s:element minOccurs="1" maxOccurs="1" name="Items" type="tns:Items" />
  </s:sequence>
</s:complexType>
<s:complexType name="Items">
  <s:sequence>
    <s:element minOccurs="0" maxOccurs="unbounded" name="Item" type="tns:DictionaryItem" />
  </s:sequence>
</s:complexType>
<s:complexType name="DictionaryItem">
  <s:sequence>
    <s:element minOccurs="1" maxOccurs="1" name="Key" type="s:anyType" />
    <s:element minOccurs="1" maxOccurs="1" name="Value" type="s:anyType" />
  </s:sequence>
</s:complexType>
<s:element name="Dictionary" type="tns:Dictionary" />`;
export const STORE_SERIALIZABLE = `service:
  name: Store
  namespace: http://store.example.com/
  endpoint: https://h/Store.asmx
xmlSerializable:
  Dictionary:
    schema: |-
      ${indented(DICTIONARY_SCHEMA, "      ")}
types:
  Review:
    fields:
      - { name: Text, type: string }
      - { name: AdditionalData, type: Dictionary }
operations:
  - name: GetReview
    fields:
      - { name: id, type: int }
    result: { type: Review }
  - name: ImportOrders
    fields:
      - { name: orders, type: DataTable }
      - { name: extra, type: Dictionary }
    result: { type: boolean }
`;

// default-values.test.ts
export const labelDefaults = (fields: string): string => `service:
  name: Labels
  namespace: urn:labels
  endpoint: https://h/Labels.asmx
enums:
  Shape: { values: [Letter, Parcel] }
types:
  LabelRequest:
    fields:
${fields}
operations:
  - name: GetLabel
    fields: [{ name: request, type: LabelRequest }]
    result: { type: string }
`;
export const LABEL_DEFAULT_FIELDS = `      - { name: WeightOz, type: double }
      - { name: DateAdvance, type: int, default: "0" }
      - { name: InvoiceAmount, type: decimal, default: "0.0" }
      - { name: Shape, type: Shape, default: Parcel }
      - { name: Mode, type: string, default: Auto }
      - { name: Signed, type: boolean, default: "1" }`;

// sql-types.test.ts
export const STORE_SQL = `service:
  name: Store
  namespace: http://store.example.com/
  endpoint: https://h/Store.asmx
types:
  PaymentMethod:
    fields:
      - { name: Name, type: string }
      - { name: MerchantId, type: base64Binary, sqlType: true }
      - { name: Note, type: string, sqlType: true }
operations:
  - name: SavePaymentMethod
    fields:
      - { name: method, type: PaymentMethod }
    result: { type: boolean }
`;

// numbered-arrays.test.ts
export const reportArrays = (second: string): string => `service:
  name: Reports
  namespace: urn:reports
  endpoint: https://h/Reports.asmx
operations:
  - name: GetValues
    fields: []
    result: { type: "string[]", arrayItem: { name: Value } }
  - name: ListItemTypes
    fields: []
    result: { type: "string[]"${second} }
`;

// xml-text.test.ts
export const imageText = (fields: string): string => `service:
  name: Labels
  namespace: urn:labels
  endpoint: https://h/Labels.asmx
types:
  ImageData:
    fields:
${fields}
operations:
  - name: GetImages
    fields: []
    result: { type: "ImageData[]" }
`;
export const IMAGE_TEXT_FIELDS = `      - { name: Value, type: string, text: true }
      - { name: PartNumber, type: int, attribute: true }`;

// date-type.test.ts
export const INVOICES = `service:
  name: Invoices
  namespace: urn:invoices
  endpoint: https://h/Invoices.asmx
types:
  Invoice:
    fields:
      - { name: InvoiceDate, type: date, default: "0001-01-01" }
      - { name: DueDate, type: date }
operations:
  - name: Due
    fields: [{ name: on, type: date }]
    result: { type: Invoice }
`;

// type-names.test.ts
export const RENTALS = `service:
  name: Rentals
  namespace: urn:rentals
  endpoint: https://h/Rentals.asmx
enums:
  PingInput: { values: [A, B] }
types:
  CheckServerHealthResult:
    fields:
      - { name: Ok, type: boolean }
operations:
  - name: CheckServerHealth
    fields: []
    result: { type: CheckServerHealthResult }
  - name: Ping
    fields: [{ name: kind, type: PingInput }]
    result: { type: string }
  - name: Other
    fields: []
    result: { type: int }
`;

// openapi.test.ts: a ScriptService's OpenAPI document: a hierarchy whose classes are not all registered
// (no discriminator), enums with numbers, flags, an optional value type, a GET method, and operations left
// out (out parameters, a DataSet result).
export const PARCELS_SCRIPT = `service:
  name: Parcels
  namespace: http://example.com/Parcels
  endpoint: https://example.com/Parcels.asmx
  scriptService:
    generateScriptTypes: [Letter]
enums:
  Size: { values: { Small: 1, Large: 4 } }
  Extras: { flags: true, values: { None: 0, Tracked: 1, Insured: 2 } }
types:
  Item:
    fields:
      - { name: Id, type: long }
      - { name: Key, type: guid }
  Letter:
    base: Item
    fields: [{ name: Stamp, type: char }]
  Parcel:
    base: Item
    fields:
      - { name: Weight, type: decimal, nullable: true }
      - { name: Size, type: Size, optional: true }
      - { name: Extras, type: Extras }
      - { name: Photo, type: base64Binary }
      - { name: SentAt, type: dateTime }
operations:
  - name: Send
    fields: [{ name: item, type: Item }]
    result: { type: Item }
  - name: Lookup
    useHttpGet: true
    fields: [{ name: id, type: long }, { name: sizes, type: "Size[]" }]
    result: { type: Size }
  - name: Report
    fields: []
    result: { type: DataSet }
  - name: Split
    fields: [{ name: count, type: int }]
    out: [{ name: rest, type: int }]
`;
