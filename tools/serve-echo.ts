/**
 * `npm run serve:echo -- [--port 8080] [--host 127.0.0.1] [--debug]`
 * Starts the generated ShipmentOperations server with the echo handlers of the reference recordings, so a
 * person or an external conformance tool can try every operation on every binding by hand.
 */
import { parseArgs } from "node:util";
import { shipmentOperationsDescriptor } from "../generated/shipment-operations/src/descriptor.js";
import { listen } from "../generated/shipment-operations/src/node.js";
import { createAsmxServer } from "../generated/shipment-operations/src/runtime/server/index.js";
import { renderWsdl } from "../generated/shipment-operations/src/wsdl.js";
import { echoHandlers } from "../test/support/echo-handlers.js";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "8080" },
    host: { type: "string", default: "127.0.0.1" },
    debug: { type: "boolean", default: false },
  },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  process.stderr.write(`--port must be a number from 0 to 65535, not '${values.port}'\n`);
  process.exit(2);
}

const server = createAsmxServer(shipmentOperationsDescriptor, echoHandlers, renderWsdl, {
  debug: values.debug,
  log: (event) => process.stdout.write(`${event.level} ${event.message}\n`),
});
const running = await listen(server, { port, host: values.host });
process.stdout.write(
  `ShipmentOperations echo server at ${running.url}\n` +
    `  WSDL:      ${running.url}?wsdl\n` +
    `  HTTP GET:  ${running.url}/GetStatusRequest?TrackNum=T1&TrackNumType=HAWB&LastStatusOnly=true\n` +
    "  Echo rules: ../shared/reference/asmx/README.md (CarrierCode THROW / SOAPFAULT / NULL, TrackNum NULL / EMPTY)\n",
);
const stop = (): void => {
  void running.close().then(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
