import { Readable } from "node:stream";
import {
  APPLE_HEART_RATE_NOT_AT_REST,
  type ImportList,
  type ImportPreview,
  type ImportSummary,
} from "@vitalog/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, json, type TestApp, type TestUser } from "../../../test/test-app.ts";
import {
  appleDate,
  EXPORT_HEAD,
  EXPORT_TAIL,
  generatedExport,
  heartRateSample,
  quantity,
  storedZip,
} from "./apple-health.fixture.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const dayAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString().slice(0, 10);

function post(
  user: TestUser,
  query: string,
  body: string | Buffer,
  type = "text/csv",
  headers = {},
) {
  return t.request(`/api/v1/imports?${query}`, {
    method: "POST",
    body: typeof body === "string" ? body : new Uint8Array(body),
    headers: { "Content-Type": type, ...headers },
    as: user,
  });
}

async function weights(user: TestUser) {
  const response = await t.request("/api/v1/weight-entries?limit=100", { as: user });
  return (await json<{ items: { weightKg: number; measuredAt: string }[] }>(response)).items;
}

async function heartRates(user: TestUser) {
  const response = await t.request("/api/v1/vital-sign-readings?limit=100", { as: user });
  const { items } = await json<{ items: { kind: string; value: number }[] }>(response);
  return items
    .filter((r) => r.kind === "heartRate")
    .map((r) => r.value)
    .sort((a, b) => a - b);
}

const weightCsv = [
  "date,weight,unit",
  `${dayAgo(10)},80.0,kg`,
  `${dayAgo(9)},79.8,kg`,
  `${dayAgo(8)}T07:30:00+01:00,79.6,kg`,
  `${dayAgo(7)},176.4,lb`,
  "",
].join("\n");

describe("imports of a weight CSV", () => {
  it("previews, imports, skips duplicates and undoes exactly that import", async () => {
    const user = await t.signUp();
    // 1. A weigh-in entered by hand stays through everything.
    const own = await t.request("/api/v1/weight-entries", {
      json: { weightKg: 81.2, measuredAt: `${dayAgo(20)}T08:00:00Z` },
      as: user,
    });
    expect(own.status).toBe(201);

    // 2. The dry run previews and stores nothing.
    const dry = await post(user, "kind=weight-csv&dryRun=true", weightCsv);
    expect(dry.status).toBe(200);
    const preview = await json<ImportPreview>(dry);
    expect(preview).toMatchObject({ kind: "weight-csv", added: { weight: 4 }, duplicates: 0 });
    expect(preview.rows[3]).toMatchObject({ type: "weight", value: "80.0 kg", module: "weight" });
    expect(await weights(user)).toHaveLength(1);

    // 3. The import stores four weigh-ins, 176.4 lb as 80.0 kg.
    const imported = await post(user, "kind=weight-csv", weightCsv, "text/csv", {
      "X-Import-File-Name": "scale.csv",
    });
    expect(imported.status).toBe(201);
    const done = await json<ImportSummary>(imported);
    expect(done).toMatchObject({ added: { weight: 4 }, duplicates: 0, status: "completed" });
    const stored = await weights(user);
    expect(stored).toHaveLength(5);
    expect(stored.map((w) => w.weightKg)).toContain(80);

    // 4. The same file again adds nothing: four duplicates.
    const again = await json<ImportSummary>(await post(user, "kind=weight-csv", weightCsv));
    expect(again).toMatchObject({ added: { weight: 0 }, duplicates: 4 });
    expect(await weights(user)).toHaveLength(5);

    // 5. The history lists both, newest first, with the file's name.
    const list = await json<ImportList>(await t.request("/api/v1/imports", { as: user }));
    expect(list.items.map((i) => i.id)).toEqual([again.id, done.id]);
    expect(list.items[1]).toMatchObject({ fileName: "scale.csv", kind: "weight-csv" });

    // 6. Undo removes exactly that import's rows; the hand-entered one stays.
    const undo = await t.request(`/api/v1/imports/${done.id}`, { method: "DELETE", as: user });
    expect(undo.status).toBe(200);
    expect(await json<ImportSummary>(undo)).toMatchObject({ status: "undone" });
    expect((await weights(user)).map((w) => w.weightKg)).toEqual([81.2]);
    const twice = await t.request(`/api/v1/imports/${done.id}`, { method: "DELETE", as: user });
    expect(twice.status).toBe(409);
  });

  it("keeps imports apart between people", async () => {
    const alice = await t.signUp();
    const bob = await t.signUp();
    const done = await json<ImportSummary>(await post(alice, "kind=weight-csv", weightCsv));
    const undo = await t.request(`/api/v1/imports/${done.id}`, { method: "DELETE", as: bob });
    expect(undo.status).toBe(404);
    const bobs = await json<ImportList>(await t.request("/api/v1/imports", { as: bob }));
    expect(bobs.items).toEqual([]);
    expect(await weights(alice)).toHaveLength(4);
    const notAnId = await t.request("/api/v1/imports/nope", { method: "DELETE", as: bob });
    expect(notAnId.status).toBe(404);
    const visitor = await t.request("/api/v1/imports?kind=weight-csv", {
      method: "POST",
      body: weightCsv,
      headers: { "Content-Type": "text/csv" },
    });
    expect(visitor.status).toBe(401);
  });

  it("maps columns and a default unit", async () => {
    const user = await t.signUp();
    const csv = `Day;Mass\n${dayAgo(3)};165,0\n`;
    const response = await post(
      user,
      "kind=weight-csv&dateColumn=Day&weightColumn=Mass&defaultUnit=lb",
      csv,
    );
    expect(response.status).toBe(201);
    expect((await weights(user)).map((w) => w.weightKg)).toEqual([74.8]);
  });

  it("refuses bad files with a clear message and stores nothing", async () => {
    const user = await t.signUp();
    const cases: [string, string, number, RegExp][] = [
      ["kind=spreadsheet", weightCsv, 400, /Choose what to import/],
      ["kind=weight-csv", "when,weight\n2024-01-01,80\n", 422, /no column named "date"/],
      [
        "kind=weight-csv",
        `date,weight,unit\n${dayAgo(2)},80,kg\n${dayAgo(1)},heavy,kg\n`,
        422,
        /Row 3: the weight is not a number/,
      ],
      ["kind=weight-csv", `date,weight,unit\n${dayAgo(2)},80,stone\n`, 422, /Row 2: Use kg or lb/],
      ["kind=weight-csv", `date,weight,unit\n2999-01-01,80,kg\n`, 422, /Row 2: the date/],
      ["kind=weight-csv", "", 422, /empty/],
      ["kind=fhir", "{not json", 422, /not valid JSON/],
      ["kind=fhir", `{"resourceType":"Patient"}`, 422, /not a FHIR R4 Bundle/],
      [
        "kind=device",
        `{"records":[{"type":"weight","at":"yesterday","kg":80}]}`,
        422,
        /records\.0\.at/,
      ],
      ["kind=apple-health", "hello", 422, /could not be read/],
      ["kind=cycle-csv", "date,flow\n2024-01-01,torrential\n", 422, /Row 2: the flow/],
    ];
    for (const [query, body, status, message] of cases) {
      const response = await post(user, query, body);
      expect(response.status, query).toBe(status);
      expect((await json<{ error: { message: string } }>(response)).error.message).toMatch(message);
    }
    const tooLarge = await post(user, "kind=weight-csv", "x".repeat(21 * 1024 * 1024));
    expect(tooLarge.status).toBe(413);
    expect(await weights(user)).toEqual([]);
  });
});

describe("imports of other kinds", () => {
  it("imports a cycle history as day logs and periods, and undoes it", async () => {
    const user = await t.signUp();
    const csv = `start,end\n${dayAgo(40)},${dayAgo(36)}\n${dayAgo(12)},${dayAgo(8)}\n`;
    const dry = await json<ImportPreview>(await post(user, "kind=cycle-csv&dryRun=true", csv));
    expect(dry.added).toEqual({ cycle: 10 });
    const done = await json<ImportSummary>(await post(user, "kind=cycle-csv", csv));
    expect(done.added).toEqual({ cycle: 10 });
    const periods = await json<{ items: { startDate: string; endDate: string }[] }>(
      await t.request("/api/v1/cycle/periods", { as: user }),
    );
    expect(periods.items).toEqual([
      expect.objectContaining({ startDate: dayAgo(12), endDate: dayAgo(8) }),
      expect.objectContaining({ startDate: dayAgo(40), endDate: dayAgo(36) }),
    ]);
    const again = await json<ImportSummary>(await post(user, "kind=cycle-csv", csv));
    expect(again).toMatchObject({ added: { cycle: 0 }, duplicates: 10 });
    const daily = `date,flow\n${dayAgo(3)},heavy\n${dayAgo(2)},light\n${dayAgo(1)},none\n`;
    const days = await json<ImportSummary>(await post(user, "kind=cycle-csv", daily));
    expect(days.added).toEqual({ cycle: 2 });
    await t.request(`/api/v1/imports/${done.id}`, { method: "DELETE", as: user });
    const after = await json<{ items: { startDate: string }[] }>(
      await t.request("/api/v1/cycle/periods", { as: user }),
    );
    expect(after.items.map((p) => p.startDate)).toEqual([dayAgo(3)]);
  });

  it("imports a FHIR bundle's weights and labs with their source ids, once", async () => {
    const user = await t.signUp();
    const at = `${dayAgo(5)}T09:00:00Z`;
    const bundle = JSON.stringify({
      resourceType: "Bundle",
      type: "collection",
      entry: [
        { resource: { resourceType: "Patient", id: "p1" } },
        {
          resource: {
            resourceType: "Observation",
            id: "w1",
            status: "final",
            code: { coding: [{ system: "http://loinc.org", code: "29463-7" }] },
            effectiveDateTime: at,
            valueQuantity: {
              value: 72.5,
              unit: "kg",
              system: "http://unitsofmeasure.org",
              code: "kg",
            },
          },
        },
        {
          resource: {
            resourceType: "Observation",
            id: "l1",
            status: "final",
            code: { coding: [{ system: "http://loinc.org", code: "2093-3" }] },
            effectiveDateTime: at,
            valueQuantity: {
              value: 190,
              unit: "mg/dL",
              system: "http://unitsofmeasure.org",
              code: "mg/dL",
            },
          },
        },
      ],
    });
    const done = await json<ImportSummary>(
      await post(user, "kind=fhir", bundle, "application/fhir+json"),
    );
    expect(done).toMatchObject({ added: { weight: 1, bloodwork: 1 }, skipped: { Patient: 1 } });
    const labs = await json<{ items: { code: string; value: number; unit: string }[] }>(
      await t.request("/api/v1/lab-results", { as: user }),
    );
    expect(labs.items).toEqual([
      expect.objectContaining({ code: "2093-3", value: 190, unit: "mg/dL" }),
    ]);
    const again = await json<ImportSummary>(
      await post(user, "kind=fhir", bundle, "application/fhir+json"),
    );
    expect(again).toMatchObject({ added: { weight: 0, bloodwork: 0 }, duplicates: 2 });
  });

  it("imports a device's records and a Bearable export's measurements", async () => {
    const user = await t.signUp();
    const start = `${dayAgo(2)}T07:00:00.000Z`;
    const end = `${dayAgo(2)}T07:15:00.000Z`;
    const device = JSON.stringify({
      records: [
        { type: "mindfulSession", start, end, sourceId: "hc-1" },
        { type: "height", at: start, cm: 171 },
        { type: "steps", day: dayAgo(2), steps: 4000 },
      ],
    });
    const done = await json<ImportSummary>(
      await post(user, "kind=device", device, "application/json"),
    );
    expect(done.added).toMatchObject({ meditation: 1, profile: 1 });
    const profile = await json<{ heightCm: number }>(
      await t.request("/api/v1/profile", { as: user }),
    );
    expect(profile.heightCm).toBe(171);
    await t.request(`/api/v1/imports/${done.id}`, { method: "DELETE", as: user });
    const cleared = await json<{ heightCm: number | null }>(
      await t.request("/api/v1/profile", { as: user }),
    );
    expect(cleared.heightCm).toBeNull();

    const bearable = [
      "date,date formatted,weekday,time of day,category,rating/amount,detail,notes",
      `${dayAgo(4)}T08:00:00.000Z,${dayAgo(4)},Mon,am,Mood,4,,`,
      `${dayAgo(4)}T08:00:00.000Z,${dayAgo(4)},Mon,am,Health measurements,154.3,Weight (lbs),`,
      `${dayAgo(4)}T08:00:00.000Z,${dayAgo(4)},Mon,am,Energy,3,,`,
    ].join("\n");
    const bDry = await json<ImportPreview>(
      await post(user, "kind=bearable-csv&dryRun=true", bearable),
    );
    expect(bDry.added).toEqual({ weight: 1 });
    const b = await json<ImportSummary>(await post(user, "kind=bearable-csv", bearable));
    expect(b).toMatchObject({ added: { weight: 1 }, skipped: { mood: 1, energy: 1 } });
    expect((await weights(user)).map((w) => w.weightKg)).toEqual([70]);
  });
});

describe("imports of an Apple Health export", () => {
  const now = Date.now();
  const at = (daysAgo: number, hour = 8) =>
    new Date(now - daysAgo * DAY + hour * 3_600_000 - 12 * 3_600_000);
  const small = () =>
    EXPORT_HEAD +
    quantity("BodyMass", "lb", 176.4, at(3)) +
    quantity("BodyMass", "kg", 79.5, at(2)) +
    quantity("Height", "cm", 180, at(2)) +
    quantity("StepCount", "count", 1200, at(2), "iPhone") +
    quantity("StepCount", "count", 800, at(2, 9), "iPhone") +
    quantity("StepCount", "count", 1900, at(2), "Watch") +
    quantity("RestingHeartRate", "count/min", 62, at(2)) +
    // The watch's samples: one taken at rest is kept; active or without context, left out.
    heartRateSample(57, at(2, 7), 1) +
    heartRateSample(118, at(2, 10), 2) +
    heartRateSample(64, at(2, 11), 0) +
    heartRateSample(71, at(2, 12), null) +
    ` <Record type="HKCategoryTypeIdentifierMindfulSession" sourceName="Breathe" startDate="${appleDate(at(1))}" endDate="${appleDate(new Date(at(1).getTime() + 600_000))}" value="HKCategoryValueNotApplicable"/>\n` +
    ` <Record type="HKCategoryTypeIdentifierMenstrualFlow" sourceName="Cycle" startDate="${appleDate(at(5))}" endDate="${appleDate(at(5))}" value="HKCategoryValueMenstrualFlowMedium"/>\n` +
    EXPORT_TAIL;

  it("previews and imports export.xml and export.zip, once", async () => {
    const user = await t.signUp();
    const dry = await json<ImportPreview>(
      await post(user, "kind=apple-health&dryRun=true", small(), "application/xml"),
    );
    expect(dry.added).toMatchObject({ weight: 2, meditation: 1, cycle: 1, vitals: 2 });
    expect(dry.records).toBe(8);
    expect(dry.skipped).toEqual({ [APPLE_HEART_RATE_NOT_AT_REST]: 3 });
    expect(await weights(user)).toEqual([]);
    const zip = storedZip({ "apple_health_export/export.xml": Buffer.from(small()) });
    const done = await json<ImportSummary>(
      await post(user, "kind=apple-health", zip, "application/zip"),
    );
    expect(done).toMatchObject({
      status: "completed",
      added: { weight: 2, meditation: 1, cycle: 1, vitals: 2 },
      skipped: { [APPLE_HEART_RATE_NOT_AT_REST]: 3 },
    });
    expect((await weights(user)).map((w) => w.weightKg).sort()).toEqual([79.5, 80]);
    expect(await heartRates(user)).toEqual([57, 62]);
    const again = await json<ImportSummary>(
      await post(user, "kind=apple-health", small(), "application/xml"),
    );
    expect(again.added).toMatchObject({ weight: 0, meditation: 0, cycle: 0, vitals: 0 });
    expect(await heartRates(user)).toEqual([57, 62]);
    const undo = await t.request(`/api/v1/imports/${done.id}`, { method: "DELETE", as: user });
    expect(undo.status).toBe(200);
    expect(await heartRates(user)).toEqual([]);
    expect(await weights(user)).toEqual([]);
    const noXml = await post(
      user,
      "kind=apple-health",
      storedZip({ "readme.txt": Buffer.from("hi") }),
      "application/zip",
    );
    expect(noXml.status).toBe(422);
  });

  it("takes back what a failing export wrote and records it as failed", async () => {
    const user = await t.signUp();
    let body = EXPORT_HEAD;
    for (let i = 0; i < 1200; i++)
      body += quantity("BodyMass", "kg", 70 + (i % 30) / 10, new Date(now - (i + 2) * 3_600_000));
    body += " <Record broken";
    const response = await post(user, "kind=apple-health", body, "application/xml");
    expect(response.status).toBe(422);
    expect(await weights(user)).toEqual([]);
    const list = await json<ImportList>(await t.request("/api/v1/imports", { as: user }));
    expect(list.items[0]?.status).toBe("failed");
  });

  it("imports a generated export within a fixed memory ceiling", async () => {
    const user = await t.signUp();
    const bytes = 64 * 1024 * 1024;
    // The same ceiling as the 200 MB bench (bench/import.mjs): what grows is the work of writing
    // the rows (about 90,000 here), never a copy of the file, so it does not grow with the file.
    const CEILING = 256 * 1024 * 1024;
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const timer = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 25);
    const response = await t.app.request("/api/v1/imports?kind=apple-health", {
      method: "POST",
      headers: {
        "Content-Type": "application/xml",
        Cookie: user.cookie,
        Origin: new URL(t.config.publicUrl).origin,
      },
      body: Readable.toWeb(generatedExport(bytes)) as ReadableStream,
      duplex: "half",
    } as RequestInit);
    clearInterval(timer);
    expect(response.status).toBe(201);
    const done = await json<ImportSummary>(response);
    expect(done.records).toBeGreaterThan(40_000);
    expect(done.added.weight).toBeGreaterThan(0);
    expect(done.skipped[APPLE_HEART_RATE_NOT_AT_REST]).toBeGreaterThan(20_000);
    expect(peak - before).toBeLessThan(CEILING);
  }, 120_000);
});
