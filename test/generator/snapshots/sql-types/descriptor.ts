import { writePlansCodec, type TypedServiceDescriptor } from "asmx-codegen-runtime";
import type { StoreOperations } from "./types.js";

/**
 * The Store service as data: namespace, operations, fields in wire order, types and bindings.
 *
 * The client and server runtimes read every wire name from here.
 */
export const storeDescriptor: TypedServiceDescriptor<StoreOperations> = {
  name: "Store",
  namespace: "http://store.example.com/",
  endpoint: "https://h/Store.asmx",
  operations: [
    {
      name: "SavePaymentMethod",
      messageName: "SavePaymentMethod",
      tsName: "savePaymentMethod",
      bindings: ["soap11", "soap12"],
      idempotent: true,
      requestElement: "SavePaymentMethod",
      responseElement: "SavePaymentMethodResponse",
      resultElement: "SavePaymentMethodResult",
      soapAction: "http://store.example.com/SavePaymentMethod",
      httpPath: "/SavePaymentMethod",
      httpResultElement: "boolean",
      fields: [
        { wireName: "method", tsName: "method", type: { kind: "complex", name: "PaymentMethod" }, optional: true },
      ],
      result: { kind: "simple", type: "boolean" },
    },
  ],
  types: {
    PaymentMethod: {
      name: "PaymentMethod",
      fields: [
        { wireName: "Name", tsName: "name", type: { kind: "simple", type: "string" }, optional: true },
        {
          wireName: "MerchantId",
          tsName: "merchantId",
          type: { kind: "simple", type: "base64Binary" },
          nillable: true,
        },
        { wireName: "Note", tsName: "note", type: { kind: "simple", type: "string" }, nillable: true },
      ],
    },
  },
  soapPorts: ["StoreSoap", "StoreSoap12"],
  codecs: { writePlans: writePlansCodec },
};
