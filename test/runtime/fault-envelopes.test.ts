/**
 * Fault envelopes with typed details, as ASMX writes them (ShipmentTracking recordings): the fault class
 * inside a lower-case, unqualified `<detail>` in SOAP 1.1 and 1.2 alike, the SOAP 1.2 subcode qualified
 * with `q0` bound to the service namespace; and read back by a client into the typed detail value.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { loadSpec } from "../../generator/spec/load.js";
import { faultEnvelope, readEnvelope, readFault, type SoapVersion } from "../../runtime/src/soap/envelope.js";
import { readValueElement, writeValueElement } from "../../runtime/src/soap/values.js";
import { childElements, parseXml } from "../../runtime/src/xml/tree.js";
import { parseRecorded } from "../support/http-recording.js";
import { TRACKING_REFERENCE_DIR, TRACKING_SPEC_FILE } from "../support/paths.js";

const service = descriptorOf(loadSpec(TRACKING_SPEC_FILE));
const CANCEL_FAULT = { kind: "complex", name: "CancelFault" } as const;

function recorded(name: string): string {
  return parseRecorded(readFileSync(join(TRACKING_REFERENCE_DIR, "errors", `${name}.response.txt`)))!.body.toString(
    "utf8",
  );
}

const cases: [string, SoapVersion, { code: number; message: string; trackNum: string }, string | undefined][] = [
  [
    "fault.detail-already-delivered.soap11",
    "1.1",
    { code: 409, message: "Shipment DLV1 is already delivered and cannot be cancelled.", trackNum: "DLV1" },
    undefined,
  ],
  [
    "fault.detail-already-delivered.soap12",
    "1.2",
    { code: 409, message: "Shipment DLV1 is already delivered and cannot be cancelled.", trackNum: "DLV1" },
    "AlreadyDelivered",
  ],
  [
    "fault.detail-reason-required.soap11",
    "1.1",
    { code: 400, message: "A cancellation reason is required.", trackNum: "T1" },
    undefined,
  ],
  [
    "fault.detail-reason-required.soap12",
    "1.2",
    { code: 400, message: "A cancellation reason is required.", trackNum: "T1" },
    undefined,
  ],
];

describe("typed fault details", () => {
  for (const [name, version, detail, subcode] of cases) {
    it(`${name}: written byte for byte and read back typed`, () => {
      const body = recorded(name);
      const detailXml = writeValueElement("CancelFault", CANCEL_FAULT, detail, {
        nillable: false,
        xmlns: service.namespace,
        service,
      });
      const written = faultEnvelope(version, {
        code: "Client",
        message: detail.message,
        detailXml,
        ...(subcode ? { subcode, subcodeNamespace: service.namespace } : {}),
      });
      expect(written).toBe(body);

      const envelope = readEnvelope(parseXml(body));
      const fault = readFault(childElements(envelope.body)[0]!, envelope.version);
      expect(fault.subcode).toBe(subcode);
      expect(fault.detailElement?.local).toBe("CancelFault");
      expect(readValueElement(fault.detailElement!, CANCEL_FAULT, "xml", { service })).toEqual(detail);
    });
  }

  it("without a detail: <detail /> in SOAP 1.1, <soap:Detail /> in SOAP 1.2", () => {
    for (const [name, version] of [
      ["exception.FAULT.soap11", "1.1"],
      ["exception.FAULT.soap12", "1.2"],
    ] as const) {
      const message = "Oracle forced client fault for TrackNum FAULT";
      expect(faultEnvelope(version, { code: "Client", message })).toBe(recorded(name));
      const envelope = readEnvelope(parseXml(recorded(name)));
      const fault = readFault(childElements(envelope.body)[0]!, envelope.version);
      expect(fault.detailElement).toBeUndefined();
      expect(fault.message).toBe(message);
    }
  });
});
