/**
 * Preloaded into the generator's CLI (`node --import ./kill-at-change.mjs cli.js ...`) by tests of
 * interrupted runs, so that the generator itself carries no test hook. It wraps node:fs's synchronous
 * mutators and counts every change to a path under ASMX_KILL_UNDER: a file written or created, a rename,
 * a folder made (each level of a recursive mkdir), a file or folder removed (a recursive rmSync entry by
 * entry, as it happens on disk). Before change number ASMX_KILL_AT it SIGKILLs its own process: no
 * handler, finally block or exit hook runs, as when a user's kill -9 or a power cut strikes. With
 * ASMX_KILL_LOG set, the changes it counted are listed there at exit, one `op path [-> path]` a line.
 */
import fs from "node:fs";
import { syncBuiltinESMExports } from "node:module";
import { dirname, join, relative, resolve, sep } from "node:path";
import { isMainThread } from "node:worker_threads";

const under = process.env.ASMX_KILL_UNDER;
const killAt = Number(process.env.ASMX_KILL_AT ?? 0);
const logFile = process.env.ASMX_KILL_LOG;

if (under && isMainThread) {
  const real = {
    writeFileSync: fs.writeFileSync,
    appendFileSync: fs.appendFileSync,
    renameSync: fs.renameSync,
    mkdirSync: fs.mkdirSync,
    rmSync: fs.rmSync,
    rmdirSync: fs.rmdirSync,
    unlinkSync: fs.unlinkSync,
    openSync: fs.openSync,
    writeSync: fs.writeSync,
    closeSync: fs.closeSync,
    copyFileSync: fs.copyFileSync,
    symlinkSync: fs.symlinkSync,
    linkSync: fs.linkSync,
  };
  const root = resolve(under);
  const inside = (path) => {
    if (typeof path !== "string" && !(path instanceof URL)) return undefined;
    const rel = relative(root, resolve(String(path instanceof URL ? path.pathname : path)));
    return rel === "" || rel.startsWith("..") || rel.startsWith(sep) ? undefined : rel.split(sep).join("/");
  };
  const log = [];
  let changes = 0;
  /** One change: counted, and the process killed before it when its number is ASMX_KILL_AT. */
  const change = (op, path, to) => {
    const rel = inside(path);
    const relTo = to === undefined ? undefined : inside(to);
    if (rel === undefined && relTo === undefined) return;
    changes += 1;
    log.push(`${op} ${rel ?? String(path)}${to === undefined ? "" : ` -> ${relTo ?? String(to)}`}`);
    if (changes === killAt) {
      process.kill(process.pid, "SIGKILL");
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0); // never returns to the generator
    }
  };
  const writesFlags = (flags) =>
    typeof flags === "number"
      ? (flags & (fs.constants.O_WRONLY | fs.constants.O_RDWR)) !== 0
      : /[wax+]/.test(flags ?? "r");
  const lstat = (path) => {
    try {
      return fs.lstatSync(path);
    } catch {
      return undefined;
    }
  };
  const removeTree = (path) => {
    const stat = lstat(path);
    if (stat === undefined) return;
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(path)) removeTree(join(path, name));
      change("rmdir", path);
      real.rmdirSync(path);
    } else {
      change("unlink", path);
      real.unlinkSync(path);
    }
  };
  const filesOpened = new Set();

  fs.writeFileSync = (path, ...rest) => (change("write", path), real.writeFileSync(path, ...rest));
  fs.appendFileSync = (path, ...rest) => (change("append", path), real.appendFileSync(path, ...rest));
  fs.renameSync = (from, to) => (change("rename", from, to), real.renameSync(from, to));
  fs.copyFileSync = (from, to, ...rest) => (change("copy", to), real.copyFileSync(from, to, ...rest));
  fs.symlinkSync = (target, path, ...rest) => (change("symlink", path), real.symlinkSync(target, path, ...rest));
  fs.linkSync = (from, to) => (change("link", to), real.linkSync(from, to));
  fs.unlinkSync = (path) => (change("unlink", path), real.unlinkSync(path));
  fs.rmdirSync = (path, ...rest) => (change("rmdir", path), real.rmdirSync(path, ...rest));
  fs.mkdirSync = (path, options) => {
    if (inside(path) === undefined) return real.mkdirSync(path, options);
    const recursive = typeof options === "object" && options?.recursive;
    if (!recursive) return (change("mkdir", path), real.mkdirSync(path, options));
    const missing = [];
    for (let p = resolve(String(path)); lstat(p) === undefined; p = dirname(p)) missing.unshift(p);
    for (const p of missing) (change("mkdir", p), real.mkdirSync(p));
    return missing[0];
  };
  fs.rmSync = (path, options) => {
    if (inside(path) === undefined) return real.rmSync(path, options);
    if (lstat(path) === undefined) return real.rmSync(path, options); // absent: force says nothing, else it throws
    if (options?.recursive) return removeTree(path);
    if (lstat(path).isDirectory()) return real.rmSync(path, options); // throws: a folder needs recursive
    return (change("unlink", path), real.unlinkSync(path)); // real.rmSync would go through fs.unlinkSync again
  };
  fs.openSync = (path, flags, ...rest) => {
    if (!writesFlags(flags)) return real.openSync(path, flags, ...rest);
    change("open", path);
    const fd = real.openSync(path, flags, ...rest);
    if (inside(path) !== undefined) filesOpened.add(fd);
    return fd;
  };
  fs.writeSync = (fd, ...rest) => {
    if (filesOpened.has(fd)) change("write-fd", `${root}/(fd ${fd})`);
    return real.writeSync(fd, ...rest);
  };
  fs.closeSync = (fd) => (filesOpened.delete(fd), real.closeSync(fd));
  syncBuiltinESMExports();

  if (logFile) process.on("exit", () => real.writeFileSync(logFile, log.map((line) => `${line}\n`).join("")));
}
