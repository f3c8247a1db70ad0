/**
 * The server's session store (runtime/src/server/session.ts): ids of .NET's shape from crypto random, the
 * cookie read among others, the idle timeout and the bound on sessions, and the options checked.
 */
import { describe, expect, it } from "vitest";
import { newSessionId, sessionIdOf, SessionStore } from "../../runtime/src/server/session.js";

const SET_COOKIE = /^ASP\.NET_SessionId=([a-z0-5]{24}); path=\/; HttpOnly; SameSite=Lax$/;
const idOf = (setCookie: string | undefined): string => SET_COOKIE.exec(setCookie!)![1]!;

describe("session ids", () => {
  it("are 24 characters of a-z and 0-5, every character of the alphabet in use, no two alike", () => {
    const ids = Array.from({ length: 2000 }, newSessionId);
    for (const id of ids) expect(id).toMatch(/^[a-z0-5]{24}$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids.join("")).size).toBe(32);
  });

  it("are read from the first ASP.NET_SessionId of a Cookie header, other cookies ignored", () => {
    expect(sessionIdOf("a=1; ASP.NET_SessionId=abc; ASP.NET_SessionId=def")).toBe("abc");
    expect(sessionIdOf("ASP.NET_SessionIdX=1; b=2")).toBeUndefined();
    expect(sessionIdOf(undefined)).toBeUndefined();
    expect(sessionIdOf("garbage")).toBeUndefined();
  });
});

describe("SessionStore", () => {
  it("keeps a session for its cookie, and gives a new one to a missing, malformed or unknown cookie", () => {
    const store = new SessionStore();
    const first = store.use(undefined);
    first.state.set("n", 1);
    const id = idOf(first.setCookie);
    const again = store.use(`other=x; ASP.NET_SessionId=${id}`);
    expect(again.setCookie).toBeUndefined();
    expect(again.state.get("n")).toBe(1);
    for (const cookie of [`ASP.NET_SessionId=${id.toUpperCase()}`, "ASP.NET_SessionId=abcdefghijklmnopqrstuvwx", `ASP.NET_SessionId=${id}x`]) {
      const other = store.use(cookie);
      expect(idOf(other.setCookie)).not.toBe(id);
      expect(other.state.size).toBe(0);
    }
  });

  it("drops a session idle for the timeout (20 minutes by default), and not one in use", () => {
    let now = 1_000_000;
    const store = new SessionStore({}, () => now);
    expect(store.idleTimeoutMs).toBe(20 * 60 * 1000);
    const a = store.use(undefined);
    const cookie = `ASP.NET_SessionId=${idOf(a.setCookie)}`;
    now += 19 * 60 * 1000;
    expect(store.use(cookie).setCookie).toBeUndefined();
    now += 19 * 60 * 1000; // 38 minutes after it began, 19 after its last use
    expect(store.use(cookie).setCookie).toBeUndefined();
    now += 20 * 60 * 1000;
    const expired = store.use(cookie);
    expect(expired.setCookie).toMatch(SET_COOKIE);
    expect(expired.setCookie).not.toContain(idOf(a.setCookie));
    expect(store.size).toBe(1);
  });

  it("holds at most maxSessions, dropping the least recently used", () => {
    const store = new SessionStore({ maxSessions: 3 });
    const cookies = [0, 1, 2].map(() => `ASP.NET_SessionId=${idOf(store.use(undefined).setCookie)}`);
    store.use(cookies[0]); // 0 is now the most recent: 1 goes first
    store.use(undefined);
    expect(store.size).toBe(3);
    expect(store.use(cookies[0]).setCookie).toBeUndefined();
    expect(store.use(cookies[2]).setCookie).toBeUndefined();
    expect(store.use(cookies[1]).setCookie).toMatch(SET_COOKIE);
    expect(store.size).toBe(3);
  });

  it("refuses bounds that are no bounds", () => {
    expect(() => new SessionStore({ maxSessions: 0 })).toThrow("session.maxSessions must be a positive integer");
    expect(() => new SessionStore({ maxSessions: 1.5 })).toThrow("session.maxSessions must be a positive integer");
    expect(() => new SessionStore({ idleTimeoutMs: 0 })).toThrow("session.idleTimeoutMs must be positive");
    expect(() => new SessionStore({ idleTimeoutMs: Number.NaN })).toThrow("session.idleTimeoutMs must be positive");
  });
});
