/**
 * `/Service.asmx/js` (and `/jsdebug`): the JavaScript proxy System.Web.Extensions' ClientProxyGenerator
 * writes for a ScriptService, for pages that load Microsoft Ajax (`Sys.Net.WebServiceProxy`): the service
 * class with one method per operation, its static instance and accessors, the path, then a typed
 * constructor per class the service registers (`__type`) and an object per enum a method takes or returns.
 * `/jsdebug` answers the same script (without the XML doc comments .NET adds to it).
 */
import type { EnumType, ServiceDescriptor, ValueType } from "../descriptor.js";
import { CACHE_EARLY, respond } from "./response.js";
import type { ServerResponse } from "./types.js";

const NL = "\r\n";

const ACCESSORS = [
  "path",
  "timeout",
  "defaultUserContext",
  "defaultSucceededCallback",
  "defaultFailedCallback",
  "enableJsonp",
  "jsonpCallbackParameter",
] as const;

/** The enums a method takes or returns directly (or as array items): those WebServiceData registers. */
function scriptEnums(service: ServiceDescriptor): readonly EnumType[] {
  const found = new Map<string, EnumType>();
  const visit = (type: ValueType | undefined): void => {
    if (type?.kind === "enum" && !found.has(type.name)) found.set(type.name, type);
    else if (type?.kind === "array") visit(type.item);
  };
  for (const op of service.operations) {
    for (const field of op.fields) visit(field.type);
    visit(op.result);
  }
  return [...found.values()];
}

/** HttpUtility.UrlPathEncode of a path: spaces and characters beyond ASCII escaped. */
function urlPathEncode(path: string): string {
  return path.replace(/[^\x21-\x7e]/g, (c) =>
    [...new TextEncoder().encode(c)].map((b) => `%${b.toString(16).padStart(2, "0")}`).join(""),
  );
}

export function scriptProxyText(service: ServiceDescriptor, path: string): string {
  const name = service.name;
  let out = `var ${name}=function() {${NL}${name}.initializeBase(this);${NL}`;
  out += `this._timeout = 0;${NL}this._userContext = null;${NL}this._succeeded = null;${NL}this._failed = null;${NL}}${NL}`;
  out += `${name}.prototype={${NL}_get_path:function() {${NL} var p = this.get_path();${NL} if (p) return p;${NL} else return ${name}._staticInstance.get_path();},${NL}`;
  out += service.operations
    .map((op) => {
      const params = op.fields.map((f) => f.httpName ?? f.wireName);
      const args = [...params, "succeededCallback, failedCallback, userContext"].join(",");
      const dict = `{${params.map((p) => `${p}:${p}`).join(",")}}`;
      return `${op.messageName}:function(${args}) {${NL}return this._invoke(this._get_path(), '${op.messageName}',${op.useHttpGet ? "true" : "false"},${dict},succeededCallback,failedCallback,userContext); }`;
    })
    .join(`,${NL}`);
  out += `}${NL}${name}.registerClass('${name}',Sys.Net.WebServiceProxy);${NL}`;
  out += `${name}._staticInstance = new ${name}();${NL}`;
  for (const accessor of ACCESSORS) {
    out += `${name}.set_${accessor} = function(value) { ${name}._staticInstance.set_${accessor}(value); }${NL}`;
    out += `${name}.get_${accessor} = function() { return ${name}._staticInstance.get_${accessor}(); }${NL}`;
  }
  out += `${name}.set_path("${urlPathEncode(path)}");${NL}`;
  for (const op of service.operations) {
    const args = [...op.fields.map((f) => f.httpName ?? f.wireName), "onSuccess,onFailed,userContext"].join(",");
    out += `${name}.${op.messageName}= function(${args}) {${name}._staticInstance.${op.messageName}(${args}); }${NL}`;
  }
  const ids = Object.entries(service.scriptService?.typeIds ?? {});
  if (ids.length > 0) out += `var gtc = Sys.Net.WebServiceProxy._generateTypedConstructor;${NL}`;
  for (const [type, id] of ids) {
    out += `if (typeof(${type}) === 'undefined') {${NL}var ${type}=gtc("${id}");${NL}${type}.registerClass('${type}');${NL}}${NL}`;
  }
  for (const type of scriptEnums(service)) {
    const numbers = type.numbers ?? type.values.map((_, i) => i);
    const members = type.values.map((v, i) => `${v}: ${numbers[i]}`).join(",");
    out += `if (typeof(${type.name}) === 'undefined') {${NL}var ${type.name} = function() { throw Error.invalidOperation(); }${NL}`;
    out += `${type.name}.prototype = {${members}}${NL}${type.name}.registerEnum('${type.name}', true);${NL}}${NL}`;
  }
  return out;
}

const proxies = new WeakMap<ServiceDescriptor, Map<string, string>>();

/** The proxy script of the service at `path`, as `application/x-javascript` (written once per path). */
export function scriptProxy(service: ServiceDescriptor, path: string, _debug: boolean): ServerResponse {
  let byPath = proxies.get(service);
  if (!byPath) proxies.set(service, (byPath = new Map()));
  let text = byPath.get(path);
  if (text === undefined) byPath.set(path, (text = scriptProxyText(service, path)));
  return respond(200, "application/x-javascript; charset=utf-8", CACHE_EARLY, text);
}
