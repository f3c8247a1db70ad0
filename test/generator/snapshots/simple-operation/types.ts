/** Input of Greet. Says hello. */
export interface GreetInput {
  /** Wire name `UserID`; filled from the client's `credentials.userId` when not set. */
  readonly userId?: string | null | undefined;
  /** A secret, never logged; filled from the client's `credentials.password` when not set. */
  readonly password?: string | null | undefined;
  readonly name?: string | null | undefined;
  readonly times: number;
}

/** Greet's parameters as a server handler receives them (each field documented on {@link GreetInput}): every field present, null where the request carried no value (omitted, empty HTTP value of a nullable, or xsi:nil). */
export interface GreetParams {
  readonly userId: string | null;
  readonly password: string | null;
  readonly name: string | null;
  readonly times: number;
}

/** Result of Greet: The greeting. */
export type GreetResult = string | null;

/** What each operation of Greeter takes and gives, by message name: the type of its descriptor. */
export interface GreeterOperations {
  Greet: { input: GreetInput; output: GreetResult };
}
