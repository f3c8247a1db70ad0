/**
 * DataContractSerializer's [Flags] rule (#28), on the lab's recording test/reference/wcf/flags-combined/
 * (WcfFlagsCombined.cs, its spec WcfFlagsCombined.yaml, README of facts): a value equal to one member is that name;
 * else members in declaration order, each taken only when all its bits are still left (After 7 `A B C`, Before 7
 * `AB C`, Partial 7 `A BC`), where XmlSerializer writes every member whose bits are set (`A B AB C`). Names are
 * read OR-ed, any run of spaces between them.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { descriptorOf, valueType } from "../../generator/emit/descriptor-data.js";
import { parseSpec } from "../../generator/spec/load.js";
import type { EnumType } from "../../runtime/src/descriptor.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { formatFlags, parseFlags } from "../../runtime/src/values.js";
import { RecordedService } from "../support/wcf-recorded-service.js";
import { canonicalXml } from "../support/xml-canonical.js";

const DIR = fileURLToPath(new URL("../reference/wcf/flags-combined/", import.meta.url));
const service = new RecordedService(DIR, "http://127.0.0.1:8761/", (_query, text) => text);
const model = parseSpec(readFileSync(`${DIR}WcfFlagsCombined.yaml`, "utf8"), "test/reference/wcf/flags-combined/WcfFlagsCombined.yaml");
const enums = Object.fromEntries(model.enums.map((e) => [e.name, e]));
const bitsOf = (name: string, names: readonly string[]): number =>
  names.reduce((sum, n) => sum | enums[name]!.numbers[enums[name]!.values.indexOf(n)]!, 0);
/** The single-bit members of a value, as a handler might give it (the writer picks the names .NET writes). */
const singleBits = (name: string, value: number): string[] =>
  enums[name]!.values.filter((_, i) => {
    const n = enums[name]!.numbers[i]!;
    return n !== 0 && (n & (n - 1)) === 0 && (n & value) === n;
  });

const handlers: OperationHandlers = Object.fromEntries(
  ["After", "Before", "Partial"].flatMap((name) => [
    [`${name}Of`, (input: unknown) => singleBits(name, (input as { value: number }).value)],
    [`${name}Value`, (input: unknown) => bitsOf(name, (input as { value: readonly string[] }).value)],
  ]),
) as OperationHandlers;

/** XOf: the value asked for and the names .NET writes (recorded). */
const WRITTEN: readonly { name: string; names: readonly string[] }[] = [
  { name: "AfterOf.0", names: ["None"] },
  { name: "AfterOf.1", names: ["A"] },
  { name: "AfterOf.3", names: ["AB"] },
  { name: "AfterOf.5", names: ["A", "C"] },
  { name: "AfterOf.7", names: ["A", "B", "C"] },
  { name: "BeforeOf.0", names: [] },
  { name: "BeforeOf.1", names: ["A"] },
  { name: "BeforeOf.3", names: ["AB"] },
  { name: "BeforeOf.5", names: ["A", "C"] },
  { name: "BeforeOf.7", names: ["AB", "C"] },
  { name: "PartialOf.3", names: ["A", "B"] },
  { name: "PartialOf.5", names: ["A", "C"] },
  { name: "PartialOf.7", names: ["A", "BC"] },
];
/** XValue: texts .NET reads, and their number (recorded). */
const READ: readonly string[] = [
  "AfterValue.A-A",
  "AfterValue.A-B",
  "AfterValue.AB-A",
  "AfterValue.AB-C",
  "AfterValue.B-A",
  "AfterValue.None-A",
  "AfterValue.None",
  "AfterValue.empty",
  "AfterValue.sp-A-sp2-B-sp",
  "BeforeValue.A-B",
  "BeforeValue.AB-A",
  "BeforeValue.AB",
  "PartialValue.A-B-C",
  "PartialValue.BC-A",
];
/** Texts .NET refuses (an unknown name, another case, a comma). */
const REFUSED = ["AfterValue.AcommaB", "AfterValue.X", "AfterValue.a"];
/** A value no members cover: .NET's writer refuses it (the handler cannot return it: names only). */
const UNWRITABLE = ["AfterOf.8"];

const number = (name: string): number => Number(/Result>(-?\d+)</.exec(service.dotnetAnswer(name).body)![1]);
const text = (name: string): string => /<value>([^<]*)<\/value>/.exec(service.request(name).body.toString("utf8"))![1]!;
const written = (name: string): string => /Result>([^<]*)</.exec(service.dotnetAnswer(name).body)?.[1] ?? "";

describe("[Flags] data contracts with combined members (flags-combined/WcfFlagsCombined.cs)", () => {
  it("covers every recorded exchange", () => {
    expect([...WRITTEN.map((e) => e.name), ...READ, ...REFUSED, ...UNWRITABLE].sort()).toEqual(service.names());
  });

  it("derives DataContractSerializer's rule once in the model, only where it differs from XmlSerializer's", () => {
    expect(model.enums.map((e) => [e.name, e.remainingBits ?? false])).toEqual([
      ["After", true],
      ["Before", true],
      ["Partial", true],
    ]);
    expect(model.enums.map((e) => (valueType({ kind: "enum", enum: e }) as EnumType).remainingBits)).toEqual([true, true, true]);
    const xml = parseSpec(readFileSync(`${DIR}WcfFlagsCombined.yaml`, "utf8").replace("serializer: dataContract", "serializer: xmlSerializer"), "x.yaml");
    expect(xml.enums.some((e) => e.remainingBits)).toBe(false);
  });

  it("XmlSerializer's rule stays for the same members without remainingBits (lab flags-combined)", () => {
    const after: EnumType = { kind: "enum", name: "After", values: enums.After!.values, numbers: enums.After!.numbers, flags: true };
    expect(formatFlags(after, ["C", "B", "A"])).toBe("A B AB C");
    expect(formatFlags({ ...after, remainingBits: true }, ["C", "B", "A"])).toBe("A B C");
    expect(parseFlags({ ...after, remainingBits: true }, "AB C", "xml")).toEqual(["A", "B", "C"]);
  });

  for (const e of WRITTEN) {
    const op = e.name.split(".")[0]!;
    const value = Number(e.name.split(".")[1]);
    it(`${e.name}: the server writes \`${e.names.join(" ")}\` as .NET does`, async () => {
      const answer = await service.replay(service.server(model, handlers), e.name);
      expect(answer.status).toBe(200);
      expect(canonicalXml(answer.body)).toBe(canonicalXml(service.dotnetAnswer(e.name).body));
    });

    it(`${e.name}: the client sends the recorded request and reads the names`, async () => {
      const { sent, outcome, error } = await service.call(model, e.name, op, { value });
      expect(error).toBeUndefined();
      // The zero member's name reads as no names (the runtime's value of 0, runtime/src/values.ts parseFlags).
      expect(outcome).toEqual(e.names.filter((n) => n !== "None"));
      expect(written(e.name)).toBe(e.names.join(" "));
      expect(canonicalXml(String(sent.body))).toBe(canonicalXml(service.request(e.name).body.toString("utf8")));
    });

    it(`${e.name}: the fixtures' writer writes the recorded answer`, () => {
      const { op: of, writers } = service.fixtures(model);
      const answer = writers.result(of(op), e.names);
      const body = typeof answer.body === "string" ? answer.body : Buffer.from(answer.body).toString("utf8");
      expect(canonicalXml(body)).toBe(canonicalXml(service.dotnetAnswer(e.name).body));
    });
  }

  for (const name of READ) {
    const op = name.split(".")[0]!;
    const type = op.replace("Value", "");
    it(`${name}: the server reads \`${text(name)}\` as ${number(name)}, as .NET does`, async () => {
      const answer = await service.replay(service.server(model, handlers), name);
      expect(answer.status).toBe(200);
      expect(canonicalXml(answer.body)).toBe(canonicalXml(service.dotnetAnswer(name).body));
    });

    it(`${name}: the client writes those bits as .NET's writer names them`, async () => {
      const descriptor = valueType({ kind: "enum", enum: enums[type]! }) as EnumType;
      const names = parseFlags(descriptor, text(name), "xml");
      expect(bitsOf(type, names)).toBe(number(name));
      const { sent, outcome, error } = await service.call(model, name, op, { value: names });
      expect(error).toBeUndefined();
      expect(outcome).toBe(number(name));
      const canonical = WRITTEN.find((w) => w.name.startsWith(`${type}Of.`) && bitsOf(type, w.names) === number(name));
      const sentText = /<value>([^<]*)<\/value>|<value\s*\/>/.exec(String(sent.body));
      expect(sentText).not.toBeNull();
      if (canonical) expect(sentText![1] ?? "").toBe(written(canonical.name));
    });
  }

  for (const name of REFUSED) {
    it(`${name}: the server refuses \`${text(name)}\` with a fault, as .NET does`, async () => {
      const answer = await service.replay(service.server(model, handlers), name);
      expect(service.dotnetAnswer(name).status).toBe(500);
      expect(answer.status).toBe(500);
      expect(answer.body).toMatch(/<faultcode[^>]*>a:DeserializationFailed<\/faultcode>/);
      expect(answer.body).toMatch(/After/);
    });
  }

  it("AfterOf.8: bits no member covers are refused by the writer, as .NET's", () => {
    expect(service.dotnetAnswer("AfterOf.8").body).toMatch(/Enum value &apos;8&apos; is invalid|Enum value '8' is invalid/);
    const { op, writers } = service.fixtures(model);
    expect(() => writers.result(op("AfterOf"), ["D"])).toThrow();
  });
});
