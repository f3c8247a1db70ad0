/**
 * The help pages in a real browser: headless Chromium (test/support/chromium.ts) opens the service page,
 * follows its link to an operation's page, fills the test form and presses Invoke, as a person would, and
 * the result page (the new window the form targets) must show the operation's answer. Checks what the
 * byte-for-byte comparison cannot: that a browser parses the pages into the links, fields and form the
 * markup means, and that the form reaches the HTTP POST binding.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { helpPagesOf } from "../../generator/emit/help-page.js";
import { loadSpec } from "../../generator/spec/load.js";
import { createAsmxServer } from "../../runtime/src/server/core.js";
import { listen, type Listening } from "../../runtime/src/server/node.js";
import { Chromium } from "../support/chromium.js";
import { echoHandlers, recordedWsdl, referenceService } from "../support/echo-handlers.js";
import { SPEC_FILE } from "../support/paths.js";

let listening: Listening;
let browser: Chromium;
let origin: string;

beforeAll(async () => {
  const server = createAsmxServer(referenceService(), echoHandlers, recordedWsdl, {}, helpPagesOf(loadSpec(SPEC_FILE)));
  listening = await listen(server);
  origin = new URL(listening.url).origin;
  browser = Chromium.launch();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await listening?.close();
});

describe("the help pages in Chromium", () => {
  it("lists the operations, links each to its page, and the form's Invoke calls the operation", async () => {
    const list = await browser.open(`${origin}/ShipmentOperations.asmx`);
    expect(await browser.evaluate<string>(list, "document.title")).toBe("ShipmentOperations Web Service");
    const links = await browser.evaluate<{ text: string; href: string }[]>(
      list,
      `[...document.querySelectorAll("li > a")].map((a) => ({ text: a.textContent, href: a.href }))`,
    );
    expect(links.map((l) => l.text)).toEqual([
      "GetQuotes",
      "GetQuotesRequest",
      "GetStatus",
      "GetStatusRef",
      "GetStatusRequest",
      "ReserveNextMAWBNum",
      "UploadShipmentsRS",
      "UploadShipmentsRequest",
      "ViewNextAvailableMAWBNum",
    ]);
    const target = links.find((l) => l.text === "GetStatusRequest")!;
    expect(target.href).toBe(`${origin}/ShipmentOperations.asmx?op=GetStatusRequest`);
    expect(await browser.evaluate<string>(list, `document.querySelector("link[rel=alternate]").href`)).toBe(`${origin}/ShipmentOperations.asmx?disco`);

    await browser.navigate(list, target.href);
    expect(await browser.evaluate<string>(list, `document.querySelector("h2").textContent`)).toBe("GetStatusRequest");
    expect(await browser.evaluate<string[]>(list, `[...document.querySelectorAll("h3")].map((h) => h.textContent)`)).toEqual([
      "Test",
      "SOAP 1.1",
      "SOAP 1.2",
      "HTTP GET",
      "HTTP POST",
    ]);
    const fields = await browser.evaluate<string[]>(list, `[...document.forms[0].elements].filter((e) => e.type === "text").map((e) => e.name)`);
    expect(fields).toEqual(["TrackNum", "TrackNumType", "LastStatusOnly"]);

    // The form opens its result in a new window (target="_blank"): wait for that window to load it.
    await browser.send("Target.setDiscoverTargets", { discover: true });
    const opened = new Promise<string>((resolve) => {
      const off = browser.on("Target.targetCreated", (params) => {
        const info = params.targetInfo as { targetId: string; type: string; openerId?: string };
        if (info.type !== "page" || !info.openerId) return;
        off();
        resolve(info.targetId);
      });
    });
    await browser.send(
      "Runtime.evaluate",
      {
        expression: `(() => {
          const form = document.forms[0];
          form.elements.TrackNum.value = "T 1&2";
          form.elements.TrackNumType.value = "PO";
          form.elements.LastStatusOnly.value = "false";
          document.querySelector("input[type=submit]").click();
        })()`,
        userGesture: true,
      },
      list,
    );
    const result = await browser.attach(await opened);
    // Chromium shows an XML document in its XML viewer, which keeps the document it was sent in a hidden
    // element (#webkit-xml-viewer-source-xml); the answer is that document's root.
    let shown: { url: string; type: string; root: string; ns: string; text: string } | undefined;
    for (let i = 0; i < 100 && shown?.root !== "string"; i++) {
      await new Promise((r) => setTimeout(r, 100));
      shown = await browser.evaluate(
        result,
        `(() => {
          if (document.readyState !== "complete") return undefined;
          const source = document.getElementById("webkit-xml-viewer-source-xml");
          const root = source ? source.firstElementChild : document.documentElement;
          return { url: location.href, type: document.contentType, root: root.localName, ns: root.namespaceURI, text: root.textContent };
        })()`,
      );
    }
    expect(shown).toEqual({
      url: `${origin}/ShipmentOperations.asmx/GetStatusRequest`,
      type: "text/xml",
      root: "string",
      ns: "http://shipment.example.com/operations",
      text: "GetStatusRequest:T 1&2:PO:False",
    });
  }, 60_000);
});
