import { type Executor, schema } from "@vitalog/db";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import {
  deleteOwnedRow,
  findOwnedRow,
  type KeysetPageQuery,
  listPageRows,
  type TimeSeriesTable,
} from "../../kit/time-series.repository.ts";

const {
  expertSessions,
  expertMessages,
  expertJourneyEnrolments,
  expertJourneySteps,
  expertSafetyPlans,
  expertCrisisCounts,
} = schema;

export const expertSessionSeries: TimeSeriesTable = {
  table: expertSessions,
  id: expertSessions.id,
  userId: expertSessions.userId,
  time: expertSessions.createdAt,
};

export const expertMessageSeries: TimeSeriesTable = {
  table: expertMessages,
  id: expertMessages.id,
  userId: expertMessages.userId,
  time: expertMessages.createdAt,
};

export interface ExpertSessionRow {
  id: string;
  expert: string;
  category: string | null;
  journeyId: string | null;
  shareSummaries: string[];
  createdAt: Date;
  updatedAt: Date;
}

const sessionColumns = {
  id: expertSessions.id,
  expert: expertSessions.expert,
  category: expertSessions.category,
  journeyId: expertSessions.journeyId,
  shareSummaries: expertSessions.shareSummaries,
  createdAt: expertSessions.createdAt,
  updatedAt: expertSessions.updatedAt,
};

export interface ExpertMessageRow {
  id: string;
  role: "user" | "assistant" | "crisis";
  content: string;
  crisisKind: string | null;
  screenedReason: string | null;
  createdAt: Date;
}

const messageColumns = {
  id: expertMessages.id,
  role: expertMessages.role,
  content: expertMessages.content,
  crisisKind: expertMessages.crisisKind,
  screenedReason: expertMessages.screenedReason,
  createdAt: expertMessages.createdAt,
};

export interface ExpertSessionValues {
  expert: string;
  category: string | null;
  journeyId: string | null;
  shareSummaries: string[];
  createdAt: Date;
}

export async function insertExpertSessionRow(
  db: Executor,
  userId: string,
  values: ExpertSessionValues,
): Promise<ExpertSessionRow> {
  const [row] = await db
    .insert(expertSessions)
    .values({ userId, ...values, updatedAt: values.createdAt })
    .returning(sessionColumns);
  if (!row) throw new Error("insert into expert_sessions returned no row");
  return row;
}

/** One page of a person's sessions, newest first by (created_at, id). */
export function listExpertSessionRows(
  db: Executor,
  userId: string,
  query: KeysetPageQuery,
): Promise<ExpertSessionRow[]> {
  return listPageRows<ExpertSessionRow>(db, expertSessionSeries, sessionColumns, userId, query);
}

export function findExpertSessionRow(
  db: Executor,
  userId: string,
  id: string,
): Promise<ExpertSessionRow | null> {
  return findOwnedRow(db, expertSessionSeries, sessionColumns, userId, id);
}

export async function updateExpertSessionRow(
  db: Executor,
  userId: string,
  id: string,
  changes: { shareSummaries?: string[] },
  now: Date,
): Promise<ExpertSessionRow | null> {
  const rows = await db
    .update(expertSessions)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(expertSessions.userId, userId), eq(expertSessions.id, id)))
    .returning(sessionColumns);
  return rows[0] ?? null;
}

export function deleteExpertSessionRow(db: Executor, userId: string, id: string): Promise<boolean> {
  return deleteOwnedRow(db, expertSessionSeries, userId, id);
}

/** A session's messages, oldest first. */
export function listExpertMessageRows(
  db: Executor,
  sessionId: string,
): Promise<ExpertMessageRow[]> {
  return db
    .select(messageColumns)
    .from(expertMessages)
    .where(eq(expertMessages.sessionId, sessionId))
    .orderBy(asc(expertMessages.createdAt), asc(expertMessages.id)) as Promise<ExpertMessageRow[]>;
}

/** The last `limit` messages of a session, oldest first: what the expert reads. */
export async function latestExpertMessageRows(
  db: Executor,
  sessionId: string,
  limit: number,
): Promise<ExpertMessageRow[]> {
  const rows = (await db
    .select(messageColumns)
    .from(expertMessages)
    .where(eq(expertMessages.sessionId, sessionId))
    .orderBy(desc(expertMessages.createdAt), desc(expertMessages.id))
    .limit(limit)) as ExpertMessageRow[];
  return rows.reverse();
}

export interface ExpertMessageValues {
  role: ExpertMessageRow["role"];
  content: string;
  crisisKind?: string | null;
  screenedReason?: string | null;
  createdAt: Date;
}

/** Stores messages of one session in order and marks the session as active now. */
export async function insertExpertMessageRows(
  db: Executor,
  userId: string,
  sessionId: string,
  values: ExpertMessageValues[],
): Promise<ExpertMessageRow[]> {
  const rows = await db
    .insert(expertMessages)
    .values(values.map((v) => ({ userId, sessionId, ...v })))
    .returning(messageColumns);
  const last = values.at(-1);
  if (last) {
    await db
      .update(expertSessions)
      .set({ updatedAt: last.createdAt })
      .where(and(eq(expertSessions.userId, userId), eq(expertSessions.id, sessionId)));
  }
  return rows as ExpertMessageRow[];
}

/** Adds one to the month's count of crisis cards of this kind. */
export async function incrementCrisisCount(
  db: Executor,
  kind: string,
  month: string,
): Promise<void> {
  await db
    .insert(expertCrisisCounts)
    .values({ kind, month, count: 1 })
    .onConflictDoUpdate({
      target: [expertCrisisCounts.kind, expertCrisisCounts.month],
      set: { count: sql`${expertCrisisCounts.count} + 1` },
    });
}

export async function listCrisisCounts(
  db: Executor,
): Promise<{ kind: string; month: string; count: number }[]> {
  return db
    .select({
      kind: expertCrisisCounts.kind,
      month: expertCrisisCounts.month,
      count: expertCrisisCounts.count,
    })
    .from(expertCrisisCounts)
    .orderBy(asc(expertCrisisCounts.month), asc(expertCrisisCounts.kind));
}

export interface JourneyProgressRows {
  enrolledAt: Date | null;
  steps: {
    stepId: string;
    answer: unknown;
    reflection: string | null;
    completedAt: Date | null;
    updatedAt: Date;
  }[];
}

/** A person's enrolment and saved step answers for one journey. */
export async function findJourneyProgressRows(
  db: Executor,
  userId: string,
  journeyId: string,
): Promise<JourneyProgressRows> {
  const [enrolment, steps] = await Promise.all([
    db
      .select({ enrolledAt: expertJourneyEnrolments.enrolledAt })
      .from(expertJourneyEnrolments)
      .where(
        and(
          eq(expertJourneyEnrolments.userId, userId),
          eq(expertJourneyEnrolments.journeyId, journeyId),
        ),
      )
      .limit(1),
    db
      .select({
        stepId: expertJourneySteps.stepId,
        answer: expertJourneySteps.answer,
        reflection: expertJourneySteps.reflection,
        completedAt: expertJourneySteps.completedAt,
        updatedAt: expertJourneySteps.updatedAt,
      })
      .from(expertJourneySteps)
      .where(
        and(eq(expertJourneySteps.userId, userId), eq(expertJourneySteps.journeyId, journeyId)),
      ),
  ]);
  return { enrolledAt: enrolment[0]?.enrolledAt ?? null, steps };
}

/** Every journey a person enrolled in, with the state of each step they saved. */
export async function listJourneyEnrolmentRows(db: Executor, userId: string) {
  const [enrolments, steps] = await Promise.all([
    db
      .select({
        journeyId: expertJourneyEnrolments.journeyId,
        enrolledAt: expertJourneyEnrolments.enrolledAt,
      })
      .from(expertJourneyEnrolments)
      .where(eq(expertJourneyEnrolments.userId, userId)),
    db
      .select({
        journeyId: expertJourneySteps.journeyId,
        stepId: expertJourneySteps.stepId,
        completedAt: expertJourneySteps.completedAt,
        updatedAt: expertJourneySteps.updatedAt,
      })
      .from(expertJourneySteps)
      .where(eq(expertJourneySteps.userId, userId)),
  ]);
  return { enrolments, steps };
}

/** Enrols the person once; a repeated enrolment keeps the first date. */
export async function upsertJourneyEnrolmentRow(
  db: Executor,
  userId: string,
  journeyId: string,
  now: Date,
): Promise<void> {
  await db
    .insert(expertJourneyEnrolments)
    .values({ userId, journeyId, enrolledAt: now, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
}

export async function upsertJourneyStepRow(
  db: Executor,
  userId: string,
  values: {
    journeyId: string;
    stepId: string;
    answer: unknown;
    reflection: string | null;
    completedAt: Date | null;
  },
  now: Date,
): Promise<void> {
  await db
    .insert(expertJourneySteps)
    .values({ userId, ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [expertJourneySteps.userId, expertJourneySteps.journeyId, expertJourneySteps.stepId],
      set: {
        answer: values.answer,
        reflection: values.reflection,
        completedAt: values.completedAt,
        updatedAt: now,
      },
    });
}

export async function findSafetyPlanRow(
  db: Executor,
  userId: string,
): Promise<{ plan: unknown; updatedAt: Date } | null> {
  const [row] = await db
    .select({ plan: expertSafetyPlans.plan, updatedAt: expertSafetyPlans.updatedAt })
    .from(expertSafetyPlans)
    .where(eq(expertSafetyPlans.userId, userId))
    .limit(1);
  return row ?? null;
}

export async function upsertSafetyPlanRow(
  db: Executor,
  userId: string,
  plan: unknown,
  now: Date,
): Promise<{ plan: unknown; updatedAt: Date }> {
  const [row] = await db
    .insert(expertSafetyPlans)
    .values({ userId, plan, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: expertSafetyPlans.userId, set: { plan, updatedAt: now } })
    .returning({ plan: expertSafetyPlans.plan, updatedAt: expertSafetyPlans.updatedAt });
  if (!row) throw new Error("upsert into expert_safety_plans returned no row");
  return row;
}

/** Every enrolment and saved step answer of a person, for "Download my data". */
export async function listJourneyProgressForExport(db: Executor, userId: string) {
  const [enrolments, steps] = await Promise.all([
    db
      .select({
        journeyId: expertJourneyEnrolments.journeyId,
        enrolledAt: expertJourneyEnrolments.enrolledAt,
      })
      .from(expertJourneyEnrolments)
      .where(eq(expertJourneyEnrolments.userId, userId))
      .orderBy(asc(expertJourneyEnrolments.enrolledAt)),
    db
      .select({
        journeyId: expertJourneySteps.journeyId,
        stepId: expertJourneySteps.stepId,
        answer: expertJourneySteps.answer,
        reflection: expertJourneySteps.reflection,
        completedAt: expertJourneySteps.completedAt,
        updatedAt: expertJourneySteps.updatedAt,
      })
      .from(expertJourneySteps)
      .where(eq(expertJourneySteps.userId, userId))
      .orderBy(asc(expertJourneySteps.journeyId), asc(expertJourneySteps.createdAt)),
  ]);
  return { enrolments, steps };
}
