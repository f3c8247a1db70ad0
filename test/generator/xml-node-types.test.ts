/**
 * XmlNode and XmlElement as spec types (SharePoint's and 3dcart's services pass and return raw XML): the
 * spec through the model to the WSDL (an inline `s:any`, mixed for XmlNode), the TypeScript types, the
 * server and client on the wire, and back through import.
 */
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import { specErrorOf } from "../support/spec-error.js";
import { AsmxClientCore } from "../../runtime/src/client/client.js";
import type { Transport } from "../../runtime/src/client/transport.js";
import { createAsmxServer } from "../../runtime/src/server/core.js";
import type { XmlElementValue } from "../../runtime/src/soap/xml-node.js";
import { USER_GROUP_NS as NS, USER_GROUP as SPEC } from "./emitter-specs.js";

const model = parseSpec(SPEC, "spec/user-group.yaml");
const wsdl = renderWsdlDocument(model, "https://h/_vti_bin/UserGroup.asmx");

describe("the WSDL types them as .NET exports them", () => {
  // Its WSDL (mixed s:any for XmlNode, s:any for XmlElement, the XML Schema import) and types: the emitter snapshot case xml-nodes (emitters.test.ts).

  it("imports back into the same spec, and that spec gives the same WSDL byte for byte", () => {
    const imported = importWsdl(wsdl, { source: "user-group.wsdl", schema: "spec.schema.json", specPath: "spec/user-group.yaml" });
    expect(imported.yaml).toMatch(/usersInfoXml, type: XmlNode/);
    expect(imported.yaml).toMatch(/Payload, type: XmlElement/);
    expect(imported.yaml).toMatch(/importXmlSchema: true/);
    expect(renderWsdlDocument(parseSpec(imported.yaml, "spec/again.yaml"), "https://h/_vti_bin/UserGroup.asmx")).toBe(wsdl);
  });
});

describe("the spec refuses what .NET cannot say", () => {
  const errorOf = (operations: string): string => specErrorOf(SPEC.replace(/operations:[\s\S]*$/, operations), "spec/bad.yaml");

  it.each([
    ["arrays of XmlNode", "operations:\n  - name: A\n    fields:\n      - { name: nodes, type: 'XmlNode[]' }\n", /arrays of XmlNode are not supported/],
    ["a nil form", "operations:\n  - name: A\n    fields:\n      - { name: node, type: XmlElement, nullable: true }\n", /field 'node': a XmlElement may be left out already; it has no nil form/],
    [
      // A lone XmlNode result travels there, its document the node itself (lab xml-node-http); as an
      // [XmlAnyElement] result it has no recorded HTTP form.
      "an [XmlAnyElement] XmlElement result over HTTP GET",
      "operations:\n  - name: A\n    bindings: [soap11, httpGet]\n    fields: []\n    result: { type: XmlElement, any: true }\n",
      /spec\/bad\.yaml:\d+:\d+: .*its result is an \[XmlAnyElement\] XmlElement, which the HTTP bindings here do not return, so it cannot travel over HTTP GET/,
    ],
    ["an enum named XmlNode", "enums:\n  XmlNode: { values: [A] }\noperations:\n  - name: A\n    fields: []\n", /enum 'XmlNode' has the name of a built-in type/],
  ])("%s", (_, operations, message) => {
    expect(errorOf(operations)).toMatch(message);
  });
});

describe("server and client on the wire", () => {
  const service = descriptorOf(model);
  const received: unknown[] = [];
  const server = createAsmxServer(
    service,
    {
      AddUserCollectionToGroup: (input: { usersInfoXml?: unknown }) => {
        received.push(input.usersInfoXml);
      },
      GetUserInfo: (input: { userLoginName?: string }) => ({
        name: "GetUserInfo",
        namespace: NS,
        children: [{ name: "User", namespace: NS, attributes: [{ name: "LoginName", value: input.userLoginName ?? "" }] }],
      }),
      GetChange: () => ({ id: 3, payload: { name: "Row", children: ["5 < 6"] } }),
    },
    () => wsdl,
  );

  async function post(body: string, action: string): Promise<{ status: number; body: string }> {
    const response = await server.handle({
      method: "POST",
      url: "/_vti_bin/UserGroup.asmx",
      headers: { "content-type": "text/xml; charset=utf-8", soapaction: `"${NS}${action}"` },
      body: new TextEncoder().encode(body),
    });
    return { status: response.status, body: typeof response.body === "string" ? response.body : new TextDecoder().decode(response.body) };
  }

  const envelope = (content: string): string =>
    `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>${content}</soap:Body></soap:Envelope>`;

  it("hands the handler the node a SharePoint client sends, in its own namespace", async () => {
    received.length = 0;
    const response = await post(
      envelope(`<AddUserCollectionToGroup xmlns="${NS}"><groupName>g</groupName><usersInfoXml><Users><User LoginName="d\\a" Email="a@b" /></Users></usersInfoXml></AddUserCollectionToGroup>`),
      "AddUserCollectionToGroup",
    );
    expect(response.status).toBe(200);
    expect(received).toEqual([{ name: "Users", namespace: NS, children: [{ name: "User", namespace: NS, attributes: [{ name: "LoginName", value: "d\\a" }, { name: "Email", value: "a@b" }] }] }]);
  });

  it("writes a result node inside the result element, with no declaration it does not need", async () => {
    const response = await post(envelope(`<GetUserInfo xmlns="${NS}"><userLoginName>d\\a</userLoginName></GetUserInfo>`), "GetUserInfo");
    expect(response.body).toContain(
      `<GetUserInfoResponse xmlns="${NS}"><GetUserInfoResult><GetUserInfo><User LoginName="d\\a" /></GetUserInfo></GetUserInfoResult></GetUserInfoResponse>`,
    );
  });

  it("refuses a second node in an XmlNode parameter as .NET does", async () => {
    const response = await post(envelope(`<AddUserCollectionToGroup xmlns="${NS}"><usersInfoXml><a /><b /></usersInfoXml></AddUserCollectionToGroup>`), "AddUserCollectionToGroup");
    // A second node makes .NET's ReadEndElement throw an XmlException: 400 with no body, as for invalid base64.
    expect(response.status).toBe(400);
    expect(response.body).toBe("");
  });

  it("the client sends and reads nodes exactly: a class field in no namespace, a result in the service's", async () => {
    const requests: string[] = [];
    const transport: Transport = async (request) => {
      requests.push(request.body ?? "");
      const headers = Object.fromEntries(request.headers.map(([k, v]) => [k.toLowerCase(), v]));
      const response = await server.handle({ method: request.method, url: new URL(request.url).pathname, headers, body: new TextEncoder().encode(request.body ?? "") });
      const contentType = response.headers.find(([name]) => name.toLowerCase() === "content-type")?.[1];
      return { status: response.status, contentType, body: typeof response.body === "string" ? response.body : new TextDecoder().decode(response.body) };
    };
    const client = new AsmxClientCore(service, { transport });
    const change = (await client.call("GetChange", {})) as { id: number; payload: XmlElementValue };
    expect(change).toEqual({ id: 3, payload: { name: "Row", namespaces: { "": "" }, children: ["5 < 6"] } });
    const user = await client.call("GetUserInfo", { userLoginName: "x" });
    expect(user).toEqual({ name: "GetUserInfo", namespace: NS, children: [{ name: "User", namespace: NS, attributes: [{ name: "LoginName", value: "x" }] }] });
    await client.call("AddUserCollectionToGroup", { groupName: "g", usersInfoXml: { name: "Users", children: [{ name: "User" }] } });
    expect(requests[2]).toContain('<usersInfoXml><Users xmlns=""><User /></Users></usersInfoXml>');
  });
});
