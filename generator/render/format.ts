/**
 * prettier on generated TypeScript and Markdown (what render/markdown.ts does not print itself), with its
 * results cached by content: the same text with the same prettier version and options always formats the
 * same, so a file formatted once (by this or an earlier run) is not formatted again, and prettier is not even
 * loaded when every file is cached.
 *
 * What is not cached is formatted on a second thread (format-worker.ts) when the generator runs compiled:
 * on a first run, loading prettier and formatting overlap with loading TypeScript, emitting and compiling,
 * which all happen on the main thread. From source (tests), or when the thread cannot start or dies,
 * formatting happens in this thread; the output is the same either way.
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { cacheKey, ContentCache } from "../cache/store.js";
import { PRETTIER_OPTIONS, type FormatAnswer, type FormatJob, type Parser } from "./prettier-options.js";

export { PRETTIER_OPTIONS, type Parser } from "./prettier-options.js";

const cache = new ContentCache("format");
let salt: string | undefined;

/** The installed prettier's version, read without loading prettier. */
function prettierVersion(): string {
  const file = createRequire(import.meta.url).resolve("prettier/package.json");
  return (JSON.parse(readFileSync(file, "utf8")) as { version: string }).version;
}

/**
 * Formats `text`. Jobs are started in the order of the calls and run one at a time, so a caller may start
 * many (the pipeline starts each file's as it is emitted) without holding several syntax trees at once.
 */
export function format(text: string, parser: Parser): Promise<string> {
  salt ??= `${prettierVersion()}\0${JSON.stringify(PRETTIER_OPTIONS)}`;
  const key = cacheKey(salt, parser, text);
  const cached = cache.get(key);
  if (cached !== undefined) return Promise.resolve(cached);
  return formatter().format(text, parser).then((formatted) => {
    cache.set(key, formatted);
    return formatted;
  });
}

/**
 * On a first run (nothing formatted is cached yet), starts the formatter thread now, so that prettier loads
 * while other work goes on. Otherwise the thread starts at the first text not cached, if any: a run whose
 * every file is cached would only pay for loading prettier.
 */
export function startFormatter(): void {
  if (cache.isEmpty()) formatter();
}

export function pruneFormatCache(): void {
  cache.prune();
}

export interface Formatter {
  format(text: string, parser: Parser): Promise<string>;
}

let current: Formatter | undefined;

function formatter(): Formatter {
  current ??= startThread() ?? new InProcessFormatter();
  return current;
}

/** prettier in this thread, jobs chained one after another. */
class InProcessFormatter implements Formatter {
  private prettier: Promise<typeof import("prettier")> | undefined;
  private queue: Promise<unknown> = Promise.resolve();

  format(text: string, parser: Parser): Promise<string> {
    this.prettier ??= import("prettier");
    const job = this.queue.then(async () => (await this.prettier!).format(text, { ...PRETTIER_OPTIONS, parser }));
    this.queue = job.catch(() => undefined);
    return job;
  }
}

/** The compiled worker beside this module; absent when the generator runs from source. */
const WORKER_FILE = fileURLToPath(new URL("./format-worker.js", import.meta.url));

function startThread(): Formatter | undefined {
  if (!import.meta.url.endsWith(".js") || !existsSync(WORKER_FILE)) return undefined;
  try {
    return new ThreadFormatter(new Worker(WORKER_FILE));
  } catch {
    return undefined;
  }
}

interface Waiting {
  readonly text: string;
  readonly parser: Parser;
  resolve(text: string): void;
  reject(error: Error): void;
}

/**
 * prettier on the formatter thread. The thread does not keep the process alive while idle. Should it fail
 * (it cannot load prettier, or runs out of memory), what it had not answered is formatted in this thread.
 */
export class ThreadFormatter implements Formatter {
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 0;
  private fallback: InProcessFormatter | undefined;

  constructor(private readonly worker: Worker) {
    worker.on("message", (answer: FormatAnswer) => this.answered(answer));
    worker.on("error", () => this.failed());
    worker.on("exit", () => this.failed());
    // After the listeners: the first "message" listener refs the thread again. ref()ed only while a job waits.
    worker.unref();
  }

  format(text: string, parser: Parser): Promise<string> {
    if (this.fallback) return this.fallback.format(text, parser);
    return new Promise<string>((resolve, reject) => {
      const id = this.nextId++;
      this.waiting.set(id, { text, parser, resolve, reject });
      if (this.waiting.size === 1) this.worker.ref();
      this.worker.postMessage({ id, text, parser } satisfies FormatJob);
    });
  }

  private answered(answer: FormatAnswer): void {
    const job = this.waiting.get(answer.id);
    if (!job) return;
    this.waiting.delete(answer.id);
    if (this.waiting.size === 0) this.worker.unref();
    if ("error" in answer) job.reject(new Error(answer.error));
    else job.resolve(answer.text);
  }

  private failed(): void {
    if (this.fallback) return;
    this.fallback = new InProcessFormatter();
    const jobs = [...this.waiting.values()];
    this.waiting.clear();
    for (const job of jobs) this.fallback.format(job.text, job.parser).then(job.resolve, job.reject);
  }
}
