import { writePlansCodec, xmlNodeCodec, valueEventsCodec, type TypedServiceDescriptor } from "asmx-codegen-runtime";
import type { UserGroupOperations } from "./types.js";

/**
 * The UserGroup service as data: namespace, operations, fields in wire order, types and bindings.
 *
 * The client and server runtimes read every wire name from here.
 */
export const userGroupDescriptor: TypedServiceDescriptor<UserGroupOperations> = {
  name: "UserGroup",
  namespace: "http://schemas.microsoft.com/sharepoint/soap/directory/",
  endpoint: "https://h/_vti_bin/UserGroup.asmx",
  operations: [
    {
      name: "AddUserCollectionToGroup",
      messageName: "AddUserCollectionToGroup",
      tsName: "addUserCollectionToGroup",
      bindings: ["soap11", "soap12"],
      idempotent: true,
      requestElement: "AddUserCollectionToGroup",
      responseElement: "AddUserCollectionToGroupResponse",
      resultElement: "AddUserCollectionToGroupResult",
      soapAction: "http://schemas.microsoft.com/sharepoint/soap/directory/AddUserCollectionToGroup",
      httpPath: "/AddUserCollectionToGroup",
      httpResultElement: "",
      fields: [
        { wireName: "groupName", tsName: "groupName", type: { kind: "simple", type: "string" }, optional: true },
        { wireName: "usersInfoXml", tsName: "usersInfoXml", type: { kind: "xml", node: "XmlNode" }, optional: true },
      ],
    },
    {
      name: "GetUserInfo",
      messageName: "GetUserInfo",
      tsName: "getUserInfo",
      bindings: ["soap11", "soap12", "httpGet", "httpPost"],
      idempotent: true,
      requestElement: "GetUserInfo",
      responseElement: "GetUserInfoResponse",
      resultElement: "GetUserInfoResult",
      soapAction: "http://schemas.microsoft.com/sharepoint/soap/directory/GetUserInfo",
      httpPath: "/GetUserInfo",
      httpResultElement: "",
      fields: [
        {
          wireName: "userLoginName",
          tsName: "userLoginName",
          type: { kind: "simple", type: "string" },
          optional: true,
        },
      ],
      result: { kind: "xml", node: "XmlNode" },
    },
    {
      name: "GetChange",
      messageName: "GetChange",
      tsName: "getChange",
      bindings: ["soap11", "soap12", "httpGet", "httpPost"],
      idempotent: true,
      requestElement: "GetChange",
      responseElement: "GetChangeResponse",
      resultElement: "GetChangeResult",
      soapAction: "http://schemas.microsoft.com/sharepoint/soap/directory/GetChange",
      httpPath: "/GetChange",
      httpResultElement: "Change",
      fields: [],
      result: { kind: "complex", name: "Change" },
    },
  ],
  types: {
    Change: {
      name: "Change",
      fields: [
        { wireName: "Id", tsName: "id", type: { kind: "simple", type: "int" } },
        { wireName: "Payload", tsName: "payload", type: { kind: "xml", node: "XmlElement" }, optional: true },
      ],
    },
  },
  soapPorts: ["UserGroupSoap", "UserGroupSoap12"],
  codecs: { writePlans: writePlansCodec, xmlNode: xmlNodeCodec, valueEvents: valueEventsCodec },
};
