/**
 * DataSet results large enough to be kept in chunks and encoded chunk by chunk (runtime/src/text/chunks.ts):
 * the body must be exactly the envelope around what the DataSet encoder writes, with a Content-Length that
 * counts bytes, also when characters beyond ASCII appear only in a late chunk or in the first one.
 */
import { describe, expect, it } from "vitest";
import { createShipmentOperationsServer, dataSet, table } from "../../generated/shipment-operations/src/server.js";
import { encodeDataSet } from "../../runtime/src/dataset/encode.js";
import { textHandlers } from "../support/text-handlers.js";

const NS = "http://shipment.example.com/operations";
const COLUMNS = { TrackNum: "string", StatusCode: "string", Pieces: "int" } as const;

function statusDataSet(count: number, note: (i: number) => string) {
  const rows = Array.from({ length: count }, (_, i) => ({ TrackNum: `T-${i}`, StatusCode: note(i), Pieces: i }));
  return dataSet("StatusDataSet", [table("Status", COLUMNS, rows)]);
}

const CASES = {
  "ASCII throughout": statusDataSet(3_000, (i) => (i % 3 === 0 ? "DL & signed" : "IT")),
  "non-ASCII in the last row only": statusDataSet(3_000, (i) => (i === 2_999 ? "Zugestellt – Müller 😀" : "IT")),
  "non-ASCII in the first row only": statusDataSet(3_000, (i) => (i === 0 ? "Zugestellt – Müller 😀" : "IT")),
};

const decoder = new TextDecoder("utf-8", { fatal: true });

function serverAnswering(value: unknown) {
  return createShipmentOperationsServer(
    textHandlers(() => "", { getStatus: () => value as never }),
    {
      path: "/Service.asmx",
    },
  );
}

function header(headers: readonly (readonly [string, string])[], name: string): string | undefined {
  return headers.find(([n]) => n.toLowerCase() === name.toLowerCase())?.[1];
}

describe("large DataSet results", () => {
  for (const [title, value] of Object.entries(CASES)) {
    it(`SOAP 1.1, ${title}: the envelope around the encoder's text, Content-Length in bytes`, async () => {
      const server = serverAnswering(value);
      const body =
        '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">' +
        `<soap:Body><GetStatus xmlns="${NS}"><TrackNum>T</TrackNum><TrackNumType>HAWB</TrackNumType>` +
        "<LastStatusOnly>false</LastStatusOnly></GetStatus></soap:Body></soap:Envelope>";
      const response = await server.handle({
        method: "POST",
        url: "/Service.asmx",
        headers: { host: "127.0.0.1", "content-type": "text/xml; charset=utf-8", soapaction: `"${NS}/GetStatus"` },
        body: new TextEncoder().encode(body),
      });
      expect(response.status).toBe(200);
      const bytes = response.body as Uint8Array;
      expect(bytes).toBeInstanceOf(Uint8Array);
      expect(header(response.headers, "Content-Length")).toBe(String(bytes.length));
      expect(decoder.decode(bytes)).toBe(
        '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" ' +
          'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema">' +
          `<soap:Body><GetStatusResponse xmlns="${NS}"><GetStatusResult>${encodeDataSet(value)}</GetStatusResult>` +
          "</GetStatusResponse></soap:Body></soap:Envelope>",
      );
    });

    it(`HTTP GET, ${title}: the indented document, Content-Length in bytes`, async () => {
      const server = serverAnswering(value);
      const response = await server.handle({
        method: "GET",
        url: "/Service.asmx/GetStatus?TrackNum=T&TrackNumType=HAWB&LastStatusOnly=false",
        headers: { host: "127.0.0.1" },
        body: new Uint8Array(0),
      });
      expect(response.status).toBe(200);
      const bytes = response.body as Uint8Array;
      expect(header(response.headers, "Content-Length")).toBe(String(bytes.length));
      expect(decoder.decode(bytes)).toBe(
        `<?xml version="1.0" encoding="utf-8"?>\n<DataSet xmlns="${NS}">` +
          `${encodeDataSet(value, { layout: "indented" })}</DataSet>`,
      );
    });
  }
});
