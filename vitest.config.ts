import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * Tests import the runtime package (`asmx-codegen-runtime`, the workspace runtime/) from its sources, as
 * its exports map's `asmx-codegen-source` condition names them (tsconfig.json's customConditions): a test
 * never runs an old build of runtime/dist. Only in the modules vitest loads itself; what Node loads (a
 * generated package installed under node_modules) resolves the package's built files, as a user's would.
 */
const runtimeSource = (path: string): string => fileURLToPath(new URL(`./runtime/src/${path}`, import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^asmx-codegen-runtime$/, replacement: runtimeSource("index.ts") },
      { find: /^asmx-codegen-runtime\/node$/, replacement: runtimeSource("node.ts") },
      { find: /^asmx-codegen-runtime\/dataset$/, replacement: runtimeSource("dataset/index.ts") },
    ],
  },
  test: {
    include: ["test/**/*.test.ts", "runtime/**/*.test.ts"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: "forks",
    globalSetup: ["test/support/runtime-build.ts"],
  },
});
