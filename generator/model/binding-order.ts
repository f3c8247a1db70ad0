/**
 * The order of a service's SOAP bindings (port types, bindings, ports, ?disco entries, and the schema elements
 * and messages reflected with them). ASMX's ProtocolReflector collects each binding's methods in a Hashtable
 * keyed by the binding's name ("" for the service's own) and reflects the bindings in the order that Hashtable
 * enumerates them: an order of the names' hash codes, which differs between runtimes (the lab's Mono puts
 * "Gamma" before "" and "Alpha" after it: test/reference/lab/binding-order). A spec names it in
 * `service.wsdl.bindingOrder` (import keeps the WSDL's); without it, the bindings come in the order of their
 * first methods, the service's own first when none of its methods comes before.
 */

/** A SOAP binding group by the name the spec gives it: its port type's (`{Service}Soap` for the service's own). */
export function bindingGroupName(service: string, named: string | undefined): string {
  return named ?? `${service}Soap`;
}

/** The groups in the order of their first methods (operations' named bindings in spec order). */
export function firstMethodsOrder(service: string, namedBindings: readonly (string | undefined)[]): (string | undefined)[] {
  const groups = [...new Set(namedBindings)];
  return groups.includes(undefined) ? groups : [undefined, ...groups];
}

/**
 * The groups in the spec's `bindingOrder`, or a problem: it must name each group the operations use once,
 * the service's own as `{Service}Soap`.
 */
export function orderedGroups(service: string, used: readonly (string | undefined)[], bindingOrder: readonly string[]): (string | undefined)[] | string {
  const byName = new Map(used.map((g) => [bindingGroupName(service, g), g]));
  const unknown = bindingOrder.find((name) => !byName.has(name));
  if (unknown !== undefined) return `'${unknown}' is no binding of this service: it has ${[...byName.keys()].join(", ")} (the service's own is ${service}Soap)`;
  const missing = [...byName.keys()].find((name) => !bindingOrder.includes(name));
  if (missing !== undefined) return `the binding order leaves out '${missing}': it lists every SOAP binding of the service once`;
  if (new Set(bindingOrder).size !== bindingOrder.length) return "the binding order names a binding twice";
  return bindingOrder.map((name) => byName.get(name));
}

/**
 * The binding a port names (and `?disco` lists): the binding's own name, except for a binding at a location
 * ([WebServiceBinding(Location)]), whose document defines the one binding X that both ports X and X1 name
 * (lab service-defaults/location: `i0:Ext` twice, `?disco` `q2:Ext` and `q4:Ext`).
 */
export function portBindingName(binding: { readonly bindingName: string; readonly portTypeName: string; readonly location?: string }): string {
  return binding.location !== undefined ? binding.portTypeName : binding.bindingName;
}
