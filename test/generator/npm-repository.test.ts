/**
 * The generated package.json's `repository` is what `npm pkg fix` (npm 11) writes for the same input, so
 * `npm publish` has nothing to auto-correct and prints no warning about it. The expected values below
 * were produced by `npm pkg fix`; test/package/install.test.ts checks a real `npm publish --dry-run`.
 */
import { describe, expect, it } from "vitest";
import { npmRepository, type NpmRepository } from "../../generator/emit/repository.js";

const AS_NPM_WRITES_IT: readonly (readonly [string | NpmRepository, NpmRepository])[] = [
  ["github:acme/shipments", { type: "git", url: "git+https://github.com/acme/shipments.git" }],
  ["acme/shipments", { type: "git", url: "git+https://github.com/acme/shipments.git" }],
  ["https://github.com/acme/shipments", { type: "git", url: "git+https://github.com/acme/shipments.git" }],
  ["git+https://github.com/acme/shipments.git", { type: "git", url: "git+https://github.com/acme/shipments.git" }],
  ["git@github.com:acme/shipments.git", { type: "git", url: "git+ssh://git@github.com/acme/shipments.git" }],
  ["gitlab:acme/x", { type: "git", url: "git+https://gitlab.com/acme/x.git" }],
  ["https://gitlab.com/acme/x", { type: "git", url: "git+https://gitlab.com/acme/x.git" }],
  ["bitbucket:acme/x", { type: "git", url: "git+https://bitbucket.org/acme/x.git" }],
  ["https://git.example.com/acme/x.git", { type: "git", url: "https://git.example.com/acme/x.git" }],
  [
    { type: "git", url: "https://github.com/acme/shipments", directory: "packages/x" },
    { type: "git", url: "git+https://github.com/acme/shipments.git", directory: "packages/x" },
  ],
  [{ type: "svn", url: "https://svn.example.com/x" }, { type: "svn", url: "https://svn.example.com/x" }],
];

describe("package.json's repository, in npm's form", () => {
  for (const [written, expected] of AS_NPM_WRITES_IT) {
    it(`${JSON.stringify(written)} → ${expected.url}`, () => {
      expect(npmRepository(written)).toEqual(expected);
    });
  }
});
