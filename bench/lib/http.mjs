/** One plain HTTP exchange with a local server, for checking responses (not for load). */
import { request as httpRequest } from "node:http";

/** Headers node:http adds by itself: not part of what a server chose to answer. */
const TRANSPORT_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

export function exchange(port, { method, path, headers, body }) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port, method, path, headers: { ...headers, connection: "close" }, agent: false },
      (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          const bytes = Buffer.concat(chunks);
          const chosen = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            if (!TRANSPORT_HEADERS.has(res.rawHeaders[i].toLowerCase()))
              chosen.push([res.rawHeaders[i], res.rawHeaders[i + 1]]);
          }
          resolve({ status: res.statusCode, headers: chosen, bytes, text: bytes.toString("utf8") });
        });
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}
