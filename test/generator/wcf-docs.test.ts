/**
 * The docs and package README of a WCF package (generator/emit/docs/wcf.ts), for spec/wcf-tracking.yaml: WCF's
 * way of what the ASMX ones say (endpoints per contract, actions, fault contracts, metadata URLs), their sample
 * messages the fixtures', no ASMX help pages, and what generate writes is what is committed.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { docsFiles } from "../../generator/emit/docs.js";
import { fixtureFiles } from "../../generator/emit/fixtures.js";
import { packageReadme } from "../../generator/emit/package-readme.js";
import { wcfPackageReadme } from "../../generator/emit/docs/wcf.js";
import { WCF_EMITTERS } from "../../generator/emitters.js";
import { loadSpec } from "../../generator/spec/load.js";

const model = loadSpec(fileURLToPath(new URL("../../spec/wcf-tracking.yaml", import.meta.url)), "spec/wcf-tracking.yaml");
const PACKAGE = fileURLToPath(new URL("../../generated/wcf-tracking/", import.meta.url));
const docs = new Map(docsFiles(model).map((f) => [f.path, f.content]));
const fixtures = new Map(fixtureFiles(model).map((f) => [f.path, f.content]));
const readme = wcfPackageReadme(model);

describe("WCF docs", () => {
  it("one page per operation and an index, no ASMX help pages or OpenAPI among the WCF emitters", () => {
    expect([...docs.keys()].sort()).toEqual(["docs/README.md", ...model.operations.map((o) => `docs/${o.wire.messageName}.md`)].sort());
    expect(WCF_EMITTERS.map((e) => e.name)).not.toContain("help-page");
    expect(WCF_EMITTERS.map((e) => e.name)).not.toContain("openapi");
    expect(WCF_EMITTERS.map((e) => e.name)).toEqual(expect.arrayContaining(["fixtures", "docs", "package-readme"]));
  });

  it("the index names each contract's endpoint, binding, the metadata URLs and each operation's action", () => {
    const index = docs.get("docs/README.md")!;
    expect(index).toContain("| `ITracking` | `http://tracking.example.com/wcf` | `http://127.0.0.1:8733/` | `BasicHttpBinding_ITracking` | 11 |");
    expect(index).toContain("| `Admin` | `http://tracking.example.com/admin` | `http://127.0.0.1:8733/admin` | `BasicHttpBinding_Admin` | 2 |");
    for (const url of ["?wsdl`", "?wsdl=wsdl0`", "?xsd=xsd0`", "?singleWsdl`"]) expect(index).toContain(`\`http://127.0.0.1:8733/${url}`);
    expect(index).toContain("| [CancelShipment](CancelShipment.md) | `ITracking` | `urn:tracking/cancel` |");
    expect(index).toContain("| [Purge](Purge.md) | `Admin` | `http://tracking.example.com/admin/Admin/Purge` |");
    expect(index).not.toContain(".asmx");
  });

  it("an operation page: contract, endpoint, actions, fault contracts, and the fixtures' sample messages", () => {
    const page = docs.get("docs/CancelShipment.md")!;
    expect(page).toContain("| action | `urn:tracking/cancel` |");
    expect(page).toContain("| reply action | `urn:tracking/cancelled` |");
    expect(page).toContain("| `CancelFaultFault` | `CancelFault` | `http://schemas.datacontract.org/2004/07/Lab.Tracking` |");
    expect(page).toContain("| `NotFound` | `NotFoundFault` | `http://tracking.example.com/faults` |");
    for (const kind of ["request", "response"]) {
      const message = fixtures.get(`fixtures/CancelShipment/soap11.sample.${kind}.txt`)!.replace(/\r\n/g, "\n");
      expect(page).toContain(`\`\`\`http\n${message}\n\`\`\``);
    }
    const purge = docs.get("docs/Purge.md")!;
    expect(purge).toContain("| endpoint | `http://127.0.0.1:8733/admin` |");
    expect(purge).toContain("POST /admin HTTP/1.1");
    const notify = docs.get("docs/Notify.md")!;
    expect(notify).toContain("| reply action | none (one-way) |");
    expect(notify).toContain("HTTP/1.1 202 Accepted");
    const track = docs.get("docs/Track.md")!;
    expect(track).toContain("A message contract, `TrackRequest`: the body wrapped in `TrackRequest` (`http://tracking.example.com/messages`).");
    expect(track).toContain("| `ApiKey` | `http://tracking.example.com/headers` | `apiKey` | string |");
  });
});

describe("WCF package README", () => {
  it("says WCF's way: endpoints, metadata URLs, actions and fault contracts, the WCF errors; not ASMX's", () => {
    expect(readme).toContain("| `Admin` | `http://tracking.example.com/admin` | `http://127.0.0.1:8733/admin` | 2 |");
    expect(readme).toContain("| [CancelShipment](docs/CancelShipment.md) | `cancelShipment` | `ITracking` | `urn:tracking/cancel` | `CancelFaultFault`, `NotFound` |");
    expect(readme).toContain("| [Notify](docs/Notify.md) | `notify` | `ITracking` | `http://tracking.example.com/wcf/ITracking/Notify` | one-way |");
    expect(readme).toContain("`http://127.0.0.1:8733/?singleWsdl`");
    expect(readme).toContain("FaultContractError");
    expect(readme).toContain("ActionNotSupportedError");
    expect(readme).not.toContain("HTTP GET");
    expect(readme).not.toBe(packageReadme(model));
  });

  it("generate wrote them into generated/wcf-tracking (prettier's form of the same tables)", () => {
    const committed = readFileSync(`${PACKAGE}README.md`, "utf8");
    expect(committed).toMatch(/^<!-- Generated by asmx-codegen/);
    expect(committed).toMatch(/\| `ITracking` +\| `http:\/\/tracking\.example\.com\/wcf` +\| `http:\/\/127\.0\.0\.1:8733\/` +\| 11 +\|/);
    for (const op of model.operations) expect(readFileSync(`${PACKAGE}docs/${op.wire.messageName}.md`, "utf8")).toContain(`# ${op.wire.messageName}`);
  });
});

describe("the docs of an [XmlSerializerFormat] service (spec/wcf-xml-orders.yaml)", () => {
  const xs = loadSpec(fileURLToPath(new URL("../../spec/wcf-xml-orders.yaml", import.meta.url)), "spec/wcf-xml-orders.yaml");
  const files = new Map(docsFiles(xs).map((f) => [f.path, f.content]));
  const fixturesReadme = fixtureFiles(xs).find((f) => f.path === "fixtures/README.md")!.content;

  it("name XmlSerializer, its classes (attributes first, the contract's namespace) and schemas, and the detail class", () => {
    const readme = files.get("docs/README.md")!;
    expect(readme).toContain("serializer XmlSerializer ([XmlSerializerFormat])");
    expect(readme).toContain("## Classes");
    expect(readme).not.toContain("Data contracts");
    expect(readme).toMatch(/\| `Item` +\| `http:\/\/xs\.example\.com\/orders` \| `@Code`, `Label`, `Count`, `Price`, `Tags`, `Part` \|/);
    expect(readme).toContain("the schemas: each contract's elements and classes, as XmlSerializer exports them");
    expect(files.get("docs/Check.md")!).toMatch(/\| `OrderFaultFault` \| `OrderFault` +\| `http:\/\/xs\.example\.com\/orders` \|/);
    expect(fixturesReadme).toContain("XmlSerializer bodies ([XmlSerializerFormat]; `xmlns:xsi`/`xmlns:xsd` on `s:Body`)");
    expect(fixturesReadme).not.toContain("DataContractSerializer");
  });
});
