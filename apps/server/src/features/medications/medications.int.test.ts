import { addDays, localDateOf } from "@vitalog/domain";
import { sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  json,
  rowsOf,
  type TestApp,
  type TestUser,
} from "../../../test/test-app.ts";

let t: TestApp;
let ann: TestUser;
let ben: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [ann, ben] = [await t.signUp(), await t.signUp()];
});
afterAll(() => t.close());

interface Dose {
  medicationId: string;
  scheduledAt: string;
  time: string;
  status: string;
  snoozedUntil: string | null;
}
interface Medication {
  id: string;
  name: string;
  stockCount: number | null;
  startDate: string;
  schedule: { times: string[]; daysOfWeek: number[] };
}

const today = () => new Date().toISOString().slice(0, 10);
const everyDay = [1, 2, 3, 4, 5, 6, 7];
const metformin = (over: Record<string, unknown> = {}) => ({
  name: "Metformin",
  dosage: 500,
  dosageUnit: "mg",
  instructions: "with food",
  schedule: { times: ["20:00", "08:00"], daysOfWeek: everyDay },
  startDate: addDays(today(), -7),
  stockCount: 10,
  ...over,
});

async function errorOf(response: Response) {
  return {
    status: response.status,
    message: (await json<{ error: { message: string } }>(response)).error.message,
  };
}

async function create(as: TestUser, body: Record<string, unknown> = metformin()) {
  const response = await t.request("/api/v1/medications", { method: "POST", json: body, as });
  expect(response.status).toBe(201);
  return json<Medication>(response);
}

async function dosesOf(as: TestUser, query: string, medicationId?: string) {
  const day = await json<{ items: Dose[] }>(
    await t.request(`/api/v1/medication-doses?${query}`, { as }),
  );
  return day.items.filter((d) => !medicationId || d.medicationId === medicationId);
}

function mark(as: TestUser, json: Record<string, unknown>, tz = "") {
  return t.request(`/api/v1/medication-doses${tz ? `?tz=${tz}` : ""}`, {
    method: "PUT",
    json,
    as,
  });
}

describe("medications", () => {
  it("lists today's doses, marks one taken once, and figures adherence and the run-out date", async () => {
    // 1. Ann adds metformin twice a day from a week ago, with 10 tablets.
    const med = await create(ann);
    expect(med).toMatchObject({
      name: "Metformin",
      schedule: { times: ["08:00", "20:00"], daysOfWeek: everyDay },
      stockCount: 10,
    });

    // 2. Today (UTC) has its two doses, both pending.
    const doses = await dosesOf(ann, `date=${today()}`, med.id);
    expect(doses.map((d) => [d.time, d.status])).toEqual([
      ["08:00", "pending"],
      ["20:00", "pending"],
    ]);
    const first = doses[0] as Dose;
    expect(first.scheduledAt).toBe(`${today()}T08:00:00.000Z`);

    // 3. She takes the morning dose; marking it again keeps one record and one unit off stock.
    const taken = await mark(ann, {
      medicationId: med.id,
      scheduledAt: first.scheduledAt,
      status: "taken",
    });
    expect(taken.status).toBe(201);
    expect(await json<Dose>(taken)).toMatchObject({ status: "taken", time: "08:00" });
    const again = await mark(ann, {
      medicationId: med.id,
      scheduledAt: first.scheduledAt,
      status: "taken",
    });
    expect(again.status).toBe(200);
    const records = await t.db.execute(
      sql`select status from medication_doses where medication_id = ${med.id}`,
    );
    expect(rowsOf(records)).toEqual([{ status: "taken" }]);
    let stored = await json<Medication>(
      await t.request(`/api/v1/medications/${med.id}`, { as: ann }),
    );
    expect(stored.stockCount).toBe(9);
    const statuses = (await dosesOf(ann, `date=${today()}`, med.id)).map((d) => d.status);
    expect(statuses).toEqual(["taken", "pending"]);

    // 4. Adherence: one taken, counted from today (the day she added it); stock 9 at 2 a day.
    const adherence = await json<Record<string, unknown>>(
      await t.request(`/api/v1/medications/${med.id}/adherence?days=30`, { as: ann }),
    );
    expect(adherence).toMatchObject({ taken: 1, from: today(), to: today() });
    expect(adherence.scheduled).toBeGreaterThanOrEqual(1);
    expect(adherence.adherencePercent).toBe(
      Math.round((1 / (adherence.scheduled as number)) * 100),
    );
    const hour = new Date().getUTCHours();
    // Nine doses from now on: tonight's (if still to come) and four or five more days.
    expect(adherence.runOutDate).toBe(addDays(today(), hour < 20 ? 4 : 5));

    // 5. Changing her mind: skipped gives the unit back; snoozed puts it off 10 minutes.
    await mark(ann, { medicationId: med.id, scheduledAt: first.scheduledAt, status: "skipped" });
    stored = await json<Medication>(await t.request(`/api/v1/medications/${med.id}`, { as: ann }));
    expect(stored.stockCount).toBe(10);
    const snoozed = await json<Dose>(
      await mark(ann, { medicationId: med.id, scheduledAt: first.scheduledAt, status: "snoozed" }),
    );
    const delay = new Date(snoozed.snoozedUntil ?? 0).getTime() - Date.now();
    expect(delay).toBeGreaterThan(9 * 60_000);
    expect(delay).toBeLessThanOrEqual(10 * 60_000);
    await mark(ann, { medicationId: med.id, scheduledAt: first.scheduledAt, status: "taken" });
    expect(
      (await json<Medication>(await t.request(`/api/v1/medications/${med.id}`, { as: ann })))
        .stockCount,
    ).toBe(9);

    // 6. Undo: the dose is pending again and the tablet back in stock; a second undo is a 404.
    const ref = `medicationId=${med.id}&scheduledAt=${encodeURIComponent(first.scheduledAt)}`;
    expect(
      (await t.request(`/api/v1/medication-doses?${ref}`, { method: "DELETE", as: ann })).status,
    ).toBe(204);
    expect((await dosesOf(ann, `date=${today()}`, med.id))[0]?.status).toBe("pending");
    expect(
      (await json<Medication>(await t.request(`/api/v1/medications/${med.id}`, { as: ann })))
        .stockCount,
    ).toBe(10);
    expect(
      await errorOf(
        await t.request(`/api/v1/medication-doses?${ref}`, { method: "DELETE", as: ann }),
      ),
    ).toEqual({ status: 404, message: "That dose has not been marked" });
  });

  it("keeps each person's medications and doses to themselves", async () => {
    const med = await create(ann, metformin({ name: "Ann's lisinopril" }));
    const [dose] = await dosesOf(ann, `date=${today()}`, med.id);
    await mark(ann, { medicationId: med.id, scheduledAt: dose?.scheduledAt, status: "taken" });
    const path = `/api/v1/medications/${med.id}`;
    expect((await t.request(path, { as: ben })).status).toBe(404);
    expect(
      (await t.request(path, { method: "PATCH", json: { name: "not mine" }, as: ben })).status,
    ).toBe(404);
    expect((await t.request(`${path}/adherence?days=30`, { as: ben })).status).toBe(404);
    expect(
      (await mark(ben, { medicationId: med.id, scheduledAt: dose?.scheduledAt, status: "skipped" }))
        .status,
    ).toBe(404);
    const ref = `medicationId=${med.id}&scheduledAt=${encodeURIComponent(dose?.scheduledAt ?? "")}`;
    expect(
      (await t.request(`/api/v1/medication-doses?${ref}`, { method: "DELETE", as: ben })).status,
    ).toBe(404);
    expect((await t.request(path, { method: "DELETE", as: ben })).status).toBe(404);
    const list = await json<unknown>(await t.request("/api/v1/medications", { as: ben }));
    expect(JSON.stringify(list)).not.toContain(med.id);
    expect(await dosesOf(ben, `date=${today()}`)).toEqual([]);
    const overview = await json<{ medications: unknown[] }>(
      await t.request("/api/v1/medication-adherence", { as: ben }),
    );
    expect(JSON.stringify(overview)).not.toContain(med.id);
    // Ann's medication and dose are as she left them.
    expect(await json<Medication>(await t.request(path, { as: ann }))).toMatchObject({
      name: "Ann's lisinopril",
    });
    expect((await dosesOf(ann, `date=${today()}`, med.id))[0]?.status).toBe("taken");
    for (const [method, url] of [
      ["GET", "/api/v1/medications"],
      ["GET", path],
      ["GET", `${path}/adherence`],
      ["GET", "/api/v1/medication-doses"],
      ["GET", "/api/v1/medication-adherence"],
    ] as const) {
      expect((await t.request(url, { method })).status, `${method} ${url}`).toBe(401);
    }
  });

  it("works in the person's time zone and on their weekdays", async () => {
    // Weekly on Sunday (7) at 08:00 in Tokyo, from a Sunday.
    const sunday = "2026-11-22";
    const med = await create(
      ann,
      metformin({
        name: "Weekly",
        startDate: sunday,
        schedule: { times: ["08:00"], daysOfWeek: [7] },
        stockCount: null,
      }),
    );
    const tokyo = await dosesOf(ann, `date=${sunday}&tz=Asia/Tokyo`, med.id);
    expect(tokyo.map((d) => d.scheduledAt)).toEqual(["2026-11-21T23:00:00.000Z"]);
    expect(await dosesOf(ann, `date=2026-11-23&tz=Asia/Tokyo`, med.id)).toEqual([]);
    // A Tokyo dose time is not a dose time in UTC.
    expect(
      await errorOf(
        await mark(ann, {
          medicationId: med.id,
          scheduledAt: "2026-11-21T23:00:00.000Z",
          status: "taken",
        }),
      ),
    ).toEqual({ status: 400, message: "This medication has no dose scheduled at that time" });
    expect(
      (
        await mark(
          ann,
          { medicationId: med.id, scheduledAt: "2026-11-21T23:00:00.000Z", status: "taken" },
          "Asia/Tokyo",
        )
      ).status,
    ).toBe(201);
    const overview = await json<{ medications: { medicationId: string; taken: number }[] }>(
      await t.request("/api/v1/medication-adherence?days=30&tz=Asia/Tokyo", { as: ann }),
    );
    expect(
      overview.medications.find((m) => m.medicationId === med.id)?.taken,
    ).toBeGreaterThanOrEqual(0);
    const localToday = localDateOf(new Date(), "Asia/Tokyo");
    expect(
      (
        await t
          .request(`/api/v1/medication-doses?tz=Asia/Tokyo`, { as: ann })
          .then((r) => json<{ date: string }>(r))
      ).date,
    ).toBe(localToday);
  });

  it("moves a dose the clocks skip to the hour after, and takes it there", async () => {
    const med = await create(
      ann,
      metformin({
        name: "Night dose",
        startDate: "2026-03-07",
        endDate: "2026-03-09",
        schedule: { times: ["02:30"], daysOfWeek: everyDay },
        stockCount: null,
      }),
    );
    const ny = "America%2FNew_York";
    const day = async (date: string) =>
      (await dosesOf(ann, `date=${date}&tz=${ny}`, med.id)).map((d) => [d.scheduledAt, d.time]);
    // 02:30 EST, then 03:30 EDT on the night of the change (02:30 does not exist), then 02:30 EDT.
    expect(await day("2026-03-07")).toEqual([["2026-03-07T07:30:00.000Z", "02:30"]]);
    expect(await day("2026-03-08")).toEqual([["2026-03-08T07:30:00.000Z", "03:30"]]);
    expect(await day("2026-03-09")).toEqual([["2026-03-09T06:30:00.000Z", "02:30"]]);
    expect(await day("2026-03-10")).toEqual([]);
    const taken = await mark(
      ann,
      { medicationId: med.id, scheduledAt: "2026-03-08T07:30:00.000Z", status: "taken" },
      "America/New_York",
    );
    expect(taken.status).toBe(201);
  });

  it("changes and deletes a medication", async () => {
    const med = await create(ann, metformin({ name: "Short course" }));
    const patched = await t.request(`/api/v1/medications/${med.id}`, {
      method: "PATCH",
      json: {
        name: "Amoxicillin",
        stockCount: 21,
        schedule: { times: ["07:00"], daysOfWeek: [1, 3, 5] },
      },
      as: ann,
    });
    expect(patched.status).toBe(200);
    expect(await json<Medication>(patched)).toMatchObject({
      name: "Amoxicillin",
      stockCount: 21,
      schedule: { times: ["07:00"], daysOfWeek: [1, 3, 5] },
    });
    const reminder = await t.request(`/api/v1/medications/${med.id}`, {
      method: "PATCH",
      json: { schedule: { reminderMinutesBefore: 15 } },
      as: ann,
    });
    expect(await json<Medication>(reminder)).toMatchObject({
      schedule: { times: ["07:00"], daysOfWeek: [1, 3, 5], reminderMinutesBefore: 15 },
    });
    expect(
      await errorOf(
        await t.request(`/api/v1/medications/${med.id}`, {
          method: "PATCH",
          json: { endDate: addDays(med.startDate, -1) },
          as: ann,
        }),
      ),
    ).toEqual({ status: 400, message: "The end date cannot be before the start date" });
    expect(
      (await t.request(`/api/v1/medications/${med.id}`, { method: "DELETE", as: ann })).status,
    ).toBe(204);
    expect((await t.request(`/api/v1/medications/${med.id}`, { as: ann })).status).toBe(404);
    expect((await t.request(`/api/v1/medications/not-a-uuid`, { as: ann })).status).toBe(404);
  });

  it("answers every bad input with its message, never a 500", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        metformin({ schedule: { times: ["25:00"], daysOfWeek: [1] } }),
        "Use a time of day in the form HH:MM (00:00 to 23:59)",
      ],
      [
        metformin({ schedule: { times: ["8:00"], daysOfWeek: [1] } }),
        "Use a time of day in the form HH:MM (00:00 to 23:59)",
      ],
      [
        metformin({ schedule: { times: ["08:00"], daysOfWeek: [0] } }),
        "Days of the week are 1 (Monday) to 7 (Sunday)",
      ],
      [
        metformin({ schedule: { times: ["08:00", "08:00"], daysOfWeek: [1] } }),
        "Each dose time can be listed once",
      ],
      [metformin({ dosage: 0 }), "The dosage must be a number above 0"],
      [metformin({ dosage: "500" }), "The dosage must be a number above 0"],
      [metformin({ dosageUnit: "buckets" }), "Choose a dosage unit from the list"],
      [metformin({ name: " " }), "Enter the medication's name"],
      [metformin({ stockCount: -1 }), "The stock count must be a whole number from 0 to 100000"],
      [
        metformin({ startDate: "2026-05-10", endDate: "2026-05-09" }),
        "The end date cannot be before the start date",
      ],
      [metformin({ startDate: "2026-02-30" }), "Use a real date in the form YYYY-MM-DD"],
    ];
    for (const [body, message] of cases) {
      const response = await t.request("/api/v1/medications", {
        method: "POST",
        json: body,
        as: ben,
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(message);
    }
    const med = await create(ben, metformin({ name: "Ben's" }));
    const at = `${today()}T08:00:00.000Z`;
    for (const [body, message] of [
      [
        { medicationId: med.id, scheduledAt: at, status: "eaten" },
        "The status must be taken, skipped or snoozed",
      ],
      [
        { medicationId: med.id, scheduledAt: "yesterday", status: "taken" },
        "scheduledAt must be an ISO date and time",
      ],
      [
        { medicationId: med.id, scheduledAt: `${today()}T09:00:00.000Z`, status: "taken" },
        "This medication has no dose scheduled at that time",
      ],
      [
        {
          medicationId: med.id,
          scheduledAt: `${addDays(today(), 3)}T08:00:00.000Z`,
          status: "taken",
        },
        "A dose can be marked at most a day before its time",
      ],
      [
        {
          medicationId: med.id,
          scheduledAt: `${addDays(today(), -30)}T08:00:00.000Z`,
          status: "taken",
        },
        "This medication has no dose scheduled at that time",
      ],
      [
        { medicationId: med.id, scheduledAt: at, status: "snoozed", snoozeMinutes: 0 },
        "A dose can be snoozed for 1 to 240 minutes",
      ],
    ] as const) {
      const response = await mark(ben, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(message);
    }
    expect(
      (await mark(ben, { medicationId: "nope", scheduledAt: at, status: "taken" })).status,
    ).toBe(404);
    for (const url of [
      "/api/v1/medication-doses?date=2026-13-01",
      "/api/v1/medication-doses?tz=Mars/Olympus",
      `/api/v1/medications/${med.id}/adherence?days=0`,
      `/api/v1/medications/${med.id}/adherence?days=abc`,
      "/api/v1/medication-adherence?days=400",
    ]) {
      expect((await t.request(url, { as: ben })).status, url).toBe(400);
    }
  });

  it("is in the data download", async () => {
    const cara = await t.signUp();
    const med = await create(cara, metformin({ name: "Cara's" }));
    const [dose] = await dosesOf(cara, `date=${today()}`, med.id);
    await mark(cara, { medicationId: med.id, scheduledAt: dose?.scheduledAt, status: "skipped" });
    const response = await t.request("/api/v1/account/export", { as: cara });
    expect(response.status).toBe(200);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const data = JSON.parse(strFromU8(files["vitalog-data.json"] ?? new Uint8Array())) as Record<
      string,
      unknown
    >;
    expect(data.medications).toEqual([expect.objectContaining({ id: med.id, name: "Cara's" })]);
    expect(data["medication-doses"]).toEqual([
      expect.objectContaining({
        medicationId: med.id,
        medicationName: "Cara's",
        status: "skipped",
      }),
    ]);
    const csv = strFromU8(files["medications.csv"] ?? new Uint8Array()).replace(/^\uFEFF/, "");
    expect(csv.split("\r\n")[0]).toBe(
      "id,name,dosage,dosage_unit,instructions,times,days_of_week,reminder_minutes_before,start_date,end_date,stock_count,created_at,updated_at",
    );
    expect(csv).toContain(",08:00;20:00,1;2;3;4;5;6;7,");
    expect(strFromU8(files["medication-doses.csv"] ?? new Uint8Array())).toContain(",skipped,");
  });
});
