/**
 * The [WebServiceBinding(Location)] forms beyond one located binding in another namespace
 * (test/reference/lab/binding-location-forms/, BindingLocationForms.cs), each end to end on lab-recorded bytes:
 * - own: a located binding in the service's namespace (`Near`): the root imports the location in its own
 *   namespace, declares no `i0`, and names `tns:Near` in the ports Near and Near1;
 * - two: two located bindings (`ExtA`, `ExtB`): the imports in method order, `i0` and `i1` (i1 declared first of
 *   all), the ports in the bindings' hash order (`wsdl.bindingOrder`);
 * - beside: a located binding (`Ext`) beside one in another namespace (`Other`): the set of `?wsdl=wsdl1` and two
 *   schema documents, numbered in binding order (schema1 urn:other), the located import first (`i0`), then
 *   wsdl1's (`i1`).
 * The spec says each under `service.namedBindings`; the WSDL set is written byte for byte; the server answers the
 * recorded requests (SOAP 1.1 and 1.2, HTTP GET, ?disco, and the 500 of a document ASMX does not publish); the
 * client sends the recorded wrappers; import reads the root with the user's documents at the locations (written by
 * hand beside each recording) back into the same service, the set proven byte for byte.
 */
import { join } from "node:path";
import { parseSpec } from "../../generator/spec/load.js";
import type { OperationHandler } from "../../runtime/src/server/types.js";
import { describeLocatedForm, type LocatedForm, recordedAddress as addressIn } from "../support/located-forms.js";
import { REPO_ROOT } from "../support/paths.js";

const LAB = join(REPO_ROOT, "test/reference/lab/binding-location-forms");
/** The lab's address in the recorded exchanges (?disco). */
const EXCHANGE_HOST = "http://127.0.0.1:52195";

const recordedAddress = (folder: string): string => addressIn(LAB, folder);
const echo = (prefix: string): OperationHandler => (input: { s?: unknown }) => `${prefix}:${String(input.s)}`;

const FORMS: readonly LocatedForm[] = [
  {
    folder: "own",
    service: "LocatedOwn",
    spec: `service:
  name: LocatedOwn
  namespace: "http://lab.example.com/locown"
  endpoint: "${recordedAddress("own")}"
  namedBindings:
    Near: { namespace: "http://lab.example.com/locown", location: "http://example.com/near.wsdl" }
operations:
  - name: Own
    fields: [{ name: s, type: string }]
    result: { type: string }
  - name: Close
    binding: Near
    fields: [{ name: s, type: string }]
    result: { type: string }
`,
    handlers: { Own: echo("o"), Close: echo("c") },
    exchanges: 6,
    far: { exchange: "Close.soap11", operation: "Close", value: "near", namespace: "http://lab.example.com/locown", answer: "c:near" },
    absent: "wsdl1",
    imports: ['<wsdl:import namespace="http://lab.example.com/locown" location="http://example.com/near.wsdl" />'],
  },
  {
    folder: "two",
    service: "LocatedTwo",
    spec: `service:
  name: LocatedTwo
  namespace: "http://lab.example.com/loctwo"
  endpoint: "${recordedAddress("two")}"
  namedBindings:
    ExtA: { namespace: "urn:exta", location: "http://example.com/a.wsdl" }
    ExtB: { namespace: "urn:extb", location: "http://example.com/b.wsdl" }
  wsdl:
    bindingOrder: [ExtB, ExtA, LocatedTwoSoap]
operations:
  - name: Own
    fields: [{ name: s, type: string }]
    result: { type: string }
  - name: FarA
    binding: ExtA
    fields: [{ name: s, type: string }]
    result: { type: string }
  - name: FarB
    binding: ExtB
    fields: [{ name: s, type: string }]
    result: { type: string }
`,
    handlers: { Own: echo("o"), FarA: echo("a"), FarB: echo("b") },
    exchanges: 7,
    far: { exchange: "FarB.soap11", operation: "FarB", value: "two", namespace: "urn:extb", answer: "b:two" },
    absent: "wsdl1",
    imports: [
      '<wsdl:import namespace="urn:exta" location="http://example.com/a.wsdl" />',
      '<wsdl:import namespace="urn:extb" location="http://example.com/b.wsdl" />',
    ],
  },
  {
    folder: "beside",
    service: "LocatedBeside",
    spec: `service:
  name: LocatedBeside
  namespace: "http://lab.example.com/locbeside"
  endpoint: "${recordedAddress("beside")}"
  namedBindings:
    Ext: { namespace: "urn:ext", location: "http://example.com/ext.wsdl" }
    Other: { namespace: "urn:other" }
  wsdl:
    bindingOrder: [Other, Ext, LocatedBesideSoap]
operations:
  - name: Own
    fields: [{ name: s, type: string }]
    result: { type: string }
  - name: Far
    binding: Ext
    fields: [{ name: s, type: string }]
    result: { type: string }
  - name: Away
    binding: Other
    fields: [{ name: s, type: string }]
    result: { type: string }
`,
    handlers: { Own: echo("o"), Far: echo("f"), Away: echo("w") },
    exchanges: 7,
    far: { exchange: "Far.soap11", operation: "Far", value: "far", namespace: "urn:ext", answer: "f:far" },
    absent: "wsdl2",
    imports: [
      '<wsdl:import namespace="urn:ext" location="http://example.com/ext.wsdl" />',
      `<wsdl:import namespace="urn:other" location="${recordedAddress("beside")}?wsdl=wsdl1" />`,
    ],
  },
];

for (const form of FORMS) describeLocatedForm(LAB, form, EXCHANGE_HOST);
