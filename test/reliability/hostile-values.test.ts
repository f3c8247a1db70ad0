/**
 * Hostile values against the ShipmentTracking server, on the wire: recorded requests with one value made
 * huge or out of System.Decimal's range. The work per value is bounded by its length and shape (megabytes
 * of digits are refused without being read into a BigInt), caller text echoed in a fault is cut at 120
 * characters, and decimals are what a System.Decimal holds: rounded as Decimal.Parse rounds, refused with a
 * client fault naming the field when they overflow.
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Listening } from "../../runtime/src/server/node.js";
import { readRecordedRequest, sendRaw, type HttpResponse } from "../support/http-recording.js";
import { TRACKING_REFERENCE_DIR } from "../support/paths.js";
import { listenTracking } from "../support/tracking-server.js";

const ERRORS = join(TRACKING_REFERENCE_DIR, "errors");
const MiB = 1024 * 1024;
/** Digits that fill a request up to the server's 4 MiB body limit, beside the rest of the recorded envelope. */
const FILL = 4 * MiB - 4096;

let listening: Listening;
let port: number;
beforeAll(async () => {
  listening = await listenTracking();
  port = Number(new URL(listening.url).port);
});
afterAll(() => listening.close());

/** A recorded request with `edit` applied to its body, its Content-Length and Host adjusted. */
function edited(recording: string, edit: (body: string) => string): Buffer {
  const request = readRecordedRequest(join(ERRORS, `${recording}.request.txt`));
  const body = Buffer.from(edit(request.body.toString("utf8")), "utf8");
  const head = request.headers
    .filter(([name]) => !/^(host|content-length)$/i.test(name))
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  return Buffer.concat([
    Buffer.from(`${request.startLine}\r\nHost: 127.0.0.1:${port}\r\n${head}Content-Length: ${body.length}\r\n\r\n`),
    body,
  ]);
}

/** CreateShipment's recorded request (a long overflow) with Sequence, Priority and DeclaredValue set. */
function shipment(values: { sequence?: string; priority?: string; declaredValue?: string }): Buffer {
  return edited("long.overflow.soap11", (body) =>
    body
      .replace(/<Sequence>[^<]*</, `<Sequence>${values.sequence ?? "7"}<`)
      .replace(/<Priority>[^<]*</, `<Priority>${values.priority ?? "66"}<`)
      .replace(/<DeclaredValue>[^<]*</, `<DeclaredValue>${values.declaredValue ?? "99.90"}<`),
  );
}

function faultString(response: HttpResponse): string {
  return /<faultstring>([^<]*)<\/faultstring>/.exec(response.body.toString("utf8"))?.[1] ?? "";
}

/** A small request sent right after a hostile one, on another connection: answered as usual. */
async function stillAnswers(): Promise<void> {
  const ok = await sendRaw(port, shipment({}));
  expect(ok.status).toBe(200);
  expect(ok.body.toString()).toContain("<Sequence>7</Sequence>");
}

describe("integers and chars are checked by length before they are read", () => {
  // Every digit BigInt is asked to read, to show what the server did with the megabytes.
  const longestBigIntText = (): number =>
    Math.max(0, ...spy.mock.calls.map(([value]) => (typeof value === "string" ? value.length : 0)));
  const spy = vi.spyOn(globalThis, "BigInt");
  afterAll(() => spy.mockRestore());

  for (const [field, edit, message] of [
    ["Sequence", { sequence: "9".repeat(FILL) }, "expected an integer from -9223372036854775808 to 9223372036854775807"],
    ["Priority", { priority: "6".repeat(FILL) }, "expected a character as its UTF-16 code number"],
  ] as const) {
    it(`4 MiB of digits in ${field}: a client fault naming the field, no BigInt of it`, async () => {
      spy.mockClear();
      const started = Date.now();
      const response = await sendRaw(port, shipment(edit));
      const ms = Date.now() - started;
      expect(response.status).toBe(500);
      expect(response.body.toString()).toContain("<faultcode>soap:Client</faultcode>");
      expect(faultString(response)).toContain(`shipment.${field}: ${message}`);
      expect(longestBigIntText()).toBeLessThanOrEqual(21);
      expect(ms).toBeLessThan(2_000); // secondary: reading BigInt's way took 0.7 s of event loop alone
      await stillAnswers();
    });
  }

  it("leading zeros are skipped as .NET's Parse skips them: a long of a million zeros and a 7 reads as 7", async () => {
    spy.mockClear();
    const response = await sendRaw(port, shipment({ sequence: `${"0".repeat(MiB)}7` }));
    expect(response.status).toBe(200);
    expect(response.body.toString()).toContain("<Sequence>7</Sequence>");
    expect(longestBigIntText()).toBeLessThanOrEqual(21);
  });

  it("white space inside a value is refused in linear time (the trim is a scan)", async () => {
    const started = Date.now();
    const response = await sendRaw(port, shipment({ sequence: `1${" ".repeat(2 * MiB)}2` }));
    expect(response.status).toBe(500);
    expect(faultString(response)).toContain("shipment.Sequence: expected an integer");
    expect(Date.now() - started).toBeLessThan(2_000); // a backtracking trim took hours at this size
  });
});

describe("caller text echoed in a fault is cut at 120 characters", () => {
  it("a 1 MB xsi:type value", async () => {
    const name = `T${"x".repeat(MiB)}`;
    const response = await sendRaw(
      port,
      edited("xsitype.unknown.soap11", (body) => body.replace('xsi:type="ParcelEvent"', `xsi:type="${name}"`)),
    );
    expect(response.status).toBe(500);
    const message = faultString(response);
    expect(message).toContain(`the type '${name.slice(0, 120)}…' in namespace`);
    expect(message.length).toBeLessThan(600);
  });

  it("a 1 MB namespace of an xsi:type", async () => {
    const ns = `urn:${"n".repeat(MiB)}`;
    const response = await sendRaw(
      port,
      edited("xsitype.unknown.soap11", (body) =>
        body.replace('xsi:type="ParcelEvent"', `xmlns:q="${ns}" xsi:type="q:ParcelEvent"`),
      ),
    );
    const message = faultString(response);
    expect(message).toContain(`in namespace '${ns.slice(0, 120)}…' is not recognized`);
    expect(message.length).toBeLessThan(600);
  });

  it("a mustUnderstand header with a 1 MB name", async () => {
    const name = `Trace${"x".repeat(MiB)}`;
    const response = await sendRaw(
      port,
      edited("header.unknown-mustunderstand.soap11", (body) => body.replace(/<(\/?)Trace\b/g, `<$1${name}`)),
    );
    expect(response.status).toBe(500);
    const message = faultString(response);
    expect(message).toBe(`SOAP header ${name.slice(0, 120)}… (namespace urn:example:trace) was not understood.`);
    const invalid = await sendRaw(
      port,
      edited("header.unknown-mustunderstand.soap11", (body) =>
        body.replace(/<(\/?)Trace\b/g, `<$1${name}`).replace('soap:mustUnderstand="1"', 'soap:mustUnderstand="maybe"'),
      ),
    );
    expect(faultString(invalid)).toContain(`attribute of SOAP header ${name.slice(0, 120)}…. Valid values are`);
    expect(faultString(invalid).length).toBeLessThan(600);
  });
});

describe("decimals are what System.Decimal holds", () => {
  it("40 fraction digits are rounded to 28 as Decimal.Parse rounds, and echoed so", async () => {
    const response = await sendRaw(port, shipment({ declaredValue: "0.1234567890123456789012345678951234567890" }));
    expect(response.status).toBe(200);
    expect(response.body.toString()).toContain("<DeclaredValue>0.1234567890123456789012345679</DeclaredValue>");
  });

  it("the largest System.Decimal is echoed whole; past it (even by rounding) a client fault names the field", async () => {
    const largest = await sendRaw(port, shipment({ declaredValue: "-79228162514264337593543950335.4" }));
    expect(largest.body.toString()).toContain("<DeclaredValue>-79228162514264337593543950335</DeclaredValue>");
    for (const value of ["79228162514264337593543950336", "79228162514264337593543950335.5", `1${"0".repeat(40)}`]) {
      const response = await sendRaw(port, shipment({ declaredValue: value }));
      expect(response.status).toBe(500);
      expect(response.body.toString()).toContain("<faultcode>soap:Client</faultcode>");
      expect(faultString(response)).toContain(
        "shipment.DeclaredValue: expected a decimal number such as 12.50, within System.Decimal's range (±79228162514264337593543950335)",
      );
    }
  });
});
