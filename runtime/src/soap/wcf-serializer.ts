/**
 * A WCF service mixing serializers ([XmlSerializerFormat] on some operations or contracts only): each operation's
 * values follow its own serializer's rules (docs/wcf-design.md §14). The value codec reads the rules from the
 * descriptor's `serializer`, so an operation of the other serializer gets a view of the service with its own.
 */
import type { OperationDescriptor, ServiceDescriptor } from "../descriptor.js";
import type { WcfMixedCodec } from "./codecs.js";

const views = new WeakMap<ServiceDescriptor, Map<"dataContract" | "xmlSerializer", ServiceDescriptor>>();

/** The service as the codec sees it for `op`: the service itself unless the operation names another serializer. */
export function serializerView(service: ServiceDescriptor, op: OperationDescriptor): ServiceDescriptor {
  const own = op.wcf?.serializer;
  if (own === undefined || (own === "dataContract") === (service.serializer === "dataContract")) return service;
  let byOwn = views.get(service);
  if (!byOwn) views.set(service, (byOwn = new Map()));
  let view = byOwn.get(own);
  if (!view) {
    // A WCF descriptor without `serializer: "dataContract"` is XmlSerializer's.
    const { serializer: _, ...rest } = service;
    // A class both serializers use has its other shape under `wcf.otherTypes`.
    const other = service.wcf?.otherTypes;
    const types = other ? { ...rest, types: { ...rest.types, ...other } } : rest;
    view = own === "dataContract" ? { ...types, serializer: "dataContract" } : types;
    byOwn.set(own, view);
  }
  return view;
}

/** The codec a WCF service mixing serializers names (`codecs: { wcfMixed: wcfMixedCodec }`): its client's views. */
export const wcfMixedCodec: WcfMixedCodec = { view: serializerView };
