/**
 * Hostile XML nodes and object values sent as real bytes to an ASMX server of a spec with an XmlElement parameter and
 * result, an [XmlAnyElement] array beside a named parameter, and a class holding an `object` and an XmlElement:
 * prefixes and names of Object.prototype, 20,000 any elements each in a namespace of its own, mixed content, CDATA,
 * comments and PIs, xsi:type naming what the service does not have or a Uri. Each is read and echoed as written,
 * or refused with one positioned fault; nothing reaches Object.prototype.
 */
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { renderWsdlSet } from "../../generator/emit/wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import { createAsmxServer } from "../../runtime/src/server/core.js";
import type { XmlElementValue } from "../../runtime/src/soap/xml-node.js";

const NS = "http://lab.example.com/hostile-any";
const SPEC = [
  "service:",
  "  name: HostileAny",
  `  namespace: '${NS}'`,
  "  endpoint: 'http://127.0.0.1:1/HostileAny.asmx'",
  "types:",
  "  Box:",
  "    fields:",
  "      - { name: Label, type: string }",
  "      - { name: Value, type: object }",
  "      - { name: Node, type: XmlElement }",
  "operations:",
  "  - { name: Echo, fields: [{ name: item, type: XmlElement }], result: { type: XmlElement } }",
  '  - { name: EchoAny, fields: [{ name: a, type: string }, { name: items, type: "XmlElement[]", any: true }], result: { type: string } }',
  "  - { name: EchoBox, fields: [{ name: box, type: Box }], result: { type: Box } }",
].join("\n");
const model = parseSpec(SPEC, "spec/hostile-any.yaml");
const render = (address: string, query = "wsdl") => renderWsdlSet(model, address).find((d) => d.query === query)!.text;
/** EchoAny's answer: a, the count, and the first three nodes' {namespace}name and own prefixes. */
const showAny = ({ a, items }: { a: string | null; items: XmlElementValue[] | null }): string => {
  const shown = (items ?? []).slice(0, 3).map((n) => `{${n.namespace ?? ""}}${n.name}${JSON.stringify(n.namespaces ?? {})}`);
  return `${a ?? "null"}|${items === null ? "null" : items.length}:${shown.join(",")}`;
};
const server = createAsmxServer(
  descriptorOf(model),
  {
    Echo: (input) => (input as { item: unknown }).item,
    EchoAny: (input) => showAny(input as { a: string | null; items: XmlElementValue[] | null }),
    EchoBox: (input) => (input as { box: unknown }).box,
  },
  render,
);

async function post(operation: string, inner: string): Promise<{ status: number; body: string }> {
  const body =
    '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema" ' +
    `xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><${operation} xmlns="${NS}">${inner}</${operation}></soap:Body></soap:Envelope>`;
  const response = await server.handle({
    method: "POST",
    url: "/HostileAny.asmx",
    headers: { "content-type": "text/xml; charset=utf-8", soapaction: `"${NS}/${operation}"` },
    body: new Uint8Array(Buffer.from(body)),
  });
  return { status: response.status, body: typeof response.body === "string" ? response.body : Buffer.from(response.body).toString("utf8") };
}

/** The result element's content of an answer that was read (200). */
async function result(operation: string, inner: string): Promise<string> {
  const answer = await post(operation, inner);
  expect(answer.status, answer.body).toBe(200);
  return answer.body.slice(answer.body.indexOf(`<${operation}Result>`) + operation.length + 8, answer.body.indexOf(`</${operation}Result>`));
}

/** The fault string of a request that could not be read (500). */
async function unread(operation: string, inner: string): Promise<string> {
  const answer = await post(operation, inner);
  expect(answer.status).toBe(500);
  return /<faultstring>([^<]*)<\/faultstring>/.exec(answer.body)![1]!.replace(/&gt;/g, ">");
}

describe("hostile XML nodes and objects to an ASMX server", () => {
  it("prefixes, names and attributes named __proto__, constructor, toString: read as names, echoed as written", async () => {
    for (const node of [
      '<__proto__:x xmlns:__proto__="urn:p" __proto__:a="1" />',
      '<constructor:x xmlns:constructor="urn:p"><toString:y xmlns:toString="urn:q" /></constructor:x>',
      '<x xmlns="urn:__proto__" __proto__="1" constructor="2" />',
    ]) {
      expect(await result("Echo", `<item>${node}</item>`)).toBe(node);
    }
    expect(await result("EchoAny", '<a>A</a><__proto__:x xmlns:__proto__="urn:p"/><y xmlns:hasOwnProperty="urn:h"/>')).toBe(
      `A|2:{urn:p}x{"__proto__":"urn:p"},{${NS}}y{"hasOwnProperty":"urn:h"}`,
    );
    expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain("a");
    expect(({} as { x?: unknown }).x).toBeUndefined();
  });

  it("20,000 any elements, each declaring a namespace of its own: all read", async () => {
    const many = Array.from({ length: 20_000 }, (_, i) => `<q${i} xmlns="urn:n${i}"/>`).join("");
    expect(await result("EchoAny", `<a>A</a>${many}`)).toBe('A|20000:{urn:n0}q0{"":"urn:n0"},{urn:n1}q1{"":"urn:n1"},{urn:n2}q2{"":"urn:n2"}');
  });

  it("text, CDATA, comments and PIs between any elements, a repeat of the named parameter: elements only, the repeat to the any", async () => {
    expect(await result("EchoAny", "<a>A</a>text<![CDATA[cd]]><x/><!--c--><?pi?>more<y/>")).toBe(`A|2:{${NS}}x{},{${NS}}y{}`);
    expect(await result("EchoAny", "<a>A</a><a>B</a><a>C</a>")).toBe(`A|2:{${NS}}a{},{${NS}}a{}`);
    expect(await result("Echo", "<item><x>t<![CDATA[<c>]]><!--c--><?pi d?>u<y/></x></item>")).toBe("<x>t&lt;c&gt;u<y /></x>");
  });

  it("xmlns rebinding xml or xmlns, or undeclaring a prefix: the empty 400 of an unreadable message", async () => {
    for (const node of ['<x xmlns:p=""/>', '<x xmlns:xml="urn:evil"/>', '<x xmlns:xmlns="urn:evil"/>']) {
      const answer = await post("Echo", `<item>${node}</item>`);
      expect(answer.status, node).toBe(400);
    }
  });

  it("an object of xsi:type naming no type of the service, or a Uri: refused, positioned (a Uri read and then unwritable answered an internal error)", async () => {
    expect(await unread("EchoBox", '<box><Label>l</Label><Value xsi:type="__proto__">1</Value></box>')).toBe(
      `Server was unable to read request. ---> There is an error in XML document (1, 320). ---> box.Value: expected xsi:type naming a simple type or a class, enum or array type of the service (the type '__proto__' in namespace '${NS}' is not recognized).`,
    );
    expect(await unread("EchoBox", '<box><Label>l</Label><Value xsi:type="xsd:anyURI">http://a.example/</Value></box>')).toBe(
      "Server was unable to read request. ---> There is an error in XML document (1, 321). ---> box.Value: expected an object value other than xsd:anyURI (a Uri in an object is recorded for DataContractSerializer only, lab wcf/object-values).",
    );
    expect(await result("EchoBox", '<box><Label>l</Label><Value xsi:type="Box"><Label>in</Label><Value xsi:type="Box"><Label>in2</Label></Value></Value></box>')).toBe(
      '<Label>l</Label><Value xsi:type="Box"><Label>in</Label><Value xsi:type="Box"><Label>in2</Label></Value></Value>',
    );
  });
});
