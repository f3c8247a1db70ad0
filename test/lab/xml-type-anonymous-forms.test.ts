/**
 * [XmlType(AnonymousType = true)] with Namespace or TypeName, on a [Flags] enum and on a class with [XmlText], as
 * the lab's ASMX published and answered them (test/reference/lab/xml-type-anonymous-forms): with a Namespace the
 * type is a named one in that namespace (the anonymity dropped); with a TypeName it is inline as without, the name
 * appearing nowhere (the HTTP result element is the class's name); a flags enum's xs:list and an [XmlText] class's
 * simpleContent are inline in each element of them, the wire as for named ones. The spec takes all four; each
 * generates its recorded WSDL byte for byte, import reads it back byte for byte, the server answers the recorded
 * requests and the client sends the recorded requests and reads the recorded answers.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import type { BindingKind } from "../../runtime/src/protocol.js";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { AsmxClientCore } from "../../runtime/src/client/client.js";
import { readRecordedRequest } from "../support/http-recording.js";
import { labFixtureSet, passesFixtures } from "../support/lab-fixtures.js";
import { specErrorOf } from "../support/spec-error.js";
import { answersRecordings, clientOfRecording } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";

const LAB = join(REPO_ROOT, "test/reference/lab/xml-type-anonymous-forms");
const NS = "http://lab.example.com/xml-type-anonymous-forms";
const recording = (service: string, port: number) => {
  const file = join(LAB, `wsdl/${service}/${service}.asmx@wsdl.xml`);
  const text = readFileSync(file, "utf8");
  const imported = importWsdl(text, { source: file, schema: "spec.schema.json", specPath: `spec/${service}.yaml` });
  return { file, text, imported, model: imported.model, address: `http://127.0.0.1:${port}/${service}.asmx` };
};

const space = recording("AnonSpace", 38581);
const name = recording("AnonName", 45203);
const flags = recording("AnonFlags", 43445);
const textual = recording("AnonTextual", 55765);

const SPACE_SPEC = `service: { name: AnonSpace, namespace: "${NS}", endpoint: "${space.address}" }
types:
  AnonSpaced: { anonymous: true, namespace: "urn:anon", fields: [{ name: A, type: string }] }
  SpacedHolder: { fields: [{ name: Inner, type: AnonSpaced }] }
operations:
  - { name: GetSpaced, fields: [], result: { type: SpacedHolder } }
`;
const NAME_SPEC = `service: { name: AnonName, namespace: "${NS}", endpoint: "${name.address}" }
types:
  AnonNamed: { anonymous: true, typeName: Renamed, fields: [{ name: B, type: string }] }
operations:
  - { name: GetNamed, fields: [], result: { type: AnonNamed } }
`;

const FLAGS_SPEC = `service: { name: AnonFlags, namespace: "${NS}", endpoint: "${flags.address}" }
enums:
  Perms: { anonymous: true, flags: true, values: { None: 0, Read: 1, Write: 2 } }
types:
  PermHolder: { fields: [{ name: P, type: Perms }] }
operations:
  - { name: GetPerms, fields: [], result: { type: PermHolder } }
  - { name: EchoPerms, fields: [{ name: p, type: Perms }], result: { type: Perms } }
`;
const TEXT_SPEC = `service: { name: AnonTextual, namespace: "${NS}", endpoint: "${textual.address}" }
types:
  AnonText:
    anonymous: true
    fields:
      - { name: Code, type: string, attribute: true }
      - { name: Value, type: string, text: true }
  TextHolder: { fields: [{ name: T, type: AnonText }] }
operations:
  - { name: GetText, fields: [], result: { type: TextHolder } }
`;

describe("the spec generates the recorded WSDL byte for byte", () => {
  it("anonymous with a namespace: a named type in that namespace's schema", () => {
    expect(renderWsdlDocument(parseSpec(SPACE_SPEC, "spec/s.yaml"), space.address)).toBe(space.text);
  });
  it("anonymous with a typeName: inline, the HTTP result element named after the class", () => {
    expect(renderWsdlDocument(parseSpec(NAME_SPEC, "spec/n.yaml"), name.address)).toBe(name.text);
  });
  it("an anonymous flags enum: its xs:list inline in the member, the parameter, the result and the HTTP result element", () => {
    expect(renderWsdlDocument(parseSpec(FLAGS_SPEC, "spec/f.yaml"), flags.address)).toBe(flags.text);
  });
  it("an anonymous class with [XmlText]: its simpleContent inline in the member", () => {
    expect(renderWsdlDocument(parseSpec(TEXT_SPEC, "spec/t.yaml"), textual.address)).toBe(textual.text);
  });
});

describe("import of the recorded WSDLs", () => {
  it.each([
    ["AnonSpace", space],
    ["AnonName", name],
    ["AnonFlags", flags],
    ["AnonTextual", textual],
  ])("%s comes back byte for byte", (_, r) => {
    expect(r.imported.byteEqual).toBe(true);
  });
  it("reads the namespaced one as a named class, the renamed one as anonymous under the class's name", () => {
    expect(space.imported.yaml).not.toContain("anonymous: true");
    expect(space.imported.yaml).toContain("  AnonSpaced:\n    namespace: urn:anon\n");
    expect(name.imported.yaml).toContain("  AnonNamed:\n    anonymous: true\n");
  });
  it("reads the inline list as an anonymous flags enum, the inline simpleContent as an anonymous class with a text field", () => {
    expect(flags.imported.yaml).toContain("    anonymous: true\n    flags: true\n    values: { None: 0, Read: 1, Write: 2 }\n");
    // The inline type has no name in the WSDL: the class is named after its element, as other anonymous ones.
    expect(textual.imported.yaml).toContain("  T:\n    anonymous: true\n");
    expect(textual.imported.yaml).toContain("text: true");
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  describe("AnonSpace", () => {
    answersRecordings(LAB, parseSpec(SPACE_SPEC, "spec/s.yaml"), { GetSpaced: () => ({ inner: { a: "a" } }) }, {
      count: 2,
      only: ["GetSpaced.soap11", "GetSpaced.httpget"],
    });
  });
  describe("AnonName", () => {
    answersRecordings(LAB, parseSpec(NAME_SPEC, "spec/n.yaml"), { GetNamed: () => ({ b: "b" }) }, {
      count: 2,
      only: ["GetNamed.soap11", "GetNamed.httpget"],
    });
  });
  describe("AnonFlags", () => {
    answersRecordings(
      LAB,
      parseSpec(FLAGS_SPEC, "spec/f.yaml"),
      { GetPerms: () => ({ p: ["Read", "Write"] }), EchoPerms: ({ p }: { p: readonly string[] }) => p },
      {
        count: 7,
        only: [
          "GetPerms.soap11",
          "EchoPerms.soap11",
          "EchoPerms.httpget",
          // A flags parameter over HTTP GET/POST by Enum.Parse: commas or the number; spaces a 500.
          "EchoPerms.httpget.commas",
          "EchoPerms.httpget.number",
          "EchoPerms.httpget.spaces",
          "EchoPerms.httppost.commas",
        ],
        failureTextIsDotNets: true,
      },
    );
  });
  describe("AnonTextual", () => {
    answersRecordings(LAB, parseSpec(TEXT_SPEC, "spec/t.yaml"), { GetText: () => ({ t: { code: "c", value: "v" } }) }, {
      count: 2,
      only: ["GetText.soap11", "GetText.httpget"],
    });
  });
});

describe("the client reads the recorded answers", () => {
  it.each([
    [space, "GetSpaced.soap11", "soap11", "GetSpaced", { inner: { a: "a" } }],
    [space, "GetSpaced.httpget", "httpGet", "GetSpaced", { inner: { a: "a" } }],
    [name, "GetNamed.soap11", "soap11", "GetNamed", { b: "b" }],
    [name, "GetNamed.httpget", "httpGet", "GetNamed", { b: "b" }],
    [flags, "GetPerms.soap11", "soap11", "GetPerms", { p: ["Read", "Write"] }],
    [flags, "EchoPerms.soap11", "soap11", "EchoPerms", ["Read", "Write"]],
    [flags, "EchoPerms.httpget", "httpGet", "EchoPerms", ["Write"]],
    [textual, "GetText.soap11", "soap11", "GetText", { t: { code: "c", value: "v" } }],
    [textual, "GetText.httpget", "httpGet", "GetText", { t: { code: "c", value: "v" } }],
  ] as const)("%#: %s", async (r, exchange, binding: BindingKind, operation, expected) => {
    const client = clientOfRecording(LAB, r.model, r.address, exchange, binding);
    expect(await client.call(operation, operation === "EchoPerms" ? { p: expected } : {})).toEqual(expected);
  });
});

describe("the client sends the recorded requests", () => {
  it.each([
    ["EchoPerms.soap11", "soap11", ["Read", "Write"]],
    ["EchoPerms.httpget", "httpGet", ["Write"]],
    ["EchoPerms.httpget.commas", "httpGet", ["Read", "Write"]],
    ["EchoPerms.httppost.commas", "httpPost", ["Read", "Write"]],
  ] as const)("%s", async (exchange, binding: BindingKind, p) => {
    const sent: { url: string; body: string }[] = [];
    const client = new AsmxClientCore(descriptorOf(flags.model), {
      endpoint: flags.address,
      allowInsecureHttp: true,
      binding,
      transport: async (request) => {
        sent.push({ url: request.url, body: request.body ?? "" });
        return { status: 500, contentType: "text/plain", body: "" };
      },
    });
    await client.call("EchoPerms", { p }).catch(() => undefined);
    const recorded = readRecordedRequest(join(LAB, "exchanges", `${exchange}.request.txt`));
    const url = new URL(sent[0]!.url);
    // The same text, form-encoded either way (the lab's request keeps its commas, the client writes `+`).
    const form = (text: string): string => decodeURIComponent(text.replaceAll("+", " "));
    expect(form(url.pathname + url.search)).toBe(form(recorded.target));
    // The recorded SOAP request is laid out by hand; its body element is the client's byte for byte.
    const body = (text: string): string => /<soap:Body>\s*([^]*?)\s*<\/soap:Body>/.exec(text)?.[1] ?? text;
    if (binding === "httpPost") expect(form(sent[0]!.body)).toBe(form(recorded.body.toString("utf8")));
    else expect(body(sent[0]!.body)).toBe(body(recorded.body.toString("utf8")));
  });
});

describe("the generated fixtures pass through the server and the client", () => {
  describe("AnonFlags", () => {
    passesFixtures(flags.model, labFixtureSet(flags.model, "anon-flags-"));
  });
  describe("AnonTextual", () => {
    passesFixtures(textual.model, labFixtureSet(textual.model, "anon-textual-"));
  });
});
