/**
 * [WebServiceBinding(Name, ConformsTo = WsiProfiles.BasicProfile1_1, EmitConformanceClaims = true)] on a named
 * binding, as the lab's ASMX published it (test/reference/lab/conformance-named/): each binding's attribute is its
 * own, so the SOAP 1.1 binding Claimed starts with the wsi:Claim while Plain (ConformsTo alone), the service's own
 * binding and every SOAP 1.2 binding claim nothing. The spec says it with service.conformanceClaimBindings; import
 * reads it back byte for byte, the server serves the recorded ?wsdl and answers the recorded call. The sweep's
 * PaymentGateway (claims on its own binding and two named ones) was refused before this.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderWsdlSet } from "../../generator/emit/wsdl.js";
import { documentSetFromFolder } from "../../generator/import/document-set.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { answersRecordings } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";
import { specErrorOf } from "../support/spec-error.js";

const LAB = join(REPO_ROOT, "test/reference/lab/conformance-named");
const WSDL_FILE = join(LAB, "wsdl/ConformanceNamed.asmx@wsdl.xml");
const WSDL = readFileSync(WSDL_FILE, "utf8");
const imported = importWsdl(WSDL, {
  source: WSDL_FILE,
  schema: "spec.schema.json",
  specPath: "spec/conformance-named.yaml",
});
const model = imported.model;
const CLAIM = /\s*<wsdl:documentation>\s*<wsi:Claim [^>]*\/>\s*<\/wsdl:documentation>/;

const handlers: OperationHandlers = {
  Own: ({ s }: { s: string }) => s,
  InClaimed: ({ n }: { n: number }) => n,
  InPlain: ({ n }: { n: number }) => n,
};

describe("import of the recorded WSDL", () => {
  it("comes back byte for byte, the named binding's claim in the spec", () => {
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toContain("  conformanceClaimBindings:\n    - Claimed\n");
    expect(imported.yaml).not.toContain("conformanceClaim: basicProfile1_1");
    expect(model.bindings.filter((b) => b.conformanceClaim !== undefined).map((b) => b.bindingName)).toEqual([
      "Claimed",
    ]);
  });

  it("the claim sits in Claimed alone; without it in the spec, the WSDL has none", () => {
    const claimed = WSDL.slice(WSDL.indexOf('<wsdl:binding name="Claimed"'));
    expect(claimed.slice(0, claimed.indexOf("<soap:binding"))).toMatch(CLAIM);
    expect(WSDL.match(/wsi:Claim /g)).toHaveLength(1);
    const plain = parseSpec(
      imported.yaml.replace("  conformanceClaimBindings:\n    - Claimed\n", ""),
      "spec/conformance-named.yaml",
    );
    expect(renderWsdlSet(plain, "http://127.0.0.1:36945/ConformanceNamed.asmx")[0]!.text).toBe(WSDL.replace(CLAIM, ""));
  });

  it("the service's own claim and a named one together, as in the sweep's PaymentGateway", () => {
    const both = parseSpec(
      imported.yaml.replace(
        "  conformanceClaimBindings:",
        "  conformanceClaim: basicProfile1_1\n  conformanceClaimBindings:",
      ),
      "spec/conformance-named.yaml",
    );
    const wsdl = renderWsdlSet(both, "http://127.0.0.1:36945/ConformanceNamed.asmx")[0]!.text;
    const own = wsdl.slice(wsdl.indexOf('<wsdl:binding name="ConformanceNamedSoap"'));
    expect(own.slice(0, own.indexOf("<soap:binding"))).toMatch(CLAIM);
    expect(wsdl.match(/wsi:Claim /g)).toHaveLength(2);
  });
});

describe("refused, positioned", () => {
  const spec = (claims: string, named = ""): string =>
    [
      "service:",
      "  name: S",
      "  namespace: urn:lab",
      "  endpoint: http://h/S.asmx",
      `  conformanceClaimBindings: ${claims}`,
      named,
      "operations:",
      "  - name: A",
      "    binding: Claimed",
      "    fields: []",
      "    result: { type: string }",
      "",
    ].join("\n");

  it("a binding no operation names", () => {
    expect(specErrorOf(spec("[Claimed, Other]"))).toBe(
      "spec/test.yaml:5:39: no operation names the binding 'Other' (binding: Other)",
    );
  });

  it("a binding in another namespace (not recorded)", () => {
    expect(specErrorOf(spec("[Claimed]", "  namedBindings:\n    Claimed: { namespace: urn:other }"))).toBe(
      "spec/test.yaml:5:30: the binding 'Claimed' is in another namespace or at a location, where the lab has not recorded a conformance claim",
    );
  });
});

it("import leaves a claim on a named binding of another namespace (not recorded) to the comparison, refused there", async () => {
  // The lab's binding-namespace set, its binding Far in ?wsdl=wsdl1 given a claim by hand.
  const folder = mkdtempSync(join(tmpdir(), "claim-far-"));
  try {
    cpSync(join(REPO_ROOT, "test/reference/lab/binding-namespace/wsdl"), folder, { recursive: true });
    const file = join(folder, "BindingNamespace.asmx@wsdl=wsdl1.xml");
    const claim =
      '<wsdl:documentation>\n      <wsi:Claim conformsTo="http://ws-i.org/profiles/basic/1.1" xmlns:wsi="http://ws-i.org/schemas/conformanceClaim/" />\n    </wsdl:documentation>\n    ';
    writeFileSync(
      file,
      readFileSync(file, "utf8").replace(/(<wsdl:binding name="Far" type="tns:Far">\n    )/, `$1${claim}`),
    );
    const set = await documentSetFromFolder(folder);
    expect(() =>
      importWsdl(set.root.document.text, {
        source: set.root.document.file,
        schema: "spec.schema.json",
        specPath: "spec/b.yaml",
        set,
      }),
    ).toThrow(/BindingNamespace\.asmx@wsdl=wsdl1\.xml:22:\d+: wsdl:documentation\[1\]: the spec cannot say this yet/);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  answersRecordings(LAB, model, handlers, {
    count: 2,
    recordedAddress: "http://127.0.0.1:34551/ConformanceNamed.asmx",
  });
});
