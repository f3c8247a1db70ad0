import { writePlansCodec, valueEventsCodec, type TypedServiceDescriptor } from "asmx-codegen-runtime";
import type { ReportsOperations } from "./types.js";

/**
 * The Reports service as data: namespace, operations, fields in wire order, types and bindings.
 *
 * The client and server runtimes read every wire name from here.
 */
export const reportsDescriptor: TypedServiceDescriptor<ReportsOperations> = {
  name: "Reports",
  namespace: "urn:reports",
  endpoint: "https://h/Reports.asmx",
  operations: [
    {
      name: "SetExecutionOptions",
      messageName: "SetExecutionOptions",
      tsName: "setExecutionOptions",
      bindings: ["soap11", "soap12"],
      idempotent: true,
      requestElement: "SetExecutionOptions",
      responseElement: "SetExecutionOptionsResponse",
      resultElement: "SetExecutionOptionsResult",
      soapAction: "urn:reports/SetExecutionOptions",
      httpPath: "/SetExecutionOptions",
      httpResultElement: "Subscription",
      fields: [
        { wireName: "ItemPath", tsName: "itemPath", type: { kind: "simple", type: "string" }, optional: true },
        {
          wireName: "Item",
          tsName: "item",
          type: {
            kind: "choice",
            elements: [
              { element: "ScheduleDefinition", type: { kind: "complex", name: "ScheduleDefinition" } },
              { element: "NoSchedule", type: { kind: "complex", name: "NoSchedule" } },
            ],
          },
          optional: true,
        },
      ],
      result: { kind: "complex", name: "Subscription" },
    },
  ],
  types: {
    ScheduleDefinitionOrReference: {
      name: "ScheduleDefinitionOrReference",
      subtypes: ["NoSchedule", "ScheduleDefinition", "DailySchedule", "ScheduleReference"],
      fields: [],
    },
    NoSchedule: { name: "NoSchedule", base: "ScheduleDefinitionOrReference", fields: [] },
    ScheduleDefinition: {
      name: "ScheduleDefinition",
      base: "ScheduleDefinitionOrReference",
      subtypes: ["DailySchedule"],
      fields: [{ wireName: "StartDateTime", tsName: "startDateTime", type: { kind: "simple", type: "dateTime" } }],
    },
    DailySchedule: {
      name: "DailySchedule",
      base: "ScheduleDefinition",
      fields: [
        { wireName: "StartDateTime", tsName: "startDateTime", type: { kind: "simple", type: "dateTime" } },
        { wireName: "DaysInterval", tsName: "daysInterval", type: { kind: "simple", type: "int" } },
      ],
    },
    ScheduleReference: {
      name: "ScheduleReference",
      base: "ScheduleDefinitionOrReference",
      fields: [
        { wireName: "ScheduleID", tsName: "scheduleId", type: { kind: "simple", type: "string" }, optional: true },
      ],
    },
    ParameterValueOrFieldReference: {
      name: "ParameterValueOrFieldReference",
      subtypes: ["ParameterValue", "ParameterFieldReference"],
      fields: [],
    },
    ParameterValue: {
      name: "ParameterValue",
      base: "ParameterValueOrFieldReference",
      fields: [{ wireName: "Name", tsName: "name", type: { kind: "simple", type: "string" }, optional: true }],
    },
    ParameterFieldReference: {
      name: "ParameterFieldReference",
      base: "ParameterValueOrFieldReference",
      fields: [
        { wireName: "FieldAlias", tsName: "fieldAlias", type: { kind: "simple", type: "string" }, optional: true },
      ],
    },
    Subscription: {
      name: "Subscription",
      fields: [
        { wireName: "Extension", tsName: "extension", type: { kind: "simple", type: "string" }, optional: true },
        {
          wireName: "Item",
          tsName: "item",
          type: {
            kind: "choice",
            elements: [
              { element: "NoSchedule", type: { kind: "complex", name: "NoSchedule" } },
              { element: "ScheduleDefinition", type: { kind: "complex", name: "ScheduleDefinition" } },
              { element: "ScheduleReference", type: { kind: "complex", name: "ScheduleReference" } },
            ],
          },
          optional: true,
        },
        {
          wireName: "ParameterValues",
          tsName: "parameterValues",
          type: {
            kind: "array",
            item: {
              kind: "choice",
              elements: [
                { element: "ParameterValue", type: { kind: "complex", name: "ParameterValue" } },
                { element: "ParameterFieldReference", type: { kind: "complex", name: "ParameterFieldReference" } },
              ],
            },
            itemElement: "ParameterValue|ParameterFieldReference",
            itemNillable: true,
          },
          optional: true,
        },
      ],
    },
  },
  soapPorts: ["ReportsSoap", "ReportsSoap12"],
  codecs: { writePlans: writePlansCodec, valueEvents: valueEventsCodec },
};
