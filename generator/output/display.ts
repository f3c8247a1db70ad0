/** How paths appear in messages: relative to the working directory, with forward slashes. */
import { isAbsolute, relative, resolve, sep } from "node:path";

/**
 * `path` as the user would type it from `cwd`: `generated/app`, `.` for the folder itself, `../x` for a
 * neighbour. Absolute only when no relative path exists (another drive) or it would be longer and climb
 * out of the working directory (a temporary folder, say).
 */
export function displayPath(path: string, cwd: string = process.cwd()): string {
  const absolute = resolve(cwd, path);
  const rel = relative(cwd, absolute);
  if (rel === "") return ".";
  if (isAbsolute(rel)) return absolute.split(sep).join("/");
  const shown = rel.split(sep).join("/");
  return shown.startsWith("../") && shown.length > absolute.length ? absolute.split(sep).join("/") : shown;
}

/** `dir/path` for a file inside a shown folder, never `/path` for the folder `.`. */
export function joinShown(dir: string, path: string): string {
  return dir === "." ? path : `${dir}/${path}`;
}
