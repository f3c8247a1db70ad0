/**
 * The ASP.NET session cookie for a client whose service keeps session state (`[WebMethod(EnableSession =
 * true)]`): `ASP.NET_SessionId` as the service set it, kept per origin (scheme, host and port: ASP.NET sets it
 * with `path=/`) and sent back on every call there. Not a general cookie jar: every other cookie is ignored.
 * One store may serve several clients (services of one site share their session, as in a browser). The id is a
 * credential: it never appears in an error or message.
 */

const NAME = "ASP.NET_SessionId";
/** A value that can go back in a Cookie header as it is: no separators, spaces or controls. */
const SAFE_VALUE = /^[A-Za-z0-9_-]{1,128}$/;

export class SessionCookies {
  readonly #ids = new Map<string, string>();

  /** The Cookie header value to send to `url`'s origin, or undefined when it has set none. */
  cookieFor(url: string): string | undefined {
    const id = this.#ids.get(new URL(url).origin);
    return id === undefined ? undefined : `${NAME}=${id}`;
  }

  /** Takes the `ASP.NET_SessionId` of a response's Set-Cookie values (an empty or expired one forgets it). */
  receive(url: string, setCookie: readonly string[] | undefined): void {
    if (!setCookie) return;
    const origin = new URL(url).origin;
    for (const header of setCookie) {
      const [pair = "", ...attributes] = header.split(";");
      const eq = pair.indexOf("=");
      if (eq < 0 || pair.slice(0, eq).trim() !== NAME) continue;
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => {
        const [key = "", at = ""] = a.split("=", 2);
        const name = key.trim().toLowerCase();
        if (name === "max-age") return Number(at.trim()) <= 0;
        if (name === "expires") return Date.parse(at.trim()) <= Date.now();
        return false;
      });
      if (expired || !SAFE_VALUE.test(value)) this.#ids.delete(origin);
      else this.#ids.set(origin, value);
    }
  }

  /** Forgets the session of `url`'s origin, or every session: the next call starts a new one. */
  clear(url?: string): void {
    if (url === undefined) this.#ids.clear();
    else this.#ids.delete(new URL(url).origin);
  }
}
