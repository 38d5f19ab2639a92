import { type Executor, schema } from "@vitalog/db";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";

const t = schema.recommendations;
const s = schema.recommendationStates;

export type RecommendationRow = typeof t.$inferSelect;
export type RecommendationValues = Omit<
  typeof t.$inferInsert,
  "createdAt" | "updatedAt" | "completions" | "saves" | "views" | "lastCompletedAt"
>;
export type StateRow = typeof s.$inferSelect;

/** Every recommendation, newest first (the admin list, the export and the guideline cache). */
export function listRecommendationRows(db: Executor): Promise<RecommendationRow[]> {
  return db.select().from(t).orderBy(desc(t.createdAt), desc(t.id));
}

export async function findRecommendationRow(
  db: Executor,
  id: string,
): Promise<RecommendationRow | null> {
  const rows = await db.select().from(t).where(eq(t.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function insertRecommendationRow(
  db: Executor,
  values: RecommendationValues,
): Promise<RecommendationRow> {
  const [row] = await db.insert(t).values(values).returning();
  return row as RecommendationRow;
}

export async function updateRecommendationRow(
  db: Executor,
  id: string,
  values: Omit<RecommendationValues, "id" | "createdBy">,
  now: Date,
): Promise<RecommendationRow | null> {
  const rows = await db
    .update(t)
    .set({ ...values, updatedAt: now })
    .where(eq(t.id, id))
    .returning();
  return rows[0] ?? null;
}

export async function deleteRecommendationRow(
  db: Executor,
  id: string,
): Promise<{ id: string; guidelineTitle: string } | null> {
  const rows = await db
    .delete(t)
    .where(eq(t.id, id))
    .returning({ id: t.id, guidelineTitle: t.guidelineTitle });
  return rows[0] ?? null;
}

/** Which of these guideline ids are already stored (the seed adds only the others). */
export async function existingGuidelineIds(
  db: Executor,
  guidelineIds: readonly string[],
): Promise<Set<string>> {
  if (guidelineIds.length === 0) return new Set();
  const rows = await db
    .select({ guidelineId: t.guidelineId })
    .from(t)
    .where(inArray(t.guidelineId, [...guidelineIds]));
  return new Set(rows.map((r) => r.guidelineId));
}

export async function countRecommendationRows(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(t);
  return row?.n ?? 0;
}

/** The global counters, changed by a step (never below zero). */
export async function bumpCounters(
  db: Executor,
  id: string,
  change: { completions?: number; saves?: number; views?: number; completedAt?: Date },
): Promise<void> {
  await db
    .update(t)
    .set({
      completions: sql`greatest(0, ${t.completions} + ${change.completions ?? 0})`,
      saves: sql`greatest(0, ${t.saves} + ${change.saves ?? 0})`,
      views: sql`greatest(0, ${t.views} + ${change.views ?? 0})`,
      ...(change.completedAt ? { lastCompletedAt: change.completedAt } : {}),
    })
    .where(eq(t.id, id));
}

/** One person's states, every recommendation they have touched. */
export function listStateRows(db: Executor, userId: string): Promise<StateRow[]> {
  return db.select().from(s).where(eq(s.userId, userId));
}

export async function findStateRow(
  db: Executor,
  userId: string,
  recommendationId: string,
): Promise<StateRow | null> {
  const rows = await db
    .select()
    .from(s)
    .where(and(eq(s.userId, userId), eq(s.recommendationId, recommendationId)))
    .limit(1);
  return rows[0] ?? null;
}

/** Locks (creating when missing) the person's state row, for a read-modify-write. */
export async function lockStateRow(
  db: Executor,
  userId: string,
  recommendationId: string,
): Promise<StateRow> {
  await db.insert(s).values({ userId, recommendationId }).onConflictDoNothing();
  const rows = await db
    .select()
    .from(s)
    .where(and(eq(s.userId, userId), eq(s.recommendationId, recommendationId)))
    .for("update");
  return rows[0] as StateRow;
}

export async function updateStateRow(
  db: Executor,
  userId: string,
  recommendationId: string,
  values: Partial<Omit<StateRow, "userId" | "recommendationId" | "createdAt" | "updatedAt">>,
  now: Date,
): Promise<StateRow> {
  const [row] = await db
    .update(s)
    .set({ ...values, updatedAt: now })
    .where(and(eq(s.userId, userId), eq(s.recommendationId, recommendationId)))
    .returning();
  return row as StateRow;
}

/** Records today's view; true when it is the person's first view of the day. */
export async function recordView(
  db: Executor,
  userId: string,
  recommendationId: string,
  today: string,
): Promise<boolean> {
  const rows = await db
    .insert(s)
    .values({ userId, recommendationId, lastViewedOn: today })
    .onConflictDoUpdate({
      target: [s.userId, s.recommendationId],
      set: { lastViewedOn: today },
      setWhere: sql`${s.lastViewedOn} is distinct from ${today}::date`,
    })
    .returning({ userId: s.userId });
  return rows.length > 0;
}

/** The person's states with their recommendation's title, for "Download my data". */
export function listStatesForExport(db: Executor, userId: string) {
  return db
    .select({
      recommendationId: s.recommendationId,
      guidelineTitle: t.guidelineTitle,
      completedAt: s.completedAt,
      completedOn: s.completedOn,
      completionNotes: s.completionNotes,
      savedAt: s.savedAt,
      hiddenAt: s.hiddenAt,
      hiddenReason: s.hiddenReason,
      progressStep: s.progressStep,
      nextDueOn: s.nextDueOn,
      lastViewedOn: s.lastViewedOn,
    })
    .from(s)
    .innerJoin(t, eq(t.id, s.recommendationId))
    .where(eq(s.userId, userId))
    .orderBy(t.guidelineTitle);
}

/** Takes a deleted risk factor or goal out of every recommendation that lists it. */
export async function removeCatalogReference(
  db: Executor,
  kind: "riskFactors" | "healthGoals",
  id: string,
): Promise<void> {
  const column = kind === "riskFactors" ? t.selectedRiskFactors : t.selectedHealthGoals;
  await db
    .update(t)
    .set({
      [kind === "riskFactors" ? "selectedRiskFactors" : "selectedHealthGoals"]:
        sql`array_remove(${column}, ${id}::uuid)`,
    })
    .where(sql`${id}::uuid = any(${column})`);
}

export async function seedHasRun(db: Executor, name: string): Promise<boolean> {
  const rows = await db
    .select({ name: schema.seedRuns.name })
    .from(schema.seedRuns)
    .where(eq(schema.seedRuns.name, name))
    .limit(1);
  return rows.length > 0;
}

/** Marks a seed as run; false when another process marked it first. */
export async function markSeedRun(db: Executor, name: string): Promise<boolean> {
  const rows = await db
    .insert(schema.seedRuns)
    .values({ name })
    .onConflictDoNothing()
    .returning({ name: schema.seedRuns.name });
  return rows.length > 0;
}

/** What scoring reads of a person: the profile and the latest weight. */
export async function findScoringInputs(db: Executor, userId: string) {
  const p = schema.profiles;
  const w = schema.weightEntries;
  const rows = await db
    .select({
      dateOfBirth: p.dateOfBirth,
      gender: p.gender,
      selectedRiskFactors: p.selectedRiskFactors,
      selectedHealthGoals: p.selectedHealthGoals,
      heightCm: p.heightCm,
      activityLevel: p.activityLevel,
      latestWeightKg: sql<
        number | null
      >`(select ${w.weightKg} from ${w} where ${w.userId} = ${p.userId} order by ${w.measuredAt} desc limit 1)`,
    })
    .from(p)
    .where(eq(p.userId, userId))
    .limit(1);
  return rows[0] ?? null;
}
