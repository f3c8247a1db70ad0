/**
 * Plain data (the service descriptor) as a TypeScript literal in exactly prettier's form, without running
 * prettier over it: an object or array on one line when it fits in the print width (prettier keeps an
 * object written on one line so), else one key or item per line; an array of two or more objects of two
 * or more keys always one per line, as prettier breaks it. prettier took seconds over the descriptor of a 1,000-operation
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
  if (typeof value !== "object") throw new Unsure();
  // The `,` or `;` after the value counts on its line.
  const flat = oneLine(value);
  if (flat !== undefined && prefix + flat.length + 1 <= PRINT_WIDTH) return flat;
  if (Array.isArray(value)) return printArray(value, indent, prefix);
  return printObject(value as Record<string, unknown>, indent);
}

/** prettier breaks an array of two or more elements that are all objects of two or more keys. */
function alwaysBroken(items: readonly unknown[]): boolean {
  return (
    items.length > 1 &&
    items.every((v) => v !== null && typeof v === "object" && Object.keys(v).length > 1)
  );
}

/** The value on one line, as prettier prints it when it fits; undefined when prettier would break it anyway. */
function oneLine(value: unknown): string | undefined {
  if (value === null || typeof value !== "object") return print(value, 0, 0);
  if (Array.isArray(value)) {
    // Arrays of arrays prettier may join up.
    if (value.some(Array.isArray)) throw new Unsure();
    if (alwaysBroken(value)) return undefined;
    const items = value.map(oneLine);
    return items.every((i) => i !== undefined) ? `[${items.join(", ")}]` : undefined;
  }
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return "{}";
  const parts: string[] = [];
  for (const [key, v] of entries) {
    if (!IDENTIFIER.test(key) || key === "__proto__") throw new Unsure();
    const text = oneLine(v);
    if (text === undefined) return undefined;
    parts.push(`${key}: ${text}`);
  }
  return `{ ${parts.join(", ")} }`;
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
  // Arrays of arrays prettier may join up.
  if (!simple && !items.every((v) => v !== null && typeof v === "object" && !Array.isArray(v))) throw new Unsure();
  // prettier fills number arrays (several per line) rather than breaking them one per line.
  if (simple && items.length > 1 && items.every((v) => typeof v === "number")) throw new Unsure();
  const pad = " ".repeat(indent + 2);
  let text = "[\n";
  for (const v of items) {
    const line = `${pad}${print(v, indent + 2, indent + 2)},`;
    if (!line.includes("\n") && line.length > PRINT_WIDTH) throw new Unsure();
    text += `${line}\n`;
  }
  return `${text}${" ".repeat(indent)}]`;
}
