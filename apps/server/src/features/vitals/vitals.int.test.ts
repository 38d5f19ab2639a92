import {
  type BloodPressureList,
  type BloodPressureReading,
  type CatalogItem,
  type Profile,
  type VitalReading,
  VitalsMessage,
  type VitalsShare,
  type VitalsSuggestionList,
} from "@vitalog/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, json, type TestApp, type TestUser } from "../../../test/test-app.ts";
import { asViewer, systemContext, type ViewerContext } from "../../context.ts";
import { seedStarterCatalog } from "../catalog/catalog.service.ts";
import { vitalsFhir } from "./vitals.fhir.ts";
import { vitalsImporter } from "./vitals.importer.ts";
import { vitalsInsights } from "./vitals.insights.ts";
import { vitalsShare } from "./vitals.share.ts";

interface ErrorReply {
  error: { code: string; message: string; fields?: Record<string, string> };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedStarterCatalog(systemContext(t.db, t.log));
});
afterAll(() => t.close());

const DAY = 86_400_000;
/** Noon UTC `days` days ago: always in the past, on that UTC day. */
const daysAgo = (days: number, hour = 12) => {
  const at = new Date(Date.now() - days * DAY);
  at.setUTCHours(hour, 0, 0, 0);
  if (at.getTime() > Date.now()) at.setTime(at.getTime() - DAY);
  return at.toISOString();
};

function contextOf(person: TestUser): ViewerContext {
  return asViewer(systemContext(t.db, t.log), { id: person.id, isAdmin: false });
}

async function addBp(user: TestUser, body: Record<string, unknown>) {
  return t.request("/api/v1/blood-pressure-readings", { json: body, as: user });
}

describe("blood-pressure readings", () => {
  it("are recorded with their category, read, changed and deleted by their owner only", async () => {
    const user = await t.signUp();
    const other = await t.signUp();
    const created = await addBp(user, {
      systolic: 118,
      diastolic: 76,
      pulse: 64,
      arm: "left",
      position: "sitting",
      measuredAt: daysAgo(1),
      note: "  calm  ",
    });
    expect(created.status).toBe(201);
    const reading = await json<BloodPressureReading>(created);
    expect(reading).toMatchObject({
      systolic: 118,
      diastolic: 76,
      pulse: 64,
      arm: "left",
      position: "sitting",
      note: "calm",
      category: "normal",
      warning: null,
    });

    const patched = await t.request(`/api/v1/blood-pressure-readings/${reading.id}`, {
      method: "PATCH",
      json: { systolic: 134 },
      as: user,
    });
    expect(await json(patched)).toMatchObject({ systolic: 134, diastolic: 76, category: "stage1" });

    for (const method of ["GET", "PATCH", "DELETE"]) {
      const response = await t.request(`/api/v1/blood-pressure-readings/${reading.id}`, {
        method,
        ...(method === "PATCH" ? { json: { note: "mine now" } } : {}),
        as: other,
      });
      expect(response.status).toBe(404);
    }
    expect(
      (await t.request("/api/v1/blood-pressure-readings/not-a-uuid", { as: user })).status,
    ).toBe(404);

    const list = await json<BloodPressureList>(
      await t.request("/api/v1/blood-pressure-readings?limit=10", { as: user }),
    );
    expect(list.items.map((r) => r.id)).toEqual([reading.id]);
    expect(
      (
        await json<BloodPressureList>(
          await t.request("/api/v1/blood-pressure-readings", { as: other }),
        )
      ).items,
    ).toEqual([]);

    const deleted = await t.request(`/api/v1/blood-pressure-readings/${reading.id}`, {
      method: "DELETE",
      as: user,
    });
    expect(deleted.status).toBe(204);
    expect(
      (await t.request(`/api/v1/blood-pressure-readings/${reading.id}`, { as: user })).status,
    ).toBe(404);
  });

  it("answers a reading in the crisis range with the warning to seek care now", async () => {
    const user = await t.signUp();
    const crisis = await json<BloodPressureReading>(
      await addBp(user, { systolic: 182, diastolic: 100, measuredAt: daysAgo(0, 0) }),
    );
    expect(crisis.category).toBe("crisis");
    expect(crisis.warning).toBe(VitalsMessage.crisisWarning);
    expect(crisis.warning).toContain("911");
    const diastolicCrisis = await json<BloodPressureReading>(
      await addBp(user, { systolic: 150, diastolic: 120, measuredAt: daysAgo(1) }),
    );
    expect(diastolicCrisis.category).toBe("crisis");
  });

  it("refuses bad readings with a clear message, and asks to confirm unusual ones", async () => {
    const user = await t.signUp();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ systolic: 80, diastolic: 90, measuredAt: daysAgo(1) }, 400, "systolic"],
      [{ systolic: 400, diastolic: 90, measuredAt: daysAgo(1) }, 400, "systolic"],
      [{ systolic: 120, diastolic: 80, pulse: 5, measuredAt: daysAgo(1) }, 400, "pulse"],
      [{ systolic: 120, diastolic: 80, measuredAt: daysAgo(-3) }, 400, "measuredAt"],
      [{ systolic: 120, diastolic: 80, measuredAt: "yesterday" }, 400, "measuredAt"],
      [{ systolic: 260, diastolic: 100, measuredAt: daysAgo(1) }, 422, "systolic"],
    ];
    for (const [body, status, field] of cases) {
      const response = await addBp(user, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect((await json<ErrorReply>(response)).error.fields?.[field]).toBeTruthy();
    }
    const confirmed = await addBp(user, {
      systolic: 260,
      diastolic: 100,
      measuredAt: daysAgo(1),
      confirmed: true,
    });
    expect(confirmed.status).toBe(201);
    const reading = await json<BloodPressureReading>(confirmed);
    const flipped = await t.request(`/api/v1/blood-pressure-readings/${reading.id}`, {
      method: "PATCH",
      json: { diastolic: 270 },
      as: user,
    });
    expect(flipped.status).toBe(400);
    expect(await json<ErrorReply>(flipped)).toMatchObject({
      error: { message: VitalsMessage.diastolicRange },
    });
  });
});

describe("heart rate, SpO2 and temperature", () => {
  it("are recorded per kind, checked against that kind's limits, and keep their kind", async () => {
    const user = await t.signUp();
    const add = (body: Record<string, unknown>) =>
      t.request("/api/v1/vital-sign-readings", { json: body, as: user });
    const hr = await add({ kind: "heartRate", value: 58, measuredAt: daysAgo(1) });
    expect(hr.status).toBe(201);
    const reading = await json<VitalReading>(hr);
    expect((await add({ kind: "spo2", value: 97, measuredAt: daysAgo(1) })).status).toBe(201);
    expect((await add({ kind: "temperature", value: 36.9, measuredAt: daysAgo(1) })).status).toBe(
      201,
    );
    const tooHot = await add({ kind: "temperature", value: 98.6, measuredAt: daysAgo(1) });
    expect(tooHot.status).toBe(400);
    expect((await json<ErrorReply>(tooHot)).error.message).toBe(VitalsMessage.temperatureRange);
    expect((await add({ kind: "spo2", value: 101, measuredAt: daysAgo(1) })).status).toBe(400);
    expect((await add({ kind: "heartRate", value: 240, measuredAt: daysAgo(1) })).status).toBe(422);
    expect((await add({ kind: "weight", value: 72, measuredAt: daysAgo(1) })).status).toBe(400);

    const changeKind = await t.request(`/api/v1/vital-sign-readings/${reading.id}`, {
      method: "PATCH",
      json: { kind: "spo2" },
      as: user,
    });
    expect(changeKind.status).toBe(400);
    const changed = await t.request(`/api/v1/vital-sign-readings/${reading.id}`, {
      method: "PATCH",
      json: { value: 61 },
      as: user,
    });
    expect(await json(changed)).toMatchObject({ kind: "heartRate", value: 61 });
    const list = await json<{ items: VitalReading[] }>(
      await t.request("/api/v1/vital-sign-readings", { as: user }),
    );
    expect(list.items.map((r) => r.kind).sort()).toEqual(["heartRate", "spo2", "temperature"]);
  });
});

describe("the high-blood-pressure suggestion", () => {
  const suggestions = async (user: TestUser) =>
    json<VitalsSuggestionList>(await t.request("/api/v1/vitals/suggestions?tz=UTC", { as: user }));

  it("appears after high readings on two days, and adds the risk factor only when accepted", async () => {
    const user = await t.signUp();
    const factors = await json<CatalogItem[] | { items: CatalogItem[] }>(
      await t.request("/api/v1/risk-factors"),
    );
    const list = Array.isArray(factors) ? factors : factors.items;
    const hbp = list.find((f) => f.name === "High blood pressure");
    expect(hbp).toBeTruthy();

    await addBp(user, { systolic: 142, diastolic: 88, measuredAt: daysAgo(3) });
    expect((await suggestions(user)).items).toEqual([]);
    await addBp(user, { systolic: 138, diastolic: 86, measuredAt: daysAgo(2) });
    const [suggestion] = (await suggestions(user)).items;
    expect(suggestion).toMatchObject({
      key: "high-blood-pressure",
      riskFactor: { id: hbp?.id, name: "High blood pressure" },
      meanSystolic: 140,
      meanDiastolic: 87,
      days: 2,
    });
    // Nothing is added by looking.
    const before = await json<Profile>(await t.request("/api/v1/profile", { as: user }));
    expect(before.selectedRiskFactors).not.toContain(hbp?.id);

    // "Not now" hides it; a later yes still works.
    const dismissed = await t.request("/api/v1/vitals/suggestions/high-blood-pressure/dismiss", {
      method: "POST",
      as: user,
    });
    expect(dismissed.status).toBe(204);
    expect((await suggestions(user)).items).toEqual([]);

    const accepted = await t.request(
      "/api/v1/vitals/suggestions/high-blood-pressure/accept?tz=UTC",
      { method: "POST", as: user },
    );
    expect(accepted.status).toBe(200);
    const after = await json<Profile>(await t.request("/api/v1/profile", { as: user }));
    expect(after.selectedRiskFactors).toContain(hbp?.id);
    expect((await suggestions(user)).items).toEqual([]);
  });

  it("is not there for normal readings, and cannot be accepted then", async () => {
    const user = await t.signUp();
    await addBp(user, { systolic: 118, diastolic: 76, measuredAt: daysAgo(3) });
    await addBp(user, { systolic: 121, diastolic: 78, measuredAt: daysAgo(2) });
    expect((await suggestions(user)).items).toEqual([]);
    const accepted = await t.request("/api/v1/vitals/suggestions/high-blood-pressure/accept", {
      method: "POST",
      as: user,
    });
    expect(accepted.status).toBe(404);
    expect(
      (
        await t.request("/api/v1/vitals/suggestions/unknown/dismiss", {
          method: "POST",
          as: user,
        })
      ).status,
    ).toBe(404);
    expect((await t.request("/api/v1/vitals/suggestions?tz=Mars/Base", { as: user })).status).toBe(
      400,
    );
  });
});

describe("imports, FHIR, sharing and insights", () => {
  const importId = "7a1f3c2e-0d4b-4c8e-9f6a-1b2c3d4e5f60";
  const otherImport = "0b9e8d7c-6a5f-4e3d-8c2b-1a0f9e8d7c6b";

  it("imports new readings once, counts duplicates, and undoes exactly that import", async () => {
    const user = await t.signUp();
    const ctx = contextOf(user);
    const own = await json<BloodPressureReading>(
      await addBp(user, { systolic: 120, diastolic: 80, measuredAt: daysAgo(5) }),
    );
    const records = [
      { type: "bloodPressure", at: own.measuredAt, systolic: 120, diastolic: 80 }, // the person's own
      {
        type: "bloodPressure",
        at: daysAgo(4),
        systolic: 131,
        diastolic: 85,
        pulse: 70,
        sourceId: "bp-1",
      },
      { type: "bloodPressure", at: daysAgo(4), systolic: 131, diastolic: 85 }, // same in the batch
      { type: "heartRate", at: daysAgo(4), bpm: 62, sourceId: "hr-1" },
      { type: "oxygenSaturation", at: daysAgo(4), percent: 98 },
      { type: "bodyTemperature", at: daysAgo(4), celsius: 36.7 },
      { type: "bodyTemperature", at: daysAgo(3), celsius: 80 }, // no one's temperature: left out
    ] as const;

    const dry = await vitalsImporter.write(ctx, records, null);
    expect(dry).toEqual({ added: 4, duplicates: 2 });
    expect(
      (
        await json<BloodPressureList>(
          await t.request("/api/v1/blood-pressure-readings", { as: user }),
        )
      ).items,
    ).toHaveLength(1);

    expect(await vitalsImporter.write(ctx, records, importId)).toEqual({ added: 4, duplicates: 2 });
    // Again: everything is there; a new value under a known source id is still a duplicate.
    expect(await vitalsImporter.write(ctx, records, otherImport)).toEqual({
      added: 0,
      duplicates: 6,
    });
    expect(
      await vitalsImporter.write(
        ctx,
        [{ type: "heartRate", at: daysAgo(2), bpm: 64, sourceId: "hr-1" }],
        otherImport,
      ),
    ).toEqual({ added: 0, duplicates: 1 });

    // Another person undoing the id removes nothing of this person's.
    const stranger = await t.signUp();
    expect(await vitalsImporter.undo(contextOf(stranger), importId)).toBe(0);

    expect(await vitalsImporter.undo(ctx, importId)).toBe(4);
    const left = await json<BloodPressureList>(
      await t.request("/api/v1/blood-pressure-readings", { as: user }),
    );
    expect(left.items.map((r) => r.id)).toEqual([own.id]);
    expect(
      (
        await json<{ items: unknown[] }>(
          await t.request("/api/v1/vital-sign-readings", { as: user }),
        )
      ).items,
    ).toEqual([]);
  });

  it("gives FHIR Observations, the share period and the insight series", async () => {
    const user = await t.signUp();
    const ctx = contextOf(user);
    await addBp(user, { systolic: 128, diastolic: 82, measuredAt: daysAgo(2) });
    await addBp(user, { systolic: 124, diastolic: 78, measuredAt: daysAgo(20) });
    await t.request("/api/v1/vital-sign-readings", {
      json: { kind: "spo2", value: 97, measuredAt: daysAgo(2) },
      as: user,
    });

    const fhir = await vitalsFhir(ctx, `Patient/${user.id}`);
    expect(fhir).toHaveLength(3);
    expect(fhir[0]).toMatchObject({
      resourceType: "Observation",
      status: "final",
      subject: { reference: `Patient/${user.id}` },
      code: { coding: [{ code: "85354-9" }] },
    });
    expect(fhir.some((o) => JSON.stringify(o).includes("59408-5"))).toBe(true);

    const from = daysAgo(7).slice(0, 10);
    const to = daysAgo(0).slice(0, 10);
    const shared = (await vitalsShare.read(ctx, { from, to })) as VitalsShare;
    expect(shared.bloodPressure.map((r) => r.systolic)).toEqual([128]);
    expect(shared.readings.map((r) => r.kind)).toEqual(["spo2"]);
    expect(Object.keys(shared.bloodPressure[0] ?? {})).not.toContain("createdAt");

    const insights = await vitalsInsights(ctx, { from, to, tz: "UTC" });
    const systolic = insights.series.find((s) => s.key === "vitals.systolic");
    expect(systolic?.values).toEqual([{ day: daysAgo(2).slice(0, 10), value: 128 }]);
  });
});
