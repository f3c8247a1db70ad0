import type { DataSet } from "asmx-codegen-runtime";

export type { DataSet } from "asmx-codegen-runtime";

/** Values travel exactly as written: Small, Large. */
export type Size = "Small" | "Large";

/** The values of {@link Size}, by name. */
export const Size: { readonly [Value in Size]: Value } = { Small: "Small", Large: "Large" };

/** A member of the flags enum {@link Extras}. */
export type ExtrasFlag = "Tracked" | "Insured";

/** A [Flags] enum: the members that are set, in any order. On the wire a space-separated list of names in member-value order; the empty list travels as `None`. */
export type Extras = readonly ExtrasFlag[];

/** The members of {@link Extras}, by name. */
export const Extras: { readonly [Member in ExtrasFlag]: Member } = { Tracked: "Tracked", Insured: "Insured" };

/** The fields of Item that its subclasses share. */
export interface ItemFields {
  readonly id: bigint;
  readonly key: string;
}

/** A value of exactly the class Item (not one of its subclasses). */
export interface ItemInstance extends ItemFields {
  /** Which class the value is: `xsi:type="Item"` on the wire. */
  readonly $type: "Item";
}

/** A value of any of the classes it stands for: Item, Letter, Parcel; `$type` tells which. */
export type Item = ItemInstance | Letter | Parcel;

/** {@link ItemFields} as a client sends it. */
export interface ItemFieldsInput {
  readonly id: bigint;
  readonly key: string;
}

/** {@link ItemInstance} as a client sends it. */
export interface ItemInstanceInput extends ItemFieldsInput {
  /** Which class the value is: `xsi:type="Item"` on the wire. */
  readonly $type: "Item";
}

/** {@link Item} as a client sends it: a decimal may also be a number, a dateTime or date also a Date (the runtime writes them as .NET does). */
export type ItemInput = ItemInstanceInput | LetterInput | ParcelInput;

export interface Letter extends ItemFields {
  /** Which class the value is: `xsi:type="Letter"` on the wire. */
  readonly $type: "Letter";
  readonly stamp: string;
}

/** {@link Letter} as a client sends it: a decimal may also be a number, a dateTime or date also a Date (the runtime writes them as .NET does). */
export interface LetterInput extends ItemFieldsInput {
  /** Which class the value is: `xsi:type="Letter"` on the wire. */
  readonly $type: "Letter";
  readonly stamp: string;
}

export interface Parcel extends ItemFields {
  /** Which class the value is: `xsi:type="Parcel"` on the wire. */
  readonly $type: "Parcel";
  readonly weight: string | null;
  readonly size?: Size | null | undefined;
  readonly extras: Extras;
  readonly photo?: Uint8Array | null | undefined;
  readonly sentAt: string;
}

/** {@link Parcel} as a client sends it: a decimal may also be a number, a dateTime or date also a Date (the runtime writes them as .NET does). */
export interface ParcelInput extends ItemFieldsInput {
  /** Which class the value is: `xsi:type="Parcel"` on the wire. */
  readonly $type: "Parcel";
  readonly weight: string | number | null;
  readonly size?: Size | null | undefined;
  readonly extras: Extras;
  readonly photo?: Uint8Array | null | undefined;
  readonly sentAt: string | Date;
}

export interface SendInput {
  readonly item?: ItemInput | null | undefined;
}

/** Send's parameters as a server handler receives them (each field documented on {@link SendInput}): every field present, null where the request carried no value (omitted, empty HTTP value of a nullable, or xsi:nil). */
export interface SendParams {
  readonly item: Item | null;
}

export type SendResult = Item | null;

export interface LookupInput {
  readonly id: bigint;
  readonly sizes?: readonly Size[] | null | undefined;
}

/** Lookup's parameters as a server handler receives them (each field documented on {@link LookupInput}): every field present, null where the request carried no value (omitted, empty HTTP value of a nullable, or xsi:nil). */
export interface LookupParams {
  readonly id: bigint;
  readonly sizes: readonly Size[] | null;
}

export type LookupResult = Size;

export interface ReportInput {}

/** Report's parameters as a server handler receives them (each field documented on {@link ReportInput}): every field present, null where the request carried no value (omitted, empty HTTP value of a nullable, or xsi:nil). */
export interface ReportParams {}

export type ReportResult = DataSet | null;

export interface SplitInput {
  readonly count: number;
}

/** Split's parameters as a server handler receives them (each field documented on {@link SplitInput}): every field present, null where the request carried no value (omitted, empty HTTP value of a nullable, or xsi:nil). */
export interface SplitParams {
  readonly count: number;
}

/** What Split answers: its out parameters. */
export interface SplitResponse {
  readonly rest: number;
}

/** What each operation of Parcels takes and gives, by message name: the type of its descriptor. */
export interface ParcelsOperations {
  Send: { input: SendInput; output: SendResult; bindings: "soap11" | "soap12" | "json" };
  Lookup: { input: LookupInput; output: LookupResult };
  Report: { input: ReportInput; output: ReportResult };
  Split: { input: SplitInput; output: SplitResponse; bindings: "soap11" | "soap12" };
}
