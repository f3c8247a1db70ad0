/**
 * The client's `session` option: it keeps the ASP.NET_SessionId cookie a service sets and sends it back on
 * every call (node and fetch transports alike), a shared SessionCookies store carries one session across
 * clients of one origin, and without the option every call is a new session. The store keeps that one cookie
 * and nothing else.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { parseSpec } from "../../generator/spec/load.js";
import { AsmxClientCore } from "../../runtime/src/client/client.js";
import { SessionCookies } from "../../runtime/src/client/session-cookie.js";
import { fetchTransport, type TransportRequest } from "../../runtime/src/client/transport.js";
import { createAsmxServer } from "../../runtime/src/server/core.js";
import { listen, type Listening } from "../../runtime/src/server/node.js";
import type { CallContext } from "../../runtime/src/server/types.js";

const model = parseSpec(
  `service:
  name: Counter
  namespace: http://example.com/counter
  endpoint: https://example.com/Counter.asmx
operations:
  - { name: Count, enableSession: true, fields: [], result: { type: int } }
  - { name: Peek, fields: [], result: { type: int } }
`,
  "spec/counter.yaml",
);
const descriptor = descriptorOf(model);

let listening: Listening;
const cookiesSeen: (string | undefined)[] = [];
beforeAll(async () => {
  const server = createAsmxServer(
    descriptor,
    {
      Count: (_input: object, context: CallContext) => {
        cookiesSeen.push(context.httpHeaders["cookie"]);
        const n = ((context.session!.get("n") as number | undefined) ?? 0) + 1;
        context.session!.set("n", n);
        return n;
      },
      Peek: (_input: object, context: CallContext) => {
        cookiesSeen.push(context.httpHeaders["cookie"]);
        return context.session === undefined ? -1 : 0;
      },
    },
    () => "<wsdl/>",
  );
  listening = await listen(server);
});
afterAll(async () => {
  await listening.close();
});

const clientOf = (options: ConstructorParameters<typeof AsmxClientCore>[1] = {}) =>
  new AsmxClientCore(descriptor, { endpoint: listening.url, allowInsecureHttp: true, ...options });

describe("the session option", () => {
  for (const [name, transport] of [
    ["node", undefined],
    ["fetch", fetchTransport()],
  ] as const) {
    it(`keeps the session across calls (${name} transport), on every binding`, async () => {
      const client = clientOf({ session: new SessionCookies(), transport });
      cookiesSeen.length = 0;
      expect(await client.call("Count", {})).toBe(1);
      expect(await client.call("Count", {})).toBe(2);
      expect(await client.call("Peek", {})).toBe(-1);
      expect(await client.call("Count", {}, { binding: "httpPost" })).toBe(3);
      expect(await client.call("Count", {}, { binding: "soap12" })).toBe(4);
      expect(cookiesSeen[0]).toBeUndefined();
      expect(cookiesSeen[1]).toMatch(/^ASP\.NET_SessionId=[a-z0-5]{24}$/);
      expect(new Set(cookiesSeen.slice(1)).size).toBe(1);
    });
  }

  it("without it, every call is a new session and no cookie is sent", async () => {
    const client = clientOf();
    cookiesSeen.length = 0;
    expect(await client.call("Count", {})).toBe(1);
    expect(await client.call("Count", {})).toBe(1);
    expect(cookiesSeen).toEqual([undefined, undefined]);
  });

  it("a shared store carries one session across clients; two stores, two sessions", async () => {
    const shared = new SessionCookies();
    const a = clientOf({ session: shared });
    const b = clientOf({ session: shared });
    const c = clientOf({ session: new SessionCookies() });
    expect(await a.call("Count", {})).toBe(1);
    expect(await b.call("Count", {})).toBe(2);
    expect(await c.call("Count", {})).toBe(1);
    shared.clear();
    expect(await a.call("Count", {})).toBe(1);
  });
});

describe("SessionCookies", () => {
  const URL_A = "https://a.example.com/Svc.asmx";
  it("keeps ASP.NET_SessionId per origin, and nothing else", () => {
    const store = new SessionCookies();
    store.receive(URL_A, ["theme=dark; path=/", "ASP.NET_SessionId=abcdefghijklmnopqrstuvwx; path=/; HttpOnly; SameSite=Lax"]);
    expect(store.cookieFor("https://a.example.com/Other.asmx?op=X")).toBe("ASP.NET_SessionId=abcdefghijklmnopqrstuvwx");
    expect(store.cookieFor("https://a.example.com:8443/Svc.asmx")).toBeUndefined();
    expect(store.cookieFor("http://a.example.com/Svc.asmx")).toBeUndefined();
    store.receive(URL_A, undefined);
    expect(store.cookieFor(URL_A)).toBe("ASP.NET_SessionId=abcdefghijklmnopqrstuvwx");
  });

  it("forgets it when it is expired, emptied or not safe to send back", () => {
    for (const header of [
      "ASP.NET_SessionId=; path=/",
      "ASP.NET_SessionId=abc; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/",
      "ASP.NET_SessionId=abc; Max-Age=0",
      "ASP.NET_SessionId=a b\r\nX-Injected: 1",
    ]) {
      const store = new SessionCookies();
      store.receive(URL_A, ["ASP.NET_SessionId=abc"]);
      store.receive(URL_A, [header]);
      expect(store.cookieFor(URL_A)).toBeUndefined();
    }
  });

  it("is sent as a Cookie header by the client, after the call's own headers", async () => {
    const sent: TransportRequest[] = [];
    const store = new SessionCookies();
    store.receive("https://example.com/", ["ASP.NET_SessionId=abcdefghijklmnopqrstuvwx"]);
    const client = new AsmxClientCore(descriptor, {
      session: store,
      transport: async (request) => {
        sent.push(request);
        return {
          status: 200,
          contentType: "text/xml; charset=utf-8",
          body: '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><CountResponse xmlns="http://example.com/counter"><CountResult>7</CountResult></CountResponse></soap:Body></soap:Envelope>',
          setCookie: ["ASP.NET_SessionId=zyxwvutsrqponmlkjihgfedc; path=/; HttpOnly"],
        };
      },
    });
    expect(await client.call("Count", {})).toBe(7);
    expect(sent[0]!.headers.at(-1)).toEqual(["Cookie", "ASP.NET_SessionId=abcdefghijklmnopqrstuvwx"]);
    expect(store.cookieFor("https://example.com/x")).toBe("ASP.NET_SessionId=zyxwvutsrqponmlkjihgfedc");
  });
});

describe("the JSON face (ScriptService)", () => {
  it("keeps the session as the SOAP face does", async () => {
    const script = descriptorOf(
      parseSpec(
        `service:
  name: Counter
  namespace: http://example.com/counter
  endpoint: https://example.com/Counter.asmx
  scriptService: true
operations:
  - { name: Count, enableSession: true, fields: [], result: { type: int } }
`,
        "spec/counter-script.yaml",
      ),
    );
    const served = await listen(
      createAsmxServer(
        script,
        {
          Count: (_input: object, context: CallContext) => {
            const n = ((context.session!.get("n") as number | undefined) ?? 0) + 1;
            context.session!.set("n", n);
            return n;
          },
        },
        () => "<wsdl/>",
      ),
    );
    try {
      const client = new AsmxClientCore(script, {
        endpoint: served.url,
        allowInsecureHttp: true,
        binding: "json",
        session: new SessionCookies(),
      });
      expect(await client.call("Count", {})).toBe(1);
      expect(await client.call("Count", {})).toBe(2);
      expect(await client.call("Count", {}, { binding: "soap11" })).toBe(3);
    } finally {
      await served.close();
    }
  });
});
