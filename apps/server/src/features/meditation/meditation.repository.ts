import { type Executor, schema } from "@vitalog/db";
import { and, count, eq, gte, lt, sql } from "drizzle-orm";
import {
  columnsOf,
  deleteImportedRows,
  importMatches,
  timeSeriesRepository,
} from "../../kit/time-series.repository.ts";

const { meditationSessions, meditationSettings } = schema;

export interface SessionRow {
  id: string;
  startedAt: Date;
  durationSeconds: number;
  note: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export const sessionColumns = columnsOf(meditationSessions, [
  "id",
  "startedAt",
  "durationSeconds",
  "note",
  "createdAt",
  "updatedAt",
]);

/** A person's sessions, newest first by (started_at, id). */
const sessions = timeSeriesRepository<SessionRow>(
  {
    table: meditationSessions,
    id: meditationSessions.id,
    userId: meditationSessions.userId,
    time: meditationSessions.startedAt,
  },
  sessionColumns,
  "meditation_sessions_first_page",
);

export const meditationSeries = sessions.series;
export const listSessionRows = sessions.listPage;
export const findSessionRow = sessions.find;
export const deleteSessionRow = sessions.delete;

export interface SessionValues {
  startedAt: Date;
  durationSeconds: number;
  note: string | null;
}

export async function insertSessionRow(
  db: Executor,
  userId: string,
  values: SessionValues,
): Promise<SessionRow> {
  const [row] = await db
    .insert(meditationSessions)
    .values({ userId, ...values })
    .returning(sessionColumns);
  if (!row) throw new Error("insert into meditation_sessions returned no row");
  return row;
}

export async function updateSessionRow(
  db: Executor,
  userId: string,
  id: string,
  changes: Partial<SessionValues>,
  now: Date,
): Promise<SessionRow | null> {
  const rows = await db
    .update(meditationSessions)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(meditationSessions.userId, userId), eq(meditationSessions.id, id)))
    .returning(sessionColumns);
  return rows[0] ?? null;
}

/**
 * A person's meditation per local day in `timeZone`: sessions and seconds, summed in the
 * database so that years of sessions come back as one row per day.
 */
export async function meditationDays(
  db: Executor,
  userId: string,
  timeZone: string,
): Promise<{ date: string; sessions: number; seconds: number }[]> {
  const day = sql<string>`to_char(${meditationSessions.startedAt} AT TIME ZONE ${timeZone}, 'YYYY-MM-DD')`;
  return (
    db
      .select({
        date: day,
        sessions: sql<number>`count(*)::int`,
        seconds: sql<number>`sum(${meditationSessions.durationSeconds})::int`,
      })
      .from(meditationSessions)
      .where(eq(meditationSessions.userId, userId))
      // By position: the day expression holds a parameter, which PostgreSQL would not match twice.
      .groupBy(sql`1`)
  );
}

export async function findMeditationSettings(db: Executor, userId: string) {
  const rows = await db
    .select({
      showStreak: meditationSettings.showStreak,
      intervalBellMinutes: meditationSettings.intervalBellMinutes,
    })
    .from(meditationSettings)
    .where(eq(meditationSettings.userId, userId))
    .limit(1);
  return rows[0] ?? null;
}

export async function upsertMeditationSettings(
  db: Executor,
  userId: string,
  changes: { showStreak?: boolean; intervalBellMinutes?: number | null },
  now: Date,
) {
  const [row] = await db
    .insert(meditationSettings)
    .values({ userId, ...changes })
    .onConflictDoUpdate({
      target: meditationSettings.userId,
      set: { ...changes, updatedAt: now },
    })
    .returning({
      showStreak: meditationSettings.showStreak,
      intervalBellMinutes: meditationSettings.intervalBellMinutes,
    });
  if (!row) throw new Error("upsert into meditation_settings returned no row");
  return row;
}

export async function findMeditationSettingsForExport(db: Executor, userId: string) {
  const rows = await db
    .select()
    .from(meditationSettings)
    .where(eq(meditationSettings.userId, userId));
  return rows[0] ?? null;
}

export async function countSessions(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(meditationSessions);
  return row?.n ?? 0;
}

/** When each of a person's sessions started in [from, to), and how long it lasted. */
export function listSessionDurationsBetween(db: Executor, userId: string, from: Date, to: Date) {
  return db
    .select({
      startedAt: meditationSessions.startedAt,
      durationSeconds: meditationSessions.durationSeconds,
    })
    .from(meditationSessions)
    .where(
      and(
        eq(meditationSessions.userId, userId),
        gte(meditationSessions.startedAt, from),
        lt(meditationSessions.startedAt, to),
      ),
    );
}

/** The person's sessions starting in [from, to] or with one of `sourceIds`: what an import compares. */
export function listMeditationImportKeys(
  db: Executor,
  userId: string,
  from: Date,
  to: Date,
  sourceIds: string[],
) {
  const s = schema.meditationSessions;
  return db
    .select({ startedAt: s.startedAt, durationSeconds: s.durationSeconds, sourceId: s.sourceId })
    .from(s)
    .where(importMatches(s, s.startedAt, userId, { from, to }, sourceIds));
}

/** Writes imported sessions, each stamped with the import's id. */
export async function insertImportedMeditationSessions(
  db: Executor,
  userId: string,
  importId: string,
  rows: { startedAt: Date; durationSeconds: number; sourceId: string | null }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(schema.meditationSessions)
    .values(rows.map((r) => ({ userId, importId, note: null, ...r })));
}

/** Deletes the person's sessions an import wrote; answers how many. */
export async function deleteImportedMeditationSessions(
  db: Executor,
  userId: string,
  importId: string,
): Promise<number> {
  return deleteImportedRows(db, schema.meditationSessions, userId, importId);
}
