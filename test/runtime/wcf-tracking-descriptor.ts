/**
 * The value types of test/reference/wcf/WcfTracking.cs as the runtime's descriptor, written by hand from the
 * C# and the recorded metadata (member order as metadata/xsd-xsd2.xml, xsd3, xsd5, xsd6 list it), until the
 * generator emits WCF descriptors (docs/wcf-design.md §6 step 6).
 */
import type {
  ArrayType,
  ComplexDescriptor,
  EnumType,
  FieldDescriptor,
  MapType,
  ServiceDescriptor,
  SimpleType,
  ValueType,
} from "../../runtime/src/descriptor.js";
import { ARRAYS_NS } from "../../runtime/src/soap/data-contract.js";
import type { SimpleTypeName } from "../../runtime/src/simple-types.js";

export const WCF_NS = "http://tracking.example.com/wcf";
export const LT_NS = "http://schemas.datacontract.org/2004/07/Lab.Tracking";
export const DATA_NS = "http://tracking.example.com/data";
export const EVENTS_NS = "http://tracking.example.com/events";
export const FAULTS_NS = "http://tracking.example.com/faults";
export const SERVICE_MODEL_NS = "http://schemas.datacontract.org/2004/07/System.ServiceModel";

export const simple = (type: SimpleTypeName): SimpleType => ({ kind: "simple", type });
const complex = (name: string): ValueType => ({ kind: "complex", name });

export const ShipmentState: EnumType = {
  kind: "enum",
  name: "ShipmentState",
  values: ["Created", "in-transit", "Delivered", "EXC"],
};
export const ServiceOptions: EnumType = {
  kind: "enum",
  name: "ServiceOptions",
  values: ["None", "Insurance", "Signature", "Saturday"],
  numbers: [0, 1, 2, 4],
  flags: true,
};
const WeightUnit: EnumType = { kind: "enum", name: "WeightUnit", values: ["Kg", "Lb"] };

type FieldExtras = Omit<Partial<FieldDescriptor>, "wireName" | "tsName" | "type">;

function field(wireName: string, type: ValueType, namespace: string, extras: FieldExtras = {}): FieldDescriptor {
  return { wireName, tsName: wireName[0]!.toLowerCase() + wireName.slice(1), type, namespace, ...extras };
}

export const ArrayOfstring: ArrayType = {
  kind: "array",
  item: simple("string"),
  itemElement: "string",
  itemNillable: true,
  namespace: ARRAYS_NS,
};
export const ArrayOfKeyValueOfstringint: MapType = {
  kind: "map",
  key: simple("string"),
  value: simple("int"),
  itemElement: "KeyValueOfstringint",
  keyElement: "Key",
  valueElement: "Value",
  namespace: ARRAYS_NS,
};
export const ArrayOfShipment: ArrayType = {
  kind: "array",
  item: complex("Shipment"),
  itemElement: "Shipment",
  itemNillable: true,
  namespace: LT_NS,
};
export const ArrayOfTrackingEvent: ArrayType = {
  kind: "array",
  item: complex("TrackingEvent"),
  itemElement: "TrackingEvent",
  itemNillable: true,
  namespace: LT_NS,
};

const types: Record<string, ComplexDescriptor> = {
  Address: {
    name: "Address",
    namespace: DATA_NS,
    fields: [
      field("City", simple("string"), DATA_NS),
      field("Country", simple("string"), DATA_NS),
      field("Street", simple("string"), DATA_NS, { required: true }),
      field("Zip", simple("string"), DATA_NS, { omitDefault: true }),
    ],
  },
  Dimensions: {
    name: "Dimensions",
    namespace: DATA_NS,
    fields: [
      field("Length", simple("double"), DATA_NS),
      field("Width", simple("double"), DATA_NS),
      field("Height", simple("double"), DATA_NS),
    ],
  },
  Party: {
    name: "Party",
    namespace: DATA_NS,
    isReference: true,
    fields: [field("Address", complex("Address"), DATA_NS), field("Name", simple("string"), DATA_NS)],
  },
  Piece: {
    name: "Piece",
    namespace: LT_NS,
    fields: [
      field("Count", simple("int"), LT_NS, { nillable: true, omitDefault: true }),
      field("Id", simple("string"), LT_NS),
      field("Size", complex("Dimensions"), LT_NS),
      field("Unit", WeightUnit, LT_NS),
      field("WeightKg", simple("decimal"), LT_NS),
    ],
  },
  Shipment: {
    name: "Shipment",
    namespace: LT_NS,
    fields: [
      field("TrackNum", simple("string"), LT_NS, { required: true }),
      field("Options", ServiceOptions, LT_NS),
      field("State", ShipmentState, LT_NS),
      field("Receiver", complex("Party"), LT_NS),
      field("Sender", complex("Party"), LT_NS),
      field(
        "Pieces",
        { kind: "array", item: complex("Piece"), itemElement: "Piece", itemNillable: true, namespace: LT_NS },
        LT_NS,
      ),
      field("Tags", ArrayOfstring, LT_NS),
      field("Counters", ArrayOfKeyValueOfstringint, LT_NS),
      field(
        "Labels",
        {
          kind: "map",
          key: simple("string"),
          value: simple("int"),
          itemElement: "Entry",
          keyElement: "Label",
          valueElement: "Copies",
          namespace: LT_NS,
        },
        LT_NS,
      ),
      field("Created", simple("dateTime"), LT_NS),
      field("Id", simple("guid"), LT_NS),
      field("Priority", simple("char"), LT_NS),
      field("ShippedAt", simple("dateTimeOffset"), LT_NS),
      field("Transit", simple("duration"), LT_NS),
      field("DeclaredValue", simple("decimal"), LT_NS, { nillable: true }),
      field("Extra", { kind: "object" }, LT_NS),
      field("Label", simple("base64Binary"), LT_NS),
      field("Note", simple("string"), LT_NS, { omitDefault: true }),
    ],
  },
  TrackingEvent: {
    name: "TrackingEvent",
    namespace: LT_NS,
    subtypes: ["ScanEvent", "DeliveryEvent"],
    fields: [field("At", simple("dateTime"), LT_NS), field("Where", simple("string"), LT_NS)],
  },
  ScanEvent: {
    name: "ScanEvent",
    namespace: LT_NS,
    base: "TrackingEvent",
    fields: [
      field("At", simple("dateTime"), LT_NS),
      field("Where", simple("string"), LT_NS),
      field("Scanner", simple("string"), LT_NS),
    ],
  },
  DeliveryEvent: {
    name: "DeliveryEvent",
    typeName: "Delivered",
    namespace: EVENTS_NS,
    base: "TrackingEvent",
    fields: [
      field("At", simple("dateTime"), LT_NS),
      field("Where", simple("string"), LT_NS),
      field("AtDoor", simple("boolean"), EVENTS_NS),
      field("SignedBy", simple("string"), EVENTS_NS),
    ],
  },
  CancelFault: {
    name: "CancelFault",
    namespace: LT_NS,
    fields: [
      field("Code", simple("int"), LT_NS),
      field("Reason", simple("string"), LT_NS),
      field("TrackNum", simple("string"), LT_NS),
    ],
  },
  NotFoundFault: {
    name: "NotFoundFault",
    namespace: FAULTS_NS,
    fields: [field("TrackNum", simple("string"), FAULTS_NS)],
  },
  // WCF's own fault detail with includeExceptionDetailInFaults (System.ServiceModel.ExceptionDetail).
  ExceptionDetail: {
    name: "ExceptionDetail",
    namespace: SERVICE_MODEL_NS,
    fields: [
      field("HelpLink", simple("string"), SERVICE_MODEL_NS),
      field("InnerException", complex("ExceptionDetail"), SERVICE_MODEL_NS),
      field("Message", simple("string"), SERVICE_MODEL_NS),
      field("StackTrace", simple("string"), SERVICE_MODEL_NS),
      field("Type", simple("string"), SERVICE_MODEL_NS),
    ],
  },
};

/** The service as the codec sees it: the contract namespace ITracking's wrappers are in, and the data contracts. */
export const wcfTracking: Pick<ServiceDescriptor, "namespace" | "types" | "serializer"> = {
  namespace: WCF_NS,
  serializer: "dataContract",
  types,
};
