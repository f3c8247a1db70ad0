/**
 * The ShipmentTracking server the tracking tests run: the spec's descriptor and WSDL (what the generated
 * package holds) with the echo handlers of the recordings.
 */
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { openApiDocument } from "../../generator/emit/openapi.js";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import type { ServiceModel } from "../../generator/model/types.js";
import { loadSpec } from "../../generator/spec/load.js";
import type { ServiceDescriptor } from "../../runtime/src/descriptor.js";
import { createAsmxServer } from "../../runtime/src/server/core.js";
import { listen, type Listening } from "../../runtime/src/server/node.js";
import type { OperationHandlers, ServerOptions } from "../../runtime/src/server/types.js";
import { TRACKING_SPEC_FILE } from "./paths.js";
import { trackingEchoHandlers } from "./tracking-echo-handlers.js";

let model: ServiceModel | undefined;

export function trackingModel(): ServiceModel {
  model ??= loadSpec(TRACKING_SPEC_FILE);
  return model;
}

export function trackingService(): ServiceDescriptor {
  return descriptorOf(trackingModel());
}

/** Starts the tracking server on a free port, with the echo handlers unless others are given. */
export function listenTracking(options: ServerOptions = {}, handlers: OperationHandlers = trackingEchoHandlers): Promise<Listening> {
  const server = createAsmxServer(
    trackingService(),
    handlers,
    (address) => renderWsdlDocument(trackingModel(), address),
    options,
    undefined,
    (address) => `${JSON.stringify(openApiDocument(trackingModel(), address), null, 2)}\n`,
  );
  return listen(server);
}
