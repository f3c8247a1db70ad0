/**
 * Results and parameters of another namespace of simple types and XmlElement, enum and class results of another
 * namespace (lab result-namespace-simple, the whole ResultNamespaceSimple.cs) in a generated package: compiled
 * strictly as a user's project would, its help pages' SOAP samples carry the element of
 * the other namespace as ASMX's help page writes it (`<Text xmlns="urn:other">string</Text>`), its fixture cases pass
 * through the generated client and server, and its client and server talk over node:http.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { listen } from "../../runtime/src/server/node.js";
import { describeGeneratedCases, generatedPackage } from "../support/generated-package.js";
import { REPO_ROOT } from "../support/paths.js";
import { strictTypeCheck } from "../support/strict-typecheck.js";

const WSDL_FILE = join(REPO_ROOT, "test/reference/lab/result-namespace-simple/wsdl/ResultNamespaceSimple.asmx@wsdl.xml");
const imported = importWsdl(readFileSync(WSDL_FILE, "utf8"), { source: WSDL_FILE, schema: "spec.schema.json", specPath: "spec/simple-supported.yaml" });
const generated = await generatedPackage(imported.yaml.replace(/endpoint: http:/, "endpoint: https:"), "simple-supported", "asmx-simple-supported-");

const USE = (getCount: string): string => `import { createResultNamespaceSimpleServer } from "./server.js";
import { ResultNamespaceSimpleClient, type Box, type Color, type XmlElementValue } from "./client.js";

export const server = createResultNamespaceSimpleServer({
  getText: ({ name }) => name,
  getTextDefault: ({ name }) => name,
  getCount: ${getCount},
  getMaybe: ({ n }) => (n === 0 ? null : n),
  getWhen: () => "2020-01-02T03:04:05",
  putText: ({ value, n }) => \`\${value ?? ""}/\${n}\`,
  putCount: ({ count }) => count * 2,
  putElement: ({ in_, tail }) => \`\${in_?.name ?? "null"}/\${tail ?? ""}\`,
  getColor: ({ n }) => (n === 0 ? "Red" : "Green"),
  getBox: ({ label }) => (label === null ? null : { label, size: 3 }),
});

export async function call(client: ResultNamespaceSimpleClient): Promise<string> {
  const element: XmlElementValue = { name: "v", children: ["1"] };
  const text: string | null = await client.getText({ name: "c" });
  const count: number = await client.getCount({ n: 1 });
  const maybe: number | null = await client.getMaybe({ n: 0 });
  const color: Color = await client.getColor({ n: 1 });
  const box: Box | null = await client.getBox({ label: "b" });
  return [text, count, maybe, color, box?.size, await client.putText({ value: "v", n: 2 }), await client.putElement({ in_: element, tail: "t" })].join();
}
`;

describe("the generated package of results and parameters of another namespace", () => {
  it("types them as the plain ones: a string result may be null, an int result is a number, an int? one nullable", () => {
    writeFileSync(join(generated.pkgDir, "src", "use.ts"), USE("({ n }) => n + 1"));
    expect(strictTypeCheck(generated.dir, ["simple-supported/src"])).toBe("");
    writeFileSync(join(generated.pkgDir, "src", "use.ts"), USE("({ n }) => (n === 0 ? null : n)"));
    expect(strictTypeCheck(generated.dir, ["simple-supported/src"])).toContain("null");
  }, 180_000);

  it("shows the element of the other namespace in its help pages' SOAP samples", () => {
    const page = (op: string): string => readFileSync(join(generated.pkgDir, "docs", `${op}.md`), "utf8");
    expect(page("GetText")).toContain('<Text xmlns="urn:other">string</Text>');
    expect(page("PutText")).toContain('<Value xmlns="urn:other">string</Value>');
    expect(page("GetMaybe")).toContain('<Maybe xmlns="urn:other">int</Maybe>');
    expect(page("GetColor")).toContain('<Shade xmlns="urn:other">Red or Green</Shade>');
    expect(page("GetBox")).toContain('<Parcel xmlns="urn:other">');
  });

  it("calls its own server over node:http with values of urn:other both ways", async () => {
    const create = generated.pkg["createResultNamespaceSimpleServer"] as (handlers: object) => Parameters<typeof listen>[0];
    const listening = await listen(
      create({
        getText: ({ name }: { name: string | null }) => name,
        getTextDefault: ({ name }: { name: string | null }) => name,
        getCount: ({ n }: { n: number }) => n + 1,
        getMaybe: ({ n }: { n: number }) => (n === 0 ? null : n),
        getWhen: () => "2020-01-02T03:04:05",
        putText: ({ value, n }: { value: string | null; n: number }) => `${value ?? ""}/${n}`,
        putCount: ({ count }: { count: number }) => count * 2,
        putElement: ({ in_, tail }: { in_: { name: string } | null; tail: string | null }) => `${in_?.name ?? "null"}/${tail ?? ""}`,
        getColor: ({ n }: { n: number }) => (n === 0 ? "Red" : "Green"),
        getBox: ({ label }: { label: string | null }) => (label === "null" ? null : { label, size: 3 }),
      }),
    );
    try {
      const Client = generated.pkg["ResultNamespaceSimpleClient"] as new (options: object) => Record<string, (input: object) => Promise<unknown>>;
      for (const binding of ["soap11", "soap12"]) {
        const client = new Client({ endpoint: new URL("/ResultNamespaceSimple.asmx", listening.url).href, allowInsecureHttp: true, binding });
        expect(await client["getText"]!({ name: "a<b" })).toBe("a<b");
        expect(await client["getCount"]!({ n: 4 })).toBe(5);
        expect(await client["getMaybe"]!({ n: 0 })).toBeNull();
        expect(await client["putText"]!({ value: "v", n: 2 })).toBe("v/2");
        expect(await client["putCount"]!({ count: 5 })).toBe(10);
        expect(await client["putElement"]!({ in_: { name: "v", children: ["1"] }, tail: "t" })).toBe("v/t");
        expect(await client["getColor"]!({ n: 0 })).toBe("Red");
        expect(await client["getBox"]!({ label: "a<b" })).toEqual({ label: "a<b", size: 3 });
        expect(await client["getBox"]!({ label: "null" })).toBeNull();
      }
      const http = new Client({ endpoint: new URL("/ResultNamespaceSimple.asmx", listening.url).href, allowInsecureHttp: true, binding: "httpGet" });
      expect(await http["getText"]!({ name: "c" })).toBe("c");
      expect(await http["putText"]!({ value: "v", n: 2 })).toBe("v/2");
      expect(await http["getColor"]!({ n: 1 })).toBe("Green");
      expect(await http["getBox"]!({ label: "b" })).toEqual({ label: "b", size: 3 });
    } finally {
      await listening.close();
    }
  });
});

describe("the generated package's fixture cases", () => {
  describeGeneratedCases(generated, generated.set.index.cases.filter((c) => c.operation !== null));
});
