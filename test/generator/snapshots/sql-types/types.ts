export interface PaymentMethod {
  readonly name?: string | null | undefined;
  readonly merchantId: Uint8Array | null;
  readonly note: string | null;
}

export interface SavePaymentMethodInput {
  readonly method?: PaymentMethod | null | undefined;
}

/** SavePaymentMethod's parameters as a server handler receives them (each field documented on {@link SavePaymentMethodInput}): every field present, null where the request carried no value (omitted, empty HTTP value of a nullable, or xsi:nil). */
export interface SavePaymentMethodParams {
  readonly method: PaymentMethod | null;
}

export type SavePaymentMethodResult = boolean;

/** What each operation of Store takes and gives, by message name: the type of its descriptor. */
export interface StoreOperations {
  SavePaymentMethod: { input: SavePaymentMethodInput; output: SavePaymentMethodResult; bindings: "soap11" | "soap12" };
}
