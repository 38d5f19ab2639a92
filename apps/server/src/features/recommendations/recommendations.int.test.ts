import { schema } from "@vitalog/db";
import { addMonthsTo } from "@vitalog/domain";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, json, type TestApp, type TestUser } from "../../../test/test-app.ts";
import { grantAdmin } from "../admin/admin.service.ts";

let t: TestApp;
let admin: TestUser;
let ann: TestUser; // woman, 55, with the run's goal
let bob: TestUser; // man, 45, with the run's risk factor

const run = `t${Date.now().toString(36)}`;
let riskFactor: string;
let goal: string;

type Item = {
  id: string;
  guidelineId: string;
  matchScore: number;
  status: string;
  matchExplanation: { criteria: { criterion: string; matched: boolean; details: string[] }[] };
};
type State = { status: string; isSaved: boolean; isCompleted: boolean; nextDueDate: string | null };
type ImportAnswer = {
  successCount: number;
  errorCount: number;
  results: { index: number; id?: string; action?: string; errors?: string[] }[];
};

function yearsAgo(years: number, days = 0): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

async function completeProfile(user: TestUser, body: Record<string, unknown>) {
  const r = await t.request("/api/v1/profile", { method: "PATCH", json: body, as: user });
  if (r.status >= 300) throw new Error(`profile: ${r.status} ${await r.text()}`);
}

function rec(key: string, changes: Record<string, unknown> = {}) {
  return {
    guidelineTitle: `${run} check ${key}`,
    organization: "uspstf",
    guidelineId: `${run}-${key}`,
    actionType: "screening",
    actionDetails: `${run} details ${key}`,
    instruction: `${run} instruction ${key}`,
    minAge: 18,
    maxAge: 99,
    recommendationGrade: "B",
    gender: "all",
    frequencyNumber: 1,
    frequencyPeriod: "year",
    ...changes,
  };
}

async function importItems(body: unknown, as = admin) {
  const r = await t.request("/api/v1/admin/recommendations/import", { json: body, as });
  return { status: r.status, body: await json<ImportAnswer & { error?: { message: string } }>(r) };
}

async function listFor(user: TestUser, query = "") {
  const sep = query ? "&" : "?";
  const r = await t.request(`/api/v1/recommendations${query}${sep}q=${run}`, { as: user });
  expect(r.status).toBe(200);
  const { items } = await json<{ items: Item[] }>(r);
  return new Map(items.map((i) => [i.guidelineId.replace(`${run}-`, ""), i]));
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, ann, bob] = [await t.signUp(), await t.signUp(), await t.signUp()];
  await grantAdmin({ db: t.db, log: t.log }, admin.email);
  const rf = await t.request("/api/v1/admin/risk-factors", {
    json: { name: `${run} smoker`, description: "Test risk" },
    as: admin,
  });
  expect(rf.status).toBe(201);
  riskFactor = (await json<{ id: string }>(rf)).id;
  const g = await t.request("/api/v1/admin/health-goals", {
    json: { name: `${run} goal` },
    as: admin,
  });
  expect(g.status).toBe(201);
  goal = (await json<{ id: string }>(g)).id;
  await completeProfile(ann, {
    dateOfBirth: yearsAgo(55),
    gender: "female",
    selectedRiskFactors: [],
    selectedHealthGoals: [goal],
  });
  await completeProfile(bob, {
    dateOfBirth: yearsAgo(45),
    gender: "male",
    selectedRiskFactors: [riskFactor],
    selectedHealthGoals: [],
  });
  const { status, body } = await importItems([
    rec("a"),
    rec("b", { gender: "male", minAge: 40, maxAge: 75, selectedRiskFactors: [riskFactor] }),
    rec("c", { gender: "female" }),
    rec("d", { minAge: 50, maxAge: 60, selectedHealthGoals: `${run} goal` }),
  ]);
  expect(status).toBe(200);
  expect(body).toMatchObject({ successCount: 4, errorCount: 0 });
});
afterAll(() => t.close());

describe("catalogue administration", () => {
  it("adds, renames and deletes, refusing a duplicate name", async () => {
    const created = await t.request("/api/v1/admin/risk-factors", {
      json: { name: `${run} temp` },
      as: admin,
    });
    const { id } = await json<{ id: string }>(created);
    const dup = await t.request("/api/v1/admin/risk-factors", {
      json: { name: `${run} temp` },
      as: admin,
    });
    expect(dup.status).toBe(409);
    expect((await json<{ error: { message: string } }>(dup)).error.message).toBe(
      "That name is already in the list",
    );
    const renamed = await t.request(`/api/v1/admin/risk-factors/${id}`, {
      method: "PATCH",
      json: { description: "Described" },
      as: admin,
    });
    expect(await json(renamed)).toMatchObject({ name: `${run} temp`, description: "Described" });
    const empty = await t.request("/api/v1/admin/health-goals", { json: { name: " " }, as: admin });
    expect(empty.status).toBe(400);
    expect((await json<{ error: { message: string } }>(empty)).error.message).toBe(
      "Name is required",
    );
    expect(
      (await t.request(`/api/v1/admin/risk-factors/${id}`, { method: "DELETE", as: admin })).status,
    ).toBe(204);
    expect(
      (await t.request(`/api/v1/admin/risk-factors/${id}`, { method: "DELETE", as: admin })).status,
    ).toBe(404);
  });

  it.each(["risk-factors", "health-goals"])(
    "refuses a %s name that differs from another only in case",
    async (path) => {
      const first = await t.request(`/api/v1/admin/${path}`, {
        json: { name: `${run} Sleep Apnoea` },
        as: admin,
      });
      expect(first.status).toBe(201);
      const other = await json<{ id: string }>(
        await t.request(`/api/v1/admin/${path}`, { json: { name: `${run} other` }, as: admin }),
      );
      for (const response of [
        await t.request(`/api/v1/admin/${path}`, {
          json: { name: `${run} sleep APNOEA` },
          as: admin,
        }),
        await t.request(`/api/v1/admin/${path}/${other.id}`, {
          method: "PATCH",
          json: { name: `${run} SLEEP apnoea` },
          as: admin,
        }),
      ]) {
        expect(response.status).toBe(409);
        expect(await json(response)).toEqual({
          error: {
            code: "CONFLICT",
            message: "That name is already in the list",
            fields: { name: "That name is already in the list" },
          },
        });
      }
      const names = (
        await json<{ items: { name: string }[] }>(await t.request(`/api/v1/${path}`))
      ).items.map((item) => item.name.toLowerCase());
      expect(names.filter((name) => name === `${run} sleep apnoea`.toLowerCase())).toHaveLength(1);
    },
  );

  it("refuses people who are not admins", async () => {
    const r = await t.request("/api/v1/admin/risk-factors", {
      json: { name: `${run} x` },
      as: ann,
    });
    expect(r.status).toBe(403);
    expect((await t.request("/api/v1/admin/health-goals")).status).toBe(401);
  });

  it("records each change in the activity log", async () => {
    const r = await t.request("/api/v1/admin/activity", { as: admin });
    const { items } = await json<{ items: { summary: string; action: string; entity: string }[] }>(
      r,
    );
    expect(items).toContainEqual(
      expect.objectContaining({
        summary: `${run} smoker`,
        action: "created",
        entity: "riskFactor",
      }),
    );
  });
});

describe("import", () => {
  it.each([
    [
      { ...rec("m1"), instruction: undefined, actionDetails: "" },
      "Missing required fields: actionDetails, instruction",
    ],
    [
      rec("m2", { gender: "other" }),
      'Invalid gender value "other". Must be male, female, or all for all genders.',
    ],
    [
      rec("m3", { organization: "nope" }),
      "Invalid organization: nope. Valid options: uspstf, who, cdc, aafp, acog, aha, ada, acs, aap, nih, nice",
    ],
    [rec("m4", { actionType: "surgery" }), "Invalid actionType: surgery. Valid options:"],
    [
      rec("m5", { recommendationGrade: "Z" }),
      "Invalid recommendationGrade: Z. Valid options: A, B, C, D, I",
    ],
    [rec("m6", { frequencyPeriod: "decade" }), "Invalid frequencyPeriod: decade."],
    [rec("m7", { minAge: "forty" }), "Invalid minAge: forty. Must be a number."],
    [rec("m8", { selectedRiskFactors: "no such factor" }), "Unknown risk factor: no such factor"],
  ])("refuses a bad item with the spec's message (%#)", async (item, message) => {
    const { status, body } = await importItems([item]);
    expect(status).toBe(200);
    expect(body.successCount).toBe(0);
    expect(body.errorCount).toBe(1);
    expect(body.results[0]?.errors?.join("\n")).toContain(message);
  });

  it("answers 400 for nothing, or for something that is not recommendations", async () => {
    expect((await importItems([])).body.error?.message).toBe(
      "Invalid data format. Data must contain valid recommendation information.",
    );
    expect((await importItems(42)).status).toBe(400);
    const empty = await t.request("/api/v1/admin/recommendations/import", {
      method: "POST",
      as: admin,
    });
    expect(empty.status).toBe(400);
    expect((await json<{ error: { message: string } }>(empty)).error.message).toBe(
      "Please enter JSON data",
    );
  });

  it("takes aliases, numeric strings, comma lists and a template wrapper", async () => {
    const { title: _t, ...base } = { title: "", ...rec("alias") };
    const item = {
      ...base,
      guidelineTitle: undefined,
      title: `${run} aliased`,
      organization: undefined,
      source: "USPSTF",
      recommendationGrade: undefined,
      evidenceGrade: "a",
      minAge: "80",
      maxAge: "90",
      relatedGuidelines: "one, two",
    };
    const { body } = await importItems({ template: item, instructions: "Fill in", examples: [] });
    expect(body.successCount).toBe(1);
    const id = body.results[0]?.id as string;
    const stored = await json<Record<string, unknown>>(
      await t.request(`/api/v1/admin/recommendations/${id}`, { as: admin }),
    );
    expect(stored).toMatchObject({
      guidelineTitle: `${run} aliased`,
      organization: "uspstf",
      recommendationGrade: "A",
      minAge: 80,
      maxAge: 90,
      relatedGuidelines: ["one", "two"],
      category: "Preventive Screening",
    });
  });

  it("updates by id, and an export imported again changes nothing", async () => {
    const exported = await json<{
      recommendations: { id: string; guidelineId: string; instruction: string }[];
    }>(await t.request("/api/v1/admin/recommendations/export", { as: admin }));
    const a = exported.recommendations.find((r) => r.guidelineId === `${run}-a`);
    expect(a).toBeDefined();
    const { body } = await importItems([{ ...a, instruction: `${run} revised` }]);
    expect(body.results[0]).toMatchObject({ id: a?.id, action: "updated" });
    const again = await json<{ recommendations: { guidelineId: string; instruction: string }[] }>(
      await t.request("/api/v1/admin/recommendations/export", { as: admin }),
    );
    const rows = again.recommendations.filter((r) => r.guidelineId === `${run}-a`);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.instruction).toBe(`${run} revised`);
  });
});

describe("export and import", () => {
  it("reproduces the recommendations an export holds where they are missing, ids and all", async () => {
    type Exported = {
      recommendations: (Record<string, unknown> & { id: string; guidelineId: string })[];
      riskFactors: unknown[];
      healthGoals: unknown[];
    };
    const exportNow = async () =>
      json<Exported>(await t.request("/api/v1/admin/recommendations/export", { as: admin }));
    const mineOf = (e: Exported) =>
      e.recommendations
        .filter((r) => r.guidelineId.startsWith(`${run}-`))
        .map(({ stats: _s, createdAt: _c, updatedAt: _u, ...r }) => r)
        .sort((a, b) => a.id.localeCompare(b.id));
    const before = await exportNow();
    const ours = mineOf(before);
    expect(ours.length).toBeGreaterThanOrEqual(4);
    for (const r of ours) {
      await t.request(`/api/v1/admin/recommendations/${r.id}`, { method: "DELETE", as: admin });
    }
    expect(mineOf(await exportNow())).toEqual([]);
    const { body } = await importItems({
      ...before,
      recommendations: before.recommendations.filter((r) => r.guidelineId.startsWith(`${run}-`)),
    });
    expect(body).toMatchObject({ successCount: ours.length, errorCount: 0 });
    expect(body.results.every((r) => r.action === "created")).toBe(true);
    expect(mineOf(await exportNow())).toEqual(ours);
  });
});

describe("the person's list", () => {
  it("matches by sex, age, risk factors and goals, and reaches everyone when none are listed", async () => {
    expect([...(await listFor(bob)).keys()].sort()).toEqual(["a", "b"]);
    expect([...(await listFor(ann)).keys()].sort()).toEqual(
      ["a", "alias", "c", "d"].filter((k) => k !== "alias"),
    );
  });

  it("explains the score", async () => {
    const b = (await listFor(bob)).get("b") as Item;
    expect(b.matchScore).toBeGreaterThan(0);
    expect(b.matchScore).toBeLessThanOrEqual(100);
    expect(b.matchExplanation.criteria).toContainEqual(
      expect.objectContaining({
        criterion: "riskFactors",
        matched: true,
        details: [`${run} smoker`],
      }),
    );
  });

  it("completes, saves and unsaves, with the counters and per-person state", async () => {
    const items = await listFor(bob);
    const a = items.get("a") as Item;
    const b = items.get("b") as Item;
    const done = await t.request(`/api/v1/recommendations/${a.id}/complete`, {
      json: { notes: "Booked" },
      as: bob,
    });
    expect(await json<State>(done)).toMatchObject({ status: "completed", isCompleted: true });
    expect([...(await listFor(bob)).keys()]).toEqual(["b"]);
    expect((await listFor(bob, "?status=completed")).get("a")?.status).toBe("completed");

    const save = () =>
      t.request(`/api/v1/recommendations/${b.id}/save`, { method: "POST", as: bob });
    const unsave = () =>
      t.request(`/api/v1/recommendations/${b.id}/save`, { method: "DELETE", as: bob });
    await save();
    await save();
    expect([...(await listFor(bob, "?status=saved")).keys()]).toEqual(["b"]);
    await unsave();
    await unsave();
    expect((await listFor(bob, "?status=saved")).size).toBe(0);

    const [row] = await t.db
      .select({
        saves: schema.recommendations.saves,
        completions: schema.recommendations.completions,
      })
      .from(schema.recommendations)
      .where(eq(schema.recommendations.id, b.id));
    expect(row).toEqual({ saves: 0, completions: 0 });
    const [aRow] = await t.db
      .select({ completions: schema.recommendations.completions })
      .from(schema.recommendations)
      .where(eq(schema.recommendations.id, a.id));
    expect(aRow?.completions).toBe(1);

    // Ann's list is untouched by Bob's state.
    const annA = (await listFor(ann)).get("a");
    expect(annA?.status).toBe("pending");
    expect((await listFor(ann, "?status=completed")).size).toBe(0);
  });

  it("hides and shows again", async () => {
    const c = (await listFor(ann)).get("c") as Item;
    await t.request(`/api/v1/recommendations/${c.id}/hide`, {
      json: { reason: "Done elsewhere" },
      as: ann,
    });
    expect((await listFor(ann)).has("c")).toBe(false);
    expect((await listFor(ann, "?status=hidden")).has("c")).toBe(true);
    await t.request(`/api/v1/recommendations/${c.id}/hide`, { method: "DELETE", as: ann });
    expect((await listFor(ann)).has("c")).toBe(true);
  });

  it("counts a view once per person per day", async () => {
    const d = (await listFor(ann)).get("d") as Item;
    const views = async () =>
      (
        await t.db
          .select({ views: schema.recommendations.views })
          .from(schema.recommendations)
          .where(eq(schema.recommendations.id, d.id))
      )[0]?.views;
    const before = await views();
    for (let i = 0; i < 3; i += 1) {
      const r = await t.request(`/api/v1/recommendations/${d.id}`, { as: ann });
      expect(r.status).toBe(200);
    }
    expect(await views()).toBe((before ?? 0) + 1);
    await t.request(`/api/v1/recommendations/${d.id}`, { as: bob });
    expect(await views()).toBe((before ?? 0) + 2);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    expect(
      (await t.request(`/api/v1/recommendations/${crypto.randomUUID()}`, { as: ann })).status,
    ).toBe(404);
    expect(
      (await t.request("/api/v1/recommendations/nope/save", { method: "POST", as: ann })).status,
    ).toBe(404);
  });

  it("reads the guidelines from memory until an admin changes them", async () => {
    await listFor(ann);
    await t.db.execute(
      sql`update recommendations set guideline_id = ${`${run}-sneaky`} where guideline_id = ${`${run}-c`}`,
    );
    expect((await listFor(ann)).has("c")).toBe(true);
    await importItems([rec("e")]);
    const after = await listFor(ann);
    expect(after.has("c")).toBe(false);
    expect(after.has("sneaky")).toBe(true);
    expect(after.has("e")).toBe(true);
  });

  it("shows an admin only their own state", async () => {
    await completeProfile(admin, {
      dateOfBirth: yearsAgo(45),
      gender: "male",
      selectedRiskFactors: [riskFactor],
      selectedHealthGoals: [],
    });
    const mine = await listFor(admin);
    expect(mine.has("a")).toBe(true);
    expect(mine.get("a")?.status).toBe("pending");
  });
});

describe("saved, begun and next due", () => {
  const only55 = { gender: "female", minAge: 50, maxAge: 60 };
  let custom: Item;
  let yearly: Item;
  beforeAll(async () => {
    const { body } = await importItems([
      rec("custom", {
        ...only55,
        frequencyPeriod: "custom",
        customSchedule: "Every 3 years (cytology) or every 5 years (HPV testing)",
        detailedInstructions: [
          { title: "Book the test", type: "action" },
          { title: "Go", type: "action" },
        ],
      }),
      rec("yearly", only55),
    ]);
    expect(body).toMatchObject({ successCount: 2 });
    const items = await listFor(ann);
    custom = items.get("custom") as Item;
    yearly = items.get("yearly") as Item;
  });
  const act = (item: Item, action: string, init: Record<string, unknown> = {}) =>
    t.request(`/api/v1/recommendations/${item.id}/${action}`, { method: "POST", as: ann, ...init });

  it("keeps a saved item in Saved once completed, as the item still says Unsave", async () => {
    await act(yearly, "save");
    const done = await json<State>(await act(yearly, "complete", { json: {} }));
    expect(done).toMatchObject({ status: "completed", isSaved: true });
    const saved = await listFor(ann, "?status=saved");
    expect(saved.get("yearly")).toMatchObject({ status: "completed" });
    expect((await listFor(ann, "?status=completed")).has("yearly")).toBe(true);
    await t.request(`/api/v1/recommendations/${yearly.id}/save`, { method: "DELETE", as: ann });
    expect((await listFor(ann, "?status=saved")).has("yearly")).toBe(false);
  });

  it("shows a begun item in progress until it is completed", async () => {
    const begun = await t.request(`/api/v1/recommendations/${custom.id}/progress`, {
      method: "PUT",
      json: { step: 2 },
      as: ann,
    });
    expect(begun.status).toBe(200);
    expect((await listFor(ann)).get("custom")).toMatchObject({
      status: "pending",
      progressStep: 2,
    });
  });

  it("takes the next due date of a custom schedule from the person, and only there", async () => {
    const wrongPlace = await act(yearly, "complete", { json: { repeatAfterMonths: 12 } });
    expect(wrongPlace.status).toBe(400);
    expect(await wrongPlace.text()).toContain("custom schedule");
    const badChoice = await act(custom, "complete", { json: { repeatAfterMonths: 7 } });
    expect(badChoice.status).toBe(400);
    expect(await badChoice.text()).toContain("Choose one of the listed options");

    const done = await json<State & { progressStep: number }>(
      await act(custom, "complete", { json: { repeatAfterMonths: 36 } }),
    );
    const today = new Date().toISOString().slice(0, 10);
    expect(done.nextDueDate).toBe(addMonthsTo(today, 36));
    expect(done.progressStep).toBe(0);
    expect((await listFor(ann, "?status=completed")).get("custom")).toMatchObject({
      nextDueDate: addMonthsTo(today, 36),
      progressStep: 0,
    });
  });
});

describe("the admin's recommendations", () => {
  it("creates with the form's rules, duplicates, updates and deletes", async () => {
    const bad = await t.request("/api/v1/admin/recommendations", {
      json: { ...rec("f"), maxAge: 10, minAge: 20, isUrgent: true, priority: null },
      as: admin,
    });
    expect(bad.status).toBe(400);
    const { error } = await json<{ error: { fields: Record<string, string> } }>(bad);
    expect(error.fields).toMatchObject({
      maxAge: "Maximum age must be greater than minimum age",
      priority: "Priority should be set for urgent recommendations",
      "benefitsAndHarms.benefits": "Either benefits or harms must be provided",
    });
    const created = await t.request("/api/v1/admin/recommendations", {
      json: {
        ...rec("f"),
        benefitsAndHarms: { benefits: "Fewer deaths" },
        frequencyPeriod: "once",
        frequencyNumber: 3,
      },
      as: admin,
    });
    expect(created.status).toBe(201);
    const f = await json<{ id: string; frequencyNumber: number; priority: number }>(created);
    expect(f).toMatchObject({ frequencyNumber: 1, priority: 3 });
    const copy = await t.request(`/api/v1/admin/recommendations/${f.id}/duplicate`, {
      method: "POST",
      as: admin,
    });
    expect(copy.status).toBe(201);
    expect(await json(copy)).toMatchObject({ guidelineTitle: `${run} check f (Copy)` });
    const put = await t.request(`/api/v1/admin/recommendations/${f.id}`, {
      method: "PUT",
      json: { ...rec("f"), guidelineTitle: `${run} renamed`, benefitsAndHarms: { harms: "Few" } },
      as: admin,
    });
    expect(await json(put)).toMatchObject({ guidelineTitle: `${run} renamed` });
    expect(
      (await t.request(`/api/v1/admin/recommendations/${f.id}`, { method: "DELETE", as: admin }))
        .status,
    ).toBe(204);
    expect((await t.request(`/api/v1/admin/recommendations/${f.id}`, { as: admin })).status).toBe(
      404,
    );
  });
});

describe("instruction-step pictures", () => {
  async function upload(as: TestUser, bytes: Uint8Array, type = "image/png") {
    const body = new FormData();
    body.set("file", new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), "step.png");
    return t.request("/api/v1/admin/recommendation-images", { method: "POST", body, as });
  }

  it("stores an admin's picture as WebP and serves it to anyone, cacheably", async () => {
    const png = await sharp({
      create: { width: 2400, height: 1200, channels: 3, background: "#2a9d8f" },
    })
      .png()
      .toBuffer();
    const r = await upload(admin, new Uint8Array(png));
    expect(r.status).toBe(201);
    const { url } = await json<{ url: string }>(r);
    expect(url).toMatch(/^\/api\/v1\/recommendation-images\/[0-9a-f-]{36}\.webp$/);
    const got = await t.request(url);
    expect(got.status).toBe(200);
    expect(got.headers.get("content-type")).toBe("image/webp");
    expect(got.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(new Uint8Array(await got.arrayBuffer())).metadata();
    expect(meta.width).toBe(1600);
    // A step takes the uploaded picture; another address must be a web address.
    const step = (image: string) => ({
      ...rec("pic"),
      benefitsAndHarms: { benefits: "Shown" },
      detailedInstructions: [{ title: "Look", image }],
    });
    const saved = await t.request("/api/v1/admin/recommendations", { json: step(url), as: admin });
    expect(saved.status).toBe(201);
    expect(
      (await json<{ detailedInstructions: { image: string }[] }>(saved)).detailedInstructions[0]
        ?.image,
    ).toBe(url);
    const bad = await t.request("/api/v1/admin/recommendations", {
      json: step("javascript:alert(1)"),
      as: admin,
    });
    expect(bad.status).toBe(400);
  });

  it("refuses people who are not admins, and files that are not pictures", async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    expect((await upload(ann, new Uint8Array(png))).status).toBe(403);
    const text = new TextEncoder().encode("<script>alert(1)</script> not a picture at all");
    expect((await upload(admin, text, "image/png")).status).toBe(415);
    expect((await t.request("/api/v1/recommendation-images/../../etc.webp")).status).toBe(404);
  });
});
