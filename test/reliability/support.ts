/**
 * Shared pieces of the reliability suite: the generated server with the echo semantics, raw sockets,
 * a memory sampler, an unhandled-rejection watch and the Markdown table the owner pastes into the
 * closing note.
 *
 * The generated package carries its own copy of the runtime, and DataSet results are checked with
 * `instanceof` against that copy: the DataSet handlers here build their results with the generated
 * package's builders, the string handlers are the shared echo handlers as they are.
 */
import { connect, type Socket } from "node:net";
import {
  createShipmentOperationsServer,
  type ServerOptions,
  type ShipmentOperationsHandlers,
} from "../../generated/shipment-operations/src/server.js";
import { listen, type Listening } from "../../generated/shipment-operations/src/node.js";
import { dataSet, DataSet, table } from "../../runtime/src/dataset/index.js";
import { echoHandlers, STATUS_COLUMNS } from "../support/echo-handlers.js";

export const NS = "http://shipment.example.com/operations";
export const PATH = "/ShipmentOperations.asmx";

type Input = Readonly<Record<string, unknown>>;


function statusRows(params: object): object[] {
  const input = params as Input;
  if (input.trackNum === "EMPTY") return [];
  const trackNum = input.trackNum === null || input.trackNum === undefined ? null : String(input.trackNum);
  const type = String(input.trackNumType);
  const rows = [{ TrackNum: trackNum, StatusCode: `PU:${type}`, StatusDate: "2024-01-02T03:04:05+00:00", Pieces: 1, Weight: "12.5" }];
  if (input.lastStatusOnly !== true)
    rows.push({ TrackNum: trackNum, StatusCode: `DL:${type}`, StatusDate: "2024-01-03T13:14:15+00:00", Pieces: 2, Weight: "7.25" });
  return rows;
}

const call = (name: string) => (params: object) => echoHandlers[name]!(params, undefined as never) as never;

/** The echo semantics of the reference service, as handlers of the generated server. */
export const generatedEchoHandlers: ShipmentOperationsHandlers = {
  getQuotesRequest: call("GetQuotesRequest"),
  getQuotes: (input) => {
    const echo = table(
      "QuoteEcho",
      { UserID: "string", Password: "string", InputDataSetName: "string", InputTableCount: "int", InputRowCount: "int" },
      [
        {
          UserID: input.userId,
          Password: input.password,
          InputDataSetName: input.quotes ? input.quotes.name : "(null)",
          InputTableCount: input.quotes ? input.quotes.tables.length : 0,
          InputRowCount: input.quotes ? input.quotes.tables.reduce((n, t) => n + t.rows.length, 0) : 0,
        },
      ],
    );
    if (!(input.quotes instanceof DataSet)) return dataSet("NoQuotes", [echo]);
    return new DataSet(input.quotes.name, [...input.quotes.tables, echo], { namespace: input.quotes.namespace });
  },
  uploadShipmentsRequest: call("UploadShipmentsRequest"),
  uploadShipmentsRs: call("UploadShipmentsRS"),
  getStatus: (input) => (input.trackNum === "NULL" ? null : (dataSet("StatusDataSet", [table("Status", STATUS_COLUMNS, statusRows(input))]) as never)),
  getStatusRef: (input) => (input.trackNum === "NULL" ? null : (table("StatusRef", STATUS_COLUMNS, statusRows(input)) as never)),
  getStatusRequest: call("GetStatusRequest"),
  viewNextAvailableMawbNum: call("ViewNextAvailableMAWBNum"),
  reserveNextMawbNum: call("ReserveNextMAWBNum"),
};

export interface Started {
  readonly listening: Listening;
  readonly port: number;
  readonly url: string;
}

/** The generated server on 127.0.0.1 and a free port. */
export async function startGenerated(
  options: ServerOptions = {},
  handlers: ShipmentOperationsHandlers = generatedEchoHandlers,
): Promise<Started> {
  const listening = await listen(createShipmentOperationsServer(handlers, options), { host: "127.0.0.1" });
  return { listening, port: Number(new URL(listening.url).port), url: listening.url };
}

export function soapBody11(operation: string, content: string): string {
  return `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><${operation} xmlns="${NS}">${content}</${operation}></soap:Body></soap:Envelope>`;
}

export function soapBody12(operation: string, content: string): string {
  return `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope"><soap:Body><${operation} xmlns="${NS}">${content}</${operation}></soap:Body></soap:Envelope>`;
}

/** A whole HTTP/1.1 POST to the endpoint with the given body bytes and headers. */
export function post(body: Buffer | string, headers: Record<string, string>, path = PATH): Buffer {
  const bytes = typeof body === "string" ? Buffer.from(body, "utf8") : body;
  let head = `POST ${path} HTTP/1.1\r\nHost: localhost\r\n`;
  for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
  head += `Content-Length: ${bytes.length}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head, "latin1"), bytes]);
}

export function soap11(operation: string, content: string, extra: Record<string, string> = {}): Buffer {
  return post(soapBody11(operation, content), {
    "Content-Type": "text/xml; charset=utf-8",
    SOAPAction: `"${NS}/${operation}"`,
    ...extra,
  });
}

export const GOOD = soap11(
  "GetStatusRequest",
  "<TrackNum>OK1</TrackNum><TrackNumType>PO</TrackNumType><LastStatusOnly>true</LastStatusOnly>",
);
export const GOOD_RESULT = "<GetStatusRequestResult>GetStatusRequest:OK1:PO:True</GetStatusRequestResult>";

/** A connection that collects what the server sends until it closes. */
export function rawConnection(port: number): { socket: Socket; received: () => string; closed: Promise<void> } {
  const socket = connect(port, "127.0.0.1");
  let data = "";
  socket.on("data", (chunk: Buffer) => {
    data += chunk.toString("latin1");
  });
  const closed = new Promise<void>((resolve) => {
    socket.on("close", () => resolve());
    socket.on("error", () => resolve());
  });
  return { socket, received: () => data, closed };
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const check = (): void => {
      if (condition()) resolve();
      else if (Date.now() > deadline) reject(new Error("condition not met in time"));
      else setTimeout(check, 5);
    };
    check();
  });
}

/** Samples RSS and heap every few ms while a case runs; reports the peak growth over the start. */
export function memorySampler(): { stop(): { rssMiB: number; heapMiB: number } } {
  const base = process.memoryUsage();
  let rss = base.rss;
  let heap = base.heapUsed;
  const sample = (): void => {
    const now = process.memoryUsage();
    if (now.rss > rss) rss = now.rss;
    if (now.heapUsed > heap) heap = now.heapUsed;
  };
  const timer = setInterval(sample, 5);
  return {
    stop() {
      sample();
      clearInterval(timer);
      const mib = (n: number): number => Math.round((n / 1024 / 1024) * 10) / 10;
      return { rssMiB: mib(rss - base.rss), heapMiB: mib(heap - base.heapUsed) };
    },
  };
}

/** Collects unhandled rejections from install() to uninstall(). */
export function rejectionWatch(): { install(): void; uninstall(): unknown[] } {
  const seen: unknown[] = [];
  const listener = (reason: unknown): void => {
    seen.push(reason);
  };
  return {
    install: () => process.on("unhandledRejection", listener),
    uninstall: () => {
      process.off("unhandledRejection", listener);
      return seen;
    },
  };
}

export interface TableRow {
  readonly name: string;
  readonly outcome: string;
  readonly ms: number;
  readonly rssMiB: number;
  readonly heapMiB: number;
  readonly after: number;
}

export function markdownTable(rows: readonly TableRow[]): string {
  const lines = [
    "| case | outcome | time (ms) | peak RSS growth (MiB) | peak heap growth (MiB) | next request |",
    "| --- | --- | ---: | ---: | ---: | ---: |",
  ];
  for (const r of rows)
    lines.push(`| ${r.name} | ${r.outcome.replace(/\|/g, "\\|")} | ${r.ms} | ${r.rssMiB} | ${r.heapMiB} | ${r.after} |`);
  return lines.join("\n");
}
