/**
 * System.Object as an array item and a dictionary value under DataContractSerializer (#28), recorded with the lab
 * (test/reference/wcf/object-arrays/, WcfObjectArrays.cs, README there): `object[]` and `List<object>`
 * (ArrayOfanyType, items `anyType` of the Arrays namespace) and `Dictionary<string, object>`
 * (ArrayOfKeyValueOfstringanyType) members, parameters and results holding ints, strings, null, a class and an
 * enum of the class's [KnownType]s, and object[] inside object[]; malformed and unknown-type requests refused with
 * .NET's DeserializationFailed fault.
 */
import { fileURLToPath } from "node:url";
import { stringify } from "yaml";
import { describe, expect, it } from "vitest";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { parseSpec } from "../../generator/spec/load.js";
import { readRecordedRequest } from "../support/http-recording.js";
import { describeWcfGeneratedCases, generatedPackage } from "../support/generated-package.js";
import { strictTypeCheck } from "../support/strict-typecheck.js";
import { endToEnd, type Exchange } from "../support/wcf-end-to-end.js";
import { importEmitted, nillableReferenceParameters, RecordedService, withoutXmlSchemaImport } from "../support/wcf-recorded-service.js";

const DIR = fileURLToPath(new URL("../reference/wcf/object-arrays/", import.meta.url));
const ARRAYS = "http://schemas.microsoft.com/2003/10/Serialization/Arrays";
// Mono artefacts undone (test/reference/wcf/README.md): the `?xsd=` import of the XML Schema namespace; Bag and
// collection parameters and results without nillable.
const service = new RecordedService(DIR, "http://127.0.0.1:8771/", (query, text) => {
  const out = withoutXmlSchemaImport(text);
  return query === "xsd=xsd0" ? nillableReferenceParameters(out, /^q\d+:(Bag|ArrayOf\w+)$/) : out;
});

const int = (value: number) => ({ $type: "int", value });
const str = (value: string) => ({ $type: "string", value });
const point = (x: number, y: number) => ({ $type: "Point", value: { x, y } });
const tone = (value: string) => ({ $type: "Tone", value });
const items = (value: unknown[]) => ({ $type: "ArrayOfanyType", value });
const ITEMS: Record<string, unknown[]> = {
  mixed: [int(42), str("two"), null],
  classes: [point(1, 2), tone("Cold")],
  nested: [int(1), items([str("in"), null])],
  empty: [],
};
const entries = (list: unknown[]) => list.map((value, i) => ({ key: `k${i}`, value }));
const made = (kind: string | null) => {
  const list = kind === null ? undefined : ITEMS[kind];
  return list === undefined
    ? { label: kind, items: null, list: null, map: null }
    : { label: kind, items: list, list, map: entries(list) };
};

const handlers: OperationHandlers = {
  Echo: (input) => (input as { bag: unknown }).bag,
  Make: (input) => made((input as { kind: string | null }).kind),
  EchoItems: (input) => (input as { items: unknown }).items,
  MakeList: (input) => ITEMS[(input as { kind: string }).kind] ?? null,
  EchoMap: (input) => (input as { map: unknown }).map,
  MakeMap: (input) => {
    const list = ITEMS[(input as { kind: string }).kind];
    return list === undefined ? null : entries(list);
  },
};

describe("object[], List<object> and Dictionary<string, object> (object-arrays/WcfObjectArrays.cs)", () => {
  it("imports into a spec whose documents equal all 6: object[] and map<string,object>, the class's known types", () => {
    const { spec, documents, model } = service.imported();
    expect(documents).toBe(6);
    expect(spec.types?.Bag).toEqual({
      fields: [
        { name: "Items", type: "object[]" },
        { name: "Label", type: "string" },
        { name: "List", type: "object[]" },
        { name: "Map", type: "map<string,object>" },
      ],
      knownTypes: ["Tone", "Point", "object[]", "map<string,object>"],
    });
    expect(spec.operations.find((o) => o.name === "EchoItems")).toMatchObject({ fields: [{ name: "items", type: "object[]" }], result: { type: "object[]" } });
    expect(spec.operations.find((o) => o.name === "EchoMap")).toMatchObject({ fields: [{ name: "map", type: "map<string,object>" }], result: { type: "map<string,object>" } });
    const itemsType = model.types.find((t) => t.name === "Bag")!.fields.find((f) => f.wireName === "Items")!.type;
    expect(itemsType.kind === "array" && [itemsType.typeName, itemsType.namespace, itemsType.itemElement]).toEqual(["ArrayOfanyType", ARRAYS, "anyType"]);
  });

  it("the metadata the imported service publishes imports into the same spec", () => {
    const { spec, model } = service.imported();
    expect(importEmitted(model, "http://127.0.0.1:8771/")).toEqual(spec);
  });

  endToEnd(service, handlers, exchanges());

  it("answers probes/Echo.deep (200 nested object[]s, which Mono echoed) with the XML reader's bounded refusal, the empty 400", async () => {
    const request = readRecordedRequest(`${DIR}probes/Echo.deep.request.txt`);
    const headers = Object.fromEntries(request.headers.map(([n, v]) => [n.toLowerCase(), v]));
    const response = await service.server(service.imported().model, handlers).handle({ method: request.method, url: request.target, headers, body: new Uint8Array(request.body) });
    expect(response.status).toBe(400);
    expect(typeof response.body === "string" ? response.body : Buffer.from(response.body).toString("utf8")).toBe("");
  });

  it("reads 20 nested object[]s inside an object[] parameter (its root contract) and writes them back", async () => {
    let nested: unknown = int(1);
    for (let i = 0; i < 20; i++) nested = items([nested]);
    const call = await service.call(service.imported().model, "EchoItems.nested", "EchoItems", { items: [nested] });
    const server = service.server(service.imported().model, handlers);
    const sent = String(call.sent.body);
    const response = await server.handle({
      method: "POST",
      url: "/",
      headers: { "content-type": "text/xml; charset=utf-8", soapaction: '"http://objarrays.example.com/wcf/IBags/EchoItems"' },
      body: new TextEncoder().encode(sent),
    });
    expect(response.status).toBe(200);
    const body = typeof response.body === "string" ? response.body : Buffer.from(response.body).toString("utf8");
    expect(body.match(/i:type="a:ArrayOfanyType"/g)).toHaveLength(20);
  });
});

// The imported spec generated into a package (the lab's http address replaced: a client refuses credentials in clear text).
const spec = stringify({ ...service.imported().spec, service: { ...service.imported().spec.service, endpoint: "https://bags.example.com/Service.svc" } });
const generated = await generatedPackage(spec, "object-arrays", "wcf-object-arrays-");

describe("object-arrays: its generated package", () => {
  it("type-checks strictly: object[] as ServiceObject arrays, map<string,object> as key and value entries", () => {
    expect(strictTypeCheck(generated.dir, ["object-arrays/src"])).toBe("");
  }, 180_000);

  // As wcf-serializable's package: the fault answers through the server only (the client's WCF fault classes are
  // checked on the recorded faults above).
  const cases = generated.set.index.cases.filter((c) => c.operation !== null && !c.id.startsWith("dispatcher."));
  describeWcfGeneratedCases(generated, cases);
});

const FAULT_BODY = (part: string, inner: string): string =>
  `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><s:Fault><faultcode xmlns:a="http://schemas.microsoft.com/net/2005/12/windowscommunicationfoundation/dispatcher">a:DeserializationFailed</faultcode><faultstring xml:lang="en-US">The formatter threw an exception while trying to deserialize the message: There was an error while trying to deserialize parameter http://objarrays.example.com/wcf:${part}. The InnerException message was '${inner}'.  Please see InnerException for more details.</faultstring></s:Fault></s:Body></s:Envelope>`;
/** .NET's text for an i:type naming no contract it knows (the recorded one, without "Error in line 1 position N."). */
const noKnowledge = (element: string, contract: string, name: string): string =>
  `Element &apos;${element}&apos; contains data of the &apos;${contract}&apos; data contract. The deserializer has no knowledge of any type that maps to this contract. Add the type corresponding to &apos;${name}&apos; to the list of known types - for example, by using the KnownTypeAttribute attribute or by adding it to the list of known types passed to DataContractSerializer.`;
const PROBE = "a probe of the server: a .NET client does not send it";
const MONO_FAULT = "DeserializationFailed in .NET's framing (Mono answers Receiver)";

function exchanges(): Exchange[] {
  const list: Exchange[] = [];
  for (const kind of ["mixed", "classes", "nested", "empty"]) {
    list.push({ name: `Make.${kind}`, operation: "Make", input: { kind }, output: made(kind) });
    list.push({ name: `MakeList.${kind}`, operation: "MakeList", input: { kind }, output: ITEMS[kind] });
    list.push({ name: `MakeMap.${kind}`, operation: "MakeMap", input: { kind }, output: entries(ITEMS[kind]!) });
  }
  list.push({ name: "Make.null", operation: "Make", input: { kind: null }, output: made(null) });
  const echo = (name: string, bag: object): Exchange => ({ name, operation: "Echo", input: { bag }, output: bag });
  list.push(
    echo("Echo.mixed", { items: [int(42), str("two"), null], label: "mixed", list: [int(42)], map: [{ key: "k0", value: str("two") }, { key: "k1", value: null }] }),
    echo("Echo.classes", { items: [point(1, 2), tone("Cold")], label: "classes", list: null, map: [{ key: "p", value: point(3, 4) }] }),
    echo("Echo.nested", { items: [items([items([int(7)]), tone("Warm")])], label: "nested", list: null, map: null }),
  );
  const echoItems = (name: string, value: unknown[] | null): Exchange => ({ name, operation: "EchoItems", input: { items: value }, output: value });
  list.push(
    echoItems("EchoItems.mixed", ITEMS.mixed!),
    echoItems("EchoItems.nested", ITEMS.nested!),
    echoItems("EchoItems.empty", []),
    echoItems("EchoItems.null", null),
    {
      ...echoItems("EchoItems.point", [point(1, 2)]),
      dotnet: {
        why: "Mono's operation formatter ignores [ServiceKnownType(typeof(Point))] (docs/wcf-design.md §28); .NET reads and echoes it",
        body: `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><EchoItemsResponse xmlns="http://objarrays.example.com/wcf"><EchoItemsResult xmlns:a="${ARRAYS}" xmlns:i="http://www.w3.org/2001/XMLSchema-instance"><a:anyType i:type="b:Point" xmlns:b="http://objarrays.example.com/data"><b:X>1</b:X><b:Y>2</b:Y></a:anyType></EchoItemsResult></EchoItemsResponse></s:Body></s:Envelope>`,
      },
    },
    { name: "EchoMap.mixed", operation: "EchoMap", input: { map: entries(ITEMS.mixed!) }, output: entries(ITEMS.mixed!) },
  );
  const refused = (name: string, operation: string, part: string, inner: string, input: object): Exchange => ({
    name,
    operation,
    input,
    output: undefined,
    notSent: PROBE,
    fails: /DeserializationFailed/,
    dotnet: { why: MONO_FAULT, status: 500, body: FAULT_BODY(part, inner) },
  });
  list.push(
    refused("EchoItems.unknown-type", "EchoItems", "items", noKnowledge(`${ARRAYS}:anyType`, "http://objarrays.example.com/data:Nope", "Nope"), { items: [] }),
    refused("EchoMap.unknown-type", "EchoMap", "map", noKnowledge(`${ARRAYS}:Value`, "http://www.w3.org/2001/XMLSchema:Nope", "Nope"), { map: [] }),
    refused("Echo.unknown-type", "Echo", "bag", noKnowledge(`${ARRAYS}:anyType`, "http://objarrays.example.com/data:Nope", "Nope"), { bag: {} }),
    // .NET's text names the CLR type ("There was an error deserializing the object of type System.Object[]. Content
    // cannot be converted to the type Boolean."), which the spec does not know: the runtime's own text.
    refused("EchoItems.nil-not-boolean", "EchoItems", "items", "items[0]: expected an i:nil of true, false, 1 or 0", { items: [] }),
    refused("Echo.nil-not-boolean", "Echo", "bag", "bag.Map[0].Value: expected an i:nil of true, false, 1 or 0", { bag: {} }),
    refused(
      "EchoItems.untyped",
      "EchoItems",
      "items",
      `Element anyType from namespace ${ARRAYS} cannot have child contents to be deserialized as an object. Please use XElement to deserialize this pattern of XML.`,
      { items: [] },
    ),
  );
  return list;
}
