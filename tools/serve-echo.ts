/**
 * `npm run serve:echo -- [--service NAME] [--port 8080] [--host 127.0.0.1] [--debug]`
 * Starts a generated server with the echo handlers of its reference recordings, so a person or an external
 * conformance tool (an independent client) can try every operation on every binding by hand.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { fail, parseCommandLine, usageError } from "./lib/command-line.mjs";

const USAGE = `usage: npm run serve:echo -- [--port N] [--host ADDRESS] [--debug] [--service NAME]

Starts a generated server with the echo handlers of its reference recordings, to try every operation on
every binding by hand. Stop it with Ctrl-C, or by killing the PID it was started as (npm's too).

  --service NAME  shipment-operations (default; echo rules in test/reference/asmx/README.md) or
                  shipment-tracking (test/reference/asmx-tracking/README.md, "The echo semantics") or
                  wcf-tracking (the WCF reference service, test/reference/wcf/WcfTracking.cs)
  --port N        port to listen on, 0 for any free one (default 8080)
  --host ADDRESS  address to listen on (default 127.0.0.1)
  --debug         show handler exception messages in server faults (WCF: includeExceptionDetailInFaults)
  -h, --help      show this text

Exit codes: 0 stopped (SIGINT, SIGTERM) or --help; 1 could not start (generated/ missing, port in use);
2 bad flags.`;

/** A server the tool can start: what to load, and what to print once it listens. */
interface EchoService {
  readonly folder: string;
  load(): Promise<Started>;
}

interface Started {
  readonly title: string;
  /** Starts listening with the echo handlers. */
  listen(options: { port: number; host: string; debug: boolean }): Promise<{ url: string; close(): Promise<void> }>;
  /** Lines printed after the URL: where to look and what to try. */
  hints(url: string): string;
}

function logLine(event: { level: string; message: string }): void {
  process.stdout.write(`${event.level} ${event.message}\n`);
}

// Loaded after the command line is read, so that --help and bad flags never depend on generated/.
const SERVICES: Readonly<Record<string, EchoService>> = {
  "shipment-operations": {
    folder: "shipment-operations",
    async load() {
      const [{ shipmentOperationsDescriptor }, { listen }, { createAsmxServer }, { renderWsdl }, { helpPages }, { echoHandlers }] =
        await Promise.all([
          import("../generated/shipment-operations/src/descriptor.js"),
          import("../generated/shipment-operations/src/node.js"),
          import("../runtime/src/server/index.js"),
          import("../generated/shipment-operations/src/wsdl.js"),
          import("../generated/shipment-operations/src/help.js"),
          import("../test/support/echo-handlers.js"),
        ]);
      return {
        title: "ShipmentOperations",
        listen: ({ port, host, debug }) =>
          listen(createAsmxServer(shipmentOperationsDescriptor, echoHandlers, renderWsdl, { debug, log: logLine }, helpPages), {
            port,
            host,
          }),
        hints: (url) =>
          `  Help page: ${url} (in a browser)\n` +
          `  WSDL:      ${url}?wsdl\n` +
          `  HTTP GET:  ${url}/GetStatusRequest?TrackNum=T1&TrackNumType=HAWB&LastStatusOnly=true\n` +
          "  Echo rules: test/reference/asmx/README.md (CarrierCode THROW / SOAPFAULT / NULL, TrackNum NULL / EMPTY)\n",
      };
    },
  },
  "shipment-tracking": {
    folder: "shipment-tracking",
    async load() {
      const [{ shipmentTrackingDescriptor }, { listen }, { createAsmxServer }, { renderWsdl }, { helpPages }, { trackingEchoHandlers }] =
        await Promise.all([
          import("../generated/shipment-tracking/src/descriptor.js"),
          import("../generated/shipment-tracking/src/node.js"),
          import("../runtime/src/server/index.js"),
          import("../generated/shipment-tracking/src/wsdl.js"),
          import("../generated/shipment-tracking/src/help.js"),
          import("../test/support/tracking-echo-handlers.js"),
        ]);
      return {
        title: "ShipmentTracking",
        listen: ({ port, host, debug }) =>
          listen(createAsmxServer(shipmentTrackingDescriptor, trackingEchoHandlers, renderWsdl, { debug, log: logLine }, helpPages), {
            port,
            host,
          }),
        hints: (url) =>
          `  WSDL:      ${url}?wsdl\n` +
          `  HTTP GET:  ${url}/GetShipmentSummary?trackNum=DLV1\n` +
          "  Echo rules: test/reference/asmx-tracking/README.md (TrackNum THROW / FAULT / NULL / EMPTY / DLV..., password WRONG)\n",
      };
    },
  },
  "wcf-tracking": {
    folder: "wcf-tracking",
    async load() {
      const [{ trackingServiceDescriptor }, { listen }, { createAsmxServer }, { renderWsdl }, { wcfEchoHandlers }] = await Promise.all([
        import("../generated/wcf-tracking/src/descriptor.js"),
        import("../generated/wcf-tracking/src/node.js"),
        import("../runtime/src/server/index.js"),
        import("../generated/wcf-tracking/src/wsdl.js"),
        import("../test/support/wcf-echo-handlers.js"),
      ]);
      return {
        title: "TrackingService (WCF)",
        listen: ({ port, host, debug }) =>
          listen(
            createAsmxServer(trackingServiceDescriptor, wcfEchoHandlers, renderWsdl, {
              includeExceptionDetailInFaults: debug,
              log: logLine,
            }),
            { port, host },
          ),
        hints: (url) =>
          `  Service page: ${url} (in a browser)\n` +
          `  Metadata:     ${url}?wsdl, ${url}?singleWsdl\n` +
          `  Endpoints:    ${url} (ITracking), ${url.replace(/\/?$/, "/")}admin (Admin); SOAP 1.1, routed by SOAPAction\n` +
          "  Echo rules:   test/reference/wcf/WcfTracking.cs (test/support/wcf-echo-handlers.ts)\n",
      };
    },
  },
};

const { values } = parseCommandLine(USAGE, {
  options: {
    service: { type: "string", default: "shipment-operations" },
    port: { type: "string", default: "8080" },
    host: { type: "string", default: "127.0.0.1" },
    debug: { type: "boolean", default: false },
  },
});
const service = Object.hasOwn(SERVICES, values.service) ? SERVICES[values.service]! : undefined;
if (!service) {
  usageError(USAGE, `--service must be one of ${Object.keys(SERVICES).join(", ")}, not '${values.service}'`);
}
const port = /^\d{1,5}$/.test(values.port) ? Number(values.port) : NaN;
if (!(port <= 65535)) usageError(USAGE, `--port must be a number from 0 to 65535, not '${values.port}'`);

const generated = fileURLToPath(new URL(`../generated/${service.folder}/src/`, import.meta.url));
if (!existsSync(generated)) fail(`generated/${service.folder} is missing: run npm run generate`);

const started = await service
  .load()
  .catch((error: unknown) => fail(`serve:echo cannot load the server: ${firstLine(error)}`));
const running = await started
  .listen({ port, host: values.host, debug: values.debug })
  .catch((error: unknown) => fail(listenFailure(error, values.host, port)));
process.stdout.write(`${started.title} echo server at ${running.url}\n${started.hints(running.url)}`);
const stop = (): void => {
  void running.close().then(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
stopWhenOrphaned(stop);

/**
 * Stops the server once the process that started it is gone. The PID a user gets from `npm run serve:echo &`
 * is npm's: npm forwards SIGTERM to this process (the script `exec`s node, so no shell stands between), but
 * nothing is forwarded when npm itself is killed outright; the server would live on under another parent.
 */
function stopWhenOrphaned(onOrphaned: () => void): void {
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    onOrphaned();
  }, 500);
  watch.unref();
}

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
