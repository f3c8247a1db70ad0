/**
 * src/client.ts of a WCF service (basicHttpBinding, docs/wcf-design.md §11): one typed client class for the
 * whole service, one method per operation of every contract, each call going to its contract's endpoint
 * address (relative to the client's endpoint) with its action. Operation names are unique in a spec (the model
 * refuses a second one), so methods need no grouping per contract; the contract is named in each comment.
 */
import type { OperationModel, ServiceModel } from "../model/types.js";
import { descriptorConstName } from "./descriptor.js";
import { clientExample } from "./client-example.js";
import { importRuntime, reexportRuntime } from "./ts/runtime-symbols.js";
import { docText, finishedText, newSourceFile } from "./ts/source.js";
import { classTypeName } from "./ts/type-text.js";
import { hasResponseObject, inputTypeName, outcomeTypeName, responseTypeName, resultTypeName } from "./ts/operation-names.js";
import { isStream, isValueType } from "../model/type-resolver.js";
import type { OutputFile } from "./emitter.js";

/** The errors a WCF client throws, re-exported so a caller can catch them by class. */
const WCF_CLIENT_ERRORS = [
  "AbortedError",
  "AsmxClientError",
  "HttpStatusError",
  "NetworkError",
  "RequestEncodeError",
  "ResponseDecodeError",
  "SoapFaultError",
  "TimeoutError",
  "WcfFaultError",
  "FaultContractError",
  "ActionNotSupportedError",
  "DeserializationFailedError",
  "InternalServiceFaultError",
] as const;

/** Whether a method's input may be left out: every member of it may be. */
function allOptional(op: OperationModel): boolean {
  const message = op.wcf?.message?.request;
  // A stream (System.IO.Stream) is always sent: an empty one, never none.
  if (message) return [...message.headers, ...message.body].every((p) => !isStream(p.type) && (!isValueType(p.type) || (p.type.kind === "simple" && p.type.simple.name === "string")));
  return op.fields.every((f) => f.nillable || (!isValueType(f.type) && !isStream(f.type)));
}

function operationDoc(model: ServiceModel, op: OperationModel): string {
  const wcf = op.wcf!;
  const contract = model.wcf!.contracts.find((c) => c.name === wcf.contract)!;
  const address = contract.address ? ` at \`${contract.address}\` (relative to the endpoint)` : "";
  const message = wcf.message;
  return docText(
    op.documentation ?? op.description,
    `Contract \`${contract.name}\`${address}; action \`${wcf.action}\`.`,
    message ? `A message contract: \`${message.request.name}\`${message.request.headers.length ? ` (its SOAP headers: ${message.request.headers.map((h) => `\`${h.tsName}\``).join(", ")})` : ""}${message.response ? `, answered by \`${message.response.name}\` as {@link ${responseTypeName(op)}}` : ""}.` : undefined,
    op.oneWay ? "One-way: resolves when the service has accepted the request (HTTP 202); the outcome is never reported." : undefined,
    op.faults.length
      ? `Its fault contracts reject with a {@link FaultContractError}: ${op.faults.map((f) => `\`${f.guardName}(error)\` (fault \`${wcf.faults.find((w) => w.type === f.type)?.name ?? f.name}\`)`).join(", ")} tells which, and \`error.detailValue.value\` holds the detail.`
      : undefined,
  );
}

function errorsDoc(): string {
  return [
    "A call rejects with an {@link AsmxClientError} naming the operation (`operation`, `method`):",
    "- {@link FaultContractError}: a fault contract's fault, its detail read (`detailValue`); the fault guards tell which.",
    "- {@link ActionNotSupportedError}: no operation of the endpoint has the call's action (`a:ActionNotSupported`): a contract or address mismatch.",
    "- {@link DeserializationFailedError}: the service could not read the request (`a:DeserializationFailed`).",
    "- {@link InternalServiceFaultError}: the service's code threw (`a:InternalServiceFault`); `exceptionDetail` when the service sends details.",
    "- {@link WcfFaultError}: any other SOAP fault; `code` and `codeNamespace` name it, `reason` says why.",
    "- {@link HttpStatusError}: an HTTP error that is not a SOAP fault (415 for a wrong content type); `bodyExcerpt` has its start.",
    "- {@link ResponseDecodeError}: the response cannot be read as the operation's result.",
    "- {@link RequestEncodeError}: a value cannot be sent (wrong type, or a character XML cannot carry); `field` names it.",
    "- {@link TimeoutError}: no complete response within `timeoutMs`.",
    "- {@link AbortedError}: the call's `signal` was aborted.",
    "- {@link NetworkError}: the connection failed before a response arrived (refused, reset, DNS, TLS).",
  ].join("\n");
}

export function wcfClientModule(model: ServiceModel): OutputFile[] {
  const className = model.tsNames.client;
  const optionsName = model.tsNames.clientOptions;
  const file = newSourceFile("client.ts");
  importRuntime(file, model.package.runtime, ["AsmxClientCore", { type: "CallOptions" }, { type: "ClientOptions" }, ...(model.faults.length ? (["FaultContractError"] as const) : [])]);
  file.addImportDeclaration({ namedImports: [descriptorConstName(model)], moduleSpecifier: "./descriptor.js" });
  const typeImports = new Set<string>();
  for (const op of model.operations) {
    typeImports.add(inputTypeName(op));
    if (hasResponseObject(op)) typeImports.add(responseTypeName(op));
    else if (op.result) typeImports.add(resultTypeName(op));
  }
  typeImports.add(model.tsNames.operations);
  for (const f of model.faults) typeImports.add(classTypeName(f.type));
  file.addImportDeclaration({ isTypeOnly: true, namedImports: [...typeImports], moduleSpecifier: "./types.js" });
  reexportRuntime(file, model.package.runtime, [
    ...WCF_CLIENT_ERRORS,
    { type: "CalledOperation" },
    { type: "CallOptions" },
    { type: "RetryOptions" },
    { type: "ExceptionDetail" },
    "fetchTransport",
    "ResponseTooLargeError",
    "TransportTimeoutError",
    { type: "Transport" },
    { type: "TransportRequest" },
    { type: "TransportResponse" },
  ]);
  file.addExportDeclaration({ moduleSpecifier: "./types.js" });

  // A contract offered at several endpoints: the caller picks one by its port name (svcutil's
  // endpointConfigurationName), typed as that contract's port names; the first is the default.
  const several = model.wcf!.contracts.filter((c) => c.ports.length > 1);
  file.addInterface({
    isExported: true,
    name: optionsName,
    // The SOAP version is the port's; the action and namespaces are the contract's, not to be overridden.
    extends: [`Omit<ClientOptions<"soap11">, "credentials" | "headers" | "binding" | "namespace">`],
    docs: [`Options of {@link ${className}}.`],
    properties: several.length
      ? [
          {
            name: "ports",
            isReadonly: true,
            hasQuestionToken: true,
            docs: [
              docText(
                "The endpoint each contract is called at, by its port name (svcutil's endpointConfigurationName); the port decides the address, the SOAP version, the content type and the action header. Default: the contract's first port.",
                several
                  .map((c) => `- \`${c.name}\`: ${c.ports.map((p, i) => `\`${p.bindingName}\` (${p.address ? `\`${p.address}\`` : "the endpoint itself"}, ${p.soap12 ? "SOAP 1.2" : "SOAP 1.1"}${i === 0 ? ", the default" : ""})`).join(", ")}`)
                  .join("\n"),
              ),
            ],
            type: `{ ${several.map((c) => `readonly ${JSON.stringify(c.name)}?: ${c.ports.map((p) => JSON.stringify(p.bindingName)).join(" | ")}`).join("; ")} }`,
          },
        ]
      : [],
  });
  // A guard per fault contract: a fault of another generated package's client counts too (the errors are branded).
  for (const f of model.faults) {
    file.addFunction({
      isExported: true,
      name: f.guardName,
      docs: [docText(`Whether a call failed with a fault contract's fault whose detail is a {@link ${classTypeName(f.type)}}; \`error.detailValue.value\` then holds it.`)],
      parameters: [{ name: "error", type: "unknown" }],
      returnType: `error is FaultContractError & { readonly detailValue: { readonly type: ${JSON.stringify(f.name)}; readonly value: ${classTypeName(f.type)} } }`,
      statements: [`return error instanceof FaultContractError && error.detailValue.type === ${JSON.stringify(f.name)};`],
    });
  }
  const contracts = model.wcf!.contracts;
  const cls = file.addClass({
    isExported: true,
    name: className,
    docs: [
      docText(
        model.documentation,
        `Typed client of the WCF service ${model.name} (${contracts.some((c) => c.ports.some((p) => p.soap12)) ? "basicHttpBinding: SOAP 1.1; a port of a Soap12 custom binding: SOAP 1.2 without addressing" : "basicHttpBinding: SOAP 1.1"}). Each call goes to its contract's endpoint, relative to \`endpoint\` (https by default): ${contracts.map((c) => `\`${c.name}\` at ${c.address ? `\`${c.address}\`` : "the endpoint itself"}`).join(", ")}${several.length ? " unless the `ports` option chooses another of its ports" : ""}.`,
        errorsDoc(),
        `@example\n${clientExample(model)}`,
      ),
    ],
  });
  cls.addProperty({ name: "#core", isReadonly: true, type: `AsmxClientCore<${model.tsNames.operations}, "soap11">` });
  cls.addConstructor({
    parameters: [{ name: "options", type: optionsName, initializer: "{}" }],
    statements: [`this.#core = new AsmxClientCore(${descriptorConstName(model)}, options);`],
  });
  cls.addMethods(
    model.operations.map((op) => {
      const doc = operationDoc(model, op);
      return {
        name: op.tsName,
        docs: doc ? [doc] : [],
        parameters: [
          { name: "input", type: inputTypeName(op), ...(allOptional(op) ? { initializer: "{}" } : {}) },
          { name: "options", type: `CallOptions<"soap11">`, hasQuestionToken: true },
        ],
        returnType: `Promise<${outcomeTypeName(op)}>`,
        statements: [`return this.#core.call(${JSON.stringify(op.wire.messageName)}, input, options);`],
      };
    }),
  );
  return [{ path: "src/client.ts", content: finishedText(file) }];
}
