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
import { type ServiceContext, type UserContext, withTransaction } from "../../context.ts";
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

export async function listPeriods(ctx: UserContext, query: PeriodListQuery): Promise<PeriodList> {
  const before = query.cursor === undefined ? undefined : decodeCursor(query.cursor, Date.now());
  if (before === null) {
    throw new AppError("VALIDATION_FAILED", INVALID_CURSOR_MESSAGE, {
      cursor: INVALID_CURSOR_MESSAGE,
    });
  }
  const rows = await listPeriodRows(ctx.db, ctx.userId, {
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

const findOwnedPeriod = (ctx: UserContext, id: string) =>
  ownedOr404(id, (owned) => findPeriodRow(ctx.db, ctx.userId, owned), CycleMessage.periodNotFound);

export async function getPeriod(ctx: UserContext, id: string): Promise<Period> {
  return toPeriod(await findOwnedPeriod(ctx, id));
}

/** Refuses a period that shares a day with another; call inside the periods lock. */
async function refuseOverlap(
  ctx: UserContext,
  range: { startDate: string; endDate: string | null },
  exceptId?: string,
) {
  if (await overlapsAnotherPeriod(ctx.db, ctx.userId, range, exceptId)) {
    throw new AppError("CONFLICT", CycleMessage.overlaps);
  }
}

/**
 * A period starting fewer than 21 days from another (ACOG 2015, FIGO 2018: domain
 * periodStartVerdict) is saved only once confirmed; call after the overlap check.
 */
async function checkStart(
  ctx: UserContext,
  startDate: string,
  confirmed: boolean | undefined,
  exceptId?: string,
) {
  const near = await listPeriodStartsNear(
    ctx.db,
    ctx.userId,
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

export async function createPeriod(ctx: UserContext, input: PeriodInput): Promise<Period> {
  const values = { startDate: input.startDate, endDate: input.endDate ?? null };
  return withTransaction(ctx, async (tx) => {
    await lockPeriodsOf(tx.db, tx.userId);
    await refuseOverlap(tx, values);
    await checkStart(tx, values.startDate, input.confirmed);
    return toPeriod(await insertPeriodRow(tx.db, tx.userId, values));
  });
}

/** Changes a period's start or end; the result is checked as a whole (order, length, overlap). */
export async function updatePeriod(
  ctx: UserContext,
  id: string,
  patch: PeriodPatch,
): Promise<Period> {
  if (!isUuid(id)) throw new AppError("NOT_FOUND", CycleMessage.periodNotFound);
  return withTransaction(ctx, async (tx) => {
    // Read under the lock, so two changes at once each apply to what the other left.
    await lockPeriodsOf(tx.db, tx.userId);
    const row = await findOwnedPeriod(tx, id);
    const values = {
      startDate: patch.startDate ?? row.startDate,
      endDate: patch.endDate === undefined ? row.endDate : patch.endDate,
    };
    const checked = PeriodPatchSchema.safeParse(values);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      const message = issue?.message ?? CycleMessage.endBeforeStart;
      throw new AppError("VALIDATION_FAILED", message, {
        [String(issue?.path[0] ?? "endDate")]: message,
      });
    }
    await refuseOverlap(tx, values, row.id);
    if (values.startDate !== row.startDate) {
      await checkStart(tx, values.startDate, patch.confirmed, row.id);
    }
    const updated = await updatePeriodRow(tx.db, tx.userId, row.id, values);
    if (!updated) throw new AppError("NOT_FOUND", CycleMessage.periodNotFound);
    return toPeriod(updated);
  });
}

export async function deletePeriod(ctx: UserContext, id: string): Promise<void> {
  const deleted = isUuid(id) && (await deletePeriodRow(ctx.db, ctx.userId, id));
  if (!deleted) throw new AppError("NOT_FOUND", CycleMessage.periodNotFound);
}

export async function listDays(ctx: UserContext, query: CycleDaysQuery): Promise<CycleDayList> {
  const rows = await listDayRows(ctx.db, ctx.userId, {
    from: query.from as string,
    to: query.to as string,
  });
  return { items: rows.map(toDay) };
}

export async function saveDay(
  ctx: UserContext,
  date: string,
  input: CycleDayInput,
): Promise<{ day: CycleDay; created: boolean }> {
  const { created, ...row } = await upsertDayRow(ctx.db, ctx.userId, date, {
    flow: input.flow ?? null,
    symptoms: input.symptoms,
    note: input.note ?? null,
  });
  return { day: toDay(row), created };
}

export async function deleteDay(ctx: UserContext, date: string): Promise<void> {
  if (!(await deleteDayRow(ctx.db, ctx.userId, date))) {
    throw new AppError("NOT_FOUND", CycleMessage.dayNotFound);
  }
}

/** How many of the newest period starts predictions read first. */
const NEWEST_STARTS_READ = 24;

export async function getPredictions(ctx: UserContext): Promise<CyclePredictions> {
  // Predictions rest on the period starts alone (the calendar method), and only on the newest
  // six usable cycles: the newest starts give the same answer as all of them once they hold six
  // usable lengths (the lengths between consecutive starts are the same in both). Only a
  // history ending in many unusable cycles needs every start.
  const predict = (starts: string[]) =>
    predictCycles(starts.map((startDate) => ({ startDate, endDate: null })));
  const newest = await listPeriodStarts(ctx.db, ctx.userId, NEWEST_STARTS_READ);
  const fromNewest = predict(newest);
  if (fromNewest.basedOnCycles === CYCLE_LENGTHS_AVERAGED || newest.length < NEWEST_STARTS_READ) {
    return fromNewest;
  }
  return predict(await listPeriodStarts(ctx.db, ctx.userId));
}

export async function getStats(ctx: UserContext): Promise<CycleStats> {
  const [periods, days] = await Promise.all([
    listAllPeriodRows(ctx.db, ctx.userId),
    listSymptomDayRows(ctx.db, ctx.userId),
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

export async function getSettings(ctx: UserContext): Promise<CycleSettings> {
  return (await findCycleSettings(ctx.db, ctx.userId)) ?? DEFAULT_SETTINGS;
}

export async function updateSettings(
  ctx: UserContext,
  patch: CycleSettingsPatch,
): Promise<CycleSettings> {
  return upsertCycleSettings(ctx.db, ctx.userId, patch);
}

/** The admin dashboard's figure. */
export async function cycleAdminCounts(ctx: ServiceContext) {
  return { cyclePeriods: await countPeriods(ctx.db) };
}
