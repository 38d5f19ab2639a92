import {
  ACTIVITY_LIMITS,
  type ActivityDay,
  type ActivityDayInput,
  type ActivityDayList,
  type ActivityDayListQuery,
  ActivityMessage,
  type ActivitySummary,
  type ActivitySummaryQuery,
  addDays,
  decodeCursor,
  INVALID_CURSOR_MESSAGE,
  isDayNotInFuture,
  judgeValue,
  summarizeActivity,
} from "@vitalog/domain";
import type { RequestContext, ViewerContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { enforcePlausibility, type PlausibilityCheck } from "../../kit/plausibility.ts";
import { toPage } from "../../kit/time-series.service.ts";
import {
  type ActivityDayRow,
  countActivityDays,
  deleteActivityDayRow,
  listActivityDayRows,
  listActivityDaysBetween,
  upsertActivityDayRow,
} from "./activity-day.repository.ts";

export function toActivityDay(row: ActivityDayRow): ActivityDay {
  return {
    id: row.id,
    date: row.date,
    steps: row.steps,
    activeMinutes: row.activeMinutes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A day's date: not in the future (kit isDayNotInFuture), else a 400 on `date`. */
function activityDate(ctx: ViewerContext, date: string) {
  if (!isDayNotInFuture(date, ctx.now()))
    throw AppError.invalid("date", ActivityMessage.dateInFuture);
}

const dayPosition = (row: ActivityDayRow) => ({
  at: new Date(`${row.date}T00:00:00.000Z`),
  id: row.id,
});

/** A page of days, newest first; `nextCursor` is null on the last page. */
export async function listActivityDays(
  ctx: ViewerContext,
  query: ActivityDayListQuery,
): Promise<ActivityDayList> {
  const before =
    query.cursor === undefined ? undefined : decodeCursor(query.cursor, ctx.now().getTime());
  if (before === null) throw AppError.invalid("cursor", INVALID_CURSOR_MESSAGE);
  const rows = await listActivityDayRows(ctx.db, ctx.viewer.id, {
    limit: query.limit + 1,
    ...(before ? { before: before.at.toISOString().slice(0, 10) } : {}),
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
  });
  return toPage(rows, query.limit, dayPosition, toActivityDay);
}

/** Records the day's steps and active minutes, replacing what was there. */
export async function saveActivityDay(
  ctx: ViewerContext,
  date: string,
  input: ActivityDayInput,
): Promise<{ day: ActivityDay; created: boolean }> {
  activityDate(ctx, date);
  const steps = input.steps;
  const activeMinutes = input.activeMinutes;
  const checks: PlausibilityCheck[] = [];
  if (steps !== null)
    checks.push({
      field: "steps",
      verdict: judgeValue(steps, ACTIVITY_LIMITS.steps),
      outOfBounds: ActivityMessage.stepsRange,
      implausible: ActivityMessage.stepsUnusual,
      confirmed: input.confirmed,
    });
  if (activeMinutes !== null)
    checks.push({
      field: "activeMinutes",
      verdict: judgeValue(activeMinutes, ACTIVITY_LIMITS.activeMinutes),
      outOfBounds: ActivityMessage.activeMinutesRange,
      implausible: ActivityMessage.activeMinutesUnusual,
      confirmed: input.confirmed,
    });
  enforcePlausibility(checks);
  const { created, ...row } = await upsertActivityDayRow(
    ctx.db,
    ctx.viewer.id,
    date,
    { steps, activeMinutes },
    ctx.now(),
  );
  return { day: toActivityDay(row), created };
}

export async function deleteActivityDay(ctx: ViewerContext, date: string): Promise<void> {
  activityDate(ctx, date);
  if (!(await deleteActivityDayRow(ctx.db, ctx.viewer.id, date))) {
    throw new AppError("NOT_FOUND", ActivityMessage.notFound);
  }
}

/** Averages, weekly averages and goal days of the last 7, 30 or 90 days up to `to`. */
export async function getActivitySummary(
  ctx: ViewerContext,
  query: ActivitySummaryQuery,
): Promise<ActivitySummary> {
  const days = Number(query.days);
  const to = query.to ?? ctx.now().toISOString().slice(0, 10);
  const rows = await listActivityDaysBetween(ctx.db, ctx.viewer.id, addDays(to, -(days - 1)), to);
  return summarizeActivity(rows.map(toActivityDay), days, to);
}

/** The admin dashboard's figure. */
export async function activityAdminCounts(ctx: RequestContext) {
  return { activityDays: await countActivityDays(ctx.db) };
}
