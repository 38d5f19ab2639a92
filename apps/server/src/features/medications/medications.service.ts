import {
  type AdherenceOverview,
  type AdherenceQuery,
  addDays,
  adherenceOverview,
  DOSE_EARLY_MARK_MS,
  type DosageUnit,
  type Dose,
  type DoseDay,
  type DoseDayQuery,
  type DoseMark,
  type DoseRecord,
  type DoseRef,
  type DoseStatus,
  dosesOfDay,
  doseTimes,
  endOfLocalDay,
  isUuid,
  localDateOf,
  MEDICATIONS_MAX,
  type Medication,
  type MedicationAdherence,
  type MedicationInput,
  type MedicationList,
  MedicationMessage,
  type MedicationPatch,
  type MedicationsShare,
  medicationAdherence,
  medicationsShareOf,
  SNOOZE_DEFAULT_MINUTES,
  startOfLocalDay,
  stockChange,
} from "@vitalog/domain";
import { type RequestContext, type ViewerContext, withTransaction } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { ownedOr404 } from "../../kit/time-series.service.ts";
import {
  adjustStock,
  countMedications,
  countMedicationsOf,
  type DoseRow,
  deleteDoseRow,
  deleteMedicationRow,
  findDoseRow,
  findMedicationRow,
  insertMedicationRow,
  listDoseRows,
  listMedicationRows,
  type MedicationRow,
  type MedicationValues,
  updateMedicationRow,
  upsertDoseRow,
} from "./medications.repository.ts";

function toMedication(row: MedicationRow): Medication {
  return {
    id: row.id,
    name: row.name,
    dosage: row.dosage,
    dosageUnit: row.dosageUnit as DosageUnit,
    instructions: row.instructions,
    schedule: {
      times: row.times,
      daysOfWeek: row.daysOfWeek,
      reminderMinutesBefore: row.reminderMinutesBefore,
    },
    startDate: row.startDate,
    endDate: row.endDate,
    stockCount: row.stockCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toRecord(row: DoseRow): DoseRecord {
  return {
    medicationId: row.medicationId,
    scheduledAt: row.scheduledAt.toISOString(),
    status: row.status as DoseStatus,
    markedAt: row.markedAt.toISOString(),
    snoozedUntil: row.snoozedUntil?.toISOString() ?? null,
  };
}

const notFound = () => new AppError("NOT_FOUND", MedicationMessage.notFound);

const findOwned = (ctx: ViewerContext, id: string, forUpdate = false) =>
  ownedOr404(
    id,
    (owned) => findMedicationRow(ctx.db, ctx.viewer.id, owned, { forUpdate }),
    MedicationMessage.notFound,
  );

export async function listMedications(ctx: ViewerContext): Promise<MedicationList> {
  return { items: (await listMedicationRows(ctx.db, ctx.viewer.id)).map(toMedication) };
}

export async function getMedication(ctx: ViewerContext, id: string): Promise<Medication> {
  return toMedication(await findOwned(ctx, id));
}

/** Adds a medication; without a start date its course starts today in the person's zone. */
export async function createMedication(
  ctx: ViewerContext,
  input: MedicationInput,
  timeZone: string,
): Promise<Medication> {
  const startDate = input.startDate ?? localDateOf(ctx.now(), timeZone);
  const endDate = input.endDate ?? null;
  if (endDate !== null && endDate < startDate) {
    throw AppError.invalid("endDate", MedicationMessage.endBeforeStart);
  }
  if ((await countMedicationsOf(ctx.db, ctx.viewer.id)) >= MEDICATIONS_MAX) {
    throw new AppError("CONFLICT", MedicationMessage.tooMany);
  }
  const row = await insertMedicationRow(ctx.db, ctx.viewer.id, {
    name: input.name,
    dosage: input.dosage,
    dosageUnit: input.dosageUnit,
    instructions: input.instructions ?? null,
    times: input.schedule.times,
    daysOfWeek: input.schedule.daysOfWeek,
    reminderMinutesBefore: input.schedule.reminderMinutesBefore ?? null,
    startDate,
    endDate,
    stockCount: input.stockCount ?? null,
  });
  return toMedication(row);
}

/** Changes a medication; a new stock count replaces the old one (a refill). */
export async function updateMedication(
  ctx: ViewerContext,
  id: string,
  patch: MedicationPatch,
): Promise<Medication> {
  return withTransaction(ctx, async (tx) => {
    const row = await findOwned(tx, id, true);
    const startDate = patch.startDate ?? row.startDate;
    const endDate = patch.endDate === undefined ? row.endDate : patch.endDate;
    if (endDate !== null && endDate < startDate) {
      throw AppError.invalid("endDate", MedicationMessage.endBeforeStart);
    }
    const values: Partial<MedicationValues> = { startDate, endDate };
    if (patch.name !== undefined) values.name = patch.name;
    if (patch.dosage !== undefined) values.dosage = patch.dosage;
    if (patch.dosageUnit !== undefined) values.dosageUnit = patch.dosageUnit;
    if (patch.instructions !== undefined) values.instructions = patch.instructions;
    if (patch.stockCount !== undefined) values.stockCount = patch.stockCount;
    const schedule = patch.schedule;
    if (schedule?.times !== undefined) values.times = schedule.times;
    if (schedule?.daysOfWeek !== undefined) values.daysOfWeek = schedule.daysOfWeek;
    if (schedule?.reminderMinutesBefore !== undefined) {
      values.reminderMinutesBefore = schedule.reminderMinutesBefore;
    }
    const updated = await updateMedicationRow(tx.db, tx.viewer.id, row.id, values, tx.now());
    if (!updated) throw notFound();
    return toMedication(updated);
  });
}

/** Deletes a medication and every dose marked for it. */
export async function deleteMedication(ctx: ViewerContext, id: string): Promise<void> {
  const deleted = isUuid(id) && (await deleteMedicationRow(ctx.db, ctx.viewer.id, id));
  if (!deleted) throw notFound();
}

/** Every scheduled dose of a day of the person's calendar (today when no date is given). */
export async function listDoses(ctx: ViewerContext, query: DoseDayQuery): Promise<DoseDay> {
  const date = query.date ?? localDateOf(ctx.now(), query.tz);
  const [medications, records] = await Promise.all([
    listMedicationRows(ctx.db, ctx.viewer.id),
    listDoseRows(ctx.db, ctx.viewer.id, {
      from: startOfLocalDay(date, query.tz),
      to: endOfLocalDay(date, query.tz),
    }),
  ]);
  return {
    date,
    timeZone: query.tz,
    items: dosesOfDay(medications.map(toMedication), records.map(toRecord), date, query.tz),
  };
}

/** The scheduled instant a request names, refused unless the medication has a dose then. */
function scheduledInstant(
  now: Date,
  medication: Medication,
  scheduledAt: string,
  timeZone: string,
): Date {
  const at = new Date(scheduledAt);
  if (Number.isNaN(at.getTime())) {
    throw AppError.invalid("scheduledAt", MedicationMessage.scheduledAtInvalid);
  }
  const isScheduled = doseTimes(medication, { from: at, to: at, timeZone }).length === 1;
  if (!isScheduled) throw AppError.invalid("scheduledAt", MedicationMessage.notScheduled);
  if (at.getTime() > now.getTime() + DOSE_EARLY_MARK_MS) {
    throw AppError.invalid("scheduledAt", MedicationMessage.tooEarly);
  }
  return at;
}

/**
 * Marks a scheduled dose taken, skipped or snoozed; marking it again replaces the status.
 * Taking a dose takes one unit from the stock (none when the stock is empty or not counted);
 * a dose taken and then skipped, snoozed or undone gives its unit back.
 */
export async function markDose(
  ctx: ViewerContext,
  mark: DoseMark,
  timeZone: string,
): Promise<{ dose: Dose; created: boolean }> {
  return withTransaction(ctx, async (tx) => {
    const row = await findOwned(tx, mark.medicationId, true);
    const medication = toMedication(row);
    const now = tx.now();
    const at = scheduledInstant(now, medication, mark.scheduledAt, timeZone);
    const existing = await findDoseRow(tx.db, tx.viewer.id, row.id, at);
    const stock = stockChange(row.stockCount, existing?.stockTaken === 1, mark.status);
    if (stock.delta !== 0) await adjustStock(tx.db, tx.viewer.id, row.id, stock.delta, now);
    const snoozeMs = (mark.snoozeMinutes ?? SNOOZE_DEFAULT_MINUTES) * 60_000;
    const saved = await upsertDoseRow(
      tx.db,
      tx.viewer.id,
      {
        medicationId: row.id,
        scheduledAt: at,
        status: mark.status,
        markedAt: now,
        snoozedUntil: mark.status === "snoozed" ? new Date(now.getTime() + snoozeMs) : null,
        stockTaken: stock.holdsUnit ? 1 : 0,
      },
      now,
    );
    const date = localDateOf(at, timeZone);
    const [dose] = dosesOfDay([medication], [toRecord(saved)], date, timeZone).filter(
      (d) => d.scheduledAt === at.toISOString(),
    );
    if (!dose) throw AppError.invalid("scheduledAt", MedicationMessage.notScheduled);
    return { dose, created: saved.created };
  });
}

/** Undoes a mark: the dose is pending again, and a unit it took returns to the stock. */
export async function unmarkDose(ctx: ViewerContext, ref: DoseRef): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const row = await findOwned(tx, ref.medicationId, true);
    const at = new Date(ref.scheduledAt);
    const existing = Number.isNaN(at.getTime())
      ? null
      : await findDoseRow(tx.db, tx.viewer.id, row.id, at);
    if (!existing) throw new AppError("NOT_FOUND", MedicationMessage.doseNotFound);
    const stock = stockChange(row.stockCount, existing.stockTaken === 1, null);
    if (stock.delta !== 0) {
      await adjustStock(tx.db, tx.viewer.id, row.id, stock.delta, tx.now());
    }
    await deleteDoseRow(tx.db, tx.viewer.id, existing.id);
  });
}

/** The first instant whose doses adherence and the run-out date read. */
function recordsFrom(ctx: ViewerContext, query: AdherenceQuery): Date {
  return startOfLocalDay(addDays(localDateOf(ctx.now(), query.tz), -query.days), query.tz);
}

export async function getAdherence(
  ctx: ViewerContext,
  id: string,
  query: AdherenceQuery,
): Promise<MedicationAdherence> {
  const row = await findOwned(ctx, id);
  const records = await listDoseRows(ctx.db, ctx.viewer.id, {
    from: recordsFrom(ctx, query),
    medicationId: row.id,
  });
  return medicationAdherence(toMedication(row), records.map(toRecord), {
    now: ctx.now(),
    days: query.days,
    timeZone: query.tz,
  });
}

export async function getAdherenceOverview(
  ctx: ViewerContext,
  query: AdherenceQuery,
): Promise<AdherenceOverview> {
  const [medications, records] = await Promise.all([
    listMedicationRows(ctx.db, ctx.viewer.id),
    listDoseRows(ctx.db, ctx.viewer.id, { from: recordsFrom(ctx, query) }),
  ]);
  return adherenceOverview(medications.map(toMedication), records.map(toRecord), {
    now: ctx.now(),
    days: query.days,
    timeZone: query.tz,
  });
}

/** The admin dashboard's figure. */
export async function medicationsAdminCounts(ctx: RequestContext) {
  return { medications: await countMedications(ctx.db) };
}

/** Every medication of the person (the FHIR export). */
export async function listAllMedications(ctx: ViewerContext): Promise<Medication[]> {
  return (await listMedicationRows(ctx.db, ctx.viewer.id)).map(toMedication);
}

/** The medications of a shared period with their adherence over it. */
export async function medicationsOverPeriod(
  ctx: ViewerContext,
  period: { from: string; to: string },
): Promise<MedicationsShare> {
  const [medications, records] = await Promise.all([
    listMedicationRows(ctx.db, ctx.viewer.id),
    listDoseRows(ctx.db, ctx.viewer.id, {
      from: new Date(`${addDays(period.from, -1)}T00:00:00.000Z`),
    }),
  ]);
  return medicationsShareOf(
    medications.map(toMedication),
    records.map(toRecord),
    period,
    ctx.now(),
  );
}
