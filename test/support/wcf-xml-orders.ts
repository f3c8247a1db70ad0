/**
 * OrderService of test/reference/wcf/xml-serializer/WcfXmlOrders.cs ([XmlSerializerFormat]) as handlers, and
 * how its Mono recordings map to what .NET answers (that folder's README), shared by the server's replay and
 * the client's reading of the recordings.
 */
import { fileURLToPath } from "node:url";
import { loadSpec } from "../../generator/spec/load.js";
import { ClientFault } from "../../runtime/src/server/faults.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { actionNotSupportedText, fault } from "./wcf-dotnet-answers.js";
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

/** Where .NET's answer is not Mono's beyond the mappings: the answer, and why (the README's table). */
export const DOTNET_XML_ORDERS: Readonly<Record<string, { why: string; status: number; body: string | RegExp }>> = {
  "error.unknown-action": {
    why: "ActionNotSupported with .NET's text",
    status: 500,
    body: fault("a:ActionNotSupported", actionNotSupportedText(`${ORDERS_NS}/IOrders/Nope`)),
  },
  "error.wrong-wrapper": {
    why: "Mono does not check the wrapper's name (200, AddResult 0); the operation formatter's DeserializationFailed is assumed",
    status: 500,
    body: fault(
      "a:DeserializationFailed",
      `The formatter threw an exception while trying to deserialize the message: Error in deserializing body of request message for operation 'Add'. OperationFormatter encountered an invalid Message body. Expected to find node type 'Element' with name 'Add' and namespace '${ORDERS_NS}'. Found node type 'Element' with name 'Sub' and namespace '${ORDERS_NS}'`,
    ),
  },
  "error.bad-value": {
    why: "Mono: Receiver with XmlSerializer's own text; .NET: DeserializationFailed naming the parameter (inner text not recorded)",
    status: 500,
    body: /^<s:Envelope xmlns:s="[^"]+"><s:Body><s:Fault><faultcode xmlns:a="http:\/\/schemas\.microsoft\.com\/net\/2005\/12\/windowscommunicationfoundation\/dispatcher">a:DeserializationFailed<\/faultcode><faultstring xml:lang="en-US">The formatter threw an exception while trying to deserialize the message: There was an error while trying to deserialize parameter http:\/\/xs\.example\.com\/orders:a\. /,
  },
  "Check.fault": {
    why: "SupportFaults = true: XmlSerializer writes the detail in the contract namespace (Mono ignores it: DataContractSerializer's form)",
    status: 500,
    body: fault("s:Client", "Bad count", `<OrderFault xmlns="${ORDERS_NS}"><Reason>negative count</Reason><Code>2</Code></OrderFault>`),
  },
  "Check.fault-null": {
    why: "as Check.fault",
    status: 500,
    body: fault("s:Client", "No item", `<OrderFault xmlns="${ORDERS_NS}"><Reason>no item</Reason><Code>1</Code></OrderFault>`),
  },
};

