/**
 * [XmlRoot] on classes, as the lab's ASMX published and answered it (test/reference/lab/xml-root/):
 * `[XmlRoot("Thing", Namespace = "urn:root")]` on Widget puts its type in the `urn:root` schema with a global
 * nillable `Thing`, which a result or parameter of it is (`ref="s1:Thing"`: SOAP `<Thing xmlns="urn:root">`,
 * HTTP GET's document root `<Thing xmlns="urn:root">`); a member of it (Holder.Inner) keeps its name, its fields
 * in `urn:root`. `[XmlRoot(IsNullable = false)]` on Plain changes only its global element. Import round-trips the
 * WSDL; the server answers the recorded requests with the recorded bytes; the client reads the recorded answers
 * and writes the recorded request's body.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { docsFiles } from "../../generator/emit/docs.js";
import { renderWsdlSet } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import { AsmxClientCore } from "../../runtime/src/client/client.js";
import { createAsmxServer } from "../../runtime/src/server/core.js";
import { listen } from "../../runtime/src/server/node.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { readRecordedRequest, readRecordedResponse } from "../support/http-recording.js";
import { assertClassRoundTrips } from "../support/lab-members.js";
import { answersRecordings, clientOfRecording } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";
import { specErrorOf } from "../support/spec-error.js";

const LAB = join(REPO_ROOT, "test/reference/lab/xml-root");
const WSDL_FILE = join(LAB, "wsdl/XmlRootResult.asmx@wsdl.xml");
const RECORDED_WSDL = readFileSync(WSDL_FILE, "utf8");
const imported = importWsdl(RECORDED_WSDL, {
  source: WSDL_FILE,
  schema: "spec.schema.json",
  specPath: "spec/xml-root.yaml",
});
const model = imported.model;
const ENDPOINT = "http://127.0.0.1:39071/XmlRootResult.asmx";

/** XmlRootResult.cs's methods. */
const handlers: OperationHandlers = {
  GetWidget: () => ({ name: "w", size: 2 }),
  GetPlain: () => ({ text: "t" }),
  Hold: ({ thing }: { thing: unknown }) => ({ inner: thing }),
};

/** The spec as README.md's syntax writes it, by hand. */
const SPEC = `service: { name: XmlRootResult, namespace: "http://lab.example.com/xml-root", endpoint: "${ENDPOINT}" }
types:
  Widget:
    root: { name: Thing, namespace: "urn:root" }
    fields:
      - { name: Name, type: string }
      - { name: Size, type: int }
  Plain:
    root: { nullable: false }
    fields:
      - { name: Text, type: string }
  Holder:
    fields:
      - { name: Inner, type: Widget }
operations:
  - name: GetWidget
    fields: []
    result: { type: Widget }
  - name: GetPlain
    fields: []
    result: { type: Plain }
  - name: Hold
    fields: [{ name: w, type: Widget }]
    result: { type: Holder }
`;

describe("the spec's root", () => {
  it("gives the recorded WSDL byte for byte", () => {
    expect(renderWsdlSet(parseSpec(SPEC, "spec/xml-root.yaml"), ENDPOINT)[0]!.text).toBe(RECORDED_WSDL);
  });

  it("derives the wire rules once, in the model", () => {
    const byName = parseSpec(SPEC, "spec/xml-root.yaml");
    const widget = byName.types.find((t) => t.name === "Widget")!;
    expect(widget.root).toEqual({ element: "Thing", namespace: "urn:root", nillable: true });
    // [XmlRoot(Namespace)] is the type's namespace when [XmlType] gives none.
    expect(widget.namespace).toBe("urn:root");
    expect(byName.types.find((t) => t.name === "Plain")!.root).toEqual({ element: "Plain", nillable: false });
    const [getWidget, getPlain, hold] = byName.operations;
    expect(getWidget!.wire).toMatchObject({ resultElement: "Thing", httpResultElement: "Thing", resultNamespace: "urn:root" });
    expect(getWidget!.result!.nillable).toBe(true);
    expect(getPlain!.wire.resultElement).toBe("GetPlainResult");
    expect(getPlain!.wire.resultNamespace).toBeUndefined();
    // The parameter travels as the root element; HTTP would still name it w.
    expect(hold!.fields[0]).toMatchObject({ wireName: "Thing", tsName: "w", httpName: "w", namespace: "urn:root", nillable: true, occurs: { min: "1", max: "1" } });
  });
});

describe("import of the recorded WSDL", () => {
  it("comes back byte for byte", () => {
    expect(imported.byteEqual).toBe(true);
  });

  it("says each class's root, and names the parameter after the element", () => {
    expect(imported.yaml).toContain("  Plain:\n    root:\n      nullable: false\n    fields:\n");
    expect(imported.yaml).toContain("  Widget:\n    root:\n      name: Thing\n      namespace: urn:root\n    fields:\n");
    expect(imported.yaml).not.toContain("\n    namespace: urn:root");
    expect(imported.yaml).toContain("      - { name: Thing, type: Widget }\n    result: { type: Holder }");
    expect(imported.yaml).toContain("  - name: GetWidget\n    fields: []\n    result: { type: Widget }\n");
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  answersRecordings(LAB, model, handlers, { count: 5 });
});

describe("the client", () => {
  it("reads GetWidget's root element over SOAP and HTTP GET", async () => {
    for (const [name, binding] of [["GetWidget.soap11", "soap11"], ["GetWidget.httpget", "httpGet"]] as const) {
      expect(await clientOfRecording(LAB, model, ENDPOINT, name, binding).call("GetWidget", {})).toEqual({ name: "w", size: 2 });
    }
  });

  it("reads GetPlain's answers (IsNullable = false changes no message)", async () => {
    for (const [name, binding] of [["GetPlain.soap11", "soap11"], ["GetPlain.httpget", "httpGet"]] as const) {
      expect(await clientOfRecording(LAB, model, ENDPOINT, name, binding).call("GetPlain", {})).toEqual({ text: "t" });
    }
  });

  it("sends a parameter as its class's root element, byte for byte as recorded, and reads Hold's member of it", async () => {
    const sent: string[] = [];
    const recorded = readRecordedResponse(join(LAB, "exchanges", "Hold.soap11.response.txt"))!;
    const client = new AsmxClientCore(descriptorOf(model), {
      endpoint: ENDPOINT,
      allowInsecureHttp: true,
      binding: "soap11",
      transport: async (request) => {
        sent.push(request.body ?? "");
        return { status: recorded.status, contentType: recorded.headers.get("content-type"), body: recorded.body.toString("utf8") };
      },
    });
    expect(await client.call("Hold", { thing: { name: "a", size: 5 } })).toEqual({ inner: { name: "a", size: 5 } });
    const request = readRecordedRequest(join(LAB, "exchanges", "Hold.soap11.request.txt")).body.toString("utf8");
    const wrapper = /<Hold xmlns="http:\/\/lab.example.com\/xml-root">.*<\/Hold>/.exec(request)![0];
    expect(sent[0]).toContain(wrapper);
  });
});

describe("the docs' samples (and so the help page's)", () => {
  const page = (name: string): string => docsFiles(model).find((f) => f.path === `docs/${name}.md`)!.content;
  it("show a root element in its namespace", () => {
    expect(page("GetWidget")).toContain('<GetWidgetResponse xmlns="http://lab.example.com/xml-root">\n      <Thing xmlns="urn:root">\n        <Name>');
    expect(page("GetWidget")).toContain('<Thing xmlns="urn:root">\n  <Name>');
    expect(page("Hold")).toContain('<Hold xmlns="http://lab.example.com/xml-root">\n      <Thing xmlns="urn:root">\n        <Name>');
  });
});

describe("a null root element", () => {
  it("travels as nil, both ways (the root is nillable)", async () => {
    const seen: unknown[] = [];
    const server = createAsmxServer(
      descriptorOf(model),
      { ...handlers, GetWidget: () => null, Hold: ({ thing }: { thing: unknown }) => (seen.push(thing), {}) },
      (address) => renderWsdlSet(model, address)[0]!.text,
    );
    const listening = await listen(server);
    try {
      const endpoint = new URL("/XmlRootResult.asmx", listening.url).href;
      for (const binding of ["soap11", "httpGet"] as const) {
        const client = new AsmxClientCore(descriptorOf(model), { endpoint, allowInsecureHttp: true, binding });
        expect(await client.call("GetWidget", {})).toBeNull();
      }
      const soap = new AsmxClientCore(descriptorOf(model), { endpoint, allowInsecureHttp: true, binding: "soap11" });
      // An absent member reads as absent.
      expect(await soap.call("Hold", { thing: null })).toEqual({});
      expect(seen).toEqual([null]);
    } finally {
      await listening.close();
    }
  });
});

describe("a class with a root namespace, encoded then decoded", () => {
  it("gives the value back", () => {
    assertClassRoundTrips(descriptorOf(model), "Holder", "http://lab.example.com/xml-root");
    assertClassRoundTrips(descriptorOf(model), "Widget", "urn:root");
  });
});

describe("roots the spec refuses", () => {
  const spec = (root: string, extra = "", op = "    fields: [{ name: p, type: string }]\n    result: { type: C }") => `service: { name: S, namespace: "urn:s", endpoint: "https://h/S.asmx" }
types:
  C:
    root: ${root}
    fields:
      - { name: X, type: string }${extra}
operations:
  - name: Get
${op}
`;
  it("a name alone not nillable (not recorded)", () => {
    expect(specErrorOf(spec("{ name: Thing, nullable: false }"))).toContain(
      "spec/test.yaml:4:26: [XmlRoot] with an ElementName alone and IsNullable = false is not yet supported",
    );
  });
  it("a namespace alone beside the class's own namespace (not recorded)", () => {
    expect(specErrorOf(spec('{ namespace: "urn:r" }\n    namespace: "urn:t"'))).toContain(
      "a class with a 'namespace' of its own ([XmlType(Namespace)]) and a root namespace without a 'name' is not yet supported",
    );
  });
  it("a namespace with white space, an empty one, an empty root", () => {
    expect(specErrorOf(spec('{ name: T, namespace: "urn: r" }'))).toContain("namespace 'urn: r' must be a URI without white space");
    expect(specErrorOf(spec('{ name: T, namespace: "" }'))).toContain("types.C.root.namespace must NOT have fewer than 1 characters");
    expect(specErrorOf(spec("{}"))).toContain("types.C.root must NOT have fewer than 1 properties");
  });
  it("on a base class, IsNullable alone: accepted, nothing moves (lab root-base-more, RootBare)", () => {
    const derived = `\n  D:\n    base: C\n    fields: []`;
    expect(specErrorOf(spec("{ nullable: false }", derived))).toBe("no error");
  });
  it("on a WCF service's class", () => {
    const wcf = readFileSync(join(REPO_ROOT, "spec/wcf-tracking.yaml"), "utf8").replace("  Address:\n", "  Address:\n    root: { nullable: false }\n");
    expect(specErrorOf(wcf)).toContain("spec/test.yaml:21:5: 'root' is XmlSerializer's [XmlRoot]: a WCF service's classes have no such form");
  });
  it("on a header class", () => {
    const text = spec("{ nullable: false }").replace("types:\n  C:", "types:\n  E:\n    fields: []\nheaders:\n  C:");
    expect(specErrorOf(text)).toContain("'root' ([XmlRoot]) applies to classes under 'types'");
  });
  const root = '{ name: T, namespace: "urn:r" }';
  it("a parameter of it renamed or nullable, or two parameters of it", () => {
    expect(specErrorOf(spec(root, "", "    fields: [{ name: p, type: C, parameterName: q }]"))).toContain("leave out 'parameterName'");
    expect(specErrorOf(spec(root, "", "    fields: [{ name: p, type: C, nullable: true }]"))).toContain("leave out 'nullable'");
    expect(specErrorOf(spec(root, "", "    fields: [{ name: p, type: C }, { name: q, type: C }]"))).toContain(
      "parameter 'q' would travel as the root element 'T' of another parameter",
    );
  });
});
