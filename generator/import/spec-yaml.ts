/**
 * Writes an imported spec as YAML a person would have written: sections in the spec's usual order, a field
 * per line in flow style, parameters used by several operations named once under `fields`, and comments where
 * the WSDL said something the spec keeps implicitly.
 */
import { Document, isMap, isSeq, type YAMLMap } from "yaml";
import type { RawField, RawFieldBody, RawSpec } from "../spec/raw.js";

export interface SpecText {
  /** Path of spec.schema.json relative to the spec, for editors (the yaml-language-server line). */
  readonly schema: string;
  /** Where the WSDL came from, for the header comment. */
  readonly source: string;
}

/**
 * Parameters that several operations declare identically become shared fields (referred to by name), so that
 * a service's `sessionId` or `trackNum` is named once.
 */
export function shareFields(spec: RawSpec): RawSpec {
  const uses = new Map<string, { body: string; count: number }[]>();
  for (const op of spec.operations) {
    for (const field of op.fields) {
      if (typeof field === "string") continue;
      const { name, ...body } = field;
      const key = JSON.stringify(body);
      const list = uses.get(name) ?? [];
      const entry = list.find((e) => e.body === key);
      if (entry) entry.count++;
      else list.push({ body: key, count: 1 });
      uses.set(name, list);
    }
  }
  const shared = new Map<string, string>();
  for (const [name, list] of uses) {
    const most = list.reduce((a, b) => (b.count > a.count ? b : a));
    if (most.count >= 2) shared.set(name, most.body);
  }
  if (shared.size === 0) return spec;
  const fields: Record<string, RawFieldBody> = {};
  for (const [name, body] of [...shared].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    fields[name] = JSON.parse(body) as RawFieldBody;
  }
  const operations = spec.operations.map((op) => ({
    ...op,
    fields: op.fields.map((field): RawField => {
      if (typeof field === "string") return field;
      const { name, ...body } = field;
      return shared.get(name) === JSON.stringify(body) ? name : field;
    }),
  }));
  return { ...spec, fields: { ...(spec.fields ?? {}), ...fields }, operations };
}

/** The spec as YAML text. */
export function specYaml(spec: RawSpec, text: SpecText): string {
  const ordered: RawSpec = {
    ...(spec.package ? { package: spec.package } : {}),
    service: spec.service,
    ...(spec.enums ? { enums: spec.enums } : {}),
    ...(spec.types ? { types: spec.types } : {}),
    ...(spec.headers ? { headers: spec.headers } : {}),
    ...(spec.faults ? { faults: spec.faults } : {}),
    ...(spec.dataSets ? { dataSets: spec.dataSets } : {}),
    ...(spec.xmlSerializable ? { xmlSerializable: spec.xmlSerializable } : {}),
    ...(spec.fields ? { fields: spec.fields } : {}),
    operations: spec.operations,
  };
  // A value read once and used twice (an array's item rule) is written twice, never as a YAML alias.
  const doc = new Document(ordered, { aliasDuplicateObjects: false });
  const root = doc.contents as YAMLMap;
  const flow = (node: unknown): void => {
    if (isMap(node) || isSeq(node)) node.flow = true;
  };
  const section = (key: string): YAMLMap | undefined => {
    const node = root.get(key, true);
    return isMap(node) ? node : undefined;
  };

  flow(section("service")?.get("bindings", true));
  const stylePair = section("service")?.items.find((p) => (p.key as { value?: unknown } | null)?.value === "wsdl");
  if (stylePair && isMap(stylePair.value)) {
    flow(stylePair.value.get("prefixOrder", true));
    flow(stylePair.value.get("bindingOrder", true));
    (stylePair.key as { commentBefore?: string }).commentBefore =
      " How the .NET runtime that published the WSDL wrote it (kept so that it comes back byte for byte).";
  }
  for (const pair of section("enums")?.items ?? []) {
    const body = pair.value;
    if (!isMap(body)) continue;
    flow(body.get("values", true));
    if (body.get("flags")) {
      body.commentBefore = " The WSDL names the members only: bits follow declaration order (a first None is 0).";
    }
  }
  for (const key of ["types", "headers", "faults"]) {
    for (const pair of section(key)?.items ?? []) {
      const body = pair.value;
      const fields = isMap(body) ? body.get("fields", true) : undefined;
      if (isSeq(fields)) for (const field of fields.items) flow(field);
    }
  }
  for (const pair of section("fields")?.items ?? []) flow(pair.value);
  const operations = root.get("operations", true);
  if (isSeq(operations)) {
    operations.items.forEach((op, index) => {
      if (!isMap(op)) return;
      if (index > 0) op.spaceBefore = true;
      for (const key of ["fields", "out"]) {
        const list = op.get(key, true);
        if (isSeq(list)) for (const field of list.items) flow(field);
      }
      const fields = op.get("fields", true);
      if (isSeq(fields) && fields.items.every((f) => !isMap(f))) flow(fields);
      flow(op.get("result", true));
      flow(op.get("bindings", true));
      const headers = op.get("headers", true);
      if (isSeq(headers)) for (const header of headers.items) flow(header);
    });
  }
  for (const key of ["enums", "types", "headers", "fields", "operations"]) {
    const pair = root.items.find((p) => (p.key as { value?: unknown } | null)?.value === key);
    if (pair?.key && typeof pair.key === "object") (pair.key as { spaceBefore?: boolean }).spaceBefore = true;
  }
  doc.commentBefore = [
    ` yaml-language-server: $schema=${text.schema}`,
    "",
    ` Imported from ${text.source} by asmx-codegen import.`,
    " This spec is now the service's source of truth: edit it and run asmx-codegen generate; the WSDL,",
    " client, server and fixtures follow. What a WSDL does not say (documentation, secrets, fault details,",
    " required headers, idempotency) is yours to add.",
  ].join("\n");
  return doc.toString({ lineWidth: 0, flowCollectionPadding: true });
}
