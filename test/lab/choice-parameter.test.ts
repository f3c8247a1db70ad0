/**
 * [XmlChoiceIdentifier] on a web method parameter, as the lab's ASMX published and answered it
 * (test/reference/lab/choice-parameter/): `[XmlElement("A", typeof(string)), XmlElement("B", typeof(int)),
 * XmlChoiceIdentifier("kind")] object value, ItemChoice kind` is `<s:choice minOccurs="1" maxOccurs="1">` in the
 * wrapper, its identifier an ordinary enum parameter after it. The spec says `choice` on the parameter and
 * `identifier: kind`; reading sets `kind` to the element read unless `<kind>` follows it (document order, as
 * ASMX). Import round-trips the WSDL (the identifier is not in it); the server answers the recorded requests with
 * the recorded bytes; the client writes the recorded request body.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { renderWsdlSet } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import { AsmxClientCore } from "../../runtime/src/client/client.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { readRecordedRequest } from "../support/http-recording.js";
import { answersRecordings } from "../support/lab-replay.js";
import { labFixtureSet, passesFixtures } from "../support/lab-fixtures.js";
import { REPO_ROOT } from "../support/paths.js";
import { specErrorOf } from "../support/spec-error.js";

const LAB = join(REPO_ROOT, "test/reference/lab/choice-parameter");
const WSDL_FILE = join(LAB, "wsdl/ChoiceParameter.asmx@wsdl.xml");
const ENDPOINT = "http://127.0.0.1/ChoiceParameter.asmx";
const imported = importWsdl(readFileSync(WSDL_FILE, "utf8"), {
  source: WSDL_FILE,
  schema: "spec.schema.json",
  specPath: "spec/choice-parameter.yaml",
});
const CHOICE = "- { name: Item, type: object, choice: [ { name: A, type: string }, { name: B, type: int } ] }";
/** The imported spec with the identifier the WSDL does not say. */
const SPEC = imported.yaml.replace(CHOICE, CHOICE.replace(" }] }", " }], identifier: kind }").replace(" } ] }", " } ], identifier: kind }"));
const model = parseSpec(SPEC, "spec/choice-parameter.yaml");

/** Send of ChoiceParameter.cs: `kind:type:value`. */
const handlers: OperationHandlers = {
  Send: ({ item, kind }: { item?: { $element: string; value: string | number } | null; kind: string }) =>
    `${kind}:${item ? `${typeof item.value === "number" ? "Int32" : "String"}:${item.value}` : "null"}`,
};

describe("import of the recorded WSDL", () => {
  it("comes back byte for byte", () => {
    expect(imported.byteEqual).toBe(true);
  });

  it("says the choice parameter and its identifier, an ordinary enum parameter", () => {
    expect(imported.yaml).toContain(CHOICE);
    expect(imported.yaml).toContain("- { name: kind, type: ItemChoice }");
  });

  it("publishes the same WSDL with the identifier said", () => {
    expect(SPEC).toContain("identifier: kind");
    const address = "http://127.0.0.1:41689/ChoiceParameter.asmx";
    expect(renderWsdlSet(model, address)[0]!.text).toBe(readFileSync(WSDL_FILE, "utf8"));
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  answersRecordings(LAB, model, handlers, { count: 6 });
});

describe("without the identifier", () => {
  const plain = importWsdl(readFileSync(WSDL_FILE, "utf8"), { source: WSDL_FILE, schema: "spec.schema.json", specPath: "spec/c.yaml" }).model;
  it("kind is only what its own element says (ASMX would set B from <B>)", async () => {
    const { createAsmxServer } = await import("../../runtime/src/server/core.js");
    const { listen } = await import("../../runtime/src/server/node.js");
    const { sendRaw, withHost } = await import("../support/http-recording.js");
    const server = createAsmxServer(descriptorOf(plain), handlers, (a: string) => renderWsdlSet(plain, a)[0]!.text);
    const listening = await listen(server);
    try {
      const url = new URL(listening.url);
      const request = readRecordedRequest(join(LAB, "exchanges/Send.soap11.nokind.request.txt"));
      const response = await sendRaw(Number(url.port), withHost(request, url.host));
      expect(response.body.toString("utf8")).toContain("<SendResult>A:Int32:5</SendResult>");
    } finally {
      await listening.close();
    }
  });
});

describe("the client", () => {
  it("writes the recorded request's body: the element its value names, then the identifier as given", async () => {
    const sent: string[] = [];
    const client = new AsmxClientCore(descriptorOf(model), {
      endpoint: ENDPOINT,
      allowInsecureHttp: true,
      binding: "soap11",
      transport: async (request) => {
        sent.push(request.body ?? "");
        return { status: 500, contentType: "text/plain", body: "" };
      },
    });
    for (const [name, input] of [
      ["a", { item: { $element: "A", value: "x" }, kind: "A" }],
      ["b", { item: { $element: "B", value: 5 }, kind: "B" }],
    ] as const) {
      sent.length = 0;
      await client.call("Send", input).catch(() => undefined);
      const recorded = readRecordedRequest(join(LAB, `exchanges/Send.soap11.${name}.request.txt`)).body!.toString("utf8");
      const wrapper = /<Send [\s\S]*<\/Send>/.exec(recorded)![0];
      expect(sent[0]).toContain(wrapper);
    }
  });
});

describe("identifiers the spec refuses", () => {
  const spec = (fields: string) => `service: { name: S, namespace: "urn:s", endpoint: "https://h/S.asmx" }
enums:
  Kind: { values: [A, B] }
  Other: { values: [A] }
operations:
  - name: Send
    fields:
${fields}
    result: { type: string }
`;
  const choice = (identifier: string) => `      - { name: Item, type: object, choice: [ { name: A, type: string }, { name: B, type: int } ], identifier: ${identifier} }`;
  it.each([
    [`${choice("kind")}\n      - { name: other, type: Kind }`, "spec/test.yaml:8:112:", "the identifier 'kind' is not another parameter of the operation"],
    [`${choice("Item")}`, "spec/test.yaml:8:112:", "the identifier 'Item' is not another parameter of the operation"],
    [`${choice("kind")}\n      - { name: kind, type: string }`, "spec/test.yaml:8:112:", "the identifier 'kind' must be an enum parameter whose values name the choice's elements, not string"],
    [`${choice("kind")}\n      - { name: kind, type: Other }`, "spec/test.yaml:8:112:", "the enum Other of the identifier 'kind' has no value for the element B"],
    ["      - { name: kind, type: Kind, identifier: x }", "spec/test.yaml:8:47:", "'identifier' applies to a parameter with a 'choice' of simple values"],
   ])("%#: a positioned error at the identifier", (fields, position, message) => {
    const error = specErrorOf(spec(fields));
    expect(error).toContain(position);
    expect(error).toContain(message);
  });
});

describe("the generated fixtures pass through the server and the client", () => {
  passesFixtures(model, labFixtureSet(model, "choice-parameter-"));
});
