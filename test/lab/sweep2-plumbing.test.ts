/**
 * The session-19 sweep of service-level plumbing (issue #32): line-of-business ASMX services written the way teams
 * wire them (test/reference/lab/sweep2-plumbing/*.cs): a service on a base class holding [WebMethod]s,
 * [WebService(Name, Description)] with markup and non-ASCII, [WebMethod] EnableSession, CacheDuration,
 * BufferResponse, TransactionOption, MessageName, [SoapDocumentMethod] actions, renamed wrappers in their own
 * namespaces, OneWay and Binding, several [WebServiceBinding]s claiming Basic Profile 1.1, SOAP headers In, Out,
 * InOut and Fault beside SoapUnknownHeader[], routing by request element, XmlElement, XmlDocument, object, byte[],
 * long[], decimal and DateTime results, their WSDLs as the lab's ASMX published them. Those that import must
 * round-trip byte for byte; all six do (MessageHub since its XmlDocument result's HTTP GET/POST document was built).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { describeSweepRoundTrips, sweepServices } from "../support/lab-sweep.js";
import { REPO_ROOT } from "../support/paths.js";

const SWEEP = join(REPO_ROOT, "test/reference/lab/sweep2-plumbing");

/** Services that import, with what their specs must say (a construct of each that the sweep combined). */
const ROUND_TRIPS: readonly (readonly [service: string, says: readonly string[]])[] = [
  [
    "CustomerPortal",
    [
      "name: KundenPortal",
      "<b>Übersicht</b> der Konten für Endkunden (Größe, Straße, café)",
      "messageName: CountStatementsSince",
      "description: Überweisung – ändert den Saldo",
      // The base class's methods, which ASMX lists after the service class's own.
      "  - name: Ping\n",
      "  - name: GetServerTime\n",
    ],
  ],
  [
    "Ledger",
    [
      "requestElement: PostJournalRequest",
      "requestNamespace: urn:fabrikam:finance:messages",
      "responseElement: BalanceResult",
      "soapAction: http://fabrikam.example/actions/ledger#Notify",
      "oneWay: true",
      "soapAction: urn:fabrikam:finance:GetApiVersion",
    ],
  ],
  [
    "PaymentGateway",
    [
      "conformanceClaim: basicProfile1_1",
      "  conformanceClaimBindings:\n    - Settlement\n    - Authorization\n",
      "binding: Authorization",
      "binding: Settlement",
    ],
  ],
  [
    "ProductCatalog",
    [
      "name: Catalog",
      // The overridden base method keeps the derived class's description; the base's own come after.
      "  - name: Get\n    fields: [ id ]\n    description: One product by its id, with its tags.\n",
      "messageName: GetByName",
      "  - name: Delete\n    fields: [ id ]\n    result: { type: boolean }\n    headers:\n      - { name: AuditHeader }\n",
    ],
  ],
  [
    "DocumentRouter",
    ["routingStyle: requestElement", 'soapAction: ""', "result: { type: XmlElement }", "result: { type: object }"],
  ],
  [
    "MessageHub",
    // The XmlDocument result, offered over HTTP GET/POST with the node as the document (lab xml-node-http); its
    // Fault header reads as Out (the WSDL is the same).
    ["  - name: Receive\n    fields:\n      - queue\n      - { name: maxMessages, type: int }\n    result: { type: XmlNode }\n", "- { name: ErrorInfoHeader, direction: out }"],
  ],
];

describeSweepRoundTrips("plumbing sweep services that import", SWEEP, ROUND_TRIPS);

it("covers every service of the plumbing sweep, each with its C# beside its WSDL", () => {
  const services = sweepServices(SWEEP);
  expect(ROUND_TRIPS.map(([service]) => service).sort()).toEqual(services.sort());
  for (const service of services) {
    // Each is a web service, some on a base class of their own that derives from WebService.
    expect(readFileSync(join(SWEEP, `${service}.cs`), "utf8")).toMatch(
      new RegExp(`public class ${service} : (WebService|\\w+ServiceBase)\\b`),
    );
    expect(readdirSync(join(SWEEP, "wsdl", service)).length).toBeGreaterThan(0);
  }
});
