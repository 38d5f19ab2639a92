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
import type { RequestContext, ViewerContext } from "../../context.ts";
import {
  instantOf,
  keysetPageQuery,
  notInFuture,
  ownedOr404,
  toPage,
} from "../../kit/time-series.service.ts";
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

/** When a session started: a plausible instant, not in the future. */
function startedAt(ctx: ViewerContext, value: string): Date {
  const now = ctx.now();
  const at = instantOf(value, "startedAt", MeditationMessage.startRequired, now);
  notInFuture(at, "startedAt", MeditationMessage.startInFuture, now);
  return at;
}

export async function listSessions(
  ctx: ViewerContext,
  query: MeditationSessionListQuery,
): Promise<MeditationSessionList> {
  const rows = await listSessionRows(ctx.db, ctx.viewer.id, keysetPageQuery(query, ctx.now()));
  return toPage(rows, query.limit, (r) => ({ at: r.startedAt, id: r.id }), toSession);
}

export async function getSession(ctx: ViewerContext, id: string): Promise<MeditationSession> {
  return toSession(
    await ownedOr404(
      id,
      (owned) => findSessionRow(ctx.db, ctx.viewer.id, owned),
      MeditationMessage.notFound,
    ),
  );
}

export async function createSession(
  ctx: ViewerContext,
  input: MeditationSessionInput,
): Promise<MeditationSession> {
  const row = await insertSessionRow(ctx.db, ctx.viewer.id, {
    startedAt: startedAt(ctx, input.startedAt),
    durationSeconds: input.durationSeconds,
    note: input.note ?? null,
  });
  return toSession(row);
}

export async function updateSession(
  ctx: ViewerContext,
  id: string,
  patch: MeditationSessionPatch,
): Promise<MeditationSession> {
  const changes: Partial<SessionValues> = {};
  if (patch.startedAt !== undefined) changes.startedAt = startedAt(ctx, patch.startedAt);
  if (patch.durationSeconds !== undefined) changes.durationSeconds = patch.durationSeconds;
  if (patch.note !== undefined) changes.note = patch.note;
  const row = await ownedOr404(
    id,
    (owned) => updateSessionRow(ctx.db, ctx.viewer.id, owned, changes, ctx.now()),
    MeditationMessage.notFound,
  );
  return toSession(row);
}

export async function deleteSession(ctx: ViewerContext, id: string): Promise<void> {
  await ownedOr404(
    id,
    async (owned) => ((await deleteSessionRow(ctx.db, ctx.viewer.id, owned)) ? true : null),
    MeditationMessage.notFound,
  );
}

/** Totals, this week, streaks and minutes per week, with days in the person's time zone. */
export async function getStats(
  ctx: ViewerContext,
  query: MeditationStatsQuery,
): Promise<MeditationStats> {
  const days = await meditationDays(ctx.db, ctx.viewer.id, query.tz);
  return meditationStats(days, localDateOf(ctx.now(), query.tz));
}

export async function getSettings(ctx: ViewerContext): Promise<MeditationSettings> {
  return (
    (await findMeditationSettings(ctx.db, ctx.viewer.id)) ?? {
      showStreak: true,
      intervalBellMinutes: null,
    }
  );
}

export async function updateSettings(
  ctx: ViewerContext,
  patch: MeditationSettingsPatch,
): Promise<MeditationSettings> {
  return upsertMeditationSettings(ctx.db, ctx.viewer.id, patch, ctx.now());
}

/** The admin dashboard's figure. */
export async function meditationAdminCounts(ctx: RequestContext) {
  return { meditationSessions: await countSessions(ctx.db) };
}
