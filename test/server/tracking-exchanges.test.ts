/**
 * ShipmentTracking: replays every recorded exchange (test/reference/asmx-tracking/exchanges/) and every call
 * the .NET client proxies made (client-requests/) byte for byte over a socket to the server running the
 * echo handlers, and compares status, Content-Type (absent where ASMX sent none), Cache-Control and the
 * body, byte for byte, with what ASMX answered (Date, Server and the connection headers aside; addresses in
 * the WSDL and discovery documents are the server's own).
 *
 * The server runs with `debug: true`: ASMX puts a method exception's message into the fault even with
 * customErrors On (the recordings show it), and debug is how this server does the same.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Listening } from "../../runtime/src/server/node.js";
import { readRecordedRequest, readRecordedResponse, sendRaw, withHost } from "../support/http-recording.js";
import { TRACKING_REFERENCE_DIR } from "../support/paths.js";
import { listenTracking } from "../support/tracking-server.js";

/** The addresses of the recording run, which the WSDL and discovery documents contain. */
const RECORDED_HOSTS = ["127.0.0.1:8310", "127.0.0.1:8312"];

function cases(folder: string): string[] {
  return readdirSync(join(TRACKING_REFERENCE_DIR, folder))
    .filter((f) => f.endsWith(".request.txt"))
    .map((f) => f.slice(0, -".request.txt".length))
    .sort();
}

let listening: Listening;
let host: string;

beforeAll(async () => {
  listening = await listenTracking({ debug: true });
  host = new URL(listening.url).host;
});

afterAll(async () => {
  await listening.close();
});

for (const [folder, count] of [
  ["exchanges", 104],
  ["client-requests", 74],
] as const) {
  describe(`ShipmentTracking replays ${folder}/`, () => {
    const names = cases(folder);

    it("has every recording to replay", () => {
      expect(names).toHaveLength(count);
    });

    for (const name of names) {
      it(name, async () => {
        const request = readRecordedRequest(join(TRACKING_REFERENCE_DIR, folder, `${name}.request.txt`));
        const recorded = readRecordedResponse(join(TRACKING_REFERENCE_DIR, folder, `${name}.response.txt`))!;
        const port = Number(new URL(listening.url).port);
        const response = await sendRaw(port, withHost(request, host));
        expect(response.status).toBe(recorded.status);
        expect(response.headers.get("content-type")).toBe(recorded.headers.get("content-type"));
        expect(response.headers.get("cache-control")).toBe(recorded.headers.get("cache-control"));
        expect(response.headers.get("content-length")).toBe(String(response.body.length));
        let expected = recorded.body.toString("utf8");
        for (const recordedHost of RECORDED_HOSTS) expected = expected.split(recordedHost).join(host);
        expect(response.body.toString("utf8")).toBe(expected);
        if (expected === recorded.body.toString("utf8")) expect(Buffer.compare(response.body, recorded.body)).toBe(0);
      });
    }
  });
}
