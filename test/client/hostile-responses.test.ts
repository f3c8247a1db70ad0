/**
 * Responses a client must not read as if they were fine: a charset no decoder knows (decoding it as UTF-8 would
 * change the text silently) fails the call naming the charset, through both transports; and an envelope holding
 * anything after its Body (a second Body) fails as .NET's client fails it (it reads the Envelope's end tag after
 * the Body). A known charset other than UTF-8 is still decoded.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  fetchTransport,
  ResponseDecodeError,
  ShipmentOperationsClient,
  type Transport,
} from "../../generated/shipment-operations/src/client.js";
import { nodeTransport } from "../../generated/shipment-operations/src/node.js";

const NS = "http://shipment.example.com/operations";
const envelope = (afterBody = ""): string =>
  `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><ViewNextAvailableMAWBNumResponse xmlns="${NS}"><ViewNextAvailableMAWBNumResult>M-é</ViewNextAvailableMAWBNumResult></ViewNextAvailableMAWBNumResponse></soap:Body>${afterBody}</soap:Envelope>`;

/** What the test server answers next: a content type and the body's bytes. */
let answer: { contentType: string; body: Buffer } = { contentType: "text/xml; charset=utf-8", body: Buffer.from(envelope()) };
let requests = 0;
let server: Server;
let endpoint = "";

beforeAll(async () => {
  server = createServer((req, res) => {
    requests++;
    req.resume();
    req.on("end", () => {
      res.writeHead(200, { "Content-Type": answer.contentType, "Content-Length": String(answer.body.length) });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ShipmentOperations.asmx`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const TRANSPORTS: readonly [string, () => Transport][] = [
  ["node transport", () => nodeTransport()],
  ["fetch transport", () => fetchTransport()],
];

for (const [title, transport] of TRANSPORTS) {
  describe(`the ${title}`, () => {
    const call = (): Promise<unknown> =>
      new ShipmentOperationsClient({ endpoint, allowInsecureHttp: true, transport: transport(), retry: { attempts: 2, delayMs: 1 } })
        .viewNextAvailableMawbNum({ carrierCode: "AA" })
        .catch((e: unknown) => e);

    it("refuses a charset no decoder knows, naming it, without retrying", async () => {
      answer = { contentType: "text/xml; charset=x-made-up-8", body: Buffer.from(envelope()) };
      requests = 0;
      const error = await call();
      expect(error).toBeInstanceOf(ResponseDecodeError);
      expect((error as ResponseDecodeError).status).toBe(200);
      expect((error as Error).message).toContain("the response's charset 'x-made-up-8' is not one this client can decode");
      expect(requests).toBe(1);
    });

    it("refuses the replacement encoding, which would turn the text into U+FFFD", async () => {
      answer = { contentType: "text/xml; charset=iso-2022-kr", body: Buffer.from(envelope()) };
      expect(await call()).toBeInstanceOf(ResponseDecodeError);
    });

    it("decodes a charset it knows", async () => {
      answer = { contentType: "text/xml; charset=iso-8859-1", body: Buffer.from(envelope().replace('encoding="utf-8"', 'encoding="iso-8859-1"'), "latin1") };
      expect(await call()).toBe("M-é");
      answer = { contentType: "text/xml; charset=utf-16", body: Buffer.from(`\uFEFF${envelope().replace('encoding="utf-8"', 'encoding="utf-16"')}`, "utf16le") };
      expect(await call()).toBe("M-é");
    });

    it("refuses an envelope holding a second Body, or anything else after its Body", async () => {
      answer = { contentType: "text/xml; charset=utf-8", body: Buffer.from(envelope(`<soap:Body><ViewNextAvailableMAWBNumResponse xmlns="${NS}"><ViewNextAvailableMAWBNumResult>M-2</ViewNextAvailableMAWBNumResult></ViewNextAvailableMAWBNumResponse></soap:Body>`)) };
      const error = await call();
      expect(error).toBeInstanceOf(ResponseDecodeError);
      expect((error as Error).message).toContain("the envelope holds {http://schemas.xmlsoap.org/soap/envelope/}Body after its Body, where it must end");
      answer = { contentType: "text/xml; charset=utf-8", body: Buffer.from(envelope('<x:Trailer xmlns:x="urn:x" />')) };
      expect(((await call()) as Error).message).toContain("the envelope holds {urn:x}Trailer after its Body");
      answer = { contentType: "text/xml; charset=utf-8", body: Buffer.from(envelope()) };
      expect(await call()).toBe("M-é");
    });
  });
}
