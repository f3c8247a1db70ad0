/**
 * [WebMethod(EnableSession = true)], as the lab's ASMX answered it (test/reference/lab/session/): the WSDL does
 * not change; the first call answers Set-Cookie ASP.NET_SessionId; a call sending it back keeps its session
 * (SOAP and HTTP GET alike) and gets no cookie; an unknown or malformed id starts a new session with a new
 * cookie; a method without EnableSession sets none. The ids are random: their shape is compared (.NET's:
 * 24 characters of a-z and 0-5, `path=/; HttpOnly; SameSite=Lax` as .NET Framework 4.7.2+ sends it; Mono's
 * recorded ones are 24 upper-case hex digits and carry neither attribute).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { clientEmitter } from "../../generator/emit/client-module.js";
import type { EmitContext } from "../../generator/emit/emitter.js";
import { serverEmitter } from "../../generator/emit/server-module.js";
import { renderWsdlSet } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import { createAsmxServer } from "../../runtime/src/server/core.js";
import { listen, type Listening } from "../../runtime/src/server/node.js";
import type { CallContext, OperationHandlers, ServerLogEvent } from "../../runtime/src/server/types.js";
import { readRecordedRequest, readRecordedResponse, sendRaw, withHost, type HttpResponse } from "../support/http-recording.js";
import { REPO_ROOT } from "../support/paths.js";

const LAB = join(REPO_ROOT, "test/reference/lab/session");
const WSDL_FILE = join(LAB, "wsdl/Session.asmx@wsdl.xml");
const RECORDED_WSDL = readFileSync(WSDL_FILE, "utf8");
const RECORDED_ADDRESS = /http:\/\/127\.0\.0\.1:\d+\/Session\.asmx/.exec(RECORDED_WSDL)![0];
const imported = importWsdl(RECORDED_WSDL, { source: WSDL_FILE, schema: "spec.schema.json", specPath: "spec/session.yaml" });
const yaml = imported.yaml.replace(/(  - name: Count\n)/, "$1    enableSession: true\n");
const model = parseSpec(yaml, "spec/session.yaml");
/** The id Mono gave the first recorded call, sent back by the later recordings. */
const MONO_ID = "BEE2CCE7D7A0A3D7EE42B781";
const CONTEXT: EmitContext = { packageName: "session", generatorVersion: "0" };
const SET_COOKIE = /^ASP\.NET_SessionId=([a-z0-5]{24}); path=\/; HttpOnly; SameSite=Lax$/;

/** What Session.cs does. */
const handlers: OperationHandlers = {
  Count: (_input: object, context: CallContext) => {
    const n = ((context.session!.get("n") as number | undefined) ?? 0) + 1;
    context.session!.set("n", n);
    return n;
  },
  Get: ({ k }: { k: string }, context: CallContext) => {
    if (context.session !== undefined) throw new Error("a method without EnableSession got session state");
    return `g:${k}`;
  },
};

describe("the spec and the WSDL", () => {
  it("imports byte for byte; enableSession changes no WSDL byte", () => {
    expect(imported.byteEqual).toBe(true);
    expect(yaml).toContain("enableSession: true");
    expect(model.operations.map((op) => [op.name, op.enableSession])).toEqual([
      ["Count", true],
      ["Get", false],
    ]);
    expect(renderWsdlSet(model, RECORDED_ADDRESS)[0]!.text).toBe(RECORDED_WSDL);
    expect(descriptorOf(model).operations.map((op) => op.enableSession)).toEqual([true, undefined]);
  });

  it("types the handler's context.session for the EnableSession operation only", () => {
    const server = serverEmitter.emit(model, CONTEXT).find((f) => f.path === "src/server.ts")!.content;
    const client = clientEmitter.emit(model, CONTEXT).find((f) => f.path === "src/client.ts")!.content;
    expect(client).toMatch(/export \{[^}]*\bSessionCookies\b[^}]*\} from "asmx-codegen-runtime"/);
    expect(client).toContain("Keeps ASP.NET session state: create the client with `session: new SessionCookies()`");
    expect(client.match(/Keeps ASP\.NET session state/g)).toHaveLength(1);
    expect(server).toContain(
      "count(params: CountParams, context: CallContext<Readonly<Record<string, never>>> & { readonly session: Map<string, unknown> }): CountResult",
    );
    expect(server).toContain("get(params: GetParams, context: CallContext<Readonly<Record<string, never>>>): GetResult");
  });
});

describe("the server answers the recorded requests", () => {
  let listening: Listening;
  let port: number;
  let host: string;
  const events: ServerLogEvent[] = [];
  beforeAll(async () => {
    const render = (address: string): string => renderWsdlSet(model, address)[0]!.text;
    listening = await listen(createAsmxServer(descriptorOf(model), handlers, render, { log: (e) => events.push(e) }));
    const url = new URL(listening.url);
    port = Number(url.port);
    host = url.host;
  });
  afterAll(async () => {
    await listening.close();
  });

  /** Sends a recording (its Mono session id replaced by `id`) and checks status, headers and body against the recorded answer. */
  async function replay(name: string, id?: string): Promise<HttpResponse> {
    const request = readRecordedRequest(join(LAB, "exchanges", `${name}.request.txt`));
    const recorded = readRecordedResponse(join(LAB, "exchanges", `${name}.response.txt`))!;
    let bytes = withHost(request, host);
    if (id !== undefined) bytes = Buffer.from(bytes.toString("latin1").replace(MONO_ID, id), "latin1");
    const response = await sendRaw(port, bytes);
    expect(response.status).toBe(recorded.status);
    expect(response.headers.get("content-type")).toBe(recorded.headers.get("content-type"));
    expect(response.headers.get("cache-control")).toBe(recorded.headers.get("cache-control"));
    expect(response.body.toString("utf8")).toBe(recorded.body.toString("utf8"));
    expect(response.headers.has("set-cookie")).toBe(recorded.headers.has("set-cookie"));
    return response;
  }

  it("keeps one session across the recorded calls, and never logs its id", async () => {
    const first = await replay("Count1.soap11");
    const id = SET_COOKIE.exec(first.headers.get("set-cookie")!)![1]!;
    await replay("Count2.soap11", id);
    await replay("Count3.httpget", id);
    // Mono's own id (upper-case hex) is no .NET id: a new session, a new cookie.
    const unknown = await replay("CountUnknown.soap11");
    const invalid = await replay("CountInvalid.soap11");
    const ids = [unknown, invalid].map((r) => SET_COOKIE.exec(r.headers.get("set-cookie")!)![1]!);
    expect(new Set([id, ...ids]).size).toBe(3);
    // A well-formed id the server never gave starts a new session with an id of its own.
    const forged = await sendRaw(
      port,
      Buffer.from(withHost(readRecordedRequest(join(LAB, "exchanges/Count2.soap11.request.txt")), host).toString("latin1").replace(MONO_ID, "abcdefghijklmnopqrstuvwx"), "latin1"),
    );
    expect(forged.body.toString("utf8")).toContain("<CountResult>1</CountResult>");
    expect(SET_COOKIE.exec(forged.headers.get("set-cookie")!)![1]).not.toBe("abcdefghijklmnopqrstuvwx");
    for (const secret of [id, ...ids]) expect(JSON.stringify(events)).not.toContain(secret);
    expect(events.length).toBeGreaterThanOrEqual(6);
  });

  it("sets no cookie on a method without EnableSession", async () => {
    await replay("Get.soap11");
  });
});

describe("over the fetch adapter", () => {
  it("sets the cookie on the first call and keeps the session on the next", async () => {
    const server = createAsmxServer(descriptorOf(model), handlers, () => RECORDED_WSDL);
    const request = readRecordedRequest(join(LAB, "exchanges/Count1.soap11.request.txt"));
    const call = (cookie?: string): Promise<Response> =>
      server.fetch(
        new Request("http://localhost/Session.asmx", {
          method: "POST",
          headers: [
            ["Content-Type", "text/xml; charset=utf-8"],
            ["SOAPAction", '"http://lab.example.com/session/Count"'],
            ...(cookie ? [["Cookie", cookie] as [string, string]] : []),
          ],
          body: request.body.toString("utf8"),
        }),
      );
    const first = await call();
    const setCookie = first.headers.getSetCookie();
    expect(setCookie).toHaveLength(1);
    expect(setCookie[0]).toMatch(SET_COOKIE);
    expect(await first.text()).toContain("<CountResult>1</CountResult>");
    const second = await call(setCookie[0]!.split(";")[0]);
    expect(second.headers.getSetCookie()).toEqual([]);
    expect(await second.text()).toContain("<CountResult>2</CountResult>");
  });
});
