/**
 * The generated server mounted in Express the ways the README's recipe (run by
 * test/readme/framework-recipes.test.ts) mentions but does not show: at the root, under another path with
 * the `path` option, and after express.raw(). Every binding, the WSDL and error cases must answer exactly
 * as the server's own `listen()` does: same status, content type and body bytes (the WSDL's port aside).
 */
import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen, nodeListener, type Listening } from "../../generated/shipment-operations/src/node.js";
import { createShipmentOperationsServer } from "../../generated/shipment-operations/src/server.js";
import { answers, ask, PROBES, SERVICE_PATH as PATH, type Answer } from "../support/framework-probes.js";
import { textHandlers } from "../support/text-handlers.js";

// Echoes its input, secrets included: a test double.
const server = createShipmentOperationsServer(textHandlers((input) => `echo ${JSON.stringify(input)} & <done>`));

const originOf = (address: AddressInfo | string | null): string =>
  `http://127.0.0.1:${(address as AddressInfo).port}`;

function listenNode(app: RequestListener): Promise<Server> {
  return new Promise((resolve) => {
    const http = createServer(app);
    http.listen(0, "127.0.0.1", () => resolve(http));
  });
}

let reference: Listening;
let expected: Map<string, Answer>;
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  reference = await listen(server);
  expected = await answers(new URL(reference.url).origin);
  // The probes mean something: each binding answered, and the errors are the errors.
  expect(expected.get("SOAP 1.1")!.status).toBe(200);
  expect(expected.get("HTTP GET")!.body).toContain("A&amp;B");
  expect(expected.get("malformed XML")!.status).toBe(400);
  expect(expected.get("unknown method")!.status).toBe(500);
});

afterAll(async () => {
  await reference.close();
  for (const close of closers) await close();
});

function closeNode(http: Server): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      http.closeAllConnections();
      http.close(() => resolve());
    });
}

async function expectSameAnswers(origin: string, base = PATH): Promise<void> {
  for (const probe of PROBES) expect(await ask(origin, base, probe), probe.name).toEqual(expected.get(probe.name));
}

describe("inside web frameworks", () => {
  it("Express: the listener at the root, before any body parser", async () => {
    const app = express();
    app.use(nodeListener(server));
    const http = await listenNode(app);
    closers.push(closeNode(http));
    await expectSameAnswers(originOf(http.address()));
  });

  it("Express: mounted under another path than the spec's endpoint, with the path option", async () => {
    const moved = "/legacy/Operations.asmx";
    const handlers = textHandlers((input) => `echo ${JSON.stringify(input)} & <done>`);
    const app = express();
    app.use(moved, nodeListener(createShipmentOperationsServer(handlers, { path: moved })));
    // Without the option the server answers only its spec's path, and its 404 says which that is.
    app.use("/unmoved/Operations.asmx", nodeListener(server));
    const http = await listenNode(app);
    closers.push(closeNode(http));
    const origin = originOf(http.address());
    for (const probe of PROBES.filter((p) => p.name !== "WSDL")) {
      expect(await ask(origin, moved, probe), probe.name).toEqual(expected.get(probe.name));
    }
    const wsdl = await ask(origin, moved, PROBES.find((p) => p.name === "WSDL")!);
    expect(wsdl.body).toBe(expected.get("WSDL")!.body.replaceAll(PATH, moved));
    const unmoved = await fetch(`${origin}/unmoved/Operations.asmx?WSDL`);
    expect(unmoved.status).toBe(404);
    expect(await unmoved.text()).toBe(`The resource cannot be found. This service is at ${PATH}\n`);
  });

  it("Express: after express.raw(), whose Buffer body the listener uses", async () => {
    const app = express();
    app.use(express.raw({ type: () => true }));
    app.use(nodeListener(server));
    const http = await listenNode(app);
    closers.push(closeNode(http));
    await expectSameAnswers(originOf(http.address()));
  });
});
