/**
 * A generated package of the lab's BagShelf (test/reference/lab/xml-serializable-more: an IXmlSerializable class
 * without [XmlSchemaProvider] as arrays and as a member of a class), compiled strictly as a user's project would:
 * arrays of the class are arrays of XML content, the member XML content, each nullable; its fixtures hold the HTTP
 * GET result documents ASMX serves (an array's with xsd/xsi, its items indented).
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../support/paths.js";
import { generatedSmallPackage } from "../support/small-project.js";
import { strictTypeCheck } from "../support/strict-typecheck.js";

/** The lab test's spec (test/reference/lab/xml-serializable-more/BagShelf.yaml), served over HTTPS. */
const SPEC = readFileSync(join(REPO_ROOT, "test/reference/lab/xml-serializable-more/BagShelf.yaml"), "utf8").replace(
  "endpoint: http://127.0.0.1:51959/BagShelf.asmx",
  "endpoint: https://example.com/BagShelf.asmx",
);

const USE = (bags: string): string => `import { createBagShelfServer } from "./server.js";
import { BagShelfClient } from "./client.js";
import type { XmlContentValue } from "asmx-codegen-runtime";

const entry = (key: string, value: string) => ({ name: "entry", namespace: "http://lab.example.com/bag-shelf", attributes: [{ name: "key", value: key }], children: [value] });
export const server = createBagShelfServer({
  getBags: ({ n }) => ${bags},
  countBags: ({ bags }) => String(bags?.length ?? -1),
  getProfile: ({ n }) => ({ name: "Ann", settings: n > 0 ? { children: [entry("k0", "v")] } : null, age: 30 + n }),
  echoProfile: ({ profile }) => profile?.name ?? "",
});
export async function use(client: BagShelfClient): Promise<XmlContentValue | null | undefined> {
  const bags = await client.getBags({ n: 2 });
  await client.countBags({ bags });
  return (await client.getProfile({ n: 1 }))?.settings;
}
`;

let work: string;
let pkg: string;
beforeAll(async () => {
  ({ work, pkg } = await generatedSmallPackage("xml-serializable-more-", "shelf", SPEC));
}, 120_000);
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

describe("the generated package of arrays and a member of an IXmlSerializable class without a schema provider", () => {
  it("types them as XML content", () => {
    writeFileSync(join(pkg, "src", "use.ts"), USE('[{ children: [entry("k0", "v")] }, {}, null]'));
    expect(strictTypeCheck(pkg, ["src/**/*.ts"])).toBe("");
    writeFileSync(join(pkg, "src", "use.ts"), USE('["text"]'));
    expect(strictTypeCheck(pkg, ["src/**/*.ts"])).toMatch(/error TS2559: Type 'string' has no properties in common with type 'XmlContentValue'/);
  }, 120_000);

  it("writes the HTTP GET result documents ASMX serves: ArrayOfPropertyBag and Profile with xsd/xsi, items indented", () => {
    const fixture = (op: string, name: string) => readFileSync(join(pkg, "fixtures", op, `${name}.response.txt`), "utf8");
    expect(fixture("GetBags", "httpget.empty")).toContain(
      '<?xml version="1.0" encoding="utf-8"?>\n<ArrayOfPropertyBag xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns="http://lab.example.com/bag-shelf" />',
    );
    expect(fixture("GetBags", "httpget.sample")).toMatch(/\n {2}<PropertyBag>\n {4}<[^\n]+\n {2}<\/PropertyBag>\n/);
    expect(fixture("GetProfile", "httpget.sample")).toMatch(/\n {2}<Settings>\n {4}<[^\n]+\n {2}<\/Settings>\n/);
  });
});
