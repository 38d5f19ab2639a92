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
  fastSummary,
  fastVerdict,
} from "@vitalog/domain";
import type { ServiceContext, UserContext } from "../../context.ts";
import { AppError, isUniqueViolation } from "../../errors.ts";
import { enforcePlausibility } from "../../kit/plausibility.ts";
import { instantOf, keysetPageQuery, ownedOr404, toPage } from "../../kit/time-series.service.ts";
import {
  countFasts,
  deleteFastRow,
  endFastRow,
  type FastRow,
  type FastValues,
  findCurrentFastRow,
  findFastRow,
  insertFastRow,
  listEndedFastTimes,
  listFastRows,
  updateFastRow,
} from "./fast.repository.ts";
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

const startOf = (value: string) =>
  instantOf(value, "startTime", FastingMessage.startRequired, new Date());
const endOf = (value: string) =>
  instantOf(value, "endTime", FastingMessage.endRequired, new Date());

function checkEndAfterStart(start: Date, end: Date | null) {
  if (end && end.getTime() <= start.getTime()) {
    throw new AppError("VALIDATION_FAILED", FastingMessage.endBeforeStart, {
      endTime: FastingMessage.endBeforeStart,
    });
  }
}

/**
 * A fast longer than 45 days is refused; one far past its target (domain fastPlausibility) is
 * saved only once confirmed, so a fast left running is ended at the real time, not "now".
 */
function checkLength(
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
    new Date(),
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

export async function listFasts(ctx: UserContext, query: FastListQuery): Promise<FastList> {
  const rows = await listFastRows(ctx.db, ctx.userId, keysetPageQuery(query, new Date()));
  return toPage(rows, query.limit, (r) => ({ at: r.startTime, id: r.id }), toFast);
}

export async function getFast(ctx: UserContext, id: string): Promise<Fast> {
  return toFast(
    await ownedOr404(
      id,
      (owned) => findFastRow(ctx.db, ctx.userId, owned),
      FastingMessage.notFound,
    ),
  );
}

export async function getCurrentFast(ctx: UserContext): Promise<CurrentFast> {
  const row = await findCurrentFastRow(ctx.db, ctx.userId);
  return { fast: row ? toFast(row) : null };
}

/**
 * Starts a fast, now or at a given earlier time. Only one may be in progress: a second start is
 * a 409, also when two arrive at once (the partial unique index decides).
 */
export async function startFast(ctx: UserContext, input: FastInput): Promise<Fast> {
  const startTime = input.startTime ? startOf(input.startTime) : new Date();
  checkLength({ start: startTime, end: null, targetHours: input.targetHours }, "startTime", true);
  if (await findCurrentFastRow(ctx.db, ctx.userId)) throw inProgress();
  try {
    const row = await insertFastRow(ctx.db, ctx.userId, {
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
export async function endFast(ctx: UserContext, id: string, input: FastEndInput): Promise<Fast> {
  const row = await ownedOr404(
    id,
    (owned) => findFastRow(ctx.db, ctx.userId, owned),
    FastingMessage.notFound,
  );
  if (row.endTime) throw new AppError("CONFLICT", FastingMessage.alreadyEnded);
  const endTime = input.endTime ? endOf(input.endTime) : new Date();
  checkEndAfterStart(row.startTime, endTime);
  checkLength(
    { start: row.startTime, end: endTime, targetHours: row.targetHours },
    "endTime",
    input.confirmed,
  );
  const ended = await endFastRow(ctx.db, ctx.userId, row.id, endTime);
  if (!ended) throw new AppError("CONFLICT", FastingMessage.alreadyEnded);
  return toFast(ended);
}

/** Changes a fast's start, end or target; the end must stay after the start. */
export async function updateFast(ctx: UserContext, id: string, patch: FastPatch): Promise<Fast> {
  const row = await ownedOr404(
    id,
    (owned) => findFastRow(ctx.db, ctx.userId, owned),
    FastingMessage.notFound,
  );
  const changes: Partial<FastValues> = {};
  if (patch.startTime !== undefined) changes.startTime = startOf(patch.startTime);
  if (patch.endTime !== undefined) changes.endTime = endOf(patch.endTime);
  if (patch.targetHours !== undefined) changes.targetHours = patch.targetHours;
  checkEndAfterStart(changes.startTime ?? row.startTime, changes.endTime ?? row.endTime);
  checkLength(
    {
      start: changes.startTime ?? row.startTime,
      end: changes.endTime ?? row.endTime,
      targetHours: changes.targetHours ?? row.targetHours,
    },
    patch.endTime !== undefined ? "endTime" : "startTime",
    // Only a change of the times asks again; a new target alone does not.
    patch.confirmed || (patch.startTime === undefined && patch.endTime === undefined),
  );
  const updated = await updateFastRow(ctx.db, ctx.userId, row.id, changes);
  if (!updated) throw new AppError("NOT_FOUND", FastingMessage.notFound);
  return toFast(updated);
}

export async function deleteFast(ctx: UserContext, id: string): Promise<void> {
  await ownedOr404(
    id,
    async (owned) => ((await deleteFastRow(ctx.db, ctx.userId, owned)) ? true : null),
    FastingMessage.notFound,
  );
}

/** Completed fasts, averages and streaks, with days taken in the person's time zone. */
export async function getFastStats(ctx: UserContext, query: FastStatsQuery): Promise<FastStats> {
  const ended = (await listEndedFastTimes(ctx.db, ctx.userId)).map((f) => ({
    startTime: f.startTime.toISOString(),
    endTime: f.endTime?.toISOString() ?? null,
    targetHours: f.targetHours,
  }));
  return fastSummary(ended, query.tz, new Date());
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
export async function getFastingSettings(ctx: UserContext): Promise<FastingSettings> {
  const row =
    (await findFastingSettings(ctx.db, ctx.userId)) ??
    (await upsertFastingSettings(ctx.db, ctx.userId, {}));
  return toSettings(row);
}

export async function updateFastingSettings(
  ctx: UserContext,
  patch: FastingSettingsPatch,
): Promise<FastingSettings> {
  const { safetyNoteAcknowledged, ...changes } = patch;
  const values: FastingSettingsValues = { ...changes };
  if (safetyNoteAcknowledged) {
    const current = await findFastingSettings(ctx.db, ctx.userId);
    values.safetyNoteAcknowledgedAt = current?.safetyNoteAcknowledgedAt ?? new Date();
  }
  return toSettings(await upsertFastingSettings(ctx.db, ctx.userId, values));
}

/** The admin dashboard's figure. */
export async function fastingAdminCounts(ctx: ServiceContext) {
  return { fasts: await countFasts(ctx.db) };
}
