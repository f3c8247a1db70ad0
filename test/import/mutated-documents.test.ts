/**
 * Damaged documents never crash the importer: every recorded ASMX WSDL, and the WCF metadata sets this repo
 * generates (as a set and as ?singleWsdl), changed one seeded way at a time (an attribute removed, given another
 * or a hostile value, repeated; an element removed or repeated), either import or are refused in one line that
 * names the document, line, column and construct. A crash is any other error (a TypeError reading a missing
 * attribute was the first one found, on a SOAP binding without `type`).
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { documentSetFromFiles, setDocument } from "../../generator/import/document-set.js";
import { ImportError } from "../../generator/import/import-error.js";
import { importWcf, isWcfSet } from "../../generator/import/import-wcf.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { REPO_ROOT } from "../support/paths.js";
import { mutateDocument, SeededChoices } from "../support/wsdl-mutations.js";

const OPTIONS = { schema: "spec.schema.json", specPath: "spec/mutated.yaml" };
/** Changes per recorded ASMX WSDL, and per WCF set form. */
const PER_WSDL = 3;
const PER_SET = 40;

/** What the importer did: "imported", a one-line positioned refusal, or the crash (anything else). */
function outcomeOf(run: () => unknown): { kind: "imported" | "refused" | "crashed"; message: string } {
  try {
    run();
    return { kind: "imported", message: "" };
  } catch (error) {
    if (error instanceof ImportError) return { kind: "refused", message: error.message };
    return { kind: "crashed", message: error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ""}` : String(error) };
  }
}

/** A refusal names the document, a position in it, and the construct, on one line. */
const POSITIONED = /^\S+:\d+:\d+: \S[^\n]*$/;

describe("ASMX WSDLs of the lab, each changed three ways", () => {
  const files = execFileSync("find", [join(REPO_ROOT, "test/reference/lab"), "-name", "*@wsdl.xml"], { encoding: "utf8" })
    .trim()
    .split("\n")
    .sort();
  it("are more than a hundred", () => {
    expect(files.length).toBeGreaterThan(100);
  });
  it("import or are refused in one positioned line, never crash", () => {
    const choices = new SeededChoices(20261128);
    const problems: string[] = [];
    const kinds = { imported: 0, refused: 0, crashed: 0 };
    for (const file of files) {
      const original = readFileSync(file, "utf8");
      for (let i = 0; i < PER_WSDL; i++) {
        const { text, change } = mutateDocument(original, choices);
        const outcome = outcomeOf(() => importWsdl(text, { ...OPTIONS, source: "mutated.wsdl" }));
        kinds[outcome.kind]++;
        if (outcome.kind === "crashed" || (outcome.kind === "refused" && !POSITIONED.test(outcome.message))) {
          problems.push(`${relative(REPO_ROOT, file)}, ${change}: ${outcome.message.slice(0, 600)}`);
        }
      }
    }
    expect(problems).toEqual([]);
    // Most changes are refused; some leave a document that still imports (a repeated documentation, say).
    expect(kinds.refused).toBeGreaterThan(kinds.imported);
  }, 240_000);
});

describe("WCF metadata sets this repo generates, one document changed at a time", () => {
  for (const folder of ["generated/wcf-tracking/wsdl", "generated/wcf-xml-orders/wsdl"]) {
    const dir = join(REPO_ROOT, folder);
    const names = readdirSync(dir).sort();
    const single = names.find((n) => n.endsWith(".single.wsdl"))!;
    const root = names.find((n) => n.endsWith(".wsdl") && n.split(".").length === 2)!;
    const parts = [root, ...names.filter((n) => n !== root && n !== single)];
    const texts = new Map(names.map((n) => [n, readFileSync(join(dir, n), "utf8")]));
    const importSet = (changed: string, text: string, documents: readonly string[]) => {
      const set = documentSetFromFiles(documents.map((n, i) => setDocument(n, n === changed ? text : texts.get(n)!, n, i === 0)));
      return isWcfSet(set) ? importWcf(set, { ...OPTIONS, source: folder }) : importWsdl(set.root.document.text, { ...OPTIONS, source: folder, set });
    };

    it(`${folder}: imports unchanged, as a set and as ?singleWsdl`, () => {
      expect(outcomeOf(() => importSet("", "", parts)).kind).toBe("imported");
      expect(outcomeOf(() => importSet("", "", [single])).kind).toBe("imported");
    }, 120_000);

    it(`${folder}: changed, imports or is refused in one positioned line, never crashes`, () => {
      const choices = new SeededChoices(folder.length * 7919);
      const problems: string[] = [];
      for (let i = 0; i < PER_SET; i++) {
        const documents = i % 3 === 0 ? [single] : parts;
        const changed = choices.pick(documents);
        const { text, change } = mutateDocument(texts.get(changed)!, choices);
        const outcome = outcomeOf(() => importSet(changed, text, documents));
        if (outcome.kind === "crashed" || (outcome.kind === "refused" && !POSITIONED.test(outcome.message))) {
          problems.push(`${changed}, ${change}: ${outcome.message.slice(0, 600)}`);
        }
      }
      expect(problems).toEqual([]);
    }, 240_000);
  }
});

describe("the crashes this found, now refusals", () => {
  it("a SOAP binding without type", () => {
    const file = join(REPO_ROOT, "test/reference/lab/any-elements/wsdl/AnyElements.asmx@wsdl.xml");
    const text = readFileSync(file, "utf8").replace(/(<wsdl:binding name="AnyElementsSoap") type="tns:AnyElementsSoap"/, "$1");
    expect(outcomeOf(() => importWsdl(text, { ...OPTIONS, source: "AnyElements.wsdl" })).message).toMatch(
      /^AnyElements\.wsdl:\d+:\d+: wsdl:binding: has no type attribute: a binding names the port type it binds$/,
    );
  });

  it("a WCF operation's input without its message", () => {
    const dir = join(REPO_ROOT, "generated/wcf-xml-orders/wsdl");
    const names = ["OrderService.wsdl", "OrderService.wsdl0.wsdl", "OrderService.xsd0.xsd"];
    const set = documentSetFromFiles(
      names.map((n, i) => {
        const text = readFileSync(join(dir, n), "utf8");
        return setDocument(n, n === "OrderService.wsdl0.wsdl" ? text.replace(' message="tns:IOrders_Add_InputMessage"', "") : text, n, i === 0);
      }),
    );
    expect(outcomeOf(() => importWcf(set, { ...OPTIONS, source: "OrderService" })).message).toMatch(/^OrderService\.wsdl0\.wsdl:\d+:\d+: wsdl:input: has no message attribute$/);
  });
});
