/**
 * The Node transport: node:http / node:https with keep-alive agents. Measured several times faster
 * than Node's global fetch for small SOAP calls, and it needs no dependency.
 */
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import { charsetOf, ResponseTooLargeError, type Transport } from "./transport.js";

export interface NodeTransportOptions {
  /** Most sockets per host (default 64). */
  readonly maxSockets?: number;
  /** TLS options for https endpoints (e.g. `ca` for a private CA). */
  readonly tls?: {
    readonly ca?: string | Buffer | readonly (string | Buffer)[];
    readonly rejectUnauthorized?: boolean;
  };
}

export function nodeTransport(options: NodeTransportOptions = {}): Transport {
  const maxSockets = options.maxSockets ?? 64;
  const httpAgent = new HttpAgent({ keepAlive: true, maxSockets });
  const httpsAgent = new HttpsAgent({ keepAlive: true, maxSockets, ...(options.tls as object | undefined) });
  return (request) =>
    new Promise((resolve, reject) => {
      const url = new URL(request.url);
      const secure = url.protocol === "https:";
      const headers: Record<string, string> = {};
      for (const [name, value] of request.headers) headers[name] = value;
      if (request.body !== undefined) headers["Content-Length"] = String(Buffer.byteLength(request.body));
      const req = (secure ? httpsRequest : httpRequest)(
        url,
        { method: request.method, headers, agent: secure ? httpsAgent : httpAgent, signal: request.signal },
        (res: IncomingMessage) => {
          const contentType = res.headers["content-type"];
          const declared = Number(res.headers["content-length"] ?? "NaN");
          if (declared > request.maxResponseBytes) {
            res.destroy();
            reject(new ResponseTooLargeError(request.maxResponseBytes));
            return;
          }
          const chunks: Buffer[] = [];
          let total = 0;
          res.on("data", (chunk: Buffer) => {
            total += chunk.length;
            if (total > request.maxResponseBytes) {
              // Reject first: destroy() emits 'aborted' synchronously, whose handler below would otherwise
              // report an oversize response as a broken connection (NetworkError instead of the size error).
              reject(new ResponseTooLargeError(request.maxResponseBytes));
              res.destroy();
              return;
            }
            chunks.push(chunk);
          });
          res.on("error", reject);
          res.on("aborted", () => reject(new Error("the connection closed before the response was complete")));
          res.on("end", () => {
            if (!res.complete) {
              reject(new Error("the connection closed before the response was complete"));
              return;
            }
            const bytes = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
            resolve({
              status: res.statusCode ?? 0,
              contentType,
              body: new TextDecoder(charsetOf(contentType)).decode(bytes),
            });
          });
        },
      );
      req.on("error", reject);
      if (request.body !== undefined) req.end(request.body);
      else req.end();
    });
}
