/**
 * Names: which wire names are valid, and how wire names map to TypeScript names.
 *
 * Mapping (documented in the README): a TypeScript property or method name is the wire name split
 * into words at case changes, joined in lowerCamelCase with acronyms written as words
 * (`UserID` and `UserId` → `userId`, `ViewNextAvailableMAWBNum` → `viewNextAvailableMawbNum`).
 * The wire name itself is kept in the model and on the wire, exactly as declared. A derived name that
 * would clash (reserved-names.ts says with what) takes a trailing `_` until it no longer does: `safeName`.
 */

import { isReservedMemberName } from "./reserved-names.js";

/** ASMX names come from .NET identifiers, which are also valid XML names (NCName). */
const IDENTIFIER = /^[\p{L}_][\p{L}\p{N}_]*$/u;

export function isIdentifierName(name: string): boolean {
  return IDENTIFIER.test(name);
}

/** XML NCName (no colon), for names that need not be .NET identifiers (DataSet columns, tables). */
const NCNAME = /^[\p{L}_][\p{L}\p{N}_.\-\u00B7\u0300-\u036F\u203F-\u2040]*$/u;

export function isXmlName(name: string): boolean {
  return NCNAME.test(name);
}

function words(name: string): string[] {
  return name
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, "$1 $2")
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, "$1 $2")
    .split(/[\s_.\-]+/u)
    .filter(Boolean);
}

/** lowerCamelCase TypeScript name of a wire name. */
export function camelName(name: string): string {
  const parts = words(name);
  if (parts.length === 0) return name;
  const [first, ...rest] = parts;
  const head = first!.toLowerCase();
  const tail = rest.map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()).join("");
  return head + tail;
}

/** A property or method name: the lowerCamelCase name, `_` added while it clashes (reserved-names.ts). */
export function memberName(name: string): string {
  return safeName(camelName(name), isReservedMemberName);
}

/** PascalCase TypeScript type name of a wire name (kept as declared when it already is PascalCase). */
export function pascalName(name: string): string {
  const cleaned = name.replace(/[.\-]/g, "_");
  return cleaned.charAt(0).toUpperCase() + cleaned.slice(1);
}


/**
 * The TypeScript types generated per operation are its type base name followed by one of these
 * (`GetShipmentInput`, `GetShipmentResult`, ...); the model keeps them clear of the declared types' names.
 */
export const OPERATION_TYPE_SUFFIXES = ["Input", "Params", "Result", "Response", "RequestHeaders", "ResponseHeaders", "FaultDetail", "FaultHeaders", "ClientFault", "ServerFault"] as const;

/**
 * The one rule for a derived name that clashes: a trailing `_`, repeated until `clashes` no longer holds
 * (callers say what a name must not be: reserved-names.ts, and the names other declarations hold).
 * Deterministic: it depends on the name and `clashes` only.
 */
export function safeName(name: string, clashes: (candidate: string) => boolean): string {
  let candidate = name;
  while (clashes(candidate)) candidate = `${candidate}_`;
  return candidate;
}
