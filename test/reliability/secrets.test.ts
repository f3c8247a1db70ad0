/**
 * Secrets: requests carrying known Password and Pwd values go through every error path of the generated
 * server (bad boolean, bad enum, missing parameter, a secret field's own bad value, a handler throwing or
 * rejecting with the password in its message, a handler result that cannot be written, the authenticate
 * hook failing, debug off and on, SOAP 1.1, SOAP 1.2, HTTP GET, HTTP POST) and of the generated client.
 *
 * The rule under test (runtime/src/redact.ts, README "Secrets"):
 * - messages the server or client composes never carry a secret value, in any spelling or piece;
 * - a handler's own ClientFault or ServerFault text goes out exactly as written (the handler chose it),
 *   while the log's copy of it is scrubbed;
 * - foreign text (an exception's message, a server's error body or fault reason) is scrubbed of every
 *   secret and every piece of 6 characters or more, in raw, XML-escaped and URL-encoded forms, each run
 *   replaced by one marker; secrets under 4 characters are left alone.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ShipmentOperationsClient, type BindingKind, type Transport } from "../../generated/shipment-operations/src/client.js";
import { shipmentOperationsDescriptor } from "../../generated/shipment-operations/src/descriptor.js";
import { listen } from "../../generated/shipment-operations/src/node.js";
import { createAsmxServer } from "../../runtime/src/server/index.js";
import { ClientFault, ServerFault, type ServerLogEvent, type ShipmentOperationsHandlers } from "../../generated/shipment-operations/src/server.js";
import { renderWsdl } from "../../generated/shipment-operations/src/wsdl.js";
import { exchangeRaw, type HttpResponse } from "../support/http-recording.js";
import { delay, generatedEchoHandlers, NS, PATH, post, rejectionWatch, startGenerated, type Started } from "./support.js";

const PASSWORD = "PW Alpha&7731<x>";
const PWD = "PWD+Beta=9913é";
const SECRETS = [PASSWORD, PWD];
const BINDINGS = ["soap11", "soap12", "httpGet", "httpPost"] as const satisfies readonly BindingKind[];

const xmlEscape = (s: string): string => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const formEncode = (s: string): string => encodeURIComponent(s).replace(/%20/g, "+");
/** Percent escapes in lower-case hex, as .NET's HttpUtility.UrlEncode writes them. */
const lowerHex = (s: string): string => s.replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase());

/** Every spelling a secret could take on the wire or in a message. */
function spellings(secret: string): string[] {
  const uri = encodeURIComponent(secret);
  return [secret, xmlEscape(secret), formEncode(secret), uri, lowerHex(uri)];
}

/** Every piece of 6 characters (the shortest the rule hides) of every spelling. */
function pieces(secret: string): string[] {
  const all = new Set<string>();
  for (const spelling of spellings(secret)) for (let i = 0; i + 6 <= spelling.length; i++) all.add(spelling.slice(i, i + 6));
  return [...all];
}

function expectNoPiece(text: string, secrets: readonly string[], where: string): void {
  for (const secret of secrets) for (const piece of pieces(secret)) expect(text, `${where} contains ${piece}`).not.toContain(piece);
}

const expectNoSecret = (text: string, where: string): void => expectNoPiece(text, SECRETS, where);

/** Everything an error carries that a program could print or log. */
function errorText(error: Error & Record<string, unknown>): string {
  let text = `${error.name}\n${error.message}\n${error.stack ?? ""}\n${JSON.stringify({ ...error })}`;
  for (const key of ["reason", "detail", "code", "subcode", "bodyExcerpt"]) if (typeof error[key] === "string") text += `\n${error[key] as string}`;
  if (error.cause !== undefined) text += `\n${String((error.cause as Error)?.message ?? error.cause)}`;
  return text;
}

async function failureOf(call: () => Promise<unknown>): Promise<Error & Record<string, unknown>> {
  return (await call().then(
    () => new Error("expected a failure"),
    (e: unknown) => e as Error,
  )) as Error & Record<string, unknown>;
}

/** The handler's own fault texts: they go out as written, secret or not. */
const ECHO_FAULT = (userId: unknown, password: unknown): string => `Rejected for ${String(userId)} with password ${String(password)}`;
const MISMATCH = (pwd: unknown, password: unknown): string => `Pwd ${String(pwd)} and Password ${String(password)} do not match`;
const MAINTENANCE = (password: unknown): string => `Down for maintenance; your password ${String(password)} is safe`;
const DENIED = (password: unknown): string => `Invalid credentials for ${String(password)}`;

const handlers: ShipmentOperationsHandlers = {
  ...generatedEchoHandlers,
  viewNextAvailableMawbNum: (input) => {
    switch (input.carrierCode) {
      case "ECHO_FAULT":
        throw new ClientFault(ECHO_FAULT(input.userId, input.password));
      case "SERVER_FAULT":
        throw new ServerFault(MAINTENANCE(input.password));
      case "SOAPFAULT":
        throw new ClientFault("Oracle explicit SoapException");
      case "THROW":
        throw new Error(`database said: login failed for password '${input.password}'`);
      case "TRUNCATED":
        // What a driver or validator quotes of a long value: its first 15 characters.
        throw new Error(`login failed for '${String(input.password).slice(0, 15)}...'`);
      case "REJECT":
        return Promise.reject(new TypeError(`async: ${input.password}`));
      case "BAD_RESULT":
        return `${input.password}\u0001` as never;
      default:
        return "ok";
    }
  },
  uploadShipmentsRs: (input) => {
    throw new ClientFault(MISMATCH(input.pwd, input.password));
  },
};

const authenticate = (_operation: string, credentials: Readonly<Record<string, string | null>>): void => {
  if (credentials.userId === "deny") throw new ClientFault(DENIED(credentials.password));
  if (credentials.userId === "crash") throw new Error(`directory unreachable while checking ${credentials.password} / ${credentials.pwd}`);
};

const watch = rejectionWatch();
const events: ServerLogEvent[] = [];
let quiet: Started;
let debug: Started;
beforeAll(async () => {
  watch.install();
  quiet = await startGenerated({ log: (e) => events.push(e), authenticate }, handlers);
  debug = await startGenerated({ log: (e) => events.push(e), authenticate, debug: true }, handlers);
});
afterAll(async () => {
  await quiet.listening.close();
  await debug.listening.close();
  await delay(20);
  expect(watch.uninstall()).toEqual([]);
});

/** The same call on the four bindings, raw. `fields` in wire order; values are raw text. */
function onEveryBinding(operation: string, fields: readonly (readonly [string, string])[]): Buffer[] {
  const xml = fields.map(([k, v]) => `<${k}>${xmlEscape(v)}</${k}>`).join("");
  const query = fields.map(([k, v]) => `${k}=${formEncode(v)}`).join("&");
  const s11 = `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><${operation} xmlns="${NS}">${xml}</${operation}></soap:Body></soap:Envelope>`;
  const s12 = `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope"><soap:Body><${operation} xmlns="${NS}">${xml}</${operation}></soap:Body></soap:Envelope>`;
  return [
    post(s11, { "Content-Type": "text/xml; charset=utf-8", SOAPAction: `"${NS}/${operation}"` }),
    post(s12, { "Content-Type": `application/soap+xml; charset=utf-8; action="${NS}/${operation}"` }),
    Buffer.from(`GET ${PATH}/${operation}?${query} HTTP/1.1\r\nHost: localhost\r\n\r\n`),
    post(query, { "Content-Type": "application/x-www-form-urlencoded" }, `${PATH}/${operation}`),
  ];
}

/** A fault's text as HTTP GET and POST carry it: a 500 text/plain body, HTML-encoded as ASMX does. */
function plainText(message: string): string {
  return `${message.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;")}\n`;
}

const COMPOSED_CASES: readonly [string, string, (readonly [string, string])[]][] = [
  ["bad boolean", "GetStatusRef", [["TrackNum", "T"], ["TrackNumType", "PO"], ["LastStatusOnly", "maybe"], ["UserId", "u"], ["Password", PASSWORD]]],
  ["bad enum", "GetStatusRef", [["TrackNum", "T"], ["TrackNumType", "FOO"], ["LastStatusOnly", "true"], ["UserId", "u"], ["Password", PASSWORD]]],
  ["missing parameter", "GetStatusRef", [["TrackNum", "T"], ["LastStatusOnly", "true"], ["UserId", "u"], ["Password", PASSWORD]]],
  ["handler throws with the password in its message", "ViewNextAvailableMAWBNum", [["UserID", "u"], ["Password", PASSWORD], ["CarrierCode", "THROW"]]],
  ["handler rejects with the password in its message", "ViewNextAvailableMAWBNum", [["UserID", "u"], ["Password", PASSWORD], ["CarrierCode", "REJECT"]]],
  ["handler throws quoting the first 15 characters", "ViewNextAvailableMAWBNum", [["UserID", "u"], ["Password", PASSWORD], ["CarrierCode", "TRUNCATED"]]],
  ["result that cannot be written", "ViewNextAvailableMAWBNum", [["UserID", "u"], ["Password", PASSWORD], ["CarrierCode", "BAD_RESULT"]]],
  ["authenticate fails, both secrets in its message", "UploadShipmentsRS", [["UserID", "crash"], ["Password", PASSWORD], ["Request", "r"], ["Pwd", PWD]]],
  ["unknown operation", "NoSuchOperation", [["UserID", "u"], ["Password", PASSWORD], ["Pwd", PWD]]],
];

describe("no secret in any response the server composes nor in any log event, on every error path", () => {
  for (const [mode, server] of [
    ["debug off", () => quiet],
    ["debug on", () => debug],
  ] as const) {
    for (const [name, operation, fields] of COMPOSED_CASES) {
      it(`${name} (${mode})`, async () => {
        const before = events.length;
        const responses: HttpResponse[] = await exchangeRaw(server().port, onEveryBinding(operation, fields));
        responses.forEach((response, i) => {
          // SOAP reads a missing element as its default, as ASMX does: only GET and POST refuse it.
          if (name !== "missing parameter" || i >= 2) expect(response.status, `${name} #${i}`).toBeGreaterThanOrEqual(400);
          expectNoSecret(response.body.toString("utf8"), `${name} response #${i}`);
          expectNoSecret([...response.headers.values()].join("\n"), `${name} headers #${i}`);
        });
        const logged = events.slice(before);
        expect(logged.length).toBeGreaterThanOrEqual(4);
        expectNoSecret(JSON.stringify(logged), `${name} log`);
        expectNoSecret(logged.map((e) => e.message).join("\n"), `${name} log messages`);
      });
    }
  }

  it("debug shows a handler exception's message with the secret hidden, not the message dropped", async () => {
    const [s11, , get] = await exchangeRaw(debug.port, onEveryBinding("ViewNextAvailableMAWBNum", [["UserID", "u"], ["Password", PASSWORD], ["CarrierCode", "THROW"]]));
    expect(s11!.body.toString()).toContain("Server was unable to process request. ---&gt; database said: login failed for password '***'");
    expect(get!.body.toString()).toBe("database said: login failed for password &#39;***&#39;\n");
    const [truncated] = await exchangeRaw(debug.port, onEveryBinding("ViewNextAvailableMAWBNum", [["UserID", "u"], ["Password", PASSWORD], ["CarrierCode", "TRUNCATED"]]));
    expect(truncated!.body.toString()).toContain("login failed for '***...'");
  });
});

const HANDLER_FAULTS: readonly [string, string, (readonly [string, string])[], string, "Client" | "Server"][] = [
  ["a handler's ClientFault echoing the input", "ViewNextAvailableMAWBNum", [["UserID", "u"], ["Password", PASSWORD], ["CarrierCode", "ECHO_FAULT"]], ECHO_FAULT("u", PASSWORD), "Client"],
  ["a handler's ClientFault echoing both secrets", "UploadShipmentsRS", [["UserID", "u"], ["Password", PASSWORD], ["Request", "r"], ["Pwd", PWD]], MISMATCH(PWD, PASSWORD), "Client"],
  ["a handler's ServerFault", "ViewNextAvailableMAWBNum", [["UserID", "u"], ["Password", PASSWORD], ["CarrierCode", "SERVER_FAULT"]], MAINTENANCE(PASSWORD), "Server"],
  ["the authenticate hook's ClientFault", "ReserveNextMAWBNum", [["UserID", "deny"], ["Password", PASSWORD], ["CarrierCode", "AA"]], DENIED(PASSWORD), "Client"],
];

describe("a handler's own fault text goes out as written; the log's copy is scrubbed", () => {
  for (const [name, operation, fields, message, code] of HANDLER_FAULTS) {
    it(name, async () => {
      for (const server of [quiet, debug]) {
        const before = events.length;
        const responses = await exchangeRaw(server.port, onEveryBinding(operation, fields));
        responses.forEach((response, i) => {
          const body = response.body.toString("utf8");
          expect(response.status, `${name} #${i}`).toBe(500);
          if (i === 0) expect(body).toContain(`<faultcode>soap:${code}</faultcode><faultstring>${xmlEscape(message)}</faultstring>`);
          if (i === 1) {
            expect(body).toContain(`<soap:Value>soap:${code === "Client" ? "Sender" : "Receiver"}</soap:Value>`);
            expect(body).toContain(`<soap:Text xml:lang="en">${xmlEscape(message)}</soap:Text>`);
          }
          if (i >= 2) expect(body).toBe(plainText(message));
        });
        const logged = events.slice(before);
        expect(logged.length).toBeGreaterThanOrEqual(4);
        expectNoSecret(JSON.stringify(logged), `${name} log`);
        expect(logged.some((e) => e.message.includes("***"))).toBe(true);
      }
    });
  }

  it("the password p leaves \"Oracle explicit SoapException\" whole, on the wire, in the log and in the client's error", async () => {
    const before = events.length;
    const responses = await exchangeRaw(quiet.port, onEveryBinding("ViewNextAvailableMAWBNum", [["UserID", "u"], ["Password", "p"], ["CarrierCode", "SOAPFAULT"]]));
    expect(responses[0]!.body.toString()).toContain("<faultstring>Oracle explicit SoapException</faultstring>");
    expect(responses[1]!.body.toString()).toContain('<soap:Text xml:lang="en">Oracle explicit SoapException</soap:Text>');
    expect(responses[2]!.body.toString()).toBe("Oracle explicit SoapException\n");
    expect(responses[3]!.body.toString()).toBe("Oracle explicit SoapException\n");
    const logged = events.slice(before).map((e) => e.message);
    expect(logged.filter((m) => m.includes("Oracle explicit SoapException"))).toHaveLength(4);
    for (const binding of BINDINGS) {
      const client = new ShipmentOperationsClient({ endpoint: quiet.url, allowInsecureHttp: true, binding, credentials: { userId: "u", password: "p" } });
      const error = await failureOf(() => client.viewNextAvailableMawbNum({ carrierCode: "SOAPFAULT" }));
      if (binding === "soap11" || binding === "soap12") {
        expect(error.name, binding).toBe("SoapFaultError");
        expect(error.reason).toBe("Oracle explicit SoapException");
        expect(error.message).toBe(`ViewNextAvailableMAWBNum: SOAP fault ${binding === "soap11" ? "Client" : "Sender"}: Oracle explicit SoapException`);
      } else {
        expect(error.name, binding).toBe("HttpStatusError");
        expect(error.bodyExcerpt).toBe("Oracle explicit SoapException\n");
      }
    }
  });
});

describe("a secret field's own bad value is refused without quoting it", () => {
  // The spec's secrets are strings, which take any text; a service may declare a secret PIN as an int.
  const withIntPassword = {
    ...shipmentOperationsDescriptor,
    operations: shipmentOperationsDescriptor.operations.map((op) =>
      op.name !== "ViewNextAvailableMAWBNum" ? op : { ...op, fields: op.fields.map((f) => (f.secret ? { ...f, type: { kind: "simple" as const, type: "int" as const } } : f)) },
    ),
  };
  const PIN = "Secr3t-PIN-not-a-number";
  let started: Awaited<ReturnType<typeof listen>>;
  const logged: ServerLogEvent[] = [];
  beforeAll(async () => {
    const server = createAsmxServer(withIntPassword, { ...Object.fromEntries(withIntPassword.operations.map((op) => [op.name, () => "ok"])) }, renderWsdl, { log: (e) => logged.push(e), debug: true });
    started = await listen(server, { host: "127.0.0.1" });
  });
  afterAll(() => started.close());

  it("on every binding, and in the log", async () => {
    const port = Number(new URL(started.url).port);
    const responses = await exchangeRaw(port, onEveryBinding("ViewNextAvailableMAWBNum", [["UserID", "u"], ["Password", PIN], ["CarrierCode", "AA"]]));
    expect(responses[0]!.body.toString()).toMatch(/The value of element Password \(int\) is not valid: expected an integer/);
    expect(responses[1]!.body.toString()).toMatch(/The value of element Password \(int\) is not valid: expected an integer/);
    expect(responses[2]!.body.toString()).toMatch(/^Cannot convert the value to int for parameter Password: expected an integer/);
    expect(responses[3]!.body.toString()).toMatch(/^Cannot convert the value to int for parameter Password: expected an integer/);
    for (const response of responses) expectNoPiece(response.body.toString(), [PIN], "response");
    expectNoPiece(JSON.stringify(logged), [PIN], "log");
  });

  it("the same bad value of a field that is not secret is quoted, so the rule is the field's secrecy", async () => {
    const port = Number(new URL(started.url).port);
    const [get] = await exchangeRaw(port, [Buffer.from(`GET ${PATH}/GetStatusRef?TrackNum=T&TrackNumType=PO&LastStatusOnly=${PIN}&UserId=u&Password=x HTTP/1.1\r\nHost: localhost\r\n\r\n`)]);
    expect(get!.body.toString()).toBe(`Cannot convert &#39;${PIN}&#39; to boolean for parameter LastStatusOnly: expected true or false.\n`);
  });
});

describe("the generated client's errors carry no secret", () => {
  it("faults from the generated server, every binding: the handler's text arrives scrubbed", async () => {
    for (const binding of BINDINGS) {
      for (const server of [quiet, debug]) {
        const client = new ShipmentOperationsClient({ endpoint: server.url, allowInsecureHttp: true, binding, credentials: { userId: "u", password: PASSWORD, pwd: PWD } });
        for (const call of [
          () => client.viewNextAvailableMawbNum({ carrierCode: "ECHO_FAULT" }),
          () => client.viewNextAvailableMawbNum({ carrierCode: "SERVER_FAULT" }),
          () => client.viewNextAvailableMawbNum({ carrierCode: "THROW" }),
          () => client.viewNextAvailableMawbNum({ carrierCode: "TRUNCATED" }),
          () => client.uploadShipmentsRs({ request: "r" }),
          () => client.reserveNextMawbNum({ carrierCode: "AA", userId: "deny" }),
        ]) {
          const error = await failureOf(call);
          expect(["SoapFaultError", "HttpStatusError"]).toContain(error.name);
          expectNoSecret(errorText(error), `${binding} client error`);
        }
        const echoed = await failureOf(() => client.viewNextAvailableMawbNum({ carrierCode: "ECHO_FAULT" }));
        expect(errorText(echoed)).toContain("Rejected for u with password ***");
      }
    }
  });

  it("a secret field's value that cannot be sent: the error says what is wrong without where in the value", async () => {
    const client = new ShipmentOperationsClient({ endpoint: quiet.url, allowInsecureHttp: true });
    for (const binding of BINDINGS) {
      const error = await failureOf(() => client.viewNextAvailableMawbNum({ carrierCode: "AA", password: "Secr3t\u0001Passw0rd" }, { binding }));
      expect(error.name).toBe("RequestEncodeError");
      expect(error.message).toBe("ViewNextAvailableMAWBNum: field Password: expected text XML can carry");
      // A field that is not secret gets the detail.
      const plain = await failureOf(() => client.viewNextAvailableMawbNum({ carrierCode: "A\u0001A" }, { binding }));
      expect(plain.message).toBe("ViewNextAvailableMAWBNum: field CarrierCode: expected text XML can carry (U+0001 at index 1 cannot be sent in XML)");
    }
  });

  it("a transport failure quoting the request URL (an HTTP GET carries the password in it)", async () => {
    const failing: Transport = (request) => Promise.reject(Object.assign(new Error(`connect failed for ${request.url}`), { code: "EHOSTUNREACH" }));
    for (const binding of BINDINGS) {
      const client = new ShipmentOperationsClient({ endpoint: "https://shipments.invalid/ShipmentOperations.asmx", binding, transport: failing, credentials: { password: PASSWORD, pwd: PWD } });
      const error = await failureOf(() => client.uploadShipmentsRs({ request: "r" }));
      expect(error.name).toBe("NetworkError");
      expect(error.message).toContain("EHOSTUNREACH connect failed for https://shipments.invalid/ShipmentOperations.asmx");
      expectNoSecret(errorText(error), `${binding} NetworkError`);
      if (binding === "httpGet") expect(error.cause).toBeUndefined();
    }
  });

  it("a response naming an unexpected element after the secret", async () => {
    const secret = "Secr3tPassw0rdXyz";
    const answer: Transport = async () => ({
      status: 200,
      contentType: "text/xml; charset=utf-8",
      body: `<?xml version="1.0"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><${secret} xmlns="urn:x"/></soap:Body></soap:Envelope>`,
    });
    const client = new ShipmentOperationsClient({ endpoint: "https://shipments.invalid/x.asmx", transport: answer, credentials: { password: secret } });
    const error = await failureOf(() => client.viewNextAvailableMawbNum({ carrierCode: "AA" }));
    expect(error.name).toBe("ResponseDecodeError");
    expect(error.message).toContain("in the SOAP Body, got {urn:x}***");
    expectNoPiece(errorText(error), [secret], "ResponseDecodeError");
  });

  describe("against a server that echoes the request into its error page", () => {
    let echo: Server;
    let url: string;
    beforeAll(async () => {
      echo = createServer((req, res) => {
        let body = "";
        req.setEncoding("utf8");
        req.on("data", (c: string) => (body += c));
        req.on("end", () => {
          res.shouldKeepAlive = false;
          res.writeHead(500, { "Content-Type": "text/html; charset=utf-8" });
          res.end(`<html><body><h1>Server Error in '/' Application.</h1><p>URL: ${req.url}</p><pre>${body}</pre></body></html>`);
        });
      });
      await new Promise<void>((r) => echo.listen(0, "127.0.0.1", r));
      url = `http://127.0.0.1:${(echo.address() as { port: number }).port}${PATH}`;
    });
    afterAll(async () => {
      echo.closeAllConnections();
      await new Promise<void>((r) => echo.close(() => r()));
    });

    for (const binding of BINDINGS) {
      it(binding, async () => {
        const client = new ShipmentOperationsClient({ endpoint: url, allowInsecureHttp: true, binding, credentials: { userId: "u", password: PASSWORD, pwd: PWD } });
        const error = await failureOf(() => client.uploadShipmentsRs({ request: "r" }));
        expect(error.name).toBe("HttpStatusError");
        expect(error.bodyExcerpt).toContain("Server Error");
        expectNoSecret(errorText(error), `${binding} HttpStatusError`);
      });
    }
  });
});

describe("a server that echoes the first 15 characters of a long password", () => {
  const LONG = "<Secr3t-Passw0rd-2024!xyz";
  const FIRST_15 = LONG.slice(0, 15);
  let server: Server;
  let base: string;

  /** The Password the request carried, read as the server would. */
  function passwordOf(req: IncomingMessage, body: string): string {
    const soap = /<Password>([^<]*)<\/Password>/.exec(body);
    if (soap) return soap[1]!.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
    const query = req.url!.includes("?") ? req.url!.slice(req.url!.indexOf("?") + 1) : body;
    return new URLSearchParams(query).get("Password") ?? "";
  }

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = "";
      req.setEncoding("utf8");
      req.on("data", (c: string) => (body += c));
      req.on("end", () => {
        const echoed = `${passwordOf(req, body).slice(0, 15)}...`;
        const type = req.headers["content-type"] ?? "";
        const soap12 = type.startsWith("application/soap+xml");
        const soap = soap12 || type.startsWith("text/xml");
        res.shouldKeepAlive = false;
        if (req.url!.startsWith("/validation/")) {
          // ASP.NET's request validation: a yellow page quoting the value HTML-encoded.
          const what = `A potentially dangerous Request.${req.method === "GET" ? "QueryString" : "Form"} value was detected from the client (Password=&quot;${xmlEscape(echoed)}&quot;).`;
          res.writeHead(500, { "Content-Type": "text/html; charset=utf-8" });
          res.end(`<html><head><title>${what}</title></head><body><h2><i>${what}</i></h2><pre>[HttpRequestValidationException (0x80004005): ${what}]</pre></body></html>`);
        } else if (soap) {
          const reason = `Server was unable to process request. ---&gt; Login failed for '${xmlEscape(echoed)}'`;
          const detail = `<detail><value>${xmlEscape(echoed)}</value><encoded>${encodeURIComponent(echoed)}</encoded></detail>`;
          res.writeHead(500, { "Content-Type": soap12 ? "application/soap+xml; charset=utf-8" : "text/xml; charset=utf-8" });
          res.end(
            soap12
              ? `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope"><soap:Body><soap:Fault><soap:Code><soap:Value>soap:Receiver</soap:Value></soap:Code><soap:Reason><soap:Text xml:lang="en">${reason}</soap:Text></soap:Reason><soap:Detail>${detail.replace(/detail>/g, "x>")}</soap:Detail></soap:Fault></soap:Body></soap:Envelope>`
              : `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><soap:Fault><faultcode>soap:Server</faultcode><faultstring>${reason}</faultstring>${detail}</soap:Fault></soap:Body></soap:Envelope>`,
          );
        } else {
          res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
          res.end(`Login failed for '${echoed}' (Password=${lowerHex(encodeURIComponent(echoed))})\n`);
        }
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  });

  for (const binding of BINDINGS) {
    it(`in a 500 error page (request validation), over ${binding}`, async () => {
      const client = new ShipmentOperationsClient({ endpoint: `${base}/validation${PATH}`, allowInsecureHttp: true, binding, credentials: { userId: "u", password: LONG } });
      const error = await failureOf(() => client.viewNextAvailableMawbNum({ carrierCode: "AA" }));
      expect(error.name).toBe("HttpStatusError");
      expect(error.bodyExcerpt).toContain("A potentially dangerous Request.");
      expect(error.bodyExcerpt).toContain("(Password=&quot;***...&quot;)");
      expectNoPiece(errorText(error), [FIRST_15], `${binding} HttpStatusError`);
    });

    it(`in a fault reason and detail, or a plain-text error, over ${binding}`, async () => {
      const client = new ShipmentOperationsClient({ endpoint: `${base}/fault${PATH}`, allowInsecureHttp: true, binding, credentials: { userId: "u", password: LONG } });
      const error = await failureOf(() => client.viewNextAvailableMawbNum({ carrierCode: "AA" }));
      if (binding === "soap11" || binding === "soap12") {
        expect(error.name).toBe("SoapFaultError");
        expect(error.reason).toBe("Server was unable to process request. ---> Login failed for '***...'");
        expect(error.message).toContain("Login failed for '***...'");
        expect(error.detail).toBe("***...***...");
      } else {
        expect(error.name).toBe("HttpStatusError");
        expect(error.bodyExcerpt).toBe("Login failed for '***...' (Password=***...)\n");
      }
      expectNoPiece(errorText(error), [FIRST_15], `${binding} error`);
    });
  }
});
