/**
 * The results the recorded reference service returns, from the echo semantics of
 * test/reference/asmx/README.md, in fixture JSON (fixtures/README.md): what a client must decode a
 * recorded response into, derived from the recorded request rather than read from the response.
 */
import type { Json } from "./fixture-set.js";

/** Reads a parameter's text as the service saw it (null when absent). */
export type Param = (wireName: string) => string | null;

const STATUS_COLUMNS = [
  { name: "TrackNum", type: "string" },
  { name: "StatusCode", type: "string" },
  { name: "StatusDate", type: "dateTime" },
  { name: "Pieces", type: "int" },
  { name: "Weight", type: "decimal" },
];

const QUOTE_ECHO_COLUMNS = [
  { name: "UserID", type: "string" },
  { name: "Password", type: "string" },
  { name: "InputDataSetName", type: "string" },
  { name: "InputTableCount", type: "int" },
  { name: "InputRowCount", type: "int" },
];

/** A field as the echo text shows it: null as empty text. */
const text = (value: string | null): string => value ?? "";

/** .NET's Boolean.ToString of the request's LastStatusOnly (XML Schema or Boolean.Parse spelling). */
function dotNetBoolean(value: string | null): "True" | "False" {
  return ["true", "1"].includes((value ?? "").trim().toLowerCase()) ? "True" : "False";
}

/** The status rows: PU then DL, one row when LastStatusOnly. */
function statusRows(param: Param): Record<string, Json>[] {
  const type = text(param("TrackNumType")) || "HAWB";
  const rows: Record<string, Json>[] = [
    { TrackNum: param("TrackNum"), StatusCode: `PU:${type}`, StatusDate: "2024-01-02T03:04:05+00:00", Pieces: 1, Weight: "12.5" },
    { TrackNum: param("TrackNum"), StatusCode: `DL:${type}`, StatusDate: "2024-01-03T13:14:15+00:00", Pieces: 2, Weight: "7.25" },
  ];
  if (param("TrackNum") === "EMPTY") return [];
  return dotNetBoolean(param("LastStatusOnly")) === "True" ? rows.slice(0, 1) : rows;
}

interface DataSetJson {
  name: string;
  tables: { name: string; columns: { name: string; type: string }[]; rows: Record<string, Json>[] }[];
}

/**
 * The expected result of `operation` for a request with these parameters. `quotes` is GetQuotes' input
 * DataSet as the service read it (null when absent), in fixture JSON.
 */
export function echoResult(operation: string, param: Param, quotes?: Json): Json {
  const credentials = `${text(param("UserID"))}:${text(param("Password"))}`;
  switch (operation) {
    case "GetQuotesRequest":
      return `GetQuotesRequest:${credentials}:${text(param("Quotes"))}`;
    case "UploadShipmentsRequest":
      return `UploadShipmentsRequest:${credentials}:${text(param("Request"))}`;
    case "UploadShipmentsRS":
      return `UploadShipmentsRS:${credentials}:${text(param("Request"))}:${text(param("Pwd"))}`;
    case "ViewNextAvailableMAWBNum":
    case "ReserveNextMAWBNum":
      return param("CarrierCode") === "NULL" ? null : `${operation}:${credentials}:${text(param("CarrierCode"))}`;
    case "GetStatusRequest":
      return `GetStatusRequest:${text(param("TrackNum"))}:${text(param("TrackNumType")) || "HAWB"}:${dotNetBoolean(param("LastStatusOnly"))}`;
    case "GetStatus":
      if (param("TrackNum") === "NULL") return null;
      return { $dataSet: { name: "StatusDataSet", tables: [{ name: "Status", columns: STATUS_COLUMNS, rows: statusRows(param) }] } };
    case "GetStatusRef":
      if (param("TrackNum") === "NULL") return null;
      return { $dataTable: { name: "StatusRef", columns: STATUS_COLUMNS, rows: statusRows(param) } };
    case "GetQuotes": {
      const input = (quotes as { $dataSet?: DataSetJson } | null)?.$dataSet ?? null;
      const echo = {
        UserID: param("UserID"),
        Password: param("Password"),
        InputDataSetName: input ? input.name : "(null)",
        InputTableCount: input ? input.tables.length : 0,
        InputRowCount: input ? input.tables.reduce((n, t) => n + t.rows.length, 0) : 0,
      };
      const tables = [...(input?.tables ?? []), { name: "QuoteEcho", columns: QUOTE_ECHO_COLUMNS, rows: [echo] }];
      return { $dataSet: { name: input ? input.name : "NoQuotes", tables } } as unknown as Json;
    }
    default:
      throw new Error(`no echo semantics for ${operation}`);
  }
}
