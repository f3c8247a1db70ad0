/**
 * [XmlElement(DataType)] on string members and parameters, as the lab's ASMX published and answered it
 * (test/reference/lab/data-types/): the WSDL's s:token, s:NMTOKEN, s:anyURI, s:integer...; Name, NCName and
 * NMTOKEN(S) encoded as XmlConvert does when written and decoded when read; every type but normalizedString
 * trimmed when read from XML; HTTP GET parameters taken as sent. Import round-trips the WSDL; the server answers
 * the recorded requests with the recorded bytes; the client reads the recorded answers.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import type { BindingKind } from "../../runtime/src/protocol.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { readStringData, writeStringData } from "../../runtime/src/text/string-data-types.js";
import { answersRecordings, clientOfRecording } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";
import { specErrorOf } from "../support/spec-error.js";

const LAB = join(REPO_ROOT, "test/reference/lab/data-types");
const WSDL_FILE = join(LAB, "wsdl/DataTypes.asmx@wsdl.xml");
const imported = importWsdl(readFileSync(WSDL_FILE, "utf8"), {
  source: WSDL_FILE,
  schema: "spec.schema.json",
  specPath: "spec/data-types.yaml",
});
const model = imported.model;

/** Get(kind) of DataTypes.cs. */
const texts = (kind: number) =>
  kind === 1
    ? {
        normalizedString: "a\tb",
        token: " a  b ",
        language: "en-GB",
        name: "a b:c",
        ncName: "a b:c",
        nmToken: "a b",
        nmTokens: "a b  c",
        id: "a b",
        idRef: "x y",
        idRefs: "x y",
        entity: "e f",
        entities: "e f",
        anyUri: "http://x/a b",
        integer: "12x",
        positiveInteger: "-1",
        negativeInteger: "1",
        nonNegativeInteger: "x",
        nonPositiveInteger: "5",
        duration: "1 day",
        year: "20",
        code: "c d",
        tokens: ["t 1", "t2"],
      }
    : {
        normalizedString: "n",
        token: "t",
        language: "en",
        name: "n:1",
        ncName: "nc",
        nmToken: "tok",
        nmTokens: "a b",
        id: "i1",
        idRef: "i1",
        idRefs: "i1 i2",
        entity: "e",
        entities: "e1 e2",
        anyUri: "http://x/",
        integer: "123456789012345678901234567890",
        positiveInteger: "1",
        negativeInteger: "-1",
        nonNegativeInteger: "0",
        nonPositiveInteger: "0",
        duration: "P1D",
        year: "2024",
        code: "c",
        tokens: ["t1", "t2"],
      };
const handlers: OperationHandlers = {
  Get: ({ kind }: { kind: number }) => texts(kind),
  Echo: ({ t }: { t: object }) => t,
  Param: ({ t, n }: { t: string; n: string }) => `${t}|${n}`,
};

describe("import of the recorded WSDL", () => {
  it("comes back byte for byte", () => {
    expect(imported.byteEqual).toBe(true);
  });

  it("says each member's, attribute's and parameter's data type", () => {
    for (const line of [
      "- { name: Token, type: string, dataType: token }",
      "- { name: NmTokens, type: string, dataType: NMTOKENS }",
      "- { name: Year, type: string, dataType: gYear }",
      '- { name: Tokens, type: "string[]", dataType: token, repeated: true }',
      "- { name: Code, type: string, attribute: true, dataType: NMTOKEN }",
      "- { name: n, type: string, dataType: integer }",
    ]) {
      expect(imported.yaml).toContain(line);
    }
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  answersRecordings(LAB, model, handlers, { count: 7 });
});

describe("the client", () => {
  const clientFor = (name: string, binding: BindingKind) =>
    clientOfRecording(LAB, model, "http://127.0.0.1/DataTypes.asmx", name, binding);

  it("reads the values it was sent, decoded (Get kind 0)", async () => {
    expect(await clientFor("Get.soap11", "soap11").call("Get", { kind: 0 })).toEqual(texts(0));
  });

  it("reads odd values as XmlSerializer does: trimmed (not a normalizedString), names decoded", async () => {
    const read = (await clientFor("Get.soap11.odd", "soap11").call("Get", { kind: 1 })) as Record<string, unknown>;
    expect(read).toEqual({ ...texts(1), token: "a  b", tokens: ["t 1", "t2"], nmTokens: "a b  c" });
    expect((await clientFor("Get.httpget.odd", "httpGet").call("Get", { kind: 1 })) as object).toEqual(read);
  });

  it("reads the trimmed answer of the spaces echo", async () => {
    const read = (await clientFor("Echo.soap11.spaces", "soap11").call("Echo", { t: {} })) as Record<string, unknown>;
    expect(read).toMatchObject({
      normalizedString: " a\tb ",
      language: "en",
      name: "n 1",
      ncName: "A",
      nmTokens: "a b c",
      code: "c",
    });
  });
});

describe("XmlConvert's name encoding", () => {
  it("encodes what may not stand where it is, and an underscore that would read as an escape", () => {
    expect(writeStringData("Name", "1a b:c")).toBe("_x0031_a_x0020_b:c");
    expect(writeStringData("NCName", "a:b")).toBe("a_x003A_b");
    expect(writeStringData("NMTOKEN", "1:a b")).toBe("1:a_x0020_b");
    expect(writeStringData("NMTOKENS", "1 a/b")).toBe("1 a_x002F_b");
    expect(writeStringData("Name", "a_x0020_b")).toBe("a_x005F_x0020_b");
    expect(writeStringData("Name", "a\u{1F600}")).toBe("a_x0001F600_");
    expect(writeStringData("token", " a b ")).toBe(" a b ");
  });

  it("decodes what it encoded", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), fc.constantFrom("Name", "NCName", "NMTOKEN"), (text, type) => {
        const trimmed = text.trim();
        expect(readStringData(type, writeStringData(type, trimmed))).toBe(trimmed);
      }),
      { numRuns: 300 },
    );
  });
});

describe("data types the spec refuses", () => {
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
  it("on what is not a string", () => {
    expect(specErrorOf(spec("{ name: A, type: int, dataType: token }"))).toContain(
      "a data type (s:token) applies to a string or a repeated array of string values, not int",
    );
  });
  it("on a wrapped array (its items take arrayItem.dataType)", () => {
    expect(specErrorOf(spec('{ name: A, type: "string[]", dataType: token }'))).toContain(
      "the items of a wrapped array take their data type from 'arrayItem: { dataType: token }'",
    );
  });
  it("one XmlSerializer does not map a string to", () => {
    expect(specErrorOf(spec("{ name: A, type: string, dataType: QName }"))).toMatch(/dataType/);
  });
});
