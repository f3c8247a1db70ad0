/**
 * Plain data (the service descriptor) as a TypeScript literal in exactly prettier's form, without running
 * prettier over it: objects one key per line, arrays of simple values on one line when they fit in the
 * print width, else one item per line. prettier took seconds over the descriptor of a 1,000-operation
 * service. Values it is not sure to print as prettier does (strings with quotes or escapes, other number
 * forms, keys that need quotes, number arrays too long for a line) give undefined: the caller lets prettier
 * format the file. test/generator/data-literal.test.ts holds it to prettier's output.
 */
const PRINT_WIDTH = 120;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const INTEGER = /^-?\d{1,15}$/;

class Unsure extends Error {}

/**
 * `value` printed at an indentation of `indent` spaces, after `prefix` characters on its first line (for
 * the fits rule of one-line arrays; the property's `,` counts as one more).
 */
export function dataLiteral(value: unknown, indent: number, prefix: number): string | undefined {
  try {
    return print(value, indent, prefix);
  } catch (error) {
    if (error instanceof Unsure) return undefined;
    throw error;
  }
}

function print(value: unknown, indent: number, prefix: number): string {
  if (value === null) return "null";
  if (typeof value === "boolean") return String(value);
  if (typeof value === "number") {
    const text = String(value);
    if (!INTEGER.test(text)) throw new Unsure();
    return text;
  }
  if (typeof value === "string") {
    if (/["\\\n\r\u2028\u2029]|[\u0000-\u001f]/.test(value)) throw new Unsure();
    return `"${value}"`;
  }
  if (Array.isArray(value)) return printArray(value, indent, prefix);
  if (typeof value === "object") return printObject(value as Record<string, unknown>, indent);
  throw new Unsure();
}

function printObject(record: Record<string, unknown>, indent: number): string {
  const entries = Object.entries(record).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return "{}";
  const pad = " ".repeat(indent + 2);
  let text = "{\n";
  for (const [key, v] of entries) {
    // `__proto__` needs a computed key (object-key.ts), which the JSON path writes.
    if (!IDENTIFIER.test(key) || key === "__proto__") throw new Unsure();
    const line = `${pad}${key}: ${print(v, indent + 2, indent + 2 + key.length + 2)},`;
    // A line over the width would have prettier weigh breaking after the colon: not worth matching.
    if (!line.includes("\n") && line.length > PRINT_WIDTH) throw new Unsure();
    text += `${line}\n`;
  }
  return `${text}${" ".repeat(indent)}}`;
}

function printArray(items: readonly unknown[], indent: number, prefix: number): string {
  if (items.length === 0) return "[]";
  const simple = items.every((v) => v === null || typeof v !== "object");
  // Objects keep their broken form, so an array of them breaks; arrays of arrays prettier may join up.
  if (!simple && !items.every((v) => v !== null && typeof v === "object" && !Array.isArray(v))) throw new Unsure();
  if (simple) {
    const flat = `[${items.map((v) => print(v, 0, 0)).join(", ")}]`;
    // The property's "," follows the array on the line.
    if (prefix + flat.length + 1 <= PRINT_WIDTH) return flat;
    // prettier fills number arrays (several per line) rather than breaking them one per line.
    if (items.length > 1 && items.every((v) => typeof v === "number")) throw new Unsure();
  }
  const pad = " ".repeat(indent + 2);
  let text = "[\n";
  for (const v of items) {
    const line = `${pad}${print(v, indent + 2, indent + 2)},`;
    if (!line.includes("\n") && line.length > PRINT_WIDTH) throw new Unsure();
    text += `${line}\n`;
  }
  return `${text}${" ".repeat(indent)}]`;
}
