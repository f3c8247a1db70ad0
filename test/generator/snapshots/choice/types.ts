/** The fields of ScheduleDefinitionOrReference that its subclasses share. */
export interface ScheduleDefinitionOrReferenceFields {}

/** A value of exactly the class ScheduleDefinitionOrReference (not one of its subclasses). */
export interface ScheduleDefinitionOrReferenceInstance extends ScheduleDefinitionOrReferenceFields {
  /** Which class the value is: `xsi:type="ScheduleDefinitionOrReference"` on the wire. */
  readonly $type: "ScheduleDefinitionOrReference";
}

/** A value of any of the classes it stands for: ScheduleDefinitionOrReference, NoSchedule, ScheduleDefinition, DailySchedule, ScheduleReference; `$type` tells which. */
export type ScheduleDefinitionOrReference =
  ScheduleDefinitionOrReferenceInstance | NoSchedule | ScheduleDefinitionInstance | DailySchedule | ScheduleReference;

/** {@link ScheduleDefinitionOrReferenceFields} as a client sends it. */
export interface ScheduleDefinitionOrReferenceFieldsInput {}

/** {@link ScheduleDefinitionOrReferenceInstance} as a client sends it. */
export interface ScheduleDefinitionOrReferenceInstanceInput extends ScheduleDefinitionOrReferenceFieldsInput {
  /** Which class the value is: `xsi:type="ScheduleDefinitionOrReference"` on the wire. */
  readonly $type: "ScheduleDefinitionOrReference";
}

/** {@link ScheduleDefinitionOrReference} as a client sends it: a decimal may also be a number, a dateTime or date also a Date (the runtime writes them as .NET does). */
export type ScheduleDefinitionOrReferenceInput =
  | ScheduleDefinitionOrReferenceInstanceInput
  | NoScheduleInput
  | ScheduleDefinitionInstanceInput
  | DailyScheduleInput
  | ScheduleReferenceInput;

export interface NoSchedule extends ScheduleDefinitionOrReferenceFields {
  /** Which class the value is: `xsi:type="NoSchedule"` on the wire. */
  readonly $type: "NoSchedule";
}

/** {@link NoSchedule} as a client sends it: a decimal may also be a number, a dateTime or date also a Date (the runtime writes them as .NET does). */
export interface NoScheduleInput extends ScheduleDefinitionOrReferenceFieldsInput {
  /** Which class the value is: `xsi:type="NoSchedule"` on the wire. */
  readonly $type: "NoSchedule";
}

/** The fields of ScheduleDefinition that its subclasses share. */
export interface ScheduleDefinitionFields extends ScheduleDefinitionOrReferenceFields {
  readonly startDateTime: string;
}

/** A value of exactly the class ScheduleDefinition (not one of its subclasses). */
export interface ScheduleDefinitionInstance extends ScheduleDefinitionFields {
  /** Which class the value is: `xsi:type="ScheduleDefinition"` on the wire. */
  readonly $type: "ScheduleDefinition";
}

/** A value of any of the classes it stands for: ScheduleDefinition, DailySchedule; `$type` tells which. */
export type ScheduleDefinition = ScheduleDefinitionInstance | DailySchedule;

/** {@link ScheduleDefinitionFields} as a client sends it. */
export interface ScheduleDefinitionFieldsInput extends ScheduleDefinitionOrReferenceFieldsInput {
  readonly startDateTime: string | Date;
}

/** {@link ScheduleDefinitionInstance} as a client sends it. */
export interface ScheduleDefinitionInstanceInput extends ScheduleDefinitionFieldsInput {
  /** Which class the value is: `xsi:type="ScheduleDefinition"` on the wire. */
  readonly $type: "ScheduleDefinition";
}

/** {@link ScheduleDefinition} as a client sends it: a decimal may also be a number, a dateTime or date also a Date (the runtime writes them as .NET does). */
export type ScheduleDefinitionInput = ScheduleDefinitionInstanceInput | DailyScheduleInput;

export interface DailySchedule extends ScheduleDefinitionFields {
  /** Which class the value is: `xsi:type="DailySchedule"` on the wire. */
  readonly $type: "DailySchedule";
  readonly daysInterval: number;
}

/** {@link DailySchedule} as a client sends it: a decimal may also be a number, a dateTime or date also a Date (the runtime writes them as .NET does). */
export interface DailyScheduleInput extends ScheduleDefinitionFieldsInput {
  /** Which class the value is: `xsi:type="DailySchedule"` on the wire. */
  readonly $type: "DailySchedule";
  readonly daysInterval: number;
}

export interface ScheduleReference extends ScheduleDefinitionOrReferenceFields {
  /** Which class the value is: `xsi:type="ScheduleReference"` on the wire. */
  readonly $type: "ScheduleReference";
  /** Wire name `ScheduleID`. */
  readonly scheduleId?: string | null | undefined;
}

/** {@link ScheduleReference} as a client sends it: a decimal may also be a number, a dateTime or date also a Date (the runtime writes them as .NET does). */
export interface ScheduleReferenceInput extends ScheduleDefinitionOrReferenceFieldsInput {
  /** Which class the value is: `xsi:type="ScheduleReference"` on the wire. */
  readonly $type: "ScheduleReference";
  /** Wire name `ScheduleID`. */
  readonly scheduleId?: string | null | undefined;
}

/** The fields of ParameterValueOrFieldReference that its subclasses share. */
export interface ParameterValueOrFieldReferenceFields {}

/** A value of exactly the class ParameterValueOrFieldReference (not one of its subclasses). */
export interface ParameterValueOrFieldReferenceInstance extends ParameterValueOrFieldReferenceFields {
  /** Which class the value is: `xsi:type="ParameterValueOrFieldReference"` on the wire. */
  readonly $type: "ParameterValueOrFieldReference";
}

/** A value of any of the classes it stands for: ParameterValueOrFieldReference, ParameterValue, ParameterFieldReference; `$type` tells which. */
export type ParameterValueOrFieldReference =
  ParameterValueOrFieldReferenceInstance | ParameterValue | ParameterFieldReference;

export interface ParameterValue extends ParameterValueOrFieldReferenceFields {
  /** Which class the value is: `xsi:type="ParameterValue"` on the wire. */
  readonly $type: "ParameterValue";
  readonly name?: string | null | undefined;
}

export interface ParameterFieldReference extends ParameterValueOrFieldReferenceFields {
  /** Which class the value is: `xsi:type="ParameterFieldReference"` on the wire. */
  readonly $type: "ParameterFieldReference";
  readonly fieldAlias?: string | null | undefined;
}

export interface Subscription {
  readonly extension?: string | null | undefined;
  readonly item?: NoSchedule | ScheduleDefinition | ScheduleReference | null | undefined;
  readonly parameterValues?: readonly (ParameterValue | ParameterFieldReference | null)[] | null | undefined;
}

/** {@link Subscription} as a client sends it: a decimal may also be a number, a dateTime or date also a Date (the runtime writes them as .NET does). */
export interface SubscriptionInput {
  readonly extension?: string | null | undefined;
  readonly item?: NoScheduleInput | ScheduleDefinitionInput | ScheduleReferenceInput | null | undefined;
  readonly parameterValues?: readonly (ParameterValue | ParameterFieldReference | null)[] | null | undefined;
}

export interface SetExecutionOptionsInput {
  readonly itemPath?: string | null | undefined;
  readonly item?: ScheduleDefinitionInput | NoScheduleInput | null | undefined;
}

/** SetExecutionOptions's parameters as a server handler receives them (each field documented on {@link SetExecutionOptionsInput}): every field present, null where the request carried no value (omitted, empty HTTP value of a nullable, or xsi:nil). */
export interface SetExecutionOptionsParams {
  readonly itemPath: string | null;
  readonly item: ScheduleDefinition | NoSchedule | null;
}

export type SetExecutionOptionsResult = Subscription | null;

/** What each operation of Reports takes and gives, by message name: the type of its descriptor. */
export interface ReportsOperations {
  SetExecutionOptions: {
    input: SetExecutionOptionsInput;
    output: SetExecutionOptionsResult;
    bindings: "soap11" | "soap12";
  };
}
