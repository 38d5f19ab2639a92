import {
  localDateOf,
  MeditationMessage,
  type MeditationSession,
  type MeditationSessionInput,
  type MeditationSessionList,
  type MeditationSessionListQuery,
  type MeditationSessionPatch,
  type MeditationSettings,
  type MeditationSettingsPatch,
  type MeditationStats,
  type MeditationStatsQuery,
  meditationStats,
} from "@vitalog/domain";
import type { ServiceContext, UserContext } from "../../context.ts";
import { instantOf, keysetPageQuery, ownedOr404, toPage } from "../../kit/time-series.service.ts";
import {
  countSessions,
  deleteSessionRow,
  findMeditationSettings,
  findSessionRow,
  insertSessionRow,
  listSessionRows,
  meditationDays,
  type SessionRow,
  type SessionValues,
  updateSessionRow,
  upsertMeditationSettings,
} from "./meditation.repository.ts";

function toSession(row: SessionRow): MeditationSession {
  return {
    id: row.id,
    startedAt: row.startedAt.toISOString(),
    durationSeconds: row.durationSeconds,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const startedAt = (value: string) =>
  instantOf(value, "startedAt", MeditationMessage.startRequired, new Date());

export async function listSessions(
  ctx: UserContext,
  query: MeditationSessionListQuery,
): Promise<MeditationSessionList> {
  const rows = await listSessionRows(ctx.db, ctx.userId, keysetPageQuery(query, new Date()));
  return toPage(rows, query.limit, (r) => ({ at: r.startedAt, id: r.id }), toSession);
}

export async function getSession(ctx: UserContext, id: string): Promise<MeditationSession> {
  return toSession(
    await ownedOr404(
      id,
      (owned) => findSessionRow(ctx.db, ctx.userId, owned),
      MeditationMessage.notFound,
    ),
  );
}

export async function createSession(
  ctx: UserContext,
  input: MeditationSessionInput,
): Promise<MeditationSession> {
  const row = await insertSessionRow(ctx.db, ctx.userId, {
    startedAt: startedAt(input.startedAt),
    durationSeconds: input.durationSeconds,
    note: input.note ?? null,
  });
  return toSession(row);
}

export async function updateSession(
  ctx: UserContext,
  id: string,
  patch: MeditationSessionPatch,
): Promise<MeditationSession> {
  const changes: Partial<SessionValues> = {};
  if (patch.startedAt !== undefined) changes.startedAt = startedAt(patch.startedAt);
  if (patch.durationSeconds !== undefined) changes.durationSeconds = patch.durationSeconds;
  if (patch.note !== undefined) changes.note = patch.note;
  const row = await ownedOr404(
    id,
    (owned) => updateSessionRow(ctx.db, ctx.userId, owned, changes),
    MeditationMessage.notFound,
  );
  return toSession(row);
}

export async function deleteSession(ctx: UserContext, id: string): Promise<void> {
  await ownedOr404(
    id,
    async (owned) => ((await deleteSessionRow(ctx.db, ctx.userId, owned)) ? true : null),
    MeditationMessage.notFound,
  );
}

/** Totals, this week, streaks and minutes per week, with days in the person's time zone. */
export async function getStats(
  ctx: UserContext,
  query: MeditationStatsQuery,
): Promise<MeditationStats> {
  const days = await meditationDays(ctx.db, ctx.userId, query.tz);
  return meditationStats(days, localDateOf(new Date(), query.tz));
}

export async function getSettings(ctx: UserContext): Promise<MeditationSettings> {
  return (
    (await findMeditationSettings(ctx.db, ctx.userId)) ?? {
      showStreak: true,
      intervalBellMinutes: null,
    }
  );
}

export async function updateSettings(
  ctx: UserContext,
  patch: MeditationSettingsPatch,
): Promise<MeditationSettings> {
  return upsertMeditationSettings(ctx.db, ctx.userId, patch);
}

/** The admin dashboard's figure. */
export async function meditationAdminCounts(ctx: ServiceContext) {
  return { meditationSessions: await countSessions(ctx.db) };
}
