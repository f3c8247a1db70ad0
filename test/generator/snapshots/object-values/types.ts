import type { ObjectValue } from "asmx-codegen-runtime";

export type {
  ObjectValue,
  SimpleObjectValue,
  UntypedObjectValue,
  XmlAttributeValue,
  XmlContentValue,
  XmlElementValue,
  XmlNodeValue,
} from "asmx-codegen-runtime";

/** The types a ServiceObject may hold besides simple types and untyped content, by XML type name. */
export interface ServiceObjectTypes {
  readonly Posting: Posting;
  readonly Review: Review;
  readonly Rating: Rating;
  readonly ArrayOfAnyType: readonly (ServiceObject | null)[];
  readonly ArrayOfReview: readonly (Review | null)[];
  readonly ArrayOfRating: readonly (Rating | null)[];
}

/** A value of .NET's object, which says its type on the wire with xsi:type: a simple type by its XML Schema name (`{ $type: "int", value: 5 }`), a class of the service by its name (`{ $type: "Shipment", value }`), one of its enums or array types by XML type name (`{ $type: "ArrayOfString", value: ["a"] }`), or untyped content (`{ $type: "anyType", value: { attributes, children } }`). */
export type ServiceObject = ObjectValue<ServiceObjectTypes>;

export interface Posting {
  readonly id: number;
  readonly parent?: ServiceObject | null | undefined;
}

export interface Review {
  readonly text?: string | null | undefined;
  readonly ratings?: readonly (Rating | null)[] | null | undefined;
}

export interface Rating {
  readonly stars: number;
}

export interface GetPostingInput {
  readonly id: number;
}

/** GetPosting's parameters as a server handler receives them (each field documented on {@link GetPostingInput}): every field present, null where the request carried no value (omitted, empty HTTP value of a nullable, or xsi:nil). */
export interface GetPostingParams {
  readonly id: number;
}

export type GetPostingResult = Posting | null;

export interface GetImagesInput {
  readonly item?: string | null | undefined;
}

/** GetImages's parameters as a server handler receives them (each field documented on {@link GetImagesInput}): every field present, null where the request carried no value (omitted, empty HTTP value of a nullable, or xsi:nil). */
export interface GetImagesParams {
  readonly item: string | null;
}

export type GetImagesResult = readonly (ServiceObject | null)[] | null;

export interface GetReviewsInput {
  readonly item: number;
}

/** GetReviews's parameters as a server handler receives them (each field documented on {@link GetReviewsInput}): every field present, null where the request carried no value (omitted, empty HTTP value of a nullable, or xsi:nil). */
export interface GetReviewsParams {
  readonly item: number;
}

export type GetReviewsResult = readonly (Review | null)[] | null;

export interface DescribeInput {
  readonly value?: ServiceObject | null | undefined;
}

/** Describe's parameters as a server handler receives them (each field documented on {@link DescribeInput}): every field present, null where the request carried no value (omitted, empty HTTP value of a nullable, or xsi:nil). */
export interface DescribeParams {
  readonly value: ServiceObject | null;
}

export type DescribeResult = string | null;

/** What each operation of Store takes and gives, by message name: the type of its descriptor. */
export interface StoreOperations {
  GetPosting: { input: GetPostingInput; output: GetPostingResult };
  GetImages: { input: GetImagesInput; output: GetImagesResult; bindings: "soap11" | "soap12" };
  GetReviews: { input: GetReviewsInput; output: GetReviewsResult };
  Describe: { input: DescribeInput; output: DescribeResult; bindings: "soap11" | "soap12" };
}
