/**
 * Handlers with the echo semantics of the recorded reference service (test/reference/asmx/README.md,
 * "The echo semantics used by the recorded service"): a server running them must answer the recorded
 * requests with the recorded bytes. The DataSet results are built here, in one place, with the runtime's
 * DataSet builders.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { loadSpec } from "../../generator/spec/load.js";
import { dataSet, DataSet, table, type DataTable } from "../../runtime/src/dataset/index.js";
import type { ServiceDescriptor } from "../../runtime/src/descriptor.js";
import { ClientFault } from "../../runtime/src/server/faults.js";
import type { OperationHandler, OperationHandlers } from "../../runtime/src/server/types.js";
import { REFERENCE_DIR, SPEC_FILE } from "./paths.js";

/** Handler input: field values by TypeScript name. */
type Input = Readonly<Record<string, unknown>>;

/** A field as the echo text shows it: null as empty text. */
function text(value: unknown): string {
  return value === null || value === undefined ? "" : String(value);
}

/** CarrierCode THROW: the method fails; SOAPFAULT: it raises a client fault; NULL: it returns null. */
function carrierCodeOutcome(carrierCode: unknown): "null" | undefined {
  if (carrierCode === "THROW") throw new Error("Oracle forced failure for CarrierCode THROW");
  if (carrierCode === "SOAPFAULT") throw new ClientFault("Oracle explicit SoapException");
  return carrierCode === "NULL" ? "null" : undefined;
}

/** `<Op>:<UserID>:<Password>:<third field>` */
function echo3(operation: string, third: string): OperationHandler {
  return (input: Input) => {
    if (third === "carrierCode" && carrierCodeOutcome(input.carrierCode) === "null") return null;
    return `${operation}:${text(input.userId)}:${text(input.password)}:${text(input[third])}`;
  };
}

/** The columns the ShipmentOperations spec declares for GetStatus's DataSet (which the client checks). */
export const STATUS_COLUMNS = {
  TrackNum: "string",
  StatusCode: "string",
  StatusDate: "dateTime",
  Pieces: "int",
  Weight: "decimal",
} as const;

/** One row when LastStatusOnly, else two; none for TrackNum EMPTY. */
function statusRows(input: Input): { TrackNum: string | null; StatusCode: string; StatusDate: string; Pieces: number; Weight: string }[] {
  if (input.trackNum === "EMPTY") return [];
  const trackNum = input.trackNum === null || input.trackNum === undefined ? null : String(input.trackNum);
  const type = String(input.trackNumType);
  const rows = [{ TrackNum: trackNum, StatusCode: `PU:${type}`, StatusDate: "2024-01-02T03:04:05+00:00", Pieces: 1, Weight: "12.5" }];
  if (input.lastStatusOnly !== true) {
    rows.push({ TrackNum: trackNum, StatusCode: `DL:${type}`, StatusDate: "2024-01-03T13:14:15+00:00", Pieces: 2, Weight: "7.25" });
  }
  return rows;
}

/** GetStatus: DataSet StatusDataSet with table Status. */
export function statusDataSet(input: Input): DataSet | null {
  if (input.trackNum === "NULL") return null;
  return dataSet("StatusDataSet", [table("Status", STATUS_COLUMNS, statusRows(input))]);
}

/** GetStatusRef: the same rows as DataTable StatusRef. */
export function statusDataTable(input: Input): DataTable<object> | null {
  if (input.trackNum === "NULL") return null;
  return table("StatusRef", STATUS_COLUMNS, statusRows(input));
}

/** GetQuotes: a copy of the input DataSet plus a QuoteEcho table (NoQuotes when there is no input). */
export function quotesEcho(input: Input): DataSet {
  const quotes = input.quotes instanceof DataSet ? input.quotes : null;
  const rowCount = quotes ? quotes.tables.reduce((n, t) => n + t.rows.length, 0) : 0;
  const echo = table(
    "QuoteEcho",
    { UserID: "string", Password: "string", InputDataSetName: "string", InputTableCount: "int", InputRowCount: "int" },
    [
      {
        UserID: input.userId as string | null,
        Password: input.password as string | null,
        InputDataSetName: quotes ? quotes.name : "(null)",
        InputTableCount: quotes ? quotes.tables.length : 0,
        InputRowCount: rowCount,
      },
    ],
  );
  if (!quotes) return dataSet("NoQuotes", [echo]);
  return new DataSet(quotes.name, [...quotes.tables, echo], {
    namespace: quotes.namespace,
    caseSensitive: quotes.caseSensitive,
    ...(quotes.locale !== undefined ? { locale: quotes.locale } : {}),
  });
}

export const echoHandlers: OperationHandlers = {
  GetQuotesRequest: echo3("GetQuotesRequest", "quotes"),
  GetQuotes: (input: Input) => quotesEcho(input),
  UploadShipmentsRequest: echo3("UploadShipmentsRequest", "request"),
  UploadShipmentsRS: (input: Input) =>
    `UploadShipmentsRS:${text(input.userId)}:${text(input.password)}:${text(input.request)}:${text(input.pwd)}`,
  GetStatus: (input: Input) => statusDataSet(input),
  GetStatusRef: (input: Input) => statusDataTable(input),
  GetStatusRequest: (input: Input) =>
    `GetStatusRequest:${text(input.trackNum)}:${text(input.trackNumType)}:${input.lastStatusOnly === true ? "True" : "False"}`,
  ViewNextAvailableMAWBNum: echo3("ViewNextAvailableMAWBNum", "carrierCode"),
  ReserveNextMAWBNum: echo3("ReserveNextMAWBNum", "carrierCode"),
};

/** The service of the spec, as the generated package describes it to the runtime. */
export function referenceService(): ServiceDescriptor {
  return descriptorOf(loadSpec(SPEC_FILE));
}

const RECORDED_WSDL = readFileSync(join(REFERENCE_DIR, "ShipmentOperations.wsdl"), "utf8");
const RECORDED_ADDRESS = "http://127.0.0.1:8089/ShipmentOperations.asmx";

/** The recorded WSDL for another address: stands in for the generated renderWsdl in server tests. */
export function recordedWsdl(address: string): string {
  return RECORDED_WSDL.split(RECORDED_ADDRESS).join(address);
}
