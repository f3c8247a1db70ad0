/**
 * A description becomes wsdl:documentation exactly as written, as ASMX writes it: escaped, and a multi-line
 * description keeps its lines as they are (the templates' indenting must not reach into the text).
 */
import { describe, expect, it } from "vitest";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";

const SPEC = `service:
  name: Notes
  namespace: urn:notes
  endpoint: https://h/Notes.asmx
  description: "First line\\n  second <b>line</b> & more"
operations:
  - name: Get
    description: "\\n<table>\\n    <tr><td>x</td></tr>\\n</table>\\n    "
    fields: []
    result: { type: string }
`;

describe("wsdl:documentation", () => {
  const wsdl = renderWsdlDocument(parseSpec(SPEC, "spec/notes.yaml"), "https://h/Notes.asmx");

  it("writes a multi-line description with its own line breaks and indentation only", () => {
    const operation =
      '<wsdl:documentation xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/">\n&lt;table&gt;\n    &lt;tr&gt;&lt;td&gt;x&lt;/td&gt;&lt;/tr&gt;\n&lt;/table&gt;\n    </wsdl:documentation>';
    // Once in each port type that offers the operation (SOAP, HTTP GET, HTTP POST).
    expect(wsdl.split(operation)).toHaveLength(4);
  });

  it("writes the service's description escaped, after the root and in wsdl:service", () => {
    const service = '<wsdl:documentation xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/">First line\n  second &lt;b&gt;line&lt;/b&gt; &amp; more</wsdl:documentation>';
    expect(wsdl.split(service)).toHaveLength(3);
  });
});
