/**
 * SOAP header classes in the service's namespace, one also a parameter's type, as the lab's ASMX published
 * and answered them (test/reference/lab/header-class/). A header class exported first by a message body has
 * no xs:anyAttribute (HeaderClass: Culture takes a Context), one exported first as a header has it
 * (HeaderFirst). Import round-trips both; the server answers the recorded requests with the recorded bytes.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import { AsmxClientCore } from "../../runtime/src/client/client.js";
import type { CallContext, OperationHandlers } from "../../runtime/src/server/types.js";
import { readRecordedResponse } from "../support/http-recording.js";
import { answersRecordings } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";

const LAB = join(REPO_ROOT, "test/reference/lab/header-class");
const importOf = (file: string) =>
  importWsdl(readFileSync(join(LAB, file), "utf8"), { source: file, schema: "spec.schema.json", specPath: "spec/header-class.yaml" });

type Headers = Record<string, Record<string, unknown> | undefined>;
/** What HeaderClass.cs does. */
const handlers: OperationHandlers = {
  WhoAmI: (_input: object, context: CallContext) => ((context.headers as Headers).auth?.user as string | undefined) ?? "nobody",
  Culture: ({ given }: { given: { culture: string | null } | null }, context: CallContext) =>
    `${((context.headers as Headers).context?.culture as string | undefined) ?? "-"}/${given?.culture ?? "-"}`,
  Traced: (_input: object, context: CallContext) => {
    const trace = (context.headers as Headers).trace;
    return { result: trace ? trace.level : -1, headers: trace ? { trace } : {} };
  },
};

describe("import of the recorded WSDLs", () => {
  it.each([["wsdl/HeaderClass.asmx@wsdl.xml"], ["wsdl-header-first/HeaderFirst.asmx@wsdl.xml"]])("%s comes back byte for byte", (file) => {
    expect(importOf(file).byteEqual).toBe(true);
  });

  it("writes SoapHeader's anyAttribute where the header's mapping exports the class first, only there", () => {
    const spec = (order: string[]): string => {
      const ops: Record<string, string> = {
        header: "  - name: WhoAmI\n    fields: []\n    headers: [{ name: Context }]\n",
        body: "  - name: Culture\n    fields: [{ name: given, type: Context }]\n",
      };
      return `service: { name: S, namespace: "urn:s", endpoint: "https://h/S.asmx" }\nheaders:\n  Context: { fields: [{ name: Culture, type: string }] }\noperations:\n${order.map((o) => ops[o]).join("")}`;
    };
    const contextType = (order: string[]) => /<s:complexType name="Context">[\s\S]*?<\/s:complexType>/.exec(renderWsdlDocument(parseSpec(spec(order), "spec/s.yaml"), "x"))![0];
    expect(contextType(["header", "body"])).toContain("<s:anyAttribute />");
    expect(contextType(["body", "header"])).not.toContain("anyAttribute");
  });

  it("still keeps a fault detail class to its faults", () => {
    const spec = `service: { name: S, namespace: "urn:s", endpoint: "https://h/S.asmx" }\nfaults:\n  Oops: { fields: [] }\noperations:\n  - name: A\n    fields: [{ name: o, type: Oops }]\n`;
    expect(() => parseSpec(spec, "spec/s.yaml")).toThrow(/'Oops' is declared under 'faults' and can only be used there/);
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  const model = importOf("wsdl/HeaderClass.asmx@wsdl.xml").model;
  answersRecordings(LAB, model, handlers, { count: 3 });

  it("the client sends the header and the parameter of one class, and reads the recorded answer", async () => {
    const recorded = readRecordedResponse(join(LAB, "exchanges", "Culture.soap11.response.txt"))!;
    const sent: string[] = [];
    const client = new AsmxClientCore(descriptorOf(model), {
      endpoint: "http://127.0.0.1/HeaderClass.asmx",
      allowInsecureHttp: true,
      transport: async (request) => {
        sent.push(request.body ?? "");
        return { status: recorded.status, contentType: recorded.headers.get("content-type"), body: recorded.body.toString("utf8") };
      },
    });
    expect(await client.call("Culture", { given: { culture: "nl" } }, { headers: { context: { culture: "fr" } } })).toBe("fr/nl");
    expect(sent[0]).toContain('<soap:Header><Context xmlns="http://lab.example.com/headers"><Culture>fr</Culture></Context></soap:Header>');
    expect(sent[0]).toContain("<given><Culture>nl</Culture></given>");
  });
});
