import {
  addDays,
  decodeCursor,
  INVALID_CURSOR_MESSAGE,
  isDayNotInFuture,
  summarizeCheckins,
  type WellbeingCheckin,
  type WellbeingCheckinInput,
  type WellbeingCheckinList,
  type WellbeingCheckinListQuery,
  WellbeingMessage,
  type WellbeingSummary,
  type WellbeingSummaryQuery,
} from "@vitalog/domain";
import type { RequestContext, ViewerContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { toPage } from "../../kit/time-series.service.ts";
import {
  type CheckinRow,
  countCheckins,
  deleteCheckinRow,
  listCheckinRows,
  listCheckinRowsBetween,
  upsertCheckinRow,
} from "./wellbeing.repository.ts";

export function toCheckin(row: CheckinRow): WellbeingCheckin {
  return {
    id: row.id,
    date: row.date,
    mood: row.mood,
    energy: row.energy,
    sleepQuality: row.sleepQuality,
    stress: row.stress,
    sleepHours: row.sleepHours,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A check-in's day: not in the future (kit isDayNotInFuture), else a 400 on `date`. */
function checkinDay(ctx: ViewerContext, date: string) {
  if (!isDayNotInFuture(date, ctx.now())) {
    throw AppError.invalid("date", WellbeingMessage.dateInFuture);
  }
}

// A day's cursor is the kit's codec over the day's midnight (UTC) and the row's id.
const dayPosition = (row: CheckinRow) => ({
  at: new Date(`${row.date}T00:00:00.000Z`),
  id: row.id,
});

/** A page of check-ins, newest day first; `nextCursor` is null on the last page. */
export async function listCheckins(
  ctx: ViewerContext,
  query: WellbeingCheckinListQuery,
): Promise<WellbeingCheckinList> {
  const before =
    query.cursor === undefined ? undefined : decodeCursor(query.cursor, ctx.now().getTime());
  if (before === null) throw AppError.invalid("cursor", INVALID_CURSOR_MESSAGE);
  const rows = await listCheckinRows(ctx.db, ctx.viewer.id, {
    limit: query.limit + 1,
    ...(before ? { before: before.at.toISOString().slice(0, 10) } : {}),
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
  });
  return toPage(rows, query.limit, dayPosition, toCheckin);
}

/** Records the day's check-in, replacing the one already there. */
export async function saveCheckin(
  ctx: ViewerContext,
  date: string,
  input: WellbeingCheckinInput,
): Promise<{ checkin: WellbeingCheckin; created: boolean }> {
  checkinDay(ctx, date);
  const { created, ...row } = await upsertCheckinRow(
    ctx.db,
    ctx.viewer.id,
    date,
    {
      mood: input.mood,
      energy: input.energy,
      sleepQuality: input.sleepQuality,
      stress: input.stress,
      // Stored as a 4-byte float: hundredths keep what a person can mean and what it can hold
      // (a value such as 3e-240 is out of its range).
      sleepHours: input.sleepHours == null ? null : Math.round(input.sleepHours * 100) / 100,
      note: input.note ?? null,
    },
    ctx.now(),
  );
  return { checkin: toCheckin(row), created };
}

export async function deleteCheckin(ctx: ViewerContext, date: string): Promise<void> {
  checkinDay(ctx, date);
  if (!(await deleteCheckinRow(ctx.db, ctx.viewer.id, date))) {
    throw new AppError("NOT_FOUND", WellbeingMessage.notFound);
  }
}

/** The trend of the last 7, 30 or 90 days up to `to` (the person's today). */
export async function getSummary(
  ctx: ViewerContext,
  query: WellbeingSummaryQuery,
): Promise<WellbeingSummary> {
  const days = Number(query.days);
  const to = query.to ?? ctx.now().toISOString().slice(0, 10);
  const rows = await listCheckinRowsBetween(ctx.db, ctx.viewer.id, addDays(to, -(days - 1)), to);
  return summarizeCheckins(rows.map(toCheckin), days, to);
}

/** The admin dashboard's figure. */
export async function wellbeingAdminCounts(ctx: RequestContext) {
  return { wellbeingCheckins: await countCheckins(ctx.db) };
}
