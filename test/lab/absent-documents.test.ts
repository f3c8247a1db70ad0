/**
 * Documents a service does not publish (test/reference/lab/absent-documents/): ASMX sends every GET whose query
 * has a `wsdl` or `schema` key (any case, any place in the query) to its discovery handler, never to the help
 * page; an ID it does not publish (`?wsdl=wsdl5`, `?wsdl=foo`, `?wsdl=`, `?wsdl=WSDL1`, `?schema=schema9`, ...)
 * is a 500 text/plain, "XML Web service description was not found." or "Schema not found.", on a one-document
 * service and on a set (BindingNamespace). The server answers each recorded request with the recorded status,
 * content type and cache control; the documents that exist, asked in another key case or place, byte for byte.
 * The 500 bodies: the lab (customErrors Off) writes the exception's type and stack; .NET's remote answer is the
 * message and a line break, which the server writes (the message checked against the recording's first line).
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { renderWsdlSet } from "../../generator/emit/wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import type { ServiceModel } from "../../generator/model/types.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { createAsmxServer } from "../../runtime/src/server/core.js";
import { listen, type Listening } from "../../runtime/src/server/node.js";
import { readRecordedRequest, readRecordedResponse, sendRaw, withHost } from "../support/http-recording.js";
import { answersRecordings } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";
import { bindingNamespaceSpec } from "../support/binding-lab-specs.js";

const LAB = join(REPO_ROOT, "test/reference/lab/absent-documents");

const PLAIN = parseSpec(
  `service:
  name: Plain
  namespace: "http://lab.example.com/plain"
  endpoint: "http://127.0.0.1:52195/Plain.asmx"
operations:
  - name: Echo
    fields: [{ name: s, type: string }]
    result: { type: string }
`,
  "spec/plain.yaml",
);
const NAMESPACE = parseSpec(
  bindingNamespaceSpec("http://127.0.0.1:54109/BindingNamespace.asmx"),
  "spec/binding-namespace.yaml",
);

/** What each recorded 500 says: the exception's message, the first line of Mono's body after its type. */
const MESSAGES: Record<string, string> = {
  "schema-empty": "Schema not found.",
  schema1: "Schema not found.",
  schema3: "Schema not found.",
  schema9: "Schema not found.",
};
const WSDL_MESSAGE = "XML Web service description was not found.";

function checksFailures(folder: string, model: ServiceModel, handlers: OperationHandlers, failures: readonly string[]): void {
  let listening: Listening;
  beforeAll(async () => {
    const render = (address: string, document = "wsdl"): string => renderWsdlSet(model, address).find((d) => d.query === document)!.text;
    listening = await listen(createAsmxServer(descriptorOf(model), handlers, render));
  });
  afterAll(() => listening.close());

  it("recorded these requests as 500s", () => {
    const names = readdirSync(join(folder, "exchanges"))
      .filter((f) => f.endsWith(".response.txt") && readRecordedResponse(join(folder, "exchanges", f))!.status === 500)
      .map((f) => f.slice(0, -".response.txt".length))
      .sort();
    expect(names).toEqual([...failures].sort());
  });
  for (const name of failures) {
    it(`${name}: .NET's message, as recorded, and a line break`, async () => {
      const recorded = readRecordedResponse(join(folder, "exchanges", `${name}.response.txt`))!;
      const message = MESSAGES[name] ?? WSDL_MESSAGE;
      expect(recorded.body.toString("utf8").split("\n", 1)[0]).toBe(`System.InvalidOperationException: ${message}`);
      const url = new URL(listening.url);
      const request = readRecordedRequest(join(folder, "exchanges", `${name}.request.txt`));
      const response = await sendRaw(Number(url.port), withHost(request, url.host));
      expect(response.status).toBe(500);
      expect(response.body.toString("utf8")).toBe(`${message}\n`);
    });
  }
}

const PLAIN_FAILURES = ["schema-empty", "schema1", "schema9", "wsdl-empty", "wsdl-foo", "wsdl-second", "wsdl-upper", "wsdl-value-upper", "wsdl1", "wsdl5"];
const NAMESPACE_FAILURES = ["schema-empty", "schema3", "schema9", "wsdl-empty", "wsdl-foo", "wsdl-value-upper", "wsdl5"];

const PLAIN_HANDLERS = { Echo: ({ s }: { s: string }) => s };
const NAMESPACE_HANDLERS = { Near: ({ a }: { a: string }) => a, Away: ({ b }: { b: string }) => b };

describe("a one-document service answers every wsdl or schema query with ASMX's 500", () => {
  answersRecordings(join(LAB, "plain"), PLAIN, PLAIN_HANDLERS, { count: 10, failureTextIsDotNets: true });
  checksFailures(join(LAB, "plain"), PLAIN, PLAIN_HANDLERS, PLAIN_FAILURES);
});

describe("a set serves its documents for a key in any case or place, and answers an absent ID with ASMX's 500", () => {
  answersRecordings(
    join(LAB, "namespace"),
    NAMESPACE,
    NAMESPACE_HANDLERS,
    { count: 11, failureTextIsDotNets: true, recordedAddress: "http://127.0.0.1:54109/BindingNamespace.asmx" },
  );
  checksFailures(join(LAB, "namespace"), NAMESPACE, NAMESPACE_HANDLERS, NAMESPACE_FAILURES);
});
