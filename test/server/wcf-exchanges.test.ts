/**
 * The WCF server against the lab's recordings (test/reference/wcf/): every request of requests/ is replayed
 * against the server generated from spec/wcf-tracking.yaml with WcfTracking.cs's behaviour as handlers, and
 * answered as .NET answers it: status and content type exact, the body equal to the recorded one as
 * canonical XML with prefix names aside. The recordings are Mono's; where Mono's framing differs from .NET
 * (the README's artefact table) the recorded answer is mapped to .NET's, each mapping named below.
 */
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { wcfMetadataDocuments } from "../../generator/emit/wcf-metadata.js";
import { loadSpec } from "../../generator/spec/load.js";
import { createAsmxServer, createPartialAsmxServer } from "../../runtime/src/server/core.js";
import { ClientFault } from "../../runtime/src/server/faults.js";
import { listen } from "../../runtime/src/server/node.js";
import type { AsmxServer, OperationHandlers, ServerOptions, ServerResponse } from "../../runtime/src/server/types.js";
import { DISPATCHER_NS, INTERNAL_ERROR_TEXT } from "../../runtime/src/server/wcf.js";
import { trackingServiceDescriptor } from "../../generated/wcf-tracking/src/descriptor.js";
import { renderWsdl } from "../../generated/wcf-tracking/src/wsdl.js";
import { readRecordedRequest, readRecordedResponse } from "../support/http-recording.js";
import { wcfEchoHandlers } from "../support/wcf-echo-handlers.js";
import {
  actionNotSupportedText,
  DOTNET,
  ENVELOPE,
  fault,
  GENERAL_MAPPINGS,
  WCF,
  XML_TYPE,
} from "../support/wcf-dotnet-answers.js";
import { canonicalXml } from "../support/xml-canonical.js";

const DIR = fileURLToPath(new URL("../reference/wcf/", import.meta.url));
const model = loadSpec(
  fileURLToPath(new URL("../../spec/wcf-tracking.yaml", import.meta.url)),
  "spec/wcf-tracking.yaml",
);
/** The generated package's descriptor and metadata module (generated/wcf-tracking/src), as its server uses them. */
const service = trackingServiceDescriptor;
/** The emitter's documents for an address: what the generated module must serve. */
const emitted = (address: string, document = "wsdl"): string =>
  wcfMetadataDocuments(model, address).find((d) => d.query === document)!.content;

describe("the generated package", () => {
  it("holds the descriptor the spec gives, and serves the emitter's documents at any address", () => {
    expect(JSON.parse(JSON.stringify(service))).toEqual(JSON.parse(JSON.stringify(descriptorOf(model))));
    for (const query of service.wcf!.documents) {
      for (const address of ["http://127.0.0.1:8733/", "https://a.example/x&y/", "https://a.example/T.svc"]) {
        expect(renderWsdl(address, query), `${query} at ${address}`).toBe(emitted(address, query));
      }
    }
  });
});

function server(options: ServerOptions = {}, handlers: OperationHandlers = wcfEchoHandlers): AsmxServer {
  return createAsmxServer(service, handlers, renderWsdl, options);
}

const withDetail = server({ includeExceptionDetailInFaults: true });
const withoutDetail = server();

interface Answer {
  readonly status: number;
  readonly contentType: string | undefined;
  readonly body: string;
}

function text(response: ServerResponse): string {
  return typeof response.body === "string" ? response.body : Buffer.from(response.body).toString("utf8");
}

async function send(
  target: AsmxServer,
  method: string,
  url: string,
  headers: Record<string, string>,
  body = "",
): Promise<Answer> {
  const response = await target.handle({ method, url, headers, body: new TextEncoder().encode(body) });
  const contentType = response.headers.find(([name]) => name.toLowerCase() === "content-type")?.[1];
  return { status: response.status, contentType, body: text(response) };
}

/** Replays a recorded request: detail on, as the lab ran, except for the `nodetail.` recordings. */
function replay(name: string): Promise<Answer> {
  const request = readRecordedRequest(`${DIR}requests/${name}.request.txt`);
  const headers = Object.fromEntries(request.headers.map(([n, v]) => [n.toLowerCase(), v]));
  const body = request.body.toString("utf8");
  return send(name.startsWith("nodetail.") ? withoutDetail : withDetail, request.method, request.target, headers, body);
}


/** Deserialisation errors: Mono's Receiver faults with its own texts; .NET's DeserializationFailed naming the parameter. */
const DESERIALIZATION: Readonly<Record<string, RegExp>> = {
  "error.bad-int":
    /^There was an error while trying to deserialize parameter http:\/\/tracking\.example\.com\/wcf:max\. The InnerException message was 'There was an error deserializing the object of type System\.Nullable`1\[\[System\.Int32, mscorlib, Version=4\.0\.0\.0, Culture=neutral, PublicKeyToken=b77a5c561934e089\]\]\. The value 'x' cannot be parsed as the type 'Int32'\.'\. {2}Please see InnerException for more details\.$/,
  "error.malformed-body":
    /^There was an error while trying to deserialize parameter http:\/\/tracking\.example\.com\/wcf:state\. The InnerException message was 'Invalid enum value 'Flying' cannot be deserialized into type 'ShipmentState'\. Ensure that the necessary enum values are present and are marked with EnumMemberAttribute attribute if the type has DataContractAttribute attribute\.'\. {2}Please see InnerException for more details\.$/,
  "error.missing-required":
    /^There was an error while trying to deserialize parameter http:\/\/tracking\.example\.com\/wcf:ev\. The InnerException message was '.*Shipment.*'\. {2}Please see InnerException for more details\.$/,
};

const recordings = readdirSync(`${DIR}requests`)
  .filter((f) => f.endsWith(".request.txt"))
  .map((f) => f.slice(0, -".request.txt".length))
  .filter((name) => !name.startsWith("get-"));

describe("the WCF server answers each recorded request as .NET does", () => {
  it("covers every recorded request", () => {
    expect(recordings.length).toBe(35);
  });

  for (const name of recordings) {
    it(name, async () => {
      const answer = await replay(name);
      const recorded = readRecordedResponse(`${DIR}responses/${name}.response.txt`)!;
      expect(answer.body.startsWith("<?xml")).toBe(false);
      const deserialization = DESERIALIZATION[name];
      if (deserialization) {
        expect(answer.status).toBe(500);
        expect(answer.contentType).toBe(XML_TYPE);
        const parsed =
          /^<s:Envelope [^>]*><s:Body><s:Fault><faultcode xmlns:a="([^"]*)">a:DeserializationFailed<\/faultcode><faultstring xml:lang="en-US">The formatter threw an exception while trying to deserialize the message: ([^<]*)<\/faultstring><\/s:Fault><\/s:Body><\/s:Envelope>$/.exec(
            answer.body,
          );
        expect(parsed?.[1]).toBe(DISPATCHER_NS);
        expect(parsed![2]!.replaceAll("&apos;", "'")).toMatch(deserialization);
        return;
      }
      const special = DOTNET[name];
      const status = special?.status ?? recorded.status;
      expect(answer.status).toBe(status);
      const expectedBody = special ? special.body : recorded.body.toString("utf8");
      if (expectedBody === undefined) {
        expect(answer.body).toBe("");
        expect(answer.contentType).toBeUndefined();
        return;
      }
      expect(answer.contentType).toBe(XML_TYPE);
      let expected = typeof expectedBody === "function" ? expectedBody(recorded.body.toString("utf8")) : expectedBody;
      for (const [, map] of GENERAL_MAPPINGS) expected = map(expected);
      const ours = GENERAL_MAPPINGS[GENERAL_MAPPINGS.length - 1]![1](answer.body);
      expect(canonicalXml(ours)).toBe(canonicalXml(expected));
    });
  }
});

describe("metadata and the service page", () => {
  const HOST = { host: "svc.example.org:8080" };
  const ADDRESS = "http://svc.example.org:8080/";

  it("serves every document of the set at WCF's URLs, with the address the request came through", async () => {
    const queries = service.wcf!.documents;
    expect(queries).toEqual([
      "wsdl",
      "wsdl=wsdl0",
      "wsdl=wsdl1",
      ...Array.from({ length: 11 }, (_, i) => `xsd=xsd${i}`),
      "singleWsdl",
    ]);
    for (const query of queries) {
      const answer = await send(withoutDetail, "GET", `/?${query}`, HOST);
      expect(answer.status, query).toBe(200);
      expect(answer.contentType).toBe("text/xml; charset=UTF-8");
      expect(answer.body, query).toBe(emitted(ADDRESS, query));
    }
    const root = await send(withoutDetail, "GET", "/?wsdl", HOST);
    expect(root.body).toContain(`location="${ADDRESS}?wsdl=wsdl0"`);
    expect(root.body).toContain(`<soap:address location="${ADDRESS}admin" />`);
    // Query names are matched in any case, as .NET does.
    expect((await send(withoutDetail, "GET", "/?WSDL", HOST)).body).toBe(emitted(ADDRESS));
    expect((await send(withoutDetail, "GET", "/?singlewsdl", HOST)).body).toBe(emitted(ADDRESS, "singleWsdl"));
  });

  it("at a base path like IIS's /Tracking.svc: documents at it, the Admin endpoint at /Tracking.svc/admin", async () => {
    const svc = server({ path: "/Tracking.svc" });
    const root = await send(svc, "GET", "/Tracking.svc?wsdl", HOST);
    const base = "http://svc.example.org:8080/Tracking.svc";
    expect(root.body).toBe(emitted(base));
    expect(root.body).toContain(`location="${base}?wsdl=wsdl0"`);
    expect(root.body).toContain(`<soap:address location="${base}" />`);
    expect(root.body).toContain(`<soap:address location="${base}/admin" />`);
    expect((await send(svc, "GET", "/Tracking.svc?xsd=xsd0", HOST)).body).toBe(emitted(base, "xsd=xsd0"));
    const purge = `${ENVELOPE}<s:Body><Purge xmlns="http://tracking.example.com/admin"><before>2021-01-01T00:00:00</before></Purge></s:Body></s:Envelope>`;
    const answer = await send(
      svc,
      "POST",
      "/tracking.svc/Admin",
      { ...HOST, "content-type": XML_TYPE, soapaction: "http://tracking.example.com/admin/Admin/Purge" },
      purge,
    );
    expect(answer.body).toContain("<PurgeResult>2021</PurgeResult>");
  });

  it("answers a GET without a known query with WCF's service page", async () => {
    for (const url of ["/", "/?xsd=xsd99", "/?op=Ping"]) {
      const page = await send(withoutDetail, "GET", url, HOST);
      expect(page.status).toBe(200);
      expect(page.contentType).toBe("text/html; charset=UTF-8");
      expect(page.body).toContain("<TITLE>TrackingService Service</TITLE>");
      expect(page.body).toContain("You have created a service.");
      expect(page.body).toContain(`<PRE>svcutil.exe <A HREF="${ADDRESS}?wsdl">${ADDRESS}?wsdl</A></PRE>`);
      expect(page.body).toContain(`<A HREF="${ADDRESS}?singleWsdl">`);
    }
  });

  it("a GET of an endpoint that is not the base address is not allowed; an unknown path is not found", async () => {
    expect((await send(withoutDetail, "GET", "/admin", HOST)).status).toBe(405);
    expect((await send(withoutDetail, "POST", "/nowhere", { ...HOST, "content-type": XML_TYPE })).status).toBe(404);
  });
});

describe("framing beyond the recordings", () => {
  const ping = `${ENVELOPE}<s:Body><Ping xmlns="${WCF}"/></s:Body></s:Envelope>`;
  const post = (target: AsmxServer, action: string | undefined, body: string, path = "/") =>
    send(
      target,
      "POST",
      path,
      { "content-type": XML_TYPE, ...(action === undefined ? {} : { soapaction: action }) },
      body,
    );

  it("routes by the SOAPAction quoted or not, and by nothing else", async () => {
    const expected = `${ENVELOPE}<s:Body><PingResponse xmlns="${WCF}"/></s:Body></s:Envelope>`;
    expect((await post(withoutDetail, `"${WCF}/ITracking/Ping"`, ping)).body).toBe(expected);
    expect((await post(withoutDetail, `${WCF}/ITracking/Ping`, ping)).body).toBe(expected);
    // The body names Ping, the action GetShipment: the action decides, and the wrapper does not fit it.
    const crossed = await post(withoutDetail, `${WCF}/ITracking/GetShipment`, ping);
    expect(crossed.status).toBe(500);
    expect(crossed.body).toContain("a:DeserializationFailed");
    expect(crossed.body).toContain("Expected to find node type 'Element' with name 'GetShipment'");
  });

  it("writes a null result as nil, declaring its contract's namespace as a class member does", async () => {
    const nil = await post(
      withoutDetail,
      `${WCF}/ITracking/GetShipment`,
      `${ENVELOPE}<s:Body><GetShipment xmlns="${WCF}"/></s:Body></s:Envelope>`,
    );
    expect(nil.body).toBe(
      `${ENVELOPE}<s:Body><GetShipmentResponse xmlns="${WCF}"><GetShipmentResult i:nil="true" xmlns:a="http://schemas.datacontract.org/2004/07/Lab.Tracking" xmlns:i="http://www.w3.org/2001/XMLSchema-instance"/></GetShipmentResponse></s:Body></s:Envelope>`,
    );
  });

  it("reads TrackRequest's body members in the contract's namespace only (the published schema's refs)", async () => {
    const track = (members: string) =>
      `${ENVELOPE}<s:Header><h:ApiKey xmlns:h="http://tracking.example.com/headers">K</h:ApiKey></s:Header><s:Body><TrackRequest xmlns="http://tracking.example.com/messages">${members}</TrackRequest></s:Body></s:Envelope>`;
    let seen: unknown;
    const target = server(
      {},
      { ...wcfEchoHandlers, Track: (input) => ((seen = input), wcfEchoHandlers.Track!(input, undefined as never)) },
    );
    await post(
      target,
      `${WCF}/ITracking/Track`,
      track(`<TrackNum xmlns="${WCF}">T1</TrackNum><WithEvents xmlns="${WCF}">true</WithEvents>`),
    );
    expect(seen).toEqual({
      apiKey: "K",
      correlationId: "00000000-0000-0000-0000-000000000000",
      trackNum: "T1",
      withEvents: true,
    });
    await post(target, `${WCF}/ITracking/Track`, track("<TrackNum>T1</TrackNum><WithEvents>true</WithEvents>"));
    expect(seen).toEqual({
      apiKey: "K",
      correlationId: "00000000-0000-0000-0000-000000000000",
      trackNum: null,
      withEvents: false,
    });
  });

  it("an unhandled exception: InternalServiceFault, with an ExceptionDetail only when asked", async () => {
    const explode = `${ENVELOPE}<s:Body><Explode xmlns="${WCF}"><message>secret &amp; boom</message></Explode></s:Body></s:Envelope>`;
    const off = await post(withoutDetail, `${WCF}/ITracking/Explode`, explode);
    expect(off.body).toBe(
      fault("a:InternalServiceFault", INTERNAL_ERROR_TEXT.replace("<serviceDebug>", "&lt;serviceDebug&gt;")),
    );
    expect(off.body).not.toContain("boom");
    const on = await post(withDetail, `${WCF}/ITracking/Explode`, explode);
    expect(on.body).toContain('<faultstring xml:lang="en-US">secret &amp; boom</faultstring><detail><ExceptionDetail ');
    expect(on.body).toContain("<Message>secret &amp; boom</Message>");
    expect(on.body).toContain("<Type>System.InvalidOperationException</Type>");
  });

  it("a fault detail the operation does not declare is the handler's bug: InternalServiceFault", async () => {
    const target = server(
      {},
      {
        ...wcfEchoHandlers,
        // Asynchronous: the rejection takes the same path.
        CancelShipment: async () => {
          await Promise.resolve();
          throw new ClientFault("no", { detail: { type: "Shipment", value: {} } });
        },
      },
    );
    const answer = await post(
      target,
      "urn:tracking/cancel",
      `${ENVELOPE}<s:Body><CancelShipment xmlns="${WCF}"><trackNum>T1</trackNum></CancelShipment></s:Body></s:Envelope>`,
    );
    expect(answer.status).toBe(500);
    expect(answer.body).toBe(
      fault("a:InternalServiceFault", INTERNAL_ERROR_TEXT.replace("<serviceDebug>", "&lt;serviceDebug&gt;")),
    );
  });

  it("a fault code is written as given, its name checked as an XML name", async () => {
    const cancel = `${ENVELOPE}<s:Body><CancelShipment xmlns="${WCF}"><trackNum>T1</trackNum></CancelShipment></s:Body></s:Envelope>`;
    const withCode = (code: { name: string; namespace?: string }) =>
      server(
        {},
        {
          ...wcfEchoHandlers,
          CancelShipment: () => {
            throw new ClientFault("No", { code });
          },
        },
      );
    expect(
      (await post(withCode({ name: "Late", namespace: "urn:x&y" }), "urn:tracking/cancel", cancel)).body,
    ).toContain('<faultcode xmlns:a="urn:x&amp;y">a:Late</faultcode><faultstring xml:lang="en-US">No</faultstring>');
    const bad = await post(withCode({ name: "<b>", namespace: "urn:x" }), "urn:tracking/cancel", cancel);
    expect(bad.body).toBe(
      fault("a:InternalServiceFault", INTERNAL_ERROR_TEXT.replace("<serviceDebug>", "&lt;serviceDebug&gt;")),
    );
  });

  it("one-way: 202 at once, the handler runs afterwards", async () => {
    let ran: unknown;
    const target = server({}, { ...wcfEchoHandlers, Notify: (input) => void (ran = input) });
    const answer = await post(
      target,
      `${WCF}/ITracking/Notify`,
      `${ENVELOPE}<s:Body><Notify xmlns="${WCF}"><trackNum>T1</trackNum><message>m</message></Notify></s:Body></s:Envelope>`,
    );
    expect(answer.status).toBe(202);
    expect(answer.body).toBe("");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ran).toEqual({ trackNum: "T1", message: "m" });
  });

  it("each contract at its own address: Admin's actions at /admin only", async () => {
    const purge = `${ENVELOPE}<s:Body><Purge xmlns="http://tracking.example.com/admin"><before>2020-01-01T00:00:00</before></Purge></s:Body></s:Envelope>`;
    expect(
      (await post(withoutDetail, "http://tracking.example.com/admin/Admin/Purge", purge, "/admin")).body,
    ).toContain("<PurgeResult>2020</PurgeResult>");
    const atBase = await post(withoutDetail, "http://tracking.example.com/admin/Admin/Purge", purge, "/");
    expect(atBase.body).toBe(
      fault("a:ActionNotSupported", actionNotSupportedText("http://tracking.example.com/admin/Admin/Purge")),
    );
  });

  it("refuses a mustUnderstand header the operation does not read: s:MustUnderstand", async () => {
    const withHeader = (attribute: string) =>
      `${ENVELOPE}<s:Header><Token xmlns="urn:t" s:mustUnderstand="${attribute}">x</Token></s:Header><s:Body><Ping xmlns="${WCF}"/></s:Body></s:Envelope>`;
    const refused = await post(withoutDetail, `${WCF}/ITracking/Ping`, withHeader("1"));
    expect(refused.status).toBe(500);
    expect(refused.body).toBe(
      fault(
        "s:MustUnderstand",
        "The header 'Token' from the namespace 'urn:t' was not understood by the recipient of this message, causing the message to not be processed.  This error typically indicates that the sender of this message has enabled a communication protocol that the receiver cannot process.  Please ensure that the configuration of the client&apos;s binding is consistent with the service&apos;s binding.".replaceAll(
          "&apos;",
          "'",
        ),
      ),
    );
    expect((await post(withoutDetail, `${WCF}/ITracking/Ping`, withHeader("0"))).status).toBe(200);
  });

  it("SOAP 1.2 on basicHttpBinding: 415 with .NET's reason phrase, no body", async () => {
    const contentType = `application/soap+xml; charset=utf-8; action="${WCF}/ITracking/Ping"`;
    const response = await withoutDetail.handle({
      method: "POST",
      url: "/",
      headers: { "content-type": contentType },
      body: new TextEncoder().encode(ping),
    });
    expect(response.status).toBe(415);
    expect(response.reason).toBe(
      `Cannot process the message because the content type '${contentType}' was not the expected type 'text/xml; charset=utf-8'.`,
    );
    expect(response.body).toBe("");
    // Over the node:http adapter, and the fetch adapter, the status line carries it.
    const listening = await listen(withoutDetail);
    try {
      const overHttp = await fetch(listening.url, {
        method: "POST",
        headers: { "content-type": contentType },
        body: ping,
      });
      expect([overHttp.status, overHttp.statusText]).toEqual([415, response.reason]);
    } finally {
      await listening.close();
    }
    const overFetch = await withoutDetail.fetch(
      new Request("http://x/", { method: "POST", headers: { "content-type": contentType }, body: ping }),
    );
    expect([overFetch.status, overFetch.statusText]).toEqual([415, response.reason]);
  });

  it("bad values: one DeserializationFailed fault naming the parameter, never a crash", async () => {
    const XSI = 'xmlns:i="http://www.w3.org/2001/XMLSchema-instance"';
    const LT = 'xmlns:a="http://schemas.datacontract.org/2004/07/Lab.Tracking"';
    const cases: readonly [string, string, string][] = [
      ["Echo", `<Echo xmlns="${WCF}"><data>***</data></Echo>`, "data"],
      ["Echo", `<Echo xmlns="${WCF}"><c>x</c></Echo>`, "c"],
      ["Echo", `<Echo xmlns="${WCF}"><g>not-a-guid</g></Echo>`, "g"],
      ["Echo", `<Echo xmlns="${WCF}"><t>1 day</t></Echo>`, "t"],
      ["EchoEvent", `<EchoEvent xmlns="${WCF}"><ev ${XSI} ${LT} i:type="q:Nope"/></EchoEvent>`, "ev"],
      [
        "EchoEvent",
        `<EchoEvent xmlns="${WCF}"><ev ${XSI} ${LT}>text<a:At>2024-01-01T00:00:00</a:At></ev></EchoEvent>`,
        "ev",
      ],
      ["EchoEvent", `<EchoEvent xmlns="${WCF}"><ev ${XSI} ${LT}><a:At i:nil="true"/></ev></EchoEvent>`, "ev"],
      ["FindShipments", `<FindShipments xmlns="${WCF}"><options>Insurance Bogus</options></FindShipments>`, "options"],
      ["FindShipments", `<FindShipments xmlns="${WCF}"><max>99999999999</max></FindShipments>`, "max"],
    ];
    for (const [operation, body, parameter] of cases) {
      const answer = await post(
        withoutDetail,
        `${WCF}/ITracking/${operation}`,
        `${ENVELOPE}<s:Body>${body}</s:Body></s:Envelope>`,
      );
      expect(answer.status, body).toBe(500);
      expect(answer.contentType).toBe(XML_TYPE);
      expect(answer.body, body).toContain(
        `a:DeserializationFailed</faultcode><faultstring xml:lang="en-US">The formatter threw an exception while trying to deserialize the message: There was an error while trying to deserialize parameter ${WCF}:${parameter}. The InnerException message was `,
      );
    }
  });

  it("unreadable messages: an empty 400, never a crash", async () => {
    const deep = `${ENVELOPE}<s:Body><Ping xmlns="${WCF}">${"<x>".repeat(200)}${"</x>".repeat(200)}</Ping></s:Body></s:Envelope>`;
    for (const body of [
      "",
      "not xml",
      `<Envelope/>`,
      `${ENVELOPE}</s:Envelope>`,
      deep.replace("<s:Body>", "<s:Body><!DOCTYPE x>"),
    ]) {
      const answer = await post(withoutDetail, `${WCF}/ITracking/Ping`, body);
      expect(answer.status, body.slice(0, 60)).toBe(400);
      expect(answer.body).toBe("");
    }
    // Deeper than the parser's bound: refused as unreadable too.
    expect((await post(withoutDetail, `${WCF}/ITracking/Ping`, deep)).status).toBe(400);
    const charset = await send(
      withoutDetail,
      "POST",
      "/",
      { "content-type": "text/xml; charset=bogus", soapaction: `${WCF}/ITracking/Ping` },
      ping,
    );
    expect(charset.status).toBe(400);
  });

  it("a partial server (a mock) answers s:Server for an operation it does not implement", async () => {
    const mock = createPartialAsmxServer(service, { Ping: wcfEchoHandlers.Ping }, renderWsdl);
    expect((await post(mock, `${WCF}/ITracking/Ping`, ping)).status).toBe(200);
    const answer = await post(
      mock,
      `${WCF}/ITracking/GetShipment`,
      `${ENVELOPE}<s:Body><GetShipment xmlns="${WCF}"/></s:Body></s:Envelope>`,
    );
    expect(answer.body).toBe(
      fault(
        "s:Server",
        "GetShipment is not implemented: this server was created with handlers for some operations only.",
      ),
    );
  });

  it("bounds the caller's text it quotes", async () => {
    const answer = await post(withoutDetail, `urn:${"x".repeat(5000)}`, ping);
    expect(answer.status).toBe(500);
    expect(answer.body.length).toBeLessThan(1000);
  });
});
