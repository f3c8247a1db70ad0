/**
 * Errors a generated client throws. Each says what went wrong and where; none carries the value of a
 * secret field: messages the client composes name fields and never quote a secret's value, the request
 * body is never attached, and what the server sent (a body excerpt, a fault's reason and detail) is
 * scrubbed (see redact.ts). `instanceof` recognises the errors of any generated package (see brand.ts).
 */
import { brand, isBranded } from "../brand.js";
import type { CallBinding } from "../protocol.js";

/**
 * The operation a call named, as the caller knows it: an overload's MessageName, not the .NET method name it
 * shares with its sibling (GetShipmentById, not GetShipment), so an error or a log line tells them apart.
 */
export interface CalledOperation {
  /** The name on the wire: the operation's name, or its MessageName. */
  readonly messageName: string;
  /** The client method called (`getShipmentById`). */
  readonly tsName: string;
}

/** Base class: every error the client throws is an AsmxClientError. */
export class AsmxClientError extends Error {
  /** Also true for an error of another generated package's client (each carries its own runtime copy). */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return isBranded(this, value);
  }

  /** The operation called, by its message name (an overload's MessageName): every message starts with it. */
  readonly operation: string;
  /** The client method called (`getShipmentById`). */
  readonly method: string;
  constructor(operation: CalledOperation, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "AsmxClientError";
    this.operation = operation.messageName;
    this.method = operation.tsName;
  }
}

/** The service answered with a SOAP fault (SOAP 1.1 or 1.2). */
export class SoapFaultError extends AsmxClientError {
  /** `Client`/`Server` (1.1) or `Sender`/`Receiver` (1.2), `MustUnderstand`, `VersionMismatch`, ... */
  readonly code: string;
  /** SOAP 1.2 subcode, if any. */
  readonly subcode: string | undefined;
  /**
   * The fault's reason text (faultstring), secrets sent with the call hidden. Code, subcode, reason and
   * detail are cut at 1,024 characters, `…` marking the cut, as an HttpStatusError's excerpt is.
   */
  readonly reason: string;
  /** Text of the fault's detail element, if it has content, secrets sent with the call hidden; bounded. */
  readonly detail: string | undefined;
  /**
   * The detail decoded as one of the operation's fault classes (`{ type: "CancelFault", value }`), when the
   * operation declares fault classes and the detail holds one of them: read from the whole element, not
   * from the bounded text.
   */
  readonly detailValue: { readonly type: string; readonly value: unknown } | undefined;
  /**
   * The operation's fault headers ([SoapHeader(Direction = Fault)], spec `direction: fault`) the fault's
   * soap:Header carried, read as their classes, by TypeScript name: `{}` when it carried none of them;
   * undefined for an operation that binds no fault header. The generated client's `is<Operation>Fault(error)`
   * types them.
   */
  readonly headers: Readonly<Record<string, unknown>> | undefined;
  readonly httpStatus: number;
  readonly soapVersion: "1.1" | "1.2";
  constructor(
    operation: CalledOperation,
    fault: {
      code: string;
      subcode?: string | undefined;
      reason: string;
      detail?: string | undefined;
      detailValue?: { readonly type: string; readonly value: unknown } | undefined;
      headers?: Readonly<Record<string, unknown>> | undefined;
      httpStatus: number;
      soapVersion: "1.1" | "1.2";
    },
  ) {
    super(
      operation,
      `${operation.messageName}: SOAP fault ${fault.code}${fault.subcode ? `/${fault.subcode}` : ""}: ${fault.reason}`,
    );
    this.name = "SoapFaultError";
    this.code = fault.code;
    this.subcode = fault.subcode;
    this.reason = fault.reason;
    this.detail = fault.detail;
    this.detailValue = fault.detailValue;
    this.headers = fault.headers;
    this.httpStatus = fault.httpStatus;
    this.soapVersion = fault.soapVersion;
  }

  /** The caller's request was at fault (bad input): `Client` in SOAP 1.1, `Sender` in 1.2. */
  get isClientFault(): boolean {
    return this.code === "Client" || this.code === "Sender";
  }
}

/** WCF's ExceptionDetail (includeExceptionDetailInFaults): the exception the service's code threw. */
export interface ExceptionDetail {
  readonly helpLink: string | null;
  readonly innerException: ExceptionDetail | null;
  readonly message: string | null;
  readonly stackTrace: string | null;
  /** The .NET exception type (`System.InvalidOperationException`). */
  readonly type: string | null;
}

/** What a WCF fault carries besides SOAP 1.1's fields. */
export interface WcfFaultFields {
  code: string;
  /** The namespace of the fault code's prefix (`a:TooLate` in `http://tracking.example.com/faults`). */
  codeNamespace?: string | undefined;
  reason: string;
  detail?: string | undefined;
  detailValue?: { readonly type: string; readonly value: unknown } | undefined;
  httpStatus: number;
}

/**
 * A WCF service (basicHttpBinding) answered a SOAP 1.1 fault. `code` is the local name (`Client`,
 * `ActionNotSupported`, a FaultCode's own `TooLate`), `codeNamespace` its namespace.
 */
export class WcfFaultError extends SoapFaultError {
  readonly codeNamespace: string | undefined;
  constructor(operation: CalledOperation, fault: WcfFaultFields) {
    super(operation, { ...fault, soapVersion: "1.1" });
    this.name = "WcfFaultError";
    this.codeNamespace = fault.codeNamespace;
  }
}

/**
 * A declared [FaultContract]'s fault: `detailValue` holds its detail class's name (`type`) and the detail read
 * by the DataContract reader (`value`). The generated client's guards (`isCancelFault(error)`) narrow it.
 */
export class FaultContractError extends WcfFaultError {
  declare readonly detailValue: { readonly type: string; readonly value: unknown };
  constructor(
    operation: CalledOperation,
    fault: WcfFaultFields & { detailValue: { readonly type: string; readonly value: unknown } },
  ) {
    super(operation, fault);
    this.name = "FaultContractError";
  }
}

/** `a:ActionNotSupported`: no operation of the endpoint has the SOAPAction sent (a contract or address mismatch). */
export class ActionNotSupportedError extends WcfFaultError {
  constructor(operation: CalledOperation, fault: WcfFaultFields) {
    super(operation, fault);
    this.name = "ActionNotSupportedError";
  }
}

/** `a:DeserializationFailed`: the service could not read the request's body ("The formatter threw an exception..."). */
export class DeserializationFailedError extends WcfFaultError {
  constructor(operation: CalledOperation, fault: WcfFaultFields) {
    super(operation, fault);
    this.name = "DeserializationFailedError";
  }
}

/**
 * `a:InternalServiceFault`: the service's code threw. `exceptionDetail` holds the exception when the service
 * sends details (includeExceptionDetailInFaults); otherwise .NET's fixed text is the reason.
 */
export class InternalServiceFaultError extends WcfFaultError {
  readonly exceptionDetail: ExceptionDetail | undefined;
  constructor(operation: CalledOperation, fault: WcfFaultFields & { exceptionDetail?: ExceptionDetail | undefined }) {
    super(operation, fault);
    this.name = "InternalServiceFaultError";
    this.exceptionDetail = fault.exceptionDetail;
  }
}

/** The service (or something in front of it) answered with an HTTP status and body that are not a result or a fault. */
export class HttpStatusError extends AsmxClientError {
  readonly status: number;
  readonly contentType: string | undefined;
  /** The start of the response body (at most 1 KiB), secrets redacted. ASMX's HTTP GET/POST errors are plain text. */
  readonly bodyExcerpt: string;
  constructor(operation: CalledOperation, status: number, contentType: string | undefined, bodyExcerpt: string) {
    const summary = bodyExcerpt.replace(/\s+/g, " ").trim().slice(0, 200);
    super(
      operation,
      `${operation.messageName}: HTTP ${status}${contentType ? ` (${contentType})` : ""}${summary ? `: ${summary}` : ""}`,
    );
    this.name = "HttpStatusError";
    this.status = status;
    this.contentType = contentType;
    this.bodyExcerpt = bodyExcerpt;
  }
}

/** The response arrived but could not be read as this operation's result. */
export class ResponseDecodeError extends AsmxClientError {
  readonly status: number;
  constructor(operation: CalledOperation, status: number, reason: string, options?: { cause?: unknown }) {
    super(operation, `${operation.messageName}: cannot read the response (HTTP ${status}): ${reason}`, options);
    this.name = "ResponseDecodeError";
    this.status = status;
  }
}

/** The input cannot be sent: a value of the wrong type or a character XML cannot carry. Names the field. */
export class RequestEncodeError extends AsmxClientError {
  /** The value at fault: its field's wire name, and the path inside a class (`shipment.Pieces[2].Weight`). */
  readonly field: string;
  constructor(operation: CalledOperation, field: string, reason: string) {
    super(operation, `${operation.messageName}: field ${field}: ${reason}`);
    this.name = "RequestEncodeError";
    this.field = field;
  }
}

/**
 * A ScriptService (JSON) call failed: the server answered its error object, `{"Message", "StackTrace",
 * "ExceptionType"}` (HTTP 500, `jsonerror: true`). Without debug on the server, .NET sends only "There was
 * an error processing the request." and empty type and stack. Message and type are scrubbed and bounded.
 */
export class ScriptServiceError extends AsmxClientError {
  /** The error's Message. */
  readonly reason: string;
  /** The .NET exception type the server names (`System.InvalidOperationException`), "" when hidden. */
  readonly exceptionType: string;
  readonly httpStatus: number;
  constructor(operation: CalledOperation, httpStatus: number, reason: string, exceptionType: string) {
    super(operation, `${operation.messageName}: ${exceptionType ? `${exceptionType}: ` : ""}${reason}`);
    this.name = "ScriptServiceError";
    this.reason = reason;
    this.exceptionType = exceptionType;
    this.httpStatus = httpStatus;
  }
}

/** The operation is not offered on the binding asked for. */
export class BindingNotOfferedError extends AsmxClientError {
  readonly binding: CallBinding;
  readonly offered: readonly CallBinding[];
  constructor(operation: CalledOperation, binding: CallBinding, offered: readonly CallBinding[]) {
    super(
      operation,
      `${operation.messageName} is not offered over ${binding}; it is offered over ${offered.join(", ")}`,
    );
    this.name = "BindingNotOfferedError";
    this.binding = binding;
    this.offered = offered;
  }
}

/** No complete response within the time limit. */
export class TimeoutError extends AsmxClientError {
  readonly timeoutMs: number;
  constructor(operation: CalledOperation, timeoutMs: number) {
    super(operation, `${operation.messageName}: no response within ${timeoutMs} ms`);
    this.name = "TimeoutError";
    this.timeoutMs = timeoutMs;
  }
}

/** The caller aborted the call through its AbortSignal. */
export class AbortedError extends AsmxClientError {
  constructor(operation: CalledOperation, options?: { cause?: unknown }) {
    super(operation, `${operation.messageName}: aborted by the caller`, options);
    this.name = "AbortError";
  }
}

/** The connection failed (refused, reset, DNS, TLS) before a response arrived. */
export class NetworkError extends AsmxClientError {
  constructor(operation: CalledOperation, reason: string, options?: { cause?: unknown }) {
    super(operation, `${operation.messageName}: network error: ${reason}`, options);
    this.name = "NetworkError";
  }
}

brand(AsmxClientError, "AsmxClientError");
brand(SoapFaultError, "SoapFaultError");
brand(WcfFaultError, "WcfFaultError");
brand(FaultContractError, "FaultContractError");
brand(ActionNotSupportedError, "ActionNotSupportedError");
brand(DeserializationFailedError, "DeserializationFailedError");
brand(InternalServiceFaultError, "InternalServiceFaultError");
brand(HttpStatusError, "HttpStatusError");
brand(ResponseDecodeError, "ResponseDecodeError");
brand(RequestEncodeError, "RequestEncodeError");
brand(BindingNotOfferedError, "BindingNotOfferedError");
brand(ScriptServiceError, "ScriptServiceError");
brand(TimeoutError, "TimeoutError");
brand(AbortedError, "AbortedError");
brand(NetworkError, "NetworkError");
