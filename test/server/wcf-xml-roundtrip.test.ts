/**
 * The generated client of the [XmlSerializerFormat] service (generated/wcf-xml-orders/src/client.ts) against its
 * generated server over HTTP, OrderService's behaviour (WcfXmlOrders.cs) as handlers: values whole both ways
 * (attribute, renamed and repeated arrays, a null left out), the fault contract typed, InternalServiceFault with its detail, ActionNotSupported.
 * Each side was checked against the lab's recordings on its own (wcf-xml-serializer.test.ts, the client test).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  InternalServiceFaultError,
  isOrderFault,
  OrderServiceClient,
} from "../../generated/wcf-xml-orders/src/client.js";
import { ClientFault, createOrderServiceServer, type OrderServiceHandlers } from "../../generated/wcf-xml-orders/src/server.js";
import { listen, type Listening } from "../../runtime/src/server/node.js";
import { InvalidOperationException } from "../support/wcf-echo-handlers.js";
import { item } from "../support/wcf-xml-orders.js";

let listening: Listening;
let client: OrderServiceClient;

/** OrderService of WcfXmlOrders.cs as typed handlers of the generated server. */
const handlers: OrderServiceHandlers = {
  add: ({ a, b }) => a + b,
  hello: ({ name }) => `Hello ${name ?? ""}`,
  getItem: ({ id }) => ({ code: `C${id}`, label: "Widget", count: id, price: "2.5", tags: ["red", "big"], part: ["p1", "p2"] }),
  listItems: ({ prefix }) => [
    { code: `${prefix}1`, label: "One", count: 1, price: "1" },
    { code: `${prefix}2`, label: null, count: 2, price: "0.5", tags: [] },
  ],
  check: ({ item }) => {
    if (!item) throw new ClientFault("No item", { detail: { type: "OrderFault", value: { reason: "no item", code: 1 } } });
    if (item.count < 0) throw new ClientFault("Bad count", { detail: { type: "OrderFault", value: { reason: "negative count", code: 2 } } });
    if (item.count === 99) throw new InvalidOperationException("boom");
    return { ...item, count: item.count + 1 };
  },
  ping: () => undefined,
};

beforeAll(async () => {
  listening = await listen(createOrderServiceServer(handlers, { includeExceptionDetailInFaults: true }));
  client = new OrderServiceClient({ endpoint: listening.url, allowInsecureHttp: true });
});
afterAll(async () => {
  await listening.close();
});

describe("the generated [XmlSerializerFormat] client and server", () => {
  it("carry simple values, classes with attributes and arrays, and void", async () => {
    expect(await client.add({ a: 2, b: 40 })).toBe(42);
    expect(await client.hello({ name: "Ann" })).toBe("Hello Ann");
    expect(await client.hello({})).toBe("Hello ");
    expect(await client.getItem({ id: 7 })).toEqual(item(7));
    expect(await client.listItems({ prefix: "L" })).toEqual([
      { code: "L1", label: "One", count: 1, price: "1" },
      { code: "L2", count: 2, price: "0.5", tags: [] },
    ]);
    const checked = await client.check({ item: { code: "K", label: "Nut", count: 3, price: 0.25, tags: ["a", "b"], part: ["x"] } });
    expect(checked).toEqual({ code: "K", label: "Nut", count: 4, price: "0.25", tags: ["a", "b"], part: ["x"] });
    await expect(client.ping()).resolves.toBeUndefined();
  });

  it("types the fault contract and InternalServiceFault; answers an unknown action with ActionNotSupported", async () => {
    const fault = await client.check({ item: { count: -1, price: 0 } }).catch((e: unknown) => e);
    expect(isOrderFault(fault)).toBe(true);
    if (!isOrderFault(fault)) return;
    expect(fault.reason).toBe("Bad count");
    expect(fault.detailValue.value).toEqual({ reason: "negative count", code: 2 });
    const boom = await client.check({ item: { count: 99, price: 0 } }).catch((e: unknown) => e);
    expect(boom).toBeInstanceOf(InternalServiceFaultError);
    expect((boom as InternalServiceFaultError).exceptionDetail?.message).toBe("boom");
    // An action the endpoint does not have (a client of another contract): ActionNotSupported, typed.
    const response = await fetch(listening.url, {
      method: "POST",
      headers: { "content-type": "text/xml; charset=utf-8", soapaction: '"http://xs.example.com/orders/IOrders/Nope"' },
      body: '<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><Nope xmlns="http://xs.example.com/orders"/></s:Body></s:Envelope>',
    });
    expect(response.status).toBe(500);
    expect(await response.text()).toContain("a:ActionNotSupported</faultcode>");
  });
});
