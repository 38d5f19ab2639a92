import {
  CYCLE_LENGTHS_AVERAGED,
  CYCLE_USUAL_MIN_DAYS,
  type CycleDay,
  type CycleDayInput,
  type CycleDayList,
  type CycleDaysQuery,
  CycleMessage,
  type CyclePredictions,
  type CycleSettings,
  type CycleSettingsPatch,
  type CycleStats,
  type CycleSymptom,
  cycleStats,
  DEFAULT_SYMPTOM_REMINDER_TIME,
  decodeCursor,
  type Flow,
  INVALID_CURSOR_MESSAGE,
  isDayNotInFuture,
  isUuid,
  type Period,
  type PeriodInput,
  type PeriodList,
  type PeriodListQuery,
  type PeriodPatch,
  PeriodPatch as PeriodPatchSchema,
  periodStartVerdict,
  predictCycles,
} from "@vitalog/domain";
import { type RequestContext, type ViewerContext, withTransaction } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { enforcePlausibility } from "../../kit/plausibility.ts";
import { ownedOr404, toPage } from "../../kit/time-series.service.ts";
import {
  countPeriods,
  type DayRow,
  deleteDayRow,
  deletePeriodRow,
  findCycleSettings,
  findPeriodRow,
  insertPeriodRow,
  listAllPeriodRows,
  listDayRows,
  listPeriodRows,
  listPeriodStarts,
  listPeriodStartsNear,
  listSymptomDayRows,
  lockPeriodsOf,
  overlapsAnotherPeriod,
  type PeriodRow,
  updatePeriodRow,
  upsertCycleSettings,
  upsertDayRow,
} from "./cycle.repository.ts";

/** A day the person has lived: not in the future (kit isDayNotInFuture), else a 400 on `field`. */
function dayNotInFuture(ctx: ViewerContext, day: string | null | undefined, field: string) {
  if (day && !isDayNotInFuture(day, ctx.now())) {
    throw AppError.invalid(field, CycleMessage.dateInFuture);
  }
}

function toPeriod(row: PeriodRow): Period {
  return {
    id: row.id,
    startDate: row.startDate,
    endDate: row.endDate,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toDay(row: DayRow): CycleDay {
  return {
    id: row.id,
    date: row.date,
    flow: row.flow as Flow | null,
    symptoms: row.symptoms as CycleSymptom[],
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listPeriods(ctx: ViewerContext, query: PeriodListQuery): Promise<PeriodList> {
  const before =
    query.cursor === undefined ? undefined : decodeCursor(query.cursor, ctx.now().getTime());
  if (before === null) throw AppError.invalid("cursor", INVALID_CURSOR_MESSAGE);
  const rows = await listPeriodRows(ctx.db, ctx.viewer.id, {
    limit: query.limit + 1,
    ...(before
      ? { before: { startDate: before.at.toISOString().slice(0, 10), id: before.id } }
      : {}),
  });
  return toPage(
    rows,
    query.limit,
    (r) => ({ at: new Date(`${r.startDate}T00:00:00.000Z`), id: r.id }),
    toPeriod,
  );
}

const findOwnedPeriod = (ctx: ViewerContext, id: string) =>
  ownedOr404(
    id,
    (owned) => findPeriodRow(ctx.db, ctx.viewer.id, owned),
    CycleMessage.periodNotFound,
  );

export async function getPeriod(ctx: ViewerContext, id: string): Promise<Period> {
  return toPeriod(await findOwnedPeriod(ctx, id));
}

/** Refuses a period that shares a day with another; call inside the periods lock. */
async function refuseOverlap(
  ctx: ViewerContext,
  range: { startDate: string; endDate: string | null },
  exceptId?: string,
) {
  if (await overlapsAnotherPeriod(ctx.db, ctx.viewer.id, range, exceptId)) {
    throw new AppError("CONFLICT", CycleMessage.overlaps);
  }
}

/**
 * A period starting fewer than 21 days from another (ACOG 2015, FIGO 2018: domain
 * periodStartVerdict) is saved only once confirmed; call after the overlap check.
 */
async function checkStart(
  ctx: ViewerContext,
  startDate: string,
  confirmed: boolean | undefined,
  exceptId?: string,
) {
  const near = await listPeriodStartsNear(
    ctx.db,
    ctx.viewer.id,
    startDate,
    CYCLE_USUAL_MIN_DAYS,
    exceptId,
  );
  enforcePlausibility([
    {
      field: "startDate",
      verdict: periodStartVerdict(startDate, near),
      outOfBounds: CycleMessage.overlaps,
      implausible: CycleMessage.shortCycle,
      confirmed,
    },
  ]);
}

export async function createPeriod(ctx: ViewerContext, input: PeriodInput): Promise<Period> {
  dayNotInFuture(ctx, input.startDate, "startDate");
  dayNotInFuture(ctx, input.endDate, "endDate");
  const values = { startDate: input.startDate, endDate: input.endDate ?? null };
  return withTransaction(ctx, async (tx) => {
    await lockPeriodsOf(tx.db, tx.viewer.id);
    await refuseOverlap(tx, values);
    await checkStart(tx, values.startDate, input.confirmed);
    return toPeriod(await insertPeriodRow(tx.db, tx.viewer.id, values));
  });
}

/** Changes a period's start or end; the result is checked as a whole (order, length, overlap). */
export async function updatePeriod(
  ctx: ViewerContext,
  id: string,
  patch: PeriodPatch,
): Promise<Period> {
  if (!isUuid(id)) throw new AppError("NOT_FOUND", CycleMessage.periodNotFound);
  dayNotInFuture(ctx, patch.startDate, "startDate");
  dayNotInFuture(ctx, patch.endDate, "endDate");
  return withTransaction(ctx, async (tx) => {
    // Read under the lock, so two changes at once each apply to what the other left.
    await lockPeriodsOf(tx.db, tx.viewer.id);
    const row = await findOwnedPeriod(tx, id);
    const values = {
      startDate: patch.startDate ?? row.startDate,
      endDate: patch.endDate === undefined ? row.endDate : patch.endDate,
    };
    const checked = PeriodPatchSchema.safeParse(values);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      const message = issue?.message ?? CycleMessage.endBeforeStart;
      throw AppError.invalid(String(issue?.path[0] ?? "endDate"), message);
    }
    await refuseOverlap(tx, values, row.id);
    if (values.startDate !== row.startDate) {
      await checkStart(tx, values.startDate, patch.confirmed, row.id);
    }
    const updated = await updatePeriodRow(tx.db, tx.viewer.id, row.id, values, tx.now());
    if (!updated) throw new AppError("NOT_FOUND", CycleMessage.periodNotFound);
    return toPeriod(updated);
  });
}

export async function deletePeriod(ctx: ViewerContext, id: string): Promise<void> {
  const deleted = isUuid(id) && (await deletePeriodRow(ctx.db, ctx.viewer.id, id));
  if (!deleted) throw new AppError("NOT_FOUND", CycleMessage.periodNotFound);
}

export async function listDays(ctx: ViewerContext, query: CycleDaysQuery): Promise<CycleDayList> {
  const rows = await listDayRows(ctx.db, ctx.viewer.id, {
    from: query.from as string,
    to: query.to as string,
  });
  return { items: rows.map(toDay) };
}

export async function saveDay(
  ctx: ViewerContext,
  date: string,
  input: CycleDayInput,
): Promise<{ day: CycleDay; created: boolean }> {
  dayNotInFuture(ctx, date, "date");
  const { created, ...row } = await upsertDayRow(
    ctx.db,
    ctx.viewer.id,
    date,
    { flow: input.flow ?? null, symptoms: input.symptoms, note: input.note ?? null },
    ctx.now(),
  );
  return { day: toDay(row), created };
}

export async function deleteDay(ctx: ViewerContext, date: string): Promise<void> {
  dayNotInFuture(ctx, date, "date");
  if (!(await deleteDayRow(ctx.db, ctx.viewer.id, date))) {
    throw new AppError("NOT_FOUND", CycleMessage.dayNotFound);
  }
}

/** How many of the newest period starts predictions read first. */
const NEWEST_STARTS_READ = 24;

export async function getPredictions(ctx: ViewerContext): Promise<CyclePredictions> {
  // Predictions rest on the period starts alone (the calendar method), and only on the newest
  // six usable cycles: the newest starts give the same answer as all of them once they hold six
  // usable lengths (the lengths between consecutive starts are the same in both). Only a
  // history ending in many unusable cycles needs every start.
  const predict = (starts: string[]) =>
    predictCycles(starts.map((startDate) => ({ startDate, endDate: null })));
  const newest = await listPeriodStarts(ctx.db, ctx.viewer.id, NEWEST_STARTS_READ);
  const fromNewest = predict(newest);
  if (fromNewest.basedOnCycles === CYCLE_LENGTHS_AVERAGED || newest.length < NEWEST_STARTS_READ) {
    return fromNewest;
  }
  return predict(await listPeriodStarts(ctx.db, ctx.viewer.id));
}

export async function getStats(ctx: ViewerContext): Promise<CycleStats> {
  const [periods, days] = await Promise.all([
    listAllPeriodRows(ctx.db, ctx.viewer.id),
    listSymptomDayRows(ctx.db, ctx.viewer.id),
  ]);
  return cycleStats(
    periods,
    days.map((d) => ({ date: d.date, symptoms: d.symptoms as CycleSymptom[] })),
  );
}

const DEFAULT_SETTINGS: CycleSettings = {
  discreetMode: false,
  periodReminders: true,
  fertilityReminders: true,
  symptomReminders: true,
  symptomReminderTime: DEFAULT_SYMPTOM_REMINDER_TIME,
};

export async function getSettings(ctx: ViewerContext): Promise<CycleSettings> {
  return (await findCycleSettings(ctx.db, ctx.viewer.id)) ?? DEFAULT_SETTINGS;
}

export async function updateSettings(
  ctx: ViewerContext,
  patch: CycleSettingsPatch,
): Promise<CycleSettings> {
  return upsertCycleSettings(ctx.db, ctx.viewer.id, patch, ctx.now());
}

/** The admin dashboard's figure. */
export async function cycleAdminCounts(ctx: RequestContext) {
  return { cyclePeriods: await countPeriods(ctx.db) };
}
