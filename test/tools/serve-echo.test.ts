/**
 * `npm run serve:echo`: starts the generated server with the echo handlers; answers --help, refuses bad
 * flags with its usage (exit 2), and a port in use or a missing generated/ with one clear line (exit 1).
 */
import { execFile, spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../support/paths.js";

const tsx = join(REPO_ROOT, "node_modules/.bin/tsx");
const script = join(REPO_ROOT, "tools/serve-echo.ts");

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the tool to its end (it must end by itself: only for runs that do not start the server). */
async function run(args: readonly string[], file = script): Promise<Run> {
  return promisify(execFile)(tsx, [file, ...args], { cwd: REPO_ROOT, timeout: 30_000 }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );
}

const USAGE_START = "usage: npm run serve:echo -- [--port N] [--host ADDRESS] [--debug] [--service NAME]\n";

/** Starts the tool and resolves with the URL it prints (`service`: the path after the port, a pattern). */
function start(args: readonly string[], service: string): { url: Promise<string>; stop(): void } {
  const child = spawn(tsx, [script, ...args], { cwd: REPO_ROOT, stdio: ["ignore", "pipe", "pipe"] });
  const url = new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = new RegExp(`echo server at (http://127\\.0\\.0\\.1:\\d+/${service})\\n`).exec(out);
      if (match) resolve(match[1]!);
    });
    child.stderr.on("data", (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on("exit", (code) => reject(new Error(`exited with ${code}: ${out}`)));
  });
  return { url, stop: () => child.kill("SIGTERM") };
}

describe("serve:echo", { timeout: 60_000 }, () => {
  it("answers with the echo semantics and serves its WSDL on the chosen port", async () => {
    const server = start(["--port", "0"], "ShipmentOperations\\.asmx");
    try {
      const url = await server.url;
      const get = await fetch(`${url}/GetStatusRequest?TrackNum=T1&TrackNumType=PO&LastStatusOnly=false`);
      expect(get.status).toBe(200);
      expect(await get.text()).toBe(
        '<?xml version="1.0" encoding="utf-8"?>\n<string xmlns="http://shipment.example.com/operations">GetStatusRequest:T1:PO:False</string>',
      );
      const wsdl = await fetch(`${url}?WSDL`);
      expect(await wsdl.text()).toContain(`<soap:address location="${url}" />`);
      // The generated package's help page, test form included (the request is local).
      const help = await (await fetch(`${url}?op=GetStatusRequest`)).text();
      expect(help).toContain(`<form target="_blank" action='${url}/GetStatusRequest' method="POST">`);
    } finally {
      server.stop();
    }
  });

  it("--service shipment-tracking serves the tracking echo semantics at /ShipmentTracking.asmx", async () => {
    const server = start(["--service", "shipment-tracking", "--port", "0", "--host", "127.0.0.1"], "ShipmentTracking\\.asmx");
    try {
      const url = await server.url;
      const get = await fetch(`${url}/GetShipmentSummary?trackNum=DLV1`);
      expect(get.status).toBe(200);
      expect(await get.text()).toBe(
        '<?xml version="1.0" encoding="utf-8"?>\n<ShipmentSummary xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns="http://shipment.example.com/tracking">\n  <TrackNum>DLV1</TrackNum>\n  <State>Delivered</State>\n  <Pieces>2</Pieces>\n</ShipmentSummary>',
      );
      const login = await fetch(url, {
        method: "POST",
        headers: { "content-type": "text/xml; charset=utf-8", soapaction: '"http://shipment.example.com/tracking/Login"' },
        body: '<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><Login xmlns="http://shipment.example.com/tracking"><userName>bob</userName><password>pw</password></Login></soap:Body></soap:Envelope>',
      });
      expect(await login.text()).toContain(
        '<soap:Header><SessionHeader xmlns="http://shipment.example.com/tracking"><Token>SESSION-bob</Token></SessionHeader></soap:Header>',
      );
      const wsdl = await fetch(`${url}?WSDL`);
      expect(await wsdl.text()).toContain(`<soap12:address location="${url}" />`);
      // The JSON face (ScriptService): application/json on the method's path.
      const json = await fetch(`${url}/TrackEvents`, {
        method: "POST",
        headers: { "content-type": "application/json; charset=utf-8" },
        body: '{"trackNum":"EMPTY"}',
      });
      expect(json.headers.get("content-type")).toBe("application/json; charset=utf-8");
      expect(await json.text()).toBe('{"d":[]}');
    } finally {
      server.stop();
    }
  });

  it("--service wcf-tracking serves the WCF reference service: routed by action, both endpoints, metadata", async () => {
    const server = start(["--service", "wcf-tracking", "--port", "0"], "");
    try {
      const url = await server.url;
      const wcf = "http://tracking.example.com/wcf";
      const tags = await fetch(url, {
        method: "POST",
        headers: { "content-type": "text/xml; charset=utf-8", soapaction: `"${wcf}/ITracking/GetTags"` },
        body: `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><GetTags xmlns="${wcf}"><trackNums xmlns:a="http://schemas.microsoft.com/2003/10/Serialization/Arrays"><a:string>T1</a:string></trackNums></GetTags></s:Body></s:Envelope>`,
      });
      expect(tags.status).toBe(200);
      expect(await tags.text()).toBe(
        `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><GetTagsResponse xmlns="${wcf}"><GetTagsResult xmlns:a="http://schemas.microsoft.com/2003/10/Serialization/Arrays" xmlns:i="http://www.w3.org/2001/XMLSchema-instance"><a:string>T1</a:string><a:string i:nil="true"/></GetTagsResult></GetTagsResponse></s:Body></s:Envelope>`,
      );
      const version = await fetch(`${url}admin`, {
        method: "POST",
        headers: { "content-type": "text/xml; charset=utf-8", soapaction: '"http://tracking.example.com/admin/Admin/Version"' },
        body: '<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><Version xmlns="http://tracking.example.com/admin"/></s:Body></s:Envelope>',
      });
      expect(await version.text()).toContain("<VersionResult>1.0</VersionResult>");
      expect(await (await fetch(`${url}?wsdl`)).text()).toContain(`<soap:address location="${url}admin" />`);
      expect(await (await fetch(url)).text()).toContain("You have created a service.");
    } finally {
      server.stop();
    }
  });

  it("--help prints the usage with every flag and exit code, and exits 0", async () => {
    for (const flag of ["--help", "-h"]) {
      const result = await run([flag]);
      expect(result.code, flag).toBe(0);
      expect(result.stderr, flag).toBe("");
      expect(result.stdout.startsWith(USAGE_START), flag).toBe(true);
      for (const text of ["--service NAME", "shipment-tracking", "--port N", "--host ADDRESS", "--debug", "Exit codes: 0", "1 could not start", "2 bad flags"]) {
        expect(result.stdout, flag).toContain(text);
      }
    }
  });

  it("refuses an unknown flag, a flag without its value and a stray argument with the usage and exit code 2", async () => {
    const cases: [string[], string][] = [
      [["--prot", "8080"], "Unknown option '--prot'"],
      [["--port"], "Option '--port <value>' argument missing"],
      [["8080"], "Unexpected argument '8080'"],
    ];
    for (const [args, problem] of cases) {
      const result = await run(args);
      expect(result, args.join(" ")).toMatchObject({ code: 2, stdout: "" });
      expect(result.stderr.split("\n")[0], args.join(" ")).toContain(problem);
      expect(result.stderr, args.join(" ")).toContain(`\n\n${USAGE_START}`);
      expect(result.stderr, args.join(" ")).not.toMatch(/\n\s+at /);
    }
  });

  it("refuses an unknown service with the services there are, the usage and exit code 2", async () => {
    const result = await run(["--service", "shipment-nothing"]);
    expect(result.code).toBe(2);
    expect(
      result.stderr.startsWith(
        `--service must be one of shipment-operations, shipment-tracking, wcf-tracking, not 'shipment-nothing'\n\n${USAGE_START}`,
      ),
    ).toBe(true);
  });

  it("refuses a bad port with a clear message, the usage and exit code 2", async () => {
    for (const port of ["http", "65536", "1.5", ""]) {
      const result = await run(["--port", port]);
      expect(result.code, port).toBe(2);
      expect(result.stderr.startsWith(`--port must be a number from 0 to 65535, not '${port}'\n\n${USAGE_START}`), port).toBe(true);
    }
  });

  // A user stops `npm run serve:echo &` by the PID the shell gave them: npm's, not the server's.
  for (const signal of ["SIGTERM", "SIGKILL"] as const) {
    it(`stops when npm run serve:echo is sent ${signal}`, async () => {
      const npm = spawn("npm", ["run", "-s", "serve:echo", "--", "--port", "0"], {
        cwd: REPO_ROOT,
        stdio: ["ignore", "pipe", "pipe"],
      });
      const url = await new Promise<string>((resolve, reject) => {
        let out = "";
        npm.stdout.on("data", (chunk: Buffer) => {
          out += chunk.toString();
          const match = /echo server at (http:\/\/127\.0\.0\.1:\d+\/ShipmentOperations\.asmx)/.exec(out);
          if (match) resolve(match[1]!);
        });
        npm.on("exit", (code) => reject(new Error(`npm exited with ${code}: ${out}`)));
      });
      expect((await fetch(`${url}?wsdl`)).status).toBe(200);
      npm.kill(signal);
      const deadline = Date.now() + 10_000;
      let refused = false;
      while (!refused && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        refused = await fetch(`${url}?wsdl`).then(
          () => false,
          () => true,
        );
      }
      expect(refused, `the server at ${url} still answers after npm got ${signal}`).toBe(true);
    });
  }

  describe("a port in use", () => {
    let blocker: Server;
    afterAll(() => new Promise<void>((resolve) => blocker.close(() => resolve())));

    it("is one line naming the port, exit code 1", async () => {
      blocker = createServer();
      const port = await new Promise<number>((resolve) =>
        blocker.listen(0, "127.0.0.1", () => resolve((blocker.address() as { port: number }).port)),
      );
      const result = await run(["--port", String(port)]);
      expect(result).toEqual({ code: 1, stdout: "", stderr: `port ${port} on 127.0.0.1 is in use: choose another with --port\n` });
    });
  });

  it("without generated/ says what to run in one line, exit code 1", async () => {
    // The tool and its command-line helper alone, in a tree without generated/ beside them.
    const tree = mkdtempSync(join(tmpdir(), "serve-echo-bare-"));
    try {
      cpSync(join(REPO_ROOT, "tools"), join(tree, "tools"), { recursive: true });
      cpSync(join(REPO_ROOT, "package.json"), join(tree, "package.json"));
      const result = await run(["--port", "0"], join(tree, "tools/serve-echo.ts"));
      expect(result).toEqual({ code: 1, stdout: "", stderr: "generated/shipment-operations is missing: run npm run generate\n" });
    } finally {
      rmSync(tree, { recursive: true, force: true });
    }
  });
});
