/**
 * Every DataSet and DataTable the recorded ASMX service sent or received (test/reference/asmx) decodes to the
 * tables, columns and values the service's documented echo semantics predict, and re-encodes to the exact
 * recorded bytes: compact inside SOAP envelopes, indented in HTTP GET/POST result documents.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  DataSetDecodeError,
  decodeDataSet,
  decodeDataTable,
  encodeDataSet,
  encodeDataTable,
  type DataTable,
  type RowValues,
} from "../../runtime/src/dataset/index.js";
import { childElements, parseXml, textOf, type XmlElement } from "../../runtime/src/xml/tree.js";
import { REFERENCE_DIR } from "../support/paths.js";

interface HttpMessage {
  readonly startLine: string;
  readonly headers: string;
  readonly body: string;
}

function readMessage(path: string): HttpMessage {
  const raw = readFileSync(join(REFERENCE_DIR, path), "utf8");
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split);
  return { startLine: head.split("\r\n")[0]!, headers: head, body: raw.slice(split + 4) };
}

function find(element: XmlElement, local: string): XmlElement | undefined {
  if (element.local === local) return element;
  for (const child of childElements(element)) {
    const found = find(child, local);
    if (found) return found;
  }
  return undefined;
}

/** The recorded content of an element, byte for byte: between the end of its start tag and its end tag. */
function recordedContent(body: string, name: string): string {
  const start = new RegExp(`<${name}(?:\\s[^>]*)?>`).exec(body);
  if (!start) throw new Error(`no <${name}> in the recording`);
  const end = body.lastIndexOf(`</${name}>`);
  return body.slice(start.index + start[0].length, end);
}

const STATUS_COLUMNS = [
  { name: "TrackNum", type: "string", required: false },
  { name: "StatusCode", type: "string", required: false },
  { name: "StatusDate", type: "dateTime", required: false },
  { name: "Pieces", type: "int", required: false },
  { name: "Weight", type: "decimal", required: false },
];

/** Rows the recorded service returns for GetStatus / GetStatusRef (README: "The echo semantics"). */
function expectedStatusRows(trackNum: string, type: string, lastOnly: boolean): RowValues[] {
  const rows: RowValues[] = [
    {
      TrackNum: trackNum,
      StatusCode: `PU:${type}`,
      StatusDate: "2024-01-02T03:04:05+00:00",
      Pieces: 1,
      Weight: "12.5",
    },
  ];
  if (!lastOnly)
    rows.push({
      TrackNum: trackNum,
      StatusCode: `DL:${type}`,
      StatusDate: "2024-01-03T13:14:15+00:00",
      Pieces: 2,
      Weight: "7.25",
    });
  return rows;
}

interface Call {
  readonly operation: string;
  readonly soap: boolean;
  readonly params: ReadonlyMap<string, string>;
}

/** Operation and parameters of a recorded request, whatever its binding (parameter names compared lower-case). */
function callOf(request: HttpMessage): Call | undefined {
  const [, target = ""] = request.startLine.split(" ");
  const http = /\.asmx\/(\w+)(?:\?(.*))?$/.exec(target);
  if (http) {
    const query = request.startLine.startsWith("GET") ? (http[2] ?? "") : request.body;
    const params = new Map([...new URLSearchParams(query)].map(([k, v]) => [k.toLowerCase(), v]));
    return { operation: http[1]!, soap: false, params };
  }
  let envelope: XmlElement;
  try {
    envelope = parseXml(request.body);
  } catch {
    return undefined;
  }
  const body = childElements(envelope).find((e) => e.local === "Body");
  const call = body && childElements(body)[0];
  if (!call) return undefined;
  const params = new Map(childElements(call).map((p) => [p.local.toLowerCase(), textOf(p)]));
  return { operation: call.local, soap: true, params };
}

interface Exchange {
  readonly name: string;
  readonly request: HttpMessage;
  readonly response: HttpMessage;
  readonly call: Call;
}

function exchanges(folder: string): Exchange[] {
  return readdirSync(join(REFERENCE_DIR, folder))
    .filter((f) => f.endsWith(".request.txt"))
    .flatMap((f) => {
      const name = `${folder}/${f.replace(/\.request\.txt$/, "")}`;
      const request = readMessage(`${name}.request.txt`);
      const response = readMessage(`${name}.response.txt`);
      const call = callOf(request);
      return call && / 200 /.test(response.startLine) ? [{ name, request, response, call }] : [];
    });
}

const ALL = ["exchanges", "client-requests", "errors"].flatMap(exchanges);

function plain(table: DataTable): { name: string; columns: unknown[]; rows: RowValues[] } {
  return { name: table.name, columns: table.columns.map((c) => ({ ...c })), rows: table.toObjects() };
}

describe("GetStatus and GetStatusRef results", () => {
  const statusCalls = ALL.filter((e) => e.call.operation === "GetStatus" || e.call.operation === "GetStatusRef");

  it("covers every recorded binding, the empty-table and the null cases", () => {
    expect(statusCalls.length).toBeGreaterThanOrEqual(40);
    const tracks = new Set(statusCalls.map((e) => e.call.params.get("tracknum")));
    expect(tracks.has("NULL") && tracks.has("EMPTY")).toBe(true);
    expect(new Set(statusCalls.map((e) => e.call.soap))).toEqual(new Set([true, false]));
  });

  for (const exchange of statusCalls) {
    it(exchange.name, () => {
      const { call, response } = exchange;
      const isTable = call.operation === "GetStatusRef";
      const trackNum = call.params.get("tracknum")!;
      const type = call.params.get("tracknumtype")!;
      const lastOnly = ["true", "1"].includes(call.params.get("laststatusonly")!.trim().toLowerCase());
      const doc = parseXml(response.body);
      const containerName = call.soap ? `${call.operation}Result` : isTable ? "DataTable" : "DataSet";
      const container = find(doc, containerName);

      if (trackNum === "NULL") {
        // SOAP: the result element is left out; HTTP: the root says xsi:nil.
        if (call.soap) expect(container).toBeUndefined();
        else expect(isTable ? decodeDataTable(container!) : decodeDataSet(container!)).toBeNull();
        return;
      }
      const rows = trackNum === "EMPTY" ? [] : expectedStatusRows(trackNum, type, lastOnly);
      const layout = call.soap ? ({ layout: "compact" } as const) : ({ layout: "indented", depth: 0 } as const);
      const recorded = recordedContent(response.body, containerName);

      if (isTable) {
        const table = decodeDataTable(container!)!;
        expect(plain(table)).toEqual({ name: "StatusRef", columns: STATUS_COLUMNS, rows });
        expect(table.rows.every((r) => r.state === "unchanged")).toBe(true);
        expect(encodeDataTable(table, layout)).toBe(recorded);
      } else {
        const dataSet = decodeDataSet(container!)!;
        expect(dataSet.name).toBe("StatusDataSet");
        expect(dataSet.mainTable).toBeUndefined();
        expect(dataSet.tables.map(plain)).toEqual([{ name: "Status", columns: STATUS_COLUMNS, rows }]);
        expect(encodeDataSet(dataSet, layout)).toBe(recorded);
      }
    });
  }

  it("reads the DataTable form as a DataSet too, and writes it back the same", () => {
    const { body } = readMessage("exchanges/GetStatusRef.soap11.response.txt");
    const dataSet = decodeDataSet(find(parseXml(body), "GetStatusRefResult")!)!;
    expect(dataSet.name).toBe("NewDataSet");
    expect(dataSet.mainTable).toBe("StatusRef");
    expect(dataSet.locale).toBeUndefined();
    expect(encodeDataSet(dataSet)).toBe(recordedContent(body, "GetStatusRefResult"));
  });
});

const QUOTE_COLUMNS = [
  { name: "Carrier", type: "string", required: false },
  { name: "Amount", type: "decimal", required: false },
];
const QUOTE_ROWS = [
  { Carrier: "AA", Amount: "10.5" },
  { Carrier: "BB", Amount: "7" },
];
const ECHO_COLUMNS = [
  { name: "UserID", type: "string", required: false },
  { name: "Password", type: "string", required: false },
  { name: "InputDataSetName", type: "string", required: false },
  { name: "InputTableCount", type: "int", required: false },
  { name: "InputRowCount", type: "int", required: false },
];

describe("GetQuotes DataSets, both directions", () => {
  const quoteCalls = ALL.filter((e) => e.call.operation === "GetQuotes" && e.call.soap);

  it("covers the exchanges, the .NET client's requests and the error cases", () => {
    expect(quoteCalls.map((e) => e.name).sort()).toEqual([
      "client-requests/003.POST.GetQuotes",
      "client-requests/020.POST.GetQuotes",
      "errors/getquotes.soap11.nil-dataset",
      "errors/getquotes.soap11.plain-xml-no-schema",
      "errors/getquotes.soap11.schema-only",
      "errors/getquotes.soap11.string-content",
      "exchanges/GetQuotes.soap11",
      "exchanges/GetQuotes.soap12",
      "exchanges/GetQuotes.soap12-action",
    ]);
  });

  for (const exchange of quoteCalls) {
    it(exchange.name, () => {
      const { request, response, call } = exchange;
      const quotes = find(parseXml(request.body), "Quotes");
      // What .NET read from the request: no schema means it ignored the content (an empty NewDataSet).
      const input = quotes ? decodeDataSet(quotes, { withoutSchema: "empty" }) : null;
      const output = decodeDataSet(find(parseXml(response.body), "GetQuotesResult")!)!;

      // The service echoes what it read: the input's tables, then QuoteEcho.
      const inputRows = input ? input.tables.reduce((n, t) => n + t.rows.length, 0) : 0;
      expect(output.name).toBe(input ? input.name : "NoQuotes");
      expect(output.tables.slice(0, -1).map(plain)).toEqual(input ? input.tables.map(plain) : []);
      expect(plain(output.tables.at(-1)!)).toEqual({
        name: "QuoteEcho",
        columns: ECHO_COLUMNS,
        rows: [
          {
            UserID: call.params.get("userid"),
            Password: call.params.get("password"),
            InputDataSetName: input ? input.name : "(null)",
            InputTableCount: input ? input.tables.length : 0,
            InputRowCount: inputRows,
          },
        ],
      });
      expect(encodeDataSet(output)).toBe(recordedContent(response.body, "GetQuotesResult"));

      if (!quotes) return; // nil-dataset: the parameter is left out
      const recordedInput = recordedContent(request.body, "Quotes");
      if (exchange.name.endsWith("plain-xml-no-schema") || exchange.name.endsWith("string-content")) {
        expect(() => decodeDataSet(quotes)).toThrow(DataSetDecodeError);
        expect(() => decodeDataSet(quotes)).toThrow(/no inline schema/);
        expect(input!.tables).toEqual([]);
        expect(input!.name).toBe("NewDataSet");
      } else if (exchange.name.endsWith("schema-only")) {
        expect(input!.tables.map(plain)).toEqual([{ name: "Quote", columns: QUOTE_COLUMNS, rows: [] }]);
        // Written back, the schema is byte-equal and an empty diffgram follows.
        expect(encodeDataSet(input!)).toBe(
          recordedInput +
            '<diffgr:diffgram xmlns:msdata="urn:schemas-microsoft-com:xml-msdata" xmlns:diffgr="urn:schemas-microsoft-com:xml-diffgram-v1" />',
        );
      } else {
        expect(input!.name).toBe("QuoteSet");
        expect(input!.tables.map(plain)).toEqual([{ name: "Quote", columns: QUOTE_COLUMNS, rows: QUOTE_ROWS }]);
        expect(encodeDataSet(input!)).toBe(recordedInput);
      }
    });
  }
});

describe("null and empty containers", () => {
  it("reads an empty or nil container as null", () => {
    expect(decodeDataSet(parseXml("<GetStatusResult />"))).toBeNull();
    expect(decodeDataSet(parseXml("<Quotes>\n  </Quotes>"))).toBeNull();
    expect(
      decodeDataTable(parseXml('<DataTable xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:nil="true" />')),
    ).toBeNull();
  });
});
