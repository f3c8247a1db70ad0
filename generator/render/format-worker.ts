/**
 * The formatter thread (see format.ts): loads prettier while the main thread loads TypeScript, then formats
 * what it is sent, one file at a time and in the order sent, so that it never holds two syntax trees.
 */
import { parentPort } from "node:worker_threads";
import { format } from "prettier";
import { PRETTIER_OPTIONS, type FormatAnswer, type FormatJob, type Parser } from "./prettier-options.js";

/** A few lines of each language, formatted once at start, so that prettier's code is compiled before work arrives. */
const WARM_UP: readonly [string, Parser][] = [
  [
    "/** A doc. */\nexport interface A { readonly b?: string | undefined; c: number[] }\n" +
      "export async function f<T>(x: T, y: { z: 1 }): Promise<T> { const [a] = [x]; return a ?? (await g(y, `t${1}`)); }\n" +
      'export class C extends D implements E { private static readonly m = new Map<string, number>(); constructor(a: string) { super(a, "b"); } }\n',
    "typescript",
  ],
  ["# Title\n\nText with `code`.\n\n| a | b |\n| --- | --- |\n| 1 | 2 |\n\n- item\n", "markdown"],
];

const port = parentPort;
if (port === null) throw new Error("format-worker.js runs as a worker thread of the generator");

let queue: Promise<unknown> = Promise.all(
  WARM_UP.map(([text, parser]) => format(text, { ...PRETTIER_OPTIONS, parser }).catch(() => undefined)),
);

port.on("message", (job: FormatJob) => {
  queue = queue.then(async () => {
    let answer: FormatAnswer;
    try {
      answer = { id: job.id, text: await format(job.text, { ...PRETTIER_OPTIONS, parser: job.parser }) };
    } catch (error) {
      answer = { id: job.id, error: error instanceof Error ? error.message : String(error) };
    }
    port.postMessage(answer);
  });
});
