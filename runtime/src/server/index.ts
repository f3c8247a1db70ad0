/**
 * The server runtime's platform-neutral entry point. The node:http adapter is separate (`./node.js`) so
 * that workers, Deno and Bun never load a Node module.
 */
export { createAsmxServer, createPartialAsmxServer } from "./core.js";
export { handlersByMethod } from "./handlers-by-method.js";
export { ClientFault, ServerFault } from "./faults.js";
export type { FaultDetail, FaultHeaderValues, FaultOptions } from "./faults.js";
export { UnknownHeader } from "./unknown-headers.js";
export type { Charge, MemoryBudget } from "./budget.js";
export type { HelpPages, HelpTestForm } from "./help-page.js";
export type { SessionOptions, SessionState } from "./session.js";
export type { OutputCacheOptions } from "./output-cache.js";
export {
  DEFAULT_HANDLER_TIMEOUT_MS,
  DEFAULT_MAX_BODY_BYTES,
  DEFAULT_MEMORY_BUDGET_BYTES,
  DEFAULT_REQUEST_TIMEOUT_MS,
  type ServerLimits,
} from "./limits.js";
export type {
  AsmxServer,
  CallContext,
  OperationHandler,
  OperationHandlers,
  PartialOperationHandlers,
  Refusal,
  ServerLogEvent,
  ServerOptions,
  ServerRequest,
  ServerResponse,
} from "./types.js";
