import type { XmlElementValue, XmlNodeValue } from "asmx-codegen-runtime";

export type { XmlAttributeValue, XmlElementValue, XmlNodeValue } from "asmx-codegen-runtime";

export interface Change {
  readonly id: number;
  readonly payload?: XmlElementValue | null | undefined;
}

export interface AddUserCollectionToGroupInput {
  readonly groupName?: string | null | undefined;
  readonly usersInfoXml?: XmlNodeValue | null | undefined;
}

/** AddUserCollectionToGroup's parameters as a server handler receives them (each field documented on {@link AddUserCollectionToGroupInput}): every field present, null where the request carried no value (omitted, empty HTTP value of a nullable, or xsi:nil). */
export interface AddUserCollectionToGroupParams {
  readonly groupName: string | null;
  readonly usersInfoXml: XmlNodeValue | null;
}

export interface GetUserInfoInput {
  readonly userLoginName?: string | null | undefined;
}

/** GetUserInfo's parameters as a server handler receives them (each field documented on {@link GetUserInfoInput}): every field present, null where the request carried no value (omitted, empty HTTP value of a nullable, or xsi:nil). */
export interface GetUserInfoParams {
  readonly userLoginName: string | null;
}

export type GetUserInfoResult = XmlNodeValue | null;

export interface GetChangeInput {}

/** GetChange's parameters as a server handler receives them (each field documented on {@link GetChangeInput}): every field present, null where the request carried no value (omitted, empty HTTP value of a nullable, or xsi:nil). */
export interface GetChangeParams {}

export type GetChangeResult = Change | null;

/** What each operation of UserGroup takes and gives, by message name: the type of its descriptor. */
export interface UserGroupOperations {
  AddUserCollectionToGroup: { input: AddUserCollectionToGroupInput; output: void; bindings: "soap11" | "soap12" };
  GetUserInfo: { input: GetUserInfoInput; output: GetUserInfoResult };
  GetChange: { input: GetChangeInput; output: GetChangeResult };
}
