/**
 * The client of the second reference service against what .NET proxies sent and got back
 * (test/reference/asmx-tracking/client-requests/, 74 calls over the four bindings):
 * - each request's input (parameters and SOAP headers) is read back from the recorded request with the
 *   value codec, sent again through the client's request builder, and must give the same bytes, SOAPAction
 *   and content type (headers the transport adds aside);
 * - each recorded response decodes into what the echo semantics of the service say (README), through the
 *   generated client itself, over a transport that answers the recorded bytes.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { loadSpec } from "../../generator/spec/load.js";
import { buildRequest } from "../../runtime/src/client/request.js";
import type { ItemType, OperationDescriptor, ValueType } from "../../runtime/src/descriptor.js";
import { parseItem } from "../../runtime/src/values.js";
import type { BindingKind } from "../../runtime/src/protocol.js";
import { readEnvelope } from "../../runtime/src/soap/envelope.js";
import { readValueElement } from "../../runtime/src/soap/values.js";
import { childElements, parseXml } from "../../runtime/src/xml/tree.js";
import {
  isCancelFault,
  ShipmentTrackingClient,
  SoapFaultError,
  type Transport,
} from "../../generated/shipment-tracking/src/client.js";
import { TRACKING_REFERENCE_DIR, TRACKING_SPEC_FILE } from "../support/paths.js";

const service = descriptorOf(loadSpec(TRACKING_SPEC_FILE));
const dir = join(TRACKING_REFERENCE_DIR, "client-requests");

interface Recorded {
  readonly method: string;
  readonly target: string;
  readonly headers: ReadonlyMap<string, string>;
  readonly body: string;
}

function readMessage(file: string, request: boolean): Recorded & { status: number } {
  const text = readFileSync(join(dir, file), "latin1");
  const split = text.indexOf("\r\n\r\n");
  const [first, ...headerLines] = text.slice(0, split).split("\r\n");
  const parts = first!.split(" ");
  const headers = new Map(headerLines.map((l) => [l.slice(0, l.indexOf(":")).toLowerCase(), l.slice(l.indexOf(":") + 1).trim()]));
  const body = Buffer.from(text.slice(split + 4), "latin1").toString("utf8");
  return request
    ? { method: parts[0]!, target: parts[1]!, headers, body, status: 0 }
    : { method: "", target: "", headers, body, status: Number(parts[1]) };
}

function bindingOf(recorded: Recorded): BindingKind {
  if (recorded.method === "GET") return "httpGet";
  const type = recorded.headers.get("content-type") ?? "";
  if (type.startsWith("text/xml")) return "soap11";
  if (type.startsWith("application/soap+xml")) return "soap12";
  return "httpPost";
}

function operationOf(recorded: Recorded, binding: BindingKind): OperationDescriptor {
  if (binding === "httpGet" || binding === "httpPost") {
    const name = recorded.target.split("?")[0]!.split("/").pop()!;
    return service.operations.find((o) => o.messageName === name)!;
  }
  const { body } = readEnvelope(parseXml(recorded.body));
  const element = childElements(body)[0]!;
  return service.operations.find((o) => o.requestElement === element.local)!;
}

/** The call's parameters and SOAP headers, read back from the request the proxy sent. */
function inputOf(recorded: Recorded, binding: BindingKind, op: OperationDescriptor) {
  const input: Record<string, unknown> = {};
  const headers: Record<string, unknown> = {};
  if (binding === "httpGet" || binding === "httpPost") {
    const params = new URLSearchParams(binding === "httpGet" ? (recorded.target.split("?")[1] ?? "") : recorded.body);
    for (const f of op.fields) {
      const texts = params.getAll(f.wireName);
      input[f.tsName] =
        f.type.kind === "array"
          ? texts.map((t) => parseItem(f.type.kind === "array" ? (f.type.item as ItemType) : (f.type as ItemType), t, "http"))
          : texts[0] === undefined
            ? null
            : parseItem(f.type as ItemType, texts[0], "http");
    }
    return { input, headers };
  }
  const { header, body } = readEnvelope(parseXml(recorded.body));
  const wrapper = childElements(body)[0]!;
  for (const f of op.fields) {
    const element = childElements(wrapper).find((c) => c.local === f.wireName);
    if (element) input[f.tsName] = asSent(readValueElement(element, f.type, "xml", { service, nillable: f.nillable }), f.type, recorded.body);
  }
  for (const h of op.headers ?? []) {
    const element = header && childElements(header).find((c) => c.local === h.element);
    if (element) headers[h.tsName] = readValueElement(element, { kind: "complex", name: h.element }, "xml", { service });
  }
  return { input, headers };
}

/**
 * A value as the proxy's caller had it: the reader creates an empty list for an absent `List<T>` member,
 * but a proxy (whose member is a plain array) left it null, so it sent nothing. Such lists are dropped again
 * when the request has no element of that name.
 */
function asSent(value: unknown, type: ValueType, body: string): unknown {
  if (value === null || typeof value !== "object") return value;
  if (type.kind === "array") return (value as unknown[]).map((item) => asSent(item, type.item, body));
  if (type.kind !== "complex") return value;
  const record = value as Record<string, unknown>;
  const declared = service.types![type.name]!;
  const actual = typeof record["$type"] === "string" ? service.types![record["$type"]]! : declared;
  const result: Record<string, unknown> = { ...record };
  for (const field of actual.fields) {
    if (field.list && Array.isArray(result[field.tsName]) && (result[field.tsName] as unknown[]).length === 0 && !body.includes(`<${field.wireName}`)) {
      delete result[field.tsName];
    } else if (field.tsName in result) result[field.tsName] = asSent(result[field.tsName], field.type, body);
  }
  return result;
}

const calls = readdirSync(dir)
  .filter((f) => f.endsWith(".request.txt"))
  .sort()
  .map((file) => {
    const request = readMessage(file, true);
    const binding = bindingOf(request);
    return { file, request, response: readMessage(file.replace(".request.", ".response."), false), binding, op: operationOf(request, binding) };
  });

describe("tracking client requests equal a .NET proxy's", () => {
  it("covers every operation and binding the proxies called", () => {
    expect(new Set(calls.map((c) => c.binding))).toEqual(new Set(["soap11", "soap12", "httpGet", "httpPost"]));
    expect(new Set(calls.map((c) => c.op.messageName)).size).toBe(13);
  });

  it.each(calls.map((c) => [c.file, c] as const))("%s", (_file, { request, binding, op }) => {
    const { input, headers } = inputOf(request, binding, op);
    const wire = buildRequest(service, op, binding, input, headers);
    expect(wire.method).toBe(request.method);
    expect("/ShipmentTracking.asmx" + wire.pathAndQuery).toBe(request.target);
    const sent = new Map(wire.headers.map(([n, v]) => [n.toLowerCase(), v]));
    expect(sent.get("content-type")).toBe(request.headers.get("content-type"));
    expect(sent.get("soapaction")).toBe(request.headers.get("soapaction"));
    expect(wire.body ?? "").toBe(binding === "httpGet" ? "" : request.body);
  });
});

/** A transport answering one recorded response. */
function replay(response: { status: number; headers: ReadonlyMap<string, string>; body: string }): Transport {
  return async () => ({ status: response.status, contentType: response.headers.get("content-type"), body: response.body });
}

function clientFor<B extends BindingKind>(file: string, binding: B): ShipmentTrackingClient<B> {
  const call = calls.find((c) => c.file === file)!;
  return new ShipmentTrackingClient<B>({
    endpoint: "http://127.0.0.1:8312/ShipmentTracking.asmx",
    allowInsecureHttp: true,
    binding,
    transport: replay(call.response),
  });
}

describe("tracking client decodes what the service answered", () => {
  it("a shipment: long beyond 2^53, decimal scale, char, guid, flags, nullable, List and repeated arrays", async () => {
    const shipment = await clientFor("005.POST.GetShipment.request.txt", "soap11").getShipment(
      { trackNum: "T1" },
      { headers: { authHeader: { userName: "alice", password: "secret" } } },
    );
    expect(shipment).toMatchObject({
      version: 1,
      id: "3f2504e0-4f89-11d3-9a0c-0305e82c3301",
      trackNum: "T1",
      state: "InTransit",
      deliveredAt: null,
      declaredValue: "1234.50",
      tags: ["user:alice", "fragile"],
      services: ["Insurance", "Signature"],
      reference: ["PO-1", "INV-2"],
      sequence: 9007199254740993n,
      distanceKm: 1234.5,
      fragile: true,
      priority: "A",
    });
    expect(shipment?.consignee?.name).toBe('Zoë <Ltd> & "Co"');
    expect(shipment?.pieces?.map((p) => [p?.id, p?.weight, p?.unit, p?.quantity])).toEqual([
      [1, "12.50", "Kg", undefined],
      [2, "3.25", "Lb", 2],
    ]);
    expect(new TextDecoder().decode(shipment?.pieces?.[0]?.barcode ?? new Uint8Array())).toBe("T1-1");
  });

  it("the session header a login sends back, and none when the login fails", async () => {
    const ok = await clientFor("003.POST.Login.request.txt", "soap11").login({ userName: "alice", password: "pw" });
    expect(ok).toEqual({ result: true, headers: { sessionHeader: { token: "SESSION-alice" } } });
    const wrong = await clientFor("004.POST.Login.request.txt", "soap11").login({ userName: "alice", password: "WRONG" });
    expect(wrong).toEqual({ result: false, headers: {} });
  });

  it("events as the subclasses xsi:type names", async () => {
    const events = await clientFor("015.POST.TrackEvents.request.txt", "soap11").trackEvents({ trackNum: "T1" });
    expect(events?.map((e) => e?.$type)).toEqual(["ScanEvent", "ExceptionEvent", "DeliveryEvent"]);
    const exception = events?.[1];
    expect(exception?.$type === "ExceptionEvent" && [exception.reason, exception.code]).toEqual(["Address incomplete", 17]);
  });

  it("out parameters after the result, a null out string left out", async () => {
    const quote = await clientFor("018.POST.Quote.request.txt", "soap11").quote({});
    expect(quote).toEqual({ result: true, total: "71.9375", currency: "EUR" });
    const none = await clientFor("019.POST.Quote.request.txt", "soap11").quote({});
    expect(none).toEqual({ result: false, total: "0", currency: null });
  });

  it("void and one-way calls resolve with nothing", async () => {
    await expect(clientFor("002.POST.Ping.request.txt", "soap11").ping()).resolves.toBeUndefined();
    await expect(
      clientFor("020.POST.NotifyDelivered.request.txt", "soap11").notifyDelivered({ trackNum: "T1", deliveredAt: "2024-01-05T10:00:00Z" }),
    ).resolves.toBeUndefined();
  });

  it("a typed fault detail", async () => {
    const error = await clientFor("022.POST.CancelShipment.request.txt", "soap11")
      .cancelShipment({ trackNum: "DLV1", reason: "x" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SoapFaultError);
    expect(isCancelFault(error)).toBe(true);
    if (isCancelFault(error)) {
      expect(error.detailValue.value).toEqual({ code: 409, message: "Shipment DLV1 is already delivered and cannot be cancelled.", trackNum: "DLV1" });
    }
  });

  it("decodes every recorded response without error, or with the fault it records", async () => {
    for (const call of calls) {
      const client = clientFor(call.file, call.binding);
      const { input, headers } = inputOf(call.request, call.binding, call.op);
      const method = (client as unknown as Record<string, (i: unknown, o: unknown) => Promise<unknown>>)[call.op.tsName]!;
      const outcome = await method.call(client, input, { headers }).then(
        () => "ok",
        (e: unknown) => (e instanceof Error ? e.name : String(e)),
      );
      const expected = call.response.status >= 500 ? (call.binding.startsWith("soap") ? "SoapFaultError" : "HttpStatusError") : "ok";
      expect(`${call.file}: ${outcome}`).toBe(`${call.file}: ${expected}`);
    }
  });
});
