import { writePlansCodec, valueEventsCodec, type TypedServiceDescriptor } from "asmx-codegen-runtime";
import type { InvoicesOperations } from "./types.js";

/**
 * The Invoices service as data: namespace, operations, fields in wire order, types and bindings.
 *
 * The client and server runtimes read every wire name from here.
 */
export const invoicesDescriptor: TypedServiceDescriptor<InvoicesOperations> = {
  name: "Invoices",
  namespace: "urn:invoices",
  endpoint: "https://h/Invoices.asmx",
  operations: [
    {
      name: "Due",
      messageName: "Due",
      tsName: "due",
      bindings: ["soap11", "soap12", "httpGet", "httpPost"],
      idempotent: true,
      requestElement: "Due",
      responseElement: "DueResponse",
      resultElement: "DueResult",
      soapAction: "urn:invoices/Due",
      httpPath: "/Due",
      httpResultElement: "Invoice",
      fields: [{ wireName: "on", tsName: "on", type: { kind: "simple", type: "date" } }],
      result: { kind: "complex", name: "Invoice" },
    },
  ],
  types: {
    Invoice: {
      name: "Invoice",
      fields: [
        {
          wireName: "InvoiceDate",
          tsName: "invoiceDate",
          type: { kind: "simple", type: "date" },
          default: "0001-01-01",
        },
        { wireName: "DueDate", tsName: "dueDate", type: { kind: "simple", type: "date" } },
      ],
    },
  },
  soapPorts: ["InvoicesSoap", "InvoicesSoap12"],
  codecs: { writePlans: writePlansCodec, valueEvents: valueEventsCodec },
};
