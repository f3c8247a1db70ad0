/**
 * `npm run serve:echo -- [--port 8080] [--host 127.0.0.1] [--debug]`
 * Starts the generated ShipmentOperations server with the echo handlers of the reference recordings, so a
 * person or an external conformance tool can try every operation on every binding by hand.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { fail, parseCommandLine, usageError } from "./lib/command-line.mjs";

const USAGE = `usage: npm run serve:echo -- [--port N] [--host ADDRESS] [--debug]

Starts the generated ShipmentOperations server with the echo handlers of the reference recordings
(test/reference/asmx/README.md), to try every operation on every binding by hand. Stop it with Ctrl-C.

  --port N        port to listen on, 0 for any free one (default 8080)
  --host ADDRESS  address to listen on (default 127.0.0.1)
  --debug         show handler exception messages in server faults
  -h, --help      show this text

Exit codes: 0 stopped (SIGINT, SIGTERM) or --help; 1 could not start (generated/ missing, port in use);
2 bad flags.`;

const { values } = parseCommandLine(USAGE, {
  options: {
    port: { type: "string", default: "8080" },
    host: { type: "string", default: "127.0.0.1" },
    debug: { type: "boolean", default: false },
  },
});
const port = /^\d{1,5}$/.test(values.port) ? Number(values.port) : NaN;
if (!(port <= 65535)) usageError(USAGE, `--port must be a number from 0 to 65535, not '${values.port}'`);

const generated = fileURLToPath(new URL("../generated/shipment-operations/src/", import.meta.url));
if (!existsSync(generated)) fail("generated/shipment-operations is missing: run npm run generate");

// Loaded after the command line is read, so that --help and bad flags never depend on generated/.
const modules = await Promise.all([
  import("../generated/shipment-operations/src/descriptor.js"),
  import("../generated/shipment-operations/src/node.js"),
  import("../generated/shipment-operations/src/runtime/server/index.js"),
  import("../generated/shipment-operations/src/wsdl.js"),
  import("../test/support/echo-handlers.js"),
]).catch((error: unknown) => fail(`serve:echo cannot load the server: ${firstLine(error)}`));
const [{ shipmentOperationsDescriptor }, { listen }, { createAsmxServer }, { renderWsdl }, { echoHandlers }] = modules;

const server = createAsmxServer(shipmentOperationsDescriptor, echoHandlers, renderWsdl, {
  debug: values.debug,
  log: (event) => process.stdout.write(`${event.level} ${event.message}\n`),
});
const running = await listen(server, { port, host: values.host }).catch((error: unknown) =>
  fail(listenFailure(error, values.host, port)),
);
process.stdout.write(
  `ShipmentOperations echo server at ${running.url}\n` +
    `  WSDL:      ${running.url}?wsdl\n` +
    `  HTTP GET:  ${running.url}/GetStatusRequest?TrackNum=T1&TrackNumType=HAWB&LastStatusOnly=true\n` +
    "  Echo rules: test/reference/asmx/README.md (CarrierCode THROW / SOAPFAULT / NULL, TrackNum NULL / EMPTY)\n",
);
const stop = (): void => {
  void running.close().then(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);

/** The first line of an error's message: enough to act on, without a stack trace. */
function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split("\n")[0]!;
}

/** Why the server could not listen, in words a person can act on. */
function listenFailure(error: unknown, host: string, port: number): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === "EADDRINUSE") return `port ${port} on ${host} is in use: choose another with --port`;
  if (code === "EACCES") return `not allowed to listen on port ${port} on ${host}: choose a port above 1023 with --port`;
  if (code === "EADDRNOTAVAIL" || code === "ENOTFOUND") return `cannot listen on ${host}: no such local address (--host)`;
  return `cannot listen on ${host}:${port}: ${firstLine(error)}`;
}
