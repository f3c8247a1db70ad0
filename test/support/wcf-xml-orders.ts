/**
 * OrderService of test/reference/wcf/xml-serializer/WcfXmlOrders.cs ([XmlSerializerFormat]) as handlers, and
 * how its Mono recordings map to what .NET answers (that folder's README), shared by the server's replay and
 * the client's reading of the recordings.
 */
import { fileURLToPath } from "node:url";
import { loadSpec } from "../../generator/spec/load.js";
import { ClientFault } from "../../runtime/src/server/faults.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { InvalidOperationException } from "./wcf-echo-handlers.js";

export const XS_DIR = fileURLToPath(new URL("../reference/wcf/xml-serializer/", import.meta.url));
export const ORDERS_NS = "http://xs.example.com/orders";
export const xmlOrdersModel = loadSpec(
  fileURLToPath(new URL("../../spec/wcf-xml-orders.yaml", import.meta.url)),
  "spec/wcf-xml-orders.yaml",
);

type Item = Record<string, unknown>;

/** OrderService.GetItem's item. */
export const item = (id: number): Item => ({
  code: `C${id}`,
  label: "Widget",
  count: id,
  price: "2.5",
  tags: ["red", "big"],
  part: ["p1", "p2"],
});

/** OrderService.ListItems's items. */
export const listed = (prefix: string): Item[] => [
  { code: `${prefix}1`, label: "One", count: 1, price: "1" },
  { code: `${prefix}2`, label: null, count: 2, price: "0.5", tags: [] },
];

export const xmlOrdersHandlers: OperationHandlers = {
  Add: (input) => ((input as Item).a as number) + ((input as Item).b as number),
  Hello: (input) => `Hello ${((input as Item).name as string | null) ?? ""}`,
  GetItem: (input) => item((input as Item).id as number),
  ListItems: (input) => listed((input as Item).prefix as string),
  Check: (input) => {
    const given = (input as Item).item as Item | null;
    if (given === null) throw new ClientFault("No item", { detail: { type: "OrderFault", value: { reason: "no item", code: 1 } } });
    if ((given.count as number) < 0)
      throw new ClientFault("Bad count", { detail: { type: "OrderFault", value: { reason: "negative count", code: 2 } } });
    if (given.count === 99) throw new InvalidOperationException("boom");
    return { ...given, count: (given.count as number) + 1 };
  },
  Ping: () => null,
};

/**
 * Mono's artefacts in these recordings beyond the DataContract ones (test/support/wcf-dotnet-answers.ts), by
 * name. The void wrapper is WCF's own framing: XmlDictionaryWriter writes `<PingResponse xmlns="..."/>` (as the
 * DataContract answers do); inside a body the XmlSerializer writer keeps ` />` as the recording has it (whether
 * .NET's XmlDictionaryWriter writes `<Tags/>` there is not recorded: docs/wcf-design.md §14).
 */
export const XML_SERIALIZER_MAPPINGS: readonly [string, (body: string) => string][] = [
  ["the void wrapper as <X/> (WCF's framing)", (b) => b.replace(/(<\w+Response xmlns="[^"]*") \/>/, "$1/>")],
  [
    "ExceptionDetail's nil members as <X i:nil=\"true\"/> (DataContractSerializer, XmlDictionaryWriter)",
    (b) => b.replace(/<ExceptionDetail [\s\S]*<\/ExceptionDetail>/, (detail) => detail.replaceAll(" />", "/>")),
  ],
];
