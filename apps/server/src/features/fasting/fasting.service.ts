import {
  type CurrentFast,
  type Fast,
  type FastEndInput,
  type FastInput,
  FastingMessage,
  type FastingSettings,
  type FastingSettingsPatch,
  type FastList,
  type FastListQuery,
  type FastPatch,
  type FastStats,
  type FastStatsQuery,
  fastStreaks,
  fastSummary,
  fastVerdict,
  isUuid,
} from "@vitalog/domain";
import type { RequestContext, ViewerContext } from "../../context.ts";
import { AppError, isUniqueViolation } from "../../errors.ts";
import { enforcePlausibility } from "../../kit/plausibility.ts";
import {
  instantOf,
  keysetPageQuery,
  notInFuture,
  ownedOr404,
  toPage,
} from "../../kit/time-series.service.ts";
import {
  countFasts,
  deleteFastRow,
  endFastRow,
  type FastRow,
  type FastValues,
  findCurrentFastRow,
  findFastRow,
  insertFastRow,
  isFastRowInProgress,
  listEndedFastTimes,
  listFastRows,
  updateFastRow,
} from "./fasting.repository.ts";
import {
  type FastingSettingsRow,
  type FastingSettingsValues,
  findFastingSettings,
  upsertFastingSettings,
} from "./fasting-settings.repository.ts";

function toFast(row: FastRow): Fast {
  return {
    id: row.id,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime?.toISOString() ?? null,
    targetHours: row.targetHours,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** When a fast started: a plausible instant, not in the future. */
function startOf(ctx: ViewerContext, value: string): Date {
  const now = ctx.now();
  const at = instantOf(value, "startTime", FastingMessage.startRequired, now);
  notInFuture(at, "startTime", FastingMessage.startInFuture, now);
  return at;
}

/** When a fast ended: a plausible instant, not in the future. */
function endOf(ctx: ViewerContext, value: string): Date {
  const now = ctx.now();
  const at = instantOf(value, "endTime", FastingMessage.endRequired, now);
  notInFuture(at, "endTime", FastingMessage.endInFuture, now);
  return at;
}

function checkEndAfterStart(start: Date, end: Date | null) {
  if (end && end.getTime() <= start.getTime()) {
    throw AppError.invalid("endTime", FastingMessage.endBeforeStart);
  }
}

/**
 * A fast longer than 45 days is refused; one far past its target (domain fastPlausibility) is
 * saved only once confirmed, so a fast left running is ended at the real time, not "now".
 */
function checkLength(
  ctx: ViewerContext,
  times: { start: Date; end: Date | null; targetHours: number },
  field: string,
  confirmed: boolean | undefined,
) {
  const verdict = fastVerdict(
    {
      startTime: times.start.toISOString(),
      endTime: times.end?.toISOString() ?? null,
      targetHours: times.targetHours,
    },
    ctx.now(),
  );
  enforcePlausibility([
    {
      field,
      verdict,
      outOfBounds: FastingMessage.tooLong,
      implausible: FastingMessage.longFast,
      confirmed,
    },
  ]);
}

const inProgress = () => new AppError("CONFLICT", FastingMessage.alreadyInProgress);

export async function listFasts(ctx: ViewerContext, query: FastListQuery): Promise<FastList> {
  const rows = await listFastRows(ctx.db, ctx.viewer.id, keysetPageQuery(query, ctx.now()));
  return toPage(rows, query.limit, (r) => ({ at: r.startTime, id: r.id }), toFast);
}

export async function getFast(ctx: ViewerContext, id: string): Promise<Fast> {
  return toFast(
    await ownedOr404(
      id,
      (owned) => findFastRow(ctx.db, ctx.viewer.id, owned),
      FastingMessage.notFound,
    ),
  );
}

export async function getCurrentFast(ctx: ViewerContext): Promise<CurrentFast> {
  const row = await findCurrentFastRow(ctx.db, ctx.viewer.id);
  return { fast: row ? toFast(row) : null };
}

/**
 * Starts a fast, now or at a given earlier time. Only one may be in progress: a second start is
 * a 409, also when two arrive at once (the partial unique index decides).
 */
export async function startFast(ctx: ViewerContext, input: FastInput): Promise<Fast> {
  const startTime = input.startTime ? startOf(ctx, input.startTime) : ctx.now();
  checkLength(
    ctx,
    { start: startTime, end: null, targetHours: input.targetHours },
    "startTime",
    true,
  );
  if (await findCurrentFastRow(ctx.db, ctx.viewer.id)) throw inProgress();
  try {
    const row = await insertFastRow(ctx.db, ctx.viewer.id, {
      startTime,
      endTime: null,
      targetHours: input.targetHours,
    });
    return toFast(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw inProgress();
    throw error;
  }
}

/** Ends a fast in progress, now or at a given time after its start. */
export async function endFast(ctx: ViewerContext, id: string, input: FastEndInput): Promise<Fast> {
  const row = await ownedOr404(
    id,
    (owned) => findFastRow(ctx.db, ctx.viewer.id, owned),
    FastingMessage.notFound,
  );
  if (row.endTime) throw new AppError("CONFLICT", FastingMessage.alreadyEnded);
  const endTime = input.endTime ? endOf(ctx, input.endTime) : ctx.now();
  checkEndAfterStart(row.startTime, endTime);
  checkLength(
    ctx,
    { start: row.startTime, end: endTime, targetHours: row.targetHours },
    "endTime",
    input.confirmed,
  );
  const ended = await endFastRow(ctx.db, ctx.viewer.id, row.id, endTime, ctx.now());
  if (!ended) throw new AppError("CONFLICT", FastingMessage.alreadyEnded);
  return toFast(ended);
}

/**
 * Whether the fast with this id is in progress, whoever's it is: only for code that acts after
 * its owner's own request on it succeeded (the reminders tell a PATCH that ends a fast this way).
 */
export async function isFastInProgress(ctx: RequestContext, id: string): Promise<boolean> {
  return isUuid(id) && isFastRowInProgress(ctx.db, id);
}

/** Changes a fast's start, end or target; the end must stay after the start. */
export async function updateFast(ctx: ViewerContext, id: string, patch: FastPatch): Promise<Fast> {
  const row = await ownedOr404(
    id,
    (owned) => findFastRow(ctx.db, ctx.viewer.id, owned),
    FastingMessage.notFound,
  );
  const changes: Partial<FastValues> = {};
  if (patch.startTime !== undefined) changes.startTime = startOf(ctx, patch.startTime);
  if (patch.endTime !== undefined) changes.endTime = endOf(ctx, patch.endTime);
  if (patch.targetHours !== undefined) changes.targetHours = patch.targetHours;
  checkEndAfterStart(changes.startTime ?? row.startTime, changes.endTime ?? row.endTime);
  checkLength(
    ctx,
    {
      start: changes.startTime ?? row.startTime,
      end: changes.endTime ?? row.endTime,
      targetHours: changes.targetHours ?? row.targetHours,
    },
    patch.endTime !== undefined ? "endTime" : "startTime",
    // Only a change of the times asks again; a new target alone does not.
    patch.confirmed || (patch.startTime === undefined && patch.endTime === undefined),
  );
  const updated = await updateFastRow(ctx.db, ctx.viewer.id, row.id, changes, ctx.now());
  if (!updated) throw new AppError("NOT_FOUND", FastingMessage.notFound);
  return toFast(updated);
}

export async function deleteFast(ctx: ViewerContext, id: string): Promise<void> {
  await ownedOr404(
    id,
    async (owned) => ((await deleteFastRow(ctx.db, ctx.viewer.id, owned)) ? true : null),
    FastingMessage.notFound,
  );
}

/** Completed fasts, averages and streaks, with days taken in the person's time zone. */
export async function getFastStats(ctx: ViewerContext, query: FastStatsQuery): Promise<FastStats> {
  const ended = (await listEndedFastTimes(ctx.db, ctx.viewer.id)).map((f) => ({
    startTime: f.startTime.toISOString(),
    endTime: f.endTime?.toISOString() ?? null,
    targetHours: f.targetHours,
  }));
  return fastSummary(ended, query.tz, ctx.now());
}

/**
 * The streak (days in `timeZone`, counted as `getFastStats` counts it) on the day an ended fast
 * ended, without it and with it: the two differ only when it is the first fast to reach its
 * target that day.
 */
export async function fastStreakMadeBy(
  ctx: ViewerContext,
  fast: Fast,
  timeZone: string,
): Promise<{ before: number; after: number }> {
  if (!fast.endTime) return { before: 0, after: 0 };
  const ended = (await listEndedFastTimes(ctx.db, ctx.viewer.id)).map((f) => ({
    startTime: f.startTime.toISOString(),
    endTime: f.endTime?.toISOString() ?? null,
    targetHours: f.targetHours,
  }));
  const self = ended.findIndex((f) => f.startTime === fast.startTime && f.endTime === fast.endTime);
  const others = ended.filter((_, i) => i !== self);
  const at = new Date(fast.endTime);
  return {
    before: fastStreaks(others, timeZone, at).currentStreakDays,
    after: fastStreaks(ended, timeZone, at).currentStreakDays,
  };
}

function toSettings(row: FastingSettingsRow): FastingSettings {
  return {
    defaultDurationHours: row.defaultDurationHours,
    startReminder: row.startReminder,
    progressUpdates: row.progressUpdates,
    endReminder: row.endReminder,
    milestones: row.milestones,
    hydrationReminders: row.hydrationReminders,
    dailyReminder: row.dailyReminder,
    dailyReminderTime: row.dailyReminderTime,
    showStreaks: row.showStreaks,
    safetyNoteAcknowledgedAt: row.safetyNoteAcknowledgedAt?.toISOString() ?? null,
  };
}

/** The person's fasting settings (an account made before settings existed gets the defaults). */
export async function getFastingSettings(ctx: ViewerContext): Promise<FastingSettings> {
  const row =
    (await findFastingSettings(ctx.db, ctx.viewer.id)) ??
    (await upsertFastingSettings(ctx.db, ctx.viewer.id, {}, ctx.now()));
  return toSettings(row);
}

export async function updateFastingSettings(
  ctx: ViewerContext,
  patch: FastingSettingsPatch,
): Promise<FastingSettings> {
  const { safetyNoteAcknowledged, ...changes } = patch;
  const values: FastingSettingsValues = { ...changes };
  if (safetyNoteAcknowledged) {
    const current = await findFastingSettings(ctx.db, ctx.viewer.id);
    values.safetyNoteAcknowledgedAt = current?.safetyNoteAcknowledgedAt ?? ctx.now();
  }
  return toSettings(await upsertFastingSettings(ctx.db, ctx.viewer.id, values, ctx.now()));
}

/** The admin dashboard's figure. */
export async function fastingAdminCounts(ctx: RequestContext) {
  return { fasts: await countFasts(ctx.db) };
}
