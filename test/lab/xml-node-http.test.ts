/**
 * XmlNode results ASMX offers over HTTP GET/POST (test/reference/lab/xml-node-http/, found by the plumbing sweep's
 * MessageHub): the result message's part names no element (`<wsdl:part name="Body" />`, bound as `mime:content
 * type="text/xml"`), and the document is the node itself (an XmlElement's `<Item xmlns="urn:items">`, an
 * XmlDocument's root indented; a text XmlNode fails with 500). Not built: the spec offers an XmlNode result over SOAP
 * only, so import refuses such a WSDL at the part, saying what it is, in one line.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { REPO_ROOT } from "../support/paths.js";

const WSDL_FILE = join(REPO_ROOT, "test/reference/lab/xml-node-http/wsdl/XmlNodeHttp.asmx@wsdl.xml");

it("import refuses the recorded WSDL at the first such part, positioned, in one line", () => {
  const text = readFileSync(WSDL_FILE, "utf8");
  expect(text.split("\n")[109]).toBe('    <wsdl:part name="Body" />');
  expect(() =>
    importWsdl(text, { source: "XmlNodeHttp.wsdl", schema: "spec.schema.json", specPath: "spec/x.yaml" }),
  ).toThrow(
    /^XmlNodeHttp\.wsdl:110:29: wsdl:part: the HTTP GET\/POST result part of 'GetElement' names no element: ASMX publishes this for an XmlNode, XmlElement or XmlDocument result, whose HTTP result document is the node itself \(recorded: test\/reference\/lab\/xml-node-http\/\); not supported yet: the spec offers an XmlNode result over SOAP only$/,
  );
});
