import type { DataTable, XmlContentValue } from "asmx-codegen-runtime";

export type {
  DataTable,
  XmlAttributeValue,
  XmlContentValue,
  XmlElementValue,
  XmlNodeValue,
} from "asmx-codegen-runtime";

export interface Review {
  readonly text?: string | null | undefined;
  readonly additionalData?: XmlContentValue | null | undefined;
}

export interface GetReviewInput {
  readonly id: number;
}

/** GetReview's parameters as a server handler receives them (each field documented on {@link GetReviewInput}): every field present, null where the request carried no value (omitted, empty HTTP value of a nullable, or xsi:nil). */
export interface GetReviewParams {
  readonly id: number;
}

export type GetReviewResult = Review | null;

export interface ImportOrdersInput {
  readonly orders?: DataTable | null | undefined;
  readonly extra?: XmlContentValue | null | undefined;
}

/** ImportOrders's parameters as a server handler receives them (each field documented on {@link ImportOrdersInput}): every field present, null where the request carried no value (omitted, empty HTTP value of a nullable, or xsi:nil). */
export interface ImportOrdersParams {
  readonly orders: DataTable | null;
  readonly extra: XmlContentValue | null;
}

export type ImportOrdersResult = boolean;

/** What each operation of Store takes and gives, by message name: the type of its descriptor. */
export interface StoreOperations {
  GetReview: { input: GetReviewInput; output: GetReviewResult };
  ImportOrders: { input: ImportOrdersInput; output: ImportOrdersResult; bindings: "soap11" | "soap12" };
}
