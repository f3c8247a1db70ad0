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

export interface GetLabelInput {
  readonly request?: LabelRequest | null | undefined;
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
