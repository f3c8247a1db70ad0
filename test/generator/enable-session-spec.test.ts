/**
 * `enableSession` in the spec ([WebMethod(EnableSession = true)]): read into the model and the descriptor;
 * a value that is not a boolean, or the key on a WCF service, is one positioned error.
 */
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { parseSpec } from "../../generator/spec/load.js";
import { specProblems } from "../support/spec-problems.js";

const ASMX = (op: string): string => `service:
  name: Svc
  namespace: http://example.com/ns
  endpoint: https://example.com/Svc.asmx
operations:
${op}`;

const WCF = (op: string): string => `service:
  name: Wcf
  namespace: http://tempuri.org/
  endpoint: https://example.com/Wcf.svc
  wcf:
    contracts: [{ name: IWcf, namespace: "http://example.com/wcf", address: "" }]
operations:
${op}`;

const problems = (yaml: string): string[] => specProblems(yaml);

describe("enableSession", () => {
  it("is read into the model and the descriptor, false when left out", () => {
    const model = parseSpec(
      ASMX("  - { name: Count, enableSession: true, fields: [], result: { type: int } }\n  - { name: Get, fields: [] }\n"),
      "spec/ok.yaml",
    );
    expect(model.operations.map((op) => op.enableSession)).toEqual([true, false]);
    expect(descriptorOf(model).operations.map((op) => op.enableSession)).toEqual([true, undefined]);
  });

  it("refuses a value that is not a boolean, at its place", () => {
    const found = problems(ASMX("  - { name: Count, enableSession: yes please, fields: [] }\n"));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^spec\/broken\.yaml:6:35: operations\.0\.enableSession.*boolean/);
  });

  it("refuses it on a WCF service, at its place", () => {
    expect(problems(WCF("  - { name: Echo, enableSession: true, fields: [{ name: text, type: string }], result: { type: string } }\n"))).toEqual([
      expect.stringMatching(/^spec\/broken\.yaml:8:\d+: .*'enableSession' is ASMX's \[WebMethod\(EnableSession = true\)\]; a WCF service keeps no ASP.NET session$/),
    ]);
  });
});
