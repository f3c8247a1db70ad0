/**
 * Which classes have an input form beside their own. A value a client sends may give a decimal as a number
 * and a dateTime or date as a Date (the runtime writes each as .NET does); a value read is exact text. A
 * class holding such a field (itself, through its fields' classes and arrays, or anywhere in its hierarchy:
 * a base's fields are its subclasses', and a value of a base may be any of them) so has two TypeScript forms,
 * the one read and the one sent. Fault details are only ever read back, so they keep one form.
 */
import type { ComplexTypeModel, TypeModel } from "./types.js";

/** The simple types an input takes in a second form: a number for a decimal, a Date for a dateTime or date. */
const CONVENIENT = new Set(["decimal", "dateTime", "date"]);

/** Sets `inputForm` on every class that needs one (classes of the role "type" and "header"). */
export function markInputForms(classes: readonly ComplexTypeModel[]): void {
  const candidates = classes.filter((c) => c.role !== "fault");
  const marked = new Set<ComplexTypeModel>();
  const needs = (type: TypeModel): boolean => {
    switch (type.kind) {
      case "simple":
        return CONVENIENT.has(type.simple.name);
      case "array":
        return needs(type.item);
      case "complex":
        return marked.has(type.complex);
      case "choice":
        return type.by === "class" ? type.elements.some((e) => marked.has(e.type)) : type.elements.some((e) => needs(e.type));
      default:
        return false;
    }
  };
  const ownFields = (c: ComplexTypeModel) => [...c.attributes, ...c.fields, ...(c.text ? [c.text] : [])];
  // To a fixed point: a class's need may come from a class declared after it, or from itself.
  for (let changed = true; changed; ) {
    changed = false;
    for (const c of candidates) {
      if (marked.has(c) || !ownFields(c).some((f) => needs(f.type))) continue;
      for (const member of hierarchyOf(c)) {
        if (member.role === "fault" || marked.has(member)) continue;
        marked.add(member);
        changed = true;
      }
    }
  }
  for (const c of marked) (c as { inputForm: boolean }).inputForm = true;
}

/** Every class of the hierarchy `c` belongs to: its root and all that derive from it. */
function hierarchyOf(c: ComplexTypeModel): ComplexTypeModel[] {
  let root = c;
  while (root.base) root = root.base;
  const all: ComplexTypeModel[] = [];
  const walk = (t: ComplexTypeModel): void => {
    all.push(t);
    t.derived.forEach(walk);
  };
  walk(root);
  return all;
}
