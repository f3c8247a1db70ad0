/**
 * [XmlAttribute(Namespace = X)] where X is the class's own namespace, as the lab's ASMX published and answered it
 * (test/reference/lab/attribute-own-namespace/): a plain `<s:attribute name="Same" type="s:string" />` (no form, no
 * ref), written unprefixed (`Same="s"`), and read only unprefixed (a prefixed `a:Same` in the class's namespace is
 * not it). That is a plain [XmlAttribute]: the spec says `attribute: true`, and refuses a `namespace` equal to the
 * class's own at its position. Import, the server (every recorded exchange byte for byte) and the client agree.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { answersRecordings, clientOfRecording } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";

const LAB = join(REPO_ROOT, "test/reference/lab/attribute-own-namespace");
const WSDL_FILE = join(LAB, "wsdl/AttributeOwnNamespace.asmx@wsdl.xml");
const SPEC_PATH = "spec/attribute-own-namespace.yaml";
const imported = importWsdl(readFileSync(WSDL_FILE, "utf8"), { source: WSDL_FILE, schema: "spec.schema.json", specPath: SPEC_PATH });
const model = parseSpec(imported.yaml, SPEC_PATH);

interface Item {
  same?: string | null;
  plain?: string | null;
  qual?: string | null;
  text?: string | null;
}
/** What AttributeOwnNamespace.cs's methods do. */
const handlers: OperationHandlers = {
  Get: ({ same }: { same: string | null }) => ({ same, plain: "p", text: "t" }),
  Read: ({ item }: { item: Item | null }) => (item === null ? "null" : [item.same, item.plain, item.qual, item.text].map((v) => v ?? "-").join("/")),
};

describe("import", () => {
  it("reads the attribute as a plain one and round-trips the WSDL byte for byte", () => {
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toMatch(/- \{ name: Same, type: string, attribute: true \}\n/);
    expect(imported.yaml).toMatch(/- \{ name: Qual, type: string, attribute: true, qualified: true \}\n/);
  });
});

describe("the spec", () => {
  it("refuses a namespace equal to the class's own on an attribute, at its position, saying what ASMX does", () => {
    const spec = imported.yaml.replace("{ name: Same, type: string, attribute: true }", "{ name: Same, type: string, attribute: true, namespace: urn:lab }");
    expect(spec).not.toBe(imported.yaml);
    expect(() => parseSpec(spec, SPEC_PATH)).toThrow(
      /spec\/attribute-own-namespace\.yaml:\d+:\d+: field 'Same': the attribute namespace 'urn:lab' is its class's own: ASMX publishes and writes such an attribute as a plain one .*leave out 'namespace'/,
    );
    // Another namespace stays a namespaced attribute (lab qualified-attributes).
    expect(() => parseSpec(spec.replace("namespace: urn:lab }", "namespace: urn:other }"), SPEC_PATH)).not.toThrow();
  });
});

describe("the server answers the recorded exchanges (a prefixed Same is not read)", () => {
  answersRecordings(LAB, model, handlers, { count: 5 });
});

describe("the client", () => {
  it("reads the unprefixed attribute", async () => {
    const client = clientOfRecording(LAB, model, "http://127.0.0.1/AttributeOwnNamespace.asmx", "Get.soap11", "soap11");
    expect(await client.call("Get", { same: "s" })).toEqual({ same: "s", plain: "p", text: "t" });
  });
});
