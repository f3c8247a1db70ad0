/**
 * The types an object result knows (test/reference/lab/object-known/): over HTTP GET/POST the result document's
 * serializer knows what the results of the operations HTTP offers reach and the service's [XmlInclude]s; another
 * class fails (500, "was not expected"), another enum is written as its number (`q1:int`). Over SOAP every type of
 * the service is known. The model derives the set once (httpObjectTypes); the server answers the recorded requests
 * with the recorded bytes; the client reads every recorded document.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { AsmxClientCore } from "../../runtime/src/client/client.js";
import type { BindingKind } from "../../runtime/src/protocol.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { writeValueDocument } from "../../runtime/src/soap/values.js";
import { ValueFormatError } from "../../runtime/src/values.js";
import { readRecordedResponse } from "../support/http-recording.js";
import { answersRecordings } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";

const LAB = join(REPO_ROOT, "test/reference/lab/object-known");
const WSDL_FILE = join(LAB, "wsdl/ObjectKnown.asmx@wsdl.xml");
const imported = importWsdl(readFileSync(WSDL_FILE, "utf8"), { source: WSDL_FILE, schema: "spec.schema.json", specPath: "spec/object-known.yaml" });
const model = imported.model;
const NS = "http://lab.example.com/object-known";

/** What ObjectKnown.cs's Any returns for each kind, as a handler gives it. */
const VALUES: Record<number, unknown> = {
  0: { $type: "ParamTone", value: "High" },
  1: { $type: "ParamThing", value: { name: "p" } },
  2: { $type: "ResultTone", value: "Loud" },
  3: { $type: "ResultThing", value: { name: "r" } },
  4: { $type: "IncludedThing", value: { name: "i" } },
  5: { $type: "Ticket", value: { id: "t", tone: "Bright" } },
  6: { $type: "HeaderTone", value: "Bright" },
  7: { $type: "SoapOnlyThing", value: { name: "o" } },
  8: { $type: "MemberThing", value: { name: "m" } },
};
const handlers: OperationHandlers = {
  Take: () => "ok",
  GetThing: () => ({ name: "r" }),
  GetTone: () => "Loud",
  Stamp: () => "s",
  Convert: ({ thing }: { thing: { name: string } }) => ({ name: thing.name }),
  Any: ({ kind }: { kind: number }) => VALUES[kind],
};

describe("the model", () => {
  it("imports the recorded WSDL byte for byte", () => {
    expect(imported.byteEqual).toBe(true);
  });

  it("knows, for the HTTP result document, what the HTTP-offered results reach and the service's xmlInclude, nothing else", () => {
    expect(model.operations.find((op) => op.name === "Convert")!.bindings).toEqual(["soap11", "soap12"]);
    expect(model.httpObjectTypes).toEqual(["ResultThing", "MemberThing", "ResultTone", "IncludedThing"]);
    // The object value may still be any of them over SOAP: the header's enum too.
    expect(model.objectTypes.map((t) => t.name)).toEqual(["ParamTone", "ResultTone", "HeaderTone"]);
    expect(descriptorOf(model).httpObjectTypes).toEqual(model.httpObjectTypes);
  });

  it("lists none where no operation HTTP offers returns an object", () => {
    const plain = importWsdl(readFileSync(join(REPO_ROOT, "test/reference/lab/enum-namespace/wsdl/EnumNamespace.asmx@wsdl.xml"), "utf8"), {
      source: "EnumNamespace.asmx@wsdl.xml",
      schema: "spec.schema.json",
      specPath: "spec/enum-namespace.yaml",
    }).model;
    expect(plain.httpObjectTypes).toBeUndefined();
    expect(descriptorOf(plain).httpObjectTypes).toBeUndefined();
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  answersRecordings(LAB, model, handlers, { count: 27, failureTextIsDotNets: true });
});

describe("the HTTP result document's writer", () => {
  const descriptor = descriptorOf(model);
  const write = (value: unknown): string => writeValueDocument("anyType", { kind: "object" }, value, descriptor, NS);

  it("names .NET's failure for a class it does not know (a parameter's, a header's, a result HTTP does not offer)", () => {
    for (const kind of [1, 5, 7]) {
      const name = (VALUES[kind] as { $type: string }).$type;
      expect(() => write(VALUES[kind])).toThrow(ValueFormatError);
      expect(() => write(VALUES[kind])).toThrow(`The type ${name} was not expected`);
    }
  });

  it("writes an enum it does not know as its .NET number, [Flags] ones as the members' sum", () => {
    const flagged = {
      ...descriptor,
      objectTypes: { ...descriptor.objectTypes, Sides: { kind: "enum" as const, name: "Sides", values: ["Top", "Left", "Right"], numbers: [1, 2, 4], flags: true as const } },
    };
    const document = writeValueDocument("anyType", { kind: "object" }, { $type: "Sides", value: ["Top", "Right"] }, flagged, NS);
    expect(document).toBe(
      `<?xml version="1.0" encoding="utf-8"?>\n<anyType xmlns:q1="http://www.w3.org/2001/XMLSchema" d1p1:type="q1:int" xmlns:d1p1="http://www.w3.org/2001/XMLSchema-instance" xmlns="${NS}">5</anyType>`,
    );
    expect(() => write({ $type: "ParamTone", value: "Middle" })).toThrow(ValueFormatError);
  });
});

describe("the client reads the recorded documents", () => {
  const names = ["httpget", "httppost", "soap11"].flatMap((b) => [0, 2, 3, 4, 6, 8].map((kind) => [b, kind] as const));
  const BINDING: Record<string, BindingKind> = { httpget: "httpGet", httppost: "httpPost", soap11: "soap11" };
  /** HTTP writes an enum it does not know as its number: the client reads the int the wire says. */
  const expected = (binding: string, kind: number): unknown => {
    if (binding !== "soap11" && (kind === 0 || kind === 6)) return { $type: "int", value: 1 };
    return VALUES[kind];
  };
  for (const [binding, kind] of names) {
    it(`Any.${binding}.kind${kind}`, async () => {
      const recorded = readRecordedResponse(join(LAB, "exchanges", `Any.${binding}.kind${kind}.response.txt`))!;
      const client = new AsmxClientCore(descriptorOf(model), {
        endpoint: "http://127.0.0.1/ObjectKnown.asmx",
        allowInsecureHttp: true,
        binding: BINDING[binding]!,
        transport: async () => ({ status: recorded.status, contentType: recorded.headers.get("content-type"), body: recorded.body.toString("utf8") }),
      });
      expect(await client.call("Any", { kind })).toEqual(expected(binding, kind));
    });
  }

  it("reads SOAP's answers of the types HTTP does not know too (a parameter's class, the header class)", async () => {
    for (const kind of [1, 5, 7]) {
      const recorded = readRecordedResponse(join(LAB, "exchanges", `Any.soap11.kind${kind}.response.txt`))!;
      const client = new AsmxClientCore(descriptorOf(model), {
        endpoint: "http://127.0.0.1/ObjectKnown.asmx",
        allowInsecureHttp: true,
        binding: "soap11",
        transport: async () => ({ status: recorded.status, contentType: recorded.headers.get("content-type"), body: recorded.body.toString("utf8") }),
      });
      expect(await client.call("Any", { kind })).toEqual(expected("soap11", kind));
    }
  });
});
