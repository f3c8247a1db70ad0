/**
 * resultCapture picks, in every recorded DataSet and DataTable response (SOAP 1.1, 1.2, HTTP GET and POST),
 * the very element the client reads the result from, and the result read from its events is the result read
 * from its tree (value, or error). Other operations capture nothing. Then the client end to end on a large
 * DataSet, over both transports.
 */
import { readdirSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OperationDescriptor } from "../../runtime/src/descriptor.js";
import { resultCapture } from "../../runtime/src/client/result-capture.js";
import { dataSet, table, DataSet } from "../../runtime/src/dataset/index.js";
import { readValueElement } from "../../runtime/src/soap/values.js";
import { parseXml, type XmlElement } from "../../runtime/src/xml/tree.js";
import { ShipmentOperationsClient, fetchTransport } from "../../generated/shipment-operations/src/client.js";
import { shipmentOperationsDescriptor as service } from "../../generated/shipment-operations/src/descriptor.js";
import { nodeListener, nodeTransport } from "../../generated/shipment-operations/src/node.js";
import { createShipmentOperationsServer } from "../../generated/shipment-operations/src/server.js";
import { REFERENCE_DIR } from "../support/paths.js";
import { textHandlers } from "../support/text-handlers.js";

const structured = service.operations.filter((op) => op.result?.kind === "dataSet" || op.result?.kind === "dataTable");

function firstElement(element: XmlElement, local?: string, ns?: string): XmlElement | undefined {
  return element.children.find(
    (c): c is XmlElement => typeof c !== "string" && (local === undefined || (c.local === local && c.ns === ns)),
  );
}

/** The element the client reads a result from, as response.ts finds it (SOAP: in the Body; HTTP: the root). */
function resultElement(root: XmlElement, operation: OperationDescriptor): XmlElement | undefined {
  if (root.local !== "Envelope") return root;
  const body = root.children.find((c): c is XmlElement => typeof c !== "string" && c.local === "Body");
  const response = body && firstElement(body);
  return response && firstElement(response, operation.resultElement, service.namespace);
}

function read(element: XmlElement, operation: OperationDescriptor): unknown {
  try {
    const value = readValueElement(element, operation.result!);
    return value instanceof DataSet
      ? { name: value.name, tables: value.tables.map((t) => ({ name: t.name, columns: t.columns, rows: t.rows })) }
      : value && typeof value === "object" && "rows" in value
        ? { table: value }
        : value;
  } catch (error) {
    return { error: `${(error as Error).name}: ${(error as Error).message}` };
  }
}

describe("resultCapture", () => {
  it("captures the result element of every recorded DataSet response, with the same result", () => {
    let captured = 0;
    for (const folder of ["exchanges", "client-requests", "errors"]) {
      for (const file of readdirSync(join(REFERENCE_DIR, folder)).filter((f) => f.endsWith(".response.txt"))) {
        const tokens = file.toLowerCase().split(".");
        const operation = structured.find((op) => tokens.includes(op.name.toLowerCase()));
        if (!operation) continue;
        const raw = readFileSync(join(REFERENCE_DIR, folder, file), "utf8");
        if (!/^HTTP\/1\.\d 200 /.test(raw)) continue;
        const body = raw.slice(raw.indexOf("\r\n\r\n") + 4);
        const plain = parseXml(body);
        const binding = plain.local === "Envelope" ? (plain.ns.includes("2003") ? "soap12" : "soap11") : "httpGet";
        const events = parseXml(body, undefined, resultCapture(service, operation, binding));
        const expected = resultElement(plain, operation);
        const element = resultElement(events, operation);
        if (!expected) {
          expect(element, file).toBeUndefined(); // a null result left out
          continue;
        }
        if (expected.children.length > 0) {
          expect(element!.children, `${file}: the result element was captured`).toEqual([]);
          captured++;
        }
        expect(read(element!, operation), file).toEqual(read(expected, operation));
      }
    }
    expect(captured).toBeGreaterThanOrEqual(30);
  });

  it("captures nothing for operations whose result is not a DataSet or DataTable", () => {
    for (const operation of service.operations.filter((op) => !structured.includes(op)))
      for (const binding of ["soap11", "soap12", "httpGet", "httpPost"] as const)
        expect(resultCapture(service, operation, binding)).toBeUndefined();
  });
});

describe("the client, a 3,000-row DataSet", () => {
  const COLUMNS = { TrackNum: "string", StatusCode: "string", StatusDate: "dateTime", Pieces: "int", Weight: "decimal" } as const;
  const rows = Array.from({ length: 3_000 }, (_, i) => ({
    TrackNum: `T${i}`,
    StatusCode: ["PU", "IT", "DL & signed <desk>"][i % 3]!,
    StatusDate: `2024-01-${String(1 + (i % 28)).padStart(2, "0")}T03:04:05+00:00`,
    Pieces: i % 13,
    Weight: `${i % 500}.25`,
  }));
  const status = dataSet("StatusDataSet", [table("Status", COLUMNS, rows)]);
  const server = createShipmentOperationsServer({ ...textHandlers(() => "ok"), getStatus: () => status });
  let http: Server;
  let endpoint: string;

  beforeAll(async () => {
    http = createServer(nodeListener(server));
    await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
    endpoint = `http://127.0.0.1:${(http.address() as { port: number }).port}${server.path}`;
  });
  afterAll(async () => {
    http.closeAllConnections();
    await new Promise<void>((resolve) => http.close(() => resolve()));
  });

  for (const [name, transport] of [
    ["Node transport", nodeTransport()],
    ["fetch transport", fetchTransport()],
  ] as const) {
    for (const binding of ["soap11", "soap12", "httpGet", "httpPost"] as const) {
      it(`${name}, ${binding}: every row as sent`, async () => {
        const client = new ShipmentOperationsClient({ endpoint, allowInsecureHttp: true, transport, binding });
        const result = await client.getStatus({ trackNum: "T", trackNumType: "HAWB", lastStatusOnly: false });
        expect(result!.table("Status")!.toObjects()).toEqual(rows);
      });
    }
  }
});
