/**
 * Lab services with named bindings, as specs (the C# is under test/reference/lab/): each test gives the
 * endpoint it needs (the recorded address, or a made-up one for a generated package).
 */

/** Lab.BindingNamespace (test/reference/lab/binding-namespace): a binding in another namespace. */
export function bindingNamespaceSpec(endpoint: string): string {
  return `service:
  name: BindingNamespace
  namespace: "http://lab.example.com/near"
  endpoint: "${endpoint}"
  namedBindings:
    Far: { namespace: "http://lab.example.com/far" }
operations:
  - name: Near
    fields: [{ name: a, type: string }]
    result: { type: string }
  - name: Away
    binding: Far
    fields: [{ name: b, type: string }]
    result: { type: string }
`;
}

/** Lab.BindingLocation of ServiceDefaults.cs (test/reference/lab/service-defaults/location): a located binding. */
export function bindingLocationSpec(endpoint: string): string {
  return `service:
  name: BindingLocation
  namespace: "http://lab.example.com/location"
  endpoint: "${endpoint}"
  namedBindings:
    Ext: { namespace: "urn:ext", location: "http://example.com/ext.wsdl" }
operations:
  - name: Own
    fields: [{ name: s, type: string }]
    result: { type: string }
  - name: Far
    binding: Ext
    fields: [{ name: s, type: string }]
    result: { type: string }
`;
}
