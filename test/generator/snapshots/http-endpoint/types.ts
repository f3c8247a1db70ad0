export interface EchoInput {
  readonly text?: string | null | undefined;
}

/** Echo's parameters as a server handler receives them (each field documented on {@link EchoInput}): every field present, null where the request carried no value (omitted, empty HTTP value of a nullable, or xsi:nil). */
export interface EchoParams {
  readonly text: string | null;
}

export type EchoResult = string | null;

/** What each operation of Plain takes and gives, by message name: the type of its descriptor. */
export interface PlainOperations {
  Echo: { input: EchoInput; output: EchoResult };
}
