/** Values travel exactly as written: Kg, Lb. */
export type Unit = "Kg" | "Lb";

/** The values of {@link Unit}, by name. */
export const Unit: { readonly [Value in Unit]: Value } = { Kg: "Kg", Lb: "Lb" };

/** A member of the flags enum {@link Extras}. */
export type ExtrasFlag = "Insurance" | "Signature";

/** A [Flags] enum: the members that are set, in any order. On the wire a space-separated list of names in member-value order; the empty list travels as `None`. */
export type Extras = readonly ExtrasFlag[];

/** The members of {@link Extras}, by name. */
export const Extras: { readonly [Member in ExtrasFlag]: Member } = { Insurance: "Insurance", Signature: "Signature" };

/** The fields of Event that its subclasses share. */
export interface EventFields {
  readonly at: string;
}

/** Abstract class `Event` of the service. A value of any of the classes it stands for: Scan; `$type` tells which. */
export type Event = Scan;

/** {@link EventFields} as a client sends it. */
export interface EventFieldsInput {
  readonly at: string | Date;
}

/** {@link Event} as a client sends it: a decimal may also be a number, a dateTime or date also a Date (the runtime writes them as .NET does). */
export type EventInput = ScanInput;

export interface Scan extends EventFields {
  /** Which class the value is: `xsi:type="Scan"` on the wire. */
  readonly $type: "Scan";
  readonly scanner?: string | null | undefined;
}

/** {@link Scan} as a client sends it: a decimal may also be a number, a dateTime or date also a Date (the runtime writes them as .NET does). */
export interface ScanInput extends EventFieldsInput {
  /** Which class the value is: `xsi:type="Scan"` on the wire. */
  readonly $type: "Scan";
  readonly scanner?: string | null | undefined;
}

export interface Piece {
  /** An attribute. */
  readonly version: number;
  readonly weight: string | null;
  readonly unit: Unit;
  readonly extras: Extras;
  readonly events?: readonly (Event | null)[] | null | undefined;
}

/** {@link Piece} as a client sends it: a decimal may also be a number, a dateTime or date also a Date (the runtime writes them as .NET does). */
export interface PieceInput {
  /** An attribute. */
  readonly version: number;
  readonly weight: string | number | null;
  readonly unit: Unit;
  readonly extras: Extras;
  readonly events?: readonly (EventInput | null)[] | null | undefined;
}

/** Fault detail `Refused` of the service. */
export interface Refused {
  readonly code: number;
}

export interface QuoteInput {
  readonly pieces?: readonly (PieceInput | null)[] | null | undefined;
}

/** Quote's parameters as a server handler receives them (each field documented on {@link QuoteInput}): every field present, null where the request carried no value (omitted, empty HTTP value of a nullable, or xsi:nil). */
export interface QuoteParams {
  readonly pieces: readonly (Piece | null)[] | null;
}

export type QuoteResult = boolean;

/** What Quote answers: its result, its out parameters. */
export interface QuoteResponse {
  readonly result: QuoteResult;
  readonly total: string;
}

/** A typed detail of Quote's faults: thrown by its handler (ClientFault or ServerFault with `detail`), read by its client (`SoapFaultError.detailValue`). */
export type QuoteFaultDetail = { readonly type: "Refused"; readonly value: Refused };

export interface NotifyInput {
  readonly message?: string | null | undefined;
}

/** Notify's parameters as a server handler receives them (each field documented on {@link NotifyInput}): every field present, null where the request carried no value (omitted, empty HTTP value of a nullable, or xsi:nil). */
export interface NotifyParams {
  readonly message: string | null;
}

/** What each operation of Shipping takes and gives, by message name: the type of its descriptor. */
export interface ShippingOperations {
  Quote: { input: QuoteInput; output: QuoteResponse; bindings: "soap11" | "soap12" };
  Notify: { input: NotifyInput; output: void };
}
