import type { TypedDataSet } from "asmx-codegen-runtime";

export type { TypedDataSet } from "asmx-codegen-runtime";

/** A row of the StatusDataSetStatusRow shape: column values by column name; null where a row has no value. */
export interface StatusDataSetStatusRow {
  /** Column of type xs:guid. */
  readonly ASSN_UID: string | null;
  /** Column of type xs:string. */
  readonly NOTE: string | null;
}

export interface ReadStatusInput {
  /** Wire name `updateID`. */
  readonly updateId: string;
}

/** ReadStatus's parameters as a server handler receives them (each field documented on {@link ReadStatusInput}): every field present, null where the request carried no value (omitted, empty HTTP value of a nullable, or xsi:nil). */
export interface ReadStatusParams {
  readonly updateId: string;
}

export type ReadStatusResult = TypedDataSet<{ Status: StatusDataSetStatusRow }> | null;

export interface UpdateStatusInput {
  readonly changes?: TypedDataSet<{ Status: StatusDataSetStatusRow }> | null | undefined;
}

/** UpdateStatus's parameters as a server handler receives them (each field documented on {@link UpdateStatusInput}): every field present, null where the request carried no value (omitted, empty HTTP value of a nullable, or xsi:nil). */
export interface UpdateStatusParams {
  readonly changes: TypedDataSet<{ Status: StatusDataSetStatusRow }> | null;
}

/** What each operation of Statusing takes and gives, by message name: the type of its descriptor. */
export interface StatusingOperations {
  ReadStatus: { input: ReadStatusInput; output: ReadStatusResult; bindings: "soap11" };
  UpdateStatus: { input: UpdateStatusInput; output: void; bindings: "soap11" };
}
