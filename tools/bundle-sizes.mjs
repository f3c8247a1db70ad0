/**
 * The browser bundles of the reference clients as test/package/browser-bundle.test.ts builds them (esbuild,
 * --platform=browser, minified, from generated/<folder>/dist/client.js), each with its gzipped size; with a
 * number N, also the N largest modules of each (minified bytes in the bundle, from esbuild's metafile).
 * Run after `npm run build && npm run generate`: `node tools/bundle-sizes.mjs 30`.
 */
import { fileURLToPath } from "node:url";
import { browserBundle } from "./lib/browser-bundle.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const cases = [
  ["shipment-operations", "ShipmentOperationsClient"],
  ["shipment-tracking", "ShipmentTrackingClient"],
  ["wcf-tracking", "TrackingServiceClient"],
];
const top = Number(process.argv[2] ?? 0);
for (const [folder, client] of cases) {
  const { text, gzipped, inputs } = await browserBundle(root, folder, client);
  console.log(`${folder}: ${gzipped} bytes gzipped (${text.length} minified)`);
  if (top > 0) {
    Object.entries(inputs)
      .filter(([, input]) => input.bytesInOutput > 0)
      .sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput)
      .slice(0, top)
      .forEach(([path, input]) => console.log(`  ${String(input.bytesInOutput).padStart(6)}  ${path}`));
  }
}
