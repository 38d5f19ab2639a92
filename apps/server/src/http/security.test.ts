import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "./app-env.ts";
import { handleError } from "./error-handler.ts";
import { CROSS_SITE_MESSAGE, refuseCrossSiteWrites } from "./security.ts";

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
