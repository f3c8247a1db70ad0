/**
 * ShipmentTracking: every recorded error and edge case (test/reference/asmx-tracking/errors/) replayed byte for
 * byte. The server must answer with the recorded status, Content-Type, Cache-Control and fault code (SOAP 1.1
 * faultcode, SOAP 1.2 soap:Value); where ASMX answered 200, with the recorded body byte for byte; where it
 * sent no body (400, one-way), with none. Messages may be clearer than ASMX's; where the recording shows a
 * Mono artefact (an unformatted `{0}`, a resource key, a missing period), ours says what .NET says, filled in.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Listening } from "../../runtime/src/server/node.js";
import { readRecordedRequest, readRecordedResponse, sendRaw, withHost, type HttpResponse } from "../support/http-recording.js";
import { TRACKING_REFERENCE_DIR } from "../support/paths.js";
import { listenTracking } from "../support/tracking-server.js";

const DIR = join(TRACKING_REFERENCE_DIR, "errors");

interface Expected {
  readonly status: number;
  readonly contentType: string | undefined;
  readonly cacheControl: string;
}

/** Cases whose recorded outcome is not this service's, each with the README's reason. */
const EXCLUDED: Readonly<Record<string, { readonly reason: string; readonly expected: Expected }>> = {
  "wsi.bp11-overload.wsdl": {
    reason:
      "recorded against the service variant that claims WS-I Basic Profile 1.1, which ASMX refuses to describe with the " +
      "MessageName overload (R2304); the spec's service claims WsiProfiles.None, as the recorded one does, and serves its WSDL",
    expected: { status: 200, contentType: "text/xml; charset=utf-8", cacheControl: "private, max-age=0" },
  },
};

/**
 * Where the recorded message is a Mono artefact, the text this server sends instead: .NET's wording with its
 * placeholders filled in (README, "Mono and XSP artefacts"), or a clearer message naming the same thing.
 */
const DOTNET_WORDING: Readonly<Record<string, string>> = {
  "array.missing.httpget": "Object reference not set to an instance of an object.\n",
  "array.missing.httppost": "Object reference not set to an instance of an object.\n",
  "array.missing-string-array.httpget": "Object reference not set to an instance of an object.\n",
  "array.indexed-names.httpget": "Object reference not set to an instance of an object.\n",
  "binding.complex-param.httpget": "CreateShipment Web Service method name is not valid.",
  "binding.complex-param.httppost": "Quote Web Service method name is not valid.",
  "binding.guid-param.httpget": "GetShipmentById Web Service method name is not valid.",
  "unknownop.httpget": "Nope Web Service method name is not valid.",
  "binding.overload-by-method-name.httpget": "Missing parameter: trackNum.\n",
  "unknownop.soap11": "Server did not recognize the value of HTTP Header SOAPAction: http://shipment.example.com/tracking/Nope.",
  "header.unknown-mustunderstand.soap11": "SOAP header Trace (namespace urn:example:trace) was not understood.",
  "header.unknown-mustunderstand.soap12": "SOAP header Trace (namespace urn:example:trace) was not understood.",
  "header.known-header-not-bound-mustunderstand.soap11":
    "SOAP header AuthHeader (namespace http://shipment.example.com/tracking) was not understood.",
  "header.mustunderstand-invalid-value.soap11": "'yes' is not a valid value for the mustUnderstand attribute of SOAP header AuthHeader.",
  "enum.invalid.httpget": "Cannot convert &#39;Lost&#39; to ShipmentState for parameter state",
  "datetime.invalid.httpget": "Cannot convert &#39;yesterday&#39; to dateTime for parameter since",
};

function faultCode(body: string): string | undefined {
  return /<faultcode>([^<]*)<\/faultcode>|<soap:Value>([^<]*)<\/soap:Value>/.exec(body)?.slice(1).find((c) => c !== undefined);
}

const names = readdirSync(DIR)
  .filter((f) => f.endsWith(".request.txt"))
  .map((f) => f.slice(0, -".request.txt".length))
  .sort();

async function replay(listening: Listening, name: string): Promise<HttpResponse> {
  const port = Number(new URL(listening.url).port);
  const request = readRecordedRequest(join(DIR, `${name}.request.txt`));
  return sendRaw(port, withHost(request, `127.0.0.1:${port}`));
}

describe("ShipmentTracking errors/ replayed against the default server (debug off)", () => {
  let listening: Listening;
  beforeAll(async () => {
    listening = await listenTracking();
  });
  afterAll(() => listening.close());

  it("covers every recorded case", () => {
    expect(names).toHaveLength(90);
    for (const name of [...Object.keys(EXCLUDED), ...Object.keys(DOTNET_WORDING)]) expect(names).toContain(name);
  });

  for (const name of names) {
    const excluded = EXCLUDED[name];
    it(excluded ? `${name} (excluded: ${excluded.reason})` : name, async () => {
      const recorded = readRecordedResponse(join(DIR, `${name}.response.txt`))!;
      const ours = await replay(listening, name);
      const body = ours.body.toString("utf8");
      const expected: Expected = excluded
        ? excluded.expected
        : {
            status: recorded.status,
            contentType: recorded.headers.get("content-type"),
            cacheControl: recorded.headers.get("cache-control")!,
          };
      expect(ours.status).toBe(expected.status);
      expect(ours.headers.get("content-type")).toBe(expected.contentType);
      expect(ours.headers.get("cache-control")).toBe(expected.cacheControl);
      expect(ours.headers.get("content-length")).toBe(String(ours.body.length));
      if (excluded) return;
      const recordedBody = recorded.body.toString("utf8");
      if (recorded.status === 200 || recordedBody === "") expect(body).toBe(recordedBody);
      const recordedCode = faultCode(recordedBody);
      if (recordedCode) expect(faultCode(body)).toBe(recordedCode);
      const wording = DOTNET_WORDING[name];
      if (wording !== undefined) {
        if (wording.endsWith("\n")) expect(body).toBe(wording);
        else expect(body).toContain(wording);
      }
    });
  }
});

describe("ShipmentTracking method failures: byte-equal with debug on, hidden without", () => {
  let quiet: Listening;
  let debug: Listening;
  beforeAll(async () => {
    [quiet, debug] = await Promise.all([listenTracking(), listenTracking({ debug: true })]);
  });
  afterAll(async () => {
    await Promise.all([quiet.close(), debug.close()]);
  });

  // The faults a method raises (SoapException, unhandled exceptions, the header checks): ASMX's own text.
  const methodFaults = names.filter(
    (n) => /^(exception|fault)\./.test(n) || /^header\.(missing-auth|wrong-password|auth-)/.test(n) || n === "wsi.bp11-missing-header.soap11",
  );

  it("covers the method faults of every binding", () => {
    expect(methodFaults).toHaveLength(19);
  });

  for (const name of methodFaults) {
    it(`${name}: the recorded bytes with debug on`, async () => {
      const recorded = readRecordedResponse(join(DIR, `${name}.response.txt`))!;
      const ours = await replay(debug, name);
      expect(ours.status).toBe(recorded.status);
      expect(ours.headers.get("content-type")).toBe(recorded.headers.get("content-type"));
      expect(ours.headers.get("cache-control")).toBe(recorded.headers.get("cache-control"));
      expect(ours.body.toString("utf8")).toBe(recorded.body.toString("utf8"));
    });
  }

  for (const name of names.filter((n) => n.startsWith("exception.THROW"))) {
    it(`${name}: the exception's message is hidden with debug off`, async () => {
      const body = (await replay(quiet, name)).body.toString("utf8");
      expect(body).not.toContain("Oracle forced failure");
      expect(body).toContain("An internal error occurred while processing the request");
    });
  }
});
