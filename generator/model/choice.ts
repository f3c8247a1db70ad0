/** What every emitter asks of a choice of elements, whichever picks the element (see ChoiceTypeModel). */
import type { ChoiceElementModel, ChoiceTypeModel, TypeModel, ValueChoiceElementModel } from "./types.js";

/** The choice's elements, each with the type of the value it carries. */
export function choiceElements(choice: ChoiceTypeModel): { readonly element: string; readonly type: TypeModel }[] {
  return choice.by === "class"
    ? choice.elements.map((e) => ({ element: e.element, type: { kind: "complex", complex: e.type } }))
    : choice.elements.map((e) => ({ element: e.element, type: e.type }));
}

/** The .NET member's type name: a class, a simple type or object. */
export function choiceDeclaredName(choice: ChoiceTypeModel): string {
  if (choice.by === "class") return choice.declared.name;
  return choice.declared.kind === "simple" ? choice.declared.simple.name : "object";
}

/** The name of the type an element of a choice carries (a class's or a simple type's). */
export function choiceElementTypeName(e: ChoiceElementModel | ValueChoiceElementModel): string {
  if ("kind" in e.type) return e.type.kind === "simple" ? e.type.simple.name : e.type.complex.name;
  return e.type.name;
}

/**
 * The global element of a bare method's parameter (ParameterStyle = Bare): its own, and for a choice its first
 * element's with that element's type: ASMX's part names only the first (`<wsdl:part name="value" element="tns:A" />`),
 * the other elements are not in the WSDL, yet all are read (lab choice-results, ChoiceBare).
 */
export function bareElementOf(field: { readonly wireName: string; readonly type: TypeModel }): { readonly element: string; readonly type: TypeModel } {
  return field.type.kind === "choice" ? choiceElements(field.type)[0]! : { element: field.wireName, type: field.type };
}
