/** Values travel exactly as written: A, B. */
export type PingInput = "A" | "B";

/** The values of {@link PingInput}, by name. */
export const PingInput: { readonly [Value in PingInput]: Value } = { A: "A", B: "B" };

export interface CheckServerHealthResult {
  readonly ok: boolean;
}

export interface CheckServerHealthOperationInput {}

/** CheckServerHealth's parameters as a server handler receives them (each field documented on {@link CheckServerHealthOperationInput}): every field present, null where the request carried no value (omitted, empty HTTP value of a nullable, or xsi:nil). */
export interface CheckServerHealthOperationParams {}

export type CheckServerHealthOperationResult = CheckServerHealthResult | null;

export interface PingOperationInput {
  readonly kind: PingInput;
}

/** Ping's parameters as a server handler receives them (each field documented on {@link PingOperationInput}): every field present, null where the request carried no value (omitted, empty HTTP value of a nullable, or xsi:nil). */
export interface PingOperationParams {
  readonly kind: PingInput;
}

export type PingOperationResult = string | null;

export interface OtherInput {}

/** Other's parameters as a server handler receives them (each field documented on {@link OtherInput}): every field present, null where the request carried no value (omitted, empty HTTP value of a nullable, or xsi:nil). */
export interface OtherParams {}

export type OtherResult = number;

/** What each operation of Rentals takes and gives, by message name: the type of its descriptor. */
export interface RentalsOperations {
  CheckServerHealth: { input: CheckServerHealthOperationInput; output: CheckServerHealthOperationResult };
  Ping: { input: PingOperationInput; output: PingOperationResult };
  Other: { input: OtherInput; output: OtherResult };
}
