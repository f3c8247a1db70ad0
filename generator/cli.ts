#!/usr/bin/env node
/**
 * The `asmx-codegen` command: `generate`, `check`, `init`, `import`, `--help`, `--version`. Each command lives in
 * generator/commands/ and is loaded only when asked for, so that the answer to `--help` is immediate.
 * Exit codes: 0 done, 1 spec errors / out of date / a folder it will not write into, 2 bad command or flags.
 */
import { parseArgs, type ParseArgsConfig } from "node:util";
import { enableCodeCache } from "./cli/code-cache.js";
import { complain, say } from "./cli/io.js";
import { callerFolder, ProjectError, resolveProject } from "./cli/project.js";
import { CHECK_USAGE, GENERATE_USAGE, IMPORT_USAGE, INIT_USAGE, MAIN_USAGE } from "./cli/usage.js";
import { didYouMean } from "./spec/suggest.js";
import { GENERATOR_VERSION } from "./version.js";

const TARGET_OPTIONS = {
  spec: { type: "string", multiple: true },
  out: { type: "string" },
  config: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const satisfies ParseArgsConfig["options"];

interface Command {
  readonly usage: string;
  readonly options: ParseArgsConfig["options"];
  /** How many positional arguments it takes (none unless said). */
  readonly positionals?: { readonly min: number; readonly max: number; readonly name: string };
  run(values: Record<string, unknown>, cwd: string, positionals: readonly string[]): Promise<number>;
}

/** The commands, by name. A new one (`import`, say) is one more entry here and a module in commands/. */
const COMMANDS: Readonly<Record<string, Command>> = {
  generate: {
    usage: GENERATE_USAGE,
    options: { ...TARGET_OPTIONS, watch: { type: "boolean" }, verbose: { type: "boolean" } },
    async run(values, cwd) {
      enableCodeCache();
      const options = targetOptions(values, cwd);
      const runOptions = { verbose: values.verbose === true };
      if (values.watch) return (await import("./commands/watch.js")).watchProject(options, runOptions);
      const { runTargets } = await import("./commands/generate.js");
      return runTargets(resolveProject(options), "generate", { out: say, err: complain }, runOptions);
    },
  },
  check: {
    usage: CHECK_USAGE,
    options: { ...TARGET_OPTIONS, render: { type: "boolean" } },
    async run(values, cwd) {
      enableCodeCache();
      const { runTargets } = await import("./commands/generate.js");
      return runTargets(
        resolveProject(targetOptions(values, cwd)),
        "check",
        { out: say, err: complain },
        { render: values.render === true },
      );
    },
  },
  init: {
    usage: INIT_USAGE,
    options: { spec: { type: "string" }, name: { type: "string" }, help: { type: "boolean", short: "h" } },
    async run(values, cwd) {
      const { initProject } = await import("./commands/init.js");
      const result = initProject({
        cwd,
        spec: values.spec as string | undefined,
        name: values.name as string | undefined,
      });
      for (const file of result.written) say(`wrote ${file}`);
      for (const note of result.notes) say(`note: ${note}`);
      say("next: edit the spec, then run asmx-codegen generate");
      return 0;
    },
  },
  import: {
    usage: IMPORT_USAGE,
    options: {
      out: { type: "string" },
      force: { type: "boolean" },
      timeout: { type: "string" },
      "allow-host": { type: "string", multiple: true },
      help: { type: "boolean", short: "h" },
    },
    // Several files are one set of documents; the set reader bounds how many.
    positionals: { min: 1, max: Number.POSITIVE_INFINITY, name: "a WSDL file, folder or URL" },
    async run(values, cwd, positionals) {
      const timeout = values.timeout === undefined ? undefined : Number(values.timeout);
      if (timeout !== undefined && !(timeout > 0 && timeout <= 3600)) {
        throw new ProjectError(
          `--timeout takes seconds (more than 0, at most 3600), not '${String(values.timeout)}'`,
          2,
        );
      }
      const { importCommand } = await import("./commands/import.js");
      const { ImportError } = await import("./import/import-error.js");
      try {
        const result = await importCommand({
          cwd,
          sources: positionals,
          allowHosts: (values["allow-host"] as string[] | undefined) ?? [],
          out: values.out as string | undefined,
          force: values.force === true,
          ...(timeout !== undefined ? { timeoutSeconds: timeout } : {}),
        });
        say(result.summary);
        say(result.skipped !== undefined ? `note: ${result.skipped}` : "next: run asmx-codegen generate");
        return 0;
      } catch (error) {
        if (!(error instanceof ImportError)) throw error;
        complain(error.message);
        return 1;
      }
    },
  },
};

function targetOptions(values: Record<string, unknown>, cwd: string) {
  return {
    cwd,
    specs: values.spec as string[] | undefined,
    out: values.out as string | undefined,
    config: values.config as string | undefined,
  };
}

/** A refused command line: what is wrong, then the usage; exit 2. */
function usageError(message: string, usage: string): number {
  complain(`${message}\n\n${usage}`);
  return 2;
}

/** What parseArgs refused, with the closest flags for an unknown one (`--sepc`: did you mean '--spec'?). */
function flagProblem(error: unknown, options: ParseArgsConfig["options"]): string {
  const message = error instanceof Error ? error.message : String(error);
  const unknown = /^Unknown option '(-{1,2}[^']*)'/.exec(message)?.[1];
  if (unknown === undefined) return message;
  const flags = Object.entries(options ?? {}).flatMap(([name, o]) => [`--${name}`, ...(o.short ? [`-${o.short}`] : [])]);
  const suggestion = didYouMean(unknown, flags);
  return `Unknown option '${unknown}'${suggestion ? `; ${suggestion}` : ""}`;
}

async function main(argv: readonly string[]): Promise<number> {
  const [first, ...rest] = argv;
  if (first === undefined) return usageError("asmx-codegen needs a command", MAIN_USAGE);
  if (first === "--help" || first === "-h" || first === "help") {
    say(MAIN_USAGE);
    return 0;
  }
  if (first === "--version" || first === "-v") {
    say(GENERATOR_VERSION);
    return 0;
  }
  const command = Object.hasOwn(COMMANDS, first) ? COMMANDS[first] : undefined;
  if (command === undefined) {
    return usageError(
      first.startsWith("-")
        ? `unknown flag '${first}' before a command`
        : `unknown command '${first}'${((hint) => (hint ? `; ${hint}` : ""))(didYouMean(first, Object.keys(COMMANDS)))}`,
      MAIN_USAGE,
    );
  }
  let values: Record<string, unknown>;
  let positionals: string[];
  try {
    const parsed = parseArgs({
      args: [...rest],
      options: command.options,
      strict: true,
      allowPositionals: command.positionals !== undefined,
    });
    values = parsed.values;
    positionals = parsed.positionals;
  } catch (error) {
    return usageError(flagProblem(error, command.options), command.usage);
  }
  if (values.help) {
    say(command.usage);
    return 0;
  }
  const wanted = command.positionals;
  if (wanted && (positionals.length < wanted.min || positionals.length > wanted.max)) {
    return usageError(
      positionals.length < wanted.min
        ? `${first} needs ${wanted.name}`
        : `${first} takes one ${wanted.name}, not ${positionals.length}`,
      command.usage,
    );
  }
  try {
    return await command.run(values, callerFolder(), positionals);
  } catch (error) {
    if (error instanceof ProjectError) {
      complain(error.exitCode === 2 ? `${error.message}\n\n${command.usage}` : error.message);
      return error.exitCode;
    }
    throw error;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    complain(`asmx-codegen failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
