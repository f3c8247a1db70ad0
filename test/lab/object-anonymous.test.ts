/**
 * An `object` holding a value of an [XmlType(AnonymousType = true)] class, as the lab's ASMX answered it
 * (test/reference/lab/object-anonymous): XmlSerializer cannot write one ("The type Lab.Anon was not expected":
 * a 500 over SOAP and HTTP GET, as member and as result), and reads an xsi:type naming it as untyped content
 * (XmlNode[]), as without xsi:type. The runtime does the same: the server's answer is the 500, the client refuses
 * to send one at its path, and reading gives `{ $type: "anyType" }`; the generated ServiceObjectTypes leave
 * anonymous classes and enums out.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { typesEmitter } from "../../generator/emit/types-module.js";
import { parseSpec } from "../../generator/spec/load.js";
import { AsmxClientCore } from "../../runtime/src/client/client.js";
import { answersRecordings } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";

const LAB = join(REPO_ROOT, "test/reference/lab/object-anonymous");
const NS = "http://lab.example.com/object-anonymous";
const ADDRESS = "http://127.0.0.1:56867/ObjectAnonymous.asmx";
const SPEC = `service: { name: ObjectAnonymous, namespace: "${NS}", endpoint: "${ADDRESS}" }
enums:
  Mode: { anonymous: true, values: [On, Off] }
types:
  Anon: { anonymous: true, fields: [{ name: A, type: string }] }
  Holder: { fields: [{ name: Value, type: object }, { name: Known, type: Anon }, { name: M, type: Mode }] }
operations:
  - { name: Get, fields: [], result: { type: Holder } }
  - { name: GetObject, fields: [], result: { type: object } }
  - { name: TypeOf, fields: [{ name: h, type: Holder }], result: { type: string } }
`;
const model = parseSpec(SPEC, "spec/o.yaml");
const ANON = { $type: "Anon", value: { a: "a" } };

describe("the server answers the recorded requests as the lab did", () => {
  answersRecordings(
    LAB,
    model,
    {
      Get: () => ({ value: ANON, known: { a: "k" }, m: "On" }),
      GetObject: () => ANON,
      // .NET's GetType().FullName of what it read: untyped content is an XmlNode[].
      TypeOf: ({ h }: { h: { value: { $type: string } } }) => (h.value.$type === "anyType" ? "System.Xml.XmlNode[]" : h.value.$type),
    },
    {
      count: 6,
      only: ["Get.soap11", "Get.httpget", "GetObject.soap11", "GetObject.httpget", "TypeOf.soap11.typed", "TypeOf.soap11.untyped"],
      // The 500s: their text is .NET's exception and stack trace.
      failureTextIsDotNets: true,
    },
  );
});

describe("the client", () => {
  const client = (): { client: AsmxClientCore; sent: string[] } => {
    const sent: string[] = [];
    const client = new AsmxClientCore(descriptorOf(model), {
      endpoint: ADDRESS,
      allowInsecureHttp: true,
      transport: async (request) => {
        sent.push(request.body ?? "");
        return { status: 500, contentType: "text/plain", body: "" };
      },
    });
    return { client, sent };
  };
  it("refuses to send an anonymous class's value in an object, at its path, before sending", async () => {
    const { client: c, sent } = client();
    await expect(c.call("TypeOf", { h: { value: ANON } })).rejects.toThrow(
      "TypeOf: field h.Value: expected an object value of a class with a type name (Anon is anonymous ([XmlType(AnonymousType = true)]), which no xsi:type names)",
    );
    expect(sent).toEqual([]);
  });
  it("reads an xsi:type naming an anonymous class as untyped content (the server's reading: TypeOf.soap11.typed above)", async () => {
    const descriptor = descriptorOf(model);
    expect(descriptor.types?.Anon?.anonymous).toBe(true);
    expect(descriptor.objectTypes ?? {}).not.toHaveProperty("Mode");
    const body =
      '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema">' +
      `<soap:Body><GetResponse xmlns="${NS}"><GetResult><Value xsi:type="Anon"><A>t</A></Value><Known><A>k</A></Known><M>On</M></GetResult></GetResponse></soap:Body></soap:Envelope>`;
    const reader = new AsmxClientCore(descriptor, {
      endpoint: ADDRESS,
      allowInsecureHttp: true,
      transport: async () => ({ status: 200, contentType: "text/xml; charset=utf-8", body }),
    });
    expect(await reader.call("Get", {})).toEqual({
      value: { $type: "anyType", value: { children: [{ name: "A", namespace: NS, children: ["t"] }] } },
      known: { a: "k" },
      m: "On",
    });
  });
});

describe("the generated types", () => {
  it("leave anonymous classes and enums out of the types an object may hold", () => {
    const types = typesEmitter.emit(model, { packageName: "o", generatorVersion: "0" }).find((f) => f.path.endsWith("types.ts"))!.content;
    const objectTypes = /export interface ServiceObjectTypes \{([^}]*)\}/.exec(types)![1]!;
    expect(objectTypes).toContain("readonly Holder: Holder;");
    expect(objectTypes).not.toContain("Anon");
    expect(objectTypes).not.toContain("Mode");
  });
});
