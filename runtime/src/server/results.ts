/**
 * A handler's result as the response body: the SOAP envelope (one line, as ASMX writes it) or the HTTP
 * GET/POST document (declaration, line break, root element in the service namespace; arrays and DataSets
 * indented as XmlSerializer and DataSet.WriteXml lay them out). Throws ValueFormatError (or the DataSet
 * codec's error) when the result does not fit its type.
 */
import { valueText, writeValueElement } from "../soap/values.js";
import { writeStructured } from "../soap/structured.js";
import type { SoapVersion } from "../soap/envelope.js";
import { isReferenceItem, ValueFormatError } from "../values.js";
import { escapeText } from "../xml/escape.js";
import type { OperationPlan } from "./plan.js";

export function soapResultBody(plan: OperationPlan, version: SoapVersion, value: unknown): string {
  const text = plan.soap[version];
  if (value === null || value === undefined) return text.empty;
  const type = plan.op.result;
  const name = plan.op.resultElement;
  if (type.kind === "simple" || type.kind === "enum") {
    const content = escapeText(valueText(type, value));
    // XmlSerializer writes an empty string as an empty element.
    return content ? `${text.open}<${name}>${content}</${name}>${text.close}` : `${text.open}<${name} />${text.close}`;
  }
  return text.open + writeValueElement(name, type, value, { nillable: false }) + text.close;
}

export function httpResultBody(plan: OperationPlan, value: unknown): string {
  const text = plan.http;
  if (value === null || value === undefined) return text.nil;
  const type = plan.op.result;
  switch (type.kind) {
    case "simple":
    case "enum": {
      const content = escapeText(valueText(type, value));
      return content ? text.open + content + text.close : text.empty;
    }
    case "array": {
      if (!Array.isArray(value)) throw new ValueFormatError("an array");
      if (value.length === 0) return text.arrayEmpty;
      const item = type.itemElement;
      let items = "";
      for (const v of value as unknown[]) {
        if (v === null || v === undefined) {
          if (!isReferenceItem(type.item))
            throw new ValueFormatError(`an array without null items (${item} is a value type)`);
          items += `\n  <${item} xsi:nil="true" />`;
        } else {
          const content = escapeText(valueText(type.item, v));
          items += content ? `\n  <${item}>${content}</${item}>` : `\n  <${item} />`;
        }
      }
      return `${text.arrayOpen}${items}\n${text.close}`;
    }
    case "dataSet":
    case "dataTable": {
      // The codec's indented layout is the exact content of a root container: it starts with the line break
      // before the schema and ends with the one before the root's end tag.
      const content = writeStructured(type, value, "indented");
      if (!content) return text.empty;
      return text.open + content + (content.endsWith("\n") ? "" : "\n") + text.close;
    }
  }
}
