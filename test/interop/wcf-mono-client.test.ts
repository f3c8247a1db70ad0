/**
 * Interop with a .NET-style WCF client without running Mono: test/reference/wcf/client/exchanges/ holds the
 * HTTP requests Mono's System.ServiceModel client (WcfTrackingClient.cs: ChannelFactory over BasicHttpBinding,
 * the service contracts of WcfTracking.cs) sent to the generated server, and the answers it accepted, every
 * check of its transcript passing (README.md there says how they were made). Each request is replayed, byte for
 * byte (Host aside), against the server generated from spec/wcf-tracking.yaml with WcfTracking.cs's behaviour
 * as handlers; the answer must be the recorded one: status, content type, and the body as canonical XML.
 * The ExceptionDetail's StackTrace is the server's own JS stack, so it is compared apart (present, naming the
 * handler), not as text.
 */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trackingServiceDescriptor } from "../../generated/wcf-tracking/src/descriptor.js";
import { renderWsdl } from "../../generated/wcf-tracking/src/wsdl.js";
import { createAsmxServer } from "../../runtime/src/server/core.js";
import { listen, type Listening } from "../../runtime/src/server/node.js";
import { headerOf, readRecordedRequest, readRecordedResponse, sendRaw, withHost } from "../support/http-recording.js";
import { wcfEchoHandlers } from "../support/wcf-echo-handlers.js";
import { canonicalXml } from "../support/xml-canonical.js";

const DIR = fileURLToPath(new URL("../reference/wcf/client/", import.meta.url));
const EXCHANGES = `${DIR}exchanges/`;
const names = readdirSync(EXCHANGES)
  .filter((f) => f.endsWith(".request.txt"))
  .map((f) => f.slice(0, -".request.txt".length))
  .sort();

let withDetail: Listening;
let withoutDetail: Listening;
beforeAll(async () => {
  withDetail = await listen(
    createAsmxServer(trackingServiceDescriptor, wcfEchoHandlers, renderWsdl, { includeExceptionDetailInFaults: true }),
  );
  withoutDetail = await listen(createAsmxServer(trackingServiceDescriptor, wcfEchoHandlers, renderWsdl));
});
afterAll(async () => {
  await withDetail.close();
  await withoutDetail.close();
});

const STACK = /<StackTrace>([^<]*)<\/StackTrace>/;
const withoutStack = (body: string): string => body.replace(STACK, "<StackTrace/>");

describe("the Mono WCF client's recorded run", () => {
  it("called every operation of both contracts and passed every check", () => {
    const transcript = readFileSync(`${DIR}transcript.txt`, "utf8").trim().split("\n");
    expect(transcript.at(-1)).toBe("all checks passed");
    expect(transcript.filter((line) => !line.startsWith("ok "))).toEqual(["all checks passed"]);
    const actions = new Set(
      names.map((n) => headerOf(readRecordedRequest(`${EXCHANGES}${n}.request.txt`), "SOAPAction")),
    );
    const expected = [...trackingServiceDescriptor.operations.map((o) => `"${o.soapAction}"`)];
    expect([...actions].sort()).toEqual([...new Set(expected)].sort());
  });

  it("sent what a .NET client sends, with Mono's XML declaration and Expect: 100-continue", () => {
    for (const name of names) {
      const request = readRecordedRequest(`${EXCHANGES}${name}.request.txt`);
      expect(request.method, name).toBe("POST");
      expect(headerOf(request, "Content-Type"), name).toBe("text/xml; charset=utf-8");
      expect(headerOf(request, "Expect"), name).toBe("100-continue");
      expect(request.body.toString("utf8"), name).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?><s:Envelope /);
    }
    // Track's body members in the contract namespace, not the wrapper's (docs/wcf-design.md §10, §11).
    const track = readRecordedRequest(`${EXCHANGES}${names.find((n) => n.endsWith("-Track"))!}.request.txt`);
    expect(track.body.toString("utf8")).toContain(
      '<TrackRequest xmlns="http://tracking.example.com/messages"><TrackNum xmlns="http://tracking.example.com/wcf">T9</TrackNum>',
    );
  });

  for (const name of names) {
    it(`${name}: the generated server answers as it answered the Mono client`, async () => {
      const request = readRecordedRequest(`${EXCHANGES}${name}.request.txt`);
      const recorded = readRecordedResponse(`${EXCHANGES}${name}.response.txt`)!;
      const server = name.includes("-nodetail.") ? withoutDetail : withDetail;
      const url = new URL(server.url);
      const answer = await sendRaw(Number(url.port), withHost(request, url.host));
      expect(answer.status).toBe(recorded.status);
      expect(answer.headers.get("content-type")).toBe(recorded.headers.get("content-type"));
      const body = answer.body.toString("utf8");
      const want = recorded.body.toString("utf8");
      if (want === "") {
        expect(body).toBe("");
        return;
      }
      if (STACK.test(want)) expect(STACK.exec(body)?.[1]).toMatch(/^ {4}at .*Explode/);
      expect(canonicalXml(withoutStack(body))).toBe(canonicalXml(withoutStack(want)));
    });
  }
});
