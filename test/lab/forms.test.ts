/**
 * Form = Unqualified on class members, as the lab's ASMX published and answered it (test/reference/lab/forms/):
 * [XmlElement(Form = Unqualified)] on a string, an int, a class, a nillable string and a repeated array,
 * [XmlArray(Form = Unqualified)] on a wrapped array, [XmlArrayItem(Form = Unqualified)] on arrays of ints, strings
 * (with an unqualified wrapper) and classes, [XmlAttribute(Form = Unqualified)]. The elements travel
 * in no namespace (`xmlns=""`) while their content (Inner's fields, the array's items) stays in the service's.
 * Import round-trips the WSDL; the server answers the recorded requests with the recorded bytes; the client
 * reads the recorded answers and writes the recorded request's body.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { renderWsdlSet } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { AsmxClientCore } from "../../runtime/src/client/client.js";
import type { BindingKind } from "../../runtime/src/protocol.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { readRecordedRequest, readRecordedResponse } from "../support/http-recording.js";
import { answersRecordings, clientOfRecording } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";
import { assertClassRoundTrips, specWithMember } from "../support/lab-members.js";
import { specErrorOf } from "../support/spec-error.js";

const LAB = join(REPO_ROOT, "test/reference/lab/forms");
const WSDL_FILE = join(LAB, "wsdl/Forms.asmx@wsdl.xml");
const imported = importWsdl(readFileSync(WSDL_FILE, "utf8"), {
  source: WSDL_FILE,
  schema: "spec.schema.json",
  specPath: "spec/forms.yaml",
});
const model = imported.model;

/** Get() of Forms.cs. */
const ITEM = {
  plain: "p",
  local: "l",
  count: 3,
  child: { code: "c" },
  maybe: null,
  rep: ["r1", "r2"],
  tags: ["t1", "t2"],
  codes: [1, 2],
  both: ["b"],
  inners: [{ code: "i" }],
  unq: "u",
};
const handlers: OperationHandlers = {
  Get: () => ITEM,
  Echo: ({ item }: { item: object }) => item,
};

describe("import of the recorded WSDL", () => {
  it("comes back byte for byte", () => {
    expect(imported.byteEqual).toBe(true);
  });

  it("says which members are unqualified", () => {
    for (const line of [
      "- { name: Local, type: string, unqualified: true }",
      "- { name: Count, type: int, unqualified: true }",
      "- { name: Child, type: Inner, unqualified: true }",
      "- { name: Maybe, type: string, unqualified: true, nullable: true }",
      '- { name: Rep, type: "string[]", unqualified: true, repeated: true }',
      '- { name: Tags, type: "string[]", unqualified: true }',
      '- { name: Codes, type: "int[]", arrayItem: { unqualified: true } }',
      '- { name: Both, type: "string[]", unqualified: true, arrayItem: { name: N, unqualified: true, typeName: ArrayOfString1 } }',
      '- { name: Inners, type: "Inner[]", arrayItem: { unqualified: true } }',
      "- { name: Unq, type: string, attribute: true, unqualified: true }",
    ]) {
      expect(imported.yaml).toContain(line);
    }
    expect(imported.yaml).toContain("- { name: Plain, type: string }\n");
  });

  it("the generated WSDL writes form after maxOccurs and default, before name", () => {
    const wsdl = renderWsdlSet(model, "http://h/Forms.asmx")[0]!.text;
    expect(wsdl).toContain(
      '<s:element minOccurs="1" maxOccurs="1" form="unqualified" name="Maybe" nillable="true" type="s:string" />',
    );
    expect(wsdl).toContain('<s:attribute form="unqualified" name="Unq" type="s:string" />');
    expect(wsdl).toContain(
      '<s:element minOccurs="0" maxOccurs="unbounded" form="unqualified" name="N" nillable="true" type="s:string" />',
    );
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  answersRecordings(LAB, model, handlers, { count: 3 });
});

describe("the client", () => {
  const clientFor = (name: string, binding: BindingKind, sent: string[] = []) =>
    clientOfRecording(LAB, model, "http://127.0.0.1/Forms.asmx", name, binding, sent);

  it.each([
    ["Get.soap11", "soap11"],
    ["Get.httpget", "httpGet"],
  ] as const)("reads %s", async (name, binding) => {
    expect(await clientFor(name, binding).call("Get", {})).toEqual(ITEM);
  });

  it("writes the recorded Echo request's body and reads its answer", async () => {
    const sent: string[] = [];
    const value = {
      plain: "a",
      local: "b",
      count: 7,
      child: { code: "z" },
      maybe: null,
      rep: ["x"],
      tags: ["t"],
      codes: [5],
      both: ["n"],
      inners: [{ code: "j" }],
      unq: "v",
    };
    expect(await clientFor("Echo.soap11", "soap11", sent).call("Echo", { item: value })).toEqual(value);
    const recorded = readRecordedRequest(join(LAB, "exchanges", "Echo.soap11.request.txt"));
    const body = /<Echo [^>]*>.*<\/Echo>/.exec(recorded.body.toString("utf8"))![0];
    expect(sent[0]).toContain(body);
  });

  it("skips a member sent qualified where the class says unqualified, as XmlSerializer does", async () => {
    const recorded = readRecordedResponse(join(LAB, "exchanges", "Get.soap11.response.txt"))!;
    const qualified = recorded.body.toString("utf8").replace('<Local xmlns="">l</Local>', "<Local>l</Local>");
    const client = new AsmxClientCore(descriptorOf(model), {
      endpoint: "http://127.0.0.1/Forms.asmx",
      allowInsecureHttp: true,
      binding: "soap11",
      transport: async () => ({ status: 200, contentType: "text/xml; charset=utf-8", body: qualified }),
    });
    const { local: _, ...rest } = ITEM;
    expect(await client.call("Get", {})).toEqual(rest);
  });
});

describe("unqualified members, encoded then decoded", () => {
  it("give the value back", () => assertClassRoundTrips(descriptorOf(model), "Item", "http://lab.example.com/forms"));
});

describe("unqualified members the spec refuses", () => {
  const spec = specWithMember;
  it("with a namespace", () => {
    expect(specErrorOf(spec('{ name: A, type: string, unqualified: true, namespace: "urn:o" }'))).toContain(
      "an unqualified element has no namespace: leave out 'namespace' or 'unqualified'",
    );
  });
  it("on an element's text", () => {
    expect(specErrorOf(spec("{ name: A, type: string, text: true, unqualified: true }"))).toContain(
      "the text of an element has no element to qualify",
    );
  });
  it("on a choice", () => {
    expect(
      specErrorOf(
        spec(
          "{ name: Item, type: object, unqualified: true, choice: [{ name: A, type: string }, { name: B, type: int }] }",
        ),
      ),
    ).toContain("a choice of elements cannot also be 'unqualified'");
  });
  it("one wrapper type with qualified and unqualified items", () => {
    const two = spec('{ name: A, type: "int[]", arrayItem: { unqualified: true } }').replace(
      "      - {",
      '      - { name: B, type: "int[]" }\n      - {',
    );
    expect(specErrorOf(two)).toContain(
      "the array wrapper 'ArrayOfInt' already has items 'int' at types.C.fields.0.type; here its items would be 'int' (unqualified)",
    );
  });
  it("on an array parameter (flat: lab parameter-forms/flat); a class or out parameter's is accepted (lab parameter-forms)", () => {
    const replace = (text: string) => spec("{ name: N, type: string }").replace("fields: [{ name: p, type: string }]", text);
    expect(specErrorOf(replace("fields: [{ name: p, type: string, unqualified: true }]"))).toBe("no error");
    expect(specErrorOf(replace("fields: [{ name: p, type: C, unqualified: true }]"))).toBe("no error");
    expect(specErrorOf(replace("fields: [{ name: p, type: string }]\n    out: [{ name: o, type: string, unqualified: true }]"))).toBe("no error");
    expect(specErrorOf(replace('fields: [{ name: p, type: "string[]", unqualified: true }]'))).toContain(
      "'unqualified' on a parameter of an array type is not yet supported: [XmlElement(Form = Unqualified)] makes the array flat",
    );
  });
});
