import type { Server as HttpServer } from "node:http";
import type { Http2SecureServer, Http2Server } from "node:http2";

/** How long no request may start before the listener closes, and the longest drain. */
const QUIET_MS = 300;
const MAX_DRAIN_MS = 5_000;
const TICK_MS = 50;

/**
 * Stopping an HTTP server without dropping a request a client has already sent.
 *
 * `server.close()` alone is not enough: it stops accepting at once, so connections still in the
 * kernel's accept queue are reset, and it closes every connection that has no request being
 * parsed, which includes connections whose request is sent but not read yet (a busy event loop).
 * Both are requests in flight from the client's side. So, from `drain()` on:
 * every reply carries `Connection: close`; the listener stays open until no request has started
 * for 300 ms and none is open (at most 5 s); only then does it close, and `close()` resolves when
 * the last connection has ended.
 */
export function httpDrain(server: HttpServer | Http2Server | Http2SecureServer) {
  const http = server as HttpServer;
  let draining = false;
  let open = 0;
  let lastStart = 0;
  http.on("request", (_request, response) => {
    open += 1;
    lastStart = performance.now();
    if (draining) response.setHeader("connection", "close");
    response.once("close", () => {
      open -= 1;
    });
  });

  return {
    /** Answers what arrives with `Connection: close`; resolves once the server has closed. */
    drain(): Promise<void> {
      draining = true;
      const began = performance.now();
      return new Promise((done) => {
        const tick = setInterval(() => {
          const now = performance.now();
          const quiet = open === 0 && now - lastStart >= QUIET_MS && now - began >= QUIET_MS;
          if (!quiet && now - began < MAX_DRAIN_MS) return;
          clearInterval(tick);
          http.close(() => done());
          // Keep-alive connections between requests; a request still open ends its own.
          const sweep = setInterval(() => http.closeIdleConnections(), 100);
          http.once("close", () => clearInterval(sweep));
        }, TICK_MS);
      });
    },
  };
}
