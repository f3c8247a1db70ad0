/**
 * ASP.NET session state for `[WebMethod(EnableSession = true)]` operations: a store per client, kept by the
 * cookie `ASP.NET_SessionId`. As ASP.NET's SessionIDManager, an id is 24 characters of `a`-`z` and `0`-`5`
 * (120 random bits, 5 per character) and the first call answers `Set-Cookie: ASP.NET_SessionId=<id>; path=/;
 * HttpOnly; SameSite=Lax` (.NET Framework 4.7.2 and later); a call carrying a known id keeps its session and
 * gets no cookie; an id that is malformed, unknown or expired starts a new session with a fresh id (never the
 * one the client chose). Sessions expire after 20 idle minutes (ASP.NET's default timeout), and at most
 * `maxSessions` are held: the least recently used goes first. A session id is a credential: it is never
 * logged (the log events carry no headers) nor shown to handlers.
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

interface Entry {
  readonly state: SessionState;
  lastUsed: number;
}

/** What a call's session is: its state, and the Set-Cookie value to send when it is new. */
export interface SessionUse {
  readonly state: SessionState;
  readonly setCookie: string | undefined;
}

/** A fresh session id: 15 random bytes written 5 bits a character, as SessionIDManager.CreateSessionID. */
export function newSessionId(): string {
  const bytes = new Uint8Array(15);
  globalThis.crypto.getRandomValues(bytes);
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
  /** In order of last use, oldest first: a use moves the entry to the end. */
  readonly #sessions = new Map<string, Entry>();
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
        this.#sessions.delete(id);
        if (now - entry.lastUsed < this.idleTimeoutMs) {
          entry.lastUsed = now;
          this.#sessions.set(id, entry);
          return { state: entry.state, setCookie: undefined };
        }
      }
    }
    this.#dropExpired(now);
    while (this.#sessions.size >= this.maxSessions) {
      this.#sessions.delete(this.#sessions.keys().next().value!);
    }
    let fresh = newSessionId();
    while (this.#sessions.has(fresh)) fresh = newSessionId();
    const state: SessionState = new Map();
    this.#sessions.set(fresh, { state, lastUsed: now });
    return { state, setCookie: `${SESSION_COOKIE}=${fresh}; path=/; HttpOnly; SameSite=Lax` };
  }

  /** Drops the idle sessions at the front (the least recently used come first). */
  #dropExpired(now: number): void {
    for (const [id, entry] of this.#sessions) {
      if (now - entry.lastUsed < this.idleTimeoutMs) return;
      this.#sessions.delete(id);
    }
  }
}
