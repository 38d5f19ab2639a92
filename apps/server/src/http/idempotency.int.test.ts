import { randomUUID } from "node:crypto";
import { schema } from "@vitalog/db";
import type { WeightEntry, WeightEntryList } from "@vitalog/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, json, type TestApp, type TestUser } from "../../test/test-app.ts";
import { IdempotencyMessage } from "./idempotency.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface ErrorReply {
  error: { code: string; message: string };
}

const entry = { weightKg: 72.5, measuredAt: "2026-03-01T07:00:00.000Z" };

function addWeight(user: TestUser, key: string, body: unknown = entry) {
  return t.request("/api/v1/weight-entries", {
    json: body,
    as: user,
    headers: { "Idempotency-Key": key },
  });
}

async function countWeights(user: TestUser): Promise<number> {
  const list = await json<WeightEntryList>(
    await t.request("/api/v1/weight-entries?limit=100", { as: user }),
  );
  return list.items.length;
}

describe("Idempotency-Key", () => {
  it("gives a replayed write its first reply and stores the entry once", async () => {
    const user = await t.signUp();
    const key = randomUUID();

    // 1. The first send creates the entry.
    const first = await addWeight(user, key);
    expect(first.status).toBe(201);
    const created = await json<WeightEntry>(first);

    // 2. The offline queue sends it again: same reply, no second row.
    const again = await addWeight(user, key);
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await json<WeightEntry>(again)).toEqual(created);
    expect(await countWeights(user)).toBe(1);

    // 3. Another key is another write.
    expect((await addWeight(user, randomUUID())).status).toBe(201);
    expect(await countWeights(user)).toBe(2);
  });

  it("refuses the same key with a different body or route with 422", async () => {
    const user = await t.signUp();
    const key = randomUUID();
    expect((await addWeight(user, key)).status).toBe(201);

    const changed = await addWeight(user, key, { ...entry, weightKg: 80 });
    expect(changed.status).toBe(422);
    expect((await json<ErrorReply>(changed)).error.message).toBe(IdempotencyMessage.reused);

    const otherRoute = await t.request("/api/v1/pain-entries", {
      json: entry,
      as: user,
      headers: { "Idempotency-Key": key },
    });
    expect(otherRoute.status).toBe(422);
    expect(await countWeights(user)).toBe(1);
  });

  it("keeps keys per person", async () => {
    const alice = await t.signUp();
    const bob = await t.signUp();
    const key = randomUUID();
    const forAlice = await json<WeightEntry>(await addWeight(alice, key));
    const forBob = await addWeight(bob, key);
    expect(forBob.status).toBe(201);
    expect(forBob.headers.get("idempotent-replayed")).toBeNull();
    expect((await json<WeightEntry>(forBob)).id).not.toBe(forAlice.id);
    expect(await countWeights(bob)).toBe(1);
  });

  it("forgets a key after 24 h", async () => {
    const user = await t.signUp();
    const key = randomUUID();
    expect((await addWeight(user, key)).status).toBe(201);
    await t.db
      .update(schema.idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(schema.idempotencyKeys.key, key));
    const later = await addWeight(user, key);
    expect(later.status).toBe(201);
    expect(later.headers.get("idempotent-replayed")).toBeNull();
    expect(await countWeights(user)).toBe(2);
  });

  it("gives a refused write its refusal again, storing nothing", async () => {
    const user = await t.signUp();
    const key = randomUUID();
    const bad = await addWeight(user, key, { weightKg: -1, measuredAt: entry.measuredAt });
    expect(bad.status).toBe(400);
    // A 4xx is the request's answer: the same request gets it again.
    const sameBad = await addWeight(user, key, { weightKg: -1, measuredAt: entry.measuredAt });
    expect(sameBad.status).toBe(400);
    expect(sameBad.headers.get("idempotent-replayed")).toBe("true");
    expect(await countWeights(user)).toBe(0);
  });

  it("answers a malformed key with 400 and leaves writes without a key alone", async () => {
    const user = await t.signUp();
    const bad = await addWeight(user, "no spaces allowed");
    expect(bad.status).toBe(400);
    expect((await json<ErrorReply>(bad)).error.message).toBe(IdempotencyMessage.invalidKey);
    const plain = await t.request("/api/v1/weight-entries", { json: entry, as: user });
    expect(plain.status).toBe(201);
    const visitor = await t.request("/api/v1/weight-entries", {
      json: entry,
      headers: { "Idempotency-Key": randomUUID() },
    });
    expect(visitor.status).toBe(401);
  });
});
