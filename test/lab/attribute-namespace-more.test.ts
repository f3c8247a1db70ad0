/**
 * [XmlAttribute(Namespace = "urn:x")] in more places, as the lab's ASMX published and answered it
 * (test/reference/lab/attribute-namespace-more/): on a SOAP header class (InOut and Out: the made-up prefix is
 * `d3p1`, the header element's depth under Envelope/Header), in a derived class beside its base class's (one `d4p1`
 * for both, after `xsi:type`, the base's attribute first), on a class with an [XmlText] member; and a fault detail
 * whose attributes are of other namespaces, written as the handler's code made it.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import type { BindingKind } from "../../runtime/src/protocol.js";
import { ClientFault } from "../../runtime/src/server/faults.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { parseSpec } from "../../generator/spec/load.js";
import { readRecordedResponse } from "../support/http-recording.js";
import { labFixtureSet, passesFixtures } from "../support/lab-fixtures.js";
import { answersRecordings, clientOfRecording } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";

const LAB = join(REPO_ROOT, "test/reference/lab/attribute-namespace-more");
const WSDL_FILE = join(LAB, "wsdl/AttributeNamespaceMore.asmx@wsdl.xml");
const imported = importWsdl(readFileSync(WSDL_FILE, "utf8"), {
  source: WSDL_FILE,
  schema: "spec.schema.json",
  specPath: "spec/attribute-namespace-more.yaml",
});
const model = imported.model;

const DERIVED = { $type: "Derived", a: "a", text: "t", b: "b", c: "c", more: "m" };
const handlers: OperationHandlers = {
  Stamped: (_: object, context: { headers?: { stamp?: { mark?: string; plain?: string; note?: string } } }) => {
    const s = context.headers?.stamp;
    return { result: s ? `${s.mark}/${s.plain}/${s.note}` : "-", headers: { stamp: { mark: "m2", plain: "p2", note: "n2" } } };
  },
  Issue: () => ({ result: 3, headers: { stamp: { mark: "m3", plain: "p3", note: "n3" } } }),
  GetDerived: () => DERIVED,
  EchoBase: ({ item }: { item: object }) => item,
  GetMeasure: () => ({ unit: "kg", value: "12.5" }),
  EchoMeasure: ({ m }: { m: object }) => m,
  Fail: () => {
    throw new Error("not replayed here");
  },
};

describe("import of the recorded WSDL", () => {
  it("comes back byte for byte", () => {
    expect(imported.byteEqual).toBe(true);
  });
  it("says the attributes' namespace on the header class, both levels of the hierarchy and the [XmlText] class", () => {
    expect(imported.yaml).toContain(
      "headers:\n  Stamp:\n    fields:\n      - { name: Note, type: string }\n      - { name: Mark, type: string, attribute: true, namespace: urn:x }\n",
    );
    expect(imported.yaml).toContain("      - { name: A, type: string, attribute: true, namespace: urn:x }\n  Derived:");
    expect(imported.yaml).toContain("      - { name: B, type: string, attribute: true, namespace: urn:x }\n");
    expect(imported.yaml).toContain(
      "      - { name: Value, type: string, text: true }\n      - { name: Unit, type: string, attribute: true, namespace: urn:x }\n",
    );
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  answersRecordings(LAB, model, handlers, {
    count: 9,
    only: ["Stamped.soap11", "Issue.soap11", "GetDerived.soap11", "GetDerived.httpget", "EchoBase.soap11", "EchoBase.plain.soap11", "GetMeasure.soap11", "GetMeasure.httpget", "EchoMeasure.soap11"],
  });
});

/** The recorded fault's faultstring (Mono's SoapException text, stack and all), as the handler's message. */
function recordedFaultString(name: string): string {
  const body = readRecordedResponse(join(LAB, `exchanges/${name}.response.txt`))!.body.toString("utf8");
  const text = /<faultstring>([\s\S]*)<\/faultstring>/.exec(body)![1]!;
  return text.replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");
}

/** The imported spec with Fail's detail class said (fault details are not in the WSDL). */
const faultSpec = imported.yaml
  .replace(
    "\nheaders:\n",
    "  Cause:\n    fields:\n      - { name: K, type: string, attribute: true, namespace: urn:x }\n      - { name: L, type: string, attribute: true, namespace: urn:y }\n\nheaders:\n",
  )
  .replace(
    "\noperations:\n",
    "\nfaults:\n  Problem:\n    fields:\n      - { name: Code, type: string, attribute: true, namespace: urn:x }\n      - { name: Text, type: string }\n      - { name: Cause, type: Cause }\n\noperations:\n",
  )
  .replace("  - name: Fail\n", "  - name: Fail\n    faults: [Problem]\n");
const faultModel = parseSpec(faultSpec, "spec/attribute-namespace-more.yaml");

describe("a typed fault detail with an attribute of another namespace", () => {
  it("is said in the spec", () => {
    expect(faultSpec).toContain("    faults: [Problem]\n");
  });
  // Fail(3) and Fail(4) serialize Problem as ShipmentTracking.cs does (XmlSerializer through XmlWriter.Create, the
  // service's namespace the default): XmlWellFormedWriter's prefixes, `p1` on Problem and, on Cause, `p1` again
  // and `p4` (its namespace stack: Problem, p1, Cause, p1 again), kept when the node is imported into the detail.
  answersRecordings(
    LAB,
    faultModel,
    {
      ...handlers,
      Fail: ({ n }: { n: number }) => {
        const value =
          n === 3
            ? { code: "E3", text: "worst" }
            : { code: "E4", text: "nested", cause: { k: "k", l: "l" } };
        throw new ClientFault(recordedFaultString(n === 3 ? "Fail.writer.soap11" : "Fail.writer-nested.soap11"), {
          detail: { type: "Problem", value },
        });
      },
    },
    { count: 2, only: ["Fail.writer.soap11", "Fail.writer-nested.soap11"] },
  );
});

describe("the client", () => {
  const clientFor = (name: string, sent: string[] = [], binding: BindingKind = "soap11", of = model) =>
    clientOfRecording(LAB, of, "http://127.0.0.1/AttributeNamespaceMore.asmx", name, binding, sent);
  /** The recorded answer's `<tag ...>...</tag>` element, attributes and content, for comparing with what we send. */
  const recordedElement = (name: string, tag: string): string => {
    const body = readRecordedResponse(join(LAB, "exchanges", `${name}.response.txt`))!.body.toString("utf8");
    return new RegExp(`<${tag}( [^>]*>[\\s\\S]*?)</${tag}>`).exec(body)![1]!;
  };

  it("reads the Out header's namespaced attribute (d3p1) and writes the In one as XmlSerializer does", async () => {
    const sent: string[] = [];
    const output = await clientFor("Stamped.soap11", sent).call(
      "Stamped",
      {},
      { headers: { stamp: { mark: "m1", plain: "p1", note: "n1" } } },
    );
    expect(output).toEqual({ result: "m1/p1/n1", headers: { stamp: { mark: "m2", plain: "p2", note: "n2" } } });
    // The header element is at the same depth in the request as in the response (Envelope, Header, Stamp).
    expect(sent[0]).toContain(
      `<soap:Header><Stamp${recordedElement("Stamped.soap11", "Stamp").replace("m2", "m1").replace("p2", "p1").replace("n2", "n1")}</Stamp></soap:Header>`,
    );
    expect(await clientFor("Issue.soap11").call("Issue", {})).toEqual({
      result: 3,
      headers: { stamp: { mark: "m3", plain: "p3", note: "n3" } },
    });
  });

  it.each([
    ["GetDerived.soap11", "soap11"],
    ["GetDerived.httpget", "httpGet"],
  ] as const)("reads %s: the base's and the derived class's attributes under one prefix", async (name, binding) => {
    expect(await clientFor(name, [], binding).call("GetDerived", {})).toEqual(DERIVED);
  });

  it("writes a derived value by xsi:type with both attributes as XmlSerializer does, and reads the echo", async () => {
    const sent: string[] = [];
    const value = { $type: "Derived", a: "a1", text: "t1", b: "b1", c: "c1", more: "m1" };
    expect(await clientFor("EchoBase.soap11", sent).call("EchoBase", { item: value })).toEqual(value);
    expect(sent[0]).toContain(`<item${recordedElement("EchoBase.soap11", "EchoBaseResult")}</item>`);
  });

  it.each([
    ["GetMeasure.soap11", "soap11"],
    ["GetMeasure.httpget", "httpGet"],
  ] as const)("reads %s: the [XmlText] class's namespaced attribute", async (name, binding) => {
    expect(await clientFor(name, [], binding).call("GetMeasure", {})).toEqual({ unit: "kg", value: "12.5" });
  });

  it("writes the [XmlText] class as XmlSerializer does and reads the echo", async () => {
    const sent: string[] = [];
    const value = { unit: "lb", value: "3.5" };
    expect(await clientFor("EchoMeasure.soap11", sent).call("EchoMeasure", { m: value })).toEqual(value);
    expect(sent[0]).toContain(`<m${recordedElement("EchoMeasure.soap11", "EchoMeasureResult")}</m>`);
  });

  const VALUES: Record<string, unknown> = {
    "Fail.writer.soap11": { type: "Problem", value: { code: "E3", text: "worst" } },
    "Fail.writer-nested.soap11": { type: "Problem", value: { code: "E4", text: "nested", cause: { k: "k", l: "l" } } },
    "Fail.serialized.soap11": { type: "Problem", value: { code: "E2", text: "worse" } },
    // Inner is no field of Problem: skipped as XmlSerializer skips an unknown element.
    "Fail.nodes.soap11": { type: "Problem", value: { code: "E1", text: "bad" } },
  };
  it.each(["Fail.writer.soap11", "Fail.writer-nested.soap11", "Fail.serialized.soap11", "Fail.nodes.soap11"])(
    "reads the typed detail of %s whatever its prefix",
    async (name) => {
      const error = await clientFor(name, [], "soap11", faultModel).call("Fail", { n: 3 }).catch((e: unknown) => e);
      expect((error as { detailValue?: unknown }).detailValue).toEqual(VALUES[name]);
    },
  );
});

describe("the generated fixtures (the typed detail's prefixes as the server writes them) pass the server and client", () => {
  const set = labFixtureSet(faultModel, "attribute-namespace-more-");
  it("write the detail's made-up prefixes as XmlWellFormedWriter does", () => {
    const details = readdirSync(set.dir, { recursive: true, encoding: "utf8" })
      .filter((f) => f.endsWith(".txt"))
      .map((f) => /<detail>[\s\S]*<\/detail>/.exec(readFileSync(join(set.dir, f), "utf8"))?.[0])
      .filter((d) => d !== undefined);
    expect(details).toHaveLength(2); // SOAP 1.1 and 1.2
    for (const detail of details) {
      expect(detail).toMatch(/^<detail><Problem p1:Code="[^"]*" xmlns:p1="urn:x" xmlns="http:\/\/lab\.example\.com\/attrns">/);
      expect(detail).toMatch(/<Cause p1:K="[^"]*" p4:L="[^"]*" xmlns:p4="urn:y" \/>/);
    }
  });
  passesFixtures(faultModel, set);
});
