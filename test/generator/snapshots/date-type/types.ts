export interface Invoice {
  readonly invoiceDate: string;
  readonly dueDate: string;
}

/** {@link Invoice} as a client sends it: a decimal may also be a number, a dateTime or date also a Date (the runtime writes them as .NET does). */
export interface InvoiceInput {
  readonly invoiceDate: string | Date;
  readonly dueDate: string | Date;
}

export interface DueInput {
  readonly on: string | Date;
}

/** Due's parameters as a server handler receives them (each field documented on {@link DueInput}): every field present, null where the request carried no value (omitted, empty HTTP value of a nullable, or xsi:nil). */
export interface DueParams {
  readonly on: string;
}

export type DueResult = Invoice | null;

/** What each operation of Invoices takes and gives, by message name: the type of its descriptor. */
export interface InvoicesOperations {
  Due: { input: DueInput; output: DueResult };
}
