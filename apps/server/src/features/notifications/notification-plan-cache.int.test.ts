import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, json, type TestApp, type TestUser } from "../../../test/test-app.ts";
import type { Clock } from "../../context.ts";
import { createOutbound } from "../../platform/outbound.ts";
import { deliverDue, loadVapidKeys } from "./notification.worker.ts";

// The upcoming list is served from a cached plan while the person's plan revision stands: after
// every kind of write that changes it, the list asked for again (the cached window) is the list
// planned anew (a window the cache does not cover, so planned from the data).

let t: TestApp;
let ivy: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  ivy = await t.signUp();
});
afterAll(async () => {
  await t.close();
});

type Item = { id: string; feature: string; type: string; at: string };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();
const now = Math.floor(Date.now() / 1000) * 1000;
const from = now - 2 * DAY;
const to = now + 10 * DAY;

async function upcoming(user: TestUser, since: number): Promise<Item[]> {
  const r = await t.request(`/api/v1/notifications/upcoming?from=${iso(since)}&to=${iso(to)}`, {
    as: user,
  });
  expect(r.status).toBe(200);
  return (await json<{ items: Item[] }>(r)).items;
}

async function call(method: string, path: string, body?: unknown) {
  const r = await t.request(path, {
    method,
    ...(body === undefined ? {} : { json: body }),
    as: ivy,
  });
  expect(r.status, `${method} ${path}: ${await r.clone().text()}`).toBeLessThan(300);
  return r.status === 204 ? {} : json<Record<string, unknown>>(r);
}

let fresh = 0;
/**
 * The cached list and a fresh plan of the same window: each fresh one starts a millisecond
 * earlier than any before it, so no cached plan covers it, and is cut to the window after.
 */
async function cachedAndFresh(): Promise<[Item[], Item[]]> {
  const cached = await upcoming(ivy, from);
  fresh += 1;
  const planned = (await upcoming(ivy, from - fresh)).filter((i) => Date.parse(i.at) >= from);
  return [cached, planned];
}

describe("the cached upcoming list", () => {
  it("is the freshly planned list after every write that changes it", async () => {
    const steps: [string, () => Promise<unknown>][] = [
      [
        "settings",
        () => call("PATCH", "/api/v1/notifications/settings", { weight: { dailyReminder: true } }),
      ],
      [
        "a weigh-in today",
        () => call("POST", "/api/v1/weight-entries", { weightKg: 70, measuredAt: iso(now) }),
      ],
      [
        "a medication",
        () =>
          call("POST", "/api/v1/medications", {
            name: "Metformin",
            dosage: 500,
            dosageUnit: "mg",
            schedule: { times: ["08:00", "20:00"], daysOfWeek: [1, 2, 3, 4, 5, 6, 7] },
            startDate: iso(now - 3 * DAY).slice(0, 10),
          }),
      ],
      [
        "a period",
        () =>
          call("POST", "/api/v1/cycle/periods", {
            startDate: iso(now - 20 * DAY).slice(0, 10),
            endDate: iso(now - 16 * DAY).slice(0, 10),
          }),
      ],
      [
        "fasting settings",
        () => call("PATCH", "/api/v1/fasting-settings", { dailyReminder: true }),
      ],
      [
        "a fast started",
        () => call("POST", "/api/v1/fasts", { startTime: iso(now - HOUR), targetHours: 16 }),
      ],
      [
        "one reminder cancelled",
        async () => {
          const [first] = await upcoming(ivy, now);
          await call("DELETE", `/api/v1/notifications/upcoming/${first?.id}`);
        },
      ],
      ["all cleared", () => call("DELETE", "/api/v1/notifications/upcoming")],
      ["reminders off", () => call("PATCH", "/api/v1/notifications/settings", { enabled: false })],
    ];
    let previous = await upcoming(ivy, from);
    for (const [name, write] of steps) {
      await upcoming(ivy, from); // the plan is cached before the write
      await write();
      const [cached, planned] = await cachedAndFresh();
      expect(cached, name).toEqual(planned);
      expect(cached, `${name} changes the list`).not.toEqual(previous);
      previous = cached;
    }
  });

  it("drops a one-off reminder once it is delivered", async () => {
    const kit = await t.signUp();
    // Two earlier days of fasts, then the fast that makes a 3-day streak: its notice is written.
    for (const [start, end] of [
      [2 * 24 + 17, 2 * 24],
      [24 + 17, 24],
    ] as const) {
      const { id } = await json<{ id: string }>(
        await t.request("/api/v1/fasts", {
          json: { startTime: iso(now - start * HOUR), targetHours: 16 },
          as: kit,
        }),
      );
      await t.request(`/api/v1/fasts/${id}/end`, {
        json: { endTime: iso(now - end * HOUR) },
        as: kit,
      });
    }
    const { id } = await json<{ id: string }>(
      await t.request("/api/v1/fasts", {
        json: { startTime: iso(Date.now() - 17 * HOUR), targetHours: 16 },
        as: kit,
      }),
    );
    await t.request(`/api/v1/fasts/${id}/end`, { json: {}, as: kit });
    const notice = (await upcoming(kit, from)).find((i) => i.type === "streak-3");
    expect(notice).toBeDefined();
    const clock: Clock = { now: () => new Date(Date.parse(notice?.at ?? "") + 1000) };
    await deliverDue({
      db: t.db,
      log: t.log,
      clock,
      pollMs: 100,
      subject: "mailto:test@example.com",
      outbound: createOutbound({ allowedHosts: [], logger: t.log }),
      vapidKeys: await loadVapidKeys(t.db),
    });
    expect((await upcoming(kit, from)).some((i) => i.type === "streak-3")).toBe(false);
  });
});
