export interface Channel {
  readonly id: number;
}

export interface Trigger {
  /** One element per item, no wrapper. */
  readonly channels?: readonly (Channel | null)[] | null | undefined;
  /** One element per item, no wrapper. */
  readonly names?: readonly string[] | null | undefined;
}

export interface SendInput {
  readonly trigger?: Trigger | null | undefined;
}

/** Send's parameters as a server handler receives them (each field documented on {@link SendInput}): every field present, null where the request carried no value (omitted, empty HTTP value of a nullable, or xsi:nil). */
export interface SendParams {
  readonly trigger: Trigger | null;
}

export type SendResult = string | null;

/** What each operation of Alerts takes and gives, by message name: the type of its descriptor. */
export interface AlertsOperations {
  Send: { input: SendInput; output: SendResult; bindings: "soap11" | "soap12" };
}
