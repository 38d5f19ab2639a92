import { preparedSelect, schema } from "@vitalog/db";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "../../test/test-app.ts";

const { weightEntries } = schema;

const columns = {
  id: weightEntries.id,
  weightKg: weightEntries.weightKg,
  measuredAt: weightEntries.measuredAt,
};
type Row = { id: string; weightKg: number; measuredAt: Date };

const latestWeights = preparedSelect<Row, { userId: string; limit: number }>(
  (db) =>
    db
      .select(columns)
      .from(weightEntries)
      .where(eq(weightEntries.userId, sql.placeholder("userId")))
      .orderBy(sql`${weightEntries.measuredAt} DESC`, sql`${weightEntries.id} DESC`)
      .limit(sql.placeholder("limit"))
      .prepare("test_latest_weights") as never,
  Object.keys(columns) as (keyof Row & string)[],
);

let t: TestApp;
let alice: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp();
  for (const [weightKg, measuredAt] of [
    [70.5, "2026-01-02T08:00:00.000Z"],
    [71.25, "2026-01-03T08:00:00.000Z"],
  ] as const) {
    await t.db
      .insert(weightEntries)
      .values({ userId: alice.id, weightKg, measuredAt: new Date(measuredAt) });
  }
});
afterAll(() => t.close());

describe("preparedSelect", () => {
  it("gives the rows drizzle would: numbers and dates, in the query's order", async () => {
    const rows = await latestWeights(t.db, { userId: alice.id, limit: 5 });
    expect(rows.map((r) => [r.weightKg, r.measuredAt])).toEqual([
      [71.25, new Date("2026-01-03T08:00:00.000Z")],
      [70.5, new Date("2026-01-02T08:00:00.000Z")],
    ]);
    expect(await latestWeights(t.db, { userId: alice.id, limit: 1 })).toHaveLength(1);
  });

  it("answers many calls at once, each with its own values", async () => {
    const limits = Array.from({ length: 20 }, (_, i) => (i % 3) + 1);
    const counts = await Promise.all(
      limits.map(async (limit) => (await latestWeights(t.db, { userId: alice.id, limit })).length),
    );
    expect(counts).toEqual(limits.map((limit) => Math.min(limit, 2)));
  });

  it("reports a bad value as the database's error and goes on working after it", async () => {
    const error = await latestWeights(t.db, { userId: alice.id, limit: -1 }).catch((e) => e);
    // drizzle wraps PostgreSQL's error; PGlite's comes as it is.
    expect((error.cause ?? error).code).toBe("2201W");
    expect(await latestWeights(t.db, { userId: alice.id, limit: 2 })).toHaveLength(2);
    expect(await latestWeights(t.db, { userId: "nobody", limit: 2 })).toEqual([]);
  });
});
