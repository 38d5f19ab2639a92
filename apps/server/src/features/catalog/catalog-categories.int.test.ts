import { randomUUID } from "node:crypto";
import { RecommendationMessage } from "@vitalog/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, json, type TestApp, type TestUser } from "../../../test/test-app.ts";
import { grantAdmin } from "../admin/admin.service.ts";

let t: TestApp;
let admin: TestUser;
const run = randomUUID().slice(0, 8);

interface Item {
  id: string;
  name: string;
  category?: string | null;
}
interface Failure {
  error: { code: string; message: string; fields?: Record<string, string> };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp();
  await grantAdmin({ db: t.db, log: t.log }, admin.email);
});
afterAll(() => t.close());

describe("a risk factor's category in the admin API", () => {
  it("is set on create, changed and cleared on update, and listed everywhere", async () => {
    const created = await t.request("/api/v1/admin/risk-factors", {
      json: { name: `${run} shift work`, category: "habits" },
      as: admin,
    });
    expect(created.status).toBe(201);
    const item = await json<Item>(created);
    expect(item.category).toBe("habits");

    const moved = await t.request(`/api/v1/admin/risk-factors/${item.id}`, {
      method: "PATCH",
      json: { category: "heart" },
      as: admin,
    });
    expect(moved.status).toBe(200);
    expect(await json(moved)).toMatchObject({ name: `${run} shift work`, category: "heart" });

    // Leaving it out keeps it; the public list (profile completion groups by it) shows it too.
    const renamed = await t.request(`/api/v1/admin/risk-factors/${item.id}`, {
      method: "PATCH",
      json: { name: `${run} night shifts` },
      as: admin,
    });
    expect(await json(renamed)).toMatchObject({ category: "heart" });
    const adminList = await json<{ items: Item[] }>(
      await t.request("/api/v1/admin/risk-factors", { as: admin }),
    );
    expect(adminList.items.find((i) => i.id === item.id)?.category).toBe("heart");
    const publicList = await json<{ items: Item[] }>(await t.request("/api/v1/risk-factors"));
    expect(publicList.items.find((i) => i.id === item.id)?.category).toBe("heart");

    const cleared = await t.request(`/api/v1/admin/risk-factors/${item.id}`, {
      method: "PATCH",
      json: { category: null },
      as: admin,
    });
    expect(await json(cleared)).toMatchObject({ category: null });
  });

  it("is null when not given", async () => {
    const created = await t.request("/api/v1/admin/risk-factors", {
      json: { name: `${run} no group` },
      as: admin,
    });
    expect(created.status).toBe(201);
    expect((await json<Item>(created)).category).toBeNull();
  });

  it("refuses an unknown category on create and update with a 400 naming the choices", async () => {
    const refusedCreate = await t.request("/api/v1/admin/risk-factors", {
      json: { name: `${run} bad group`, category: "lungs" },
      as: admin,
    });
    expect(refusedCreate.status).toBe(400);
    const body = await json<Failure>(refusedCreate);
    expect(body.error.message).toBe(RecommendationMessage.riskFactorCategoryUnknown);
    expect(body.error.message).toBe(
      "Unknown category: use one of heart, weight, habits, family, infections, other",
    );
    expect(body.error.fields?.category).toBe(RecommendationMessage.riskFactorCategoryUnknown);
    const list = await json<{ items: Item[] }>(
      await t.request("/api/v1/admin/risk-factors", { as: admin }),
    );
    expect(list.items.some((i) => i.name === `${run} bad group`)).toBe(false);

    const item = await json<Item>(
      await t.request("/api/v1/admin/risk-factors", {
        json: { name: `${run} kept group`, category: "family" },
        as: admin,
      }),
    );
    for (const category of ["lungs", 3, ""]) {
      const refusedUpdate = await t.request(`/api/v1/admin/risk-factors/${item.id}`, {
        method: "PATCH",
        json: { category },
        as: admin,
      });
      expect(refusedUpdate.status).toBe(400);
      expect((await json<Failure>(refusedUpdate)).error.message).toBe(
        RecommendationMessage.riskFactorCategoryUnknown,
      );
    }
    const after = await json<{ items: Item[] }>(
      await t.request("/api/v1/admin/risk-factors", { as: admin }),
    );
    expect(after.items.find((i) => i.id === item.id)?.category).toBe("family");
  });

  it("is documented with its choices", async () => {
    const doc = await json<{ paths: Record<string, Record<string, unknown>> }>(
      await t.request("/api/v1/openapi.json"),
    );
    const post = JSON.stringify(doc.paths["/api/v1/admin/risk-factors"]?.post);
    expect(post).toContain('"enum":["heart","weight","habits","family","infections","other",null]');
  });

  it("is refused on a health goal, which has none", async () => {
    const refused = await t.request("/api/v1/admin/health-goals", {
      json: { name: `${run} goal`, category: "habits" },
      as: admin,
    });
    expect(refused.status).toBe(400);
  });
});
