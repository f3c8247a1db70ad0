#!/usr/bin/env node
/**
 * Writes a synthetic service spec of N operations (format: spec/spec.schema.json) for the generator
 * benchmark. Deterministic (seeded), and varied like a real service: shared credential fields, every
 * simple type, enums, arrays, nullable value types, DataSet parameters, string / number / array / enum /
 * DataSet / DataTable results with declared tables, SOAP-only operations, non-idempotent ones.
 *
 *   node bench/make-spec.mjs --ops 100 --out /tmp/spec-100.yaml [--seed 1]
 */
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { stringify } from "yaml";

/** A small seeded PRNG (mulberry32), so the same N always gives the same spec. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SIMPLE = [
  "string",
  "string",
  "string",
  "boolean",
  "int",
  "int",
  "long",
  "short",
  "byte",
  "unsignedByte",
  "unsignedShort",
  "unsignedInt",
  "unsignedLong",
  "decimal",
  "decimal",
  "double",
  "float",
  "dateTime",
  "dateTime",
  "base64Binary",
  "guid",
];
const VERBS = [
  "Get",
  "Find",
  "List",
  "Create",
  "Update",
  "Cancel",
  "Reserve",
  "Upload",
  "Validate",
  "Price",
  "Track",
  "Book",
];
const NOUNS = [
  "Shipment",
  "Quote",
  "Order",
  "Invoice",
  "Carrier",
  "Route",
  "Label",
  "Manifest",
  "Pickup",
  "Rate",
  "Customs",
  "Pallet",
];
const FIELD_WORDS = [
  "Reference",
  "Amount",
  "Weight",
  "Date",
  "Code",
  "Count",
  "Flag",
  "Note",
  "Id",
  "Zone",
  "Level",
  "Price",
  "Items",
  "Token",
];
const ENUMS = {
  ServiceLevels: { documentation: "Speed of service.", values: ["ECONOMY", "STANDARD", "EXPRESS", "OVERNIGHT"] },
  PackageKinds: { documentation: "Kind of package.", values: ["BOX", "PALLET", "ENVELOPE", "TUBE", "CRATE"] },
  Outcomes: { values: ["OK", "PARTIAL", "REJECTED"] },
  TrackNumTypes: { values: ["HAWB", "SHIPPER", "PO", "ORDERNUMBER"] },
};
const ENUM_NAMES = Object.keys(ENUMS);
const ROW_SHAPES = {
  StatusRow: { TrackNum: "string", StatusCode: "string", StatusDate: "dateTime", Pieces: "int", Weight: "decimal" },
  QuoteRow: { QuoteId: "guid", Carrier: "string", Price: "decimal", ValidUntil: "dateTime", Express: "boolean" },
  LineRow: {
    LineNo: "int",
    Sku: "string",
    Quantity: "short",
    UnitPrice: "double",
    Total: "long",
    Blob: "base64Binary",
  },
};
const ROW_SHAPE_NAMES = Object.keys(ROW_SHAPES);

/** Types the HTTP GET/POST bindings cannot carry (the generator refuses them there). */
function httpUnfriendly(field) {
  const base = field.type.endsWith("[]") ? field.type.slice(0, -2) : field.type;
  if (base === "DataSet" || base === "guid" || base === "base64Binary") return true;
  const valueType = !["string", "base64Binary", "DataSet"].includes(base) && !field.type.endsWith("[]");
  return valueType && field.nullable === true; // a nullable value type
}

export function makeSpec(operationCount, seed = 1) {
  const rnd = prng(seed * 7919 + operationCount);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const operations = [];
  for (let i = 0; i < operationCount; i++) {
    const name = `${pick(VERBS)}${pick(NOUNS)}${String(i + 1).padStart(4, "0")}`;
    const fields = [];
    if (rnd() < 0.6) fields.push("UserID", "Password");
    const own = 1 + Math.floor(rnd() * 5);
    const used = new Set();
    for (let f = 0; f < own; f++) {
      let word = pick(FIELD_WORDS);
      while (used.has(word)) word = `${word}X`;
      used.add(word);
      const roll = rnd();
      let type;
      if (roll < 0.55) type = pick(SIMPLE);
      else if (roll < 0.72) type = pick(ENUM_NAMES);
      else if (roll < 0.9) type = `${pick(rnd() < 0.5 ? SIMPLE : ENUM_NAMES)}[]`;
      else type = "DataSet";
      const field = { name: `${word}${f}`, type };
      const isValueType = !type.endsWith("[]") && !["string", "base64Binary", "DataSet"].includes(type);
      if (isValueType && rnd() < 0.2) field.nullable = true; // int?: always sent, xsi:nil when null
      if (rnd() < 0.3) field.documentation = `The ${word.toLowerCase()} of the ${name} request.`;
      fields.push(field);
    }

    const roll = rnd();
    let result;
    if (roll < 0.35) result = { type: "string" };
    else if (roll < 0.5) result = { type: pick(["int", "boolean", "decimal", "dateTime", "long", "double", "guid"]) };
    else if (roll < 0.6) result = { type: `${pick(["string", "int", "decimal"])}[]` };
    else if (roll < 0.66) result = { type: pick(ENUM_NAMES) };
    else if (roll < 0.85) {
      const tables = {};
      const count = 1 + Math.floor(rnd() * 2);
      for (let t = 0; t < count; t++) {
        tables[`Table${t + 1}`] =
          rnd() < 0.6 ? pick(ROW_SHAPE_NAMES) : { Key: "string", Value: pick(SIMPLE), Stamp: "dateTime", Seq: "int" };
      }
      result = { type: "DataSet", dataSet: `${name}Data`, tables };
    } else if (roll < 0.95) result = { type: "DataTable", tables: { [`${name}Rows`]: pick(ROW_SHAPE_NAMES) } };
    else result = { type: "base64Binary" };
    result.documentation = `The result of ${name}.`;

    const op = { name, documentation: `${name}: synthetic operation ${i + 1} of ${operationCount}.` };
    const inline = fields.filter((f) => typeof f === "object");
    if (inline.some(httpUnfriendly)) op.bindings = ["soap11", "soap12"];
    else if (rnd() < 0.1) op.bindings = ["soap11", "soap12"];
    if (rnd() < 0.2) op.idempotent = false;
    op.fields = fields;
    op.result = result;
    operations.push(op);
  }
  return {
    service: {
      name: `Synthetic${operationCount}`,
      namespace: `http://bench.example.com/synthetic${operationCount}`,
      endpoint: `https://bench.example.com/Synthetic${operationCount}.asmx`,
      documentation: `A synthetic service of ${operationCount} operations for the generator benchmark.`,
    },
    enums: ENUMS,
    fields: {
      UserID: { type: "string", credential: "userId", documentation: "Caller's user identifier." },
      Password: { type: "string", credential: "password", secret: true, documentation: "Caller's password." },
    },
    tables: ROW_SHAPES,
    operations,
  };
}

export function writeSpec(operationCount, file, seed = 1) {
  const header = `# Synthetic spec of ${operationCount} operations, written by bench/make-spec.mjs (seed ${seed}).\n`;
  writeFileSync(file, header + stringify(makeSpec(operationCount, seed), { lineWidth: 0 }));
  return file;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { values } = parseArgs({
    options: {
      ops: { type: "string", default: "100" },
      out: { type: "string" },
      seed: { type: "string", default: "1" },
    },
  });
  const count = Number(values.ops);
  if (!Number.isInteger(count) || count < 1) throw new Error("--ops must be a positive integer");
  const out = values.out ?? `spec-${count}.yaml`;
  writeSpec(count, out, Number(values.seed));
  process.stdout.write(`${out}: ${count} operations\n`);
}
