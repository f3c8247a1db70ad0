/**
 * The OpenAPI 3.1 document of a ScriptService's JSON face (generator/emit/openapi.ts): a well-kept validator
 * (@seriousme/openapi-schema-validator) accepts the document of ShipmentTracking and of a snapshot case; the
 * server serves it at `?openapi` with the request's host; and a client generated from it by
 * openapi-typescript, called through openapi-fetch, type-checks strictly and calls every JSON operation of
 * the tracking echo server over 127.0.0.1, getting the values the JSON face sends.
 */
import { request } from "node:http";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { Validator } from "@seriousme/openapi-schema-validator";
import openapiTS, { astToString } from "openapi-typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openApiDocument } from "../../generator/emit/openapi.js";
import { parseSpec } from "../../generator/spec/load.js";
import type { Listening } from "../../runtime/src/server/node.js";
import { PARCELS_SCRIPT } from "../generator/emitter-specs.js";
import { REPO_ROOT } from "../support/paths.js";
import { strictTypeCheck } from "../support/strict-typecheck.js";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { createPartialAsmxServer } from "../../runtime/src/server/core.js";
import { listenTracking, trackingModel } from "../support/tracking-server.js";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let server: Listening;

beforeAll(async () => {
  server = await listenTracking({ debug: true });
});
afterAll(async () => {
  await server.close();
});

async function validate(document: unknown): Promise<unknown> {
  const result = await new Validator().validate(document as Record<string, unknown>);
  return result.valid ? true : result.errors;
}

describe("the OpenAPI document of the JSON face", () => {
  const tracking = openApiDocument(trackingModel()) as Json;

  it("is the package's openapi.json, and the validator accepts it (ShipmentTracking)", async () => {
    const committed = readFileSync(join(REPO_ROOT, "generated/shipment-tracking/openapi.json"), "utf8");
    expect(JSON.parse(committed)).toEqual(tracking);
    expect(await validate(tracking)).toBe(true);
    // The validator is not a rubber stamp: a document missing what 3.1 requires is refused.
    expect(await validate({ ...tracking, info: { title: "x" } })).not.toBe(true);
  });

  it("is accepted by the validator for a snapshot case (hierarchy without discriminator, left-out operations)", async () => {
    const document = openApiDocument(parseSpec(PARCELS_SCRIPT, "spec/parcels.yaml"));
    const committed = readFileSync(join(REPO_ROOT, "test/generator/snapshots/script-service-openapi/openapi.json"), "utf8");
    expect(JSON.parse(committed)).toEqual(document);
    expect(await validate(document)).toBe(true);
  });

  it("is absent for a service without scriptService", () => {
    const plain = PARCELS_SCRIPT.replace(/ {2}scriptService:\n {4}generateScriptTypes: \[Letter\]\n/, "").replace(
      /\n {4}useHttpGet: true/,
      "",
    );
    expect(plain).not.toContain("scriptService");
    expect(openApiDocument(parseSpec(plain, "spec/plain.yaml"))).toBeUndefined();
  });

  it("describes the wire as the JSON face writes it", () => {
    const paths = tracking["paths"] as Json;
    const operations = trackingModel().operations.filter((op) => op.callBindings.includes("json"));
    expect(Object.keys(paths)).toEqual(operations.map((op) => `/${op.wire.messageName}`));
    expect(paths).not.toHaveProperty("/Quote");
    expect(tracking["x-not-offered"]).toEqual([
      { operation: "Quote", reason: "it has out parameters, which a JSON call cannot carry" },
    ]);
    // POST with a JSON object keyed by parameter name; GET with JSON-valued query parameters.
    const find = paths["/FindShipments"].post;
    expect(find.requestBody.content["application/json"].schema.required).toEqual(["trackNums", "state", "since"]);
    expect(paths["/GetShipmentSummary"]).not.toHaveProperty("post");
    expect(paths["/GetShipmentSummary"].get.parameters).toEqual([
      expect.objectContaining({ name: "trackNum", in: "query", required: true, content: { "application/json": { schema: { type: ["string", "null"] } } } }),
    ]);
    // {"d": ...}, void as {"d": null}; the error: 500, jsonerror: true, {Message, StackTrace, ExceptionType}.
    expect(paths["/Ping"].post.responses["200"].content["application/json"].schema).toEqual({
      type: "object",
      properties: { d: { type: "null" } },
      required: ["d"],
    });
    const error = tracking["components"].responses.ScriptError;
    expect(error.headers.jsonerror.schema).toEqual({ type: "string", const: "true" });
    expect(tracking["components"].schemas.ScriptError.required).toEqual(["Message", "StackTrace", "ExceptionType"]);
    const schemas = tracking["components"].schemas as Json;
    expect(schemas["ShipmentState"]).toMatchObject({ type: "integer", enum: [0, 1, 2, 3], "x-enum-varnames": ["Created", "InTransit", "Delivered", "Exception"] });
    expect(schemas["ServiceOptions"]).toMatchObject({ type: "integer", "x-enum-flags": { None: 0, Insurance: 1, Signature: 2, Saturday: 4 } });
    const shipment = schemas["Shipment"].properties;
    expect(Object.keys(shipment).slice(0, 3)).toEqual(["__type", "Version", "Id"]);
    expect(shipment.Id).toEqual({ type: "string", format: "uuid" });
    expect(shipment.Sequence).toMatchObject({ type: "integer", format: "int64" });
    expect(shipment.DeclaredValue).toMatchObject({ type: ["number", "null"], format: "decimal" });
    expect(shipment.CreatedAt.pattern).toBe("^/Date\\(-?\\d+(?:[+-]\\d{4})?\\)/$");
    expect(new RegExp(shipment.CreatedAt.pattern).test("/Date(1704164645000)/")).toBe(true);
    expect(schemas["Piece"].properties.Barcode).toMatchObject({ type: ["array", "null"], items: { type: "integer", minimum: 0, maximum: 255 } });
    expect(Object.keys(schemas["Piece"].properties)).toContain("QuantitySpecified");
    // As a request sends it: members may be left out, but a registered hierarchy's __type.
    expect(schemas["Shipment.input"].required).toEqual([]);
    expect(schemas["Shipment.input"].properties.Shipper).toEqual({ anyOf: [{ $ref: "#/components/schemas/Address.input" }, { type: "null" }] });
    expect(schemas["ScanEvent.input"].required).toEqual(["__type"]);
    // __type where the model registers the class (Dimensions is met only as a member: none).
    expect(schemas["Dimensions"].properties).not.toHaveProperty("__type");
    expect(schemas["TrackingEvent.kinds"].discriminator).toEqual({
      propertyName: "__type",
      mapping: {
        ExceptionEvent: "#/components/schemas/ExceptionEvent",
        DeliveryEvent: "#/components/schemas/DeliveryEvent",
        ScanEvent: "#/components/schemas/ScanEvent",
      },
    });
  });

  it("is served at ?openapi with the request's host", async () => {
    const port = new URL(server.url).port;
    const answer = await new Promise<{ status: number; type: string | undefined; body: string }>((resolve, reject) => {
      const req = request(
        { host: "127.0.0.1", port, path: "/ShipmentTracking.asmx?openapi", headers: { host: `tracking.example.test:${port}` } },
        (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (body += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, type: res.headers["content-type"], body }));
        },
      );
      req.on("error", reject);
      req.end();
    });
    expect(answer.status).toBe(200);
    expect(answer.type).toBe("application/json; charset=utf-8");
    const served = JSON.parse(answer.body) as Json;
    expect(served["servers"]).toEqual([{ url: `http://tracking.example.test:${port}/ShipmentTracking.asmx` }]);
    expect({ ...served, servers: tracking["servers"] }).toEqual(tracking);
    const direct = (await (await fetch(`${server.url}?OpenAPI`)).json()) as Json;
    expect(direct["servers"]).toEqual([{ url: server.url }]);
  });

  it("is what the generated package's server module serves (src/openapi.ts)", async () => {
    const module = (await import(pathToFileURL(join(REPO_ROOT, "generated/shipment-tracking/dist/openapi.js")).href)) as {
      renderOpenApi: (address?: string) => string;
    };
    expect(JSON.parse(module.renderOpenApi())).toEqual(tracking);
    const address = "http://127.0.0.1:8080/ShipmentTracking.asmx";
    expect(JSON.parse(module.renderOpenApi(address))).toEqual(openApiDocument(trackingModel(), address));
    // Both factories (full and partial) hand it to the runtime.
    const serverModule = readFileSync(join(REPO_ROOT, "generated/shipment-tracking/src/server.ts"), "utf8");
    expect(serverModule.match(/helpPages,\s*renderOpenApi,?\s*\)/g)).toHaveLength(2);
  });

  it("is not served by a server without a JSON face: ?openapi is the help page there", async () => {
    const plain = PARCELS_SCRIPT.replace(/ {2}scriptService:\n {4}generateScriptTypes: \[Letter\]\n/, "").replace(
      /\n {4}useHttpGet: true/,
      "",
    );
    const model = parseSpec(plain, "spec/plain.yaml");
    const document = () => "{}";
    const answer = await createPartialAsmxServer(descriptorOf(model), {}, () => "", {}, undefined, document).fetch(
      new Request("https://example.com/Parcels.asmx?openapi"),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/html/);
  });
});

/** A client typed by the generated `paths`, calling every JSON operation: what a user of the document writes. */
const CLIENT = `import createClient from "openapi-fetch";
import type { components, paths } from "./schema.js";

type Event = components["schemas"]["TrackingEvent.kinds"];
type EventSent = components["schemas"]["TrackingEvent.kinds.input"];

const jsonQuery = (query: Record<string, unknown>): string =>
  Object.entries(query)
    .map(([key, value]) => \`\${encodeURIComponent(key)}=\${encodeURIComponent(JSON.stringify(value))}\`)
    .join("&");

export async function callAll(baseUrl: string): Promise<Record<string, unknown>> {
  const api = createClient<paths>({ baseUrl, headers: { "Content-Type": "application/json" } });
  const out: Record<string, unknown> = {};
  out["Ping"] = (await api.POST("/Ping", { body: {} })).data;
  const login = await api.POST("/Login", { body: { userName: "ann", password: "pw" } });
  const loggedIn: boolean | undefined = login.data?.d;
  out["Login"] = loggedIn;
  const since = "/Date(1704164645000)/";
  const found = await api.POST("/FindShipments", { body: { trackNums: ["T1"], state: 2, since } });
  const shipments: (components["schemas"]["Shipment"] | null)[] | null | undefined = found.data?.d;
  out["FindShipments"] = shipments;
  const events = await api.POST("/TrackEvents", { body: { trackNum: "T1" } });
  out["TrackEvents"] = events.data?.d?.map((e: Event | null) => (e === null ? null : e.__type));
  // What a request sends may leave members out (Location: the echo server puts the tracking number there).
  const scan: EventSent = { __type: "ScanEvent", Scanner: "S-7", At: "/Date(1704164645000)/" };
  out["RecordEvent"] = (await api.POST("/RecordEvent", { body: { trackNum: "T1", evt: scan } })).data?.d;
  out["NotifyDelivered"] = (await api.POST("/NotifyDelivered", { body: { trackNum: "T1", deliveredAt: "/Date(0)/" } })).data;
  out["GetLabels"] = (await api.POST("/GetLabels", { body: { trackNum: "T1", pieceIds: [1, 22] } })).data?.d;
  const summary = await api.GET("/GetShipmentSummary", {
    params: { query: { trackNum: "DLV9" } },
    querySerializer: jsonQuery,
  });
  out["GetShipmentSummary"] = summary.data?.d;
  // An operation that requires a SOAP header answers its error over JSON: typed as the 500 response.
  const failed = await api.POST("/GetShipment", { body: { trackNum: "T1" } });
  const error: components["schemas"]["ScriptError"] | undefined = failed.error;
  out["GetShipment"] = { status: failed.response.status, jsonerror: failed.response.headers.get("jsonerror"), type: error?.ExceptionType };
  for (const path of ["/GetShipmentById", "/CreateShipment", "/CancelShipment"] as const) {
    const body =
      path === "/GetShipmentById"
        ? { id: "3f2504e0-4f89-11d3-9a0c-0305e82c3301" }
        : path === "/CancelShipment"
          ? { trackNum: "T1", reason: "late" }
          : { shipment: null };
    const answer = await api.POST(path, { body } as never);
    out[path.slice(1)] = answer.response.status;
  }
  return out;
}
`;

/** Not valid against the generated types: the type check must refuse it. */
const WRONG_CLIENT = `import createClient from "openapi-fetch";
import type { paths } from "./schema.js";

export async function wrong(baseUrl: string): Promise<void> {
  const api = createClient<paths>({ baseUrl });
  await api.POST("/FindShipments", { body: { trackNums: ["T1"], state: "Delivered", since: "x" } });
  await api.POST("/Quote", { body: {} });
}
`;

describe("a client generated from the document by openapi-typescript", () => {
  let dir: string;
  beforeAll(async () => {
    // Inside the repository, so that the client resolves openapi-fetch from its node_modules.
    dir = mkdtempSync(join(REPO_ROOT, "test/server/.openapi-client-"));
    const served = (await (await fetch(`${server.url}?openapi`)).json()) as object;
    writeFileSync(join(dir, "schema.ts"), astToString(await openapiTS(served as Parameters<typeof openapiTS>[0])));
    writeFileSync(join(dir, "client.ts"), CLIENT);
    writeFileSync(join(dir, "wrong.ts"), WRONG_CLIENT);
  }, 60_000);
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it("type-checks strictly, and refuses calls the document does not allow", () => {
    expect(strictTypeCheck(dir, ["schema.ts", "client.ts"])).toBe("");
    const wrong = strictTypeCheck(dir, ["schema.ts", "wrong.ts"]);
    expect(wrong).toMatch(/wrong\.ts\(6,/);
    expect(wrong).toMatch(/wrong\.ts\(7,.*"\/Quote"/);
  }, 120_000);

  it("calls every JSON operation of the echo server and gets the right values", async () => {
    const { callAll } = (await import(pathToFileURL(join(dir, "client.ts")).href)) as {
      callAll: (baseUrl: string) => Promise<Record<string, unknown>>;
    };
    const out = await callAll(server.url);
    const expected = Object.keys(openApiDocument(trackingModel())!["paths"] as object).map((p) => p.slice(1));
    expect(Object.keys(out).sort()).toEqual(expected.sort());
    expect(out["Ping"]).toEqual({ d: null });
    expect(out["Login"]).toBe(true);
    const [shipment] = out["FindShipments"] as Json[];
    expect(shipment).toMatchObject({
      __type: "Shipment",
      Id: "3f2504e0-4f89-11d3-9a0c-0305e82c3301",
      TrackNum: "T1",
      State: 2,
      Services: 3,
      CreatedAt: "/Date(1704164645000)/",
      Sequence: 9007199254740992, // 9007199254740993 on the wire: a JavaScript number rounds it
      Priority: "A",
    });
    expect(shipment!["Pieces"][0]).toMatchObject({ __type: "Piece", Weight: 12.5, Unit: 0, Barcode: [84, 49, 45, 49], QuantitySpecified: false });
    expect(out["TrackEvents"]).toEqual(["ScanEvent", "ExceptionEvent", "DeliveryEvent"]);
    expect(out["RecordEvent"]).toEqual({ __type: "ScanEvent", Scanner: "S-7", At: "/Date(1704164645000)/", Location: "T1" });
    expect(out["NotifyDelivered"]).toEqual({ d: null });
    expect(out["GetLabels"]).toEqual(["LBL-T1-0001", "LBL-T1-0022"]);
    expect(out["GetShipmentSummary"]).toEqual({ __type: "ShipmentSummary", TrackNum: "DLV9", State: 2, Pieces: 2 });
    expect(out["GetShipment"]).toEqual({ status: 500, jsonerror: "true", type: "System.Web.Services.Protocols.SoapException" });
    expect([out["GetShipmentById"], out["CreateShipment"], out["CancelShipment"]]).toEqual([500, 500, 500]);
  }, 60_000);
});
