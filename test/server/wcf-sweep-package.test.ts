/**
 * The WCF sweep's services (test/reference/wcf/sweep/, #28) generated into packages from the specs their recorded
 * metadata imports into (test/support/wcf-sweep.ts): each package type-checks strictly, and its client and server
 * pass every fixture case on the wire bytes.
 */
import { describe, expect, it } from "vitest";
import { describeWcfGeneratedCases, generatedPackage } from "../support/generated-package.js";
import { strictTypeCheck } from "../support/strict-typecheck.js";
import { SWEEP } from "../support/wcf-sweep.js";

for (const [name, sweep] of Object.entries(SWEEP)) {
  // The lab's http address would make the client refuse to send (credentials in clear text): a service's https one.
  const spec = sweep.spec().replace(/endpoint: http:\/\/127\.0\.0\.1:\d+\//, `endpoint: https://${name}.example.com/Service.svc`);
  const generated = await generatedPackage(spec, `sweep-${name}`, `wcf-sweep-${name}-`);
  // The dispatcher's cases (no operation's values) are WCF Tracking's to hold (test/fixtures/wcf-fixtures.test.ts).
  const cases = generated.set.index.cases.filter((c) => c.operation !== null && !c.id.startsWith("dispatcher."));

  describe(`sweep/${name}: its generated package`, () => {
    it("type-checks strictly", () => {
      expect(strictTypeCheck(generated.dir, [`sweep-${name}/src`])).toBe("");
    }, 180_000);

    it("has a fixture case for every operation", () => {
      expect(new Set(cases.map((c) => c.operation))).toEqual(new Set(generated.model.operations.map((o) => o.wire.messageName)));
    });

    // The conformance runner reads a client's fault as ASMX's SoapFaultError; WCF's client throws WcfFaultError
    // (its faults are held by test/server/wcf-sweep.test.ts on the recorded ones): its fault answers are the server's here.
    describeWcfGeneratedCases(generated, cases);
  });
}
