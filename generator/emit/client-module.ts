/** Emits src/client.ts: one typed client class, one method per operation, delegating to the runtime client. */
import { BINDING_TITLE } from "../../runtime/src/protocol.js";
import type { OperationModel, ServiceModel } from "../model/types.js";
import { descriptorConstName } from "./descriptor.js";
import { clientExample } from "./client-example.js";
import { wcfClientModule } from "./client-wcf.js";
import { importRuntime, reexportRuntime } from "./ts/runtime-symbols.js";
import { docText, finishedText, newSourceFile } from "./ts/source.js";
import { classTypeName, mayBeNull } from "./ts/type-text.js";
import {
  ALL_BINDINGS,
  bindingsTypeText,
  serviceBindingsTypeText,
  hasResponseObject,
  inputTypeName,
  outcomeTypeName,
  faultHeaders,
  faultHeadersTypeName,
  requestHeaders,
  requestHeadersTypeName,
  responseTypeName,
  resultTypeName,
} from "./ts/operation-names.js";
import type { Emitter, OutputFile } from "./emitter.js";

/** The errors a client throws, re-exported so a caller can catch them by class. */
const CLIENT_ERRORS = [
  "AbortedError",
  "AsmxClientError",
  "BindingNotOfferedError",
  "HttpStatusError",
  "NetworkError",
  "RequestEncodeError",
  "ResponseDecodeError",
  "SoapFaultError",
  "TimeoutError",
] as const;

export function clientClassName(model: ServiceModel): string {
  return model.tsNames.client;
}


/** What a method's comment says beyond the class's: the spec's documentation and what sets the operation apart. */
function operationDoc(op: OperationModel): string {
  const only = op.bindings.length < ALL_BINDINGS;
  return docText(
    op.documentation ?? op.description,
    op.wire.messageName === op.name ? undefined : `\`${op.wire.messageName}\`, an overload of \`${op.name}\`.`,
    only ? `Offered over ${op.bindings.map((b) => BINDING_TITLE[b]).join(" and ")} only: calling it on a client of another binding is a type error.` : undefined,
    op.oneWay ? "One-way: resolves when the service has accepted the request (HTTP 202); the outcome is never reported." : undefined,
    op.enableSession ? "Keeps ASP.NET session state: create the client with `session: new SessionCookies()` so that its calls share one session (otherwise each call starts a new one)." : undefined,
    hasResponseObject(op) ? `Resolves to {@link ${responseTypeName(op)}}: ${op.result ? "the result, " : ""}${op.outParams.length ? "the out parameters, " : ""}and the SOAP headers sent back.` : undefined,
    op.faultGuardName ? `Its faults may carry SOAP headers (${faultHeaders(op).map((h) => `\`${h.header.name}\``).join(", ")}): \`${op.faultGuardName}(error)\` tells a fault of this operation, and \`error.headers\` has them.` : undefined,
    op.faults.length ? `A fault may carry a typed detail: ${op.faults.map((f) => `\`${f.guardName}(error)\``).join(", ")} tells, and \`error.detailValue.value\` has it.` : undefined,
    op.idempotent ? undefined : "Not idempotent: never retried automatically, even when retries are enabled.",
  );
}

/**
 * The errors any call can end with, stated once on the class, naming the classes the client module exports
 * (editors link them).
 */
function errorsDoc(model: ServiceModel): string {
  const soap = model.operations.some((op) => op.bindings.some((b) => b === "soap11" || b === "soap12"));
  const restricted = model.operations.some((op) => op.bindings.length < ALL_BINDINGS || (model.scriptService !== undefined && !op.callBindings.includes("json")));
  return [
    "A call rejects with an {@link AsmxClientError} naming the operation (`operation`, `method`):",
    soap ? "- {@link SoapFaultError}: the service answered a SOAP fault; `code` says whose fault (`isClientFault`), `reason` why." : undefined,
    "- {@link HttpStatusError}: an HTTP error that is not a SOAP fault (every error on HTTP GET and POST); `bodyExcerpt` has its start.",
    model.scriptService ? "- {@link ScriptServiceError}: the JSON face answered its error object; `reason` and `exceptionType` (hidden unless the server debugs)." : undefined,
    "- {@link ResponseDecodeError}: the response cannot be read as the operation's result.",
    "- {@link RequestEncodeError}: a field's value cannot be sent (wrong type, or a character XML cannot carry); `field` names it.",
    "- {@link TimeoutError}: no complete response within `timeoutMs`.",
    "- {@link AbortedError}: the call's `signal` was aborted.",
    "- {@link NetworkError}: the connection failed before a response arrived (refused, reset, DNS, TLS).",
    restricted ? "- {@link BindingNotOfferedError}: called over a binding the operation is not offered on (a type error in TypeScript)." : undefined,
  ]
    .filter((line): line is string => line !== undefined)
    .join("\n");
}

function allOptional(op: OperationModel): boolean {
  return op.fields.every((f) => f.nillable || mayBeNull(f.type, f.optional));
}

export const clientEmitter: Emitter = {
  name: "client",
  emit(model: ServiceModel): OutputFile[] {
    // WCF (basicHttpBinding): its own class, SOAP 1.1 only, typed WCF faults (client-wcf.ts).
    if (model.wcf) return wcfClientModule(model);
    const className = clientClassName(model);
    const credentialsName = model.tsNames.credentials;
    const optionsName = model.tsNames.clientOptions;
    const file = newSourceFile("client.ts");
    // The fault guards are the only code that uses an error class.
    importRuntime(file, model.package.runtime, ["AsmxClientCore", { type: "CallOptions" }, { type: "ClientOptions" }, { type: model.scriptService ? "CallBinding" : "BindingKind" }, ...(model.faults.length || model.operations.some((op) => op.faultGuardName) ? (["SoapFaultError"] as const) : [])]);
    file.addImportDeclaration({ namedImports: [descriptorConstName(model)], moduleSpecifier: "./descriptor.js" });
    const typeImports = new Set<string>();
    for (const op of model.operations) {
      typeImports.add(inputTypeName(op));
      if (op.result) typeImports.add(resultTypeName(op));
      if (hasResponseObject(op)) typeImports.add(responseTypeName(op));
      if (requestHeaders(op).length) typeImports.add(requestHeadersTypeName(op));
    }
    typeImports.add(model.tsNames.operations);
    for (const h of model.headers) if (model.operations.some((op) => requestHeaders(op).some((u) => u.header === h))) typeImports.add(classTypeName(h.type, "input"));
    for (const f of model.faults) typeImports.add(classTypeName(f.type));
    for (const op of model.operations) if (op.faultGuardName) typeImports.add(faultHeadersTypeName(op));
    file.addImportDeclaration({ isTypeOnly: true, namedImports: [...typeImports], moduleSpecifier: "./types.js" });
    reexportRuntime(file, model.package.runtime, [
      ...CLIENT_ERRORS,
      { type: "CalledOperation" },
      { type: "CallOptions" },
      { type: "RetryOptions" },
      { type: "BindingKind" },
      { type: "CallBinding" },
      ...(model.scriptService ? (["ScriptServiceError"] as const) : []),
      // The cookie store of the `session` option, for a service that keeps session state.
      ...(model.operations.some((op) => op.enableSession) ? (["SessionCookies"] as const) : []),
      "fetchTransport",
      "ResponseTooLargeError",
      "TransportTimeoutError",
      { type: "Transport" },
      { type: "TransportRequest" },
      { type: "TransportResponse" },
    ]);
    // The service's types (classes, enums, inputs, results) where a caller looks for them: beside the client.
    file.addExportDeclaration({ moduleSpecifier: "./types.js" });

    // A type alias rather than an interface: it must be assignable to the runtime's string record. A service
    // without credential fields has none to set.
    if (model.credentials.length) file.addTypeAlias({
      isExported: true,
      name: credentialsName,
      docs: [`Credentials of ${model.name}, set once on the client and sent as each operation's credential fields.`],
      type: `{\n${model.credentials
        .map((name) => {
          const fields = model.operations.flatMap((op) => op.fields.filter((f) => f.credential === name).map((f) => f.wireName));
          return `/** Sent as ${[...new Set(fields)].map((f) => `\`${f}\``).join(" or ")}. */\nreadonly ${name}?: string | undefined;`;
        })
        .join("\n")}\n}`,
    });
    // Every SOAP header any operation reads, set once on the client for the operations that read it.
    const sentHeaders = model.headers.filter((h) => model.operations.some((op) => requestHeaders(op).some((u) => u.header === h)));
    const headersName = model.tsNames.headers;
    if (sentHeaders.length) {
      file.addInterface({
        isExported: true,
        name: headersName,
        docs: [`SOAP headers of ${model.name} a client can set once: each is sent with every call of an operation that reads it (a call's own \`headers\` win).`],
        properties: sentHeaders.map((h) => ({
          name: model.operations.flatMap((op) => op.headers).find((u) => u.header === h)!.tsName,
          isReadonly: true,
          hasQuestionToken: true,
          type: `${classTypeName(h.type, "input")} | undefined`,
          docs: [docText(h.documentation, `Sent as \`<${h.name}>\` in the SOAP header of: ${model.operations.filter((op) => requestHeaders(op).some((u) => u.header === h)).map((op) => op.wire.messageName).join(", ")}.`)],
        })),
      });
    }
    file.addInterface({
      isExported: true,
      name: optionsName,
      typeParameters: [{ name: "B", constraint: serviceBindingsTypeText(model) }],
      extends: [`Omit<ClientOptions<B>, "credentials" | "headers">`],
      docs: [`Options of {@link ${className}}.`],
      properties: [
        ...(model.credentials.length ? [{ name: "credentials", isReadonly: true, hasQuestionToken: true, type: `${credentialsName} | undefined` }] : []),
        ...(sentHeaders.length
          ? [{ name: "headers", isReadonly: true, hasQuestionToken: true, type: `${headersName} | undefined`, docs: ["SOAP headers sent with every call of an operation that reads them."] }]
          : []),
      ],
    });
    // Type guards of the fault details: a fault of another generated package's client counts too.
    for (const f of model.faults) {
      file.addFunction({
        isExported: true,
        name: f.guardName,
        docs: [docText(`Whether a call failed with a SOAP fault whose detail is a {@link ${classTypeName(f.type)}}; \`error.detailValue.value\` then holds it.`)],
        parameters: [{ name: "error", type: "unknown" }],
        returnType: `error is SoapFaultError & { readonly detailValue: { readonly type: ${JSON.stringify(f.name)}; readonly value: ${classTypeName(f.type)} } }`,
        statements: [`return error instanceof SoapFaultError && error.detailValue?.type === ${JSON.stringify(f.name)};`],
      });
    }
    // An operation's fault headers ([SoapHeader(Direction = Fault)]): its guard types what the fault carried.
    for (const op of model.operations) {
      if (!op.faultGuardName) continue;
      file.addFunction({
        isExported: true,
        name: op.faultGuardName,
        docs: [docText(`Whether a call of ${op.wire.messageName} failed with a SOAP fault; \`error.headers\` then holds the SOAP headers the fault carried (${faultHeaders(op).map((h) => `\`${h.header.name}\``).join(", ")}), each present when the service set it.`)],
        parameters: [{ name: "error", type: "unknown" }],
        // Omit: SoapFaultError's own `headers` is a record of any name, which would let any name through.
        returnType: `error is Omit<SoapFaultError, "headers"> & { readonly headers: ${faultHeadersTypeName(op)} }`,
        statements: [`return error instanceof SoapFaultError && error.operation === ${JSON.stringify(op.wire.messageName)} && error.headers !== undefined;`],
      });
    }

    const cls = file.addClass({
      isExported: true,
      name: className,
      typeParameters: [{ name: "B", constraint: serviceBindingsTypeText(model), default: '"soap11"' }],
      docs: [
        docText(
          model.documentation,
          `Typed client of the ${model.name} web service. Every call goes over the client's binding (SOAP 1.1 unless \`binding\` says otherwise) or the one a call asks for, to \`endpoint\` (https by default).`,
          errorsDoc(model),
          `@example\n${clientExample(model)}`,
        ),
      ],
    });
    cls.addProperty({ name: "binding", isReadonly: true, type: "B", docs: ["The binding every call uses unless the call overrides it."] });
    cls.addProperty({ name: "#core", isReadonly: true, type: `AsmxClientCore<${model.tsNames.operations}, B>` });
    cls.addConstructor({
      parameters: [{ name: "options", type: `${optionsName}<B>`, initializer: "{}" }],
      statements: [`this.#core = new AsmxClientCore(${descriptorConstName(model)}, options);`, "this.binding = this.#core.binding;"],
    });
    // One insertion: ts-morph re-parses the file on every insertion, which made many operations quadratic.
    cls.addMethods(
      model.operations.map((op) => {
      const binding = bindingsTypeText(op);
      const restricted = binding !== serviceBindingsTypeText(model);
      const doc = operationDoc(op);
      return {
        name: op.tsName,
        docs: doc ? [doc] : [],
        parameters: [
          ...(restricted ? [{ name: "this", type: `${className}<${binding}>` }] : []),
          // An operation whose fields may all be omitted (credentials come from the client) takes no input.
          { name: "input", type: inputTypeName(op), ...(allOptional(op) ? { initializer: "{}" } : {}) },
          {
            name: "options",
            type: requestHeaders(op).length ? `CallOptions<${binding}, ${requestHeadersTypeName(op)}>` : `CallOptions<${binding}>`,
            hasQuestionToken: true,
          },
        ],
        returnType: `Promise<${outcomeTypeName(op)}>`,
        statements: [`return this.#core.call(${JSON.stringify(op.wire.messageName)}, input, options);`],
      };
      }),
    );
    return [{ path: "src/client.ts", content: finishedText(file) }];
  },
};
