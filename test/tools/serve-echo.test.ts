/** `npm run serve:echo`: starts the generated server with the echo handlers; refuses a bad port clearly. */
import { execFile, spawn } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../support/paths.js";

const tsx = join(REPO_ROOT, "node_modules/.bin/tsx");
const script = join(REPO_ROOT, "tools/serve-echo.ts");

describe("serve:echo", { timeout: 60_000 }, () => {
  it("answers with the echo semantics and serves its WSDL on the chosen port", async () => {
    const child = spawn(tsx, [script, "--port", "0"], { cwd: REPO_ROOT, stdio: ["ignore", "pipe", "pipe"] });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = "";
        child.stdout.on("data", (chunk: Buffer) => {
          out += chunk.toString();
          const match = /echo server at (http:\/\/127\.0\.0\.1:\d+\/ShipmentOperations\.asmx)/.exec(out);
          if (match) resolve(match[1]!);
        });
        child.on("exit", (code) => reject(new Error(`exited with ${code}: ${out}`)));
      });
      const get = await fetch(`${url}/GetStatusRequest?TrackNum=T1&TrackNumType=PO&LastStatusOnly=false`);
      expect(get.status).toBe(200);
      expect(await get.text()).toBe(
        '<?xml version="1.0" encoding="utf-8"?>\n<string xmlns="http://shipment.example.com/operations">GetStatusRequest:T1:PO:False</string>',
      );
      const wsdl = await fetch(`${url}?WSDL`);
      expect(await wsdl.text()).toContain(`<soap:address location="${url}" />`);
    } finally {
      child.kill("SIGTERM");
    }
  });

  it("refuses a bad port with a clear message and exit code 2", async () => {
    const result = await promisify(execFile)(tsx, [script, "--port", "http"], { cwd: REPO_ROOT }).catch((e: { code: number; stderr: string }) => e);
    expect(result).toMatchObject({ code: 2, stderr: "--port must be a number from 0 to 65535, not 'http'\n" });
  });
});
