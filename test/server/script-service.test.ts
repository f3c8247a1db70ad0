/**
 * The ScriptService (JSON) face of ShipmentTracking, over real HTTP on 127.0.0.1: routing by path and
 * Content-Type, the verb rules, parameters from a JSON body or query, `{"d": ...}` as JavaScriptSerializer
 * writes it, `__type`, the error object with and without debug, secrets kept out of errors, and the
 * JavaScript proxy. The expected bytes follow System.Web.Extensions' reference source (README, "The JSON face").
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Listening } from "../../runtime/src/server/node.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { listenTracking } from "../support/tracking-server.js";
import { trackingEchoHandlers } from "../support/tracking-echo-handlers.js";

const JSON_TYPE = "application/json; charset=utf-8";
const GENERIC = '{"Message":"There was an error processing the request.","StackTrace":"","ExceptionType":""}';
const SECRET = "Tr0ub4dor&3-horse";

let debug: Listening;
let quiet: Listening;
const logged: string[] = [];

const handlers: OperationHandlers = {
  ...trackingEchoHandlers,
  Login: (input: object) => {
    const { password } = input as { password?: unknown };
    if (password === "THROW") throw new Error("cannot log in");
    throw new Error(`directory refused the password ${String(password)}`);
  },
};

beforeAll(async () => {
  debug = await listenTracking({ debug: true, log: (e) => logged.push(e.message) }, handlers);
  quiet = await listenTracking({ log: (e) => logged.push(e.message) }, handlers);
});
afterAll(async () => {
  await debug.close();
  await quiet.close();
});

interface Answer {
  readonly status: number;
  readonly type: string | null;
  readonly jsonError: string | null;
  readonly cache: string | null;
  readonly body: string;
}

async function call(
  server: Listening,
  path: string,
  init: { method?: string; body?: string; contentType?: string | null } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  const contentType = init.contentType === undefined ? "application/json; charset=utf-8" : init.contentType;
  if (contentType !== null) headers["content-type"] = contentType;
  const response = await fetch(server.url + path, {
    method: init.method ?? "POST",
    headers,
    ...(init.body !== undefined ? { body: init.body } : {}),
  });
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    jsonError: response.headers.get("jsonerror"),
    cache: response.headers.get("cache-control"),
    body: await response.text(),
  };
}

function expectError(answer: Answer, message: string, exceptionType: string): void {
  expect(answer.status).toBe(500);
  expect(answer.type).toBe(JSON_TYPE);
  expect(answer.jsonError).toBe("true");
  expect(JSON.parse(answer.body)).toEqual({ Message: message, StackTrace: "", ExceptionType: exceptionType });
}

describe("the JSON face answers as RestHandler does", () => {
  it("answers a POST with {\"d\": result}, classes with __type first", async () => {
    const answer = await call(debug, "/TrackEvents", { body: '{"trackNum":"T1"}' });
    expect(answer.status).toBe(200);
    expect(answer.type).toBe(JSON_TYPE);
    expect(answer.cache).toBe("private, max-age=0");
    expect(answer.jsonError).toBeNull();
    // The subclass's own fields first, then the base class's (the order .NET's reflection gives them).
    expect(answer.body).toBe(
      '{"d":[' +
        '{"__type":"ScanEvent","Scanner":"SCN-T1","At":"\\/Date(1704164645000)\\/","Location":"Springfield"},' +
        '{"__type":"ExceptionEvent","Reason":"Address incomplete","Code":17,"At":"\\/Date(1704268800000)\\/","Location":"Memphis"},' +
        '{"__type":"DeliveryEvent","SignedBy":null,"At":"\\/Date(1704448800000)\\/","Location":"Berlin"}]}',
    );
  });

  it("writes every simple type as JavaScriptSerializer does", async () => {
    const since = "\\/Date(1704164645000)\\/";
    const answer = await call(debug, "/FindShipments", {
      body: `{"trackNums":["T1"],"state":2,"since":"${since}","ignored":{"extra":true}}`,
    });
    expect(answer.status).toBe(200);
    const body = answer.body;
    expect(body.startsWith('{"d":[{"__type":"Shipment","Version":1,"Id":"3f2504e0-4f89-11d3-9a0c-0305e82c3301",')).toBe(true);
    // Enums as numbers (state 2 is Delivered), flags as their sum, HTML-sensitive characters escaped.
    expect(body).toContain('"TrackNum":"T1","State":2,');
    expect(body).toContain('"Name":"Zoë \\u003cLtd\\u003e \\u0026 \\"Co\\"","Street":["Hauptstraße 5"]');
    // A class some method takes or returns carries __type wherever it travels (Address and Piece: Quote
    // takes them); one that none does carries none (Dimensions). byte[] is an array of numbers; an optional
    // value type comes with its XxxSpecified field; decimals keep their scale.
    expect(body).toContain('"Shipper":{"__type":"Address","Name":"ACME Corp","Street":["1 Main St","Building 2"],');
    expect(body).toContain(
      '"Pieces":[{"__type":"Piece","Id":1,"Weight":12.50,"Unit":0,"Dimensions":{"Length":30,"Width":20.0,"Height":10.5},"Barcode":[84,49,45,49],"Quantity":0,"QuantitySpecified":false},' +
        '{"__type":"Piece","Id":2,"Weight":3.25,"Unit":1,"Dimensions":null,"Barcode":null,"Quantity":2,"QuantitySpecified":true}]',
    );
    expect(body).toContain(`"CreatedAt":"${since}","DeliveredAt":null,"DeclaredValue":1234.50,`);
    expect(body).toContain('"Services":3,"Reference":["PO-1","INV-2"],"Sequence":9007199254740993,"DistanceKm":1234.5,');
    expect(body.endsWith('"Fragile":true,"Priority":"A"}]}')).toBe(true);
  });

  it("takes an empty body as {} and answers a void method {\"d\":null}", async () => {
    const answer = await call(debug, "/Ping", { body: "" });
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('{"d":null}');
    const oneWay = await call(debug, "/NotifyDelivered", {
      body: '{"trackNum":"T1","deliveredAt":"\\/Date(0)\\/"}',
    });
    expect(oneWay.body).toBe('{"d":null}');
  });

  it("matches method names in any case and takes application/json without parameters", async () => {
    const answer = await call(debug, "/trackevents", { body: '{"trackNum":"EMPTY"}', contentType: "application/json" });
    expect(answer.body).toBe('{"d":[]}');
  });

  it("takes a UseHttpGet method over GET only, its parameters JSON values in the query", async () => {
    const answer = await call(debug, `/GetShipmentSummary?trackNum=${encodeURIComponent('"DLV9"')}`, { method: "GET" });
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('{"d":{"__type":"ShipmentSummary","TrackNum":"DLV9","State":2,"Pieces":2}}');
    expectError(
      await call(debug, "/GetShipmentSummary", { body: '{"trackNum":"T1"}' }),
      "An attempt was made to call the method 'GetShipmentSummary' using a POST request, which is not allowed.",
      "System.InvalidOperationException",
    );
    expectError(
      await call(debug, "/TrackEvents?trackNum=%22T1%22", { method: "GET" }),
      "An attempt was made to call the method 'TrackEvents' using a GET request, which is not allowed.",
      "System.InvalidOperationException",
    );
  });

  it("reads __type to pick a registered subclass, and refuses an abstract class without it", async () => {
    const answer = await call(debug, "/RecordEvent", {
      body: '{"trackNum":"T1","evt":{"__type":"ScanEvent","at":"\\/Date(1704164645000)\\/","location":"Hub","scanner":"S-7"}}',
    });
    expect(answer.body).toBe(
      '{"d":{"__type":"ScanEvent","Scanner":"S-7","At":"\\/Date(1704164645000)\\/","Location":"Hub"}}',
    );
    expectError(
      await call(debug, "/RecordEvent", { body: '{"trackNum":"T1","evt":{"Location":"Hub"}}' }),
      `No parameterless constructor defined for type of 'TrackingEvent' (parameter evt): send "__type" naming one of its classes.`,
      "System.MissingMethodException",
    );
    expectError(
      await call(debug, "/RecordEvent", { body: '{"trackNum":"T1","evt":{"__type":"Shipment"}}' }),
      "Cannot convert object of type 'Shipment' to type 'TrackingEvent' for parameter evt.",
      "System.InvalidOperationException",
    );
  });

  it("refuses a missing parameter, null for a value type, and a value of the wrong kind", async () => {
    expectError(
      await call(debug, "/TrackEvents", { body: "{}" }),
      "Invalid web service call, missing value for parameter: 'trackNum'.",
      "System.InvalidOperationException",
    );
    expectError(
      await call(debug, "/FindShipments", { body: '{"trackNums":[],"state":null,"since":"\\/Date(0)\\/"}' }),
      "Cannot convert null to a value type (parameter state).",
      "System.InvalidOperationException",
    );
    expectError(
      await call(debug, "/GetLabels", { body: '{"trackNum":"T1","pieceIds":[1,"x"]}' }),
      "Cannot convert a string 'x' to int (an integer from -2147483648 to 2147483647) for parameter pieceIds[1].",
      "System.InvalidOperationException",
    );
  });

  it("refuses JSON that is not JSON, or nested deeper than JavaScriptSerializer's limit", async () => {
    expectError(
      await call(debug, "/TrackEvents", { body: '{"trackNum":' }),
      "Invalid JSON: a value expected at the end of the text.",
      "System.ArgumentException",
    );
    const deep = `{"trackNum":"T1","x":${"[".repeat(101)}${"]".repeat(101)}}`;
    expectError(
      await call(debug, "/TrackEvents", { body: deep }),
      "Invalid JSON: nesting deeper than 100 levels at character 120.",
      "System.ArgumentException",
    );
  });

  it("answers an unknown method and an operation with out parameters with an error object", async () => {
    expectError(await call(debug, "/Nope", { body: "{}" }), "Unknown web method Nope.", "System.ArgumentException");
    expectError(
      await call(debug, "/Quote", { body: "{}" }),
      "The method 'Quote' has out parameters (total, currency), which a JSON call cannot carry.",
      "System.InvalidOperationException",
    );
  });

  it("sends a handler's fault as a SoapException's, and a required SOAP header's absence as one", async () => {
    expectError(
      await call(debug, "/GetShipment", { body: '{"trackNum":"T1"}' }),
      'AuthHeader is required: send <AuthHeader xmlns="http://shipment.example.com/tracking"><UserName>..</UserName><Password>..</Password></AuthHeader> in the SOAP header.',
      "System.Web.Services.Protocols.SoapException",
    );
  });

  it("hides every message without debug (customErrors On), and logs the real one", async () => {
    logged.length = 0;
    for (const answer of [
      await call(quiet, "/TrackEvents", { body: "{}" }),
      await call(quiet, "/Nope", { body: "{}" }),
      await call(quiet, "/GetShipment", { body: '{"trackNum":"T1"}' }),
      await call(quiet, "/Login", { body: '{"userName":"u","password":"THROW"}' }),
    ]) {
      expect(answer.status).toBe(500);
      expect(answer.jsonError).toBe("true");
      expect(answer.body).toBe(GENERIC);
    }
    expect(logged.join("\n")).toContain("missing value for parameter: 'trackNum'");
    expect(logged.join("\n")).toContain("cannot log in");
  });

  it("never shows a secret parameter's value in an error or the log", async () => {
    logged.length = 0;
    const thrown = await call(debug, "/Login", { body: JSON.stringify({ userName: "u", password: SECRET }) });
    expect(thrown.status).toBe(500);
    expect(JSON.parse(thrown.body).Message).toBe("directory refused the password ***");
    const wrongType = await call(debug, "/Login", { body: '{"userName":"u","password":["Tr0ub4dor&3-horse"]}' });
    expect(JSON.parse(wrongType.body).Message).toBe("Cannot convert an array to string for parameter password.");
    for (const text of [thrown.body, wrongType.body, logged.join("\n")]) {
      expect(text).not.toContain("Tr0ub4");
      expect(text).not.toContain("4dor");
    }
  });

  it("leaves requests that are not JSON to the HTTP POST binding", async () => {
    const answer = await call(debug, "/GetShipmentSummary", {
      body: "trackNum=T1",
      contentType: "application/x-www-form-urlencoded",
    });
    expect(answer.status).toBe(200);
    expect(answer.type).toBe("text/xml; charset=utf-8");
    expect(answer.body).toContain("<TrackNum>T1</TrackNum>");
  });

  it("serves the JavaScript proxy at /js and /jsdebug", async () => {
    for (const path of ["/js", "/JSDEBUG"]) {
      const answer = await call(debug, path, { method: "GET", contentType: null });
      expect(answer.status).toBe(200);
      expect(answer.type).toBe("application/x-javascript; charset=utf-8");
      expect(answer.body.startsWith("var ShipmentTracking=function() {\r\nShipmentTracking.initializeBase(this);\r\n")).toBe(true);
      expect(answer.body).toContain(
        "GetShipmentSummary:function(trackNum,succeededCallback, failedCallback, userContext) {\r\n" +
          "return this._invoke(this._get_path(), 'GetShipmentSummary',true,{trackNum:trackNum},succeededCallback,failedCallback,userContext); }",
      );
      expect(answer.body).toContain(`ShipmentTracking.set_path("/ShipmentTracking.asmx");\r\n`);
      expect(answer.body).toContain('if (typeof(ScanEvent) === \'undefined\') {\r\nvar ScanEvent=gtc("ScanEvent");\r\nScanEvent.registerClass(\'ScanEvent\');\r\n}\r\n');
      expect(answer.body).toContain("ShipmentState.prototype = {Created: 0,InTransit: 1,Delivered: 2,Exception: 3}\r\n");
    }
  });
});
