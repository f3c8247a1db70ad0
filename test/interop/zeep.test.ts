/**
 * Interop with Python's SOAP client, zeep (Debian's python3-zeep, installed by `npm run setup:peers`, which
 * .ci/run calls; `npm test` installs nothing and fails this suite with one line when it is missing): it builds its
 * client from the WSDL our server serves and calls every operation over SOAP 1.1 and SOAP 1.2
 * (test/interop/zeep_client.py). String results, DataSet results (zeep types the rows from the inline
 * schema), a DataTable result, null, and client and server faults must read as the echo handlers meant.
 * What zeep cannot do, against ASMX as much as against us: read a DataTable through its inline schema
 * (.NET's diffgram root is not declared there: read raw) and send a DataSet parameter.
 */
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startGenerated, type Started } from "../reliability/support.js";
import { PYTHON, requireZeep } from "../support/peers.js";

const SCRIPT = fileURLToPath(new URL("./zeep_client.py", import.meta.url));

interface Line {
  readonly port: string;
  readonly operation: string;
  readonly carrier: string | null;
  /** Which of several calls with the same operation and carrier code (null for the first). */
  readonly case: string | null;
  readonly result?: string | null;
  readonly rows?: [string, Record<string, string>][];
  readonly status?: number;
  readonly fault?: { code: string; message: string };
}

let server: Started | undefined;
let lines: Line[];

beforeAll(async () => {
  await requireZeep();
  server = await startGenerated();
  const run = promisify(execFile);
  const { stdout } = await run(PYTHON, [SCRIPT, server.url], { timeout: 60_000 }).catch((error: Error) => {
    throw new Error(`zeep did not run (${PYTHON} with python3-zeep): ${error.message}`);
  });
  lines = stdout
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as Line);
}, 90_000);

afterAll(async () => {
  await server?.listening.close();
});

const STATUS_ROWS = [
  ["Status", { TrackNum: "T9", StatusCode: "PU:HAWB", StatusDate: "2024-01-02T03:04:05+00:00", Pieces: "1", Weight: "12.5" }],
  ["Status", { TrackNum: "T9", StatusCode: "DL:HAWB", StatusDate: "2024-01-03T13:14:15+00:00", Pieces: "2", Weight: "7.25" }],
];

for (const [port, version] of [
  ["ShipmentOperationsSoap", "1.1"],
  ["ShipmentOperationsSoap12", "1.2"],
] as const) {
  describe(`zeep's client over SOAP ${version}`, () => {
    const of = (operation: string, carrier: string | null = null, label: string | null = null): Line => {
      const line = lines.find((l) => l.port === port && l.operation === operation && l.carrier === carrier && l.case === label);
      if (!line) throw new Error(`no line for ${operation} ${carrier ?? ""} ${label ?? ""} on ${port}`);
      return line;
    };

    it("string results, escaping and astral characters included", () => {
      expect(of("GetQuotesRequest").result).toBe("GetQuotesRequest:u1:p&<1:Q1 & Q2 = 10% + tax");
      expect(of("UploadShipmentsRequest").result).toBe("UploadShipmentsRequest:u1:p1:SHIP-1;SHIP-2 Zoë 😀");
      expect(of("UploadShipmentsRS").result).toBe("UploadShipmentsRS:u1:p1:R1:pw2");
      expect(of("GetStatusRequest").result).toBe("GetStatusRequest:T123:ORDERNUMBER:False");
      expect(of("ViewNextAvailableMAWBNum", "AA").result).toBe("ViewNextAvailableMAWBNum:u1:p1:AA");
      expect(of("ReserveNextMAWBNum", "BB").result).toBe("ReserveNextMAWBNum:u1:p1:BB");
      expect(of("ViewNextAvailableMAWBNum", "NULL").result).toBeNull();
    });

    it("DataSet results typed by zeep from the inline schema; the DataTable result read raw", () => {
      expect(of("GetStatus").rows).toEqual(STATUS_ROWS);
      expect(of("GetStatusRef")).toMatchObject({
        status: 200,
        rows: [["StatusRef", { TrackNum: "T8", StatusCode: "PU:PO", StatusDate: "2024-01-02T03:04:05+00:00", Pieces: "1", Weight: "12.5" }]],
      });
      expect(of("GetQuotes").rows).toEqual([
        ["QuoteEcho", { UserID: "u1", Password: "p1", InputDataSetName: "(null)", InputTableCount: "0", InputRowCount: "0" }],
      ]);
    });

    it("client and server faults with their codes", () => {
      expect(of("ViewNextAvailableMAWBNum", "SOAPFAULT").fault).toEqual({
        code: version === "1.1" ? "soap:Client" : "soap:Sender",
        message: "Oracle explicit SoapException",
      });
      expect(of("ViewNextAvailableMAWBNum", "THROW").fault?.code).toBe(version === "1.1" ? "soap:Server" : "soap:Receiver");
      expect(of("ViewNextAvailableMAWBNum", "THROW").fault?.message).toMatch(/^Server was unable to process request\. ---> /);
    });

    it("a handler's fault text verbatim, though the caller's password (p) occurs in it", () => {
      expect(of("ViewNextAvailableMAWBNum", "SOAPFAULT", "password p").fault).toEqual({
        code: version === "1.1" ? "soap:Client" : "soap:Sender",
        message: "Oracle explicit SoapException",
      });
    });
  });
}
