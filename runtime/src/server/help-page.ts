/**
 * The service's help pages, as ASP.NET serves them to a browser at the endpoint: the operation list
 * (`Service.asmx`), each operation's page (`?op=Name`: its description, the HTTP POST test form, the sample
 * messages of each binding), and a page for an unknown operation. The HTML is that of Microsoft's
 * DefaultWsdlHelpGenerator.aspx, byte for byte (test/reference/asmx/help-pages/ holds its pages of the
 * reference service; the whitespace, and the CRLFs where ASP.NET's controls render, are part of it). What the
 * generator knows (operations, samples) comes from the package's help.ts (generator/emit/help-page.ts).
 */
import { htmlEncode } from "./response.js";

/** A sample message as the page's HTML, in pieces: 0 where the endpoint's path goes, 1 where its host goes. */
export type HelpSample = readonly (string | 0 | 1)[];

/** The samples of one binding. */
export interface HelpSection {
  /** "SOAP 1.1", "SOAP 1.2", "HTTP GET", "HTTP POST". */
  readonly title: string;
  readonly request: HelpSample;
  readonly response: HelpSample;
}

export interface HelpOperation {
  /** The name the page lists and `?op=` takes: the MessageName of an overload. */
  readonly messageName: string;
  /** The operation's name (differs from messageName for an overload). */
  readonly name: string;
  /** Its description (`[WebMethod(Description)]`), HTML as written; empty for none. */
  readonly documentation: string;
  /** The HTTP POST binding the test form posts to: its path after the endpoint and its fields; null when the operation has none. */
  readonly post: { readonly path: string; readonly fields: readonly string[] } | null;
  /** One per binding, in the page's order (SOAP 1.1, SOAP 1.2, HTTP GET, HTTP POST). */
  readonly sections: readonly HelpSection[];
}

export interface HelpPages {
  readonly service: string;
  /** The service's description (`[WebService(Description)]`), HTML as written; empty for none. */
  readonly documentation: string;
  /** Sorted by message name, ordinal, as the page lists them. */
  readonly operations: readonly HelpOperation[];
}

/**
 * Who gets the test form: ASP.NET's default (the HttpPostLocalhost protocol) shows it to requests from the
 * machine itself only; "all" shows it to every caller, "none" to nobody.
 */
export type HelpTestForm = "local" | "all" | "none";

/** What a help page depends on besides the service. */
export interface HelpRequest {
  /** The endpoint's address for this request: the samples' path and host, the test form's action. */
  readonly address: string;
  /** The path as requested (the page links back to its file name, in the request's own case). */
  readonly requestPath: string;
  /** The query string, without `?`. */
  readonly query: string;
  /** Whether the test form is shown to this request. */
  readonly testForm: boolean;
}

const STYLE_RULES = [
  "BODY { color: #000000; background-color: white; font-family: Verdana; margin-left: 0px; margin-top: 0px; }",
  "#content { margin-left: 30px; font-size: .70em; padding-bottom: 2em; }",
  "A:link { color: #336699; font-weight: bold; text-decoration: underline; }",
  "A:visited { color: #6699cc; font-weight: bold; text-decoration: underline; }",
  "A:active { color: #336699; font-weight: bold; text-decoration: underline; }",
  "A:hover { color: cc3300; font-weight: bold; text-decoration: underline; }",
  "P { color: #000000; margin-top: 0px; margin-bottom: 12px; font-family: Verdana; }",
  "pre { background-color: #e5e5cc; padding: 5px; font-family: Courier New; font-size: x-small; margin-top: -5px; border: 1px #f0f0e0 solid; }",
  "td { color: #000000; font-family: Verdana; font-size: .7em; }",
  "h2 { font-size: 1.5em; font-weight: bold; margin-top: 25px; margin-bottom: 10px; border-top: 1px solid #003366; margin-left: -15px; color: #003366; }",
  "h3 { font-size: 1.1em; color: #000000; margin-left: -15px; margin-top: 10px; margin-bottom: 10px; }",
  "ul { margin-top: 10px; margin-left: 20px; }",
  "ol { margin-top: 10px; margin-left: 20px; }",
  "li { margin-top: 10px; color: #000000; }",
  "font.value { color: darkblue; font: bold; }",
  "font.key { color: darkgreen; font: bold; }",
  "font.error { color: darkred; font: bold; }",
  ".heading1 { color: #ffffff; font-family: Tahoma; font-size: 26px; font-weight: normal; background-color: #003366; margin-top: 0px; margin-bottom: 0px; margin-left: -30px; padding-top: 10px; padding-bottom: 3px; padding-left: 15px; width: 105%; }",
  ".button { background-color: #dcdcdc; font-family: Verdana; font-size: 1em; border-top: #cccccc 1px solid; border-bottom: #666666 1px solid; border-left: #cccccc 1px solid; border-right: #666666 1px solid; }",
  ".frmheader { color: #000000; background: #dcdcdc; font-family: Verdana; font-size: .7em; font-weight: normal; border-bottom: 1px solid #dcdcdc; padding-top: 2px; padding-bottom: 2px; }",
  ".frmtext { font-family: Verdana; font-size: .7em; margin-top: 8px; margin-bottom: 0px; margin-left: 32px; }",
  ".frmInput { font-family: Verdana; font-size: 1em; }",
  ".intro { margin-left: -15px; }",
];

const STYLE = `\n\n    <style type="text/css">\n    \n${STYLE_RULES.map((rule) => `\t\t${rule}\n`).join("")}           \n    </style>`;

/** The words of the page (System.Web.Services' HelpGenerator resources, en-US). */
const TEXT = {
  operationsIntro: (wsdl: string) =>
    `The following operations are supported.  For a formal definition, please review the <a href="${wsdl}">Service Description</a>.`,
  linkBack: (file: string) => `Click <a href="${file}">here</a> for a complete list of operations.`,
  testText: "To test the operation using the HTTP POST protocol, click the 'Invoke' button.",
  noTestNonPrimitive: "The test form is only available for methods with primitive types as parameters.",
  noTestFormRemote: "The test form is only available for requests from the local machine.",
  sampleText: (title: string) =>
    `The following is a sample ${title} request and response.  The <font class=value>placeholders</font> shown need to be replaced with actual values.`,
  // Not in the recordings: the words of .NET's resources as far as known.
  methodNotFound: "Method not found",
  methodNotFoundText: (op: string, service: string) =>
    `The web service method named '${op}' was not found in the ${service} web service.`,
} as const;

/**
 * Request.IsLocal: the caller is this machine, its address a loopback one (IPv4 in IPv6 form too, as Node
 * gives it on a dual-stack socket) or the server's own address.
 */
export function isLocalRequest(remoteAddress: string | undefined, localAddress: string | undefined): boolean {
  if (!remoteAddress) return false;
  const remote = remoteAddress.startsWith("::ffff:") ? remoteAddress.slice(7) : remoteAddress;
  if (remote === "127.0.0.1" || remote === "::1") return true;
  const local = localAddress?.startsWith("::ffff:") ? localAddress.slice(7) : localAddress;
  return remote === local;
}

/** HttpUtility.UrlEncode: letters, digits and `-_.!*()` stay, a space is `+`, other UTF-8 bytes `%xx` (lower case). */
export function urlEncode(text: string): string {
  let out = "";
  for (const byte of new TextEncoder().encode(text)) {
    const c = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-_.!*()]/.test(c)) out += c;
    else if (c === " ") out += "+";
    else out += `%${byte.toString(16).padStart(2, "0")}`;
  }
  return out;
}

/** The value of `name` in a query string (first occurrence, name in any case), decoded; undefined when absent. */
export function queryValue(query: string, name: string): string | undefined {
  for (const pair of query.split("&")) {
    const eq = pair.indexOf("=");
    const key = eq < 0 ? pair : pair.slice(0, eq);
    if (key.toLowerCase() !== name) continue;
    const raw = (eq < 0 ? "" : pair.slice(eq + 1)).replace(/\+/g, " ");
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

function sampleText(sample: HelpSample, path: string, host: string): string {
  let out = "";
  for (const piece of sample) out += piece === 0 ? path : piece === 1 ? host : piece;
  return out;
}

/** Renders the help pages of one service. */
export function helpPageRenderer(pages: HelpPages): (request: HelpRequest) => string {
  const byName = new Map(pages.operations.map((op) => [op.messageName, op]));

  function head(requestPath: string): string {
    const disco = `${encodeURI(requestPath).replace(/#/g, "%23")}?disco`;
    return (
      `<html>\n\n    \n\n  <head><link rel="alternate" type="text/xml" href='${disco}'/>${STYLE}\n\n    ` +
      `<title>\r\n\t${pages.service} Web Service\n</title></head>\n\n  <body>\n\n    <div id="content">\n\n      ` +
      `<p class="heading1">${pages.service}</p><br>\n\n      `
    );
  }

  function operationList(file: string): string {
    let items = "";
    for (const op of pages.operations) {
      const overload =
        op.messageName !== op.name
          ? `<span>\n                  <br>MessageName="${op.messageName}"\n                </span>`
          : "";
      const doc = op.documentation ? `<span>\n                  <br>${op.documentation}\n                </span>` : "";
      items +=
        `\n              <li>\n                <a href="${file}?op=${urlEncode(op.messageName)}">${op.name}</a>\n                ` +
        `${overload}\n                ${doc}\n              </li>\n              <p>\n            `;
    }
    return (
      `<span>\n\n          <p class="intro">${TEXT.operationsIntro(`${file}?WSDL`)} </p>\n          \n          \n` +
      `              <ul>\n            ${items}\n              </ul>\n            \n      </span>`
    );
  }

  function testForm(op: HelpOperation, address: string, shown: boolean): string {
    if (!shown) return `${TEXT.noTestFormRemote}\n                 `;
    if (!op.post) return `${TEXT.noTestNonPrimitive}\n                 `;
    const header =
      op.post.fields.length === 0
        ? ""
        : `<tr><td class="frmHeader" background="#dcdcdc" style="border-right: 2px solid white;">Parameter</td><td background="#dcdcdc" class="frmHeader">Value</td>\r\n</tr>\r\n`;
    const rows = op.post.fields
      .map(
        (field) =>
          `\n                          <tr>\n                            <td class="frmText" style="color: #000000; font-weight: normal;">${field}:</td>\n` +
          `                            <td><input class="frmInput" type="text" size="50" name="${field}"></td>\n                          </tr>\n                        `,
      )
      .join("");
    return (
      `${TEXT.testText}\n\n\n\n                      <form target="_blank" action='${address}${op.post.path}' method="POST">                      \n` +
      `                        \n                          <table cellspacing="0" cellpadding="4" frame="box" bordercolor="#dcdcdc" rules="none" style="border-collapse: collapse;">\n` +
      `                          ${header}\n                        ${rows}\n                        <tr>\n                          <td></td>\n` +
      `                          <td align="right"> <input type="submit" value="Invoke" class="button"></td>\n                        </tr>\n` +
      `                        </table>\n                      \n\n                    </form>\n                  `
    );
  }

  function operationPage(op: HelpOperation, file: string, request: HelpRequest): string {
    const url = new URL(request.address);
    const path = url.pathname;
    const host = url.hostname;
    const sections = ["SOAP 1.1", "SOAP 1.2", "HTTP GET", "HTTP POST"].map((title) => {
      const section = op.sections.find((s) => s.title === title);
      if (!section) return "";
      return (
        `<span>\n              <h3>${title}</h3>\n              <p>${TEXT.sampleText(title)}</p>\n\n` +
        `              <pre>${sampleText(section.request, path, host)}</pre>\n\n` +
        `              <pre>${sampleText(section.response, path, host)}</pre>\n          </span>`
      );
    });
    return (
      `<span>\n          <p class="intro">${TEXT.linkBack(file)}</p>\n          <h2>${op.messageName}</h2>\n` +
      `          <p class="intro">${op.documentation}</p>\n\n          <h3>Test</h3>\n          \n          ` +
      `${testForm(op, request.address, request.testForm)}${sections.join("\n\n          ")}\n\n      </span>`
    );
  }

  return (request) => {
    const file = urlEncode(request.requestPath.slice(request.requestPath.lastIndexOf("/") + 1));
    const asked = queryValue(request.query, "op");
    const listing = asked === undefined;
    const op = asked === undefined ? undefined : byName.get(asked);
    const serviceDoc =
      listing && pages.documentation
        ? `<span>\n          <p class="intro">${pages.documentation}</p>\n      </span>`
        : "";
    const notFound =
      !listing && !op
        ? `<span>\n          ${TEXT.linkBack(file)}\n          <h2>${TEXT.methodNotFound}</h2>\n          ` +
          `${TEXT.methodNotFoundText(htmlEncode(asked ?? ""), pages.service)}\n      </span>`
        : "";
    return (
      head(request.requestPath) +
      `${serviceDoc}\n\n      ${listing ? operationList(file) : ""}\n\n      ${op ? operationPage(op, file, request) : ""}` +
      `\n      \n\n    ${listing ? "<span>\n        \n    </span>" : ""}\n    \n      \n\n      ${notFound}\n\n    \n  </body>\n</html>\n`
    );
  };
}
