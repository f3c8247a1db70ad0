/**
 * asmx-codegen-runtime/node: the Node-only adapters, the keep-alive node:http client transport and the
 * server's listener. Resolves in Node only, so that a browser bundle importing it fails at build time.
 */
export { nodeTransport } from "./client/node-transport.js";
export type { NodeTransportOptions } from "./client/node-transport.js";
export { listen, nodeListener } from "./server/node.js";
export type { ListenOptions, Listening } from "./server/node.js";
