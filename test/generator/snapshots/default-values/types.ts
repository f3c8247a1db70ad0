/** Values travel exactly as written: Letter, Parcel. */
export type Shape = "Letter" | "Parcel";

/** The values of {@link Shape}, by name. */
export const Shape: { readonly [Value in Shape]: Value } = { Letter: "Letter", Parcel: "Parcel" };

export interface LabelRequest {
  readonly weightOz: number;
  readonly dateAdvance: number;
  readonly invoiceAmount: string;
  readonly shape: Shape;
  readonly mode?: string | null | undefined;
  readonly signed: boolean;
}

/** {@link LabelRequest} as a client sends it: a decimal may also be a number, a dateTime or date also a Date (the runtime writes them as .NET does). */
export interface LabelRequestInput {
  readonly weightOz: number;
  readonly dateAdvance: number;
  readonly invoiceAmount: string | number;
  readonly shape: Shape;
  readonly mode?: string | null | undefined;
  readonly signed: boolean;
}

export interface GetLabelInput {
  readonly request?: LabelRequestInput | null | undefined;
}

/** GetLabel's parameters as a server handler receives them (each field documented on {@link GetLabelInput}): every field present, null where the request carried no value (omitted, empty HTTP value of a nullable, or xsi:nil). */
export interface GetLabelParams {
  readonly request: LabelRequest | null;
}

export type GetLabelResult = string | null;

/** What each operation of Labels takes and gives, by message name: the type of its descriptor. */
export interface LabelsOperations {
  GetLabel: { input: GetLabelInput; output: GetLabelResult; bindings: "soap11" | "soap12" };
}
