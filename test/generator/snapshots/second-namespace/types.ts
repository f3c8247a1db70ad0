/** Values travel exactly as written: Gift, Sample. */
export type Kind = "Gift" | "Sample";

/** The values of {@link Kind}, by name. */
export const Kind: { readonly [Value in Kind]: Value } = { Gift: "Gift", Sample: "Sample" };

export interface Item {
  readonly description?: string | null | undefined;
  readonly kind: Kind;
}

/** The fields of Validator that its subclasses share. */
export interface ValidatorFields {}

/** A value of exactly the class Validator (not one of its subclasses). */
export interface ValidatorInstance extends ValidatorFields {
  /** Which class the value is: `xsi:type="Validator"` on the wire. */
  readonly $type: "Validator";
}

/** A value of any of the classes it stands for: Validator, Customs; `$type` tells which. */
export type Validator = ValidatorInstance | Customs;

export interface Customs extends ValidatorFields {
  /** Which class the value is: `xsi:type="Customs"` on the wire. */
  readonly $type: "Customs";
  readonly contents?: string | null | undefined;
  readonly items?: readonly (Item | null)[] | null | undefined;
}

export interface LabelRequest {
  readonly weight: number;
  readonly customs?: Customs | null | undefined;
  readonly local?: Customs | null | undefined;
}

export interface GetLabelInput {
  readonly request?: LabelRequest | null | undefined;
}

/** GetLabel's parameters as a server handler receives them (each field documented on {@link GetLabelInput}): every field present, null where the request carried no value (omitted, empty HTTP value of a nullable, or xsi:nil). */
export interface GetLabelParams {
  readonly request: LabelRequest | null;
}

export type GetLabelResult = Item | null;

export interface GetItemInput {
  readonly itemId: number;
}

/** GetItem's parameters as a server handler receives them (each field documented on {@link GetItemInput}): every field present, null where the request carried no value (omitted, empty HTTP value of a nullable, or xsi:nil). */
export interface GetItemParams {
  readonly itemId: number;
}

export type GetItemResult = Item | null;

/** What each operation of Labels takes and gives, by message name: the type of its descriptor. */
export interface LabelsOperations {
  GetLabel: { input: GetLabelInput; output: GetLabelResult; bindings: "soap11" | "soap12" };
  GetItem: { input: GetItemInput; output: GetItemResult };
}
