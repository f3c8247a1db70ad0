/**
 * [SoapHeader(Direction = Fault)] and SoapUnknownHeader[], as the lab's ASMX published and answered them
 * (test/reference/lab/header-fault/, found by the plumbing sweep's MessageHub). The WSDL lists a Fault header in the
 * output exactly as an Out one, so import reads it as `direction: out` and round-trips byte for byte; on the wire
 * ASMX writes it only in a fault's soap:Header (Work.fault) and the Out header only in a success (Work.ok), which
 * the spec says with `direction: fault` (import cannot tell, so it keeps `out`): the same WSDL, and the server answers
 * both recorded Work exchanges byte for byte, the fault with the handler's fault header in its soap:Header.
 * SoapUnknownHeader[] (the method sees the headers it does not bind and decides mustUnderstand itself: Seen.*) is
 * `unknownHeaders: in` on Seen (lab unknown-echo has every direction): the Seen exchanges are answered as recorded.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderWsdlSet } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import { ClientFault } from "../../runtime/src/server/faults.js";
import type { CallContext, OperationHandlers } from "../../runtime/src/server/types.js";
import type { UnknownHeader } from "../../runtime/src/server/unknown-headers.js";
import { answersRecordings } from "../support/lab-replay.js";
import { readRecordedResponse } from "../support/http-recording.js";
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

/** The imported spec with ErrorInfo said as what HeaderFault.cs declares: Direction = Fault. */
const FAULT_LINE = "      - { name: ErrorInfo, direction: fault }\n";
const faultSpec = imported.yaml.replace("      - { name: ErrorInfo, direction: out }\n", FAULT_LINE);
const faultModel = parseSpec(faultSpec, "spec/header-fault.yaml");

/** The recorded fault's faultstring (Mono's SoapException text, stack and all), as the handler's message. */
function recordedFaultString(): string {
  const body = readRecordedResponse(join(LAB, "exchanges/Work.fault.response.txt"))!.body.toString("utf8");
  const text = /<faultstring>([\s\S]*)<\/faultstring>/.exec(body)![1]!;
  return text.replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");
}

/** HeaderFault.Work: sets both headers, then throws for a negative n (SoapException after setting Error). */
const faultHandlers: OperationHandlers = {
  ...handlers,
  Work: ({ n }: { n: number }) => {
    if (n < 0) throw new ClientFault(recordedFaultString(), { headers: { errorInfo: { code: "E-1" } } });
    return { result: n, headers: { quota: { remaining: 10 - n } } };
  },
};

describe("direction: fault ([SoapHeader(Direction = Fault)])", () => {
  it("is published exactly as an out header: the same WSDL set as the recorded one", () => {
    expect(faultSpec).toContain(FAULT_LINE);
    const written = (model: typeof faultModel): string[] =>
      renderWsdlSet(model, "http://127.0.0.1/HeaderFault.asmx").map((d) => d.text);
    expect(written(faultModel)).toEqual(written(imported.model));
  });

  it("is a header the handler sets on a fault, never sent by the caller nor written in a success", () => {
    const work = faultModel.operations.find((o) => o.wire.messageName === "Work")!;
    expect(work.headers.map((h) => [h.header.name, h.direction])).toEqual([
      ["ErrorInfo", "fault"],
      ["Quota", "out"],
    ]);
  });
});

describe("the server answers both recorded Work exchanges with a fault header, byte for byte", () => {
  answersRecordings(LAB, faultModel, faultHandlers, { count: 2, only: ["Work.ok", "Work.fault"] });
});

/** The spec with Seen's SoapUnknownHeader[] said as HeaderFault.cs binds it: `unknownHeaders: in`. */
const seenSpec = faultSpec.replace("  - name: Seen\n", "  - name: Seen\n    unknownHeaders: in\n");
const seenModel = parseSpec(seenSpec, "spec/header-fault.yaml");

/** HeaderFault.Seen: the names of the blocks it does not bind; it understands the one named Ok. */
const seenHandlers: OperationHandlers = {
  ...faultHandlers,
  Seen: (_: object, context: CallContext & { unknownHeaders: UnknownHeader[] }) => {
    let names = "";
    for (const h of context.unknownHeaders) {
      names += `${h.element.name};`;
      h.didUnderstand = h.element.name === "Ok";
    }
    return names;
  },
};

describe("unknownHeaders: in (SoapUnknownHeader[] on Seen): the server answers the Seen exchanges too", () => {
  it("binds them on Seen only", () => {
    expect(seenSpec).not.toBe(faultSpec);
    expect(seenModel.operations.map((o) => o.unknownHeaders ?? null)).toEqual([null, "in", null]);
  });
  answersRecordings(LAB, seenModel, seenHandlers, {
    count: 5,
    failureTextIsDotNets: true,
    only: ["Seen.unknown", "Seen.mustUnderstandOk", "Seen.mustUnderstand", "Plain.unknown", "Plain.mustUnderstand"],
  });
});
