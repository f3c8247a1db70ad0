/**
 * [XmlElement(DataType = "time")] / [XmlAttribute(DataType = "time")] on DateTime members, as the lab's ASMX
 * published and answered it (test/reference/lab/time-type/): s:time; written HH:mm:ss.fffffff with `Z` for a UTC
 * value and the server's offset for any other (+00:00: the lab and this runtime run at UTC); read with white space
 * allowed, an offset made local time, HH:mm alone or 8 fraction digits refused. Import round-trips the WSDL; the
 * server answers the recorded requests with the recorded bytes; the client reads the recorded answers.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import type { BindingKind } from "../../runtime/src/protocol.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { readTime, writeTime } from "../../runtime/src/text/string-data-types.js";
import { answersRecordings, clientOfRecording } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";
import { specErrorOf } from "../support/spec-error.js";

const LAB = join(REPO_ROOT, "test/reference/lab/time-type");
const WSDL_FILE = join(LAB, "wsdl/TimeType.asmx@wsdl.xml");
const imported = importWsdl(readFileSync(WSDL_FILE, "utf8"), {
  source: WSDL_FILE,
  schema: "spec.schema.json",
  specPath: "spec/time-type.yaml",
});
const model = imported.model;

interface Slot {
  utc: string;
  local: string;
  unspecified: string;
  at: string;
  seen?: string;
}
/** Get() of TimeType.cs: a UTC value, a local one (+00:00 at the lab) and an unspecified one. */
const SLOT: Slot = { utc: "13:14:15.678Z", local: "08:00:00+00:00", unspecified: "23:59:59.1234567", at: "00:00:00Z" };
/** Echo's Seen, as the lab's .NET said it read the values. */
const SEEN =
  "0001-01-01T13:14:15.0000000Z Utc|0001-01-01T11:14:15.0000000+00:00 Local|0001-01-01T13:14:15.1234567 Unspecified|0001-01-01T10:00:00.0000000 Unspecified";
const handlers: OperationHandlers = {
  Get: () => SLOT,
  Echo: ({ s }: { s: Slot }) => ({ ...s, seen: SEEN }),
};

describe("import of the recorded WSDL", () => {
  it("comes back byte for byte", () => {
    expect(imported.byteEqual).toBe(true);
  });

  it("says time on the DateTime members and the attribute", () => {
    expect(imported.yaml).toContain("- { name: Utc, type: dateTime, dataType: time }");
    expect(imported.yaml).toContain("- { name: At, type: dateTime, attribute: true, dataType: time }");
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  answersRecordings(LAB, model, handlers, { count: 4, failureTextIsDotNets: true });
});

describe("the client", () => {
  const clientFor = (name: string, binding: BindingKind) =>
    clientOfRecording(LAB, model, "http://127.0.0.1/TimeType.asmx", name, binding);

  it.each([
    ["Get.soap11", "soap11"],
    ["Get.httpget", "httpGet"],
  ] as const)("reads %s: 7 fraction digits, Z or the offset kept", async (name, binding) => {
    expect(await clientFor(name, binding).call("Get", {})).toEqual({
      utc: "13:14:15.6780000Z",
      local: "08:00:00.0000000+00:00",
      unspecified: "23:59:59.1234567+00:00",
      at: "00:00:00.0000000Z",
    });
  });
});

describe("time text", () => {
  it("is read as ToTime reads it", () => {
    expect(readTime(" 13:14:15+02:00 ")).toBe("11:14:15.0000000+00:00");
    expect(readTime("01:00:00-02:30")).toBe("03:30:00.0000000+00:00");
    expect(readTime("00:30:00+01:00")).toBe("23:30:00.0000000+00:00");
    expect(readTime("13:14:15.1234567")).toBe("13:14:15.1234567");
    for (const bad of ["13:14", "1:2:3", "13:14:15.12345678", "24:00:00", "13:14:15 Z"])
      expect(readTime(bad)).toBeUndefined();
  });

  it("is written as FromTime writes it", () => {
    expect(writeTime("13:14:15Z")).toBe("13:14:15.0000000Z");
    expect(writeTime("13:14:15")).toBe("13:14:15.0000000+00:00");
    expect(writeTime("13:14:15-01:00")).toBe("14:14:15.0000000+00:00");
    expect(writeTime(new Date("2020-01-02T03:04:05.678Z"))).toBe("03:04:05.6780000Z");
    expect(writeTime("3 pm")).toBeUndefined();
  });
});

describe("time the spec refuses", () => {
  const spec = (
    member: string,
    parameter = "",
  ) => `service: { name: S, namespace: "urn:s", endpoint: "https://h/S.asmx" }
types:
  C:
    fields:
      - ${member}
operations:
  - name: Get
    fields: [${parameter}]
    result: { type: C }
`;
  it("on a string", () => {
    expect(specErrorOf(spec("{ name: A, type: string, dataType: time }"))).toContain(
      "a data type (s:time) applies to a dateTime",
    );
  });
  it("with a default value (not asked of the lab); on a parameter it is taken (lab data-type-results)", () => {
    expect(specErrorOf(spec('{ name: A, type: dateTime, dataType: time, default: "2020-01-02T13:14:15" }'))).toContain(
      "a default value on a member of type s:time has not been asked of the lab",
    );
    expect(specErrorOf(spec("{ name: A, type: dateTime }", "{ name: p, type: dateTime, dataType: time }"))).toBe("no error");
  });
});
