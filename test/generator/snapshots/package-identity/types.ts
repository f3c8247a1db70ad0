/** Input of GetStatus. The status of a shipment. */
export interface GetStatusInput {
  readonly trackNum?: string | null | undefined;
}

/** GetStatus's parameters as a server handler receives them (each field documented on {@link GetStatusInput}): every field present, null where the request carried no value (omitted, empty HTTP value of a nullable, or xsi:nil). */
export interface GetStatusParams {
  readonly trackNum: string | null;
}

export type GetStatusResult = string | null;

/** Input of Upload. Uploads shipments. */
export interface UploadInput {
  readonly data?: string | null | undefined;
}

/** Upload's parameters as a server handler receives them (each field documented on {@link UploadInput}): every field present, null where the request carried no value (omitted, empty HTTP value of a nullable, or xsi:nil). */
export interface UploadParams {
  readonly data: string | null;
}

export type UploadResult = string | null;

/** What each operation of Shipments takes and gives, by message name: the type of its descriptor. */
export interface ShipmentsOperations {
  GetStatus: { input: GetStatusInput; output: GetStatusResult };
  Upload: { input: UploadInput; output: UploadResult };
}
