/**
 * HTTPS end to end: the generated client's Node transport against the generated server behind node:https
 * with a self-signed certificate. The client trusts it only when given as `ca`; otherwise the call fails
 * (the default is to verify). The WSDL served over TLS names an https address.
 */
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:https";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NetworkError, ShipmentOperationsClient } from "../../generated/shipment-operations/src/client.js";
import { nodeListener, nodeTransport } from "../../generated/shipment-operations/src/node.js";
import { createShipmentOperationsServer } from "../../generated/shipment-operations/src/server.js";
import { textHandlers } from "../support/text-handlers.js";

const cert = readFileSync(new URL("../support/tls/localhost-cert.pem", import.meta.url), "utf8");
const key = readFileSync(new URL("../support/tls/localhost-key.pem", import.meta.url), "utf8");

let https: Server;
let endpoint: string;

beforeAll(async () => {
  const server = createShipmentOperationsServer(
    textHandlers((input) => `echo ${JSON.stringify(input)}`, {
      viewNextAvailableMawbNum: (input) => `M-${input.carrierCode}`,
    }),
  );
  https = createServer({ key, cert }, nodeListener(server));
  await new Promise<void>((resolve) => https.listen(0, "127.0.0.1", resolve));
  endpoint = `https://127.0.0.1:${(https.address() as { port: number }).port}${server.path}`;
});

afterAll(async () => {
  https.closeAllConnections();
  await new Promise<void>((resolve) => https.close(() => resolve()));
});

describe("HTTPS", () => {
  it("calls over TLS on every binding when the certificate is trusted through `ca`", async () => {
    const transport = nodeTransport({ tls: { ca: cert } });
    for (const binding of ["soap11", "soap12", "httpGet", "httpPost"] as const) {
      const client = new ShipmentOperationsClient({ endpoint, binding, transport });
      expect(await client.viewNextAvailableMawbNum({ carrierCode: "AA" }), binding).toBe("M-AA");
    }
  });

  it("refuses a certificate it does not trust (verification is on by default)", async () => {
    const client = new ShipmentOperationsClient({ endpoint, transport: nodeTransport() });
    const error = await client.viewNextAvailableMawbNum({ carrierCode: "AA" }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toMatch(/self[- ]signed|certificate/i);
  });

  it("serves the WSDL with the https address the request came through", async () => {
    const transport = nodeTransport({ tls: { ca: cert } });
    const response = await transport({
      url: `${endpoint}?WSDL`,
      method: "GET",
      headers: [],
      timeoutMs: 5_000,
      maxResponseBytes: 1 << 20,
    });
    expect(response.status).toBe(200);
    expect(response.body).toContain(`location="${endpoint}"`);
    expect(response.body).not.toContain("http://127.0.0.1");
  });
});
