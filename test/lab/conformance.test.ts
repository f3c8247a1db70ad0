/**
 * [WebServiceBinding(ConformsTo = WsiProfiles.BasicProfile1_1, EmitConformanceClaims = true)], as the lab's ASMX
 * published it (test/reference/lab/conformance/): the SOAP 1.1 binding starts with a wsdl:documentation holding
 * a wsi:Claim of Basic Profile 1.1; SOAP 1.2's claims nothing and nothing else changes. Import reads the claim
 * into the spec and round-trips the WSDL; the server serves the recorded ?wsdl and answers the recorded call.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderWsdlSet } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { answersRecordings } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";

const LAB = join(REPO_ROOT, "test/reference/lab/conformance");
const WSDL_FILE = join(LAB, "wsdl/Conformance.asmx@wsdl.xml");
const imported = importWsdl(readFileSync(WSDL_FILE, "utf8"), { source: WSDL_FILE, schema: "spec.schema.json", specPath: "spec/conformance.yaml" });
const model = imported.model;

/** What Conformance.cs does (Count and Cached, session state and output caching, are not generated yet). */
const handlers: OperationHandlers = {
  Get: ({ k }: { k: string }) => `g:${k}`,
  Count: () => 1,
  Cached: ({ k }: { k: string }) => `c:${k}`,
};

describe("import of the recorded WSDL", () => {
  it("comes back byte for byte, the claim in the spec", () => {
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toContain("conformanceClaim: basicProfile1_1");
    expect(model.bindings.filter((b) => b.conformanceClaim !== undefined).map((b) => b.bindingName)).toEqual(["ConformanceSoap"]);
  });

  it("a spec without the claim writes no documentation in the bindings", () => {
    const plain = parseSpec(imported.yaml.replace("  conformanceClaim: basicProfile1_1\n", ""), "spec/conformance.yaml");
    const wsdl = renderWsdlSet(plain, "http://127.0.0.1:48995/Conformance.asmx")[0]!.text;
    expect(wsdl).not.toContain("wsi:Claim");
    expect(wsdl).toBe(readFileSync(WSDL_FILE, "utf8").replace(/\s*<wsdl:documentation>\s*<wsi:Claim [^>]*\/>\s*<\/wsdl:documentation>/, "").replaceAll("47367", "48995"));
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  answersRecordings(LAB, model, handlers, { count: 2, recordedAddress: "http://127.0.0.1:48995/Conformance.asmx" });
});
