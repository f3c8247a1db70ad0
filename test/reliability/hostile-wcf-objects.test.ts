/**
 * Hostile values of an `object` member under DataContractSerializer (object-values/WcfObjects.cs, its imported spec),
 * sent as real bytes to the server built from it: i:type naming unknown types, types of another namespace, names of
 * Object.prototype, undeclared prefixes, 100,000-character names and values, an enum with children, an untyped
 * element. Each gets DeserializationFailed with one bounded inner message naming the member, or is read as .NET reads it.
 */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { nillableReferenceParameters, RecordedService, withoutXmlSchemaImport } from "../support/wcf-recorded-service.js";

const DIR = fileURLToPath(new URL("../reference/wcf/object-values/", import.meta.url));
const WCF = "http://objects.example.com/wcf";
const service = new RecordedService(DIR, "http://127.0.0.1:8761/", (query, text) => {
  const out = withoutXmlSchemaImport(text);
  return query === "xsd=xsd0" ? nillableReferenceParameters(out, /^q\d+:(Loose)?Box$/) : out;
});
const handlers: OperationHandlers = {
  Echo: (input) => (input as { box: unknown }).box,
  EchoLoose: (input) => (input as { box: unknown }).box,
  Make: () => null,
  MakeLoose: () => null,
};
const server = service.server(service.imported().model, handlers);
const long = "x".repeat(100_000);
const cut = `${"x".repeat(120)}…`;

const echo = (value: string) =>
  `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><Echo xmlns="${WCF}"><box xmlns:a="http://objects.example.com/data" ` +
  'xmlns:i="http://www.w3.org/2001/XMLSchema-instance" xmlns:x="http://www.w3.org/2001/XMLSchema" xmlns:b="http://tones.example.com/data">' +
  `<a:Label>t</a:Label>${value}</box></Echo></s:Body></s:Envelope>`;

async function post(body: string): Promise<{ status: number; body: string }> {
  const response = await server.handle({
    method: "POST",
    url: "/",
    headers: { "content-type": "text/xml; charset=utf-8", soapaction: `"${WCF}/IObjects/Echo"` },
    body: new Uint8Array(Buffer.from(body)),
  });
  return { status: response.status, body: typeof response.body === "string" ? response.body : Buffer.from(response.body).toString("utf8") };
}

/** The inner message of the DeserializationFailed fault for parameter `box`; the fault is bounded in size. */
async function refusal(value: string): Promise<string> {
  const answer = await post(echo(value));
  expect(answer.status).toBe(500);
  expect(answer.body.length).toBeLessThan(1_500);
  expect(answer.body).toContain("<faultcode xmlns:a=\"http://schemas.microsoft.com/net/2005/12/windowscommunicationfoundation/dispatcher\">a:DeserializationFailed</faultcode>");
  const fault = /<faultstring xml:lang="en-US">([^<]*)<\/faultstring>/.exec(answer.body)![1]!;
  const prefix = `The formatter threw an exception while trying to deserialize the message: There was an error while trying to deserialize parameter ${WCF}:box. The InnerException message was '`;
  expect(fault.startsWith(prefix), fault).toBe(true);
  return fault.slice(prefix.length, fault.lastIndexOf("'.  Please see InnerException"));
}

/** The Value element of the answer to an Echo that was read. */
async function echoed(value: string): Promise<string> {
  const answer = await post(echo(value));
  expect(answer.status, answer.body).toBe(200);
  return /<a:Value[^]*<\/EchoResult>/.exec(answer.body)![0].replace("</EchoResult>", "");
}

const notRecognized = (type: string) =>
  `box.Value: expected xsi:type naming a simple type or a class, enum or array type of the service (the type ${type} is not recognized)`;
/** .NET's text for an i:type of a declared namespace naming no contract it knows (lab wcf/object-arrays, object-values). */
const noKnowledge = (contract: string, name: string) =>
  `Element 'http://objects.example.com/data:Value' contains data of the '${contract}' data contract. The deserializer has no knowledge of any type that maps to this contract. Add the type corresponding to '${name}' to the list of known types - for example, by using the KnownTypeAttribute attribute or by adding it to the list of known types passed to DataContractSerializer.`;

describe("hostile object values under DataContractSerializer", () => {
  it("i:type naming no type of the service, of XML Schema or of Object.prototype: refused with .NET's text, the type quoted and cut", async () => {
    const TONES = "http://tones.example.com/data";
    expect(await refusal('<a:Value i:type="b:Nope">Cold</a:Value>')).toBe(noKnowledge(`${TONES}:Nope`, "Nope"));
    expect(await refusal('<a:Value i:type="x:frob">1</a:Value>')).toBe(noKnowledge("http://www.w3.org/2001/XMLSchema:frob", "frob"));
    // An undeclared prefix: the runtime's text (.NET's reader refuses the prefix itself; not recorded).
    expect(await refusal('<a:Value i:type="zz:Tone">Cold</a:Value>')).toBe(notRecognized("'Tone' in an undeclared prefix"));
    expect(await refusal(`<a:Value i:type="b:${long}">Cold</a:Value>`)).toBe(noKnowledge(`${TONES}:${long}`.slice(0, 120) + "…", cut));
    expect(await refusal(`<a:Value i:type="${long}:Tone">Cold</a:Value>`)).toBe(notRecognized("'Tone' in an undeclared prefix"));
    for (const name of ["a:__proto__", "a:constructor", "x:toString", "x:hasOwnProperty", "a:"]) {
      const [prefix, local] = name.split(":");
      const ns = prefix === "a" ? "http://objects.example.com/data" : "http://www.w3.org/2001/XMLSchema";
      expect(await refusal(`<a:Value i:type="${name}">1</a:Value>`)).toBe(noKnowledge(`${ns}:${local}`, local!));
    }
    // An array type the service does not have (Arrays' namespace), a QName.
    const arrays = "http://schemas.microsoft.com/2003/10/Serialization/Arrays";
    expect(await refusal(`<a:Value i:type="c:ArrayOfstring" xmlns:c="${arrays}"><c:string>a</c:string></a:Value>`)).toBe(
      noKnowledge(`${arrays}:ArrayOfstring`, "ArrayOfstring"),
    );
  });

  it("a bad value of a named type, even 100,000 characters of it: refused naming the type, never echoing the value", async () => {
    expect(await refusal(`<a:Value i:type="x:int">${long}</a:Value>`)).toBe("box.Value.value: expected an integer from -2147483648 to 2147483647");
    expect(await refusal(`<a:Value i:type="b:Tone">${long}</a:Value>`)).toBe("box.Value.value: expected one of Warm, Cold (exact case)");
    expect(await refusal('<a:Value i:type="b:Tone"><x>Cold</x></a:Value>')).toBe("box.Value.value: expected text only (no child elements inside a simple value)");
    expect(await refusal('<a:Value i:type="x:base64Binary">!!!</a:Value>')).toBe("box.Value.value: expected base64 text");
  });

  it("an object element without i:type, or of xs:anyType: a System.Object when empty, content refused (lab wcf/known-depth)", async () => {
    // .NET's text (the recorded EchoBox.text, .child).
    const content =
      "Element Value from namespace http://objects.example.com/data cannot have child contents to be deserialized as an object. Please use XElement to deserialize this pattern of XML.";
    for (const value of ["<a:Value><q>1</q></a:Value>", "<a:Value>hi</a:Value>", '<a:Value i:type="x:anyType"><q>1</q></a:Value>']) {
      expect(await refusal(value), value).toBe(content);
    }
    // .NET reads i:nil as a boolean: "maybe" is refused, not taken for an untyped object.
    expect(await refusal('<a:Value i:nil="maybe"/>')).toBe("box.Value: expected an i:nil of true, false, 1 or 0");
    for (const value of ["<a:Value/>", "<a:Value>  </a:Value>", '<a:Value i:type="x:anyType"/>']) {
      expect(await echoed(value), value).toBe('<a:Value i:type="b:anyType" xmlns:b="http://www.w3.org/2001/XMLSchema"/>');
    }
  });

  it("CDATA, comments and processing instructions inside an enum's text, many namespaces, nil beside a type: read as .NET reads them", async () => {
    const cold = '<a:Value i:type="b:Tone" xmlns:b="http://tones.example.com/data">Cold</a:Value>';
    expect(await echoed('<a:Value i:type="b:Tone"><![CDATA[Cold]]></a:Value>')).toBe(cold);
    expect(await echoed('<a:Value i:type="b:Tone">Co<!--x-->ld</a:Value>')).toBe(cold);
    expect(await echoed('<a:Value i:type="b:Tone"><?pi x?>Cold</a:Value>')).toBe(cold);
    const namespaces = Array.from({ length: 250 }, (_, i) => `xmlns:p${i}="urn:p${i}"`).join(" ");
    expect(await echoed(`<a:Value ${namespaces} i:type="b:Tone">Cold</a:Value>`)).toBe(cold);
    expect(await echoed('<a:Value i:nil="true" i:type="b:Tone">Cold</a:Value>')).toBe('<a:Value i:nil="true"/>');
  });
});

describe("the client of the same spec reading hostile Make responses", () => {
  const model = service.imported().model;
  const result = (value: string) =>
    '<?xml version="1.0" encoding="utf-8"?><s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><MakeResponse xmlns="http://objects.example.com/wcf">' +
    `<MakeResult xmlns:d4p1="http://objects.example.com/data" xmlns:i="http://www.w3.org/2001/XMLSchema-instance"><d4p1:Label>tone</d4p1:Label>${value}</MakeResult></MakeResponse></s:Body></s:Envelope>`;
  const good = result('<d4p1:Value xmlns:d5p1="http://tones.example.com/data" i:type="d5p1:Tone">Cold</d4p1:Value>');
  async function read(body: string, status = 200, contentType = "text/xml; charset=utf-8"): Promise<{ outcome?: unknown; error?: string }> {
    const { outcome, error } = await service.call(model, "Make.tone", "Make", { kind: "tone" }, { answer: { status, contentType, body } });
    return error === undefined ? { outcome } : { error: `${(error as Error).name}: ${(error as Error).message}` };
  }
  const cannotRead = (problem: string) => `ResponseDecodeError: Make: cannot read the response (HTTP 200): ${problem}`;

  it("reads the recorded form, also behind a BOM, in ISO-8859-1, with a processing instruction in the Body", async () => {
    const tone = { label: "tone", value: { $type: "Tone", value: "Cold" } };
    expect(await read(good)).toEqual({ outcome: tone });
    expect(await read(`\uFEFF${good}`)).toEqual({ outcome: tone });
    expect(await read(good, 200, "text/xml; charset=iso-8859-1")).toEqual({ outcome: tone });
    expect(await read(good.replace("<s:Body>", "<s:Body><?php evil?>"))).toEqual({ outcome: tone });
  });

  it("untyped content, an unknown, __proto__ or 100,000-character type: one bounded ResponseDecodeError naming the member", async () => {
    const untyped = cannotRead("MakeResult.Value: expected an object value without content (an element without i:type is a System.Object) (it has content)");
    expect(await read(result("<d4p1:Value>Cold</d4p1:Value>"))).toEqual({ error: untyped });
    expect(await read(result("<d4p1:Value/>"))).toEqual({ outcome: { label: "tone", value: { $type: "anyType", value: {} } } });
    const unknown = (type: string) => cannotRead(notRecognized(type).replace("box.Value", "MakeResult.Value"));
    expect(await read(result('<d4p1:Value i:type="d4p1:Nope">1</d4p1:Value>'))).toEqual({ error: unknown("'Nope' in namespace 'http://objects.example.com/data'") });
    expect(await read(result('<d4p1:Value i:type="d4p1:__proto__">1</d4p1:Value>'))).toEqual({ error: unknown("'__proto__' in namespace 'http://objects.example.com/data'") });
    expect(await read(result(`<d4p1:Value i:type="d4p1:${long}">1</d4p1:Value>`))).toEqual({ error: unknown(`'${cut}' in namespace 'http://objects.example.com/data'`) });
  });

  it("DOCTYPE, nesting past the bound, 3,000 attributes, a truncated body, another response element: refused, bounded", async () => {
    expect(await read(good.replace("<s:Envelope", '<!DOCTYPE s [<!ENTITY x "y">]><s:Envelope'))).toEqual({ error: cannotRead("not well-formed XML: DTD is prohibited in this XML document.") });
    expect(await read(result(`<d4p1:Extra>${"<a>".repeat(5_000)}${"</a>".repeat(5_000)}</d4p1:Extra>`))).toEqual({ error: cannotRead("not well-formed XML: Elements are nested deeper than 64 levels.") });
    const attributes = Array.from({ length: 3_000 }, (_, i) => `z${i}="1"`).join(" ");
    expect(await read(result(`<d4p1:Value ${attributes}>Cold</d4p1:Value>`))).toEqual({ error: cannotRead("not well-formed XML: An element has more than 256 attributes.") });
    expect(await read(good.slice(0, -40))).toEqual({ error: cannotRead("not well-formed XML: unclosed tag: MakeResult") });
    expect(await read(good.replaceAll("MakeResponse", "OtherResponse"))).toEqual({
      error: cannotRead("expected {http://objects.example.com/wcf}MakeResponse in the SOAP Body, got {http://objects.example.com/wcf}OtherResponse"),
    });
  });

  it("a fault of a 100,000-character faultstring, an HTML error page of 100,000 characters: messages cut", async () => {
    const fault = await read(`<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><s:Fault><faultcode>s:Client</faultcode><faultstring>${long}</faultstring></s:Fault></s:Body></s:Envelope>`, 500);
    expect(fault.error!.startsWith("WcfFaultError: Make: SOAP fault Client: xxx")).toBe(true);
    expect(fault.error!.length).toBeLessThan(1_100);
    const page = await read(`<html><body>${long}</body></html>`, 502, "text/html");
    expect(page.error!.startsWith("HttpStatusError: Make: HTTP 502 (text/html): <html><body>xxx")).toBe(true);
    expect(page.error!.length).toBeLessThan(300);
  });
});
