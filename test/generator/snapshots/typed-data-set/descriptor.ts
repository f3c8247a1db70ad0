import { dataSetCodec, type TypedServiceDescriptor } from "asmx-codegen-runtime";
import type { StatusingOperations } from "./types.js";

/**
 * The Statusing service as data: namespace, operations, fields in wire order, types and bindings.
 *
 * The client and server runtimes read every wire name from here.
 */
export const statusingDescriptor: TypedServiceDescriptor<StatusingOperations> = {
  name: "Statusing",
  namespace: "http://example.com/ps/Statusing/",
  endpoint: "https://h/Statusing.asmx",
  operations: [
    {
      name: "ReadStatus",
      messageName: "ReadStatus",
      tsName: "readStatus",
      bindings: ["soap11"],
      idempotent: true,
      requestElement: "ReadStatus",
      responseElement: "ReadStatusResponse",
      resultElement: "ReadStatusResult",
      soapAction: "http://example.com/ps/Statusing/ReadStatus",
      httpPath: "/ReadStatus",
      httpResultElement: "StatusDataSet",
      fields: [{ wireName: "updateID", tsName: "updateId", type: { kind: "simple", type: "guid" } }],
      result: {
        kind: "dataSet",
        typedNamespace: "http://example.com/ps/StatusDataSet/",
        dataSetName: "StatusDataSet",
        tables: [
          {
            name: "Status",
            columns: [
              { name: "ASSN_UID", type: "guid" },
              { name: "NOTE", type: "string" },
            ],
          },
        ],
      },
    },
    {
      name: "UpdateStatus",
      messageName: "UpdateStatus",
      tsName: "updateStatus",
      bindings: ["soap11"],
      idempotent: true,
      requestElement: "UpdateStatus",
      responseElement: "UpdateStatusResponse",
      resultElement: "UpdateStatusResult",
      soapAction: "http://example.com/ps/Statusing/UpdateStatus",
      httpPath: "/UpdateStatus",
      httpResultElement: "",
      fields: [
        {
          wireName: "changes",
          tsName: "changes",
          type: {
            kind: "dataSet",
            typedNamespace: "http://example.com/ps/StatusDataSet/",
            dataSetName: "StatusDataSet",
            tables: [
              {
                name: "Status",
                columns: [
                  { name: "ASSN_UID", type: "guid" },
                  { name: "NOTE", type: "string" },
                ],
              },
            ],
          },
          optional: true,
        },
      ],
    },
  ],
  soapPorts: ["StatusingSoap"],
  codecs: { dataSet: dataSetCodec },
};
