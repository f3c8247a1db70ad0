export interface CustomsInfo {
  readonly contents?: string | null | undefined;
}

/** The fields of CoreCustomsInfo that its subclasses share. */
export interface CoreCustomsInfoFields {
  readonly contents?: string | null | undefined;
  readonly restrictionCommments?: string | null | undefined;
}

/** A value of exactly the class CoreCustomsInfo (not one of its subclasses). */
export interface CoreCustomsInfoInstance extends CoreCustomsInfoFields {
  /** Which class the value is: `xsi:type="CoreCustomsInfo"` on the wire. */
  readonly $type: "CoreCustomsInfo";
}

/** A value of any of the classes it stands for: CoreCustomsInfo, CoreCustomsDetail; `$type` tells which. */
export type CoreCustomsInfo = CoreCustomsInfoInstance | CoreCustomsDetail;

export interface CoreCustomsDetail extends CoreCustomsInfoFields {
  /** Which class the value is: `xsi:type="CoreCustomsDetail"` on the wire. */
  readonly $type: "CoreCustomsDetail";
  readonly detail?: string | null | undefined;
}

export interface LabelRequest {
  readonly customs?: CustomsInfo | null | undefined;
  readonly coreCustoms?: CoreCustomsInfo | null | undefined;
  readonly pinned?: CoreCustomsInfo | null | undefined;
}

export interface GetLabelInput {
  readonly request?: LabelRequest | null | undefined;
}

/** GetLabel's parameters as a server handler receives them (each field documented on {@link GetLabelInput}): every field present, null where the request carried no value (omitted, empty HTTP value of a nullable, or xsi:nil). */
export interface GetLabelParams {
  readonly request: LabelRequest | null;
}

export type GetLabelResult = boolean;

/** What each operation of Labels takes and gives, by message name: the type of its descriptor. */
export interface LabelsOperations {
  GetLabel: { input: GetLabelInput; output: GetLabelResult; bindings: "soap11" | "soap12" };
}
