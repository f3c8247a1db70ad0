/**
 * Enum and class parameters, out parameters and a nested class result of another namespace (lab
 * parameter-namespace-types, ParameterNamespaceSupported.cs) in a generated package: compiled strictly as a user's
 * project would, its help pages' SOAP samples carry the elements of urn:other as ASMX's help page writes them, its
 * fixture cases pass through the generated client and server, and its client and server talk over node:http.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { listen } from "../../runtime/src/server/node.js";
import { describeGeneratedCases, generatedPackage } from "../support/generated-package.js";
import { REPO_ROOT } from "../support/paths.js";
import { strictTypeCheck } from "../support/strict-typecheck.js";

const WSDL_FILE = join(REPO_ROOT, "test/reference/lab/parameter-namespace-types/supported/wsdl/ParameterNamespaceSupported.asmx@wsdl.xml");
const imported = importWsdl(readFileSync(WSDL_FILE, "utf8"), { source: WSDL_FILE, schema: "spec.schema.json", specPath: "spec/parameter-namespace.yaml" });
const generated = await generatedPackage(imported.yaml.replace(/endpoint: http:/, "endpoint: https:"), "parameter-namespace", "asmx-parameter-namespace-");

const USE = `import { createParameterNamespaceSupportedServer } from "./server.js";
import { ParameterNamespaceSupportedClient, type Box, type Color, type Crate } from "./client.js";

export const server = createParameterNamespaceSupportedServer({
  putColor: ({ hue, n }) => \`\${hue}/\${n}\`,
  putBox: ({ parcel, tail }) => \`\${parcel?.label ?? "null"}/\${tail ?? ""}\`,
  getOut: ({ n }) => ({ result: \`r\${n}\`, text: null, hue: "Red", parcel: { label: "o", size: n } }),
  getCrate: ({ label }) => ({ inner: { label, size: 2 }, hue: "Green" }),
});

export async function call(client: ParameterNamespaceSupportedClient): Promise<string> {
  const hue: Color = "Green";
  const box: Box = { label: "b", size: 3 };
  const out = await client.getOut({ n: 1 });
  const parcel: Box | null = out.parcel;
  const crate: Crate | null = await client.getCrate({ label: "c" });
  return [await client.putColor({ hue, n: 2 }), await client.putBox({ parcel: box, tail: "t" }), out.hue, parcel?.size, crate?.inner?.label].join();
}
`;

describe("the generated package of parameters and out parameters of another namespace", () => {
  it("types them as the plain ones: an enum, a class or null, out parameters beside the result", () => {
    writeFileSync(join(generated.pkgDir, "src", "use.ts"), USE);
    expect(strictTypeCheck(generated.dir, ["parameter-namespace/src"])).toBe("");
    // A class out parameter may be null: typing it as Box alone fails.
    writeFileSync(join(generated.pkgDir, "src", "use.ts"), USE.replace("const parcel: Box | null = out.parcel;", "const parcel: Box = out.parcel;"));
    expect(strictTypeCheck(generated.dir, ["parameter-namespace/src"])).toContain("null");
  }, 180_000);

  it("shows the elements of the other namespace in its help pages' SOAP samples", () => {
    const page = (op: string): string => readFileSync(join(generated.pkgDir, "docs", `${op}.md`), "utf8");
    expect(page("PutColor")).toContain('<Hue xmlns="urn:other">Red or Green</Hue>');
    expect(page("PutBox")).toContain('<Parcel xmlns="urn:other">');
    expect(page("GetOut")).toContain('<Text xmlns="urn:other">string</Text>');
  });

  it("calls its own server over node:http with values of urn:other both ways", async () => {
    const create = generated.pkg["createParameterNamespaceSupportedServer"] as (handlers: object) => Parameters<typeof listen>[0];
    interface Box { label: string | null; size: number }
    const listening = await listen(
      create({
        putColor: ({ hue, n }: { hue: string; n: number }) => `${hue}/${n}`,
        putBox: ({ parcel, tail }: { parcel: Box | null; tail: string | null }) => (parcel === null ? `null/${tail ?? ""}` : `${parcel.label ?? ""}/${parcel.size}/${tail ?? ""}`),
        getOut: ({ n }: { n: number }) => ({ result: `r${n}`, text: n === 0 ? null : `t${n}`, hue: n === 0 ? "Red" : "Green", parcel: n === 0 ? null : { label: `o${n}`, size: n } }),
        getCrate: ({ label }: { label: string | null }) => ({ inner: { label, size: 2 }, hue: "Green" }),
      }),
    );
    try {
      const Client = generated.pkg["ParameterNamespaceSupportedClient"] as new (options: object) => Record<string, (input: object) => Promise<unknown>>;
      for (const binding of ["soap11", "soap12"]) {
        const client = new Client({ endpoint: new URL("/ParameterNamespaceSupported.asmx", listening.url).href, allowInsecureHttp: true, binding });
        expect(await client["putColor"]!({ hue: "Green", n: 2 })).toBe("Green/2");
        expect(await client["putBox"]!({ parcel: { label: "a<b", size: 3 }, tail: "t" })).toBe("a<b/3/t");
        expect(await client["putBox"]!({ parcel: null, tail: "t" })).toBe("null/t");
        expect(await client["getOut"]!({ n: 1 })).toEqual({ result: "r1", text: "t1", hue: "Green", parcel: { label: "o1", size: 1 } });
        expect(await client["getOut"]!({ n: 0 })).toEqual({ result: "r0", text: null, hue: "Red", parcel: null });
        expect(await client["getCrate"]!({ label: "c" })).toEqual({ inner: { label: "c", size: 2 }, hue: "Green" });
      }
      const http = new Client({ endpoint: new URL("/ParameterNamespaceSupported.asmx", listening.url).href, allowInsecureHttp: true, binding: "httpPost" });
      expect(await http["putColor"]!({ hue: "Red", n: 1 })).toBe("Red/1");
      expect(await http["getCrate"]!({ label: "h" })).toEqual({ inner: { label: "h", size: 2 }, hue: "Green" });
    } finally {
      await listening.close();
    }
  });
});

describe("the generated package's fixture cases", () => {
  describeGeneratedCases(generated, generated.set.index.cases.filter((c) => c.operation !== null));
});
