/**
 * A generated package of the lab's SettingsBag (IXmlSerializable without [XmlSchemaProvider], spec
 * `xmlSerializable: { PropertyBag: {} }`), compiled strictly as a user's project would: handlers and the client
 * take and give the class's value as XML content; its fixtures hold the HTTP GET result document ASMX serves.
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../support/paths.js";
import { generatedSmallPackage } from "../support/small-project.js";
import { strictTypeCheck } from "../support/strict-typecheck.js";

/** The lab test's spec (test/reference/lab/xml-serializable-bare/SettingsBag.yaml), served over HTTPS. */
const SPEC = readFileSync(join(REPO_ROOT, "test/reference/lab/xml-serializable-bare/SettingsBag.yaml"), "utf8").replace(
  "endpoint: http://127.0.0.1:44473/SettingsBag.asmx",
  "endpoint: https://example.com/SettingsBag.asmx",
);

const USE = (echo: string): string => `import { createSettingsBagServer } from "./server.js";
import { SettingsBagClient } from "./client.js";
import type { XmlContentValue } from "asmx-codegen-runtime";

const entry = (key: string, value: string) => ({ name: "entry", namespace: "http://lab.example.com/bag", attributes: [{ name: "key", value: key }], children: [value] });
export const server = createSettingsBagServer({
  getSettings: ({ scope }) => ({ children: [entry("lang", scope ?? "")] }),
  echo: ({ settings }) => ${echo},
  saveSettings: () => 1,
});
export async function use(client: SettingsBagClient): Promise<XmlContentValue | null> {
  return client.echo({ settings: await client.getSettings({ scope: "en" }) });
}
`;

let work: string;
let pkg: string;
beforeAll(async () => {
  ({ work, pkg } = await generatedSmallPackage("xml-serializable-bare-", "bag", SPEC));
}, 120_000);
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

describe("the generated package of a service with an IXmlSerializable class without a schema provider", () => {
  it("types its values as XML content", () => {
    writeFileSync(join(pkg, "src", "use.ts"), USE("settings"));
    expect(strictTypeCheck(pkg, ["src/**/*.ts"])).toBe("");
    writeFileSync(join(pkg, "src", "use.ts"), USE('"text"'));
    expect(strictTypeCheck(pkg, ["src/**/*.ts"])).toMatch(/error TS2322: Type 'string' is not assignable to type 'EchoResult/);
  }, 120_000);

  it("writes the HTTP GET result documents ASMX serves: the class's element, no xsd/xsi unless null", () => {
    const fixture = (name: string) => readFileSync(join(pkg, "fixtures", "GetSettings", `${name}.response.txt`), "utf8");
    expect(fixture("httpget.empty")).toContain('<?xml version="1.0" encoding="utf-8"?>\n<PropertyBag xmlns="http://lab.example.com/bag" />');
    expect(fixture("httpget.null")).toContain('<PropertyBag xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:nil="true" xmlns="http://lab.example.com/bag" />');
    expect(fixture("httpget.sample")).toMatch(/<PropertyBag xmlns="http:\/\/lab\.example\.com\/bag">\n {2}<[^\n]+\n<\/PropertyBag>$/);
  });
});
