/**
 * Interop with an independent SOAP stack, node-soap:
 *  - node-soap's client, built from our server's `?wsdl`, calls every SOAP operation of the generated
 *    server over SOAP 1.1 and (forceSoap12Headers, the Soap12 port) SOAP 1.2, results checked, faults too;
 *  - our generated client calls a node-soap server (`soap.listen`, our WSDL) for the string operations
 *    over both SOAP versions.
 * What node-soap cannot do: it has no DataSet type. As a client it reads a DataSet result as a generic
 * object tree (schema and diffgram, every value a string) and sends a DataSet parameter only as raw XML
 * (`$xml`); as a server it would have to build the diffgram by hand, so DataSet operations are not served
 * from it. Its XML reader also trims leading and trailing white space of values, so only trimmed text is
 * compared in that direction.
 */
import { createServer, type Server } from "node:http";
import soap from "soap";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ShipmentOperationsClient, SoapFaultError } from "../../generated/shipment-operations/src/client.js";
import { dataSet, encodeDataSet, table } from "../../runtime/src/dataset/index.js";
import { renderWsdl } from "../../generated/shipment-operations/src/wsdl.js";
import { delay, rejectionWatch, startGenerated, type Started } from "./support.js";

type Args = Record<string, unknown>;
type SoapMethod = (args: Args, callback: (error: unknown, result: Args) => void) => void;

const watch = rejectionWatch();
let ours: Started;

beforeAll(async () => {
  watch.install();
  ours = await startGenerated();
});
afterAll(async () => {
  await ours.listening.close();
  await delay(20);
  expect(watch.uninstall()).toEqual([]);
});

const STRING_CALLS: readonly [string, Args, string][] = [
  ["GetQuotesRequest", { UserID: "u1", Password: "p&<1", Quotes: "Q1 & Q2 = 10% + tax" }, "GetQuotesRequest:u1:p&<1:Q1 & Q2 = 10% + tax"],
  ["UploadShipmentsRequest", { UserID: "u1", Password: "p1", Request: "SHIP-1;SHIP-2 Zoë 😀" }, "UploadShipmentsRequest:u1:p1:SHIP-1;SHIP-2 Zoë 😀"],
  ["UploadShipmentsRS", { UserID: "u1", Password: "p1", Request: "R1", Pwd: "pw2" }, "UploadShipmentsRS:u1:p1:R1:pw2"],
  ["GetStatusRequest", { TrackNum: "T123", TrackNumType: "ORDERNUMBER", LastStatusOnly: false }, "GetStatusRequest:T123:ORDERNUMBER:False"],
  ["ViewNextAvailableMAWBNum", { UserID: "u1", Password: "p1", CarrierCode: "AA" }, "ViewNextAvailableMAWBNum:u1:p1:AA"],
  ["ReserveNextMAWBNum", { UserID: "u1", Password: "p1", CarrierCode: "BB" }, "ReserveNextMAWBNum:u1:p1:BB"],
];

const rows = (result: unknown): Args[] => {
  const list = result as Args[] | Args | undefined;
  return list === undefined ? [] : Array.isArray(list) ? list : [list];
};

describe("node-soap's client against the generated server", () => {
  for (const [version, port, options] of [
    ["1.1", "ShipmentOperationsSoap", {}],
    ["1.2", "ShipmentOperationsSoap12", { forceSoap12Headers: true }],
  ] as const) {
    describe(`SOAP ${version}`, () => {
      let call: (operation: string, args: Args) => Promise<Args>;
      beforeAll(async () => {
        const client = await soap.createClientAsync(`${ours.url}?wsdl`, options);
        const methods = (client as unknown as { ShipmentOperations: Record<string, Record<string, SoapMethod>> }).ShipmentOperations[port]!;
        call = (operation, args) =>
          new Promise((resolve, reject) => methods[operation]!(args, (error, result) => (error ? reject(error) : resolve(result))));
      });

      it("every operation with a string result", async () => {
        for (const [operation, args, expected] of STRING_CALLS) {
          expect(await call(operation, args), operation).toEqual({ [`${operation}Result`]: expected });
        }
      });

      it("GetStatus (DataSet) and GetStatusRef (DataTable), read as generic trees", async () => {
        const status = (await call("GetStatus", { TrackNum: "T9", TrackNumType: "HAWB", LastStatusOnly: false })).GetStatusResult as Args;
        const statusRows = rows(((status.diffgram as Args).StatusDataSet as Args).Status);
        expect(statusRows.map((r) => [r.TrackNum, r.StatusCode, r.Pieces, r.Weight])).toEqual([
          ["T9", "PU:HAWB", "1", "12.5"],
          ["T9", "DL:HAWB", "2", "7.25"],
        ]);
        const ref = (await call("GetStatusRef", { TrackNum: "T8", TrackNumType: "PO", LastStatusOnly: true, UserId: "u", Password: "p" })).GetStatusRefResult as Args;
        const refRows = rows(((ref.diffgram as Args).DocumentElement as Args).StatusRef);
        expect(refRows.map((r) => [r.TrackNum, r.StatusCode])).toEqual([["T8", "PU:PO"]]);
      });

      it("GetQuotes with a DataSet parameter sent as raw XML", async () => {
        const quotes = dataSet("QuoteRequest", [table("Quote", { Id: "int", Lane: "string" }, [{ Id: 1, Lane: "FRA-JFK" }, { Id: 2, Lane: "A & B" }])]);
        const result = (await call("GetQuotes", { UserID: "u1", Password: "p1", Quotes: { $xml: encodeDataSet(quotes) } })).GetQuotesResult as Args;
        const data = (result.diffgram as Args).QuoteRequest as Args;
        expect(rows(data.Quote).map((r) => [r.Id, r.Lane])).toEqual([
          ["1", "FRA-JFK"],
          ["2", "A & B"],
        ]);
        expect(rows(data.QuoteEcho)[0]).toMatchObject({ UserID: "u1", Password: "p1", InputDataSetName: "QuoteRequest", InputTableCount: "1", InputRowCount: "2" });
      });

      it("server and client faults arrive as SOAP faults", async () => {
        for (const [code, expected] of [
          ["THROW", version === "1.1" ? "soap:Server" : "soap:Receiver"],
          ["SOAPFAULT", version === "1.1" ? "soap:Client" : "soap:Sender"],
        ] as const) {
          const error = (await call("ViewNextAvailableMAWBNum", { UserID: "u", Password: "p", CarrierCode: code }).then(
            () => undefined,
            (e: unknown) => e,
          )) as { root?: { Envelope?: { Body?: { Fault?: unknown } } }; response?: { status?: number } };
          expect(error, code).toBeDefined();
          expect(error.response?.status).toBe(500);
          expect(JSON.stringify(error.root?.Envelope?.Body?.Fault)).toContain(expected);
        }
      });
    });
  }
});

describe("the generated client against a node-soap server", () => {
  let http: Server;
  let url: string;
  const seen: Args[] = [];
  beforeAll(async () => {
    http = createServer((_req, res) => {
      res.statusCode = 404;
      res.end();
    });
    await new Promise<void>((r) => http.listen(0, "127.0.0.1", r));
    url = `http://127.0.0.1:${(http.address() as { port: number }).port}/ShipmentOperations.asmx`;
    const echo = (operation: string, fields: string[]) => (args: Args) => {
      seen.push(args);
      return { [`${operation}Result`]: `${operation}:${fields.map((f) => String(args[f] ?? "")).join(":")}` };
    };
    const impl = {
      GetQuotesRequest: echo("GetQuotesRequest", ["UserID", "Password", "Quotes"]),
      UploadShipmentsRequest: echo("UploadShipmentsRequest", ["UserID", "Password", "Request"]),
      UploadShipmentsRS: echo("UploadShipmentsRS", ["UserID", "Password", "Request", "Pwd"]),
      GetStatusRequest: echo("GetStatusRequest", ["TrackNum", "TrackNumType", "LastStatusOnly"]),
      ViewNextAvailableMAWBNum: () => {
        throw { Fault: { faultcode: "soap:Client", faultstring: "No MAWB numbers left" } };
      },
      ReserveNextMAWBNum: echo("ReserveNextMAWBNum", ["UserID", "Password", "CarrierCode"]),
    };
    soap.listen(http, {
      path: "/ShipmentOperations.asmx",
      services: { ShipmentOperations: { ShipmentOperationsSoap: impl, ShipmentOperationsSoap12: impl } },
      xml: renderWsdl(url),
    });
  });
  afterAll(async () => {
    http.closeAllConnections();
    await new Promise<void>((r) => http.close(() => r()));
  });

  for (const binding of ["soap11", "soap12"] as const) {
    it(`string operations and a fault over ${binding}`, async () => {
      const client = new ShipmentOperationsClient({
        endpoint: url,
        allowInsecureHttp: true,
        binding,
        credentials: { userId: "u1", password: "p <&> 1", pwd: "pw2" },
      });
      expect(await client.getQuotesRequest({ quotes: "Q1 & Q2 ]]> 😀" })).toBe("GetQuotesRequest:u1:p <&> 1:Q1 & Q2 ]]> 😀");
      expect(await client.uploadShipmentsRequest({ request: "SHIP-1;Zoë" })).toBe("UploadShipmentsRequest:u1:p <&> 1:SHIP-1;Zoë");
      expect(await client.uploadShipmentsRs({ request: "R1" })).toBe("UploadShipmentsRS:u1:p <&> 1:R1:pw2");
      expect(await client.getStatusRequest({ trackNum: "T1", trackNumType: "SHIPPER", lastStatusOnly: true })).toBe("GetStatusRequest:T1:SHIPPER:true");
      expect(await client.reserveNextMawbNum({ carrierCode: "BB" })).toBe("ReserveNextMAWBNum:u1:p <&> 1:BB");
      const fault = await client.viewNextAvailableMawbNum({ carrierCode: "AA" }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(fault).toBeInstanceOf(SoapFaultError);
      expect(fault).toMatchObject({ reason: "No MAWB numbers left", isClientFault: true });
    });
  }
});
