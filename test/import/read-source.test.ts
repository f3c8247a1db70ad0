/** Reading a WSDL's bytes: the encodings XML allows by byte order mark, strict UTF-8, the size bound. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ImportError } from "../../generator/import/import-error.js";
import { readSource, wsdlUrl } from "../../generator/import/read-source.js";

const work = mkdtempSync(join(tmpdir(), "asmx-source-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const TEXT = '<?xml version="1.0"?><a>Zürich €</a>';

function bytesFile(name: string, bytes: Uint8Array): string {
  const path = join(work, name);
  writeFileSync(path, bytes);
  return path;
}

describe("readSource", () => {
  it("reads UTF-8, with or without a byte order mark", async () => {
    expect(await readSource(bytesFile("plain.wsdl", Buffer.from(TEXT)))).toBe(TEXT);
    expect(await readSource(bytesFile("bom.wsdl", Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(TEXT)])))).toBe(TEXT);
  });

  it("reads UTF-16 in either byte order when a byte order mark says so", async () => {
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(TEXT, "utf16le")]);
    const be = Buffer.from(le.subarray(2)).swap16();
    expect(await readSource(bytesFile("le.wsdl", le))).toBe(TEXT);
    expect(await readSource(bytesFile("be.wsdl", Buffer.concat([Buffer.from([0xfe, 0xff]), be])))).toBe(TEXT);
  });

  it("refuses bytes that are not UTF-8 rather than replacing them", async () => {
    const path = bytesFile("latin1.wsdl", Buffer.from(TEXT, "latin1"));
    await expect(readSource(path)).rejects.toThrow(ImportError);
    await expect(readSource(path)).rejects.toThrow(/latin1\.wsdl: document: is not UTF-8 text/);
  });

  it("refuses a file over the limit before reading it", async () => {
    const path = bytesFile("big.wsdl", Buffer.alloc(2048, 0x20));
    await expect(readSource(path, { maxBytes: 1024, timeoutMs: 1000 })).rejects.toThrow(
      /big\.wsdl: document: 2048 bytes is more than the 1024-byte limit for a WSDL$/,
    );
  });
});

describe("wsdlUrl", () => {
  it("asks a service URL for ?WSDL, keeps any other URL, and fetches http and https only", () => {
    expect(wsdlUrl("https://h/Orders.asmx").href).toBe("https://h/Orders.asmx?WSDL");
    expect(wsdlUrl("https://h/Orders.asmx?wsdl").href).toBe("https://h/Orders.asmx?wsdl");
    expect(wsdlUrl("https://h/contract/orders.wsdl").href).toBe("https://h/contract/orders.wsdl");
    expect(() => wsdlUrl("file:///etc/passwd")).toThrow(/only http and https URLs can be fetched, not file:/);
  });
});
