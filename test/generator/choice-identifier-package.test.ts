/**
 * The generated package of a service with [XmlChoiceIdentifier] on parameters, an array parameter, results, an
 * array result, out and ref parameters (labs choice-parameters, choice-results): its handlers and calls are typed
 * with the choice's `{ $element, value }` values and the identifiers' enums, checked strictly.
 */
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatedSmallPackage } from "../support/small-project.js";
import { strictTypeCheck } from "../support/strict-typecheck.js";

const C = "choice: [ { name: A, type: string }, { name: B, type: int } ]";
const SPEC = `service:
  name: Choices
  namespace: http://example.com/choices
  endpoint: https://example.com/Choices.asmx
enums:
  ItemChoice: { values: [A, B] }
operations:
  - name: Get
    fields: [{ name: n, type: int }]
    result: { type: object, ${C}, identifier: kind }
    out: [{ name: kind, type: ItemChoice }]
  - name: GetMany
    fields: [{ name: n, type: int }]
    result: { type: "object[]", repeated: true, ${C}, identifier: kinds }
    out: [{ name: kinds, type: "ItemChoice[]" }]
  - name: Echo
    fields:
      - { name: Item, type: object, ${C}, identifier: kind }
      - { name: kind, type: ItemChoice }
    result: { type: string }
    out:
      - { name: Item, type: object, ${C}, identifier: kind }
      - { name: kind, type: ItemChoice }
  - name: SendMany
    fields:
      - { name: Items, type: "object[]", repeated: true, ${C}, identifier: kinds }
      - { name: kinds, type: "ItemChoice[]" }
    result: { type: string }
`;

const USE = (getResult: string) => `import { createChoicesServer } from "./server.js";
import { ChoicesClient } from "./client.js";

export const server = createChoicesServer({
  get: ({ n }) => ({ result: ${getResult}, kind: n === 0 ? "A" : "B" }),
  getMany: ({ n }) => ({ result: [{ $element: "A", value: String(n) }, { $element: "B", value: n }], kinds: ["A", "B"] }),
  echo: ({ item, kind }) => ({ result: kind, item, kind }),
  sendMany: ({ items, kinds }) => \`\${items?.length ?? 0} \${kinds?.join(",") ?? ""}\`,
});
export async function use(client: ChoicesClient): Promise<number> {
  const got = await client.get({ n: 1 });
  const many = await client.getMany({ n: 2 });
  await client.sendMany({ items: [{ $element: "B", value: 2 }], kinds: ["B"] });
  const first = many.result?.[0];
  return (got.result?.$element === "B" ? got.result.value : 0) + (first?.$element === "B" ? first.value : 0);
}
`;

let work: string;
let pkg: string;
beforeAll(async () => {
  ({ work, pkg } = await generatedSmallPackage("choice-identifier-", "choices", SPEC));
}, 120_000);
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

describe("the generated package of choice parameters and results", () => {
  it("types handlers and calls with the elements' values", () => {
    writeFileSync(join(pkg, "src", "use.ts"), USE('n === 0 ? { $element: "A", value: "text" } : { $element: "B", value: 7 }'));
    expect(strictTypeCheck(pkg, ["src/**/*.ts"])).toBe("");
    writeFileSync(join(pkg, "src", "use.ts"), USE('{ $element: "B", value: "seven" }'));
    expect(strictTypeCheck(pkg, ["src/**/*.ts"])).toContain("error TS2322");
  }, 120_000);
});
