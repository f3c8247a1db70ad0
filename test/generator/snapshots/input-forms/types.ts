export interface Money {
  readonly amount: string;
  readonly currency?: string | null | undefined;
}

/** {@link Money} as a client sends it: a decimal may also be a number, a dateTime or date also a Date (the runtime writes them as .NET does). */
export interface MoneyInput {
  readonly amount: string | number;
  readonly currency?: string | null | undefined;
}

export interface Line {
  readonly sku?: string | null | undefined;
  readonly price?: Money | null | undefined;
  readonly due: string | null;
}

/** {@link Line} as a client sends it: a decimal may also be a number, a dateTime or date also a Date (the runtime writes them as .NET does). */
export interface LineInput {
  readonly sku?: string | null | undefined;
  readonly price?: MoneyInput | null | undefined;
  readonly due: string | Date | null;
}

export interface Note {
  readonly text?: string | null | undefined;
}

/** SOAP header `Stamp` of the service. */
export interface Stamp {
  readonly at: string;
}

/** {@link Stamp} as a client sends it: a decimal may also be a number, a dateTime or date also a Date (the runtime writes them as .NET does). */
export interface StampInput {
  readonly at: string | Date;
}

export interface PlaceOrderInput {
  readonly lines?: readonly (LineInput | null)[] | null | undefined;
  readonly note?: Note | null | undefined;
  readonly total: string | number;
}

/** PlaceOrder's parameters as a server handler receives them (each field documented on {@link PlaceOrderInput}): every field present, null where the request carried no value (omitted, empty HTTP value of a nullable, or xsi:nil). */
export interface PlaceOrderParams {
  readonly lines: readonly (Line | null)[] | null;
  readonly note: Note | null;
  readonly total: string;
}

export type PlaceOrderResult = readonly (Line | null)[] | null;

/** The SOAP headers PlaceOrder reads. */
export interface PlaceOrderRequestHeaders {
  readonly stamp?: StampInput | undefined;
}

/** What each operation of Orders takes and gives, by message name: the type of its descriptor. */
export interface OrdersOperations {
  PlaceOrder: {
    input: PlaceOrderInput;
    output: PlaceOrderResult;
    bindings: "soap11" | "soap12";
    headers: PlaceOrderRequestHeaders;
  };
}
