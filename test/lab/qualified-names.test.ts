/**
 * XmlQualifiedName members, attributes, parameters and results (`type: QName`, a QualifiedName `{ namespace,
 * name }` in TypeScript), as the lab's ASMX published and answered them (test/reference/lab/qualified-names/):
 * `prefix:name` text whose prefix is declared on the element (`q{n}` numbered through the call) or found in scope
 * (the default namespace: unprefixed; the envelope's `xsd`; a prefix an attribute declared on the class's
 * element), a name in no namespace undeclaring the default (`<q3:Empty xmlns="" xmlns:q3="...">e</q3:Empty>`);
 * read by resolving the prefix against every declaration in scope, ancestors' included. Import round-trips the
 * WSDL; the server answers the recorded requests with the recorded bytes (its faults for undeclared prefixes
 * with the lab's status and shape); the client reads the recorded answers and writes what XmlSerializer writes.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderWsdlSet } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { XSD_NS } from "../../runtime/src/protocol.js";
import { readRecordedRequest, sendRaw, withHost } from "../support/http-recording.js";
import { answersRecordings, clientOfRecording } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";
import { specErrorOf } from "../support/spec-error.js";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { AsmxClientCore } from "../../runtime/src/client/client.js";
import { createAsmxServer } from "../../runtime/src/server/core.js";
import { listen } from "../../runtime/src/server/node.js";

const LAB = join(REPO_ROOT, "test/reference/lab/qualified-names");
const WSDL_FILE = join(LAB, "wsdl/QualifiedNames.asmx@wsdl.xml");
const NS = "http://lab.example.com/qname";
const imported = importWsdl(readFileSync(WSDL_FILE, "utf8"), {
  source: WSDL_FILE,
  schema: "spec.schema.json",
  specPath: "spec/qualified-names.yaml",
});
const model = imported.model;
const ENDPOINT = "http://127.0.0.1/QualifiedNames.asmx";

/** Get() of QualifiedNames.cs (Missing null: left out). */
const ITEM = {
  name: { namespace: "urn:q", name: "local" },
  qAttr: { namespace: "urn:attr", name: "a" },
  same: { namespace: NS, name: "s" },
  empty: { namespace: "", name: "e" },
  text: "t",
};
const handlers: OperationHandlers = {
  Get: () => ITEM,
  Echo: ({ item }: { item: object }) => item,
  Name: ({ name }: { name: object }) => name,
};

describe("import of the recorded WSDL", () => {
  it("comes back byte for byte", () => {
    expect(imported.byteEqual).toBe(true);
  });

  it("says QName for members, the attribute, the parameter and the result", () => {
    expect(imported.yaml).toContain("- { name: Name, type: QName }");
    expect(imported.yaml).toContain("- { name: QAttr, type: QName, attribute: true }");
    expect(imported.yaml).toMatch(/- name: Name\n\s+fields:\n\s+- \{ name: name, type: QName \}\n\s+result: \{ type: QName \}/);
  });

  it("offers Get alone over HTTP GET and POST: a QName parameter is no form field", () => {
    const wsdl = renderWsdlSet(model, "http://h/QualifiedNames.asmx")[0]!.text;
    expect(wsdl).toContain('<s:attribute name="QAttr" type="s:QName" />');
    expect(wsdl).toContain('<s:element minOccurs="0" maxOccurs="1" name="NameResult" type="s:QName" />');
    const httpGet = wsdl.match(/<wsdl:portType name="QualifiedNamesHttpGet">[\s\S]*?<\/wsdl:portType>/)![0];
    expect(httpGet).toContain('<wsdl:operation name="Get">');
    expect(httpGet).not.toContain('<wsdl:operation name="Name">');
    expect(httpGet).not.toContain('<wsdl:operation name="Echo">');
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  answersRecordings(LAB, model, handlers, { count: 13, failureTextIsDotNets: true });
});

describe("the server's fault for bad text", () => {
  const faultOf = async (name: string): Promise<string> => {
    const render = (address: string): string => renderWsdlSet(model, address)[0]!.text;
    const server = createAsmxServer(descriptorOf(model), handlers, render);
    const listening = await listen(server);
    try {
      const url = new URL(listening.url);
      const request = readRecordedRequest(join(LAB, "exchanges", `${name}.request.txt`));
      const response = await sendRaw(Number(url.port), withHost(request, url.host));
      expect(response.status).toBe(500);
      return /<faultstring>([\s\S]*)<\/faultstring>/.exec(response.body.toString("utf8"))![1]!;
    } finally {
      await listening.close();
    }
  };

  // The lab's fault (soap:Client, "Server was unable to read request. ---> There is an error in XML document
  // (l, c). ---> ... Namespace prefix 'u' is not defined.") in the runtime's shape for a bad simple value.
  it.each([
    ["NameUnknownPrefix.soap11", "(4, 54). ---&gt; The value 'u:v' of element name (QName) is not valid"],
    ["NameTwoColons.soap11", "(4, 70). ---&gt; The value 'p:a:b' of element name (QName) is not valid"],
    ["AttrUnknownPrefix.soap11", "(4, 66). ---&gt; item.QAttr"],
  ])("%s: a client fault naming the undeclared prefix's value, positioned", async (name, middle) => {
    const text = await faultOf(name);
    const detail = name.startsWith("Attr") ? " (namespace prefix 'u' is not defined)" : "";
    expect(text).toBe(
      `Server was unable to read request. ---&gt; There is an error in XML document ${middle}: ` +
        `expected a qualified name (prefix:name) whose prefix is declared in scope${detail}.`,
    );
  });
});

describe("the client", () => {
  it.each([
    ["Get.soap11", "Get", {}, ITEM],
    ["Get.httpget", "Get", {}, ITEM],
    ["Name.soap11", "Name", { name: { namespace: "urn:p", name: "v" } }, { namespace: "urn:p", name: "v" }],
    ["NameEmpty.soap11", "Name", { name: { namespace: NS, name: "" } }, { namespace: NS, name: "" }],
    ["NameXsd.soap11", "Name", { name: { namespace: XSD_NS, name: "string" } }, { namespace: XSD_NS, name: "string" }],
    [
      "EchoAncestor.soap11",
      "Echo",
      { item: {} },
      {
        qAttr: { namespace: "urn:w", name: "a" },
        name: { namespace: "urn:w", name: "n" },
        same: { namespace: NS, name: "x" },
        empty: { namespace: "urn:e", name: "y" },
        missing: { namespace: XSD_NS, name: "int" },
      },
    ],
  ] as const)("reads %s", async (recording, operation, input, expected) => {
    const client = clientOfRecording(LAB, model, ENDPOINT, recording, recording.endsWith("httpget") ? "httpGet" : "soap11");
    expect(await client.call(operation, input)).toEqual(expected);
  });

  it("writes what XmlSerializer writes: prefixes declared where needed, q{n} through the call", async () => {
    const sent: string[] = [];
    const recorded = readFileSync(join(LAB, "exchanges/Get.soap11.response.txt"), "utf8");
    // Get's value sent as Echo's parameter: the recorded GetResult's attributes and content.
    const writer = new AsmxClientCore(descriptorOf(model), {
      endpoint: ENDPOINT,
      allowInsecureHttp: true,
      binding: "soap11",
      transport: async (request) => {
        sent.push(request.body ?? "");
        return { status: 500, contentType: "text/plain", body: "" };
      },
    });
    await writer.call("Echo", { item: ITEM }).catch(() => undefined);
    const body = /<GetResult ([\s\S]*)<\/GetResult>/.exec(recorded)![1]!;
    expect(sent[0]).toContain(`<item ${body}</item>`);
    // xsd:, a prefix in scope, and EncodeLocalName's escapes.
    sent.length = 0;
    await writer
      .call("Echo", {
        item: {
          qAttr: { namespace: "urn:w", name: "a" },
          name: { namespace: "urn:w", name: "n" },
          missing: { namespace: XSD_NS, name: "a b" },
        },
      })
      .catch(() => undefined);
    expect(sent[0]).toContain('<item xmlns:q1="urn:w" QAttr="q1:a"><Name>q1:n</Name><Missing>xsd:a_x0020_b</Missing></item>');
    // A parameter, as the result is written (`<NameResult xmlns:q1="urn:p">q1:v</NameResult>`).
    sent.length = 0;
    await writer.call("Name", { name: { namespace: "urn:p", name: "v" } }).catch(() => undefined);
    expect(sent[0]).toContain('<Name xmlns="http://lab.example.com/qname"><name xmlns:q1="urn:p">q1:v</name></Name>');
  });
});

describe("QName the spec refuses", () => {
  const spec = (member: string) => `service: { name: S, namespace: "urn:s", endpoint: "https://h/S.asmx" }
types:
  C:
    fields:
      - ${member}
operations:
  - name: Get
    fields: []
    result: { type: C }
`;
  it("a QName with a default: ASMX ignores [DefaultValue] on one (lab qualified-name-default)", () => {
    expect(specErrorOf(spec('{ name: A, type: QName, default: "d" }'))).toContain("a QName (XmlQualifiedName) takes no default: ASMX ignores [DefaultValue] on one");
  });
  it("a QName choice, not recorded", () => {
    expect(specErrorOf(spec("{ name: A, type: QName, choice: [ { name: X, type: QName }, { name: Y, type: QName } ] }"))).toContain("a QName (XmlQualifiedName) with 'choice' has not been asked of the lab yet");
  });
});
