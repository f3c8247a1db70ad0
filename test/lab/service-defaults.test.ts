/**
 * [SoapDocumentService(Use = Literal, ParameterStyle = Bare)], as the lab's ASMX published and answered it
 * (test/reference/lab/service-defaults/): every method is bare unless its [SoapDocumentMethod(ParameterStyle)]
 * says otherwise, and the WSDL and the wire are those of the same styles said per method. `service.parameterStyle`
 * says the default; import writes the style per operation. Also [WebServiceBinding(Location)]'s root, which import
 * refuses without the document at the location (the construct itself: test/lab/binding-location.test.ts).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderWsdlSet } from "../../generator/emit/wsdl.js";
import { ImportError } from "../../generator/import/import-error.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { answersRecordings } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";

const LAB = join(REPO_ROOT, "test/reference/lab/service-defaults");
const WSDL_FILE = join(LAB, "wsdl/ServiceBare.asmx@wsdl.xml");
const recorded = readFileSync(WSDL_FILE, "utf8");
const ADDRESS = "http://127.0.0.1:36981/ServiceBare.asmx";

/** The service as ServiceDefaults.cs says it: bare by default, Add wrapped by its own attribute. */
const SPEC = `service:
  name: ServiceBare
  namespace: http://lab.example.com/servicebare
  endpoint: ${ADDRESS}
  parameterStyle: bare
operations:
  - { name: Twice, fields: [{ name: a, type: int }], result: { type: int } }
  - { name: Add, parameterStyle: wrapped, fields: [{ name: a, type: int }, { name: b, type: int }], result: { type: int } }
`;
const model = parseSpec(SPEC, "spec/service-bare.yaml");

const handlers: OperationHandlers = {
  Twice: ({ a }: { a: number }) => 2 * a,
  Add: ({ a, b }: { a: number; b: number }) => a + b,
};

describe("the service's default parameter style", () => {
  it("gives the recorded WSDL byte for byte", () => {
    expect(model.operations.map((o) => o.wire.bare)).toEqual([true, false]);
    expect(renderWsdlSet(model, ADDRESS)[0]!.text).toBe(recorded);
  });

  it("is read back per operation by import", () => {
    const imported = importWsdl(recorded, { source: WSDL_FILE, schema: "spec.schema.json", specPath: "spec/service-bare.yaml" });
    expect(imported.byteEqual).toBe(true);
    expect(imported.model.operations.map((o) => o.wire.bare)).toEqual([true, false]);
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  answersRecordings(LAB, model, handlers, { count: 2 });
});

describe("[WebServiceBinding(Location)]", () => {
  it("is refused by import at the wsdl:import without the document ASMX does not publish", () => {
    const file = join(LAB, "location/BindingLocation.asmx@wsdl.xml");
    let error: unknown;
    try {
      importWsdl(readFileSync(file, "utf8"), { source: file, schema: "spec.schema.json", specPath: "spec/location.yaml" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ImportError);
    expect(String((error as Error).message)).toMatch(/BindingLocation\.asmx@wsdl\.xml:3:\d+: .*http:\/\/example\.com\/ext\.wsdl/);
  });
});
