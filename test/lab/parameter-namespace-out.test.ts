/**
 * [XmlElement(Name, Namespace)] on guid and char out parameters, as the lab's ASMX published and answered them
 * (test/reference/lab/parameter-namespace-out/): refs after the result in the response wrapper (minOccurs="1") to
 * global elements of urn:other typed with Microsoft's types (`s2:guid`, `s2:char`), a third schema urn:other's
 * imports; on the wire each in urn:other, a char as its number. The WSDL round-trips byte for byte; the server answers
 * the recorded exchanges byte for byte and the client reads the responses and sends the request.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderWsdlSet } from "../../generator/emit/wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { answersRecordings, clientOfRecording, sentByClient, importedLabWsdl } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";

const LAB = join(REPO_ROOT, "test/reference/lab/parameter-namespace-out");
const WSDL = join(LAB, "wsdl/ParameterNamespaceOut.asmx@wsdl.xml");
const ENDPOINT = "http://127.0.0.1/ParameterNamespaceOut.asmx";
const SPEC_PATH = "spec/parameter-namespace-out.yaml";
const { imported, model } = importedLabWsdl(WSDL, ENDPOINT, SPEC_PATH);

/** What ParameterNamespaceOut.cs's GetIds returns. */
const handlers: OperationHandlers = {
  GetIds: ({ n }: { n: number }) => ({
    result: `r${n}`,
    id: n === 0 ? "00000000-0000-0000-0000-000000000000" : "0f8fad5b-d9cb-469f-a165-70867728950e",
    letter: n === 0 ? "\0" : String.fromCharCode(64 + n),
    text: n === 0 ? null : `t${n}`,
  }),
};

describe("import and WSDL", () => {
  it("round-trips the WSDL byte for byte, the guid and char out parameters of urn:other in the spec", () => {
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toContain(
      "    out:\n      - { name: Id, type: guid, namespace: urn:other }\n      - { name: Letter, type: char, namespace: urn:other }\n      - { name: Text, type: string, namespace: urn:other }\n",
    );
  });

  it("writes the refs after the result and Microsoft's types as a third schema urn:other's imports", () => {
    const wsdl = renderWsdlSet(model, ENDPOINT)[0]!.text;
    expect(wsdl).toContain('<s:element minOccurs="1" maxOccurs="1" ref="s1:Id" />\n            <s:element minOccurs="1" maxOccurs="1" ref="s1:Letter" />');
    expect(wsdl).toContain('<s:import namespace="http://microsoft.com/wsdl/types/" />\n      <s:element name="Id" type="s2:guid" />\n      <s:element name="Letter" type="s2:char" />');
  });

  it("takes a time out parameter of another namespace (recorded since: parameter-namespace-data) and an unqualified one (parameter-forms)", () => {
    const spec = imported.yaml.replace("{ name: Id, type: guid, namespace: urn:other }", "{ name: Id, type: dateTime, dataType: time, namespace: urn:other }");
    expect(spec).not.toBe(imported.yaml);
    expect(() => parseSpec(spec, SPEC_PATH)).not.toThrow();
    const unqualified = imported.yaml.replace("{ name: Id, type: guid, namespace: urn:other }", "{ name: Id, type: dateTime, dataType: time, unqualified: true }");
    expect(unqualified).not.toBe(imported.yaml);
    expect(() => parseSpec(unqualified, SPEC_PATH)).not.toThrow();
  });
});

describe("the server answers the recorded exchanges", () => {
  answersRecordings(LAB, model, handlers, { count: 3, only: ["GetIds.soap11", "GetIds.soap12", "GetIds.zero"] });
});

describe("the client", () => {
  const read = (name: string, n: number, binding: "soap11" | "soap12" = "soap11") => clientOfRecording(LAB, model, ENDPOINT, name, binding).call("GetIds", { n });
  it("reads guid and char out parameters of urn:other (a char from its number), an absent string null", async () => {
    const two = { result: "r2", id: "0f8fad5b-d9cb-469f-a165-70867728950e", letter: "B", text: "t2" };
    expect(await read("GetIds.soap11", 2)).toEqual(two);
    expect(await read("GetIds.soap12", 2, "soap12")).toEqual(two);
    expect(await read("GetIds.zero", 0)).toEqual({ result: "r0", id: "00000000-0000-0000-0000-000000000000", letter: "\0", text: null });
  });
  it("sends the request as recorded", async () => {
    const declarations = ' xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema"';
    const recorded = readFileSync(join(LAB, "exchanges", "GetIds.soap11.request.txt"), "utf8").split("\r\n\r\n")[1]!;
    const sent = await sentByClient(LAB, model, ENDPOINT, "GetIds.soap11", "soap11", "GetIds", { n: 2 });
    expect(sent.sent).toBe(recorded.replace('<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"', `$&${declarations}`));
  });
});
