/**
 * [XmlChoiceIdentifier] on an array parameter, as the lab's ASMX published and answered it
 * (test/reference/lab/choice-parameters/): `[XmlElement("A", typeof(string)), XmlElement("B", typeof(int)),
 * XmlChoiceIdentifier("kinds")] object[] values, ItemChoice[] kinds` is `<s:choice minOccurs="0"
 * maxOccurs="unbounded">` in the wrapper, its identifier an ordinary `ArrayOfItemChoice` parameter after it. The
 * spec says `repeated: true` and `choice` on the parameter and `identifier: kinds`; reading sets `kinds` to the
 * items' element names whatever `<kinds>` says (as ASMX). Import round-trips the WSDL (the identifier is not in it);
 * the server answers the recorded requests with the recorded bytes; the client writes the recorded request body.
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
import { readRecordedRequest, sendRaw, withHost } from "../support/http-recording.js";
import { answersRecordings } from "../support/lab-replay.js";
import { labFixtureSet, passesFixtures } from "../support/lab-fixtures.js";
import { REPO_ROOT } from "../support/paths.js";
import { specErrorOf } from "../support/spec-error.js";

const LAB = join(REPO_ROOT, "test/reference/lab/choice-parameters");
const WSDL_FILE = join(LAB, "wsdl/ChoiceParameters.asmx@wsdl.xml");
const ENDPOINT = "http://127.0.0.1/ChoiceParameters.asmx";
const imported = importWsdl(readFileSync(WSDL_FILE, "utf8"), {
  source: WSDL_FILE,
  schema: "spec.schema.json",
  specPath: "spec/choice-parameters.yaml",
});
const CHOICE = "choice: [ { name: A, type: string }, { name: B, type: int } ]";
const SINGLE = `- { name: Item, type: object, ${CHOICE} }`;
const MANY = `- { name: Items, type: "object[]", repeated: true, ${CHOICE} }`;
/** The imported spec with the identifiers the WSDL does not say. */
const SPEC = imported.yaml
  .replace(SINGLE, SINGLE.replace(" ] }", " ], identifier: kind }"))
  .replace(MANY, MANY.replace(" ] }", " ], identifier: kinds }"));
const model = parseSpec(SPEC, "spec/choice-parameters.yaml");

type Item = { $element: string; value: string | number };
const shown = (item: Item): string => `${typeof item.value === "number" ? "Int32" : "String"}:${item.value}`;
/** Send and SendMany of ChoiceParameters.cs. */
const handlers: OperationHandlers = {
  Send: ({ item, kind }: { item?: Item | null; kind: string }) => `${kind}:${item ? shown(item) : "null"}`,
  SendMany: ({ items, kinds }: { items?: Item[] | null; kinds?: string[] | null }) =>
    (items ?? []).map((item, i) => `${kinds && i < kinds.length ? kinds[i] : "?"}=${shown(item)};`).join(""),
};

describe("import of the recorded WSDL", () => {
  it("comes back byte for byte", () => {
    expect(imported.byteEqual).toBe(true);
  });

  it("says the repeated choice parameter and its identifier, an ordinary array parameter of the enum", () => {
    expect(imported.yaml).toContain(MANY);
    expect(imported.yaml).toContain('- { name: kinds, type: "ItemChoice[]" }');
  });

  it("publishes the same WSDL with the identifiers said", () => {
    expect(SPEC).toContain("identifier: kinds }");
    const address = "http://127.0.0.1:36427/ChoiceParameters.asmx";
    expect(renderWsdlSet(model, address)[0]!.text).toBe(readFileSync(WSDL_FILE, "utf8"));
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  const only = ["a", "b", "empty", "kindfirst", "mismatch", "nokind"].map((n) => `Send.soap11.${n}`);
  only.push(...["", ".empty", ".nokinds", ".onlykinds", ".wrongkinds"].map((n) => `SendMany.soap11${n}`));
  answersRecordings(LAB, model, handlers, { count: 11, only });
});

describe("without the identifier", () => {
  const plain = imported.model;
  it("kinds is only what its own element says (ASMX would name the items)", async () => {
    const { createAsmxServer } = await import("../../runtime/src/server/core.js");
    const { listen } = await import("../../runtime/src/server/node.js");
    const server = createAsmxServer(descriptorOf(plain), handlers, (a: string) => renderWsdlSet(plain, a)[0]!.text);
    const listening = await listen(server);
    try {
      const url = new URL(listening.url);
      const request = readRecordedRequest(join(LAB, "exchanges/SendMany.soap11.wrongkinds.request.txt"));
      const response = await sendRaw(Number(url.port), withHost(request, url.host));
      expect(response.body.toString("utf8")).toContain("<SendManyResult>B=String:x;B=Int32:2;</SendManyResult>");
    } finally {
      await listening.close();
    }
  });
});

describe("the client", () => {
  const sent: string[] = [];
  const clientOn = (binding: "soap11" | "soap12") =>
    new AsmxClientCore(descriptorOf(model), {
      endpoint: ENDPOINT,
      allowInsecureHttp: true,
      binding,
      transport: async (request) => {
        sent.push(request.body ?? "");
        return { status: 500, contentType: "text/plain", body: "" };
      },
    });
  it("writes the recorded request's body: each item the element it names, in order, then the identifiers as given", async () => {
    for (const binding of ["soap11", "soap12"] as const) {
      for (const [name, input] of [
        ["", { items: [{ $element: "A", value: "x" }, { $element: "B", value: 2 }, { $element: "A", value: "y" }], kinds: ["A", "B", "A"] }],
        [".nokinds", { items: [{ $element: "A", value: "x" }, { $element: "B", value: 2 }, { $element: "A", value: "y" }] }],
        [".onlykinds", { kinds: ["B"] }],
        [".empty", {}],
      ] as const) {
        sent.length = 0;
        await clientOn(binding).call("SendMany", input).catch(() => undefined);
        const recorded = readRecordedRequest(join(LAB, `exchanges/SendMany.soap11${name}.request.txt`)).body!.toString("utf8");
        const wrapper = /<SendMany [\s\S]*(<\/SendMany>|\/>)/.exec(recorded)![0];
        expect(sent[0]).toContain(wrapper);
      }
    }
  });

  it("refuses a null item (a choice names its items by their element)", async () => {
    const error = await clientOn("soap11").call("SendMany", { items: [{ $element: "A", value: "x" }, null] }).catch((e: unknown) => e);
    expect(String(error)).toContain("Items[1]");
    expect(String(error)).toContain("an array without null items");
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
  const choice = (identifier: string) => `      - { name: Items, type: "object[]", repeated: true, choice: [ { name: A, type: string }, { name: B, type: int } ], identifier: ${identifier} }`;
  it.each([
    [`${choice("kinds")}\n      - { name: kinds, type: Kind }`, "spec/test.yaml:8:133:", "the identifier 'kinds' of a repeated choice must be an array parameter of an enum whose values name the choice's elements, not enum Kind"],
    [`${choice("kinds")}\n      - { name: kinds, type: "string[]" }`, "spec/test.yaml:8:133:", "must be an array parameter of an enum"],
    [`${choice("kinds")}\n      - { name: kinds, type: "Other[]" }`, "spec/test.yaml:8:133:", "the enum Other of the identifier 'kinds' has no value for the element B"],
    ["      - { name: tags, type: \"string[]\", repeated: true }", "spec/test.yaml:8:", "'repeated' applies to fields of classes only (on a parameter: an array of a 'choice')"],
  ])("%#: a positioned error", (fields, position, message) => {
    const error = specErrorOf(spec(fields));
    expect(error).toContain(position);
    expect(error).toContain(message);
  });
});

describe("the generated fixtures pass through the server and the client", () => {
  passesFixtures(model, labFixtureSet(model, "choice-parameters-"));
});
