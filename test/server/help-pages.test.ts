/**
 * The help pages a browser gets at the endpoint, held to the pages Microsoft's help generator
 * (DefaultWsdlHelpGenerator.aspx) rendered for the reference service over the real ASMX stack
 * (test/reference/asmx/help-pages/: the operation list and every `?op=` page): status, Content-Type,
 * Cache-Control and the body byte for byte, the recorder's host and port replaced by the server's. Then the
 * rules the recordings cannot show by themselves: who gets the test form, what submitting it does, and the
 * tracking service's sample messages (test/reference/asmx-tracking/help/) inside its pages.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { helpPagesOf } from "../../generator/emit/help-page.js";
import { loadSpec } from "../../generator/spec/load.js";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { createAsmxServer } from "../../runtime/src/server/core.js";
import { listen, type Listening } from "../../runtime/src/server/node.js";
import type { AsmxServer, ServerOptions, ServerResponse } from "../../runtime/src/server/types.js";
import { echoHandlers, recordedWsdl, referenceService } from "../support/echo-handlers.js";
import { readRecordedResponse } from "../support/http-recording.js";
import { REFERENCE_DIR, SPEC_FILE, TRACKING_REFERENCE_DIR } from "../support/paths.js";
import { trackingModel, trackingService } from "../support/tracking-server.js";
import { trackingEchoHandlers } from "../support/tracking-echo-handlers.js";

const PAGES_DIR = join(REFERENCE_DIR, "help-pages");
/** The address the recorder used. */
const RECORDED_HOST = "127.0.0.1:8092";

const referenceHelp = helpPagesOf(loadSpec(SPEC_FILE));

function referenceServer(options: ServerOptions = {}): AsmxServer {
  return createAsmxServer(referenceService(), echoHandlers, recordedWsdl, options, referenceHelp);
}

/** The text of a response body. */
function text(response: ServerResponse): string {
  return typeof response.body === "string" ? response.body : new TextDecoder().decode(response.body);
}

function header(response: ServerResponse, name: string): string | undefined {
  return response.headers.find(([n]) => n.toLowerCase() === name.toLowerCase())?.[1];
}

/** A GET as a host adapter hands it to the core, from `remoteAddress` to `localAddress`. */
async function get(server: AsmxServer, url: string, remoteAddress?: string, localAddress = "10.0.0.1"): Promise<ServerResponse> {
  return server.handle({ method: "GET", url, headers: { host: "svc.example.com" }, body: new Uint8Array(0), remoteAddress, localAddress });
}

describe("the reference service's help pages, byte for byte", () => {
  let listening: Listening;
  let host: string;
  beforeAll(async () => {
    listening = await listen(referenceServer());
    host = new URL(listening.url).host;
  });
  afterAll(() => listening.close());

  const pages = readdirSync(PAGES_DIR).filter((f) => f.endsWith(".html")).sort();

  it("has the operation list and a page per operation", () => {
    expect(pages).toEqual([...referenceHelp.operations.map((op) => `${op.messageName}.html`), "index.html"].sort());
    expect(pages.length).toBe(10);
  });

  for (const page of pages) {
    it(page, async () => {
      const recorded = readRecordedResponse(join(PAGES_DIR, page))!;
      const query = page === "index.html" ? "" : `?op=${page.slice(0, -".html".length)}`;
      const response = await fetch(`${new URL(listening.url).origin}/ShipmentOperations.asmx${query}`);
      const body = Buffer.from(await response.arrayBuffer());
      expect(response.status).toBe(recorded.status);
      expect(response.headers.get("content-type")).toBe(recorded.headers.get("content-type"));
      expect(response.headers.get("cache-control")).toBe(recorded.headers.get("cache-control"));
      expect(response.headers.get("content-length")).toBe(String(body.length));
      const expected = recorded.body.toString("latin1").replaceAll(RECORDED_HOST, host);
      expect(body.toString("latin1")).toBe(expected);
    });
  }
});

describe("the test form", () => {
  const server = referenceServer();
  const FORM = "<form target=\"_blank\" action='http://svc.example.com/ShipmentOperations.asmx/GetStatus' method=\"POST\">";
  const REMOTE = "The test form is only available for requests from the local machine.";

  it("is shown to requests from loopback (IPv4, IPv6, IPv4 in IPv6) and from the server's own address", async () => {
    for (const [remote, local] of [
      ["127.0.0.1", "127.0.0.1"],
      ["::1", "::1"],
      ["::ffff:127.0.0.1", "::ffff:127.0.0.1"],
      ["10.0.0.1", "10.0.0.1"],
    ] as const) {
      const page = text(await get(server, "/ShipmentOperations.asmx?op=GetStatus", remote, local));
      expect(page, remote).toContain(FORM);
      expect(page).not.toContain(REMOTE);
    }
  });

  it("is not shown to another machine, nor to a request without an address; the samples still are", async () => {
    for (const remote of ["203.0.113.7", "::ffff:10.0.0.2", undefined]) {
      const page = text(await get(server, "/ShipmentOperations.asmx?op=GetStatus", remote));
      expect(page).not.toContain("<form");
      expect(page).toContain(`<h3>Test</h3>\n          \n          ${REMOTE}\n                 <span>\n              <h3>SOAP 1.1</h3>`);
      expect(page).toContain("<h3>HTTP POST</h3>");
    }
    // An operation without HTTP POST: the remote caller is told the same.
    expect(text(await get(server, "/ShipmentOperations.asmx?op=GetQuotes", "203.0.113.7"))).toContain(REMOTE);
  });

  it("helpTestForm: all shows it to every caller, none to nobody", async () => {
    const all = referenceServer({ helpTestForm: "all" });
    expect(text(await get(all, "/ShipmentOperations.asmx?op=GetStatus", "203.0.113.7"))).toContain(FORM);
    expect(text(await get(all, "/ShipmentOperations.asmx?op=GetQuotes", "203.0.113.7"))).toContain(
      "The test form is only available for methods with primitive types as parameters.",
    );
    const none = referenceServer({ helpTestForm: "none" });
    const page = text(await get(none, "/ShipmentOperations.asmx?op=GetStatus", "127.0.0.1", "127.0.0.1"));
    expect(page).not.toContain("<form");
    expect(page).toContain(REMOTE);
  });

  it("submitted, calls the operation over HTTP POST and shows its result document", async () => {
    const listening = await listen(referenceServer());
    try {
      const base = new URL(listening.url).origin;
      const page = await (await fetch(`${base}/ShipmentOperations.asmx?op=GetStatusRequest`)).text();
      const form = /<form target="_blank" action='([^']*)' method="POST">([\s\S]*?)<\/form>/.exec(page)!;
      const names = [...form[2]!.matchAll(/<input class="frmInput" type="text" size="50" name="([^"]+)">/g)].map((m) => m[1]!);
      expect(names).toEqual(["TrackNum", "TrackNumType", "LastStatusOnly"]);
      const values: Record<string, string> = { TrackNum: "T 1&2", TrackNumType: "HAWB", LastStatusOnly: "true" };
      // What a browser sends for the form: application/x-www-form-urlencoded, fields in order.
      const response = await fetch(form[1]!, { method: "POST", body: new URLSearchParams(names.map((n) => [n, values[n]!])) });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/xml; charset=utf-8");
      expect(await response.text()).toBe(
        '<?xml version="1.0" encoding="utf-8"?>\n<string xmlns="http://shipment.example.com/operations">GetStatusRequest:T 1&amp;2:HAWB:True</string>',
      );
    } finally {
      await listening.close();
    }
  });
});

describe("addresses and other pages", () => {
  const server = referenceServer({ helpTestForm: "all" });

  it("links back to the file name as requested, and shows the address the request came to", async () => {
    const page = text(await server.handle({ method: "GET", url: "/shipmentoperations.ASMX?op=GetStatus", headers: { host: "[::1]:8080" }, body: new Uint8Array(0) }));
    expect(page).toContain(`<link rel="alternate" type="text/xml" href='/shipmentoperations.ASMX?disco'/>`);
    expect(page).toContain(`<p class="intro">Click <a href="shipmentoperations.ASMX">here</a> for a complete list of operations.</p>`);
    expect(page).toContain(`action='http://[::1]:8080/ShipmentOperations.asmx/GetStatus'`);
    expect(page).toContain("<pre>POST /ShipmentOperations.asmx HTTP/1.1\nHost: [::1]\n");
  });

  it("publicUrl is the address of the samples and the form", async () => {
    const behind = referenceServer({ helpTestForm: "all", publicUrl: "https://api.example.com/legacy/Ops.asmx" });
    const page = text(await get(behind, "/ShipmentOperations.asmx?op=GetStatus"));
    expect(page).toContain(`action='https://api.example.com/legacy/Ops.asmx/GetStatus'`);
    expect(page).toContain("<pre>GET /legacy/Ops.asmx/GetStatus?");
    expect(page).toContain("Host: api.example.com\n");
  });

  it("the op parameter is matched exactly, its name in any case; an unknown one gets the not-found page", async () => {
    const page = text(await get(server, "/ShipmentOperations.asmx?OP=GetStatus"));
    expect(page).toContain("<h2>GetStatus</h2>");
    const missing = await get(server, "/ShipmentOperations.asmx?op=getstatus%3Cb%3E");
    expect(missing.status).toBe(200);
    expect(text(missing)).toContain("<h2>Method not found</h2>");
    expect(text(missing)).toContain("getstatus&lt;b&gt;");
    expect(text(missing)).not.toContain("<h3>Test</h3>");
    expect(text(missing)).not.toContain("<ul>");
  });
});

describe("the tracking service's pages", () => {
  const model = trackingModel();
  const help = helpPagesOf(model);
  const server = createAsmxServer(trackingService(), trackingEchoHandlers, (a) => renderWsdlDocument(model, a), { helpTestForm: "all" }, help);
  const HELP_DIR = join(TRACKING_REFERENCE_DIR, "help");
  const files = readdirSync(HELP_DIR).filter((f) => f.endsWith(".txt")).sort();

  /** The `<pre>` blocks of a page as plain text: font elements dropped, entities decoded. */
  function preBlocks(page: string): string[] {
    return [...page.matchAll(/<pre>([\s\S]*?)<\/pre>/g)].map((m) =>
      m[1]!.replace(/<\/?font[^>]*>/g, "").replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&"),
    );
  }

  it("has recorded samples for every operation", () => {
    expect(new Set(files.map((f) => f.split(".")[0]))).toEqual(new Set(help.operations.map((op) => op.messageName)));
  });

  const TITLES: Record<string, string> = { soap11: "SOAP 1.1", soap12: "SOAP 1.2", httpget: "HTTP GET", httppost: "HTTP POST" };
  for (const file of files) {
    const [op, binding, kind] = file.split(".") as [string, string, string];
    it(`${op}: ${binding} ${kind} as recorded`, async () => {
      const page = text(await server.handle({ method: "GET", url: `/ShipmentTracking.asmx?op=${op}`, headers: { host: "127.0.0.1:8080" }, body: new Uint8Array(0) }));
      const titles = [...page.matchAll(/<h3>(SOAP 1\.1|SOAP 1\.2|HTTP GET|HTTP POST)<\/h3>/g)].map((m) => m[1]);
      const index = titles.indexOf(TITLES[binding]!);
      expect(index).toBeGreaterThanOrEqual(0);
      const block = preBlocks(page)[index * 2 + (kind === "request" ? 0 : 1)]!;
      // The recordings keep no line end after the last line; the page has the generator's WriteLine there.
      expect(block.replace(/\n+$/, "")).toBe(readFileSync(join(HELP_DIR, file), "utf8").replace(/\n+$/, ""));
    });
  }

  it("lists each operation with its description, and an overload with its MessageName", async () => {
    const page = text(await server.handle({ method: "GET", url: "/ShipmentTracking.asmx", headers: { host: "127.0.0.1" }, body: new Uint8Array(0) }));
    expect(page).toContain(`<span>\n          <p class="intro">Shipment tracking reference service (oracle).</p>\n      </span>`);
    expect(page).toContain(`<a href="ShipmentTracking.asmx?op=Ping">Ping</a>\n                \n                <span>\n                  <br>Liveness check; returns nothing.\n                </span>\n              </li>`);
    const overload = help.operations.find((op) => op.messageName !== op.name)!;
    expect(page).toContain(`<a href="ShipmentTracking.asmx?op=${overload.messageName}">${overload.name}</a>\n                <span>\n                  <br>MessageName="${overload.messageName}"\n                </span>`);
    const names = [...page.matchAll(/\?op=([^"]+)"/g)].map((m) => m[1]!);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});
