export interface ImageData {
  /** An attribute. */
  readonly partNumber: number;
  /** The element's text ([XmlText]). */
  readonly value?: string | null | undefined;
}

export interface GetImagesInput {}

/** GetImages's parameters as a server handler receives them (each field documented on {@link GetImagesInput}): every field present, null where the request carried no value (omitted, empty HTTP value of a nullable, or xsi:nil). */
export interface GetImagesParams {}

export type GetImagesResult = readonly (ImageData | null)[] | null;

/** What each operation of Labels takes and gives, by message name: the type of its descriptor. */
export interface LabelsOperations {
  GetImages: { input: GetImagesInput; output: GetImagesResult };
}
