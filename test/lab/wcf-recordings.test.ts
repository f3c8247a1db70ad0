/**
 * The WCF reference recordings (test/reference/wcf/: WcfTracking.cs under the lab, see its README) are complete
 * and agree with their index: every request has its response, index.tsv says what each answered, the metadata
 * index lists every document. The groundwork of #28; the generator's WCF tests read the same files.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../support/paths.js";

const WCF = join(REPO_ROOT, "test/reference/wcf");
const requests = readdirSync(join(WCF, "requests")).filter((f) => f.endsWith(".request.txt"));
const rows = readFileSync(join(WCF, "index.tsv"), "utf8")
  .trimEnd()
  .split("\n")
  .slice(1)
  .map((l) => l.split("\t"));

function response(name: string): string {
  return readFileSync(join(WCF, "responses", `${name}.response.txt`), "latin1");
}

describe("WCF reference recordings", () => {
  it("has a response for every request, and an index row for each", () => {
    expect(requests.length).toBeGreaterThan(30);
    for (const file of requests)
      expect(existsSync(join(WCF, "responses", file.replace(".request.txt", ".response.txt")))).toBe(true);
    expect(rows.map((r) => r[0]).sort()).toEqual(requests.map((f) => f.replace(".request.txt", "")).sort());
  });

  it("index.tsv says each response's status, SOAPAction and faultcode", () => {
    for (const [name, , action, status, faultcode] of rows) {
      const text = response(name!);
      expect(text.split("\r\n")[0]).toContain(status!);
      const request = readFileSync(join(WCF, "requests", `${name}.request.txt`), "latin1");
      if (action !== "-") expect(request).toContain(`\r\nSOAPAction: "${action}"\r\n`);
      if (faultcode !== "-") expect(text).toContain(`>${faultcode}</faultcode>`);
    }
  });

  it("records the three dispatcher faults and a typed fault detail", () => {
    const codes = new Set(rows.map((r) => r[4]));
    for (const code of ["a:ActionNotSupported", "a:InternalServiceFault", "a:TooLate"]) expect(codes).toContain(code);
    expect(response("CancelShipment.fault-detail")).toContain(
      '<detail><CancelFault xmlns:i="http://www.w3.org/2001/XMLSchema-instance"',
    );
    expect(response("nodetail.Explode")).not.toContain("<detail>");
  });

  it("lists every metadata document it saved", () => {
    const index = readFileSync(join(WCF, "metadata/index.tsv"), "utf8")
      .trimEnd()
      .split("\n")
      .map((l) => l.split("\t"));
    const files = readdirSync(join(WCF, "metadata"))
      .filter((f) => f !== "index.tsv")
      .sort();
    expect(index.map((r) => r[2]).sort()).toEqual(files);
    expect(index.map((r) => r[0])).toEqual(
      expect.arrayContaining(["/?wsdl", "/?wsdl=wsdl0", "/?xsd=xsd0", "/?xsd=xsd7"]),
    );
  });
});
