/**
 * Handlers that return a value of the wrong type, on the generated server. robustness.test.ts covers a
 * number for a string result over SOAP 1.1 with debug on; here: every binding, debug off (message
 * hidden) and on (message shown), DataSet and DataTable results given plain objects or the other kind,
 * strings XML cannot carry, objects whose accessors throw. Each must be a server fault and the server
 * must keep serving.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataSet, table } from "../../runtime/src/dataset/index.js";
import type { ShipmentOperationsHandlers } from "../../generated/shipment-operations/src/server.js";
import { exchangeRaw } from "../support/http-recording.js";
import { delay, GOOD, GOOD_RESULT, generatedEchoHandlers, PATH, rejectionWatch, soap11, startGenerated, type Started } from "./support.js";

const NS = "http://shipment.example.com/operations";

/** What each handler returns, chosen by the TrackNum / CarrierCode of the request. */
const WRONG: Record<string, () => unknown> = {
  number: () => 42,
  object: () => ({ TrackNum: "T" }),
  array: () => ["a", "b"],
  bigint: () => 10n,
  symbol: () => Symbol("s"),
  function: () => () => "x",
  date: () => new Date(0),
  dataSet: () => dataSet("X", [table("T", { A: "string" }, [{ A: "a" }])]),
  dataTable: () => table("T", { A: "string" }, [{ A: "a" }]),
  string: () => "a string",
  nul: () => "a\u0001b",
  surrogate: () => "a\uD800b",
  throwingGetter: () =>
    new Proxy(
      {},
      {
        get() {
          throw new Error("getter exploded");
        },
      },
    ),
  promiseOfNumber: () => Promise.resolve(7),
  thenableOfObject: () => ({ then: (resolve: (v: unknown) => void) => resolve({ not: "a DataSet" }) }),
};

const handlers: ShipmentOperationsHandlers = {
  ...generatedEchoHandlers,
  viewNextAvailableMawbNum: (input) => WRONG[input.carrierCode ?? ""]!() as never,
  getStatus: (input) => WRONG[input.trackNum ?? ""]!() as never,
  getStatusRef: (input) => WRONG[input.trackNum ?? ""]!() as never,
};

const watch = rejectionWatch();
let quiet: Started;
let debug: Started;
beforeAll(async () => {
  watch.install();
  quiet = await startGenerated({}, handlers);
  debug = await startGenerated({ debug: true }, handlers);
});
afterAll(async () => {
  await quiet.listening.close();
  await debug.listening.close();
  await delay(20);
  expect(watch.uninstall()).toEqual([]);
});

const STRING_WRONG = ["number", "object", "array", "bigint", "symbol", "function", "date", "dataSet", "nul", "surrogate", "throwingGetter", "promiseOfNumber"];
const STRUCTURED_WRONG = ["number", "object", "array", "string", "symbol", "throwingGetter", "thenableOfObject"];

function requestsFor(operation: string, field: string, value: string, extra: string): Buffer[] {
  const query = `${extra}&${field}=${value}`;
  return [
    soap11(operation, `<${field}>${value}</${field}>${extra ? extraXml(extra) : ""}`),
    Buffer.from(
      `POST ${PATH} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/soap+xml; charset=utf-8; action="${NS}/${operation}"\r\nContent-Length: ${
        soap12Body(operation, field, value, extra).length
      }\r\n\r\n${soap12Body(operation, field, value, extra)}`,
    ),
    Buffer.from(`GET ${PATH}/${operation}?${query.replace(/^&/, "")} HTTP/1.1\r\nHost: localhost\r\n\r\n`),
    GOOD,
  ];
}

function extraXml(extra: string): string {
  return extra
    .split("&")
    .filter(Boolean)
    .map((pair) => {
      const [k, v] = pair.split("=");
      return `<${k}>${v}</${k}>`;
    })
    .join("");
}

function soap12Body(operation: string, field: string, value: string, extra: string): string {
  return `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope"><soap:Body><${operation} xmlns="${NS}"><${field}>${value}</${field}>${extraXml(extra)}</${operation}></soap:Body></soap:Envelope>`;
}

async function check(server: Started, shown: boolean, operation: string, field: string, value: string, extra: string): Promise<void> {
  const [s11, s12, httpGet, good] = await exchangeRaw(server.port, requestsFor(operation, field, value, extra));
  const hidden = "An internal error occurred while processing the request; the server log has the details.";
  const label = `${operation} returning ${value}`;
  expect(s11!.status, label).toBe(500);
  expect(s11!.body.toString(), label).toContain("<faultcode>soap:Server</faultcode>");
  expect(s12!.status, label).toBe(500);
  expect(s12!.body.toString(), label).toContain("<soap:Value>soap:Receiver</soap:Value>");
  expect(httpGet!.status, label).toBe(500);
  expect(httpGet!.headers.get("content-type"), label).toBe("text/plain; charset=utf-8");
  for (const response of [s11!, s12!, httpGet!]) {
    const body = response.body.toString();
    if (shown) expect(body, label).toMatch(/cannot be written|getter exploded/);
    else {
      expect(body, label).toContain(hidden);
      expect(body, label).not.toMatch(/cannot be written|getter exploded|expected/);
    }
  }
  expect(good!.status).toBe(200);
  expect(good!.body.toString()).toContain(GOOD_RESULT);
}

describe("a result of the wrong type is a server fault, hidden unless debug, and the server keeps serving", () => {
  for (const [name, server, shown] of [
    ["debug off", () => quiet, false],
    ["debug on", () => debug, true],
  ] as const) {
    describe(name, () => {
      it("string result (ViewNextAvailableMAWBNum)", async () => {
        for (const value of STRING_WRONG) await check(server(), shown, "ViewNextAvailableMAWBNum", "CarrierCode", value, "UserID=u&Password=p");
      });
      it("DataSet result (GetStatus)", async () => {
        for (const value of [...STRUCTURED_WRONG, "dataTable"])
          await check(server(), shown, "GetStatus", "TrackNum", value, "TrackNumType=PO&LastStatusOnly=true");
      });
      it("DataTable result (GetStatusRef)", async () => {
        for (const value of [...STRUCTURED_WRONG, "dataSet"])
          await check(server(), shown, "GetStatusRef", "TrackNum", value, "TrackNumType=PO&LastStatusOnly=true&UserId=u&Password=p");
      });
    });
  }
});
