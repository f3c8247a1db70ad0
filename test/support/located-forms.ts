/**
 * One end-to-end suite for a lab recording of [WebServiceBinding] forms (binding-location-forms,
 * binding-location-more): the WSDL set byte for byte, the server on every recorded exchange, the 500 of a document
 * ASMX does not publish, the client's wrapper and SOAPAction, import with the user's documents at the locations
 * (written by hand beside each recording) proven byte for byte, and the refusal without them.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { renderWsdlSet } from "../../generator/emit/wsdl.js";
import { documentSetFromFolder } from "../../generator/import/document-set.js";
import { ImportError } from "../../generator/import/import-error.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import { AsmxClientCore } from "../../runtime/src/client/client.js";
import type { TransportRequest } from "../../runtime/src/client/transport.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { readRecordedRequest, readRecordedResponse } from "./http-recording.js";
import { answersRecordings } from "./lab-replay.js";

export interface LocatedForm {
  readonly folder: string;
  readonly service: string;
  readonly spec: string;
  readonly handlers: OperationHandlers;
  /** Recorded exchanges; `far`: a named binding's SOAP 1.1 call the client makes, with its wrapper namespace. */
  readonly exchanges: number;
  readonly far: { readonly exchange: string; readonly operation: string; readonly value: string; readonly namespace: string; readonly answer: string };
  /** The documents the root imports, as the recorded root says. */
  readonly imports: readonly string[];
  /** The 500 of an absent document: its exchange's name. */
  readonly absent: string;
  /** Where the user's documents cannot describe the root (one document imported in two namespaces): the refusal. */
  readonly importRefused?: RegExp;
}

/** The lab's address in a recording's index (the WSDL set's). */
export const recordedAddress = (lab: string, folder: string): string => readFileSync(join(lab, folder, "wsdl/index.tsv"), "utf8").split("\t", 1)[0]!.replace(/\?wsdl$/, "");

/** The suite of one form, recorded under `lab/form.folder`, its exchanges with the lab at `exchangeHost`. */
export function describeLocatedForm(lab: string, form: LocatedForm, exchangeHost: string): void {
  const folder = join(lab, form.folder);
  const address = recordedAddress(lab, form.folder);
  const model = parseSpec(form.spec, `spec/${form.folder}.yaml`);
  /** The recorded documents by query, from the lab's index. */
  const recordedSet = readFileSync(join(folder, "wsdl/index.tsv"), "utf8")
    .trim()
    .split("\n")
    .map((line) => line.split("\t") as [string, string])
    .map(([url, file]) => ({ query: url.slice(url.indexOf("?") + 1), text: readFileSync(join(folder, "wsdl", file), "utf8") }));
  const located = form.imports.filter((line) => !line.includes(`location="${address}?`));

  describe(`${form.folder}: ${form.service}`, () => {
    it("writes the recorded set byte for byte, in ASMX's order", () => {
      const set = renderWsdlSet(model, address);
      expect(set.map((d) => d.query)).toEqual(recordedSet.map((d) => d.query));
      for (const d of recordedSet) expect(set.find((s) => s.query === d.query)!.text).toBe(d.text);
      const root = recordedSet[0]!.text;
      expect(root.split("\n").filter((line) => line.includes("<wsdl:import ")).map((line) => line.trim())).toEqual(form.imports);
    });

    describe("the server answers the recorded requests", () => {
      answersRecordings(folder, model, form.handlers, { count: form.exchanges, recordedAddress: `${exchangeHost}/${form.service}.asmx`, failureTextIsDotNets: true });
    });

    it("answers a document ASMX does not publish with .NET's message (recorded: a 500)", () => {
      expect(readdirSync(join(folder, "exchanges"))).toContain(`${form.absent}.response.txt`);
      const recorded = readRecordedResponse(join(folder, "exchanges", `${form.absent}.response.txt`))!;
      expect(recorded.status).toBe(500);
      const first = recorded.body.toString("utf8").split("\n", 1)[0];
      expect(first).toBe(`System.InvalidOperationException: ${form.absent.startsWith("schema") ? "Schema not found." : "XML Web service description was not found."}`);
    });

    it(`the client sends ${form.far.operation}'s wrapper in ${form.far.namespace}, as recorded, and reads the answer`, async () => {
      const answer = readRecordedResponse(join(folder, `exchanges/${form.far.exchange}.response.txt`))!;
      const recorded = readRecordedRequest(join(folder, `exchanges/${form.far.exchange}.request.txt`));
      const request = recorded.body.toString("utf8");
      const sent: TransportRequest[] = [];
      const client = new AsmxClientCore(descriptorOf(model), {
        endpoint: `http://127.0.0.1/${form.service}.asmx`,
        allowInsecureHttp: true,
        transport: async (r) => {
          sent.push(r);
          return { status: answer.status, contentType: answer.headers.get("content-type"), body: answer.body.toString("utf8") };
        },
      });
      expect(await client.call(form.far.operation, { s: form.far.value })).toBe(form.far.answer);
      const wrapper = new RegExp(`<${form.far.operation} [^]*</${form.far.operation}>`).exec(request)![0];
      expect(wrapper).toBe(`<${form.far.operation} xmlns="${form.far.namespace}"><s>${form.far.value}</s></${form.far.operation}>`);
      expect(sent[0]!.body).toContain(`<soap:Body>${wrapper}</soap:Body>`);
      const action = recorded.headers.find(([n]) => n.toLowerCase() === "soapaction")?.[1];
      expect(action).toBe(`"${model.namespace}/${form.far.operation}"`);
      expect(sent[0]!.headers.find(([n]) => n.toLowerCase() === "soapaction")?.[1]).toBe(action);
    });

    const refusal = form.importRefused;
    if (refusal !== undefined) {
      it("refuses the root with the user's document, at the wsdl:import its namespace does not match", async () => {
        const read = documentSetFromFolder(join(folder, "wsdl")).then((set) =>
          importWsdl(set.root.document.text, { schema: "spec.schema.json", specPath: `spec/${form.folder}.yaml`, source: set.root.document.file, set }),
        );
        await expect(read).rejects.toThrow(refusal);
      });
      return;
    }

    it(`imports the root with ${located.length > 0 ? "the user's documents at the locations" : "the set's documents"}, the set proven byte for byte, into the same service`, async () => {
      const set = await documentSetFromFolder(join(folder, "wsdl"));
      const result = importWsdl(set.root.document.text, { schema: "spec.schema.json", specPath: `spec/${form.folder}.yaml`, source: set.root.document.file, set });
      expect(result.byteEqual).toBe(true);
      const imported = parseSpec(result.yaml, `spec/${form.folder}.yaml`);
      expect(descriptorOf(imported)).toEqual(descriptorOf(model));
      expect(renderWsdlSet(imported, address)).toEqual(renderWsdlSet(model, address));
    });

    if (located.length > 0) {
      it("refuses the root without the user's document, at the wsdl:import, naming the location", () => {
        let message = "";
        try {
          importWsdl(recordedSet[0]!.text, { schema: "spec.schema.json", specPath: `spec/${form.folder}.yaml`, source: `${form.service}.wsdl` });
        } catch (error) {
          expect(error).toBeInstanceOf(ImportError);
          message = String((error as Error).message);
        }
        const line = form.imports.indexOf(located[0]!) + 3;
        const location = /location="([^"]*)"/.exec(located[0]!)![1]!.replace(/[.?]/g, "\\$&");
        expect(message).toMatch(new RegExp(`^[^\\n]*\\.wsdl:${line}:\\d+: wsdl:import: the WSDL document '${location}' of a binding at a location`));
      });
    }
  });
}
