import { createECDH, createPublicKey, randomBytes, verify } from "node:crypto";
import { schema } from "@vitalog/db";
import { ReminderText } from "@vitalog/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  decryptPush,
  type PushEndpoint,
  pushClientKeys,
  type ReceivedPush,
  startPushEndpoint,
} from "../../../test/push-endpoint.ts";
import { createTestApp, json, type TestApp, type TestUser } from "../../../test/test-app.ts";
import type { Clock } from "../../context.ts";
import { createOutbound } from "../../platform/outbound.ts";
import { deliverDue, loadVapidKeys, planDue } from "./notification.worker.ts";

let t: TestApp;
let ann: TestUser;
let ben: TestUser;
let endpoint: PushEndpoint;
let allowed: string;

const b64u = (b: Buffer) => b.toString("base64url");

beforeAll(async () => {
  endpoint = await startPushEndpoint();
  allowed = endpoint.host;
  t = await createTestApp({ outboundAllowedHosts: [allowed] });
  [ann, ben] = [await t.signUp(), await t.signUp()];
});
afterAll(async () => {
  await endpoint.close();
  await t.close();
});

type Item = { id: string; feature: string; type: string; at: string; title: string; body: string };
const iso = (ms: number) => new Date(ms).toISOString();

async function upcoming(user: TestUser, from: number, to: number): Promise<Item[]> {
  const r = await t.request(`/api/v1/notifications/upcoming?from=${iso(from)}&to=${iso(to)}`, {
    as: user,
  });
  expect(r.status).toBe(200);
  return (await json<{ items: Item[] }>(r)).items;
}

function patch(user: TestUser, body: unknown) {
  return t.request("/api/v1/notifications/settings", { method: "PATCH", json: body, as: user });
}

const clockAt = (ms: number): Clock => ({ now: () => new Date(ms) });
const workerOptions = (ms: number) => ({
  db: t.db,
  log: t.log,
  clock: clockAt(ms),
  pollMs: 100,
  subject: "mailto:test@example.com",
  outbound: createOutbound({ allowedHosts: [allowed], logger: t.log }),
});

describe("notification settings", () => {
  it("starts with the spec's defaults", async () => {
    const r = await t.request("/api/v1/notifications/settings", { as: ann });
    expect(r.status).toBe(200);
    const s = await json<Record<string, Record<string, unknown>>>(r);
    expect(s).toMatchObject({
      enabled: true,
      timeZone: "UTC",
      cycle: { symptomReminderTime: "19:00", privacyMode: false },
      fasting: { dailyReminderTime: "18:00", dailyReminder: false, milestones: true },
      weight: { dailyReminderTime: "09:00", dailyReminder: false },
      medication: { sound: true, vibrate: true, allowSnooze: true },
    });
  });

  it("takes one section alone and is the record the fasting and cycle routes read", async () => {
    const r = await patch(ann, { fasting: { dailyReminderTime: "20:30" } });
    expect(r.status).toBe(200);
    const fasting = await json(await t.request("/api/v1/fasting-settings", { as: ann }));
    expect(fasting.dailyReminderTime).toBe("20:30");
    await t.request("/api/v1/cycle/settings", {
      method: "PATCH",
      json: { discreetMode: true },
      as: ann,
    });
    const s = await json<{ cycle: { privacyMode: boolean }; fasting: { milestones: boolean } }>(
      await t.request("/api/v1/notifications/settings", { as: ann }),
    );
    expect(s.cycle.privacyMode).toBe(true);
    expect(s.fasting.milestones).toBe(true);
    await patch(ann, { cycle: { privacyMode: false } });
  });

  it("refuses bad times, zones and unknown fields with a message", async () => {
    for (const body of [
      { weight: { dailyReminderTime: "25:00" } },
      { timeZone: "Mars/Olympus" },
      { weight: { loud: true } },
    ]) {
      const r = await patch(ann, body);
      expect(r.status).toBe(400);
      const { error } = await json<{ error: { message: string } }>(r);
      expect(error.message.length).toBeGreaterThan(0);
    }
  });
});

describe("upcoming reminders", () => {
  it("lists daily weight reminders at the wall-clock time of the person's zone", async () => {
    await patch(ann, { timeZone: "America/New_York", weight: { dailyReminder: true } });
    const from = Date.parse("2027-03-12T00:00:00Z");
    const items = (await upcoming(ann, from, from + 4 * 86_400_000)).filter(
      (i) => i.feature === "weight" && i.type === "daily",
    );
    // 09:00 in New York: EST (UTC-5) before the 14 March change, EDT (UTC-4) after.
    expect(items.map((i) => i.at)).toEqual([
      "2027-03-12T14:00:00.000Z",
      "2027-03-13T14:00:00.000Z",
      "2027-03-14T13:00:00.000Z",
      "2027-03-15T13:00:00.000Z",
    ]);
    expect(items[0]?.id).toBe((await upcoming(ann, from, from + 86_400_000))[0]?.id);
    await patch(ann, { timeZone: "UTC" });
  });

  it("plans the milestones of a fast in progress", async () => {
    const now = Date.now();
    const start = Math.floor(now / 1000) * 1000 - 3_600_000;
    const r = await t.request("/api/v1/fasts", {
      method: "POST",
      json: { startTime: iso(start), targetHours: 20 },
      as: ann,
    });
    expect(r.status).toBe(201);
    const fasting = (await upcoming(ann, now, now + 86_400_000)).filter(
      (i) => i.feature === "fasting",
    );
    const at = (type: string) => fasting.filter((i) => i.type.startsWith(type)).map((i) => i.at);
    expect(at("milestone-")).toEqual(
      [0.25, 0.5, 0.75, 1].map((f) => iso(start + f * 20 * 3_600_000)),
    );
    expect(at("end")).toEqual([iso(start + 20 * 3_600_000 - 30 * 60_000)]);
    // Hydration every 4 h for a fast over 16 h: 4, 8, 12 and 16 h in.
    expect(at("hydration")).toEqual([4, 8, 12, 16].map((h) => iso(start + h * 3_600_000)));
    expect(at("eating-window")).toEqual([iso(start + 20 * 3_600_000)]);
    for (const i of fasting) expect(i.body).not.toMatch(/\d+(\.\d+)?\s?(kg|lb|bpm)/);
  });

  it("plans cycle reminders from the predictions and medication doses", async () => {
    for (const start of ["2026-08-01", "2026-08-29", "2026-09-26", "2026-10-24"]) {
      const r = await t.request("/api/v1/cycle/periods", {
        method: "POST",
        json: { startDate: start },
        as: ben,
      });
      expect(r.status).toBe(201);
    }
    const predictions = await json<{ nextPeriodStart: string; ovulationDate: string }>(
      await t.request("/api/v1/cycle/predictions", { as: ben }),
    );
    const med = await t.request("/api/v1/medications", {
      method: "POST",
      json: {
        name: "Vitamin D",
        dosage: 1,
        dosageUnit: "mg",
        schedule: {
          times: ["08:00"],
          daysOfWeek: [1, 2, 3, 4, 5, 6, 7],
          reminderMinutesBefore: 15,
        },
        startDate: "2026-01-01",
      },
      as: ben,
    });
    expect(med.status, await med.clone().text()).toBe(201);
    const from = Date.parse(`${predictions.nextPeriodStart}T00:00:00Z`) - 10 * 86_400_000;
    const items = await upcoming(ben, from, from + 12 * 86_400_000);
    const period = items.find((i) => i.type === "period");
    const twoDaysBefore = Date.parse(`${predictions.nextPeriodStart}T09:00:00Z`) - 2 * 86_400_000;
    expect(period?.at).toBe(iso(twoDaysBefore));
    expect(items.some((i) => i.type === "pms")).toBe(true);
    const doses = items.filter((i) => i.feature === "medication");
    expect(doses.length).toBe(12);
    for (const d of doses) expect(d.at.slice(11, 16)).toBe("07:45");
    for (const i of items) expect(i.body).not.toContain("Vitamin");
  });

  it("refuses a window over 400 days or backwards", async () => {
    const now = Date.now();
    for (const q of [
      `from=${iso(now)}&to=${iso(now + 401 * 86_400_000)}`,
      `from=${iso(now)}&to=${iso(now - 1000)}`,
      "from=yesterday&to=today",
    ]) {
      const r = await t.request(`/api/v1/notifications/upcoming?${q}`, { as: ann });
      expect(r.status).toBe(400);
    }
  });

  it("cancels one, clears all, and keeps people apart", async () => {
    const now = Date.now();
    const before = (await upcoming(ann, now, now + 3 * 86_400_000)).filter(
      (i) => i.feature === "weight",
    );
    expect(before.length).toBeGreaterThanOrEqual(2);
    const target = before[0] as Item;
    const other = await t.request(`/api/v1/notifications/upcoming/${target.id}`, {
      method: "DELETE",
      as: ben,
    });
    expect(other.status).toBe(404);
    const mine = await t.request(`/api/v1/notifications/upcoming/${target.id}`, {
      method: "DELETE",
      as: ann,
    });
    expect(mine.status).toBe(204);
    const after = await upcoming(ann, now, now + 3 * 86_400_000);
    expect(after.some((i) => i.id === target.id)).toBe(false);
    expect(after.some((i) => i.id === before[1]?.id)).toBe(true);

    const cleared = await t.request("/api/v1/notifications/upcoming", {
      method: "DELETE",
      as: ann,
    });
    expect(cleared.status).toBe(200);
    expect((await json<{ cancelled: number }>(cleared)).cancelled).toBeGreaterThan(0);
    expect(await upcoming(ann, now, now + 29 * 86_400_000)).toEqual([]);
    expect(
      (await upcoming(ann, now + 31 * 86_400_000, now + 33 * 86_400_000)).length,
    ).toBeGreaterThan(0);
    // Ben's reminders are untouched.
    expect((await upcoming(ben, now, now + 3 * 86_400_000)).length).toBeGreaterThan(0);
  });
});

function verifyVapid(authorization: string, audience: string, publicKey: string) {
  const m = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), ?k=([\w-]+)$/.exec(authorization);
  expect(m).not.toBeNull();
  const [, header, payload, signature, k] = m as RegExpExecArray;
  expect(k).toBe(publicKey);
  const raw = Buffer.from(k as string, "base64url");
  const key = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: b64u(raw.subarray(1, 33)), y: b64u(raw.subarray(33, 65)) },
    format: "jwk",
  });
  const ok = verify(
    "sha256",
    Buffer.from(`${header}.${payload}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature as string, "base64url"),
  );
  expect(ok).toBe(true);
  const claims = JSON.parse(Buffer.from(payload as string, "base64url").toString()) as {
    aud: string;
    exp: number;
  };
  expect(claims.aud).toBe(audience);
  expect(claims.exp * 1000).toBeGreaterThan(Date.now());
}

describe("web push delivery", () => {
  it("refuses an endpoint that is not https to a public address", async () => {
    const keys = {
      p256dh: b64u(createECDH("prime256v1").generateKeys()),
      auth: b64u(randomBytes(16)),
    };
    for (const e of [
      "http://127.0.0.1:9/push",
      "https://127.0.0.1/push",
      "https://10.0.0.1/p",
      "ftp://x/y",
    ]) {
      const r = await t.request("/api/v1/notifications/push-subscriptions", {
        method: "POST",
        json: { endpoint: e, keys },
        as: ann,
      });
      expect(r.status).toBe(400);
    }
  });

  it("delivers the test notification signed with VAPID and encrypted as aes128gcm, once", async () => {
    const client = pushClientKeys();
    const path = `/push/${randomBytes(4).toString("hex")}`;
    const sub = await t.request("/api/v1/notifications/push-subscriptions", {
      method: "POST",
      json: { endpoint: endpoint.url(path), keys: client.keys },
      as: ann,
    });
    expect(sub.status).toBe(201);
    const test = await t.request("/api/v1/notifications/test", { method: "POST", as: ann });
    expect(test.status).toBe(202);
    const { at } = await json<{ at: string }>(test);
    expect(Date.parse(at) - Date.now()).toBeGreaterThan(3_000);

    // Not yet due: nothing is sent.
    await deliverDue({ ...workerOptions(Date.now()), vapidKeys: await loadVapidKeys(t.db) });
    expect(endpoint.received.filter((r) => r.path === path)).toHaveLength(0);
    // A "restart": a new worker over the same database finds the job and sends it once.
    const later = Date.parse(at) + 1000;
    const vapidKeys = await loadVapidKeys(t.db);
    await Promise.all([
      deliverDue({ ...workerOptions(later), vapidKeys }),
      deliverDue({ ...workerOptions(later), vapidKeys }),
    ]);
    await deliverDue({ ...workerOptions(later + 1000), vapidKeys });
    const got = endpoint.received.filter((r) => r.path === path);
    expect(got).toHaveLength(1);
    const [one] = got as [ReceivedPush];
    expect(one.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(one.headers.ttl)).toBeGreaterThan(0);
    expect(Number(one.headers.ttl)).toBeLessThanOrEqual(3600);
    verifyVapid(String(one.headers.authorization), `http://${allowed}`, vapidKeys.publicKey);
    const message = JSON.parse(decryptPush(client, one.body)) as { title: string };
    expect(message.title).toBe(ReminderText.test.title);

    const history = await json<{ items: { title: string }[] }>(
      await t.request("/api/v1/notifications/history", { as: ann }),
    );
    expect(history.items.map((i) => i.title)).toContain(ReminderText.test.title);
    const bens = await json<{ items: unknown[] }>(
      await t.request("/api/v1/notifications/history", { as: ben }),
    );
    expect(bens.items).toEqual([]);
    const key = await json<{ publicKey: string }>(
      await t.request("/api/v1/notifications/vapid-public-key", { as: ann }),
    );
    expect(key.publicKey).toBe(vapidKeys.publicKey);
  });

  it("removes a subscription the push service reports gone", async () => {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    const path = "/push/gone";
    endpoint.statusByPath.set(path, 410);
    const r = await t.request("/api/v1/notifications/push-subscriptions", {
      method: "POST",
      json: {
        endpoint: `http://${allowed}${path}`,
        keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(randomBytes(16)) },
      },
      as: ben,
    });
    expect(r.status).toBe(201);
    const test = await json<{ at: string }>(
      await t.request("/api/v1/notifications/test", { method: "POST", as: ben }),
    );
    await deliverDue({
      ...workerOptions(Date.parse(test.at) + 1),
      vapidKeys: await loadVapidKeys(t.db),
    });
    expect(endpoint.received.some((x) => x.path === path)).toBe(true);
    const left = await t.db
      .select()
      .from(schema.pushSubscriptions)
      .where(eq(schema.pushSubscriptions.userId, ben.id));
    expect(left).toEqual([]);
  });

  it("materialises only a short window of reminders ahead", async () => {
    const now = Date.now();
    await patch(ben, { weight: { dailyReminder: true } });
    await planDue(workerOptions(now));
    const jobs = await t.db
      .select()
      .from(schema.notificationJobs)
      .where(eq(schema.notificationJobs.userId, ben.id));
    expect(jobs.length).toBeGreaterThan(0);
    for (const j of jobs) expect(j.dueAt.getTime()).toBeLessThanOrEqual(now + 48 * 3_600_000);
    expect(jobs.some((j) => j.feature === "weight")).toBe(true);
  });
});
