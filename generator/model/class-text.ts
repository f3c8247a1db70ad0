import type { ComplexTypeModel, FieldModel } from "./types.js";

/**
 * The [XmlText] member of a class's hierarchy: its own, or a base's (lab text-inheritance: one text per
 * hierarchy, the model refuses a second). A subclass of a class with text is that text with attributes of its own.
 */
export function hierarchyText(type: ComplexTypeModel): FieldModel | undefined {
  for (let t: ComplexTypeModel | undefined = type; t; t = t.base) if (t.text) return t.text;
  return undefined;
}
