/**
 * [SoapHeader(Direction = Fault)] and SoapUnknownHeader[], as the lab's ASMX published and answered them
 * (test/reference/lab/header-fault/, found by the plumbing sweep's MessageHub). The WSDL lists a Fault header in the
 * output exactly as an Out one, so import reads it as `direction: out` and round-trips byte for byte; on the wire
 * ASMX writes it only in a fault's soap:Header (Work.fault) and the Out header only in a success (Work.ok), which
 * the spec cannot say yet (no `direction: fault`). SoapUnknownHeader[] (the method sees the headers it does not bind
 * and decides mustUnderstand itself: Seen.*) has no spec form either. What is built is checked against the
 * recordings: the Out header of a success, and an unknown header, ignored, or with mustUnderstand a fault.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { answersRecordings } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";

const LAB = join(REPO_ROOT, "test/reference/lab/header-fault");
const WSDL_FILE = join(LAB, "wsdl/HeaderFault.asmx@wsdl.xml");
const imported = importWsdl(readFileSync(WSDL_FILE, "utf8"), {
  source: WSDL_FILE,
  schema: "spec.schema.json",
  specPath: "spec/header-fault.yaml",
});

/** What HeaderFault.cs does where the spec can say it. */
const handlers: OperationHandlers = {
  Work: ({ n }: { n: number }) => ({ result: n, headers: { quota: { remaining: 10 - n } } }),
  Seen: () => "",
  Plain: () => "p",
};

describe("import of the recorded WSDL", () => {
  it("comes back byte for byte, the Fault header read as an Out one (the WSDL cannot tell them apart)", () => {
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toContain(
      "      - { name: ErrorInfo, direction: out }\n      - { name: Quota, direction: out }\n",
    );
  });
});

describe("the server answers the recorded requests it can", () => {
  answersRecordings(LAB, imported.model, handlers, {
    count: 3,
    failureTextIsDotNets: true,
    only: ["Work.ok", "Plain.unknown", "Plain.mustUnderstand"],
  });
});
