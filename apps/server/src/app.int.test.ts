import { AdminMessage, type AdminOverview, HttpMessage } from "@vitalog/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, json, type TestApp } from "../test/test-app.ts";
import { createApp } from "./app.ts";
import { grantAdmin } from "./features/admin/admin.service.ts";
import type { ServerModule } from "./modules/module.ts";
import { modules } from "./modules.ts";

let t: TestApp;

/** The paths of the OpenAPI document of an app made of `only` these modules. */
async function documentedPaths(only: readonly ServerModule[]): Promise<string[]> {
  const { app } = createApp({
    config: t.config,
    authSecret: "vitalog-test-secret-that-is-long-enough-0123456789",
    db: t.db,
    ping: async () => true,
    log: t.log,
    modules: only,
  });
  const doc = await json<{ paths: Record<string, unknown> }>(
    await app.request("/api/v1/openapi.json"),
  );
  return Object.keys(doc.paths);
}
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ANY_ID = "00000000-0000-4000-8000-000000000000";
const PROTECTED: [string, string, unknown?][] = [
  ["GET", "/api/v1/profile"],
  ["PATCH", "/api/v1/profile", { gender: "male" }],
  ["GET", "/api/v1/weight-entries"],
  ["POST", "/api/v1/weight-entries", { weightKg: 70, measuredAt: "2026-01-01T08:00:00Z" }],
  ["GET", `/api/v1/weight-entries/${ANY_ID}`],
  ["PATCH", `/api/v1/weight-entries/${ANY_ID}`, { weightKg: 70 }],
  ["DELETE", `/api/v1/weight-entries/${ANY_ID}`],
  ["GET", "/api/v1/admin/overview"],
];

describe("a visitor", () => {
  it.each(PROTECTED)("gets 401 on %s %s", async (method, path, body) => {
    const response = await t.request(path, { method, ...(body ? { json: body } : {}) });
    expect(response.status).toBe(401);
    expect(await json(response)).toEqual({
      error: { code: "UNAUTHENTICATED", message: HttpMessage.unauthenticated },
    });
  });

  it("gets 401 with a forged or stale session cookie", async () => {
    const response = await t.request("/api/v1/profile", {
      as: { cookie: "vitalog.session_token=forged.value" },
    });
    expect(response.status).toBe(401);
  });

  it("may read the public catalogue, providers and health", async () => {
    for (const path of ["/api/v1/risk-factors", "/api/v1/health-goals", "/api/v1/auth/providers"]) {
      expect((await t.request(path)).status, path).toBe(200);
    }
  });
});

describe("the admin overview", () => {
  it("is refused to a signed-in person who is not an admin", async () => {
    const user = await t.signUp();
    const response = await t.request("/api/v1/admin/overview", { as: user });
    expect(response.status).toBe(403);
    expect(await json(response)).toEqual({
      error: { code: "FORBIDDEN", message: AdminMessage.unauthorized },
    });
  });

  it("gives an admin real figures", async () => {
    // 1. Someone is made an admin the way the CLI does it.
    const admin = await t.signUp();
    await grantAdmin({ db: t.db, log: t.log }, admin.email);
    const profile = await json(await t.request("/api/v1/profile", { as: admin }));
    expect(profile.isAdmin).toBe(true);

    // 2. The overview counts what is really there, and grows with it. On PostgreSQL every test
    //    file shares one database, and another file may delete an account between the two
    //    readings, so a window is tried again (at most five) until nothing else shrank it.
    const overview = async () =>
      json<AdminOverview>(await t.request("/api/v1/admin/overview", { as: admin }));
    const before = await overview();
    expect(before.users).toBeGreaterThanOrEqual(1);
    expect(before.riskFactors).toBeGreaterThanOrEqual(10);
    expect(before.healthGoals).toBeGreaterThanOrEqual(10);
    let grew = false;
    for (let attempt = 0; attempt < 5 && !grew; attempt++) {
      const start = attempt === 0 ? before : await overview();
      const other = await t.signUp();
      await t.request("/api/v1/weight-entries", {
        json: { weightKg: 70, measuredAt: "2026-01-01T08:00:00Z" },
        as: other,
      });
      const after = await overview();
      grew =
        (after.users ?? 0) >= (start.users ?? 0) + 1 &&
        (after.weightEntries ?? 0) >= (start.weightEntries ?? 0) + 1;
    }
    expect(grew).toBe(true);
  });
});

describe("the HTTP surface", () => {
  it("answers unknown API paths with 404 JSON, never the web app", async () => {
    for (const path of ["/api/v1/no-such-route", "/api/nothing", "/api/v2/profile", "/api"]) {
      const response = await t.request(path);
      expect(response.status, path).toBe(404);
      expect(await json(response)).toEqual({
        error: { code: "NOT_FOUND", message: HttpMessage.notFound },
      });
    }
  });

  it("reports health with the database status", async () => {
    const response = await t.request("/api/health");
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ status: "ok", database: "up" });
  });

  it("sends security headers everywhere and no-store on API replies", async () => {
    const user = await t.signUp();
    for (const path of ["/api/v1/profile", "/api/health", "/api/nothing", "/"]) {
      const response = await t.request(path, { as: user });
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("x-request-id")).toBeTruthy();
      expect(response.headers.get("permissions-policy"), path).toBe(
        "camera=(), microphone=(), geolocation=(), payment=()",
      );
      if (path.startsWith("/api"))
        expect(response.headers.get("cache-control"), path).toBe("no-store");
    }
    const signIn = await t.request("/api/auth/sign-in/email", {
      json: { email: user.email, password: user.password },
    });
    expect(signIn.headers.get("cache-control")).toBe("no-store");
  });

  it("refuses bodies over 1 MB with 413", async () => {
    const user = await t.signUp();
    const response = await t.request("/api/v1/weight-entries", {
      json: { weightKg: 70, measuredAt: "2026-01-01T08:00:00Z", note: "x".repeat(1_100_000) },
      as: user,
    });
    expect(response.status).toBe(413);
    expect(response.headers.get("connection")).toBe("close");
    expect((await json<{ error: { code: string } }>(response)).error.code).toBe(
      "PAYLOAD_TOO_LARGE",
    );
  });

  it("publishes an OpenAPI 3.1 document listing every route of the platform and each module", async () => {
    const doc = await json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>(
      await t.request("/api/v1/openapi.json"),
    );
    expect(doc.openapi).toBe("3.1.0");
    // The platform's own paths, then each module's: what an app of that one module adds.
    const platform = await documentedPaths([]);
    expect(platform).toEqual(
      expect.arrayContaining([
        "/api/health",
        "/api/auth/sign-in/email",
        "/api/auth/sign-up/email",
        "/api/v1/auth/providers",
        "/api/v1/auth/reset-password/check",
      ]),
    );
    const expected = new Set(platform);
    for (const module of modules) {
      const own = (await documentedPaths([module])).filter((path) => !platform.includes(path));
      if (module.routes)
        expect(own.length, `${module.name} documents its routes`).toBeGreaterThan(0);
      for (const path of own) expect(path, module.name).toMatch(/^\/api\/v1\//);
      for (const path of own) expected.add(path);
    }
    expect(Object.keys(doc.paths).sort()).toEqual([...expected].sort());
    expect(Object.keys(doc.paths["/api/v1/weight-entries/{id}"] ?? {}).sort()).toEqual([
      "delete",
      "get",
      "patch",
    ]);
  });

  it("serves browsable API docs from this server, without inline scripts", async () => {
    const page = await t.request("/api/docs");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toMatch(/<script>(?!<)/);
    for (const src of html.matchAll(/(?:src|href)="(\/api\/docs\/[^"]+)"/g)) {
      const asset = await t.request(src[1]!);
      expect(asset.status, src[1]).toBe(200);
    }
  });
});
