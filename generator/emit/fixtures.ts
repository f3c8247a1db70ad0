/**
 * Golden fixtures: every operation × binding as exact HTTP messages plus the typed values they carry,
 * malformed requests with the answers ASMX gives them, `fixtures/index.json` listing every case and
 * `fixtures/README.md` explaining the conventions (see templates/fixtures/README.md.hbs).
 *
 * Why an independent rendering: the message text comes from handlebars templates (templates/fixtures/)
 * fed by views built from the model in ./fixtures/, with their own escaping, form encoding and value
 * formatting. Nothing there calls the runtime's writers, so comparing these bytes with what the generated
 * client and server produce (test/conformance/) checks two renderings of the wire rules against each other,
 * and both against the ASMX recordings the rules were read from (test/reference/asmx/).
 *
 * Deterministic: the same model gives the same bytes (fixed sample values, model order everywhere).
 *
 * The parts, in ./fixtures/: samples.ts (sample values per type), json.ts (the typed-values conventions),
 * escape.ts and xml.ts (wire text and XML trees), messages.ts (HTTP messages per binding), exchanges.ts and
 * malformed.ts with value-problems.ts (the cases), output.ts (files and values), index-json.ts (index.json),
 * templates.ts (the handlebars templates).
 */
import { fileURLToPath } from "node:url";
import type { ServiceModel } from "../model/types.js";
import { exchangeCases } from "./fixtures/exchanges.js";
import { caseCounts, indexFile } from "./fixtures/index-json.js";
import { malformedCases } from "./fixtures/malformed.js";
import { scriptCases } from "./fixtures/script.js";
import { Messages } from "./fixtures/messages.js";
import { FixtureOutput } from "./fixtures/output.js";
import { Renderer } from "./fixtures/templates.js";
import { wcfFixtureFiles } from "./fixtures/wcf.js";
import type { Emitter, OutputFile } from "./emitter.js";

export type { FixtureCase } from "./fixtures/index-json.js";
export type { Json } from "./fixtures/json.js";

const templatesDir = fileURLToPath(new URL("../../templates/fixtures/", import.meta.url));
let renderer: Renderer | undefined;

/** Every fixture file of the package, index.json and README.md included. */
export function fixtureFiles(model: ServiceModel): OutputFile[] {
  renderer ??= new Renderer(templatesDir);
  const r = renderer;
  if (model.wcf) return wcfFixtureFiles(model, (view) => r.render("README-wcf.md", view));
  const messages = new Messages(model, renderer);
  const out = new FixtureOutput();
  for (const op of model.operations) for (const binding of op.bindings) exchangeCases(messages, op, binding, out);
  malformedCases(model, messages, out);
  scriptCases(model, messages, out);

  const readme = renderer.render("README.md", {
    service: model.name,
    endpointPath: messages.endpointPath,
    counts: caseCounts(out.cases),
    operations: model.operations.map((o) => o.wire.messageName),
    scriptService: model.scriptService !== undefined,
    // The conventions of classes, headers, out parameters, one-way and typed faults, for services that use them.
    complex:
      model.types.length > 0 ||
      model.operations.some((o) => o.headers.length > 0 || o.outParams.length > 0 || o.oneWay || !o.result || o.faults.length > 0),
  });
  return [
    ...out.files,
    ...out.valueFiles(),
    indexFile(model, messages.endpointPath, out.cases),
    { path: "fixtures/README.md", content: readme },
  ];
}

export const fixturesEmitter: Emitter = {
  name: "fixtures",
  emit(model: ServiceModel): OutputFile[] {
    return fixtureFiles(model);
  },
};
