/**
 * The command line of the repo's tool and benchmark scripts, one behaviour for all: `--help` (or `-h`)
 * prints the usage and exits 0; an unknown flag, a flag without its value or an unexpected argument
 * prints what is wrong and the usage and exits 2; a failure to start (a missing file, a port in use) is
 * one clear line and exit 1, never a stack trace. Plain JavaScript so that the benchmarks, which run
 * without tsx, share it with the TypeScript tools (types: command-line.d.mts).
 */
import { writeSync } from "node:fs";
import { parseArgs } from "node:util";

/** Writes synchronously, so that nothing is lost when the process exits right after. */
function write(fd, text) {
  writeSync(fd, text.endsWith("\n") ? text : `${text}\n`);
}

/** `--help` or `-h` before any `--` terminator. */
function asksForHelp(argv) {
  const end = argv.indexOf("--");
  return (end === -1 ? argv : argv.slice(0, end)).some((arg) => arg === "--help" || arg === "-h");
}

/**
 * Parses `argv` (default: this process's arguments) with node:util's strict parseArgs. Exits 0 after
 * printing `usage` for `--help`, exits 2 with the problem and `usage` for anything parseArgs refuses.
 */
export function parseCommandLine(usage, config, argv = process.argv.slice(2)) {
  if (asksForHelp(argv)) {
    write(1, usage);
    process.exit(0);
  }
  try {
    return parseArgs({ ...config, args: argv, strict: true });
  } catch (error) {
    if (typeof error?.code === "string" && error.code.startsWith("ERR_PARSE_ARGS")) usageError(usage, error.message);
    throw error;
  }
}

/** A flag the parser accepted but whose value is wrong: the problem, the usage, exit 2. */
export function usageError(usage, message) {
  write(2, `${message}\n\n${usage}`);
  process.exit(2);
}

/** The script cannot do its job (a missing file, a port in use): one line on stderr, exit 1. */
export function fail(message) {
  write(2, message);
  process.exit(1);
}
