/**
 * ASP.NET session state for `[WebMethod(EnableSession = true)]` operations: a store per client, kept by the
 * cookie `ASP.NET_SessionId`. As ASP.NET's SessionIDManager, an id is 24 characters of `a`-`z` and `0`-`5`
 * (120 random bits, 5 per character) and the first call answers `Set-Cookie: ASP.NET_SessionId=<id>; path=/;
 * HttpOnly; SameSite=Lax` (.NET Framework 4.7.2 and later); a call carrying a known id keeps its session and
 * gets no cookie; an id that is malformed, unknown or expired starts a new session with a fresh id (never the
 * one the client chose). Sessions expire after 20 idle minutes (ASP.NET's default timeout), and at most
 * `maxSessions` are held: the least recently used goes first. A session id is a credential: it is never
 * logged (the log events carry no headers); handlers get the state, not the id.
 */

export const SESSION_COOKIE = "ASP.NET_SessionId";

/** ASP.NET's session-id alphabet (SessionIDManager): 32 characters, 5 bits each. */
const ALPHABET = "abcdefghijklmnopqrstuvwxyz012345";
const ID_PATTERN = /^[a-z0-5]{24}$/;

export interface SessionOptions {
  /** Sessions held at once (default 10 000); a new session beyond it drops the least recently used. */
  readonly maxSessions?: number | undefined;
  /** Idle time after which a session is dropped, in ms (default 20 minutes, ASP.NET's sessionState timeout). */
  readonly idleTimeoutMs?: number | undefined;
}

/** The state of one session, as a handler sees it (`context.session`). */
export type SessionState = Map<string, unknown>;

/** A session in the list of last use: `older` towards the least recently used, `newer` towards the most. */
interface Entry {
  readonly id: string;
  readonly state: SessionState;
  lastUsed: number;
  older: Entry | undefined;
  newer: Entry | undefined;
}

/** What a call's session is: its state, and the Set-Cookie value to send when it is new. */
export interface SessionUse {
  readonly state: SessionState;
  readonly setCookie: string | undefined;
}

/**
 * Random bytes drawn 256 ids at a time: one getRandomValues call costs about as much as the rest of a new
 * session (a few microseconds in Node), whatever its length. Each byte is used once.
 */
const POOL = new Uint8Array(15 * 256);
let pooled = 0;

/** A fresh session id: 15 random bytes written 5 bits a character, as SessionIDManager.CreateSessionID. */
export function newSessionId(): string {
  if (pooled === 0) {
    globalThis.crypto.getRandomValues(POOL);
    pooled = POOL.length;
  }
  const at = POOL.length - pooled;
  pooled -= 15;
  const bytes = POOL.subarray(at, at + 15);
  let id = "";
  for (let i = 0; i < 15; i += 5) {
    // 40 bits -> 8 characters
    let hi = (bytes[i]! << 12) | (bytes[i + 1]! << 4) | (bytes[i + 2]! >> 4); // 20 bits
    let lo = ((bytes[i + 2]! & 0x0f) << 16) | (bytes[i + 3]! << 8) | bytes[i + 4]!; // 20 bits
    let part = "";
    for (let k = 0; k < 4; k++) {
      part = ALPHABET[lo & 31]! + part;
      lo >>= 5;
    }
    for (let k = 0; k < 4; k++) {
      part = ALPHABET[hi & 31]! + part;
      hi >>= 5;
    }
    id += part;
  }
  bytes.fill(0);
  return id;
}

/** The value of the first `ASP.NET_SessionId` cookie in a Cookie header, or undefined. */
export function sessionIdOf(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const pair of cookieHeader.split(";")) {
    const eq = pair.indexOf("=");
    if (eq < 0) continue;
    if (pair.slice(0, eq).trim() === SESSION_COOKIE) return pair.slice(eq + 1).trim();
  }
  return undefined;
}

export class SessionStore {
  readonly maxSessions: number;
  readonly idleTimeoutMs: number;
  readonly #sessions = new Map<string, Entry>();
  /**
   * The sessions in order of last use, kept as a linked list rather than by the Map's order: a Map whose first
   * entries keep being deleted walks past their holes on every look at its first entry (V8), which made a new
   * session cost 30 µs with 10 000 held.
   */
  #oldest: Entry | undefined;
  #newest: Entry | undefined;
  readonly #now: () => number;

  constructor(options: SessionOptions = {}, now: () => number = Date.now) {
    const max = options.maxSessions ?? 10_000;
    const idle = options.idleTimeoutMs ?? 20 * 60 * 1000;
    if (!Number.isInteger(max) || max < 1) throw new RangeError("session.maxSessions must be a positive integer");
    if (!(idle > 0)) throw new RangeError("session.idleTimeoutMs must be positive");
    this.maxSessions = max;
    this.idleTimeoutMs = idle;
    this.#now = now;
  }

  /** Sessions held now (expired ones not yet dropped included). */
  get size(): number {
    return this.#sessions.size;
  }

  /** The session of a request, by its Cookie header: the known one, or a new one with its Set-Cookie value. */
  use(cookieHeader: string | undefined): SessionUse {
    const now = this.#now();
    const id = sessionIdOf(cookieHeader);
    if (id !== undefined && ID_PATTERN.test(id)) {
      const entry = this.#sessions.get(id);
      if (entry) {
        this.#unlink(entry);
        if (now - entry.lastUsed < this.idleTimeoutMs) {
          entry.lastUsed = now;
          this.#append(entry);
          return { state: entry.state, setCookie: undefined };
        }
        this.#sessions.delete(id);
      }
    }
    // The idle sessions are the oldest: drop them, then the least recently used while the store is full.
    let oldest = this.#oldest;
    while (oldest && (now - oldest.lastUsed >= this.idleTimeoutMs || this.#sessions.size >= this.maxSessions)) {
      this.#unlink(oldest);
      this.#sessions.delete(oldest.id);
      oldest = this.#oldest;
    }
    let fresh = newSessionId();
    while (this.#sessions.has(fresh)) fresh = newSessionId();
    const entry: Entry = { id: fresh, state: new Map(), lastUsed: now, older: undefined, newer: undefined };
    this.#sessions.set(fresh, entry);
    this.#append(entry);
    return { state: entry.state, setCookie: `${SESSION_COOKIE}=${fresh}; path=/; HttpOnly; SameSite=Lax` };
  }

  #unlink(entry: Entry): void {
    if (entry.older) entry.older.newer = entry.newer;
    else this.#oldest = entry.newer;
    if (entry.newer) entry.newer.older = entry.older;
    else this.#newest = entry.older;
    entry.older = entry.newer = undefined;
  }

  #append(entry: Entry): void {
    entry.older = this.#newest;
    if (this.#newest) this.#newest.newer = entry;
    else this.#oldest = entry;
    this.#newest = entry;
  }
}
