/**
 * Names Object.prototype also has (`toString`, `valueOf`, `hasOwnProperty`, `constructor`, `__proto__`) are
 * names like any other, for fields, parameters, headers and operations: on a hand-written descriptor, over
 * the wire (the runtime's server and client on 127.0.0.1), an absent field is absent (never Object.prototype's
 * function), a present one round-trips, `__proto__` is a property and never the prototype, and an operation of
 * such a name without a handler answers that it is not implemented.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AsmxClientCore } from "../../runtime/src/client/client.js";
import { SoapFaultError } from "../../runtime/src/client/errors.js";
import type {
  FieldDescriptor,
  OperationDescriptor,
  ServiceDescriptor,
  ValueType,
} from "../../runtime/src/descriptor.js";
import { createPartialAsmxServer } from "../../runtime/src/server/core.js";
import { listen, type Listening } from "../../runtime/src/server/node.js";
import { readValueElement, writeValueElement } from "../../runtime/src/soap/values.js";
import { parseXml } from "../../runtime/src/xml/tree.js";
import { sendRaw } from "../support/http-recording.js";

const NS = "urn:names";
const NAMES = ["toString", "valueOf", "hasOwnProperty", "constructor", "__proto__"] as const;

function field(wireName: string, tsName: string, type: ValueType, optional = true): FieldDescriptor {
  return { wireName, tsName, type, optional, nillable: false, secret: false };
}

const STRING: ValueType = { kind: "simple", type: "string" };
const INT: ValueType = { kind: "simple", type: "int" };

function operation(
  name: string,
  fields: readonly FieldDescriptor[],
  extra: Partial<OperationDescriptor> = {},
): OperationDescriptor {
  return {
    name,
    messageName: name,
    tsName: name,
    bindings: ["soap11", "soap12", "httpGet", "httpPost"],
    idempotent: true,
    requestElement: name,
    responseElement: `${name}Response`,
    resultElement: `${name}Result`,
    soapAction: `${NS}/${name}`,
    httpPath: `/${name}`,
    httpResultElement: "string",
    fields,
    result: STRING,
    ...extra,
  };
}

/** A class whose fields are named like Object.prototype's members: strings, an int (a value type) and a class. */
const HOLDER_FIELDS: readonly FieldDescriptor[] = [
  field("ToString", "toString", STRING),
  field("ValueOf", "valueOf", INT, false),
  field("HasOwnProperty", "hasOwnProperty", STRING),
  field("constructor", "constructor", { kind: "complex", name: "Inner" }),
  field("__proto__", "__proto__", STRING),
];

const service: ServiceDescriptor = {
  name: "Names",
  namespace: NS,
  endpoint: "http://localhost/Names.asmx",
  types: {
    Holder: { name: "Holder", fields: HOLDER_FIELDS },
    Inner: { name: "Inner", fields: [field("__proto__", "__proto__", STRING)] },
    Session: { name: "Session", fields: [field("Id", "id", STRING)] },
  },
  operations: [
    operation(
      "Echo",
      [
        field("holder", "holder", { kind: "complex", name: "Holder" }),
        field("toString", "toString", STRING),
        field("__proto__", "__proto__", STRING),
      ],
      {
        bindings: ["soap11", "soap12"],
        result: { kind: "complex", name: "Holder" },
        headers: [{ element: "Session", tsName: "constructor", direction: "in", required: true }],
      },
    ),
    ...NAMES.map((name) => operation(name, [])),
  ],
};

const inputs: Record<string, unknown>[] = [];
let listening: Listening;
let port: number;
beforeAll(async () => {
  const server = createPartialAsmxServer(
    service,
    {
      Echo: (input) => {
        const record = input as Record<string, unknown>;
        inputs.push(record);
        return record.holder;
      },
    },
    () => "<definitions />",
  );
  listening = await listen(server, { host: "127.0.0.1" });
  port = Number(new URL(listening.url).port);
});
afterAll(() => listening.close());

function soap11(operation: string, content: string, header = ""): Buffer {
  const body = `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Header>${header}</soap:Header><soap:Body><${operation} xmlns="${NS}">${content}</${operation}></soap:Body></soap:Envelope>`;
  const bytes = Buffer.from(body);
  return Buffer.concat([
    Buffer.from(
      `POST /Names.asmx HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/xml; charset=utf-8\r\nSOAPAction: "${NS}/${operation}"\r\nContent-Length: ${bytes.length}\r\n\r\n`,
    ),
    bytes,
  ]);
}

const SESSION = `<Session xmlns="${NS}"><Id>s</Id></Session>`;

describe("the value codec, with fields named like Object.prototype's members", () => {
  it("reads absent fields as absent (or .NET's default for a value type), never as inherited functions", () => {
    const element = parseXml(`<holder xmlns="${NS}"><Other>x</Other></holder>`);
    const value = readValueElement(element, { kind: "complex", name: "Holder" }, "xml", { service }) as Record<
      string,
      unknown
    >;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.hasOwn(value, "toString")).toBe(false);
    expect(Object.hasOwn(value, "hasOwnProperty")).toBe(false);
    expect(Object.hasOwn(value, "constructor")).toBe(false);
    expect(Object.hasOwn(value, "__proto__")).toBe(false);
    expect(value).toEqual({ valueOf: 0 });
  });

  it("reads present ones as own properties, __proto__ included, and writes them back", () => {
    const xml = `<holder xmlns="${NS}"><ToString>a</ToString><ValueOf>5</ValueOf><HasOwnProperty>b</HasOwnProperty><constructor><__proto__>c</__proto__></constructor><__proto__>d</__proto__></holder>`;
    const value = readValueElement(parseXml(xml), { kind: "complex", name: "Holder" }, "xml", { service }) as Record<
      string,
      unknown
    >;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(value, "__proto__")?.value).toBe("d");
    expect(Object.getPrototypeOf(value.constructor)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(value.constructor, "__proto__")?.value).toBe("c");
    expect(JSON.parse(JSON.stringify(value))).toEqual(
      JSON.parse('{"toString":"a","valueOf":5,"hasOwnProperty":"b","constructor":{"__proto__":"c"},"__proto__":"d"}'),
    );
    expect(writeValueElement("holder", { kind: "complex", name: "Holder" }, value, { nillable: false, service })).toBe(
      xml.replace(` xmlns="${NS}"`, ""),
    );
  });

  it("keeps a namespace prefix __proto__ of XML carried as is", () => {
    const element = parseXml(`<f><n xmlns:__proto__="urn:p" xmlns:constructor="urn:c"><__proto__:a /></n></f>`);
    const value = readValueElement(element, { kind: "xml", node: "XmlElement" }, "xml", { service }) as {
      namespaces: object;
    };
    expect(Object.getOwnPropertyDescriptor(value.namespaces, "__proto__")?.value).toBe("urn:p");
    expect(Object.getPrototypeOf(value.namespaces)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(value.namespaces, "constructor")?.value).toBe("urn:c");
  });

  it("writes an object without those fields without them, not Object.prototype's functions", () => {
    expect(
      writeValueElement("holder", { kind: "complex", name: "Holder" }, { valueOf: 1 }, { nillable: false, service }),
    ).toBe("<holder><ValueOf>1</ValueOf></holder>");
  });
});

describe("the server and the client, on the wire", () => {
  it("a handler's input holds no inherited values, and what it echoes goes back whole", async () => {
    inputs.length = 0;
    const response = await sendRaw(port, soap11("Echo", "<holder><ValueOf>3</ValueOf></holder>", SESSION));
    expect(response.status).toBe(200);
    const [input] = inputs as [Record<string, unknown>];
    // Absent string parameters are null, as .NET passes them.
    expect(input.toString).toBeNull();
    expect(Object.getOwnPropertyDescriptor(input, "__proto__")?.value).toBeNull();
    expect(Object.getPrototypeOf(input)).toBe(Object.prototype);
    expect(input.holder).toEqual({ valueOf: 3 });
    expect(response.body.toString()).toContain("<EchoResult><ValueOf>3</ValueOf></EchoResult>");
  });

  it("a required header named constructor is required: absent, the handler does not run", async () => {
    inputs.length = 0;
    const response = await sendRaw(port, soap11("Echo", "<holder><ValueOf>3</ValueOf></holder>"));
    expect(response.status).toBe(500);
    expect(response.body.toString()).toContain("<faultcode>soap:Client</faultcode><faultstring>Session is required");
    expect(inputs).toHaveLength(0);
  });

  it("the client sends such a class and reads it back, every field and nothing else", async () => {
    const client = new AsmxClientCore(service, {
      endpoint: listening.url,
      allowInsecureHttp: true,
      headers: { constructor: { id: "s" } },
    });
    const sent = JSON.parse(
      '{"toString":"a","valueOf":5,"hasOwnProperty":"b","constructor":{"__proto__":"c"},"__proto__":"d"}',
    ) as object;
    expect(Object.getPrototypeOf(sent)).toBe(Object.prototype);
    const received = (await client.call("Echo", { holder: sent, toString: "t" })) as Record<string, unknown>;
    expect(JSON.stringify(received)).toBe(JSON.stringify(sent));
    expect(Object.getPrototypeOf(received)).toBe(Object.prototype);
    expect(inputs.at(-1)!.toString).toBe("t");
    const partial = (await client.call("Echo", { holder: { valueOf: 7 } })) as Record<string, unknown>;
    expect(partial).toEqual({ valueOf: 7 });
    expect(partial.toString).toBe(Object.prototype.toString); // an ordinary object: absent means absent
  });

  for (const name of NAMES) {
    it(`an operation named ${name} without a handler is not implemented, on SOAP and HTTP GET`, async () => {
      const message = `${name} is not implemented: this server was created with handlers for some operations only.`;
      const soap = await sendRaw(port, soap11(name, ""));
      expect(soap.status).toBe(500);
      expect(soap.body.toString()).toContain(`<faultcode>soap:Server</faultcode><faultstring>${message}</faultstring>`);
      const get = await sendRaw(port, Buffer.from(`GET /Names.asmx/${name} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`));
      expect(get.status).toBe(500);
      expect(get.body.toString()).toBe(`${message}\n`);
      const client = new AsmxClientCore(service, { endpoint: listening.url, allowInsecureHttp: true });
      const error = await client.call(name, {}).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SoapFaultError);
      expect((error as SoapFaultError).reason).toBe(message);
    });
  }
});
