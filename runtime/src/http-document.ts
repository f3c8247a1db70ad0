/**
 * The values of HTTP GET/POST documents whose .NET type maps otherwise than the value's data type (lab
 * data-type-results, param-forms): a time of day or a date travels there as a whole DateTime, a byte[] parameter
 * as its bytes. The client reaches
 * these only through the descriptor's `httpDocument` codec (httpDocumentCodec), named by a service with such
 * results, time-of-day values or byte[] HTTP parameters, so that a bundle of another service holds none of this.
 */
import type { ChoiceType, ValueType } from "./descriptor.js";
import { shownText } from "./text/shown.js";
import { valueText } from "./soap/value-writer.js";
import type { HttpDocumentCodec } from "./soap/codecs.js";
import { checkedDateTime, ValueFormatError } from "./values.js";
import { readTime } from "./text/string-data-types.js";

/**
 * A result's value as its HTTP GET/POST document carries it (OperationDescriptor.httpResult): ASMX writes that
 * document by XmlSerializer's default mapping of the .NET type (lab data-type-results), so a time of day or a
 * date is a whole DateTime there: a time text on XmlSerializer's day for one read without a date (0001-01-01),
 * a date text at midnight; a dateTime text or a Date as it is. Other values (hexBinary bytes, strings of
 * another data type) are the same value.
 */
export function httpDocumentValue(type: ValueType, value: unknown): unknown {
  if (type.kind === "choice") return choiceAsObject(type, value);
  if (type.kind === "array") return Array.isArray(value) ? value.map((v) => httpDocumentValue(type.item, v)) : value;
  if (type.kind !== "simple" || typeof value !== "string" || value.includes("T")) return value;
  const whole =
    type.type === "date" ? `${value}T00:00:00` : type.dataType === "time" ? `0001-01-01T${value}` : undefined;
  return whole === undefined ? value : (checkedDateTime(whole) ?? value);
}

/**
 * A value read from an HTTP GET/POST (a parameter, a result document) as the value of its own type, the inverse
 * of httpDocumentValue: a date read as a dateTime at midnight with no zone is that date's text, a time of day
 * read as a dateTime on 0001-01-01 that time's text; any other dateTime text stays whole (the value keeps the
 * day ASMX gave it: DateTime.Parse puts a time alone on the current day).
 */
export function fromHttpDateTime(type: ValueType, value: unknown): unknown {
  if (type.kind === "choice") return objectAsChoice(type, value);
  if (type.kind === "array") return Array.isArray(value) ? value.map((v) => fromHttpDateTime(type.item, v)) : value;
  if (type.kind !== "simple" || typeof value !== "string") return value;
  if (type.type === "date" && value.endsWith("T00:00:00")) return value.slice(0, -9);
  if (type.dataType === "time" && value.startsWith("0001-01-01T")) return readTime(value.slice(11)) ?? value;
  return value;
}

/**
 * A choice of classes alone as a result (`[return: XmlElement(typeof(A)), XmlElement(typeof(B))] object`, labs
 * choice-classes, choice-classes-result: Pick): its HTTP document is .NET's object one, `<anyType xsi:type>`, so
 * the value `{ $element, value }` is the object `{ $type, value }` of its element's class there (which that
 * document's serializer then refuses unless another result reaches the class: ASMX's 500 "was not expected").
 */
function choiceAsObject(type: ChoiceType, value: unknown): unknown {
  if (value === null || value === undefined || typeof value !== "object") return value;
  const named = (value as { $element?: unknown }).$element;
  const element = type.elements.find((e) => e.element === named);
  if (element === undefined || element.type.kind !== "complex") return value;
  return { $type: element.type.name, value: (value as { value?: unknown }).value };
}

/** The inverse of choiceAsObject: an object of one of the choice's classes is the value of its first element. */
function objectAsChoice(type: ChoiceType, value: unknown): unknown {
  if (value === null || value === undefined || typeof value !== "object") return value;
  const named = (value as { $type?: unknown }).$type;
  const element = type.elements.find((e) => e.type.kind === "complex" && e.type.name === named);
  if (element === undefined) {
    throw new ValueFormatError(
      `an object of one of the classes of the choice (${type.elements.map((e) => e.element).join(", ")})`,
      `its xsi:type is ${typeof named === "string" ? shownText(named) : "missing"}`,
    );
  }
  return { $element: element.element, value: (value as { value?: unknown }).value };
}

const HTTP_DATE_TIME = { kind: "simple", type: "dateTime" } as const;

/**
 * The texts of an HTTP GET/POST parameter (not null) of a byte[] or a time of day: a byte[] as its bytes' decimal
 * values, one each, as ASMX reads it; a time of day as the whole DateTime ASMX's reader (DateTime.Parse) takes,
 * a time text on 0001-01-01. Throws ValueFormatError.
 */
export function httpParameterTexts(type: ValueType & { kind: "simple" }, value: unknown): string[] {
  // A char as the character itself: ASMX's HTTP reader converts with Convert.ChangeType, which takes a string of
  // exactly one character (lab parameter-namespace-types PutChar.httpget: `c=A` reads as 65).
  if (type.type === "char") {
    if (typeof value !== "string" || value.length !== 1)
      throw new ValueFormatError("a string of one UTF-16 code unit (a .NET char)");
    return [value];
  }
  if (type.type === "base64Binary") {
    if (!(value instanceof Uint8Array)) throw new ValueFormatError("a Uint8Array");
    return Array.from(value, String);
  }
  return [valueText(HTTP_DATE_TIME, httpDocumentValue(type, value))];
}

/** The HTTP document codec the generated descriptor of a service that needs it names. */
export const httpDocumentCodec: HttpDocumentCodec = {
  toDocument: httpDocumentValue,
  fromDocument: fromHttpDateTime,
  parameterTexts: httpParameterTexts,
};
