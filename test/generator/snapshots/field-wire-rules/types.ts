export interface Rec {
  readonly note: string | null;
  readonly count?: number | null | undefined;
  readonly values?: readonly (string | null)[] | null | undefined;
  readonly parts?: readonly Part[] | null | undefined;
  /** Wire name `INPUT-VAL`. */
  readonly inputVal?: string | null | undefined;
  readonly at: SysTime;
  readonly times?: readonly SysTime[] | null | undefined;
}

export interface Part {
  readonly id: number;
}

export interface SysTime {
  readonly hour: number;
}

export interface Call_RecInput {
  readonly rec?: Rec | null | undefined;
}

/** Call-Rec's parameters as a server handler receives them (each field documented on {@link Call_RecInput}): every field present, null where the request carried no value (omitted, empty HTTP value of a nullable, or xsi:nil). */
export interface Call_RecParams {
  readonly rec: Rec | null;
}

export type Call_RecResult = readonly Part[] | null;

export interface TotalInput {}

/** Total's parameters as a server handler receives them (each field documented on {@link TotalInput}): every field present, null where the request carried no value (omitted, empty HTTP value of a nullable, or xsi:nil). */
export interface TotalParams {}

export type TotalResult = string | null;

/** What each operation of Rules takes and gives, by message name: the type of its descriptor. */
export interface RulesOperations {
  "Call-Rec": { input: Call_RecInput; output: Call_RecResult; bindings: "soap11" | "soap12" };
  Total: { input: TotalInput; output: TotalResult };
}
