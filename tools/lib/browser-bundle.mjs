/**
 * A generated client's browser bundle, as users' bundlers make it: esbuild, --platform=browser (the runtime's
 * browser map applies), minified, from generated/<folder>/dist/client.js. Shared by
 * test/package/browser-bundle.test.ts and tools/bundle-sizes.mjs, so both measure the same bytes.
 */
import { build } from "esbuild";
import { gzipSync } from "node:zlib";

export async function browserBundle(root, folder, client) {
  const result = await build({
    stdin: {
      contents: `export { ${client} } from "./generated/${folder}/dist/client.js";\n`,
      resolveDir: root,
      loader: "js",
    },
    bundle: true,
    platform: "browser",
    format: "esm",
    minify: true,
    write: false,
    metafile: true,
    logLevel: "silent",
  });
  const text = result.outputFiles[0].text;
  const [output] = Object.values(result.metafile.outputs);
  return { text, gzipped: gzipSync(text, { level: 9 }).length, inputs: output.inputs };
}
