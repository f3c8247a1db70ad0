/**
 * The generated ShipmentTracking client over the `json` binding (the ScriptService face) against the
 * generated server on 127.0.0.1: the request bytes it sends, values round-tripped through
 * JavaScriptSerializer's forms (dates, decimals, longs, flags, byte[], __type subclasses), the GET of a
 * UseHttpGet method, the error object as a ScriptServiceError, secrets kept out of it, an operation the
 * face does not offer, and the fetch transport (what a browser uses).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BindingNotOfferedError,
  fetchTransport,
  ScriptServiceError,
  ShipmentTrackingClient,
  type TransportRequest,
} from "../../generated/shipment-tracking/src/client.js";
import { nodeTransport } from "../../generated/shipment-tracking/src/node.js";
import type { Listening } from "../../runtime/src/server/node.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { listenTracking } from "../support/tracking-server.js";
import { shipmentTrackingDescriptor } from "../../generated/shipment-tracking/src/descriptor.js";
import { buildRequest } from "../../runtime/src/client/request.js";
import { trackingEchoHandlers } from "../support/tracking-echo-handlers.js";

const SECRET = "Tr0ub4dor&3-horse";

let server: Listening;
let quiet: Listening;

beforeAll(async () => {
  const handlers: OperationHandlers = {
    ...trackingEchoHandlers,
    Login: (input: object) => {
      throw new Error(`directory refused the password ${String((input as { password?: unknown }).password)}`);
    },
  };
  server = await listenTracking({ debug: true }, handlers);
  quiet = await listenTracking({}, handlers);
});
afterAll(async () => {
  await server.close();
  await quiet.close();
});

function client(url = server.url): ShipmentTrackingClient<"json"> {
  return new ShipmentTrackingClient({ endpoint: url, allowInsecureHttp: true, binding: "json", transport: nodeTransport() });
}

describe("the json binding", () => {
  it("sends a JSON object keyed by parameter name, or a GET with JSON values for a UseHttpGet method", () => {
    const ops = new Map(shipmentTrackingDescriptor.operations.map((op) => [op.messageName, op]));
    const post = buildRequest(shipmentTrackingDescriptor, ops.get("FindShipments")!, "json", {
      trackNums: ["T1", null],
      state: "Delivered",
      since: "2024-01-02T03:04:05.123Z",
    });
    expect(post).toEqual({
      method: "POST",
      pathAndQuery: "/FindShipments",
      headers: [["Content-Type", "application/json; charset=utf-8"]],
      body: '{"trackNums":["T1",null],"state":2,"since":"\\/Date(1704164645123)\\/"}',
    });
    const get = buildRequest(shipmentTrackingDescriptor, ops.get("GetShipmentSummary")!, "json", { trackNum: "A&B" });
    expect(get.method).toBe("GET");
    expect(get.pathAndQuery).toBe("/GetShipmentSummary?trackNum=%22A%5Cu0026B%22");
    expect(get.headers).toEqual([["Content-Type", "application/json; charset=utf-8"]]);
  });

  it("round-trips a shipment with every kind of value", async () => {
    const shipments = await client().findShipments({ trackNums: ["DLV1"], state: "Delivered", since: "2024-01-02T03:04:05Z" });
    expect(shipments).toHaveLength(1);
    const s = shipments![0]!;
    expect(s.trackNum).toBe("DLV1");
    expect(s.state).toBe("Delivered");
    expect(s.id).toBe("3f2504e0-4f89-11d3-9a0c-0305e82c3301");
    expect(s.sequence).toBe(9007199254740993n);
    expect(s.declaredValue).toBe("1234.50");
    expect(s.services).toEqual(["Insurance", "Signature", "Saturday"]);
    expect(s.createdAt).toBe("2024-01-02T03:04:05Z");
    expect(s.deliveredAt).toBe("2024-01-05T10:00:00Z");
    expect(s.consignee?.name).toBe('Zoë <Ltd> & "Co"');
    expect(s.pieces?.[0]?.barcode).toEqual(new TextEncoder().encode("DLV1-1"));
    expect(s.pieces?.[0]?.weight).toBe("12.50");
    expect(s.pieces?.[0]?.quantity).toBeNull();
    expect(s.pieces?.[1]?.quantity).toBe(2);
    expect(s.priority).toBe("A");
  });

  it("sends and reads subclasses by __type", async () => {
    const echoed = await client().recordEvent({
      trackNum: "T1",
      evt: { $type: "DeliveryEvent", at: "2024-01-05T10:00:00Z", location: "Berlin", signedBy: "Ann" },
    });
    expect(echoed).toEqual({ $type: "DeliveryEvent", at: "2024-01-05T10:00:00Z", location: "Berlin", signedBy: "Ann" });
    const events = await client().trackEvents({ trackNum: "T9" });
    expect(events?.map((e) => e?.$type)).toEqual(["ScanEvent", "ExceptionEvent", "DeliveryEvent"]);
  });

  it("calls a UseHttpGet method over GET, a void method, and an operation with an out header", async () => {
    expect(await client().getShipmentSummary({ trackNum: "T1" })).toEqual({ trackNum: "T1", state: "InTransit", pieces: 2 });
    expect(await client().ping()).toBeUndefined();
    await expect(client().cancelShipment({ trackNum: "T1", reason: "x" })).rejects.toBeInstanceOf(ScriptServiceError);
  });

  it("throws a ScriptServiceError with the error object's message and type", async () => {
    expect(await client().getLabels({ trackNum: "T1", pieceIds: [3] })).toEqual(["LBL-T1-0003"]);
    const failure = await client()
      .getShipment({ trackNum: "T1" })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ScriptServiceError);
    expect((failure as ScriptServiceError).exceptionType).toBe("System.Web.Services.Protocols.SoapException");
    expect((failure as ScriptServiceError).httpStatus).toBe(500);
    expect((failure as ScriptServiceError).reason).toMatch(/^AuthHeader is required/);
    const hidden = await client(quiet.url)
      .getShipment({ trackNum: "T1" })
      .catch((e: unknown) => e);
    expect((hidden as ScriptServiceError).reason).toBe("There was an error processing the request.");
    expect((hidden as ScriptServiceError).exceptionType).toBe("");
  });

  it("keeps a secret out of the error", async () => {
    const failure = (await client()
      .login({ userName: "u", password: SECRET })
      .catch((e: unknown) => e)) as ScriptServiceError;
    expect(failure).toBeInstanceOf(ScriptServiceError);
    expect(failure.message).toContain("directory refused the password ***");
    expect(`${failure.message} ${failure.reason} ${failure.stack ?? ""}`).not.toContain("4dor");
  });

  it("refuses an operation with out parameters before sending it", async () => {
    const sent: TransportRequest[] = [];
    const spy = new ShipmentTrackingClient<"json" | "soap11">({
      endpoint: server.url,
      allowInsecureHttp: true,
      transport: async (request) => {
        sent.push(request);
        return { status: 500, contentType: undefined, body: "" };
      },
    });
    // @ts-expect-error Quote is not offered over json: its out parameters have no place in a JSON answer.
    const call = spy.quote({ from: null, to: null, pieces: [] }, { binding: "json" });
    await expect(call).rejects.toBeInstanceOf(BindingNotOfferedError);
    expect(sent).toHaveLength(0);
  });

  it("works over the fetch transport, as in a browser", async () => {
    const browser = new ShipmentTrackingClient({
      endpoint: server.url,
      allowInsecureHttp: true,
      binding: "json",
      transport: fetchTransport(),
    });
    expect(await browser.getShipmentSummary({ trackNum: "EMPTY" })).toEqual({ trackNum: "EMPTY", state: "InTransit", pieces: 0 });
    expect(await browser.trackEvents({ trackNum: "EMPTY" })).toEqual([]);
  });
});
