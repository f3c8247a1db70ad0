import {
  writePlansCodec,
  xmlNodeCodec,
  qualifiedNameCodec,
  timesCodec,
  objectCodec,
  valueEventsCodec,
  type TypedServiceDescriptor,
} from "asmx-codegen-runtime";
import type { StoreOperations } from "./types.js";

/**
 * The Store service as data: namespace, operations, fields in wire order, types and bindings.
 *
 * The client and server runtimes read every wire name from here.
 */
export const storeDescriptor: TypedServiceDescriptor<StoreOperations> = {
  name: "Store",
  namespace: "http://store.example.com/",
  endpoint: "https://h/Store.asmx",
  operations: [
    {
      name: "GetPosting",
      messageName: "GetPosting",
      tsName: "getPosting",
      bindings: ["soap11", "soap12", "httpGet", "httpPost"],
      idempotent: true,
      requestElement: "GetPosting",
      responseElement: "GetPostingResponse",
      resultElement: "GetPostingResult",
      soapAction: "http://store.example.com/GetPosting",
      httpPath: "/GetPosting",
      httpResultElement: "Posting",
      fields: [{ wireName: "id", tsName: "id", type: { kind: "simple", type: "int" } }],
      result: { kind: "complex", name: "Posting" },
    },
    {
      name: "GetImages",
      messageName: "GetImages",
      tsName: "getImages",
      bindings: ["soap11", "soap12"],
      idempotent: true,
      requestElement: "GetImages",
      responseElement: "GetImagesResponse",
      resultElement: "GetImagesResult",
      soapAction: "http://store.example.com/GetImages",
      httpPath: "/GetImages",
      httpResultElement: "ArrayOfAnyType",
      fields: [{ wireName: "item", tsName: "item", type: { kind: "simple", type: "string" }, optional: true }],
      result: { kind: "array", item: { kind: "object" }, itemElement: "anyType", itemNillable: true },
    },
    {
      name: "GetReviews",
      messageName: "GetReviews",
      tsName: "getReviews",
      bindings: ["soap11", "soap12", "httpGet", "httpPost"],
      idempotent: true,
      requestElement: "GetReviews",
      responseElement: "GetReviewsResponse",
      resultElement: "GetReviewsResult",
      soapAction: "http://store.example.com/GetReviews",
      httpPath: "/GetReviews",
      httpResultElement: "ArrayOfReview",
      fields: [{ wireName: "item", tsName: "item", type: { kind: "simple", type: "int" } }],
      result: { kind: "array", item: { kind: "complex", name: "Review" }, itemElement: "Review", itemNillable: true },
    },
    {
      name: "Describe",
      messageName: "Describe",
      tsName: "describe",
      bindings: ["soap11", "soap12"],
      idempotent: true,
      requestElement: "Describe",
      responseElement: "DescribeResponse",
      resultElement: "DescribeResult",
      soapAction: "http://store.example.com/Describe",
      httpPath: "/Describe",
      httpResultElement: "string",
      fields: [{ wireName: "value", tsName: "value", type: { kind: "object" }, optional: true }],
      result: { kind: "simple", type: "string" },
    },
  ],
  types: {
    Posting: {
      name: "Posting",
      fields: [
        { wireName: "Id", tsName: "id", type: { kind: "simple", type: "int" } },
        { wireName: "Parent", tsName: "parent", type: { kind: "object" }, optional: true },
      ],
    },
    Review: {
      name: "Review",
      fields: [
        { wireName: "Text", tsName: "text", type: { kind: "simple", type: "string" }, optional: true },
        {
          wireName: "Ratings",
          tsName: "ratings",
          type: { kind: "array", item: { kind: "complex", name: "Rating" }, itemElement: "Rating", itemNillable: true },
          optional: true,
        },
      ],
    },
    Rating: { name: "Rating", fields: [{ wireName: "Stars", tsName: "stars", type: { kind: "simple", type: "int" } }] },
  },
  objectTypes: {
    ArrayOfAnyType: { kind: "array", item: { kind: "object" }, itemElement: "anyType", itemNillable: true },
    ArrayOfReview: {
      kind: "array",
      item: { kind: "complex", name: "Review" },
      itemElement: "Review",
      itemNillable: true,
    },
    ArrayOfRating: {
      kind: "array",
      item: { kind: "complex", name: "Rating" },
      itemElement: "Rating",
      itemNillable: true,
    },
  },
  soapPorts: ["StoreSoap", "StoreSoap12"],
  codecs: {
    writePlans: writePlansCodec,
    xmlNode: xmlNodeCodec,
    qualifiedName: qualifiedNameCodec,
    times: timesCodec,
    object: objectCodec,
    valueEvents: valueEventsCodec,
  },
};
