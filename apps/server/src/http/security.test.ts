import { connect } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "./app-env.ts";
import { handleError } from "./error-handler.ts";
import {
  apiBodyLimit,
  CROSS_SITE_MESSAGE,
  closeOnPayloadTooLarge,
  MAX_BODY_BYTES,
  refuseCrossSiteWrites,
} from "./security.ts";

const app = new Hono<AppEnv>();
app.use("*", refuseCrossSiteWrites(["http://localhost:3000", "capacitor://localhost"]));
app.all("/thing", (c) => c.text("ok"));
app.onError(handleError);

const send = (method: string, headers: Record<string, string> = {}) =>
  app.request("/thing", { method, headers });

describe("refuseCrossSiteWrites", () => {
  it.each(["POST", "PUT", "PATCH", "DELETE"])("refuses a %s from a foreign origin", async (m) => {
    const response = await send(m, { Origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: { code: "FORBIDDEN", message: CROSS_SITE_MESSAGE },
    });
  });

  it("refuses the opaque origin and a cross-site fetch without Origin", async () => {
    expect((await send("POST", { Origin: "null" })).status).toBe(403);
    expect((await send("POST", { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
  });

  it("lets through our own origins, same-site fetches and clients that are not browsers", async () => {
    expect((await send("POST", { Origin: "http://localhost:3000" })).status).toBe(200);
    expect((await send("DELETE", { Origin: "capacitor://localhost" })).status).toBe(200);
    expect((await send("POST", { "Sec-Fetch-Site": "same-origin" })).status).toBe(200);
    expect((await send("POST", { "Sec-Fetch-Site": "none" })).status).toBe(200);
    expect((await send("PATCH")).status).toBe(200);
  });

  it("never refuses a read", async () => {
    expect((await send("GET", { Origin: "https://evil.example" })).status).toBe(200);
  });
});

describe("a body over the limit", () => {
  it("is answered 413 with Connection: close, and the server closes the connection", async () => {
    const limited = new Hono<AppEnv>();
    limited.use("*", closeOnPayloadTooLarge);
    limited.use("*", apiBodyLimit);
    limited.post("/upload", async (c) => c.text(String((await c.req.text()).length)));
    limited.onError(handleError);
    const server = serve({ fetch: limited.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((done) => server.once("listening", done));
    const { port } = server.address() as { port: number };
    try {
      const reply = await new Promise<{ head: string; closed: boolean }>((done, fail) => {
        const socket = connect(port, "127.0.0.1");
        let head = "";
        socket.on("data", (chunk) => {
          head += chunk;
        });
        socket.on("error", fail);
        socket.on("close", () => done({ head, closed: true }));
        const body = "x".repeat(MAX_BODY_BYTES + 10);
        socket.write(
          `POST /upload HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\nContent-Type: text/plain\r\nContent-Length: ${body.length}\r\n\r\n`,
        );
        socket.write(body);
        setTimeout(() => done({ head, closed: false }), 5_000).unref();
      });
      expect(reply.head).toMatch(/^HTTP\/1\.1 413/);
      expect(reply.head.toLowerCase()).toContain("connection: close");
      expect(reply.closed).toBe(true);
    } finally {
      server.close();
    }
  });

  it("leaves other replies' connections open", async () => {
    const app = new Hono<AppEnv>();
    app.use("*", closeOnPayloadTooLarge);
    app.get("/", (c) => c.text("ok"));
    expect((await app.request("/")).headers.get("connection")).toBeNull();
  });
});
