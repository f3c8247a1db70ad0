/**
 * A WSDL's service, operations and headers read back into a spec: the inverse of SOAP reflection as ASMX
 * publishes it (one wsdl:service; SOAP 1.1, SOAP 1.2, HTTP GET and HTTP POST bindings named after the service;
 * document/literal wrappers named after the method or its MessageName; `{name}Result` then out parameters).
 * Anything outside that world is refused at its position with the construct and the reason.
 */
import { bindingGroupName, firstMethodsOrder } from "../model/binding-order.js";
import type { XmlElement } from "../../runtime/src/xml/tree.js";
import { soapActionOf, type BindingKind } from "../../runtime/src/protocol.js";
import { BASIC_PROFILE_1_1 } from "../model/build.js";
import type { RawOperation, RawOperationHeader, RawSpec } from "../spec/raw.js";
import { rootNamespaces } from "../emit/wsdl.js";
import { SchemaTypes, type ImportedField, type Pinning } from "./schema-types.js";
import { isLocatedImport, type DocumentSet, type SetDocument } from "./document-set.js";
import {
  children,
  documentationOf,
  HTTP_NS,
  SOAP11_NS,
  SOAP12_NS,
  WSDL_NS,
  XSD_NS,
  type QName,
  type WsdlDocument,
} from "./wsdl-document.js";

/** The namespace of WS-I conformance claims (wsi:Claim). */
const WSI_CLAIM_NS = "http://ws-i.org/schemas/conformanceClaim/";

const SOAP_HTTP_TRANSPORT = "http://schemas.xmlsoap.org/soap/http";
const XMLNS_NS = "http://www.w3.org/2000/xmlns/";

/** What was read, before it is written as YAML. */
export interface ImportedService {
  readonly spec: RawSpec;
  /** The SOAP port's address (the spec's endpoint); the WSDL is regenerated with it. */
  readonly address: string;
  /** Which bindings each operation is offered on, by index in `spec.operations`, as the WSDL says. */
  readonly offeredOn: readonly ReadonlySet<BindingKind>[];
}

interface BindingRead {
  readonly kind: BindingKind;
  readonly element: XmlElement;
  readonly name: string;
  /** The port type of a method's named binding ([SoapDocumentMethod(Binding)]), or undefined for the service's own. */
  readonly named?: string;
  /** The namespace it is declared in: the service's, or a named binding's own (a WSDL document the root imports). */
  readonly namespace: string;
  /** Operations by `name input-name`. */
  readonly operations: ReadonlyMap<string, XmlElement>;
  /** A binding at a location in the service's namespace: declared by the user's document there, not the root. */
  readonly locatedOwn?: boolean;
  /**
   * The SOAP version of the wsdl:binding itself, where it is not the port's: a binding at a location
   * ([WebServiceBinding(Location)]) is the one binding X of the user's document, named by both ports X and X1.
   */
  readonly definedAs?: BindingKind;
}

/**
 * The service a WSDL describes, as a spec. `pinning`: which classes of other schemas are classes of their own
 * namespace ([XmlType(Namespace)]), not the service schema's classes of their names (SchemaTypes' Pinning).
 */
export function readService(doc: WsdlDocument, pinning: Pinning = "none", included: readonly string[] = [], set?: DocumentSet): ImportedService {
  const root = doc.root;
  if (root.ns !== WSDL_NS || root.local !== "definitions") {
    throw doc.error(root, `not a WSDL 1.1 document: the root element is {${root.ns}}${root.local}, not wsdl:definitions`);
  }
  const namespace = doc.required(root, "targetNamespace");
  const documents = setDocuments(doc, set);
  const typesSections = children(root, WSDL_NS, "types");
  if (typesSections.length > 1) throw doc.error(typesSections[1]!, "a WSDL has at most one wsdl:types");
  const schema = new SchemaTypes(doc, typesSections[0], namespace, pinning, documents);
  /** The definitions of a namespace: the root's, or a WSDL document's it imports. */
  const definitionsOf = (ns: string): XmlElement | undefined => (ns === namespace ? root : documents.wsdl.get(ns));
  /**
   * The definitions declaring the `kind` named `name`: its namespace's, or, for the service's namespace, a
   * document at a location in it ([WebServiceBinding(Location)] of the service's namespace) that declares it.
   */
  const declaring = (kind: string, name: QName): XmlElement | undefined => {
    const own = definitionsOf(name.ns);
    if (name.ns !== namespace || declares(doc, own, kind, name.local)) return own;
    return documents.ownLocated.find((d) => declares(doc, d, kind, name.local)) ?? own;
  };
  // The namespaces of bindings at a location, and the location the root imports each from.
  const locations = new Map<string, string>();
  for (const child of children(root, WSDL_NS, "import")) {
    const location = doc.attribute(child, "location") ?? "";
    if (isLocatedImport(location)) locations.set(doc.attribute(child, "namespace") ?? "", location);
  }

  const services = children(root, WSDL_NS, "service");
  if (services.length === 0) {
    throw doc.error(root, "has no wsdl:service: this is not a service's published description (a contract-first bindings file?)", "wsdl:definitions");
  }
  if (services.length > 1) throw doc.error(services[1]!, "a second wsdl:service: ASMX publishes one service per document");
  const service = services[0]!;
  const serviceName = doc.required(service, "name");

  const bindings = readBindings(doc, declaring, service, serviceName, namespace, locations, documents.ownLocated);
  const httpBindings = bindings.filter((b) => b.kind === "httpGet" || b.kind === "httpPost");
  const ownBindings = bindings.filter((b) => b.named === undefined);
  const ownSoap = ownBindings.find((b) => b.kind === "soap11") ?? ownBindings.find((b) => b.kind === "soap12");
  // Every method in a named binding ([SoapDocumentMethod(Binding)]): ASMX publishes no SOAP binding of the service's
  // own, only the named ones and its HTTP bindings (lab all-named); their first port then gives the address.
  const soap = ownSoap ?? bindings.find((b) => b.kind === "soap11") ?? bindings.find((b) => b.kind === "soap12");
  if (!soap) throw doc.error(service, "has no SOAP binding: an ASMX service is always offered over SOAP");
  const soapOwn = soap;
  // [WebServiceBinding(ConformsTo = BasicProfile1_1, EmitConformanceClaims = true)]: the SOAP 1.1 binding's claim
  // (lab conformance); anything else in its documentation is left to the comparison with the generated WSDL.
  const soap11Own = ownBindings.find((b) => b.kind === "soap11");
  const claimDocs = soap11Own ? documentationOf(soap11Own.element) : undefined;
  const claim = claimDocs && children(claimDocs, WSI_CLAIM_NS, "Claim")[0];
  const conformanceClaim = claim !== undefined && doc.attribute(claim, "conformsTo") === BASIC_PROFILE_1_1;
  // A named binding's own claim (lab conformance-named): each SOAP 1.1 binding X of the service's namespace says
  // it, in port order. One in another namespace or at a location (not recorded) is left to the comparison.
  const claims = (element: XmlElement): boolean => {
    const docs = documentationOf(element);
    const first = docs && children(docs, WSI_CLAIM_NS, "Claim")[0];
    return first !== undefined && doc.attribute(first, "conformsTo") === BASIC_PROFILE_1_1;
  };
  const conformanceClaimBindings = [...new Set(bindings.flatMap((b) => (b.kind === "soap11" && b.named !== undefined && b.namespace === namespace && b.locatedOwn !== true && claims(b.element) ? [b.named] : [])))];
  const portTypeName = ownSoap === undefined ? undefined : doc.qname(ownSoap.element, "type");
  if (ownSoap !== undefined && !portTypeName) throw doc.error(ownSoap.element, "has no type attribute: a binding names the port type it binds");
  // The service's own port type, then each named binding's ([SoapDocumentMethod(Binding)]), in port order.
  const namedPortTypes = [...new Set(bindings.flatMap((b) => (b.named !== undefined ? [b.named] : [])))];
  const portTypes = [
    ...(ownSoap === undefined || portTypeName === undefined ? [] : [{ named: undefined as string | undefined, element: findNamed(doc, root, "portType", portTypeName, ownSoap.element) }]),
    ...namedPortTypes.map((named) => {
      const at = bindings.find((b) => b.named === named)!;
      return { named, element: findNamed(doc, declaring("portType", { ns: at.namespace, local: named }), "portType", { ns: at.namespace, local: named }, at.element) };
    }),
  ];

  const messages = new Map(children(root, WSDL_NS, "message").map((m) => [doc.required(m, "name"), m] as const));
  const messageOrder = new Map([...messages.keys()].map((name, i) => [name, i] as const));
  const message = (at: XmlElement, attribute: string): XmlElement => {
    const name = doc.qname(at, attribute);
    if (!name) throw doc.error(at, `has no ${attribute} attribute`);
    const declaredIn = name.ns === namespace && messages.has(name.local) ? undefined : declaring("message", name);
    const found = declaredIn === undefined ? messages.get(name.local) : children(declaredIn, WSDL_NS, "message").find((m) => doc.attribute(m, "name") === name.local);
    if (!found) throw doc.error(at, `the message '${name.local}' is not declared`);
    return found;
  };
  /** The global element a SOAP message's single `parameters` part names. */
  /**
   * [SoapDocumentMethod(RequestNamespace)] on a bare method of the service's own binding (lab bare-defaults): every
   * parameter's global element in that namespace's schema. A class's root element of another namespace is too
   * ([XmlRoot(ElementName, Namespace)], bareRoot), so a namespace is taken when one element at least is named as
   * its part (not renamed by a root) and not of a class; else undefined, the elements roots.
   */
  const bareRequestNamespace = (msg: XmlElement, parts: readonly XmlElement[]): string | undefined => {
    const named = parts.map((p) => ({ part: doc.attribute(p, "name"), ...partElement(msg, doc.attribute(p, "name")) }));
    const ns = named[0]?.name.ns;
    if (ns === undefined || ns === namespace || named.some((p) => p.name.ns !== ns)) return undefined;
    const plainElement = (p: (typeof named)[number]): boolean => p.part === p.name.local && !isClassElement(p.element);
    return named.some(plainElement) ? ns : undefined;
  };
  /** [SoapDocumentMethod(ResponseNamespace)] on a bare method (lab bare-defaults): its result element `{Message}Result` there. */
  const bareResponseNamespace = (msg: XmlElement, resultName: string): string | undefined => {
    const parts = children(msg, WSDL_NS, "part");
    const first = parts[0];
    if (first === undefined || doc.attribute(first, "name") !== resultName) return undefined;
    const { name } = partElement(msg, resultName);
    return name.ns !== namespace && name.local === resultName ? name.ns : undefined;
  };
  /** Whether a global element is typed with a complex type (a class) rather than a simple type or an enum. */
  const isClassElement = (element: XmlElement): boolean => {
    const type = doc.qname(element, "type");
    return type !== undefined && type.ns !== XSD_NS && schema.global("complexType", type) !== undefined;
  };
  const partElement = (msg: XmlElement, part?: string): { element: XmlElement; name: QName } => {
    const parts = children(msg, WSDL_NS, "part");
    const chosen = part === undefined ? parts : parts.filter((p) => doc.attribute(p, "name") === part);
    if (chosen.length !== 1) throw doc.error(msg, part === undefined ? "a document/literal message has exactly one part" : `has no part '${part}'`);
    const p = chosen[0]!;
    const name = doc.qname(p, "element");
    const type = name ? undefined : doc.qname(p, "type");
    // A bare [XmlAnyElement] parameter or result: ASMX's part names the mixed complexType `any` it publishes.
    if (type && type.ns === namespace && /^any\d*$/.test(type.local)) {
      throw doc.error(p, `a bare xs:any parameter or result ([XmlAnyElement] with ParameterStyle.Bare, a part of type ${type.local}) is not supported yet: ASMX reads every element of the SOAP Body into the parameter and writes a result's elements there (recorded: test/reference/lab/any-parameters-more/, AnyBare)`, "wsdl:part type");
    }
    if (!name) throw doc.error(p, "a part with a type (rpc style) is outside ASMX's document/literal world; it names an element", "wsdl:part type");
    const element = schema.global("element", name);
    if (!element) throw doc.error(p, `the element '${name.local}' is not declared in wsdl:types`);
    return { element, name };
  };

  const read: { raw: RawOperation; kinds: Set<BindingKind>; key: string; named?: string }[] = [];
  const namedBindings: Record<string, { namespace: string; location?: string }> = {};
  for (const { named, element: portType } of portTypes) for (const op of children(portType, WSDL_NS, "operation")) {
    const soap = named === undefined ? soapOwn : (bindings.find((b) => b.named === named && b.kind === "soap11") ?? bindings.find((b) => b.named === named)!);
    const name = doc.required(op, "name");
    const input = children(op, WSDL_NS, "input")[0];
    if (!input) throw doc.error(op, "has no wsdl:input (a notification operation is not something ASMX publishes)");
    const output = children(op, WSDL_NS, "output")[0];
    const inputName = doc.attribute(input, "name");
    const inputMessage = message(input, "message");
    // [SoapDocumentMethod(ParameterStyle = Bare)]: a part per parameter, named after it, not one `parameters`.
    const inputParts = children(inputMessage, WSDL_NS, "part");
    const bare = inputParts.length !== 1 || doc.attribute(inputParts[0]!, "name") !== "parameters";
    const request = bare ? undefined : partElement(inputMessage);
    // The wrappers are in the namespace of the operation's binding: a named binding's own, else the service's.
    const wrapperNs = named === undefined ? namespace : soap.namespace;
    const locatedOwn = named !== undefined && wrapperNs === namespace && soap.locatedOwn === true;
    if (wrapperNs !== namespace || locatedOwn) namedBindings[named!] = { namespace: wrapperNs, ...(locations.has(wrapperNs) ? { location: locations.get(wrapperNs)! } : {}) };
    // [SoapDocumentMethod(RequestNamespace, ResponseNamespace)]: a wrapper in a schema of its own (lab
    // wrapper-namespace), recorded for the service's own bindings.
    const requestNs = request?.name.ns ?? (bare ? bareRequestNamespace(inputMessage, inputParts) : undefined) ?? wrapperNs;
    if (requestNs !== wrapperNs && wrapperNs !== namespace) throw doc.error(request!.element, "a request element outside its binding's namespace is not yet expressible in the spec format");
    // ASMX names the input after an overload's MessageName; the wrappers' elements are the message name unless
    // [SoapDocumentMethod(RequestElementName/ResponseElementName)] renames them, which the WSDL shows in the parts only.
    const messageName = inputName ?? name;

    const raw: RawOperation = { name, fields: [] };
    if (messageName !== name) raw.messageName = messageName;
    if (named !== undefined) raw.binding = named;
    if (bare) raw.parameterStyle = "bare";
    if (request && request.name.local !== messageName) raw.requestElement = request.name.local;
    if (requestNs !== wrapperNs) raw.requestNamespace = requestNs;
    const response = output && !bare ? partElement(message(output, "message")) : undefined;
    if (response && response.name.local !== `${messageName}Response`) raw.responseElement = response.name.local;
    const bareOutput = bare && output ? message(output, "message") : undefined;
    const responseNs = response?.name.ns ?? (bareOutput ? bareResponseNamespace(bareOutput, `${messageName}Result`) : undefined) ?? wrapperNs;
    if (responseNs !== wrapperNs && wrapperNs !== namespace) throw doc.error(response!.element, "a response element outside its binding's namespace is not yet expressible in the spec format");
    if (responseNs !== wrapperNs) raw.responseNamespace = responseNs;
    const documentation = documentationOf(op);
    if (documentation) raw.description = documentationText(doc, documentation);
    // A bare method's parameters are global elements, one part each, named after the .NET parameter.
    raw.fields = request
      ? schema.wrapperMembers(request.element).map((e) => schema.field(e, "parameter", requestNs))
      : inputParts.map((p) => {
          const partName = doc.required(p, "name");
          const { element, name: elementName } = partElement(inputMessage, partName);
          // A class's root element of another namespace ([XmlRoot(ElementName, Namespace)], lab xml-root-more):
          // the parameter keeps its .NET name, the class's `root` says the element. A bare element of a binding in
          // another namespace is that binding's (lab binding-namespace-types/bare).
          if (elementName.ns !== requestNs) return { name: partName, type: schema.bareRoot(element, elementName) };
          const field = schema.bareElement(element);
          return partName !== field.name ? { ...field, parameterName: partName } : field;
        });
    // HTTP GET and POST name a parameter after the .NET parameter, SOAP after its element ([XmlElement]).
    const onHttp = httpBindings.some((b) => b.operations.has(`${name} ${inputName ?? ""}`));
    const httpInput = onHttp ? (messages.get(`${messageName}HttpGetIn`) ?? messages.get(`${messageName}HttpPostIn`)) : undefined;
    const httpParts = httpInput ? children(httpInput, WSDL_NS, "part") : [];
    if (httpParts.length === raw.fields.length) {
      httpParts.forEach((part, i) => {
        const field = raw.fields[i] as ImportedField;
        const partName = doc.attribute(part, "name");
        if (partName !== undefined && partName !== field.name) field.parameterName = partName;
      });
    }

    if (bare && !output) raw.oneWay = true;
    else if (bare) {
      // The result's part is named {MessageName}Result; its element too unless [return: XmlElement] renames it.
      // The out (and ref) parameters' parts follow, named after the .NET parameters; void: no result part.
      const resultName = `${messageName}Result`;
      const outputMessage = message(output!, "message");
      const outputParts = children(outputMessage, WSDL_NS, "part");
      const hasResult = outputParts.length > 0 && doc.attribute(outputParts[0]!, "name") === resultName;
      const resultPart = hasResult ? partElement(outputMessage, resultName) : undefined;
      if (resultPart && resultPart.name.ns !== responseNs) raw.result = { type: schema.bareRoot(resultPart.element, resultPart.name) };
      else if (resultPart) {
        const result = schema.bareElement(resultPart.element);
        raw.result = {
          type: result.type,
          ...(result.name !== resultName ? { name: result.name } : {}),
          ...(result.dataType !== undefined ? { dataType: result.dataType } : {}),
          ...(result.arrayItem ? { arrayItem: result.arrayItem } : {}),
          ...(result.nullable ? { nullable: true } : {}),
        };
      }
      const outs = outputParts.slice(hasResult ? 1 : 0).map((p) => {
        const partName = doc.required(p, "name");
        const field = schema.bareElement(partElement(outputMessage, partName).element);
        return partName !== field.name ? { ...field, parameterName: partName } : field;
      });
      if (outs.length > 0) raw.out = outs;
    } else if (!response) raw.oneWay = true;
    else {
      const members = schema.wrapperMembers(response.element);
      const resultName = `${messageName}Result`;
      const first = members[0];
      const firstName = first && doc.attribute(first, "name");
      // [return: XmlElement("X")] renames the result element. A SOAP response cannot tell it from a void
      // method's out parameter X (the wire is the same); HTTP GET/POST can, having no out parameters.
      // A class's root element of another namespace ([XmlRoot(ElementName, Namespace)]) names itself.
      const rootResult = first !== undefined && doc.attribute(first, "ref") !== undefined;
      const choiceResult = first?.local === "choice" ? resultChoice(first, members.slice(1)) : undefined;
      if (choiceResult) {
        raw.result = choiceResult;
        members.shift();
      } else if (first?.local === "element" && members.length === 1 && schema.namedAnyParameter(first, responseNs) !== undefined) {
        // [return: XmlAnyElement(Name, Namespace)] (lab any-parameters-more: NamedGet): the response wrapper's only
        // member, an element of mixed any content, maxOccurs="unbounded".
        const any = schema.namedAnyParameter(first, responseNs)!;
        raw.result = { type: any.type, any: any.any as { name: string; namespace?: string } };
        members.shift();
      } else if (first?.local === "any") {
        // [return: XmlAnyElement] (lab any-parameters): the response wrapper's only member.
        const any = schema.field(first, "out", responseNs);
        if (any.any !== true) throw doc.error(first, "an xs:any result with a namespace ([return: XmlAnyElement(Namespace)]) is not yet expressible in the spec format", "s:any namespace");
        raw.result = { type: any.type, any: true };
        members.shift();
      } else if (first && (firstName === resultName || onHttp || rootResult)) {
        const result = schema.result(first);
        // An XmlElement/XmlNode result of another namespace ([return: XmlElement(Name, Namespace)], lab
        // result-renamed) names its element there.
        const nodeNamespace = rootResult ? result.namespace : undefined;
        raw.result = {
          type: result.type,
          ...(firstName !== resultName && !rootResult ? { name: result.name } : {}),
          ...(nodeNamespace !== undefined && result.name !== resultName ? { name: result.name } : {}),
          ...(nodeNamespace !== undefined ? { namespace: nodeNamespace } : {}),
          ...(result.dataType !== undefined ? { dataType: result.dataType } : {}),
          ...(result.arrayItem ? { arrayItem: result.arrayItem } : {}),
          ...(result.nullable ? { nullable: true } : {}),
          // [return: XmlElement(Form = Unqualified)] on a class result (lab parameter-forms, GetBox).
          ...(result.unqualified ? { unqualified: true } : {}),
        };
        members.shift();
      }
      if (members.length > 0) raw.out = members.map((e) => schema.field(e, "out", responseNs));
    }

    /**
     * [return: XmlChoiceIdentifier] (lab choice-results): a choice first in the response wrapper is the result, as
     * ASMX writes the result first (a void method's choice out parameter has the same wire and WSDL); its identifier
     * the first out parameter of an enum (an array of one when the choice repeats) with a value for every element,
     * which ASMX needs to publish it (the WSDL does not say which). Undefined when none is: an out parameter then.
     */
    function resultChoice(choice: XmlElement, outs: readonly XmlElement[]): RawOperation["result"] | undefined {
      const field = schema.field(choice, "parameter", responseNs);
      const elements = (field.choice ?? []).map((c) => c.name);
      const identifier = outs.find((e) => {
        if (doc.attribute(e, "name") === undefined || e.local !== "element") return false;
        const type = schema.field(e, "out", responseNs).type;
        const enumName = field.repeated ? (type.endsWith("[]") ? type.slice(0, -2) : undefined) : type;
        const declared = enumName === undefined ? undefined : schema.enums.get(enumName)?.body;
        // A flags enum names several elements at once: not an identifier.
        const values = declared === undefined || declared.flags ? [] : Array.isArray(declared.values) ? declared.values : Object.keys(declared.values);
        return elements.length > 0 && elements.every((v) => values.includes(v));
      });
      // A choice of classes alone, no identifier (labs choice-classes, choice-classes-result: Pick): a result when
      // HTTP GET/POST offer the method (they offer none with out parameters), else a void method's out parameter.
      if (identifier === undefined && onHttp && field.choice !== undefined && field.choice.every((c) => schema.classes.has(c.type))) {
        return { type: field.type, ...(field.repeated ? { repeated: true } : {}), choice: field.choice };
      }
      if (identifier === undefined) return undefined;
      return {
        type: field.type,
        ...(field.repeated ? { repeated: true } : {}),
        ...(field.choice ? { choice: field.choice } : {}),
        identifier: doc.attribute(identifier, "name")!,
      };
    }

    // An HTTP GET/POST result document's root: its global element says a class's [XmlRoot(IsNullable = false)].
    const httpOutput = onHttp && raw.result ? (messages.get(`${messageName}HttpGetOut`) ?? messages.get(`${messageName}HttpPostOut`)) : undefined;
    const httpResultParts = httpOutput ? children(httpOutput, WSDL_NS, "part") : [];
    // An XmlNode, XmlElement or XmlDocument result ASMX offers over HTTP GET/POST: a part naming neither element nor
    // type, bound as mime:content text/xml; the document is the node itself (lab xml-node-http). The SOAP result
    // says which (XmlElement, or XmlNode for mixed content); the proof holds the binding's mime:content.
    const nodePart =
      httpResultParts.length === 1 && doc.attribute(httpResultParts[0]!, "element") === undefined && doc.attribute(httpResultParts[0]!, "type") === undefined;
    if (nodePart && (raw.result?.any || (raw.result?.type !== "XmlElement" && raw.result?.type !== "XmlNode"))) {
      throw doc.error(httpResultParts[0]!, `the HTTP GET/POST result part of '${messageName}' names no element: ASMX publishes this for an XmlNode, XmlElement or XmlDocument result alone (recorded: test/reference/lab/xml-node-http/), and the SOAP result here is ${raw.result?.any ? "an [XmlAnyElement] result" : `of type ${raw.result?.type ?? "(none)"}`}`, "wsdl:part");
    }
    if (httpOutput && httpResultParts.length === 1 && !nodePart) {
      const { element, name } = partElement(httpOutput);
      // The class's element of a DataSet's shape: an IXmlSerializable class without [XmlSchemaProvider] (lab
      // xml-serializable-bare), whose SOAP result element has that shape too (read as a DataSet until here).
      const bare = schema.bareSerializable(element);
      if (bare !== undefined) {
        if (raw.result?.type !== "DataSet" || raw.result.repeated || raw.result.any) {
          throw doc.error(element, `the HTTP GET/POST result '${bare}' has a DataSet's shape, the document of an IXmlSerializable class without [XmlSchemaProvider], but the SOAP result of '${messageName}' is ${raw.result?.type ?? "(none)"}: ASMX gives both the class's shape`, "s:element name");
        }
        raw.result.type = bare;
      }
      schema.httpResultElement(element, name.ns);
      // An xs:any result whose HTTP document is ArrayOfXmlNode is an XmlNode[] (lab any-parameters-more: NodesGet).
      if (raw.result?.any && raw.result.type === "XmlElement[]" && name.local === "ArrayOfXmlNode" && name.ns === namespace) raw.result.type = "XmlNode[]";
    }

    const soapOp = soap.operations.get(`${name} ${inputName ?? ""}`);
    if (!soapOp) throw doc.error(op, `is not in the binding '${soap.name}'`);
    const soapKind = soap.definedAs ?? soap.kind;
    const action = children(soapOp, soapKind === "soap11" ? SOAP11_NS : SOAP12_NS, "operation")[0];
    const soapAction = action && doc.attribute(action, "soapAction");
    // [SoapDocumentMethod(Action)]: another action, empty ones included (lab request-routing).
    if (soapAction === undefined || /[\s"]/.test(soapAction)) {
      throw doc.error(action ?? soapOp, `the SOAPAction '${soapAction ?? ""}' is not yet expressible in the spec format: ASMX's default is '${soapActionOf(namespace, messageName)}'`, "soap:operation soapAction");
    }
    if (soapAction !== soapActionOf(namespace, messageName)) raw.soapAction = soapAction;
    const headers = readHeaders(doc, soapOp, soapKind, (at, msg, part) => {
      const { element, name: headerElement } = partElement(message(at, msg), part);
      const type = doc.qname(element, "type");
      if (!type || headerElement.ns !== namespace) throw doc.error(element, "a SOAP header element is a class's element in the service's namespace");
      const className = schema.headerClass(element, type);
      if (className !== headerElement.local) throw doc.error(element, `the header element '${headerElement.local}' has the class '${className}'; ASMX names it after the class`);
      return className;
    });
    // ASMX writes a method's header messages in the order of its [SoapHeader] attributes, which the spec keeps;
    // the binding lists the request's and the response's apart.
    const position = (h: RawOperationHeader): number => messageOrder.get(`${messageName}${h.name}`) ?? Number.MAX_SAFE_INTEGER;
    headers.sort((a, b) => position(a) - position(b));
    if (headers.length > 0) raw.headers = headers;

    const key = `${name} ${inputName ?? ""}`;
    const kinds = new Set<BindingKind>();
    for (const b of bindings) if (b.operations.has(key) && (b.named === named || b.kind === "httpGet" || b.kind === "httpPost")) kinds.add(b.kind);
    read.push({ raw, kinds, key, ...(named !== undefined ? { named } : {}) });
  }
  const ordered = declarationOrder(read, httpBindings);
  // Methods sharing a SOAPAction work only when routed by request element ([SoapDocumentService(RoutingStyle =
  // RequestElement)]): under SOAPAction routing ASMX publishes them but refuses every SOAP request (lab
  // request-routing). Nothing else in the WSDL tells the routing style.
  const actions = read.map((r) => r.raw.soapAction ?? soapActionOf(namespace, r.raw.messageName ?? r.raw.name));
  const sharedAction = new Set(actions).size < actions.length;
  const bindingOrder = publishedBindingOrder(serviceName, bindings, ordered);
  const operations = ordered.map((r) => r.raw);
  schema.checkBareSerializables();
  // [XmlRoot(ElementName)] alone: a result or parameter named after the root, nillable, is the root's own form
  // (lab xml-root-more); the spec says it by the class's `root` alone.
  const namedRoot = (type: string): string | undefined => {
    const root = schema.classes.get(type)?.body.root;
    return root?.namespace === undefined ? root?.name : undefined;
  };
  for (const op of operations) {
    const result = op.result as { name?: string; nullable?: boolean; type: string } | undefined;
    if (result && result.name !== undefined && result.name === namedRoot(result.type) && result.nullable) {
      delete result.name;
      delete result.nullable;
    }
    for (const field of [...op.fields, ...(op.out ?? [])]) {
      if (typeof field === "string") continue;
      const f = field as { name: string; nullable?: boolean; type: string };
      if (f.nullable && f.name === namedRoot(f.type)) delete f.nullable;
    }
  }
  const offeredOn = ordered.map((r) => r.kinds);
  // [XmlInclude] on the service or its methods: classes of the service's schema no operation names.
  const xmlInclude = included.map((local) => {
    const typed = schema.named(root, { ns: namespace, local });
    if (typed.model.kind !== "complex") throw doc.error(root, `the type '${local}' no operation uses is not a class`, "s:complexType");
    return typed.name;
  });
  schema.checkAnyAttribute();
  schema.distinctInheritedNames();

  const soapPort = children(service, WSDL_NS, "port").find((p) => doc.qname(p, "binding")?.local === soap.name);
  const address = soapPort && children(soapPort, soap.kind === "soap11" ? SOAP11_NS : SOAP12_NS, "address")[0];
  const endpoint = address ? doc.required(address, "location") : "";
  if (!endpoint) throw doc.error(soapPort ?? service, "the SOAP port has no soap:address location");

  const description = documentationOf(root);
  const present = new Set(bindings.map((b) => b.kind));
  const prefixOrder = publishedPrefixOrder(root, namespace);
  // .NET on Windows ends lines with CR LF (the parser hands text on with LF only).
  const crlf = /\r\n/.test(doc.text.slice(0, 4096));
  // ASMX 1.x said style="document" on soap:binding as well as on each soap:operation.
  const framework1 = bindings.some((b) => {
    const soapBinding = children(b.element, b.kind === "soap12" ? SOAP12_NS : SOAP11_NS, "binding")[0];
    return soapBinding !== undefined && doc.attribute(soapBinding, "style") === "document";
  });
  // SharePoint's published WSDLs import the XML Schema namespace into the service schema, to no effect.
  const importXmlSchema = children(root, WSDL_NS, "types")
    .flatMap((types) => children(types, XSD_NS, "schema"))
    .filter((schema) => doc.attribute(schema, "targetNamespace") === namespace)
    .some((schema) => children(schema, XSD_NS, "import").some((i) => doc.attribute(i, "namespace") === XSD_NS));
  const style = {
    ...(prefixOrder ? { prefixOrder } : {}),
    ...(crlf ? { newline: "crlf" as const } : {}),
    ...(framework1 ? { framework: "1.x" as const } : {}),
    ...(importXmlSchema ? { importXmlSchema: true } : {}),
    ...(bindingOrder ? { bindingOrder } : {}),
  };
  const spec: RawSpec = {
    service: {
      name: serviceName,
      namespace,
      endpoint,
      ...(description ? { description: documentationText(doc, description) } : {}),
      ...(xmlInclude.length ? { xmlInclude } : {}),
      ...(conformanceClaim ? { conformanceClaim: "basicProfile1_1" as const } : {}),
      ...(conformanceClaimBindings.length ? { conformanceClaimBindings } : {}),
      ...(sharedAction ? { routingStyle: "requestElement" as const } : {}),
      ...(Object.keys(namedBindings).length ? { namedBindings } : {}),
      // An HTTP binding without operations is published only when the spec lists the service's bindings.
      ...(present.size < 4 || bindings.some((b) => (b.kind === "httpGet" || b.kind === "httpPost") && b.operations.size === 0) ? { bindings: (["soap11", "soap12", "httpGet", "httpPost"] as const).filter((k) => present.has(k)) } : {}),
      ...(Object.keys(style).length ? { wsdl: style } : {}),
    },
    operations,
  };
  const sorted = <T>(entries: Map<string, { body: T; line: number }>, keep: (name: string) => boolean): Record<string, T> =>
    Object.fromEntries([...entries].filter(([n]) => keep(n)).sort((a, b) => a[1].line - b[1].line).map(([n, d]) => [n, d.body]));
  if (schema.enums.size) spec.enums = sorted(schema.enums, () => true);
  // Typed DataSets in the order the WSDL lists their schemas (ASMX's own order), which the spec keeps.
  if (schema.xmlSerializables.size) {
    spec.xmlSerializable = Object.fromEntries([...schema.xmlSerializables].sort(([, a], [, b]) => a.line - b.line).map(([name, d]) => [name, d.body]));
  }
  if (schema.dataSets.size) {
    spec.dataSets = Object.fromEntries([...schema.dataSets.values()].sort((a, b) => a.line - b.line).map((d) => [d.name, d.body]));
  }
  const types = sorted(schema.classes, (n) => schema.classes.get(n)!.role === "types");
  const headerTypes = sorted(schema.classes, (n) => schema.classes.get(n)!.role === "headers");
  if (Object.keys(types).length) spec.types = types;
  if (Object.keys(headerTypes).length) spec.headers = headerTypes;
  return { spec, address: endpoint, offeredOn };
}

/**
 * The operations in the class's declaration order: a named binding's port type lists its methods apart, the
 * HTTP port types list every method in its place (lab: http-order). A named method off HTTP goes right before
 * the next method of its port type (the WSDL cannot tell more), or after the last; one of the service's own
 * port type is in it already.
 */
function declarationOrder<T extends { key: string; named?: string }>(read: readonly T[], http: readonly BindingRead[]): T[] {
  const result = read.filter((r) => r.named === undefined);
  const httpOrder = httpMethodOrder(http);
  const named = read.filter((r) => r.named !== undefined);
  for (const r of named) {
    const at = httpOrder.indexOf(r.key);
    if (at < 0) continue;
    const before = httpOrder.slice(0, at).reverse().find((key) => result.some((o) => o.key === key));
    result.splice(before === undefined ? 0 : result.findIndex((o) => o.key === before) + 1, 0, r);
  }
  named.forEach((r, i) => {
    if (result.includes(r)) return;
    const next = named.slice(i + 1).find((o) => o.named === r.named && result.includes(o));
    result.splice(next === undefined ? result.length : result.indexOf(next), 0, r);
  });
  return result;
}

/**
 * The methods' order as the HTTP GET and POST bindings list them (the class's, whatever binding a method's SOAP
 * operations are in): HTTP GET's, and each method only HTTP POST offers after the one it follows there.
 */
function httpMethodOrder(http: readonly BindingRead[]): string[] {
  const order: string[] = [];
  for (const binding of http) {
    const keys = [...binding.operations.keys()];
    keys.forEach((key, i) => {
      if (order.includes(key)) return;
      const before = keys.slice(0, i).reverse().find((k) => order.includes(k));
      order.splice(before === undefined ? 0 : order.indexOf(before) + 1, 0, key);
    });
  }
  return order;
}

/**
 * The SOAP bindings' order (binding-order.ts) when it is not the order of their first methods: the WSDL's
 * SOAP 1.1 ports, each named as the spec names it.
 */
function publishedBindingOrder(serviceName: string, bindings: readonly BindingRead[], ordered: readonly { named?: string }[]): string[] | undefined {
  const published = bindings.filter((b) => b.kind === "soap11").map((b) => bindingGroupName(serviceName, b.named));
  const firstMethods = firstMethodsOrder(serviceName, ordered.map((r) => r.named))
    .map((g) => bindingGroupName(serviceName, g))
    .filter((name) => published.includes(name));
  return published.join(" ") === firstMethods.join(" ") ? undefined : published;
}

/**
 * The order the root declares ASMX's prefixes in (a hash order of the publishing runtime), when it is not the
 * generator's own: kept so that the WSDL comes back byte for byte. Only the order: canonical XML ignores it.
 */
function publishedPrefixOrder(root: XmlElement, namespace: string): string[] | undefined {
  const declared = root.attributes.filter((a) => a.ns === XMLNS_NS && a.name !== "xmlns" && /^(soap|soap12|soapenc|http|mime|tm|s|tns|s[0-9]+)$/.test(a.local));
  // The emitter numbers schemas in order (s1, s2, ...) and writes those ROOT_PREFIX_ORDER does not place in that
  // order; a hash table may publish them otherwise (s3 s5 s4: lab sweep4-erp), which the spec must then say.
  const schemas = declared
    .filter((a) => /^s[0-9]+$/.test(a.local))
    .map((a) => ({ prefix: a.local, namespace: a.value }))
    .sort((a, b) => Number(a.prefix.slice(1)) - Number(b.prefix.slice(1)));
  const present = new Set(declared.map((a) => a.local));
  const ours = rootNamespaces(namespace, schemas).map((n) => n.prefix).filter((p) => present.has(p));
  const theirs = declared.map((a) => a.local);
  return ours.join(" ") === theirs.join(" ") ? undefined : theirs;
}

/**
 * The other documents of a set the root refers to, read as the root's (see WsdlDocument.adopt): the WSDL
 * documents its wsdl:import names, by namespace, and the schema documents every WSDL document's types include or
 * import. Without a set, a reference to another document is refused, naming it.
 */
function setDocuments(
  doc: WsdlDocument,
  set: DocumentSet | undefined,
): { wsdl: Map<string, XmlElement>; ownLocated: XmlElement[]; schemas: XmlElement[]; references: Set<XmlElement> } {
  const wsdl = new Map<string, XmlElement>();
  // Documents at a location in the root's own namespace (lab binding-location-forms/own): read beside the root.
  const ownLocated: XmlElement[] = [];
  const schemas: XmlElement[] = [];
  const references = new Set<XmlElement>();
  for (const child of children(doc.root, WSDL_NS, "import")) {
    const target = set?.target(child);
    if (target === undefined) {
      const location = doc.attribute(child, "location");
      if (location !== undefined && isLocatedImport(location)) throw doc.error(child, locatedDocumentMissing(location));
      throw doc.error(child, `imports the WSDL document '${location ?? "(no location)"}', which was not read with it: import the set (the service's URL, a folder, or the files)`);
    }
    if (target.document.root === doc.root) throw doc.error(child, "a wsdl:import of this document itself: a service's WSDL imports only other documents");
    const ownNamespace = target.targetNamespace === doc.attribute(doc.root, "targetNamespace");
    if (ownNamespace && isLocatedImport(doc.attribute(child, "location") ?? "") && !ownLocated.includes(target.document.root)) {
      doc.adopt(target.document);
      ownLocated.push(target.document.root);
      continue;
    }
    if (wsdl.has(target.targetNamespace) || target.targetNamespace === doc.attribute(doc.root, "targetNamespace")) {
      throw doc.error(child, `a second WSDL document of the namespace '${target.targetNamespace}': ASMX writes one per namespace`);
    }
    doc.adopt(target.document);
    wsdl.set(target.targetNamespace, target.document.root);
    if (children(target.document.root, WSDL_NS, "import").length > 0) {
      throw doc.error(children(target.document.root, WSDL_NS, "import")[0]!, "an imported WSDL document that imports another: ASMX's root imports them all");
    }
  }
  if (set === undefined) return { wsdl, ownLocated, schemas, references };
  const definitions = [doc.root, ...wsdl.values()];
  const seen = new Set<SetDocument>();
  const follow = (schema: XmlElement): void => {
    for (const reference of children(schema, XSD_NS)) {
      const target = set.target(reference);
      if (target === undefined) continue;
      references.add(reference);
      if (seen.has(target)) continue;
      seen.add(target);
      doc.adopt(target.document);
      schemas.push(target.document.root);
      follow(target.document.root);
    }
  };
  for (const definition of definitions) for (const types of children(definition, WSDL_NS, "types")) for (const schema of children(types, XSD_NS, "schema")) follow(schema);
  // The user's document of a binding at a location may declare its elements in its own wsdl:types (ASMX's
  // documents of a set hold only references there).
  for (const child of children(doc.root, WSDL_NS, "import")) {
    if (!isLocatedImport(doc.attribute(child, "location") ?? "")) continue;
    for (const types of children(set.target(child)!.document.root, WSDL_NS, "types")) schemas.push(...children(types, XSD_NS, "schema"));
  }
  return { wsdl, ownLocated, schemas, references };
}

/** Why a root cannot be read without the document of its binding at a location: one line, naming it. */
export function locatedDocumentMissing(location: string): string {
  return `the WSDL document '${location}' of a binding at a location ([WebServiceBinding(Location)]) was not given, and ASMX does not publish it: give it too (its file after the WSDL's, a folder holding both, or the service's URL with --allow-host for the location's host)`;
}

/** The text of a wsdl:documentation: ASMX writes the description as text, with no markup. */
function documentationText(doc: WsdlDocument, documentation: XmlElement): string {
  for (const child of documentation.children) {
    if (typeof child !== "string") throw doc.error(child, "markup inside wsdl:documentation is not yet expressible in the spec format (descriptions are text)");
  }
  return documentation.children.join("");
}

/** Whether `definitions` declares the `kind` named `name`. */
function declares(doc: WsdlDocument, definitions: XmlElement | undefined, kind: string, name: string): boolean {
  return definitions !== undefined && children(definitions, WSDL_NS, kind).some((e) => doc.attribute(e, "name") === name);
}

function findNamed(doc: WsdlDocument, root: XmlElement | undefined, kind: string, name: QName, at: XmlElement): XmlElement {
  const found = root && children(root, WSDL_NS, kind).find((e) => doc.attribute(e, "name") === name.local);
  if (!found) throw doc.error(at, `the ${kind} '${name.local}' is not declared`);
  return found;
}

/** The service's ports and their bindings, each checked to be one of ASMX's four, named as ASMX names them. */
function readBindings(
  doc: WsdlDocument,
  declaring: (kind: string, name: QName) => XmlElement | undefined,
  service: XmlElement,
  serviceName: string,
  namespace: string,
  locations: ReadonlyMap<string, string>,
  ownLocated: readonly XmlElement[],
): BindingRead[] {
  const result: BindingRead[] = [];
  const suffix: Record<BindingKind, string> = { soap11: "Soap", soap12: "Soap12", httpGet: "HttpGet", httpPost: "HttpPost" };
  for (const port of children(service, WSDL_NS, "port")) {
    const bindingName = doc.qname(port, "binding");
    if (!bindingName) throw doc.error(port, "has no binding attribute");
    const declaredIn = declaring("binding", bindingName);
    if (declaredIn === undefined) throw doc.error(port, `the binding '${bindingName.local}' is in another namespace ('${bindingName.ns}') that no wsdl:import brings`);
    const binding = findNamed(doc, declaredIn, "binding", bindingName, port);
    // A binding at a location in the service's namespace: declared by the document there, not by the root.
    const locatedOwn = ownLocated.includes(declaredIn);
    const definedAs = bindingKind(doc, binding);
    // A binding at a location: the one binding X of the user's document, named by the port X (SOAP 1.1) and the
    // port X1 (SOAP 1.2) alike; the port's address says which (lab service-defaults/location).
    const located = locations.has(bindingName.ns) && (bindingName.ns !== namespace || locatedOwn) ? locatedPort(doc, port, binding, bindingName.local) : undefined;
    const kind = located?.kind ?? definedAs;
    const expected = serviceName + suffix[kind];
    const named = located !== undefined ? located.named : bindingName.local !== expected ? namedBinding(doc, port, binding, kind, bindingName.local) : undefined;
    if (bindingName.ns !== namespace && named === undefined) {
      throw doc.error(port, `the binding '${bindingName.local}' of another namespace is not a named SOAP binding as ASMX writes one (X and X1 of the port type X)`);
    }
    if (named === undefined && result.some((b) => b.kind === kind && b.named === undefined)) throw doc.error(port, `a second ${kind} port: ASMX publishes one port per binding`);
    if (named === undefined && (bindingName.local !== expected || doc.attribute(port, "name") !== expected)) {
      throw doc.error(port, `the ${kind} port and binding are named '${doc.attribute(port, "name")}' and '${bindingName.local}'; ASMX names both '${expected}' after the service (a method's named binding X is the SOAP 1.1 binding X and the SOAP 1.2 binding X1 of the port type X, each port named after its binding)`);
    }
    const operations = new Map<string, XmlElement>();
    for (const op of children(binding, WSDL_NS, "operation")) {
      const input = children(op, WSDL_NS, "input")[0];
      operations.set(`${doc.required(op, "name")} ${(input && doc.attribute(input, "name")) ?? ""}`, op);
      if (definedAs === "soap11" || definedAs === "soap12") checkLiteral(doc, op, definedAs === "soap11" ? SOAP11_NS : SOAP12_NS);
    }
    result.push({
      kind,
      element: binding,
      name: bindingName.local,
      ...(named !== undefined ? { named } : {}),
      namespace: bindingName.ns,
      operations,
      ...(definedAs !== kind ? { definedAs } : {}),
      ...(locatedOwn ? { locatedOwn } : {}),
    });
  }
  return result;
}

/**
 * The port type of a method's named binding ([SoapDocumentMethod(Binding = "X")]): ASMX names the SOAP 1.1
 * binding X, the SOAP 1.2 one X1, both of port type X, each port after its binding; undefined when the binding
 * is not one (the caller then refuses the names).
 */
function namedBinding(doc: WsdlDocument, port: XmlElement, binding: XmlElement, kind: BindingKind, name: string): string | undefined {
  if (kind !== "soap11" && kind !== "soap12") return undefined;
  const portType = doc.qname(binding, "type")?.local;
  if (portType === undefined || doc.attribute(port, "name") !== name) return undefined;
  return name === (kind === "soap11" ? portType : `${portType}1`) ? portType : undefined;
}

/**
 * A port of a binding at a location: named X with a soap:address or X1 with a soap12:address, the binding X a
 * SOAP binding of the port type X, as ASMX writes them; refused at the port otherwise.
 */
function locatedPort(doc: WsdlDocument, port: XmlElement, binding: XmlElement, name: string): { kind: BindingKind; named: string } {
  const definedAs = bindingKind(doc, binding);
  const portName = doc.attribute(port, "name");
  const kind = children(port, SOAP11_NS, "address").length > 0 ? "soap11" : children(port, SOAP12_NS, "address").length > 0 ? "soap12" : undefined;
  if ((definedAs !== "soap11" && definedAs !== "soap12") || kind === undefined || doc.qname(binding, "type")?.local !== name || portName !== (kind === "soap11" ? name : `${name}1`)) {
    throw doc.error(port, `the port '${portName ?? ""}' of the binding '${name}' at a location is not as ASMX writes one (ports X with soap:address and X1 with soap12:address, both of the SOAP binding X of the port type X)`);
  }
  return { kind, named: name };
}

function bindingKind(doc: WsdlDocument, binding: XmlElement): BindingKind {
  const soap11 = children(binding, SOAP11_NS, "binding")[0];
  const soap12 = children(binding, SOAP12_NS, "binding")[0];
  const soapBinding = soap11 ?? soap12;
  if (soapBinding) {
    const style = doc.attribute(soapBinding, "style") ?? "document";
    if (style !== "document") throw doc.error(soapBinding, `style="${style}": rpc style is outside ASMX's document/literal world`, `${soapBinding.name} style`);
    const transport = doc.attribute(soapBinding, "transport");
    if (transport !== SOAP_HTTP_TRANSPORT) throw doc.error(soapBinding, `the transport '${transport ?? ""}' is not SOAP over HTTP`, `${soapBinding.name} transport`);
    return soap11 ? "soap11" : "soap12";
  }
  const http = children(binding, HTTP_NS, "binding")[0];
  const verb = http && doc.attribute(http, "verb");
  if (verb === "GET") return "httpGet";
  if (verb === "POST") return "httpPost";
  throw doc.error(binding, "is neither a SOAP 1.1, SOAP 1.2 nor an HTTP GET/POST binding");
}

/** Every soap:body and soap:header of a SOAP binding's operation is literal, document style. */
function checkLiteral(doc: WsdlDocument, op: XmlElement, soapNs: string): void {
  const operation = children(op, soapNs, "operation")[0];
  const style = operation && doc.attribute(operation, "style");
  if (style !== undefined && style !== "document") throw doc.error(operation!, `style="${style}": rpc style is outside ASMX's document/literal world`, "soap:operation style");
  for (const io of [...children(op, WSDL_NS, "input"), ...children(op, WSDL_NS, "output")]) {
    for (const part of children(io, soapNs)) {
      const use = doc.attribute(part, "use");
      if (use !== "literal") throw doc.error(part, `use="${use ?? ""}": SOAP encoding is outside ASMX's document/literal world`, `${part.name} use`);
    }
  }
}

/** The SOAP headers of an operation's binding: in (request), out (response) or inOut (both), in request order. */
function readHeaders(
  doc: WsdlDocument,
  soapOp: XmlElement,
  kind: BindingKind,
  headerClass: (at: XmlElement, message: string, part: string) => string,
): RawOperationHeader[] {
  const soapNs = kind === "soap11" ? SOAP11_NS : SOAP12_NS;
  const read = (io: XmlElement | undefined): string[] =>
    io ? children(io, soapNs, "header").map((h) => headerClass(h, "message", doc.required(h, "part"))) : [];
  const inHeaders = read(children(soapOp, WSDL_NS, "input")[0]);
  const outHeaders = read(children(soapOp, WSDL_NS, "output")[0]);
  // One order both lists keep: the request's headers and the response's, merged where they share an inOut one
  // (an order no spec can give is caught by the WSDL comparison after import).
  const headers: RawOperationHeader[] = [];
  const done = new Set<string>();
  let i = 0;
  let j = 0;
  while (i < inHeaders.length || j < outHeaders.length) {
    const a = inHeaders[i];
    const b = outHeaders[j];
    if (b !== undefined && done.has(b)) j++;
    else if (a !== undefined && !outHeaders.includes(a)) {
      headers.push({ name: a });
      i++;
    } else if (b !== undefined && !inHeaders.includes(b)) {
      headers.push({ name: b, direction: "out" });
      j++;
    } else {
      const name = a ?? b!;
      headers.push({ name, direction: "inOut" });
      done.add(name);
      i++;
    }
  }
  return headers;
}
