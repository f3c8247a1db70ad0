/** Types of browser-bundle.mjs: a generated client's browser bundle as esbuild makes it. */
export interface BrowserBundle {
  /** The minified bundle. */
  readonly text: string;
  /** Its size gzipped at level 9. */
  readonly gzipped: number;
  /** esbuild's metafile inputs of the bundle: each module read, with its bytes in the output (0: shaken out). */
  readonly inputs: Readonly<Record<string, { readonly bytesInOutput: number }>>;
}

/** The browser bundle of `client` exported by generated/<folder>/dist/client.js under `root`. */
export function browserBundle(root: string, folder: string, client: string): Promise<BrowserBundle>;
