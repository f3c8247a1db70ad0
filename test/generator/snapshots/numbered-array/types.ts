export interface GetValuesInput {}

/** GetValues's parameters as a server handler receives them (each field documented on {@link GetValuesInput}): every field present, null where the request carried no value (omitted, empty HTTP value of a nullable, or xsi:nil). */
export interface GetValuesParams {}

export type GetValuesResult = readonly (string | null)[] | null;

export interface ListItemTypesInput {}

/** ListItemTypes's parameters as a server handler receives them (each field documented on {@link ListItemTypesInput}): every field present, null where the request carried no value (omitted, empty HTTP value of a nullable, or xsi:nil). */
export interface ListItemTypesParams {}

export type ListItemTypesResult = readonly (string | null)[] | null;

/** What each operation of Reports takes and gives, by message name: the type of its descriptor. */
export interface ReportsOperations {
  GetValues: { input: GetValuesInput; output: GetValuesResult };
  ListItemTypes: { input: ListItemTypesInput; output: ListItemTypesResult };
}
