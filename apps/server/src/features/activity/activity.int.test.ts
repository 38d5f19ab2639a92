import {
  type ActivityDay,
  type ActivityDayList,
  ActivityMessage,
  type ActivityShare,
  type ActivitySummary,
  addDays,
} from "@vitalog/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, json, type TestApp, type TestUser } from "../../../test/test-app.ts";
import { asViewer, systemContext, type ViewerContext } from "../../context.ts";
import { activityFhir } from "./activity.fhir.ts";
import { activityImporter } from "./activity.importer.ts";
import { activityInsights } from "./activity.insights.ts";
import { activityShare } from "./activity.share.ts";

interface ErrorReply {
  error: { code: string; message: string; fields?: Record<string, string> };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = () => new Date().toISOString().slice(0, 10);
const dayAgo = (n: number) => addDays(today(), -n);
const contextOf = (person: TestUser): ViewerContext =>
  asViewer(systemContext(t.db, t.log), { id: person.id, isAdmin: false });

const put = (user: TestUser, date: string, body: Record<string, unknown>) =>
  t.request(`/api/v1/activity-days/${date}`, { method: "PUT", json: body, as: user });

describe("activity days", () => {
  it("are recorded, replaced, listed, summarised and deleted, per person", async () => {
    const user = await t.signUp();
    const other = await t.signUp();
    const created = await put(user, dayAgo(1), { steps: 9000, activeMinutes: 42 });
    expect(created.status).toBe(201);
    expect(await json(created)).toMatchObject({ date: dayAgo(1), steps: 9000, activeMinutes: 42 });
    const replaced = await put(user, dayAgo(1), { steps: 9500, activeMinutes: null });
    expect(replaced.status).toBe(200);
    expect(await json(replaced)).toMatchObject({ steps: 9500, activeMinutes: null });
    await put(user, dayAgo(2), { steps: 5000, activeMinutes: 20 });
    await put(user, dayAgo(3), { steps: null, activeMinutes: 60 });

    const page = await json<ActivityDayList>(
      await t.request("/api/v1/activity-days?limit=2", { as: user }),
    );
    expect(page.items.map((d) => d.date)).toEqual([dayAgo(1), dayAgo(2)]);
    expect(page.nextCursor).toBeTruthy();
    const rest = await json<ActivityDayList>(
      await t.request(`/api/v1/activity-days?limit=2&cursor=${page.nextCursor}`, { as: user }),
    );
    expect(rest.items.map((d) => d.date)).toEqual([dayAgo(3)]);
    expect(
      (await json<ActivityDayList>(await t.request("/api/v1/activity-days", { as: other }))).items,
    ).toEqual([]);

    const summary = await json<ActivitySummary>(
      await t.request(`/api/v1/activity-days/summary?days=7&to=${today()}`, { as: user }),
    );
    expect(summary).toMatchObject({
      recordedDays: 3,
      averages: { steps: 7250, activeMinutes: 40 },
      goalDays: 1,
    });

    expect(
      (await t.request(`/api/v1/activity-days/${dayAgo(1)}`, { method: "DELETE", as: other }))
        .status,
    ).toBe(404);
    expect(
      (await t.request(`/api/v1/activity-days/${dayAgo(1)}`, { method: "DELETE", as: user }))
        .status,
    ).toBe(204);
  });

  it("refuses bad days and values with a clear message, and asks to confirm unusual ones", async () => {
    const user = await t.signUp();
    const future = await put(user, addDays(today(), 3), { steps: 100, activeMinutes: null });
    expect(future.status).toBe(400);
    expect((await json<ErrorReply>(future)).error.message).toBe(ActivityMessage.dateInFuture);
    expect((await put(user, "2026-02-30", { steps: 100, activeMinutes: null })).status).toBe(400);
    expect((await put(user, dayAgo(1), { steps: null, activeMinutes: null })).status).toBe(400);
    expect((await put(user, dayAgo(1), { steps: 100 })).status).toBe(400);
    expect((await put(user, dayAgo(1), { steps: -5, activeMinutes: null })).status).toBe(400);
    expect((await put(user, dayAgo(1), { steps: null, activeMinutes: 2000 })).status).toBe(400);
    const unusual = await put(user, dayAgo(1), { steps: 60_000, activeMinutes: null });
    expect(unusual.status).toBe(422);
    expect((await json<ErrorReply>(unusual)).error.fields?.steps).toBe(
      ActivityMessage.stepsUnusual,
    );
    expect(
      (await put(user, dayAgo(1), { steps: 60_000, activeMinutes: null, confirmed: true })).status,
    ).toBe(201);
    expect((await t.request("/api/v1/activity-days/summary?days=12", { as: user })).status).toBe(
      400,
    );
  });
});

describe("activity imports, FHIR, sharing and insights", () => {
  const importId = "5c4b3a29-1807-4f6e-9d5c-4b3a29180706";
  const later = "6d5c4b3a-2918-4071-8e6d-5c4b3a291807";

  it("imports days once, never changes a day it did not write, and undoes exactly its days", async () => {
    const user = await t.signUp();
    const ctx = contextOf(user);
    await put(user, dayAgo(5), { steps: 4000, activeMinutes: null });
    const records = [
      { type: "steps", day: dayAgo(5), steps: 4000 }, // the person's own figure
      { type: "activeMinutes", day: dayAgo(5), minutes: 30 }, // the person's day: kept as it is
      { type: "steps", day: dayAgo(4), steps: 8100, sourceId: "s-4" },
      { type: "activeMinutes", day: dayAgo(4), minutes: 35, sourceId: "m-4" },
      { type: "steps", day: dayAgo(4), steps: 8100 }, // same in the batch
      { type: "steps", day: dayAgo(3), steps: 6000 },
      { type: "steps", day: addDays(today(), 5), steps: 6000 }, // in the future: left out
    ] as const;

    expect(await activityImporter.write(ctx, records, null)).toEqual({ added: 3, duplicates: 3 });
    expect(
      (await json<ActivityDayList>(await t.request("/api/v1/activity-days", { as: user }))).items,
    ).toHaveLength(1);

    // In two batches, as an import hands them over: the day of the first batch is filled in.
    expect(await activityImporter.write(ctx, records.slice(0, 3), importId)).toEqual({
      added: 1,
      duplicates: 2,
    });
    expect(await activityImporter.write(ctx, records.slice(3), importId)).toEqual({
      added: 2,
      duplicates: 1,
    });
    const days = await json<ActivityDayList>(
      await t.request("/api/v1/activity-days", { as: user }),
    );
    expect(days.items.map((d) => [d.date, d.steps, d.activeMinutes])).toEqual([
      [dayAgo(3), 6000, null],
      [dayAgo(4), 8100, 35],
      [dayAgo(5), 4000, null],
    ]);

    expect(await activityImporter.write(ctx, records, later)).toEqual({ added: 0, duplicates: 6 });
    expect(
      await activityImporter.write(
        ctx,
        [{ type: "steps", day: dayAgo(9), steps: 1, sourceId: "s-4" }],
        later,
      ),
    ).toEqual({ added: 0, duplicates: 1 });

    expect(await activityImporter.undo(contextOf(await t.signUp()), importId)).toBe(0);
    expect(await activityImporter.undo(ctx, importId)).toBe(2);
    const left = await json<ActivityDayList>(
      await t.request("/api/v1/activity-days", { as: user }),
    );
    expect(left.items.map((d) => d.date)).toEqual([dayAgo(5)]);
  });

  it("makes a day the person saves their own, out of reach of the import's undo", async () => {
    const user = await t.signUp();
    const ctx = contextOf(user);
    await activityImporter.write(ctx, [{ type: "steps", day: dayAgo(2), steps: 7000 }], importId);
    await put(user, dayAgo(2), { steps: 7200, activeMinutes: null });
    expect(await activityImporter.undo(ctx, importId)).toBe(0);
  });

  it("gives FHIR steps Observations, the share period and the insight series", async () => {
    const user = await t.signUp();
    const ctx = contextOf(user);
    await put(user, dayAgo(2), { steps: 8421, activeMinutes: 33 });
    await put(user, dayAgo(12), { steps: null, activeMinutes: 10 });
    const fhir = await activityFhir(ctx, `Patient/${user.id}`);
    expect(fhir).toHaveLength(1);
    expect(fhir[0]).toMatchObject({
      effectiveDateTime: dayAgo(2),
      valueQuantity: { value: 8421, code: "/d", system: "http://unitsofmeasure.org" },
    });
    const shared = (await activityShare.read(ctx, {
      from: dayAgo(7),
      to: today(),
    })) as ActivityShare;
    expect(shared.days).toEqual([{ date: dayAgo(2), steps: 8421, activeMinutes: 33 }]);
    const insights = await activityInsights(ctx, { from: dayAgo(30), to: today(), tz: "UTC" });
    expect(insights.series.find((s) => s.key === "activity.activeMinutes")?.values).toEqual([
      { day: dayAgo(12), value: 10 },
      { day: dayAgo(2), value: 33 },
    ]);
    const day = await json<ActivityDay>(
      await put(user, dayAgo(2), { steps: 1, activeMinutes: 33 }),
    );
    expect(day.steps).toBe(1);
  });
});
