/**
 * The harness of the lab sweeps (test/reference/lab/sweep*): each folder holds line-of-business ASMX services, a
 * `.cs` and its saved WSDL set per service. Those that import must round-trip byte for byte, and the spec read back
 * must generate the WSDL it came from.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderWsdlSet } from "../../generator/emit/wsdl.js";
import { documentSetFromFolder } from "../../generator/import/document-set.js";
import { ImportError } from "../../generator/import/import-error.js";
import { importWsdl, type ImportResult } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";

/** A sweep service's saved WSDL set: its root text, its address, and the import of it (run when asked). */
export async function importSweepService(
  sweep: string,
  service: string,
): Promise<{ text: string; address: string; result: () => ImportResult }> {
  const set = await documentSetFromFolder(join(sweep, "wsdl", service));
  const text = set.root.document.text;
  const address = /<soap:address location="([^"]+)"/.exec(text)![1]!;
  const options = { source: set.root.document.file, schema: "spec.schema.json", specPath: `spec/${service}.yaml` };
  return { text, address, result: () => importWsdl(text, set.documents.length > 1 ? { ...options, set } : options) };
}

/** Each service round-trips byte for byte, its spec says each text given, and the spec read back writes the WSDL. */
export function describeSweepRoundTrips(
  title: string,
  sweep: string,
  services: readonly (readonly [service: string, says: readonly string[]])[],
): void {
  describe(title, () => {
    for (const [service, says] of services) {
      it(`${service} round-trips byte for byte`, async () => {
        const { text, address, result } = await importSweepService(sweep, service);
        const imported = result();
        expect(imported.byteEqual).toBe(true);
        for (const said of says) expect(imported.yaml).toContain(said);
        expect(renderWsdlSet(parseSpec(imported.yaml, `spec/${service}.yaml`), address)[0]!.text).toBe(text);
      });
    }
  });
}

/** The services of a sweep folder: its `.cs` files' names. */
export function sweepServices(sweep: string): string[] {
  return readdirSync(sweep)
    .filter((file) => file.endsWith(".cs"))
    .map((file) => file.slice(0, -3));
}

/** Each service is refused by import with an ImportError whose message matches its position and reason. */
export function describeSweepRefusals(
  title: string,
  sweep: string,
  services: readonly (readonly [service: string, at: RegExp])[],
): void {
  describe(title, () => {
    for (const [service, at] of services) {
      it(service, async () => {
        const { result } = await importSweepService(sweep, service);
        let error: unknown;
        try {
          result();
        } catch (e) {
          error = e;
        }
        expect(error).toBeInstanceOf(ImportError);
        expect((error as Error).message).toMatch(at);
      });
    }
  });
}

/** The lists name every service of the folder, each a web service whose C# stands beside its WSDL set. */
export function itCoversEverySweepService(sweep: string, listed: readonly (readonly [service: string, ...unknown[]])[]): void {
  it("covers every service of the folder, each with its C# beside its WSDL", () => {
    const services = sweepServices(sweep);
    expect(listed.map(([service]) => service).sort()).toEqual(services.sort());
    for (const service of services) {
      expect(readFileSync(join(sweep, `${service}.cs`), "utf8")).toContain(`public class ${service} : WebService`);
      expect(readdirSync(join(sweep, "wsdl", service)).length).toBeGreaterThan(0);
    }
  });
}
