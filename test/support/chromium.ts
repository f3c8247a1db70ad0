/**
 * Headless Chromium (Debian's `chromium`, installed by `npm run setup:peers`) driven over the DevTools
 * protocol on a pipe (`--remote-debugging-pipe`: Chromium reads commands on fd 3 and writes on fd 4, each
 * message JSON ended by NUL), so a test can load pages, fill and submit forms and read what a real browser
 * shows, without a browser-automation dependency.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Readable, Writable } from "node:stream";
import { MissingPeerError } from "./peers.js";

/** Where Debian's package puts it. */
export const CHROMIUM = "/usr/bin/chromium";

/** Flags for a headless run in a container: no sandbox (root), no GPU, no first-run work. */
export const HEADLESS_FLAGS: readonly string[] = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--no-default-browser-check",
  "--disable-dev-shm-usage",
  "--hide-scrollbars",
];

export function requireChromium(): void {
  if (!existsSync(CHROMIUM)) throw new MissingPeerError("chromium is missing: run npm run setup:peers");
}

interface Pending {
  resolve(result: Record<string, unknown>): void;
  reject(error: Error): void;
}

type EventListener = (params: Record<string, unknown>, sessionId: string | undefined) => void;

/** One browser: `send` a command (to the browser, or to a page's session), listen to events. */
export class Chromium {
  readonly #process: ChildProcess;
  readonly #input: Writable;
  readonly #profile: string;
  readonly #pending = new Map<number, Pending>();
  readonly #listeners = new Map<string, Set<EventListener>>();
  #nextId = 1;
  #buffer = "";

  private constructor(process: ChildProcess, profile: string) {
    this.#process = process;
    this.#profile = profile;
    this.#input = process.stdio[3] as Writable;
    const output = process.stdio[4] as Readable;
    output.setEncoding("utf8");
    output.on("data", (chunk: string) => this.#receive(chunk));
    process.on("exit", () => {
      for (const p of this.#pending.values()) p.reject(new Error("chromium exited"));
      this.#pending.clear();
    });
  }

  static launch(): Chromium {
    requireChromium();
    const profile = mkdtempSync(join(tmpdir(), "chromium-"));
    const child = spawn(CHROMIUM, [...HEADLESS_FLAGS, "--remote-debugging-pipe", `--user-data-dir=${profile}`, "about:blank"], {
      stdio: ["ignore", "ignore", "ignore", "pipe", "pipe"],
    });
    return new Chromium(child, profile);
  }

  #receive(chunk: string): void {
    this.#buffer += chunk;
    let end: number;
    while ((end = this.#buffer.indexOf("\0")) >= 0) {
      const message = JSON.parse(this.#buffer.slice(0, end)) as {
        id?: number;
        result?: Record<string, unknown>;
        error?: { message: string };
        method?: string;
        params?: Record<string, unknown>;
        sessionId?: string;
      };
      this.#buffer = this.#buffer.slice(end + 1);
      if (message.id !== undefined) {
        const pending = this.#pending.get(message.id);
        this.#pending.delete(message.id);
        if (message.error) pending?.reject(new Error(message.error.message));
        else pending?.resolve(message.result ?? {});
      } else if (message.method) {
        for (const listener of this.#listeners.get(message.method) ?? []) listener(message.params ?? {}, message.sessionId);
      }
    }
  }

  send(method: string, params: object = {}, sessionId?: string): Promise<Record<string, unknown>> {
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#input.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    });
  }

  on(method: string, listener: EventListener): () => void {
    let set = this.#listeners.get(method);
    if (!set) this.#listeners.set(method, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  }

  /** Opens a new page (tab) at `url`; resolves with its session once it has loaded. */
  async open(url: string): Promise<string> {
    const { targetId } = (await this.send("Target.createTarget", { url: "about:blank" })) as { targetId: string };
    const session = await this.attach(targetId);
    await this.navigate(session, url);
    return session;
  }

  async attach(targetId: string): Promise<string> {
    const { sessionId } = (await this.send("Target.attachToTarget", { targetId, flatten: true })) as { sessionId: string };
    await this.send("Page.enable", {}, sessionId);
    return sessionId;
  }

  async navigate(session: string, url: string): Promise<void> {
    const loaded = new Promise<void>((resolve) => {
      const off = this.on("Page.loadEventFired", (_params, sessionId) => {
        if (sessionId !== session) return;
        off();
        resolve();
      });
    });
    await this.send("Page.navigate", { url }, session);
    await loaded;
  }

  /** The value of a JavaScript expression in the page. */
  async evaluate<T>(session: string, expression: string): Promise<T> {
    const { result, exceptionDetails } = (await this.send("Runtime.evaluate", { expression, returnByValue: true, awaitPromise: true }, session)) as {
      result: { value: T };
      exceptionDetails?: { text: string };
    };
    if (exceptionDetails) throw new Error(`in the page: ${exceptionDetails.text}`);
    return result.value;
  }

  async close(): Promise<void> {
    const exited = new Promise<void>((resolve) => {
      if (this.#process.exitCode !== null || this.#process.signalCode !== null) resolve();
      else this.#process.once("exit", () => resolve());
    });
    await this.send("Browser.close").catch(() => undefined);
    const timer = setTimeout(() => this.#process.kill("SIGKILL"), 5_000);
    await exited;
    clearTimeout(timer);
    rmSync(this.#profile, { recursive: true, force: true });
  }
}
