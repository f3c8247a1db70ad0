/**
 * The spec's ScriptService keys: `scriptService` (true, or the classes of [GenerateScriptType]) and
 * `useHttpGet`, checked at their place, and the classes the model registers for `__type` (WebServiceData's
 * rule: parameter and result classes, array items, [GenerateScriptType]; not members, not abstract ones).
 */
import { describe, expect, it } from "vitest";
import { parseSpec } from "../../generator/spec/load.js";
import { specProblems } from "../support/spec-problems.js";

const SPEC = (service: string, operations: string): string => `service:
  name: Svc
  namespace: http://example.com/ns
  endpoint: https://example.com/Svc.asmx
${service}types:
  Base: { abstract: true, fields: [{ name: At, type: dateTime }] }
  Leaf: { base: Base, fields: [{ name: Note, type: string }] }
  Inner: { fields: [{ name: N, type: int }] }
  Outer: { fields: [{ name: Inner, type: Inner }] }
operations:
${operations}`;

const problems = (yaml: string): string[] => specProblems(yaml);

describe("scriptService in the spec", () => {
  it("registers parameter and result classes and [GenerateScriptType] ones, not members nor abstract classes", () => {
    const model = parseSpec(
      SPEC(
        "  scriptService: { generateScriptTypes: [Leaf] }\n",
        "  - { name: Get, fields: [{ name: e, type: Base }], result: { type: 'Outer[]' } }\n",
      ),
      "spec/ok.yaml",
    );
    expect(model.scriptService?.typeIds.map((t) => [t.type.name, t.id])).toEqual([
      ["Leaf", "Leaf"],
      ["Outer", "Outer"],
    ]);
    expect(model.operations[0]!.callBindings).toEqual(["soap11", "soap12", "json"]);
  });

  it("refuses useHttpGet without scriptService, and an abstract or unknown [GenerateScriptType] class", () => {
    expect(problems(SPEC("", "  - { name: Get, useHttpGet: true, fields: [] }\n"))).toEqual([
      expect.stringMatching(/^spec\/broken\.yaml:\d+:\d+: 'useHttpGet' is \[ScriptMethod\(UseHttpGet = true\)\], which only a \[ScriptService\] has/),
    ]);
    expect(problems(SPEC("  scriptService: { generateScriptTypes: [Base, Nope] }\n", "  - { name: Get, fields: [] }\n"))).toEqual([
      expect.stringContaining("class 'Base' is abstract: [GenerateScriptType] takes only classes a caller can create"),
      expect.stringContaining("unknown class 'Nope': [GenerateScriptType] names a class declared under 'types'"),
    ]);
  });
});
