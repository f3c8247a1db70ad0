/**
 * `asmx-codegen generate --watch`: generates, then again whenever a spec or the config changes. Each run's
 * report replaces the previous one on a terminal (the error list shown is always the current one);
 * elsewhere runs follow one another under a time-stamped line. Stops on Ctrl-C or SIGTERM (exit 0).
 */
import { createHash } from "node:crypto";
import { readFileSync, watch, type FSWatcher } from "node:fs";
import { basename, dirname } from "node:path";
import { displayPath } from "../output/display.js";
import { complain, isTerminal, say } from "../cli/io.js";
import { resolveProject, type ProjectOptions } from "../cli/project.js";
import { runTargets, type Lines, type RunOptions } from "./generate.js";

const DEBOUNCE_MS = 150;
/** Clears the screen and its scroll-back, cursor home. */
const CLEAR_SCREEN = "\x1b[2J\x1b[3J\x1b[H";

function contentHash(files: readonly string[]): string {
  const hash = createHash("sha256");
  for (const file of files) {
    hash.update(file).update("\0");
    try {
      hash.update(readFileSync(file));
    } catch {
      hash.update("\u0000unreadable");
    }
    hash.update("\0");
  }
  return hash.digest("hex");
}

/** Generates and keeps regenerating; resolves with the exit code once stopped by a signal. */
export async function watchProject(options: ProjectOptions, runOptions: RunOptions = {}): Promise<number> {
  // A config that cannot be read, or no spec at all: nothing to watch, answered like a plain generate.
  const first = resolveProject(options);
  const terminal = isTerminal();
  let watched: string[] = [];
  let watchers: FSWatcher[] = [];
  let lastHash = "";
  let timer: NodeJS.Timeout | undefined;
  let queue: Promise<void> = Promise.resolve();

  const runOnce = async (reason: string): Promise<void> => {
    const buffered: [typeof say, string][] = [];
    const lines: Lines = { out: (line) => buffered.push([say, line]), err: (line) => buffered.push([complain, line]) };
    let files = watched;
    let failed = false;
    try {
      const project = resolveProject(options);
      files = [...project.targets.map((t) => t.spec), ...(project.configFile ? [project.configFile] : [])];
      failed = (await runTargets(project, "generate", lines, runOptions)) !== 0;
    } catch (error) {
      failed = true;
      lines.err(error instanceof Error ? error.message : String(error)); // e.g. the config was broken meanwhile
    }
    lastHash = contentHash(files);
    watchFiles(files);
    const time = new Date().toTimeString().slice(0, 8);
    const heading = `${reason}: ${failed ? "failed" : "generated"}`;
    say(terminal ? `${CLEAR_SCREEN}[${time}] ${heading}` : `--- [${time}] ${heading}`);
    for (const [write, line] of buffered) write(line);
    say(`watching ${watched.map((f) => displayPath(f, options.cwd)).join(", ")} (Ctrl-C to stop)`);
  };

  const schedule = (): void => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      queue = queue.then(async () => {
        // Editors fire several events per save, some with nothing changed: regenerate on new content only.
        if (contentHash(watched) !== lastHash) await runOnce("a watched file changed");
      });
    }, DEBOUNCE_MS);
  };

  /** Watches the folders of the files: editors often replace a file rather than write into it. */
  const watchFiles = (files: string[]): void => {
    if (files.join("\0") === watched.join("\0") && watchers.length > 0) return;
    for (const w of watchers) w.close();
    watched = files;
    const names = new Set(files.map((f) => basename(f)));
    watchers = [...new Set(files.map((f) => dirname(f)))].map((folder) =>
      watch(folder, (_event, name) => {
        if (name === null || names.has(basename(name.toString()))) schedule();
      }),
    );
  };

  watched = [...first.targets.map((t) => t.spec), ...(first.configFile ? [first.configFile] : [])];
  await runOnce("first run");
  return new Promise<number>((resolve) => {
    const stop = (): void => {
      clearTimeout(timer);
      for (const w of watchers) w.close();
      void queue.then(() => resolve(0));
    };
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
}
