/**
 * WCF services nobody has shown us, drawn at random (test/support/random-wcf-specs.ts): every spec the model
 * accepts generates a metadata set (`?wsdl`, `?wsdl=wsdlN`, `?xsd=xsdN`) that the importer must read back into a
 * spec generating the very same set, document by document (the import proves it); every spec the model refuses is
 * refused in lines naming the spec's file, line and column. The same set as one `?singleWsdl` document loses which
 * contract imported which schema, and so what named a known type: its import either proves itself the same way or
 * is refused in one line naming the document's construct and position, never with anything else.
 */
import fc from "fast-check";
import { stringify } from "yaml";
import { describe, expect, it } from "vitest";
import { wcfMetadataDocuments, type MetadataDocument } from "../../generator/emit/wcf-metadata.js";
import { documentSetFromFiles, setDocument } from "../../generator/import/document-set.js";
import { ImportError } from "../../generator/import/import-error.js";
import { importWcf } from "../../generator/import/import-wcf.js";
import { acceptedModel } from "../support/random-specs.js";
import { randomWcfSpec } from "../support/random-wcf-specs.js";

const SPEC_PATH = "spec/random.yaml";
const OPTIONS = { source: "set", schema: "spec.schema.json", specPath: SPEC_PATH };

function splitSet(documents: readonly MetadataDocument[], address: string) {
  return documentSetFromFiles(documents.filter((d) => d.query !== "singleWsdl").map((d) => setDocument(`${address}?${d.query}`, d.content)));
}

describe("random WCF services: the importer reads back the metadata the generator publishes", () => {
  it("round-trips the accepted specs' metadata sets, refusing the rest in positioned lines", { timeout: 300_000 }, () => {
    let imported = 0;
    let unsaid = 0;
    let refused = 0;
    let single = 0;
    let singleRefused = 0;
    fc.assert(
      fc.property(randomWcfSpec, (spec) => {
        const text = stringify(spec);
        const model = acceptedModel(spec, SPEC_PATH);
        if (!model) {
          refused++;
          return;
        }
        // The service's own address: a transport-secured one publishes https.
        const address = spec.service.endpoint;
        const documents = wcfMetadataDocuments(model, address);
        try {
          importWcf(splitSet(documents, address), OPTIONS);
          imported++;
        } catch (error) {
          // The schemas do not say which class named a known type; where the importer's tries do not find it, the
          // set is refused at the first construct the spec cannot say (docs/wcf-design.md §36).
          expect(error, text).toBeInstanceOf(ImportError);
          expect((error as Error).message, text).toMatch(/^https?:\/\/127\.0\.0\.1:8733\/Random\.svc\?(wsdl|wsdl=wsdl\d|xsd=xsd\d+):\d+:\d+: \S+: the spec cannot say this yet: /);
          unsaid++;
        }
        try {
          importWcf(documentSetFromFiles([setDocument(`${address}?singleWsdl`, documents.find((d) => d.query === "singleWsdl")!.content)]), OPTIONS);
          single++;
        } catch (error) {
          expect(error, text).toBeInstanceOf(ImportError);
          expect((error as Error).message).toMatch(/^https?:\/\/127\.0\.0\.1:8733\/Random\.svc\?singleWsdl:\d+:\d+: \S/);
          singleRefused++;
        }
      }),
      { seed: 20261129, numRuns: 300 },
    );
    // At this seed 254 of the 300 draws are accepted (the rest mostly [XmlSerializerFormat] contracts given data
    // contract forms), 251 sets round-trip and 3 are refused for a known type's holder; 251 single documents
    // import. Fewer is a regression; more, a figure to raise here.
    expect({ refused, imported, unsaid }).toEqual({ refused: 46, imported: 251, unsaid: 3 });
    expect(single).toBeGreaterThanOrEqual(251);
    expect(single + singleRefused).toBe(imported + unsaid);
  });
});
