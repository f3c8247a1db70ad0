/** Types of command-line.mjs: the shared command line of the repo's tool and benchmark scripts. */
import type { parseArgs, ParseArgsConfig } from "node:util";

/** Strict parseArgs of `argv`; `--help` prints `usage` and exits 0, a refused flag exits 2 with `usage`. */
export function parseCommandLine<T extends Omit<ParseArgsConfig, "args" | "strict">>(
  usage: string,
  config: T,
  argv?: readonly string[],
): ReturnType<typeof parseArgs<T & { strict: true }>>;

/** A flag the parser accepted but whose value is wrong: the problem, the usage, exit 2. */
export function usageError(usage: string, message: string): never;

/** The script cannot do its job (a missing file, a port in use): one line on stderr, exit 1. */
export function fail(message: string): never;
