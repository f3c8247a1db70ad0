/**
 * Wire rules the recordings cannot show for this service's types, checked through `server.handle()` on a
 * small service of its own: .NET defaults for absent value types, arrays on every binding, empty strings,
 * integer ranges, and the parsing helpers (URL decoding, media types, routing).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { FieldDescriptor, OperationDescriptor, ServiceDescriptor, ValueType } from "../../runtime/src/descriptor.js";
import type { BindingKind } from "../../runtime/src/protocol.js";
import { createAsmxServer } from "../../runtime/src/server/core.js";
import { parseForm, parseQuery, parseUrlEncoded } from "../../runtime/src/server/http-bindings.js";
import { decodeText, formDecoder, parseMediaType } from "../../runtime/src/server/media.js";
import { routeRequest } from "../../runtime/src/server/routing.js";
import type { ServerRequest } from "../../runtime/src/server/types.js";

const NS = "urn:test";
const ALL: BindingKind[] = ["soap11", "soap12", "httpGet", "httpPost"];

function field(wireName: string, type: ValueType, optional: boolean): FieldDescriptor {
  return { wireName, tsName: wireName.toLowerCase(), type, optional, nillable: false, secret: false };
}

function operation(name: string, fields: FieldDescriptor[], result: ValueType, httpResultElement: string): OperationDescriptor {
  return {
    name,
    messageName: name,
    tsName: name.toLowerCase(),
    bindings: ALL,
    idempotent: true,
    requestElement: name,
    responseElement: `${name}Response`,
    resultElement: `${name}Result`,
    soapAction: `${NS}/${name}`,
    httpPath: `/${name}`,
    httpResultElement,
    fields,
    result,
  };
}

const INT: ValueType = { kind: "simple", type: "int" };
const STRING: ValueType = { kind: "simple", type: "string" };
const service: ServiceDescriptor = {
  name: "Svc",
  namespace: NS,
  endpoint: "https://svc.example.com/Svc.asmx",
  operations: [
    operation(
      "Inputs",
      [
        field("Count", INT, false),
        field("When", { kind: "simple", type: "dateTime" }, false),
        field("Big", { kind: "simple", type: "long" }, false),
        field("Maybe", INT, true),
        field("Names", { kind: "array", item: { kind: "simple", type: "string" }, itemElement: "string", itemNillable: true }, true),
      ],
      STRING,
      "string",
    ),
    operation("Numbers", [], { kind: "array", item: { kind: "simple", type: "int" }, itemElement: "int", itemNillable: false }, "ArrayOfInt"),
    operation("Text", [field("Value", STRING, true)], STRING, "string"),
  ],
};

const server = createAsmxServer(
  service,
  {
    Inputs: (input) => JSON.stringify(input, (_, v: unknown) => (typeof v === "bigint" ? `${v}n` : v)),
    Numbers: () => [1, 22, 333],
    Text: (input: Record<string, unknown>) => input.value,
  },
  () => "<wsdl />",
);

function soap(operation: string, content: string): ServerRequest {
  const body = `<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><${operation} xmlns="${NS}">${content}</${operation}></soap:Body></soap:Envelope>`;
  return {
    method: "POST",
    url: "/Svc.asmx",
    // Mixed-case names, as a host other than Node may pass them.
    headers: { "Content-Type": "text/xml; charset=utf-8", SOAPAction: `"${NS}/${operation}"` },
    body: new TextEncoder().encode(body),
  };
}

function get(target: string): ServerRequest {
  return { method: "GET", url: `/Svc.asmx/${target}`, headers: { host: "svc.example.com" }, body: new Uint8Array(0) };
}

async function text(request: ServerRequest): Promise<{ status: number; body: string }> {
  const response = await server.handle(request);
  return { status: response.status, body: typeof response.body === "string" ? response.body : new TextDecoder().decode(response.body) };
}

function result(body: string, element: string): string {
  return new RegExp(`<${element}>(.*)</${element}>`).exec(body)?.[1] ?? "";
}

describe("SOAP parameters", () => {
  it("absent value types get .NET defaults, absent optional ones null", async () => {
    const { body } = await text(soap("Inputs", ""));
    expect(JSON.parse(result(body, "InputsResult").replace(/&quot;/g, '"'))).toEqual({
      count: 0,
      when: "0001-01-01T00:00:00",
      big: "0n",
      maybe: null,
      names: null,
    });
  });

  it("reads arrays, the first of repeated elements, and ignores other namespaces", async () => {
    const { body } = await text(
      soap("Inputs", '<Count>7</Count><Count>8</Count><Names><string>a</string><string xsi:nil="true" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" /></Names><Maybe xmlns="urn:other">5</Maybe>'),
    );
    expect(JSON.parse(result(body, "InputsResult").replace(/&quot;/g, '"'))).toMatchObject({ count: 7, names: ["a", null], maybe: null });
  });

  it("refuses an integer out of range, naming the field and the range", async () => {
    const { status, body } = await text(soap("Inputs", "<Count>2147483648</Count>"));
    expect(status).toBe(500);
    expect(body).toContain("There is an error in XML document (1, ");
    expect(body).toContain("The value '2147483648' of element Count (int) is not valid: expected an integer from -2147483648 to 2147483647.");
  });

  it("refuses xsi:nil on a required value type", async () => {
    const { body } = await text(soap("Inputs", '<Count xsi:nil="true" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" />'));
    expect(body).toContain("Element Count is nil, but a int value is required.");
  });
});

describe("results", () => {
  it("an empty string is an empty element, in SOAP and HTTP", async () => {
    expect((await text(soap("Text", "<Value />"))).body).toContain('<TextResponse xmlns="urn:test"><TextResult /></TextResponse>');
    expect((await text(get("Text?Value="))).body).toBe('<?xml version="1.0" encoding="utf-8"?>\n<string xmlns="urn:test" />');
  });

  it("arrays: items inside the result element in SOAP, an indented ArrayOf document in HTTP", async () => {
    expect((await text(soap("Numbers", ""))).body).toContain(
      '<NumbersResponse xmlns="urn:test"><NumbersResult><int>1</int><int>22</int><int>333</int></NumbersResult></NumbersResponse>',
    );
    expect((await text(get("Numbers"))).body).toBe(
      '<?xml version="1.0" encoding="utf-8"?>\n<ArrayOfInt xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns="urn:test">\n  <int>1</int>\n  <int>22</int>\n  <int>333</int>\n</ArrayOfInt>',
    );
  });
});

describe("HTTP GET parameters", () => {
  it("arrays from repeated parameters; an absent array is .NET's null reference failure; every scalar is required", async () => {
    const ok = await text(get("Inputs?Count=1&When=2024-01-02T03:04:05Z&Big=9007199254740993&Maybe=&names=x&NAMES=y"));
    expect(JSON.parse(/<string xmlns="urn:test">(.*)<\/string>/.exec(ok.body)![1]!)).toEqual({
      count: 1,
      when: "2024-01-02T03:04:05Z",
      big: "9007199254740993n",
      maybe: null,
      names: ["x", "y"],
    });
    // ASMX's HTTP reader dereferences the absent array: an array with no items cannot be sent over HTTP.
    const missingArray = await text(get("Inputs?Count=1&When=2024-01-02T03:04:05Z&Big=1&Maybe=2"));
    expect(missingArray).toEqual({ status: 500, body: "Object reference not set to an instance of an object.\n" });
    const missing = await text(get("Inputs?Count=1&When=2024-01-02T03:04:05Z&Big=1&Names=a"));
    expect(missing).toEqual({ status: 500, body: "Missing parameter: Maybe.\n" });
  });

  it("an empty value of a value type is refused, naming parameter and type", async () => {
    const { body } = await text(get("Inputs?Count=&When=x&Big=1&Maybe=1"));
    expect(body).toBe("Cannot convert &#39;&#39; to int for parameter Count: expected an integer from -2147483648 to 2147483647.\n");
  });
});

describe("URL decoding as .NET's HttpUtility.UrlDecode", () => {
  const utf8 = formDecoder(undefined);
  const form = (text: string, charset?: string): Record<string, readonly string[]> =>
    Object.fromEntries(parseUrlEncoded(new Uint8Array(Buffer.from(text, "latin1")), formDecoder(charset)));

  it("+ and %20 are spaces, %2B a plus, names lower-cased, repeats kept in order", () => {
    expect(Object.fromEntries(parseQuery("A+b=c%20d&a+B=e%2Bf"))).toEqual({ "a b": ["c d", "e+f"] });
  });

  it("a plain query or UTF-8 form (read as text) gives what its bytes give, empty pairs and names included", () => {
    const piece = fc.stringMatching(/^[A-Za-z0-9=&._~+%-]{0,12}$/);
    fc.assert(
      fc.property(piece, fc.constantFrom(undefined, "utf-8", " UTF8 "), (query, charset) => {
        const bytes = new TextEncoder().encode(query);
        const expected = Object.fromEntries(parseUrlEncoded(bytes, utf8));
        expect(Object.fromEntries(parseQuery(query))).toEqual(expected);
        expect(Object.fromEntries(parseForm(bytes, charset))).toEqual(expected);
      }),
      { numRuns: 500 },
    );
    expect(Object.fromEntries(parseQuery("A=1&&=2&b&a=3"))).toEqual({ a: ["1", "3"], "": ["2"] });
  });

  it("%uXXXX is a UTF-16 unit; malformed escapes stay as they are", () => {
    expect(form("x=Zo%u00EB&y=100%&z=%zz%4")).toEqual({ x: ["Zoë"], y: ["100%"], z: ["%zz%4"] });
  });

  it("bytes decode in the form's charset: invalid UTF-8 becomes U+FFFD, ISO-8859-1 is true Latin-1", () => {
    expect(form("x=Zo%EB")).toEqual({ x: ["Zo\uFFFD"] });
    expect(form("x=Zo%EB&y=%80", "ISO-8859-1")).toEqual({ x: ["Zoë"], y: ["\u0080"] });
    expect(utf8(new Uint8Array([0xc3, 0xab]))).toBe("ë");
  });

  it("a pair without = names nothing", () => {
    expect(form("wsdl&a=1&=2")).toEqual({ a: ["1"], "": ["2"] });
  });
});

describe("media types and charsets", () => {
  it("parses parameters, quoted or not, in any case", () => {
    const media = parseMediaType('Application/SOAP+XML; Charset=UTF-8; action="urn:a;b"');
    expect(media.type).toBe("application/soap+xml");
    expect(media.params.get("charset")).toBe("UTF-8");
    expect(media.params.get("action")).toBe("urn:a;b");
    expect(parseMediaType(undefined).type).toBe("");
  });

  it("gives each header its own media type when the last one parsed is reused", () => {
    const soap12 = 'application/soap+xml; charset=utf-8; action="urn:a"';
    const first = parseMediaType(soap12);
    expect(parseMediaType(`${soap12} `.trimEnd())).toBe(first); // the same text, another string
    const other = parseMediaType("text/xml; charset=utf-16");
    expect([other.type, other.params.get("charset"), other.params.has("action")]).toEqual(["text/xml", "utf-16", false]);
    const again = parseMediaType(soap12);
    expect([again.type, again.params.get("charset"), again.params.get("action")]).toEqual([
      "application/soap+xml",
      "utf-8",
      "urn:a",
    ]);
    expect(parseMediaType("").type).toBe("");
    expect(parseMediaType("TEXT/XML").type).toBe("text/xml");
  });

  it("reads a quoted value with backslash escapes as one character at a time would", () => {
    expect(parseMediaType('a/b; action="x\\"y\\\\z"; q=1').params.get("action")).toBe('x"y\\z');
    expect(parseMediaType('a/b; action="open\\').params.get("action")).toBe("open\\");
    // The rule as the runtime had it: each character appended, a backslash taking the next one.
    const quoted = (header: string, j: number): { value: string; end: number } => {
      let end = j + 1;
      let value = "";
      while (end < header.length && header[end] !== '"') {
        if (header[end] === "\\" && end + 1 < header.length) end++;
        value += header[end];
        end++;
      }
      return { value, end };
    };
    const pieces = fc.constantFrom("a", "\\", '"', ";", "=", " ", "x;y", "\\\\", "é");
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 12 }).map((p) => p.join("")), fc.constantFrom("", "; q=1", ';r="s"'), (inner, rest) => {
        const header = `text/xml; action="${inner}${rest}`;
        const expected = quoted(header, header.indexOf('"'));
        const media = parseMediaType(header);
        expect(media.params.get("action")).toBe(expected.value);
        const after = header.indexOf(";", expected.end + 1);
        if (after >= 0 && header.indexOf("=", after) > after + 1) {
          const name = header.slice(after + 1, header.indexOf("=", after)).trim().toLowerCase();
          if (name && name !== "action") expect(media.params.has(name)).toBe(true);
        }
      }),
      { numRuns: 5000 },
    );
  });

  it("a byte order mark wins over the label", () => {
    const utf16 = new Uint8Array([0xff, 0xfe, 0x3c, 0x00, 0x61, 0x00, 0x2f, 0x00, 0x3e, 0x00]);
    expect(decodeText(utf16, "utf-8", true)).toBe("<a/>");
    expect(() => decodeText(new Uint8Array([0xc3]), "utf-8", true)).toThrow(TypeError);
    expect(() => decodeText(new Uint8Array([0x41]), "x-unknown", true)).toThrow("'x-unknown' is not a supported encoding name.");
  });
});

describe("routing", () => {
  const route = (method: string, url: string) => routeRequest(method, url, "/Svc.asmx", "/svc.asmx");

  it("the .asmx path in any case; documents by query; operations case-sensitive", () => {
    expect(route("POST", "/SVC.ASMX")).toEqual({ kind: "soap" });
    expect(route("GET", "/svc.asmx?WsDl")).toEqual({ kind: "wsdl" });
    expect(route("GET", "/Svc.asmx?disco")).toEqual({ kind: "disco" });
    expect(route("GET", "/Svc.asmx")).toEqual({ kind: "help", path: "/Svc.asmx", query: "" });
    // The help page links back to the file name as requested, in its case.
    expect(route("GET", "/svc.ASMX?op=Text")).toEqual({ kind: "help", path: "/svc.ASMX", query: "op=Text" });
    expect(route("GET", "/Svc.asmx/Text?Value=1")).toEqual({ kind: "http", method: "GET", operation: "Text", query: "Value=1" });
    expect(route("GET", "http://svc.example.com/Svc.asmx/Te%78t")).toEqual({ kind: "http", method: "GET", operation: "Text", query: "" });
    expect(route("PUT", "/Svc.asmx")).toEqual({ kind: "methodNotAllowed" });
    expect(route("DELETE", "/Svc.asmx/Text")).toEqual({ kind: "methodNotAllowed" });
    expect(route("GET", "/Svc.asmxx")).toEqual({ kind: "notFound" });
    expect(route("GET", "/Svc.asmx/%E0%A4%A")).toEqual({ kind: "badRequest" });
  });

  it("a `wsdl` or `schema` key anywhere in the query, in any case, asks for a document (schema first); IDs keep their case", () => {
    const document = (url: string) => {
      const r = route("GET", url);
      return r.kind === "document" ? r.document : r.kind;
    };
    expect(document("/Svc.asmx?wsdl=wsdl1")).toBe("wsdl=wsdl1");
    expect(document("/Svc.asmx?WSDL=wsdl1")).toBe("wsdl=wsdl1");
    expect(document("/Svc.asmx?wsdl=WSDL1")).toBe("wsdl=WSDL1");
    expect(document("/Svc.asmx?x=1&wsdl=wsdl1")).toBe("wsdl=wsdl1");
    expect(document("/Svc.asmx?wsdl=wsdl1&schema=schema2")).toBe("schema=schema2");
    expect(document("/Svc.asmx?wsdl=")).toBe("wsdl=");
    expect(document("/Svc.asmx?schema=")).toBe("schema=");
    expect(document("/Svc.asmx?wsdl=a&wsdl=b")).toBe("wsdl=a,b");
    expect(document("/Svc.asmx?wsdl=wsdl%31")).toBe("wsdl=wsdl1");
    expect(document("/Svc.asmx?wsdl=%E0%A4%A")).toBe("wsdl=%E0%A4%A");
    expect(document("/Svc.asmx?wsdl&x=1")).toBe("wsdl");
    expect(document("/Svc.asmx?op=wsdl")).toBe("help");
    expect(document("/Svc.asmx?wsdlx=1")).toBe("help");
  });
});

describe("documents", () => {
  it("the WSDL address comes from publicUrl, or the request's Host when it is a plain host name", async () => {
    const seen: string[] = [];
    const documents = createAsmxServer(service, { Inputs: () => "", Numbers: () => [], Text: () => "" }, (address) => {
      seen.push(address);
      return `<wsdl address="${address}" />`;
    });
    await documents.handle({ method: "GET", url: "/Svc.asmx?wsdl", headers: { host: "10.0.0.1:8080" }, body: new Uint8Array(0), secure: true });
    await documents.handle({ method: "GET", url: "/Svc.asmx?wsdl", headers: { host: 'evil"><x' }, body: new Uint8Array(0) });
    expect(seen).toEqual(["https://10.0.0.1:8080/Svc.asmx", "https://svc.example.com/Svc.asmx"]);
    const pinned = createAsmxServer(service, { Inputs: () => "", Numbers: () => [], Text: () => "" }, (a) => a, { publicUrl: "https://public.example.com/x.asmx" });
    const response = await pinned.handle({ method: "GET", url: "/Svc.asmx?WSDL", headers: { host: "internal:1" }, body: new Uint8Array(0) });
    expect(typeof response.body === "string" ? response.body : new TextDecoder().decode(response.body)).toBe("https://public.example.com/x.asmx");
  });

  it("refuses handlers that do not match the operations", () => {
    expect(() => createAsmxServer(service, { Inputs: () => "", Numbers: () => [] }, () => "")).toThrow("no handler for Text");
    expect(() => createAsmxServer(service, { Inputs: () => "", Numbers: () => [], Text: () => "", Txt: () => "" }, () => "")).toThrow(
      "Txt is not an operation of Svc",
    );
  });
});

describe("mustUnderstand", () => {
  const envelope12 = (header: string): ServerRequest => ({
    method: "POST",
    url: "/Svc.asmx",
    headers: { "content-type": `application/soap+xml; charset=utf-8; action="${NS}/Text"` },
    body: new TextEncoder().encode(
      `<env:Envelope xmlns:env="http://www.w3.org/2003/05/soap-envelope"><env:Header>${header}</env:Header><env:Body><Text xmlns="${NS}"><Value>v</Value></Text></env:Body></env:Envelope>`,
    ),
  });
  const envelope11 = (header: string): ServerRequest => ({
    method: "POST",
    url: "/Svc.asmx",
    headers: { "content-type": "text/xml; charset=utf-8", soapaction: `"${NS}/Text"` },
    body: new TextEncoder().encode(
      `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Header>${header}</s:Header><s:Body><Text xmlns="${NS}"><Value>v</Value></Text></s:Body></s:Envelope>`,
    ),
  });

  it("SOAP 1.2: a header for this node with mustUnderstand is a MustUnderstand fault without Detail", async () => {
    const response = await server.handle(envelope12('<h:X xmlns:h="urn:h" env:mustUnderstand="true" />'));
    const body = typeof response.body === "string" ? response.body : new TextDecoder().decode(response.body);
    expect(response.status).toBe(500);
    expect(response.headers).toContainEqual(["Content-Type", "application/soap+xml; charset=utf-8"]);
    expect(body).toContain(
      "<soap:Fault><soap:Code><soap:Value>soap:MustUnderstand</soap:Value></soap:Code><soap:Reason><soap:Text xml:lang=\"en\">SOAP header X (namespace urn:h) was not understood.</soap:Text></soap:Reason></soap:Fault>",
    );
  });

  it("headers for other roles or actors, and optional ones, are ignored", async () => {
    for (const request of [
      envelope12('<h:X xmlns:h="urn:h" env:mustUnderstand="true" env:role="http://www.w3.org/2003/05/soap-envelope/role/none" />'),
      envelope12('<h:X xmlns:h="urn:h" env:mustUnderstand="false" />'),
      envelope11('<h:X xmlns:h="urn:h" s:mustUnderstand="1" s:actor="urn:someone-else" />'),
    ]) {
      expect((await server.handle(request)).status).toBe(200);
    }
    expect((await server.handle(envelope11('<h:X xmlns:h="urn:h" s:mustUnderstand="1" />'))).status).toBe(500);
  });
});
