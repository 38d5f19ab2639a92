import { AdminMessage, type AdminOverview, HttpMessage } from "@vitalog/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, json, type TestApp } from "../test/test-app.ts";
import { grantAdmin } from "./features/admin/admin.service.ts";

let t: TestApp;
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

    // 2. The overview counts what is really there, and grows with it.
    const before = await json<AdminOverview>(
      await t.request("/api/v1/admin/overview", { as: admin }),
    );
    expect(before.users).toBeGreaterThanOrEqual(1);
    expect(before.riskFactors).toBeGreaterThanOrEqual(10);
    expect(before.healthGoals).toBeGreaterThanOrEqual(10);
    const other = await t.signUp();
    await t.request("/api/v1/weight-entries", {
      json: { weightKg: 70, measuredAt: "2026-01-01T08:00:00Z" },
      as: other,
    });
    const after = await json<AdminOverview>(
      await t.request("/api/v1/admin/overview", { as: admin }),
    );
    expect(after.users).toBeGreaterThanOrEqual((before.users ?? 0) + 1);
    expect(after.weightEntries).toBeGreaterThanOrEqual((before.weightEntries ?? 0) + 1);
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

  it("publishes an OpenAPI 3.1 document listing every route", async () => {
    const doc = await json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>(
      await t.request("/api/v1/openapi.json"),
    );
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        "/api/health",
        "/api/v1/account",
        "/api/v1/account/export",
        "/api/v1/admin/overview",
        "/api/v1/auth/providers",
        "/api/v1/auth/reset-password/check",
        "/api/v1/health-goals",
        "/api/v1/profile",
        "/api/v1/profile/photo",
        "/api/v1/risk-factors",
        "/api/v1/session",
        "/api/v1/weight-entries",
        "/api/v1/weight-entries/{id}",
        "/api/v1/fasts",
        "/api/v1/fasts/current",
        "/api/v1/fasts/stats",
        "/api/v1/fasts/{id}",
        "/api/v1/fasts/{id}/end",
        "/api/v1/fasting-settings",
        "/api/v1/wellbeing-checkins",
        "/api/v1/wellbeing-checkins/summary",
        "/api/v1/wellbeing-checkins/{date}",
        "/api/v1/meditation-sessions",
        "/api/v1/meditation-sessions/stats",
        "/api/v1/meditation-sessions/{id}",
        "/api/v1/meditation-settings",
        "/api/v1/cycle/days",
        "/api/v1/cycle/days/{date}",
        "/api/v1/cycle/periods",
        "/api/v1/cycle/periods/{id}",
        "/api/v1/cycle/predictions",
        "/api/v1/cycle/settings",
        "/api/v1/cycle/stats",
        "/api/v1/medications",
        "/api/v1/medications/{id}",
        "/api/v1/medications/{id}/adherence",
        "/api/v1/medication-adherence",
        "/api/v1/medication-doses",
        "/api/v1/recommendations",
        "/api/v1/recommendations/{id}",
        "/api/v1/recommendations/{id}/complete",
        "/api/v1/recommendations/{id}/save",
        "/api/v1/recommendations/{id}/hide",
        "/api/v1/recommendations/{id}/progress",
        "/api/v1/recommendation-images/{name}",
        "/api/v1/admin/recommendations",
        "/api/v1/admin/recommendations/export",
        "/api/v1/admin/recommendations/import",
        "/api/v1/admin/recommendations/{id}",
        "/api/v1/admin/recommendations/{id}/duplicate",
        "/api/v1/admin/recommendation-images",
        "/api/v1/admin/risk-factors",
        "/api/v1/admin/risk-factors/{id}",
        "/api/v1/admin/health-goals",
        "/api/v1/admin/health-goals/{id}",
        "/api/v1/admin/system-status",
        "/api/v1/admin/activity",
        "/api/v1/nutrition/targets",
        "/api/v1/pain-entries",
        "/api/v1/pain-entries/regions",
        "/api/v1/pain-entries/{id}",
        "/api/v1/nutrition/weight-change",
        "/api/v1/lab-markers",
        "/api/v1/lab-results",
        "/api/v1/lab-results/markers/{code}",
        "/api/v1/lab-results/{id}",
        "/api/v1/foods",
        "/api/v1/foods/recent",
        "/api/v1/foods/favourites",
        "/api/v1/foods/{id}",
        "/api/v1/foods/{id}/favourite",
        "/api/v1/food-log",
        "/api/v1/food-log/week",
        "/api/v1/food-log/targets",
        "/api/v1/food-log/settings",
        "/api/v1/food-log/{id}",
        "/api/v1/admin/courses",
        "/api/v1/admin/courses/{id}",
        "/api/v1/admin/courses/{id}/publish",
        "/api/v1/admin/courses/{id}/unpublish",
        "/api/v1/admin/courses/{id}/modules",
        "/api/v1/admin/courses/{id}/modules/order",
        "/api/v1/admin/courses/{id}/modules/{moduleId}",
        "/api/v1/admin/courses/{id}/modules/{moduleId}/lessons",
        "/api/v1/admin/courses/{id}/modules/{moduleId}/lessons/order",
        "/api/v1/admin/courses/{id}/modules/{moduleId}/lessons/{lessonId}",
        "/api/v1/admin/courses/{id}/thumbnail",
        "/api/v1/admin/courses/{id}/modules/{moduleId}/lessons/{lessonId}/video",
        "/api/v1/admin/courses/{id}/modules/{moduleId}/lessons/{lessonId}/attachments",
        "/api/v1/admin/courses/{id}/modules/{moduleId}/lessons/{lessonId}/attachments/{name}",
        "/api/v1/courses",
        "/api/v1/courses/{id}",
        "/api/v1/courses/{id}/modules/{moduleId}/lessons/{lessonId}",
        "/api/v1/courses/{id}/enroll",
        "/api/v1/courses/{id}/checkout",
        "/api/v1/courses/{id}/modules/{moduleId}/lessons/{lessonId}/complete",
        "/api/v1/enrollments",
        "/api/v1/payments/checkout-sessions/{sessionId}",
        "/api/v1/payments/stripe/webhook",
        "/api/v1/articles",
        "/api/v1/articles/by-slug/{slug}",
        "/api/v1/articles/{id}",
        "/api/v1/articles/{id}/like",
        "/api/v1/articles/{id}/comments",
        "/api/v1/comments/{id}",
        "/api/v1/me/articles",
        "/api/v1/editor-images",
        "/api/v1/community-files/editor-images/{userId}/{name}",
        "/api/v1/groups",
        "/api/v1/groups/{id}",
        "/api/v1/groups/{id}/join",
        "/api/v1/groups/{id}/leave",
        "/api/v1/groups/{id}/members",
        "/api/v1/groups/{id}/members/{userId}",
        "/api/v1/groups/{id}/reports",
        "/api/v1/groups/{id}/threads",
        "/api/v1/threads/{id}",
        "/api/v1/threads/{id}/pin",
        "/api/v1/threads/{id}/posts",
        "/api/v1/posts/{id}",
        "/api/v1/posts/{id}/like",
        "/api/v1/posts/{id}/hide",
        "/api/v1/posts/{id}/report",
        "/api/v1/feature-requests",
        "/api/v1/feature-requests/{id}",
        "/api/v1/feature-requests/{id}/vote",
        "/api/v1/feature-requests/{id}/status",
        "/api/v1/feature-requests/{id}/merge",
        "/api/v1/feature-requests/{id}/comments",
        "/api/v1/feature-requests/{id}/comments/{commentId}",
        "/api/v1/profiles/{identifier}",
        "/api/v1/profiles/{identifier}/photo",
        "/api/v1/profile/public",
      ].sort(),
    );
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
