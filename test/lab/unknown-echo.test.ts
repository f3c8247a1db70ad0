/**
 * SoapUnknownHeader[] bound by [SoapHeader] with each Direction, as the lab's ASMX published and answered it
 * (test/reference/lab/unknown-echo/): nothing in the WSDL (import cannot see it, and round-trips byte for byte); In
 * hands the method every header block it does not bind (Names), a mustUnderstand block it leaves unmarked faulting
 * the call after it ran (Ignore.mustUnderstand, Ignore.soap12); InOut writes the blocks back into the response's
 * soap:Header as they came, a true mustUnderstand spelled "1" (Echo.two, Echo.soap12); Out writes the blocks the
 * method made (Emit.*), and an unknown block sent to it is ignored (Emit.unknown). The spec says it with an
 * operation's `unknownHeaders: in | out | inOut`; the server answers every recorded exchange byte for byte (the
 * MustUnderstand faults' text aside: Mono's "SOAP header {0} was not understood." is its own formatting bug).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderWsdlSet } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import { SpecError } from "../../generator/spec/diagnostics.js";
import type { XmlElementValue, XmlNodeValue } from "../../runtime/src/soap/xml-node.js";
import type { CallContext, OperationHandlers } from "../../runtime/src/server/types.js";
import type { UnknownHeader } from "../../runtime/src/server/unknown-headers.js";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { AsmxClientCore } from "../../runtime/src/client/client.js";
import { RequestEncodeError, SoapFaultError } from "../../runtime/src/client/errors.js";
import { createAsmxServer } from "../../runtime/src/server/core.js";
import { listen } from "../../runtime/src/server/node.js";
import { readRecordedRequest, readRecordedResponse } from "../support/http-recording.js";
import { answersRecordings } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";

const LAB = join(REPO_ROOT, "test/reference/lab/unknown-echo");
const WSDL_FILE = join(LAB, "wsdl/UnknownEcho.asmx@wsdl.xml");
const imported = importWsdl(readFileSync(WSDL_FILE, "utf8"), {
  source: WSDL_FILE,
  schema: "spec.schema.json",
  specPath: "spec/unknown-echo.yaml",
});

/** The imported spec with each method's SoapUnknownHeader[] direction, as UnknownEcho.cs binds it. */
function withUnknownHeaders(yaml: string, directions: Readonly<Record<string, string>>): string {
  let spec = yaml;
  for (const [name, direction] of Object.entries(directions))
    spec = spec.replace(`  - name: ${name}\n`, `  - name: ${name}\n    unknownHeaders: ${direction}\n`);
  return spec;
}
const spec = withUnknownHeaders(imported.yaml, { Names: "in", Echo: "inOut", Emit: "out", Ignore: "in" });
const model = parseSpec(spec, "spec/unknown-echo.yaml");

function text(nodes: readonly XmlNodeValue[] | undefined): string {
  return (nodes ?? []).map((n) => (typeof n === "string" ? n : text(n.children))).join("");
}

function notes(n: number): XmlElementValue[] {
  return Array.from({ length: n }, (_, i) => ({
    name: "Note",
    namespace: "urn:notes",
    prefix: "x",
    attributes: [{ name: "i", value: String(i) }],
    children: [`n${i}`],
  }));
}

type Context = CallContext & { readonly headers: { known?: { value: string | null } }; unknownHeaders: UnknownHeader[] };

/** What UnknownEcho.cs does. */
const handlers: OperationHandlers = {
  Names: (_: object, context: Context) => {
    let names = `${context.headers.known?.value ?? "-"}:`;
    for (const h of context.unknownHeaders) {
      const e = h.element;
      names += `${e.namespace ?? ""}|${e.name}|${text(e.children)}|${h.mustUnderstand ? "True" : "False"};`;
      h.didUnderstand = true;
    }
    return names;
  },
  // InOut: the blocks it received go back as they came (C#: the Unknown member left as it was read).
  Echo: (_: object, context: Context) => {
    for (const h of context.unknownHeaders) h.didUnderstand = true;
    return { result: context.unknownHeaders.length, unknownHeaders: context.unknownHeaders.map((h) => h.element) };
  },
  // Out: blocks of its own (C#: XmlDocument.CreateElement("x", "Note", "urn:notes") with an attribute i).
  Emit: ({ n }: { n: number }) => ({ result: n, unknownHeaders: notes(n) }),
  Ignore: (_: object, context: Context) => context.unknownHeaders.length,
};

describe("import of the recorded WSDL", () => {
  it("comes back byte for byte, with no unknown headers (the WSDL says nothing of them)", () => {
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).not.toContain("unknownHeaders");
  });
});

describe("unknownHeaders in the spec", () => {
  it("publishes the same WSDL set as without it", () => {
    const written = (m: typeof model): string[] => renderWsdlSet(m, "http://127.0.0.1/UnknownEcho.asmx").map((d) => d.text);
    expect(written(model)).toEqual(written(imported.model));
  });

  it("is in the model as each method's direction", () => {
    expect(model.operations.map((o) => [o.name, o.unknownHeaders])).toEqual([
      ["Names", "in"],
      ["Echo", "inOut"],
      ["Emit", "out"],
      ["Ignore", "in"],
    ]);
  });

  it("is refused with its position on a one-way operation unless in, and on a bad direction", () => {
    const oneWay = spec.replace("  - name: Emit\n    unknownHeaders: out\n    fields:\n      - { name: n, type: int }\n    result: { type: int }\n", "  - name: Emit\n    unknownHeaders: out\n    oneWay: true\n    fields:\n      - { name: n, type: int }\n");
    expect(oneWay).not.toBe(spec);
    expect(() => parseSpec(oneWay, "spec/unknown-echo.yaml")).toThrow(SpecError);
    expect(() => parseSpec(oneWay, "spec/unknown-echo.yaml")).toThrow(/spec\/unknown-echo\.yaml:\d+:\d+: .*a one-way operation sends no response, so its unknown headers cannot be 'out'/);
    const bad = spec.replace("unknownHeaders: inOut", "unknownHeaders: both");
    expect(() => parseSpec(bad, "spec/unknown-echo.yaml")).toThrow(/spec\/unknown-echo\.yaml:\d+:\d+: /);
  });
});

describe("the server answers every recorded exchange", () => {
  answersRecordings(LAB, model, handlers, { count: 11, failureTextIsDotNets: true });
});

/** A client of the model whose calls are answered with the recorded response `name`; it keeps the body it sent. */
function recordedClient(name: string, binding: "soap11" | "soap12" = "soap11"): { client: AsmxClientCore; sent: () => string } {
  const recorded = readRecordedResponse(join(LAB, "exchanges", `${name}.response.txt`))!;
  let sent = "";
  const client = new AsmxClientCore(descriptorOf(model), {
    endpoint: "http://127.0.0.1/UnknownEcho.asmx",
    allowInsecureHttp: true,
    binding,
    transport: async (request) => {
      sent = request.body ?? "";
      return { status: recorded.status, contentType: recorded.headers.get("content-type"), body: recorded.body.toString("utf8") };
    },
  });
  return { client, sent: () => sent };
}

/** The soap:Header content of an envelope (whatever its prefix). */
function headerContent(envelope: string): string {
  return /<(\w+):Header>([\s\S]*)<\/\1:Header>/.exec(envelope)?.[2] ?? "";
}

const EXTRA: XmlElementValue = { name: "Extra", namespace: "urn:x", namespaces: { "": "urn:x" }, attributes: [{ name: "a", value: "1" }], children: ["one"] };
const OTHER: XmlElementValue = {
  name: "Other",
  namespace: "urn:y",
  prefix: "p",
  namespaces: { p: "urn:y" },
  attributes: [
    { name: "mustUnderstand", namespace: "http://schemas.xmlsoap.org/soap/envelope/", prefix: "soap", value: "1" },
    { name: "actor", namespace: "http://schemas.xmlsoap.org/soap/envelope/", prefix: "soap", value: "urn:a" },
  ],
  children: ["two", { name: "i", children: ["3"] }],
};

describe("the client", () => {
  it("reads the blocks an InOut method sent back (Echo.two), as they came", async () => {
    const { client } = recordedClient("Echo.two");
    expect(await client.call("Echo", {})).toEqual({ result: 2, unknownHeaders: [EXTRA, OTHER] });
  });

  it("reads the blocks an Out method made (Emit.two), and none when it made none (Emit.zero)", async () => {
    const withNamespace = notes(2).map((n) => ({ ...n, namespaces: { x: "urn:notes" } }));
    expect(await recordedClient("Emit.two").client.call("Emit", { n: 2 })).toEqual({ result: 2, unknownHeaders: withNamespace });
    expect(await recordedClient("Emit.zero").client.call("Emit", { n: 0 })).toEqual({ result: 0, unknownHeaders: [] });
  });

  it("reads the SOAP 1.2 echo (Echo.soap12): mustUnderstand as the service spelled it", async () => {
    const value = (await recordedClient("Echo.soap12", "soap12").client.call("Echo", {})) as { unknownHeaders: XmlElementValue[] };
    expect(value.unknownHeaders).toHaveLength(1);
    expect(value.unknownHeaders[0]!.attributes).toEqual([
      { name: "mustUnderstand", namespace: "http://www.w3.org/2003/05/soap-envelope", prefix: "soap12", value: "1" },
      { name: "role", namespace: "http://www.w3.org/2003/05/soap-envelope", prefix: "soap12", value: "urn:r" },
    ]);
  });

  it("sends its own blocks after the operation's headers, as the recorded request holds them (Names.unknown)", async () => {
    const { client, sent } = recordedClient("Names.unknown");
    const mustOther: XmlElementValue = { ...OTHER, attributes: [OTHER.attributes![0]!], children: ["two"] };
    const result = await client.call("Names", {}, { headers: { known: { value: "t" } }, unknownHeaders: [EXTRA, mustOther] });
    expect(result).toBe("t:urn:x|Extra|one|False;urn:y|Other|two|True;");
    const recorded = readRecordedRequest(join(LAB, "exchanges/Names.unknown.request.txt")).body.toString("utf8");
    expect(headerContent(sent())).toBe(headerContent(recorded));
  });

  it("is told of a block the service did not understand (Ignore.mustUnderstand): a MustUnderstand fault", async () => {
    const error = await recordedClient("Ignore.mustUnderstand").client.call("Ignore", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SoapFaultError);
    expect((error as SoapFaultError).code).toBe("MustUnderstand");
  });

  it("refuses a block XML cannot carry, naming unknownHeaders", async () => {
    const { client } = recordedClient("Echo.none");
    const error = await client.call("Echo", {}, { unknownHeaders: [{ name: "bad name" }] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestEncodeError);
    expect((error as RequestEncodeError).field).toBe("unknownHeaders");
  });
});

describe("the client and the server together, on both SOAP bindings", () => {
  it("echo a mustUnderstand block through InOut, and fault one the handler leaves unmarked", async () => {
    const server = createAsmxServer(descriptorOf(model), handlers, (address) => renderWsdlSet(model, address)[0]!.text);
    const listening = await listen(server);
    try {
      for (const binding of ["soap11", "soap12"] as const) {
        const envelope = binding === "soap11" ? "http://schemas.xmlsoap.org/soap/envelope/" : "http://www.w3.org/2003/05/soap-envelope";
        const client = new AsmxClientCore(descriptorOf(model), { endpoint: new URL("/UnknownEcho.asmx", listening.url).href, allowInsecureHttp: true, binding });
        const block: XmlElementValue = { name: "Ping", namespace: "urn:p", attributes: [{ name: "mustUnderstand", namespace: envelope, prefix: "e", value: "true" }], children: ["1"] };
        const echoed = (await client.call("Echo", {}, { unknownHeaders: [block] })) as { result: number; unknownHeaders: XmlElementValue[] };
        expect(echoed.result).toBe(1);
        // Sent "true", echoed "1" (SoapUnknownHeader.Element's spelling); the made-up prefix kept.
        expect(echoed.unknownHeaders).toEqual([{ ...block, namespaces: { "": "urn:p", e: envelope }, attributes: [{ ...block.attributes![0]!, value: "1" }] }]);
        const error = await client.call("Ignore", {}, { unknownHeaders: [block] }).catch((e: unknown) => e);
        expect((error as SoapFaultError).code).toBe("MustUnderstand");
        expect(await client.call("Emit", { n: 1 })).toEqual({ result: 1, unknownHeaders: [{ ...notes(1)[0]!, namespaces: { x: "urn:notes" } }] });
      }
    } finally {
      await listening.close();
    }
  });
});

describe("unknown header blocks beside the operation's own out headers (order/UnknownOrder.cs)", () => {
  // ASMX writes the operation's own headers first (Token, InOut, then Stamp, Out: the WSDL's order), then the
  // SoapUnknownHeader blocks, whatever order the [SoapHeader] attributes are declared in (Unknown first in the C#).
  const lab = join(LAB, "order");
  const file = join(lab, "wsdl/UnknownOrder.asmx@wsdl.xml");
  const ordered = importWsdl(readFileSync(file, "utf8"), { source: file, schema: "spec.schema.json", specPath: "spec/unknown-order.yaml" });
  const orderModel = parseSpec(withUnknownHeaders(ordered.yaml, { Echo: "inOut", Emit: "out" }), "spec/unknown-order.yaml");
  type OrderContext = CallContext & { readonly headers: { token?: { value: string | null } }; unknownHeaders: UnknownHeader[] };
  const orderHandlers: OperationHandlers = {
    Echo: (_: object, context: OrderContext) => {
      for (const h of context.unknownHeaders) h.didUnderstand = true;
      return {
        result: context.unknownHeaders.length,
        headers: { token: context.headers.token ?? { value: "made" }, stamp: { value: "s" } },
        unknownHeaders: context.unknownHeaders.map((h) => h.element),
      };
    },
    Emit: ({ n }: { n: number }) => ({
      result: n,
      headers: { stamp: { value: "e" } },
      unknownHeaders: Array.from({ length: n }, (_, i): XmlElementValue => ({ name: "Note", namespace: "urn:notes", prefix: "x", children: [`n${i}`] })),
    }),
  };
  it("imports its WSDL byte for byte, the own headers in the WSDL's order", () => {
    expect(ordered.byteEqual).toBe(true);
    expect(ordered.yaml).toContain("      - { name: Token, direction: inOut }\n      - { name: Stamp, direction: out }\n");
  });
  answersRecordings(lab, orderModel, orderHandlers, { count: 3 });
});
