import {
  addDays,
  dailyTargetKcal,
  estimateExpenditure,
  type Food,
  type FoodDay,
  type FoodLogEntry,
  type FoodTargets,
  type FoodWeek,
  type ImportPreview,
  type ImportSummary,
} from "@vitalog/domain";
import { type SQL, sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  json,
  rowsOf,
  type TestApp,
  type TestUser,
} from "../../../test/test-app.ts";
import { EXPORT_HEAD, EXPORT_TAIL, quantity } from "../imports/apple-health.fixture.ts";

let t: TestApp;
let ann: TestUser;
let ben: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [ann, ben] = [await t.signUp(), await t.signUp()];
});
afterAll(() => t.close());

const today = () => new Date().toISOString().slice(0, 10);

async function errorOf(response: Response) {
  return {
    status: response.status,
    message: (await json<{ error: { message: string } }>(response)).error.message,
  };
}

async function search(user: TestUser, q: string) {
  const response = await t.request(`/api/v1/foods?q=${encodeURIComponent(q)}`, { as: user });
  expect(response.status).toBe(200);
  return (await json<{ items: Food[] }>(response)).items;
}

async function measure(user: TestUser, heightCm: number, weightKg: number, measuredAt: string) {
  const profile = await t.request("/api/v1/profile", {
    method: "PATCH",
    json: { heightCm, gender: "male", dateOfBirth: "1990-01-01" },
    as: user,
  });
  expect(profile.status).toBe(200);
  const weight = await t.request("/api/v1/weight-entries", {
    json: { weightKg, measuredAt },
    as: user,
  });
  expect(weight.status).toBe(201);
}

async function log(user: TestUser, body: Record<string, unknown>) {
  return t.request("/api/v1/food-log", { json: body, as: user });
}

async function day(user: TestUser, date: string) {
  const response = await t.request(`/api/v1/food-log?date=${date}`, { as: user });
  expect(response.status).toBe(200);
  return json<FoodDay>(response);
}

describe("food search", () => {
  it("finds starter foods and the person's own custom foods, never another person's", async () => {
    const bananas = await search(ann, "banana");
    expect(bananas[0]).toMatchObject({ name: "Banana, raw", energyKcal: 89, isCustom: false });
    expect(bananas[0]?.servings[0]).toEqual({ label: "1 medium", grams: 118 });
    expect((await search(ann, "BAN RAW")).map((f) => f.name)).toContain("Banana, raw");

    const made = await t.request("/api/v1/foods", {
      json: {
        name: "Ann's banana bread",
        energyKcal: 326,
        proteinG: 4.3,
        carbohydrateG: 54.6,
        fatG: 10.5,
        fibreG: 1.1,
        servings: [{ label: "1 slice", grams: 60 }],
      },
      as: ann,
    });
    expect(made.status).toBe(201);
    const bread = await json<Food>(made);
    expect(bread).toMatchObject({ isCustom: true, servings: [{ label: "1 slice", grams: 60 }] });

    expect((await search(ann, "banana")).map((f) => f.id)).toContain(bread.id);
    expect((await search(ben, "banana")).map((f) => f.id)).not.toContain(bread.id);
    expect((await search(ben, "ann's")).length).toBe(0);
    // Ben cannot log or favourite Ann's food either.
    const foreign = await log(ben, { date: today(), meal: "lunch", foodId: bread.id, grams: 50 });
    expect(await errorOf(foreign)).toEqual({ status: 404, message: "Food not found" });
    expect(
      (await t.request(`/api/v1/foods/${bread.id}/favourite`, { method: "PUT", as: ben })).status,
    ).toBe(404);

    // The same name twice is refused for one person, allowed for another.
    const again = await t.request("/api/v1/foods", {
      json: {
        name: "ann's BANANA bread",
        energyKcal: 300,
        proteinG: 4,
        carbohydrateG: 50,
        fatG: 9,
      },
      as: ann,
    });
    expect(await errorOf(again)).toEqual({
      status: 409,
      message: "You already have a food with this name",
    });
  });

  it("refuses impossible custom foods with a clear message", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        { name: "Bad", energyKcal: 400, proteinG: 50, carbohydrateG: 40, fatG: 20 },
        "Protein, carbohydrate and fat cannot add up to more than 100 g per 100 g",
      ],
      [
        { name: "Bad", energyKcal: 950, proteinG: 0, carbohydrateG: 0, fatG: 100 },
        "Give the energy per 100 g between 0 and 900 kcal",
      ],
      [
        { name: "Bad", energyKcal: 100, proteinG: -1, carbohydrateG: 10, fatG: 1 },
        "Give a value between 0 and 100 g per 100 g",
      ],
      [
        { name: "Bad", energyKcal: 100, proteinG: 1, carbohydrateG: 10, fatG: 1, fibreG: 12 },
        "Fibre is part of the carbohydrate: it cannot be more than the carbohydrate",
      ],
      [
        { name: "  ", energyKcal: 100, proteinG: 1, carbohydrateG: 10, fatG: 1 },
        "Give the food a name",
      ],
    ];
    for (const [body, message] of cases) {
      expect(await errorOf(await t.request("/api/v1/foods", { json: body, as: ann }))).toEqual({
        status: 400,
        message,
      });
    }
  });

  it("reads the trigram indexes on the lower-cased name, not the whole table", async () => {
    // A person with 20 000 foods of their own searches them with the starter foods.
    const owner = await t.signUp();
    await t.db.execute(sql`
      insert into foods (user_id, name, energy_kcal, protein_g, carbohydrate_g, fat_g, fibre_g)
      select ${owner.id}, 'Food number ' || n || ' ' || md5(n::text), 100, 5, 10, 2, 1
      from generate_series(1, 20000) as n`);
    // Vacuum moves the bulk insert out of the GIN pending list, as autovacuum would.
    await t.db.execute(sql`vacuum analyze foods`);
    const planOf = async (owner: SQL) =>
      rowsOf<Record<string, string>>(
        await t.db.execute(sql`
          explain select id from foods
          where ${owner} and lower(name) like '%banana%'
          order by char_length(name) limit 25`),
      )
        .map((row) => Object.values(row)[0])
        .join("\n");
    // The search reads the starter foods and the person's own apart, each through an index.
    const starter = await planOf(sql`user_id is null`);
    expect(starter).toContain("foods_starter_name_trgm_idx");
    expect(starter).not.toMatch(/Seq Scan on foods/);
    const own = await planOf(sql`user_id = ${owner.id}`);
    expect(own).toMatch(/foods_custom_name_trgm_idx|foods_user_name_idx/);
    expect(own).not.toMatch(/Seq Scan on foods/);
    await t.db.execute(sql`delete from foods where user_id = ${owner.id}`);
  });
});

describe("food log", () => {
  it("logs portions in grams and servings, totals them, and keeps them to their owner", async () => {
    const date = today();
    const [banana] = await search(ann, "banana, raw");
    const [oats] = await search(ann, "oats, rolled");
    if (!banana || !oats) throw new Error("starter foods missing");

    // 1. Bad portions are refused.
    const bad: [Record<string, unknown>, number, string][] = [
      [{ grams: -5 }, 400, "Give a portion of more than 0 and at most 5000 g"],
      [{ grams: 0 }, 400, "Give a portion of more than 0 and at most 5000 g"],
      [{}, 400, "Give the portion in grams or in servings"],
      [{ grams: 10, servings: 1 }, 400, "Give the portion in grams or in servings, not both"],
      [{ servings: 1, serving: "1 bucket" }, 400, "This food has no serving by that name"],
      [
        { servings: 50, serving: "1 large" },
        400,
        "Give a portion of more than 0 and at most 5000 g",
      ],
    ];
    for (const [portion, status, message] of bad) {
      const response = await log(ann, { date, meal: "breakfast", foodId: banana.id, ...portion });
      expect(await errorOf(response)).toEqual({ status, message });
    }
    expect(
      (
        await errorOf(
          await log(ann, { date: "2026-02-30", meal: "lunch", foodId: banana.id, grams: 1 }),
        )
      ).status,
    ).toBe(400);
    expect(
      await errorOf(await log(ann, { date, meal: "brunch", foodId: banana.id, grams: 1 })),
    ).toEqual({ status: 400, message: "Choose breakfast, lunch, dinner or snacks" });
    expect(
      await errorOf(
        await log(ann, {
          date,
          meal: "lunch",
          foodId: "00000000-0000-4000-8000-000000000000",
          grams: 1,
        }),
      ),
    ).toEqual({ status: 404, message: "Food not found" });
    expect(
      await errorOf(await log(ann, { date, meal: "lunch", foodId: "not-an-id", grams: 1 })),
    ).toEqual({ status: 400, message: "Choose a food" });

    // 2. 150 g of banana and a medium banana by servings, 40 g of oats.
    const made = await log(ann, { date, meal: "breakfast", foodId: banana.id, grams: 150 });
    expect(made.status).toBe(201);
    const first = await json<FoodLogEntry>(made);
    expect(first.id).toBeTruthy();
    const second = await json<FoodLogEntry>(
      await log(ann, { date, meal: "snacks", foodId: banana.id, servings: 1 }),
    );
    expect(second).toMatchObject({ grams: 118, servings: 1, serving: "1 medium" });
    const third = await json<FoodLogEntry>(
      await log(ann, { date, meal: "breakfast", foodId: oats.id, servings: 1, serving: "1/2 CUP" }),
    );
    expect(third).toMatchObject({ grams: 40, serving: "1/2 cup" });

    // 3. The day's totals are the sums of grams / 100 × per 100 g, unrounded.
    const ofAnn = await day(ann, date);
    expect(ofAnn.entries.map((e) => e.meal)).toEqual(["breakfast", "breakfast", "snacks"]);
    expect(ofAnn.totals.energyKcal).toBeCloseTo(1.5 * 89 + 1.18 * 89 + 0.4 * 379, 9);
    expect(ofAnn.totals.proteinG).toBeCloseTo(2.68 * 1.09 + 0.4 * 13.15, 9);
    expect(ofAnn.totals.fibreG).toBeCloseTo(2.68 * 2.6 + 0.4 * 10.1, 9);
    // No height or weight yet: no target, and what is missing.
    expect(ofAnn.targetKcal).toBeNull();
    const none = await json<FoodTargets>(await t.request("/api/v1/food-log/targets", { as: ann }));
    expect(none.missing.sort()).toEqual(["height", "weight"]);

    // 4. Ben sees nothing of it and cannot change it.
    const ofBen = await day(ben, date);
    expect(ofBen.entries).toEqual([]);
    expect(ofBen.totals.energyKcal).toBe(0);
    const path = `/api/v1/food-log/${first.id}`;
    expect((await t.request(path, { method: "PATCH", json: { grams: 10 }, as: ben })).status).toBe(
      404,
    );
    expect((await t.request(path, { method: "DELETE", as: ben })).status).toBe(404);
    expect((await t.request(path, { as: ben })).status).toBe(404);
    expect((await day(ann, date)).totals.energyKcal).toBeCloseTo(ofAnn.totals.energyKcal, 9);

    // 5. Ann changes a portion to servings and back, moves a meal, deletes one.
    const patched = await t.request(path, { method: "PATCH", json: { servings: 2 }, as: ann });
    expect(await json<FoodLogEntry>(patched)).toMatchObject({
      grams: 236,
      servings: 2,
      serving: "1 medium",
    });
    const regrams = await t.request(path, {
      method: "PATCH",
      json: { grams: 100, meal: "lunch" },
      as: ann,
    });
    expect(await json<FoodLogEntry>(regrams)).toMatchObject({
      grams: 100,
      servings: null,
      meal: "lunch",
    });
    expect(
      await errorOf(
        await t.request(path, { method: "PATCH", json: { grams: 1, servings: 1 }, as: ann }),
      ),
    ).toEqual({ status: 400, message: "Give the portion in grams or in servings, not both" });
    expect(
      (await t.request(`/api/v1/food-log/${second.id}`, { method: "DELETE", as: ann })).status,
    ).toBe(204);
    expect((await day(ann, date)).totals.energyKcal).toBeCloseTo(89 + 0.4 * 379, 9);

    // 6. Recent and favourite foods.
    const recent = await json<{ items: Food[] }>(
      await t.request("/api/v1/foods/recent", { as: ann }),
    );
    expect(recent.items.map((f) => f.id)).toEqual([oats.id, banana.id]);
    const fav = await t.request(`/api/v1/foods/${oats.id}/favourite`, { method: "PUT", as: ann });
    expect(await json<Food>(fav)).toMatchObject({ isFavourite: true });
    const favs = await json<{ items: Food[] }>(
      await t.request("/api/v1/foods/favourites", { as: ann }),
    );
    expect(favs.items.map((f) => f.id)).toEqual([oats.id]);
    expect((await search(ann, "oats, rolled"))[0]?.isFavourite).toBe(true);
    expect((await search(ben, "oats, rolled"))[0]?.isFavourite).toBe(false);
    await t.request(`/api/v1/foods/${oats.id}/favourite`, { method: "DELETE", as: ann });
    expect(
      (await json<{ items: Food[] }>(await t.request("/api/v1/foods/favourites", { as: ann })))
        .items,
    ).toEqual([]);
  });

  it("answers the formula target, or the adaptive estimate when chosen and there is data", async () => {
    const cy = await t.signUp();
    const now = new Date();
    await measure(cy, 180, 82, new Date(now.getTime() - 21 * 86_400_000).toISOString());
    const food = await json<Food>(
      await t.request("/api/v1/foods", {
        json: { name: "Test ration", energyKcal: 400, proteinG: 20, carbohydrateG: 50, fatG: 13 },
        as: cy,
      }),
    );

    const formula = await json<FoodTargets>(
      await t.request("/api/v1/food-log/targets", { as: cy }),
    );
    // Mifflin-St Jeor: 10 × 82 + 6.25 × 180 − 5 × age + 5, sedentary × 1.2, maintain.
    expect(formula.formulaKcal).toBeGreaterThan(2000);
    expect(formula).toMatchObject({
      targetSource: "formula",
      appliedSource: "formula",
      adaptive: null,
    });
    expect((await day(cy, today())).targetKcal).toBe(formula.formulaKcal);

    // Choosing the estimate without enough data keeps the formula target.
    const chosen = await t.request("/api/v1/food-log/settings", {
      method: "PATCH",
      json: { targetSource: "adaptive" },
      as: cy,
    });
    expect(await json(chosen)).toEqual({ targetSource: "adaptive" });
    expect((await day(cy, today())).targetKcal).toBe(formula.formulaKcal);
    expect(
      await errorOf(
        await t.request("/api/v1/food-log/settings", {
          method: "PATCH",
          json: { targetSource: "guess" },
          as: cy,
        }),
      ),
    ).toEqual({ status: 400, message: "Choose the formula target or the adaptive estimate" });

    // 14 days of 2400 kcal and a second weigh-in, 1 kg lighter.
    const dates = Array.from({ length: 14 }, (_, i) => addDays(today(), -1 - i));
    for (const date of dates) {
      expect((await log(cy, { date, meal: "dinner", foodId: food.id, grams: 600 })).status).toBe(
        201,
      );
    }
    const second = new Date(now.getTime() - 86_400_000).toISOString();
    expect(
      (
        await t.request("/api/v1/weight-entries", {
          json: { weightKg: 81, measuredAt: second },
          as: cy,
        })
      ).status,
    ).toBe(201);

    const targets = await json<FoodTargets>(
      await t.request("/api/v1/food-log/targets", { as: cy }),
    );
    const expected = estimateExpenditure({
      intake: dates.map((date) => ({ date, energyKcal: 2400 })),
      weighIns: [
        { measuredAt: new Date(now.getTime() - 21 * 86_400_000).toISOString(), weightKg: 82 },
        { measuredAt: second, weightKg: 81 },
      ],
      today: today(),
    });
    expect(expected).not.toBeNull();
    expect(targets.adaptive).toMatchObject({ daysLogged: 14, weighInCount: 2 });
    expect(targets.adaptive?.expenditureKcal).toBeCloseTo(expected?.expenditureKcal ?? 0, 0);
    expect(targets.adaptive?.targetKcal).toBeCloseTo(
      dailyTargetKcal(targets.adaptive?.expenditureKcal ?? 0, "maintain"),
      9,
    );
    expect(targets.appliedSource).toBe("adaptive");
    expect((await day(cy, today())).targetKcal).toBe(targets.adaptive?.targetKcal);

    // The week: seven days, each with its energy.
    const week = await json<FoodWeek>(
      await t.request(`/api/v1/food-log/week?end=${addDays(today(), -1)}`, { as: cy }),
    );
    expect(week.days).toHaveLength(7);
    expect(week.days.every((d) => Math.abs(d.energyKcal - 2400) < 1e-9)).toBe(true);
    expect(week.targetKcal).toBe(targets.adaptive?.targetKcal);
    expect((await t.request("/api/v1/food-log/week?end=2026-13-01", { as: cy })).status).toBe(400);
  });

  it("is in the person's data download: the log and custom foods as JSON and CSV", async () => {
    const dee = await t.signUp();
    const made = await t.request("/api/v1/foods", {
      json: {
        name: "Dee's flapjack",
        energyKcal: 450,
        proteinG: 6,
        carbohydrateG: 60,
        fatG: 20,
        fibreG: 4,
        servings: [{ label: "1 bar", grams: 60 }],
      },
      as: dee,
    });
    const flapjack = await json<Food>(made);
    await log(dee, { date: "2026-01-05", meal: "snacks", foodId: flapjack.id, servings: 1 });
    await t.request(`/api/v1/foods/${flapjack.id}/favourite`, { method: "PUT", as: dee });
    await t.request("/api/v1/food-log/settings", {
      method: "PATCH",
      json: { targetSource: "adaptive" },
      as: dee,
    });
    const response = await t.request("/api/v1/account/export", { as: dee });
    expect(response.status).toBe(200);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const csv = (name: string) =>
      strFromU8(files[name] ?? new Uint8Array())
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split("\r\n");
    const entries = csv("food-log-entries.csv");
    expect(entries[0]).toBe(
      "id,date,meal,food_id,food_name,grams,servings,serving,energy_kcal,protein_g,carbohydrate_g,fat_g,fibre_g,created_at,updated_at",
    );
    expect(entries[1]).toContain(
      `,2026-01-05,snacks,${flapjack.id},Dee's flapjack,60,1,1 bar,450,6,60,20,4,`,
    );
    expect(csv("custom-foods.csv")[1]).toContain(",Dee's flapjack,450,6,60,20,4,1 bar:60,");
    const data = JSON.parse(strFromU8(files["vitalog-data.json"] ?? new Uint8Array())) as Record<
      string,
      unknown
    >;
    expect(data["food-favourites"]).toMatchObject([
      { foodId: flapjack.id, foodName: "Dee's flapjack" },
    ]);
    expect(data["food-settings"]).toMatchObject({ targetSource: "adaptive" });
    expect(JSON.stringify(data)).not.toContain("Ann's banana bread");
  });

  it("is for members only", async () => {
    for (const [method, path] of [
      ["GET", `/api/v1/food-log?date=${today()}`],
      ["POST", "/api/v1/food-log"],
      ["DELETE", "/api/v1/food-log/00000000-0000-4000-8000-000000000000"],
      ["POST", "/api/v1/foods"],
      ["GET", "/api/v1/foods?q=banana"],
    ] as const) {
      const response = await t.request(path, {
        method,
        ...(method === "POST" ? { json: {} } : {}),
      });
      expect(response.status).toBe(401);
    }
    expect((await t.request("/api/v1/food-log?date=2026-02-29", { as: ann })).status).toBe(400);
    expect((await t.request("/api/v1/food-log", { as: ann })).status).toBe(400);
  });
});

describe("a custom food's energy", () => {
  it("asks about calories given alone, and about energy far from the macronutrients", async () => {
    const fay = await t.signUp();
    const alone = { name: "Mystery bar", energyKcal: 250, proteinG: 0, carbohydrateG: 0, fatG: 0 };
    const asked = await t.request("/api/v1/foods", { json: alone, as: fay });
    expect(asked.status).toBe(422);
    const { error } = await json<{ error: { code: string; fields: Record<string, string> } }>(
      asked,
    );
    expect(error.code).toBe("CONFIRMATION_REQUIRED");
    expect(error.fields).toEqual({
      energyKcal:
        "The energy does not match the protein, carbohydrate and fat (4, 4 and 9 kcal a gram): check the label, or confirm it",
    });

    const labelled = { name: "Oat bar", energyKcal: 380, proteinG: 8, carbohydrateG: 60, fatG: 12 };
    expect((await t.request("/api/v1/foods", { json: labelled, as: fay })).status).toBe(201);
    const confirmed = await t.request("/api/v1/foods", {
      json: { ...alone, name: "Vodka", energyKcal: 231, confirmed: true },
      as: fay,
    });
    expect(confirmed.status).toBe(201);
  });

  it("forgives typos in a search with trigram similarity", async () => {
    expect((await search(ann, "bananna")).map((f) => f.name)).toContain("Banana, raw");
    const chicken = (await search(ann, "chiken breast")).map((f) => f.name);
    expect(chicken.length).toBeGreaterThan(0);
    for (const name of chicken) expect(name.toLowerCase()).toContain("chicken breast");
    expect(await search(ann, "qqqzzx")).toEqual([]);
  });
});

describe("energy from other apps", () => {
  const HOUR = 3_600_000;
  // Noon UTC two days ago: each record's local day (+01:00) is that day.
  const noon = new Date(`${addDays(today(), -2)}T12:00:00.000Z`);
  const eaten = addDays(today(), -2);
  const at = (hours: number) => new Date(noon.getTime() + hours * HOUR);
  const energyRecord = (unit: string, value: number, when: Date) =>
    quantity("DietaryEnergyConsumed", unit, value, when, "Food app");
  const exportXml =
    EXPORT_HEAD +
    energyRecord("kcal", 450, at(-4)) +
    // 2092 kJ is 500 kcal (÷ 4.184).
    energyRecord("kJ", 2092, at(1)) +
    energyRecord("kcal", 300.04, at(6)) +
    // The same record twice in one file: one duplicate.
    energyRecord("kcal", 300.04, at(6)) +
    // Not energy anyone eats: left out.
    energyRecord("kcal", 0, at(7)) +
    quantity("BodyMass", "kg", 70, at(-5)) +
    EXPORT_TAIL;

  function importExport(user: TestUser, dryRun = false) {
    return t.request(`/api/v1/imports?kind=apple-health${dryRun ? "&dryRun=true" : ""}`, {
      method: "POST",
      body: exportXml,
      headers: { "Content-Type": "application/xml" },
      as: user,
    });
  }

  it("imports Apple Health's dietary energy into the day's total, once, and undoes it", async () => {
    // 1. Fay logs a banana on the day; the export will add energy to it.
    const fay = await t.signUp();
    const [banana] = await search(fay, "banana");
    expect(
      (await log(fay, { date: eaten, meal: "breakfast", foodId: banana?.id, grams: 100 })).status,
    ).toBe(201);
    const before = await day(fay, eaten);
    expect(before.importedEnergy).toEqual({ kcal: 0, entries: 0 });
    const bananaKcal = before.totals.energyKcal;

    // 2. The preview counts three records for food and writes nothing.
    const dry = await importExport(fay, true);
    expect(dry.status).toBe(200);
    const preview = await json<ImportPreview>(dry);
    expect(preview.added).toMatchObject({ food: 3, weight: 1 });
    expect(preview.duplicates).toBe(1);
    expect(preview.skipped.dietaryEnergy).toBeUndefined();
    expect((await day(fay, eaten)).importedEnergy.entries).toBe(0);

    // 3. The import adds them: the day counts 1250 kcal from other apps, with no macronutrients.
    const imported = await importExport(fay);
    expect(imported.status).toBe(201);
    const done = await json<ImportSummary>(imported);
    expect(done).toMatchObject({
      added: { food: 3, weight: 1 },
      duplicates: 1,
      status: "completed",
    });
    const after = await day(fay, eaten);
    expect(after.importedEnergy).toEqual({ kcal: 1250, entries: 3 });
    expect(after.totals.energyKcal).toBeCloseTo(bananaKcal + 1250, 6);
    expect(after.totals.proteinG).toBeCloseTo(before.totals.proteinG, 9);
    expect(after.entries).toHaveLength(1);
    const week = await json<FoodWeek>(
      await t.request(`/api/v1/food-log/week?end=${today()}`, { as: fay }),
    );
    expect(week.days.find((d) => d.date === eaten)).toMatchObject({
      importedKcal: 1250,
      entryCount: 1,
    });
    expect(week.days.find((d) => d.date === eaten)?.energyKcal).toBeCloseTo(bananaKcal + 1250, 6);

    // 4. The same export again adds nothing: every record is a duplicate.
    const again = await json<ImportSummary>(await importExport(fay));
    expect(again.added).toMatchObject({ food: 0, weight: 0 });
    expect(again.duplicates).toBe(5);
    expect((await day(fay, eaten)).importedEnergy).toEqual({ kcal: 1250, entries: 3 });

    // 5. Another person sees none of it and cannot undo it.
    const gus = await t.signUp();
    expect((await day(gus, eaten)).importedEnergy).toEqual({ kcal: 0, entries: 0 });
    const notTheirs = await t.request(`/api/v1/imports/${done.id}`, { method: "DELETE", as: gus });
    expect(notTheirs.status).toBe(404);

    // 6. The energy is in Fay's data download, as JSON and CSV.
    const download = await t.request("/api/v1/account/export", { as: fay });
    const files = unzipSync(new Uint8Array(await download.arrayBuffer()));
    const data = JSON.parse(strFromU8(files["vitalog-data.json"] ?? new Uint8Array())) as Record<
      string,
      { date: string; kcal: number; importId: string }[]
    >;
    expect(data["food-imported-energy"]?.map((r) => [r.date, r.kcal, r.importId])).toEqual([
      [eaten, 450, done.id],
      [eaten, 500, done.id],
      [eaten, 300, done.id],
    ]);
    const csv = strFromU8(files["food-imported-energy.csv"] ?? new Uint8Array());
    expect(csv).toContain("id,date,at,kcal,source_id,import_id,created_at,updated_at");

    // 7. Undo removes exactly that import's energy; the banana stays.
    const undo = await t.request(`/api/v1/imports/${done.id}`, { method: "DELETE", as: fay });
    expect(undo.status).toBe(200);
    const undone = await day(fay, eaten);
    expect(undone.importedEnergy).toEqual({ kcal: 0, entries: 0 });
    expect(undone.totals.energyKcal).toBeCloseTo(bananaKcal, 9);
    expect(undone.entries).toHaveLength(1);
  });

  it("puts a device's energy on the local day of its own offset and counts it in insights", async () => {
    const hal = await t.signUp();
    // 23:30 in New York is the next day in UTC: it belongs to the New York day.
    const late = `${addDays(today(), -3)}T23:30:00-05:00`;
    const device = JSON.stringify({
      records: [
        { type: "dietaryEnergy", at: late, kcal: 620, sourceId: "hc-energy-1" },
        // The same source id is a duplicate, whatever its value.
        {
          type: "dietaryEnergy",
          at: `${addDays(today(), -3)}T12:00:00Z`,
          kcal: 10,
          sourceId: "hc-energy-1",
        },
        // Above the ceiling of one record: left out.
        { type: "dietaryEnergy", at: `${addDays(today(), -3)}T13:00:00Z`, kcal: 25_000 },
      ],
    });
    const response = await t.request("/api/v1/imports?kind=device", {
      method: "POST",
      body: device,
      headers: { "Content-Type": "application/json" },
      as: hal,
    });
    expect(response.status).toBe(201);
    const done = await json<ImportSummary>(response);
    expect(done.added).toMatchObject({ food: 1 });
    expect(done.duplicates).toBe(1);
    expect(done.skipped).toMatchObject({ dietaryEnergy: 1 });
    expect((await day(hal, addDays(today(), -3))).importedEnergy).toEqual({
      kcal: 620,
      entries: 1,
    });
    expect((await day(hal, addDays(today(), -2))).importedEnergy.entries).toBe(0);
    const stored = rowsOf<{ date: string }>(
      await t.db.execute(
        sql`SELECT date::text AS date FROM food_imported_energy WHERE import_id = ${done.id}`,
      ),
    );
    expect(stored).toEqual([{ date: addDays(today(), -3) }]);

    // A health-insight report counts it as energy eaten that day.
    const report = await t.request("/api/v1/health-insights/reports", {
      json: { from: addDays(today(), -6), to: today(), tz: "America/New_York" },
      as: hal,
    });
    expect(report.status).toBe(201);
    const { statistics } = await json<{
      statistics: { series: { key: string; n: number; mean: number }[] };
    }>(report);
    expect(statistics.series.find((s) => s.key === "food.kcal")).toMatchObject({ n: 1, mean: 620 });
  });
});
