/**
 * The streamed-operation recordings (test/reference/wcf/stream/, WcfFiles.cs under the lab; README there) are
 * complete and say what docs/wcf-design.md §33 states: one base64 text per stream, the bytes as sent, the empty
 * stream an empty element. They are the bodies the `stream` spec form will be tested on.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../support/paths.js";

const STREAM = join(REPO_ROOT, "test/reference/wcf/stream");
const requests = readdirSync(join(STREAM, "requests")).filter((f) => f.endsWith(".request.txt"));
const bodyOf = (folder: string, name: string): string => {
  const text = readFileSync(join(STREAM, folder, name), "utf8");
  return text.slice(text.search(/\r?\n\r?\n/)).trimStart();
};
const response = (name: string): string => bodyOf("responses", `${name}.response.txt`);
const request = (name: string): string => bodyOf("requests", `${name}.request.txt`);
/** The bytes of the one element `name` (base64 text), undefined when the element is absent. */
function bytesOf(body: string, name: string): Buffer | undefined {
  const empty = new RegExp(`<${name} ?/>`).test(body);
  if (empty) return Buffer.alloc(0);
  const match = new RegExp(`<${name}>([^<]*)</${name}>`).exec(body);
  return match ? Buffer.from(match[1]!, "base64") : undefined;
}

describe("test/reference/wcf/stream", () => {
  it("has a response for every request", () => {
    expect(requests.length).toBe(15);
    for (const file of requests) expect(readdirSync(join(STREAM, "responses"))).toContain(file.replace(".request.", ".response."));
  });

  it("Echo answers the bytes it was sent, as one base64 text in EchoResult", () => {
    for (const name of ["Echo.text", "Echo.binary", "Echo.empty", "Echo.empty-selfclosed"]) {
      const sent = bytesOf(request(name), "s");
      expect(sent, name).toBeDefined();
      expect(bytesOf(response(name), "EchoResult"), name).toEqual(sent);
    }
    expect(response("Echo.empty")).toContain("<EchoResult /></EchoResponse>");
    expect(bytesOf(response("Echo.text"), "EchoResult")!.toString("utf8")).toBe("h\u00e9llo \u20ac");
  });

  it("a message contract's Stream body member: 100000 bytes as one base64 text without line breaks, the header beside it", () => {
    const body = response("Download.large");
    const text = /<FileData>([^<]*)<\/FileData>/.exec(body)![1]!;
    expect(text).toHaveLength(133336);
    const bytes = Buffer.from(text, "base64");
    expect(bytes.length).toBe(100000);
    expect(bytes.every((b, i) => b === (i * 7) % 251)).toBe(true);
    expect(body).toContain('<s:Header><Length xmlns="http://files.example.com/h">100000</Length></s:Header>');
    expect(response("Download.empty")).toContain("<FileDownloadReturnMessage xmlns=\"http://files.example.com/wcf\"><FileData /></FileDownloadReturnMessage>");
  });

  it("an upload's stream is read to its bytes (UploadReceipt.Received counts them)", () => {
    expect(bytesOf(request("Upload.text"), "FileData")!.length).toBe(10);
    expect(response("Upload.text")).toContain("<Received>10</Received>");
    expect(response("Upload.empty")).toContain("<Received>0</Received>");
    expect(response("Put.binary")).toContain('<PutResponse xmlns="http://files.example.com/wcf" />');
  });
});
